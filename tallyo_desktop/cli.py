"""The `tallyo-desktop` command: the app by default, or a subcommand that needs no window.

Subcommands are imported only when asked for, and none of them imports Qt, so
`tallyo-desktop score` answers about as fast as Python starts. A start of the app is told apart
here by hand: its arguments, a game file and Qt's own options (`-platform offscreen`,
`-psn_0_12345`), are not what argparse can parse beside the subcommands. The help, the version
and the arguments that are wrong go to argparse (commands/entry.py), and none of them loads Qt.
"""

from __future__ import annotations

import gc
import os
import sys

# Not `typing.TYPE_CHECKING`: most subcommands load no `typing`, and mypy reads this one as it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from tallyo_desktop.core.table.payment_sheet import PaymentSheet

COMMANDS = {
    "score": "Show what a winning hand pays.",
    "hand": "Count a winning hand from its tiles: its yaku, han and fu, and what it pays.",
    "replay": "Replay a saved game (.tallyo) and show its table and settlement.",
    "export": "Write a saved game's hands and results as CSV.",
    "rules": "List the rule presets, or print one preset's rules as a game record holds them.",
    "chart": "Show the payment chart of a rule preset: what each han and fu pays by ron and by "
    "tsumo, the limits, honba, riichi sticks and the draw split.",
    "standings": "Show the standings over game files: each player's total, places and figures.",
    "stats": "Show players' statistics over game files: wins, deal-ins, riichi, draws, yaku, "
    "achievements and a rating.",
    "import": "Import Tenhou and Mahjong Soul game logs as game records (.tallyo).",
    "seating": "Seat a tournament's whole schedule in advance: no two players meet twice where "
    "the numbers allow it, and the seat winds are balanced.",
    "tournament": "Show a tournament's ranking from its file: each player's place, total, "
    "results by round, penalties and EMA tournament points.",
}
"""Each subcommand, a module of `tallyo_desktop.commands` with a `run(argv)`, and what it does
in one line (the first sentence of its own help)."""

SUBCOMMANDS = tuple(COMMANDS)

MODULE_NAMES = {"import": "import_logs"}
"""The subcommands whose module is named otherwise: `import` is a word Python keeps."""

GAME_SUFFIX = ".tallyo"

# Qt's own options, which QApplication takes out of the arguments it is given: those of every
# platform, then those of X11 (xcb), which the others leave alone. Qt also takes each with two
# dashes. macOS may add a process serial number, -psn_0_12345, to an app the Finder starts.
QT_OPTIONS_WITH_VALUE = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "style",
        "stylesheet",
    }
)
QT_FLAGS = frozenset({"reverse", "widgetcount", "testability"})
QT_OPTIONS_JOINED = frozenset({"style", "stylesheet", "qmljsdebugger"})
"""Options Qt also takes as -option=value."""
X11_OPTIONS_WITH_VALUE = frozenset({"display", "geometry", "title", "icon", "name", "visual"})
X11_FLAGS = frozenset({"nograb", "dograb"})


class AppStart:
    """A start of the app: the options for Qt, and the game files to open."""

    # Not a NamedTuple: every subcommand imports this module, and most load no `typing`.
    __slots__ = ("games", "qt_options")

    def __init__(self, qt_options: list[str], games: list[str]) -> None:
        self.qt_options = qt_options
        self.games = games


def looks_like_a_file(word: str) -> bool:
    """Whether a word on the command line names a file rather than a misspelt command."""
    return (
        word.lower().endswith(GAME_SUFFIX)
        or os.sep in word
        or (os.altsep is not None and os.altsep in word)
        or os.path.exists(word)
    )


def app_start(args: list[str]) -> AppStart | str:
    """The start of the app `args` ask for, or, if they ask for something else or are not
    understood, what is wrong with them as argparse would say it: `-h`, `--help` or `--version`
    for those."""
    qt_options: list[str] = []
    games: list[str] = []
    words = iter(args)
    for word in words:
        if word == "--":
            # What follows is a file, whatever its name.
            games.extend(words)
            break
        if word in ("-h", "--help", "--version"):
            return word
        if word.startswith("-psn_"):
            qt_options.append(word)
        elif word.startswith("-") and word != "-":
            name, joined, _ = word.removeprefix("-").removeprefix("-").partition("=")
            if joined and name in QT_OPTIONS_JOINED:
                qt_options.append(word)
            elif joined:
                return f"unrecognized arguments: {word}"
            elif name in QT_FLAGS or name in X11_FLAGS:
                qt_options.append(word)
            elif name in QT_OPTIONS_WITH_VALUE or name in X11_OPTIONS_WITH_VALUE:
                value = next(words, None)
                if value is None:
                    return f"argument {word}: expected one argument"
                qt_options += (word, value)
            else:
                return f"unrecognized arguments: {word}"
        elif word in COMMANDS:
            return f"argument COMMAND: {word} must come first: tallyo-desktop {word} ..."
        elif looks_like_a_file(word):
            games.append(word)
        else:
            choices = ", ".join(repr(name) for name in COMMANDS)
            return f"argument COMMAND: invalid choice: {word!r} (choose from {choices})"
    if len(games) > 1:
        return f"one game file at a time, not {len(games)}: {' '.join(games)}"
    return AppStart(qt_options, games)


def run() -> int:
    """The `tallyo-desktop` command and `python -m tallyo_desktop`: `main`, in a process of its
    own that ends when it returns."""
    args = sys.argv[1:]
    if _opens_a_window(args):
        if args[:1] != ["--smoke-test"]:
            # The window's modules load with the cycle collector off too: it would free nothing
            # while they load (8 ms of a start). The app turns it on once the table is loaded.
            gc.disable()
        return main(args)
    # A subcommand's process ends as soon as it has printed, and what it made is in use until
    # then: Python's cycle collector, run as the modules load and again at exit, would free
    # nothing and cost a tenth of the command's time. The same goes for the help, the version
    # and a mistake.
    gc.disable()
    try:
        try:
            code = main(args)
        finally:
            # Now rather than at exit, so that a reader gone away is caught below too (and
            # after `--help`, which ends with SystemExit).
            if sys.stdout is not None:
                sys.stdout.flush()
    except BrokenPipeError:
        code = _reader_gone()
    gc.freeze()
    return code


def _opens_a_window(args: list[str]) -> bool:
    if args[:1] and args[0] in COMMANDS:
        return False
    return args[:1] == ["--smoke-test"] or isinstance(app_start(args), AppStart)


def _reader_gone() -> int:
    """End quietly when what reads the output has stopped (`... | head -1`): there is no one
    left to tell, and a traceback would only clutter the terminal.

    The rest of the output goes to the null device, so that Python's own flush at exit does not
    fail again. The status is 1, as Python's documentation does it: not all was delivered, but
    nothing the player gave was wrong (that is 2)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1


def main(argv: list[str] | None = None) -> int:
    """Run what `argv` (the arguments after the command's name) ask for. The help, the version
    and wrong arguments end with SystemExit, as argparse ends them: 0, 0 and 2."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] and args[0] in COMMANDS:
        return _subcommand(args[0], args[1:])
    if args[:1] == ["--smoke-test"]:
        from tallyo_desktop.app.smoke import run_smoke_test

        return run_smoke_test()
    start = app_start(args)
    if isinstance(start, str):
        from tallyo_desktop.commands.entry import answer

        answer(start, COMMANDS)
    return start_app(start)


def _subcommand(name: str, args: list[str]) -> int:
    # Each imported by name, so that a frozen build finds and carries it.
    if name == "score":
        from tallyo_desktop.commands.score import run
    elif name == "hand":
        from tallyo_desktop.commands.hand import run
    elif name == "replay":
        from tallyo_desktop.commands.replay import run
    elif name == "export":
        from tallyo_desktop.commands.export import run
    elif name == "rules":
        from tallyo_desktop.commands.rules import run
    elif name == "standings":
        from tallyo_desktop.commands.standings import run
    elif name == "stats":
        from tallyo_desktop.commands.stats import run
    elif name == "import":
        from tallyo_desktop.commands.import_logs import run
    elif name == "seating":
        from tallyo_desktop.commands.seating import run
    elif name == "tournament":
        from tallyo_desktop.commands.tournament import run
    elif name == "chart":
        from tallyo_desktop.commands.chart import run as run_chart

        # Only `chart --pdf` needs Qt, which the commands never import: it is handed the app's
        # writer, which loads Qt when called.
        return run_chart(args, write_pdf=_write_chart_pdf)
    else:
        raise LookupError(f"no subcommand {name}")
    return run(args)


def _write_chart_pdf(sheet: PaymentSheet, path: str) -> None:
    from tallyo_desktop.app.chart.print import write_pdf_command

    write_pdf_command(sheet, path)


def start_app(start: AppStart) -> int:
    """Start the app with Qt's options, and open the game file given, if one is; or say that no
    display is there for its window, with status 2, before Qt is loaded."""
    missing = no_display(start.qt_options)
    if missing is not None:
        print(f"tallyo-desktop: {missing}", file=sys.stderr)
        return 2
    from tallyo_desktop.app.pyside_features import announce_no_features

    # Before the app's modules are imported, so that PySide reads none of their sources.
    announce_no_features()
    from tallyo_desktop.app.launch import launch

    return launch(start.qt_options, start.games)


def no_display(
    qt_options: list[str], environ: Mapping[str, str] | None = None, platform: str = sys.platform
) -> str | None:
    """Why the window has nowhere to open, when that is plain before Qt is loaded: on Linux and
    the like, no display named (DISPLAY, WAYLAND_DISPLAY, or -display) and no platform chosen
    (QT_QPA_PLATFORM, -platform). None otherwise: Qt finds out the rest (app/window_system.py).
    """
    if platform in ("win32", "darwin"):
        return None
    found = os.environ if environ is None else environ
    if any(found.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")):
        return None
    named = {option.lstrip("-") for option in qt_options if option.startswith("-")}
    if named & {"platform", "display"}:
        return None
    return (
        "no display was found: DISPLAY and WAYLAND_DISPLAY are not set, so the window has "
        "nowhere to open. Start Tallyo Desktop in a desktop session. The commands need no "
        "display: 'tallyo-desktop --help' lists them."
    )
