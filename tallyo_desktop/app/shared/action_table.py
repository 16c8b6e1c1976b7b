"""Every command of the window, declared once: its text, its keys, where it is shown, and when
its keys act. The menus, the entry's idle page, the keys help (F1) and the README's table of
keys are all made from this table, so none of them can name a key the app does not have.

The table holds no widget and no handler: the part of the window that owns an action (its id
says which: `window.`, `entry.`, `history.`, `display.`, `club.`) gives a handler for each of
its ids when it makes the actions (`app.shared.qt_actions`), and is told at once of one it forgot.

Texts are marked for translation under the context of their owner and translated where they
are shown. Keys are written as Qt writes them (`QKeySequence(...).toString()`), which is also
how the README shows them.

The declarations are named tuples rather than dataclasses: the table is read as the window is
built, and a named tuple's class is made in a fifth of the time.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tallyo_desktop.app.shared.table_texts import pick_key, riichi_key
from tallyo_desktop.app.shared.translations import LANGUAGES, QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules.rules import MAX_PLAYERS


class Moment(Enum):
    """What the entry is doing: an action's keys act only at the moments it declares, so one
    key can do one thing at a time (A is an abortive draw, but in a draw it ticks everyone)."""

    IDLE = "idle"
    """Nothing is being entered."""
    WIN = "win"
    """A ron or a tsumo is being entered."""
    DRAW = "draw"
    """An exhaustive draw or a nagashi mangan is being entered."""
    OTHER = "other"
    """A chombo, an abortive draw or a point correction is being entered."""


ALWAYS = frozenset(Moment)
ENTERING = frozenset({Moment.WIN, Moment.DRAW, Moment.OTHER})


class ActionSpec(NamedTuple):
    """An action: what it says, its keys, where it is shown, when its keys act."""

    id: str
    """`owner.name`: the owner makes the action and gives its handler."""
    context: str
    """The translation context of `text` and `tip`; "" for a text shown as it is."""
    text: str
    """The menu text, with its & mnemonic; `{number}` is filled with `number`."""
    menu: str = ""
    """The MenuSpec the action is in, placed in the order of this table; "" for none."""
    separated: bool = False
    """A separator comes before it in its menu."""
    menu_less: str = ""
    """Why an action is in no menu: required exactly when `menu` is ""."""
    shortcuts: tuple[str, ...] = ()
    """Keys that trigger it anywhere in its window, the first one shown in menus and buttons."""
    standard: str = ""
    """The name of a `QKeySequence.StandardKey` whose key on each platform is used instead of
    `shortcuts`; `shortcuts` then says how the README writes it."""
    focus_keys: tuple[str, ...] = ()
    """Keys its owner's widget reacts to while it has the focus (and no shortcut takes them)."""
    help_key: str = ""
    """The key the keys help names, when not the first of its keys."""
    tip: str = ""
    """The tooltip; when empty, the text without its mnemonic and its closing "…"."""
    number: int | None = None
    when: frozenset[Moment] = ALWAYS
    """When it can be enabled, so its keys act (see Moment)."""
    button: bool = False
    """A button on the entry's idle page."""
    group: str = ""
    """A checkable choice, exclusive within its group."""

    @property
    def owner(self) -> str:
        return self.id.partition(".")[0]

    @property
    def keys(self) -> tuple[str, ...]:
        return self.shortcuts + self.focus_keys

    @property
    def shown_key(self) -> str:
        """The key the keys help names for it."""
        return self.help_key or self.keys[0]


class MenuSpec(NamedTuple):
    """A menu: of the menu bar, in another menu, or shown in its parent's place (inline)."""

    id: str
    context: str
    title: str
    parent: str = ""
    """The menu it is in ("" for the menu bar), placed in the order of this table."""
    separated: bool = False
    inline: bool = False
    """Its entries are shown in `parent` in its place, not as a submenu; the menu itself is
    shown on its own elsewhere (the entry's More events button, the history's context menu)."""


WINDOW, ENTRY, HISTORY = "WindowActions", "EntryActions", "HistoryPanel"
CLUB = "ClubActions"
CLOCK = "ClockActions"
TOURNAMENT = "TournamentActions"
LIMITS = (
    ("m", QT_TRANSLATE_NOOP("EntryActions", "Mangan")),
    ("h", QT_TRANSLATE_NOOP("EntryActions", "Haneman")),
    ("b", QT_TRANSLATE_NOOP("EntryActions", "Baiman")),
    ("s", QT_TRANSLATE_NOOP("EntryActions", "Sanbaiman")),
    ("y", QT_TRANSLATE_NOOP("EntryActions", "Yakuman")),
)
PICKS = 5
"""Keys 1 to 4 pick players; 5 only chooses the fifth kind of abortive draw."""
SCHEMES = (
    ("system", QT_TRANSLATE_NOOP("WindowActions", "As the &system")),
    ("light", QT_TRANSLATE_NOOP("WindowActions", "&Light")),
    ("dark", QT_TRANSLATE_NOOP("WindowActions", "&Dark")),
)
"""The choices of View ▸ Appearance, by `Scheme` value."""

TABLE: tuple[ActionSpec | MenuSpec, ...] = (
    MenuSpec("game", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Game")),
    ActionSpec(
        "window.new", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&New game…"),
        menu="game", standard="New", shortcuts=("Ctrl+N",),
    ),
    ActionSpec(
        "window.open", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Open…"),
        menu="game", standard="Open", shortcuts=("Ctrl+O",),
    ),
    ActionSpec(
        "window.continue_game", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Continue a game…"),
        menu="game", shortcuts=("Ctrl+Shift+O",),
    ),
    ActionSpec(
        "window.save", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Save"),
        menu="game", standard="Save", shortcuts=("Ctrl+S",),
    ),
    ActionSpec(
        "window.save_as", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Save &as…"),
        menu="game", standard="SaveAs", shortcuts=("Ctrl+Shift+S",),
    ),
    ActionSpec(
        "window.export", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Export as CSV…"),
        menu="game", separated=True, shortcuts=("Ctrl+Shift+E",),
    ),
    ActionSpec(
        "window.settlement", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Show &settlement"),
        menu="game", shortcuts=("Ctrl+E",),
    ),
    ActionSpec(
        "window.change_rules", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Change the &rules…"),
        menu="game",
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Play this game by other rules: every hand is counted again under them, and Undo "
            "brings the old rules back",
        ),
    ),
    ActionSpec(
        "window.import_logs", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Import game logs…"),
        menu="game", separated=True,
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Bring games played on Tenhou or Mahjong Soul into the library, from their logs",
        ),
    ),
    ActionSpec(
        "window.import_folder", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "Import a &folder of game logs…"), menu="game",
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "Import every game log in a folder and the folders in it"
        ),
    ),
    ActionSpec(
        "window.quit", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Quit"),
        menu="game", separated=True, standard="Quit", shortcuts=("Ctrl+Q",),
    ),
    MenuSpec("edit", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Edit")),
    # The text names the change to undo once there is one (WindowActions.update).
    ActionSpec(
        "window.undo", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Undo"),
        menu="edit", standard="Undo", shortcuts=("Ctrl+Z",),
    ),
    ActionSpec(
        "window.redo", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Redo"),
        menu="edit", shortcuts=("Ctrl+Shift+Z", "Ctrl+Y"),
    ),
    ActionSpec(
        "window.rename", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Rename players…"),
        menu="edit", separated=True, shortcuts=("F2",),
    ),
    ActionSpec(
        "window.go_to_history", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Go to the &history"),
        menu="edit", separated=True, shortcuts=("Ctrl+H",),
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Up and Down choose a hand; Enter changes it, Insert puts a forgotten hand in "
            "before it, Delete deletes it",
        ),
    ),
    MenuSpec("history.context", HISTORY, "", parent="edit", inline=True),
    ActionSpec(
        "history.edit", HISTORY, QT_TRANSLATE_NOOP("HistoryPanel", "&Change the selected hand…"),
        menu="history.context", focus_keys=("Return", "Enter"), help_key="Enter",
    ),
    ActionSpec(
        "history.insert", HISTORY,
        QT_TRANSLATE_NOOP("HistoryPanel", "&Put in a forgotten hand before it…"),
        menu="history.context", focus_keys=("Insert",),
    ),
    ActionSpec(
        "history.delete", HISTORY, QT_TRANSLATE_NOOP("HistoryPanel", "&Delete the selected hand"),
        menu="history.context", focus_keys=("Delete",),
    ),
    MenuSpec("hand", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Hand")),
    ActionSpec(
        "entry.ron", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Ron"),
        menu="hand", shortcuts=("R",), button=True,
        tip=QT_TRANSLATE_NOOP("EntryActions", "A player won on another player's discard"),
    ),
    ActionSpec(
        "entry.tsumo", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Tsumo"),
        menu="hand", shortcuts=("T",), button=True,
        tip=QT_TRANSLATE_NOOP("EntryActions", "A player won by self-draw"),
    ),
    ActionSpec(
        "entry.draw", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Draw"),
        menu="hand", shortcuts=("D",), button=True,
        tip=QT_TRANSLATE_NOOP("EntryActions", "Exhaustive draw: nobody won"),
    ),
    MenuSpec(
        "entry.more", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "More events"),
        parent="hand", inline=True,
    ),
    ActionSpec(
        "entry.nagashi", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Nagashi mangan"),
        menu="entry.more", shortcuts=("N",),
    ),
    ActionSpec(
        "entry.abortive", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Abortive draw"),
        menu="entry.more", shortcuts=("A",), when=ALWAYS - {Moment.DRAW},
    ),
    ActionSpec(
        "entry.chombo", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Chombo"),
        menu="entry.more", shortcuts=("C",),
    ),
    ActionSpec(
        "entry.correction", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "Point c&orrection"),
        menu="entry.more", shortcuts=("O",),
    ),
    ActionSpec(
        "entry.record", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "&Record"),
        menu="hand", separated=True, shortcuts=("Return", "Enter"), help_key="Enter",
        when=ENTERING,
    ),
    ActionSpec(
        "entry.cancel", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "Cancel"),
        menu="hand", shortcuts=("Esc",),
    ),
    *(
        ActionSpec(
            f"entry.pick_{number + 1}", ENTRY,
            QT_TRANSLATE_NOOP("EntryActions", "Pick player {number}"),
            number=number + 1, shortcuts=(pick_key(number),),
            separated=number == 0, when=ENTERING,
            menu="hand" if number < MAX_PLAYERS else "",
            menu_less="" if number < MAX_PLAYERS else (
                "there is no fifth player: the key only chooses the fifth kind of abortive draw"
            ),
        )
        for number in range(PICKS)
    ),
    MenuSpec("winners_hand", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Winner's &hand"),
             parent="hand"),
    *(
        ActionSpec(
            f"entry.limit_{key}", ENTRY, text,
            menu="winners_hand", shortcuts=(key.upper(),), when=frozenset({Moment.WIN}),
        )
        for key, text in LIMITS
    ),
    ActionSpec(
        "entry.add_winner", ENTRY,
        QT_TRANSLATE_NOOP("EntryActions", "Another &winner (double ron)"),
        menu="winners_hand", shortcuts=("W",), when=frozenset({Moment.WIN}),
    ),
    ActionSpec(
        "entry.tiles", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "Count from &tiles…"),
        menu="winners_hand", shortcuts=("K",), when=frozenset({Moment.WIN}),
        tip=QT_TRANSLATE_NOOP(
            "EntryActions", "Count the winner's hand from its tiles: yaku, han and fu"
        ),
    ),
    MenuSpec("tenpai", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Tenpai"), parent="hand"),
    ActionSpec(
        "entry.all_tenpai", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "All tenpai"),
        menu="tenpai", shortcuts=("A",), when=frozenset({Moment.DRAW}),
    ),
    ActionSpec(
        "entry.all_noten", ENTRY, QT_TRANSLATE_NOOP("EntryActions", "All noten"),
        menu="tenpai", shortcuts=("0",), when=frozenset({Moment.DRAW}),
    ),
    MenuSpec("riichi", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Riichi")),
    # The text names the player once there is a game (EntryActions.update).
    *(
        ActionSpec(
            f"entry.riichi_{seat + 1}", ENTRY,
            QT_TRANSLATE_NOOP("EntryActions", "Riichi for player {number}"),
            number=seat + 1, menu="riichi", shortcuts=(riichi_key(seat),),
        )
        for seat in range(MAX_PLAYERS)
    ),
    MenuSpec("view", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&View")),
    ActionSpec(
        "window.display", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Table display"),
        menu="view", shortcuts=("F11",),
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "Full screen, each seat's points facing the player on that side"
        ),
    ),
    MenuSpec(
        "language", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Language"),
        parent="view", separated=True,
    ),
    ActionSpec(
        "window.language_system", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "&System language"),
        menu="language", group="language",
    ),
    # Each language is named in itself, so players find theirs whatever language is shown.
    *(
        ActionSpec(f"window.language_{code}", "", name, menu="language", group="language")
        for code, name in LANGUAGES.items()
    ),
    MenuSpec("appearance", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Appearance"),
             parent="view"),
    *(
        ActionSpec(f"window.scheme_{value}", WINDOW, text, menu="appearance", group="scheme")
        for value, text in SCHEMES
    ),
    MenuSpec("library", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "Li&brary")),
    ActionSpec(
        "window.library", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Open the library…"),
        menu="library", shortcuts=("Ctrl+L",),
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "The finished games, to read one again, and the players' standings"
        ),
    ),
    ActionSpec(
        "window.gather_files", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Gather games…"),
        menu="library", separated=True,
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Bring the game files of other laptops into the library: each game counts once",
        ),
    ),
    ActionSpec(
        "window.gather_folder", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "Gather a &folder…"), menu="library",
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "Gather every game file in a folder and the folders in it"
        ),
    ),
    ActionSpec(
        "window.save_night", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "Save this &night's games to…"), menu="library",
        separated=True,
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Write every game of tonight's club night on this laptop, finished or not, to a "
            "stick or a folder",
        ),
    ),
    ActionSpec(
        "window.watch_folder", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Watch a folder…"),
        menu="library", separated=True,
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "Gather the games saved into a folder while Tallyo Desktop runs"
        ),
    ),
    ActionSpec(
        "window.stop_watching", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "&Stop watching the folder"), menu="library",
    ),
    MenuSpec("practice", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Practice")),
    ActionSpec(
        "window.practice", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "&Count a hand…"),
        menu="practice", shortcuts=("Ctrl+Shift+K",),
        tip=QT_TRANSLATE_NOOP(
            "WindowActions", "Count winning hands for practice: their fu, han and payment"
        ),
    ),
    MenuSpec("club", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Club")),
    ActionSpec(
        "window.seating", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Seating…"),
        menu="club",
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "Seat a club night's players at tables, round after round, and start each "
            "table's game",
        ),
    ),
    ActionSpec(
        "club.standings", CLUB, QT_TRANSLATE_NOOP("ClubActions", "&Standings…"), menu="club",
        separated=True,
        tip=QT_TRANSLATE_NOOP(
            "ClubActions", "The standings of a season, a club night or all games, and exports"
        ),
    ),
    ActionSpec(
        "club.people", CLUB, QT_TRANSLATE_NOOP("ClubActions", "&Players…"), menu="club",
        tip=QT_TRANSLATE_NOOP(
            "ClubActions", "The players as people: merge the names of one player, rename one"
        ),
    ),
    ActionSpec(
        "club.seasons", CLUB, QT_TRANSLATE_NOOP("ClubActions", "Seasons and club &nights…"),
        menu="club",
    ),
    ActionSpec(
        "club.board", CLUB, QT_TRANSLATE_NOOP("ClubActions", "Standings on the &table display"),
        menu="club", shortcuts=("F12",),
        tip=QT_TRANSLATE_NOOP(
            "ClubActions",
            "The evening's standings in large type on the table display, with the tables "
            "being played; again for the table",
        ),
    ),
    # The round clock of a club night (app/clock).
    MenuSpec(
        "clock", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "Round &clock"), parent="club",
        separated=True,
    ),
    ActionSpec(
        "clock.start", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "&Start the round clock…"),
        menu="clock",
        tip=QT_TRANSLATE_NOOP(
            "ClockActions",
            "Time the round: the clock shows on the table and flashes when the time is up",
        ),
    ),
    ActionSpec(
        "clock.pause", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "&Pause the clock"),
        menu="clock",
    ),
    ActionSpec(
        "clock.resume", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "&Resume the clock"),
        menu="clock",
    ),
    ActionSpec(
        "clock.stop", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "S&top the clock"),
        menu="clock",
    ),
    ActionSpec(
        "clock.end_game", CLOCK, QT_TRANSLATE_NOOP("ClockActions", "&End the game by time"),
        menu="clock", separated=True,
        tip=QT_TRANSLATE_NOOP(
            "ClockActions",
            "End the game after the hand just played and settle it; Undo takes it back",
        ),
    ),
    # A tournament day, from registration to the final ranking (app/tournament).
    MenuSpec("tournament", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Tournament")),
    ActionSpec(
        "tournament.window", TOURNAMENT,
        QT_TRANSLATE_NOOP("TournamentActions", "The &tournament…"), menu="tournament",
        tip=QT_TRANSLATE_NOOP(
            "TournamentActions",
            "The tournament open: its players, schedule, results, penalties and ranking",
        ),
    ),
    ActionSpec(
        "tournament.new", TOURNAMENT,
        QT_TRANSLATE_NOOP("TournamentActions", "&New tournament…"), menu="tournament",
        separated=True,
    ),
    ActionSpec(
        "tournament.open", TOURNAMENT,
        QT_TRANSLATE_NOOP("TournamentActions", "&Open a tournament…"), menu="tournament",
    ),
    ActionSpec(
        "tournament.gather", TOURNAMENT,
        QT_TRANSLATE_NOOP("TournamentActions", "&Gather results…"), menu="tournament",
        separated=True,
        tip=QT_TRANSLATE_NOOP(
            "TournamentActions",
            "Gather the tables' game files from a folder: the library keeps them, and the "
            "tournament takes their results",
        ),
    ),
    ActionSpec(
        "tournament.board", TOURNAMENT,
        QT_TRANSLATE_NOOP("TournamentActions", "Ranking on the &big screen"), menu="tournament",
        tip=QT_TRANSLATE_NOOP(
            "TournamentActions",
            "The ranking, the next round's tables and the round clock on the table display; "
            "again for the table",
        ),
    ),
    MenuSpec("help", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "He&lp")),
    ActionSpec(
        "window.keys", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Keys…"),
        menu="help", standard="HelpContents", shortcuts=("F1",),
    ),
    ActionSpec(
        "window.game_rules", WINDOW,
        QT_TRANSLATE_NOOP("WindowActions", "The &rules of this game…"), menu="help",
    ),
    ActionSpec(
        "window.payment_chart", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Payment chart…"),
        menu="help", shortcuts=("F3",),
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "What each han and fu pays under these rules, marking the hand being entered; "
            "printable",
        ),
    ),
    ActionSpec(
        "window.data_folder", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&Where the games are…"),
        menu="help", separated=True,
        tip=QT_TRANSLATE_NOOP(
            "WindowActions",
            "The folder Tallyo Desktop keeps your games in, and a button that opens it",
        ),
    ),
    ActionSpec(
        "window.about", WINDOW, QT_TRANSLATE_NOOP("WindowActions", "&About Tallyo Desktop"),
        menu="help",
    ),
    ActionSpec(
        "display.leave", "TableDisplay",
        QT_TRANSLATE_NOOP("TableDisplay", "Leave the table display"),
        focus_keys=("Esc", "F11"),
        menu_less="the table display is full screen, without menus",
    ),
)  # fmt: skip

ACTIONS = {spec.id: spec for spec in TABLE if isinstance(spec, ActionSpec)}
MENUS = {spec.id: spec for spec in TABLE if isinstance(spec, MenuSpec)}


def owned_by(owner: str) -> list[ActionSpec]:
    """The actions `owner` makes, in the order of the table."""
    return [spec for spec in ACTIONS.values() if spec.owner == owner]


def menu_items(menu: str) -> list[ActionSpec | MenuSpec]:
    """What menu `menu` holds, in order: its actions and the menus in it."""
    return [
        item
        for item in TABLE
        if (item.menu if isinstance(item, ActionSpec) else item.parent) == menu != ""
    ]


def menu_bar() -> list[MenuSpec]:
    """The menus of the menu bar, in order."""
    return [spec for spec in MENUS.values() if not spec.parent]
