"""The game record: a game kept as JSON, to be opened again, replayed, or read by other programs.

A record holds the rules (every option), the players and the events in the order they were
recorded. The table and the settlement are not stored but replayed, so a record can never
disagree with itself. docs/game-format.md describes the format for players and programmers.

`FORMAT_VERSION` goes up whenever the shape or the meaning of a record changes. A record of an
older version is brought up to date one version at a time by `UPGRADERS`; a record of a newer
version is refused with a message asking for an update, since reading it as an older shape could
silently change the score.
"""

from __future__ import annotations

import json
from dataclasses import replace

from tallyo_desktop import __version__
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.events import event_from_dict, event_to_dict
from tallyo_desktop.core.record.rules import BadGameFile as BadGameFile  # re-exported
from tallyo_desktop.core.record.rules import (
    Fields,
    damaged,
    kind_of,
    quoted,
    rules_from_dict,
    rules_to_dict,
    string,
    whole,
)
from tallyo_desktop.core.record.safe_paths import is_safe_game_id
from tallyo_desktop.core.record.upgrade import UPGRADERS as UPGRADERS  # re-exported
from tallyo_desktop.core.record.upgrade import upgrade
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.game import Game, check_names
from tallyo_desktop.core.values import valueclass

FORMAT_NAME = "tallyo-game"
FORMAT_VERSION = 3
FILE_SUFFIX = ".tallyo"

Document = dict[str, object]

_TOP_FIELDS = ("format", "version", "metadata", "players", "rules", "events")
_WIDTH = 120


@valueclass
class Metadata:
    """What a record says about itself; nothing in it changes the game."""

    id: str | None = None
    """The game's identity, the same in every copy of it, given when the game begins."""
    created: str | None = None
    """When the game was first saved: ISO 8601, local time with its offset from UTC."""
    updated: str | None = None
    """When the game was last saved."""
    app_version: str | None = None
    """The version of Tallyo Desktop that last saved it."""
    saved_as: str | None = None
    """In the app's own copy only: the player's file that is kept up to date with it."""
    event_id: str | None = None
    """The club night the game was played at, if any: its identity in the club's library."""
    event_name: str | None = None
    """That club night's name, so that a library rebuilt from the files alone can name it."""
    season_id: str | None = None
    """The season that club night belongs to, if any."""
    season_name: str | None = None
    source: str | None = None
    """Where a game came from when it was not played in Tallyo: e.g. an online log's id."""
    tournament_id: str | None = None
    """The tournament the game is a table of, if any: its identity in its tournament file."""
    tournament_name: str | None = None
    tournament_round: int | None = None
    """The round of the tournament, from 1."""
    tournament_table: int | None = None
    """The table of that round, from 1."""

    @classmethod
    def new(cls) -> Metadata:
        """A new game's metadata: a new identity, first saved now."""
        return cls(id=new_game_id()).stamped()

    def stamped(self) -> Metadata:
        """The metadata of a save made now: first saved now if never before."""
        now = _now()
        return replace(self, created=self.created or now, updated=now, app_version=__version__)


@valueclass
class SavedGame:
    """A game with what its record says about it."""

    game: Game
    metadata: Metadata


_METADATA_FIELDS = (
    "id",
    "created",
    "updated",
    "app_version",
    "saved_as",
    "event_id",
    "event_name",
    "season_id",
    "season_name",
    "source",
    "tournament_id",
    "tournament_name",
    "tournament_round",
    "tournament_table",
)
_NUMBER_FIELDS = ("tournament_round", "tournament_table")
"""The metadata that are whole numbers; the others are text."""
MOST_TOURNAMENT_NUMBER = 1000


def new_game_id() -> str:
    # Imported here: only a new game needs it, and reading a game (`replay`) should not wait for it.
    import uuid

    return uuid.uuid4().hex


def _now() -> str:
    # Imported here: only saving needs it, and reading a game (`replay`) should not wait for it.
    from datetime import datetime

    return datetime.now().astimezone().isoformat(timespec="seconds")


# --- Writing ----------------------------------------------------------------------------------


def game_to_dict(game: Game, metadata: Metadata | None = None) -> dict[str, object]:
    """The record of `game` with `metadata` as given; without it, a record saved now for the
    first time, with no identity."""
    document = _header(game, metadata)
    document["events"] = [event_to_dict(event) for event in game.events]
    return document


def _header(game: Game, metadata: Metadata | None) -> dict[str, object]:
    """Everything in the record but the events."""
    if metadata is None:
        metadata = Metadata().stamped()
    written = {name: getattr(metadata, name) for name in _METADATA_FIELDS}
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "metadata": {key: value for key, value in written.items() if value is not None},
        "players": list(game.names),
        "rules": rules_to_dict(game.rules),
    }


def _layout(value: object, indent: str = "", used: int = 0) -> str:
    """`value` as JSON: on one line where it fits in `_WIDTH` columns, else one item a line."""
    flat = json.dumps(value, ensure_ascii=False)
    fits = len(indent) + used + len(flat) <= _WIDTH
    if fits or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + "  "
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            name = json.dumps(key, ensure_ascii=False)
            lines.append(f"{inner}{name}: {_layout(item, inner, len(name) + 2)}")
        return "{\n" + ",\n".join(lines) + f"\n{indent}}}"
    return "[\n" + ",\n".join(inner + _layout(item, inner) for item in value) + f"\n{indent}]"


_EVENTS_KEY = '  "events": '
_EVENT_INDENT = "    "


def _event_text(event: Event) -> tuple[str, str]:
    """An event's JSON on one line, and as laid out in the event list."""
    data = event_to_dict(event)
    return json.dumps(data, ensure_ascii=False), _layout(data, _EVENT_INDENT)


class RecordWriter:
    """Writes the record of a game again and again, laying out only the events it has not seen.

    Events never change once recorded and a game only gains or loses events at its end, so a
    game saved after every hand costs as little to save in the last hand of a long session as
    in the first. The text is exactly what laying out `game_to_dict` as a whole gives.
    """

    def __init__(self) -> None:
        self._events: list[Event] = []
        self._texts: list[tuple[str, str]] = []
        self._flat_length = 0
        self._items = ""
        """The laid-out events joined as the list writes them, kept up as events come."""
        self._rules: Rules | None = None
        self._rules_text = ""
        """The rules as laid out in the record, made again only when they change."""

    def _follow(self, events: tuple[Event, ...]) -> None:
        kept = len(self._events)
        # A hand added: the events known are all still there, compared in one step (an equal
        # event lays out the same). Walked one by one only to find where an edit begins.
        if kept > len(events) or self._events != list(events[:kept]):
            kept = 0
            for known, event in zip(self._events, events, strict=False):
                if known != event:
                    break
                kept += 1
        dropped = len(self._events) > kept
        self._flat_length -= sum(len(one_line) for one_line, _ in self._texts[kept:])
        del self._events[kept:]
        del self._texts[kept:]
        added = []
        for event in events[kept:]:
            text = _event_text(event)
            self._events.append(event)
            self._texts.append(text)
            self._flat_length += len(text[0])
            added.append(_EVENT_INDENT + text[1])
        if dropped:
            self._items = ",\n".join(_EVENT_INDENT + laid for _, laid in self._texts)
        elif added:
            self._items = ",\n".join([self._items, *added] if self._items else added)

    def text(self, game: Game, metadata: Metadata | None = None) -> str:
        """The record as `game_to_json` writes it."""
        document = _header(game, metadata)
        if len(json.dumps(document, ensure_ascii=False)) <= _WIDTH:
            # Too short a document to be laid out over lines: no real game gets here.
            events = [event_to_dict(event) for event in game.events]
            return _layout({**document, "events": events}) + "\n"
        self._follow(game.events)
        texts = self._texts
        separators = 2 * max(len(texts) - 1, 0) + 2
        if not texts or len(_EVENTS_KEY) + self._flat_length + separators <= _WIDTH:
            listed = ("[", ", ".join(one_line for one_line, _ in texts), "]")
        else:
            listed = ("[\n", self._items, "\n  ]")
        # Joined at once: the events of a long game are copied once, not at every "+".
        head = self._head(document, game.rules)
        return "".join((head, ",\n", _EVENTS_KEY, *listed, "\n}\n"))

    def _head(self, document: dict[str, object], rules: Rules) -> str:
        """`_layout(document)` without its closing brace, for a document too long for one line;
        the rules, the longest part, laid out once for the game."""
        lines = []
        for key, item in document.items():
            name = json.dumps(key, ensure_ascii=False)
            if key == "rules":
                if self._rules != rules:
                    self._rules = rules
                    self._rules_text = _layout(item, "  ", len(name) + 2)
                text = self._rules_text
            else:
                text = _layout(item, "  ", len(name) + 2)
            lines.append(f"  {name}: {text}")
        return "{\n" + ",\n".join(lines)


def game_to_json(game: Game, metadata: Metadata | None = None) -> str:
    """The record as text: keys in a fixed order, indented, short parts (each event) on one
    line, ending with a newline. `metadata` as in `game_to_dict`."""
    return RecordWriter().text(game, metadata)


# --- Reading ----------------------------------------------------------------------------------


def _current_document(data: object) -> Document:
    """The record in the current format, after checking it is a Tallyo game at all."""
    if not isinstance(data, dict) or "format" not in data:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it does not say it holds a game.")
        )
    if data["format"] != FORMAT_NAME:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: its format is {format}.").format(
                format=quoted(data["format"])
            )
        )
    if "version" not in data:
        raise damaged(translate("record", 'it has no format "version"'))
    version = whole(data["version"], translate("record", 'the format "version"'))
    if version > FORMAT_VERSION:
        raise BadGameFile(
            translate(
                "record",
                "This game was saved by a newer version of Tallyo Desktop (format {version}); "
                "this version reads up to format {readable}. "
                "Update Tallyo Desktop to open it.",
            ).format(version=version, readable=FORMAT_VERSION)
        )
    return upgrade(data, version, FORMAT_VERSION)


def _read_metadata(data: object) -> Metadata:
    # Other programs may keep their own keys here: they are ignored, not refused.
    if not isinstance(data, dict):
        raise damaged(
            translate("record", "{what} should be an object, not {kind}").format(
                what='"metadata"', kind=kind_of(data)
            )
        )
    values: dict[str, str | None] = {}
    numbers: dict[str, int | None] = {}
    for name in _METADATA_FIELDS:
        value = data.get(name)
        what = translate("record", 'the metadata: "{field}"').format(field=name)
        if name in _NUMBER_FIELDS:
            numbers[name] = None if value is None else _tournament_number(value, what)
        else:
            values[name] = None if value is None else string(value, what)
    game_id = values["id"]
    if game_id is not None and not is_safe_game_id(game_id):
        # An id names the game's files in the data folder: one that could name another file
        # is not this game's identity. The game gets a fresh one when it is opened.
        values["id"] = None
    return replace(
        Metadata(),
        **values,
        tournament_round=numbers["tournament_round"],
        tournament_table=numbers["tournament_table"],
    )


def _tournament_number(value: object, what: str) -> int:
    number = whole(value, what)
    if not 1 <= number <= MOST_TOURNAMENT_NUMBER:
        raise damaged(
            translate("record", "{what} is not from 1 to {most}").format(
                what=what, most=MOST_TOURNAMENT_NUMBER
            )
        )
    return number


def game_from_dict(data: object) -> Game:
    """The game a record (parsed JSON) holds, replayed; BadGameFile says why it cannot be."""
    return saved_game_from_dict(data).game


def saved_game_from_dict(data: object) -> SavedGame:
    """`game_from_dict` with the record's metadata."""
    document = Fields(
        _current_document(data),
        translate("record", "the file"),
        _TOP_FIELDS,
        optional=("metadata",),
    )
    metadata = _read_metadata(document.get("metadata") if "metadata" in document.data else {})
    names = [string(name, '"players"') for name in document.items("players")]
    rules = rules_from_dict(document.get("rules"))
    events = [
        event_from_dict(event, number)
        for number, event in enumerate(document.items("events"), start=1)
    ]
    problems = rules.problems()
    if problems:
        raise BadGameFile(
            translate("record", "The rules in this game file cannot be played: {problems}").format(
                problems=" ".join(problems)
            )
        )
    if len(names) != rules.players:
        raise damaged(
            translate("record", '"players" should list {players} names, not {count}').format(
                players=rules.players, count=len(names)
            )
        )
    try:
        check_names(names, rules.players)
    except TallyoError as error:
        raise BadGameFile(
            translate("record", "The players in this game file are not valid: {reason}").format(
                reason=error
            )
        ) from None
    try:
        game = Game.replay(rules, names, events)
    except TallyoError as error:
        raise BadGameFile(
            translate("record", "The game in this file cannot be replayed. {reason}").format(
                reason=error
            )
        ) from None
    return SavedGame(game, metadata)


class _DuplicateKey(Exception):
    pass


def _refuse_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    # A key given twice would be read as its last value, which another program may read as
    # the first: the record must mean one thing.
    found = dict(pairs)
    if len(found) != len(pairs):
        raise _DuplicateKey(next(key for key, _ in pairs if sum(k == key for k, _ in pairs) > 1))
    return found


def game_from_json(text: str) -> Game:
    return saved_game_from_json(text).game


def saved_game_from_json(text: str) -> SavedGame:
    if not text.strip():
        raise BadGameFile(translate("record", "The game file is empty."))
    try:
        data = json.loads(text, object_pairs_hook=_refuse_duplicates)
    except _DuplicateKey as error:
        raise damaged(
            translate("record", "the field {field} is given twice").format(
                field=quoted(str(error.args[0]))
            )
        ) from None
    except json.JSONDecodeError as error:
        # Text cut short fails at its very end, in an open string or escape, or in a last
        # word ("tr").
        rest = text[error.pos :].rstrip()
        unfinished = any(word.startswith(rest) for word in ("true", "false", "null", "-")) or (
            error.msg.startswith("Invalid \\uXXXX escape") and len(rest) <= 5
        )
        if unfinished or error.msg.startswith("Unterminated string"):
            raise BadGameFile(
                translate(
                    "record",
                    "The game file ends too early: its JSON is cut short, probably while it was "
                    "being saved or copied.",
                )
            ) from None
        raise BadGameFile(
            translate(
                "record",
                "This is not a Tallyo game file: it is not valid JSON "
                "(line {line}, column {column}).",
            ).format(line=error.lineno, column=error.colno)
        ) from None
    except RecursionError:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it is nested too deeply.")
        ) from None
    except ValueError:
        # Python refuses to read whole numbers of thousands of digits.
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it holds a number too long.")
        ) from None
    return saved_game_from_dict(data)
