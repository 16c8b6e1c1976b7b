"""The `tallyo-desktop` command's entry: which subcommands it has, and how it runs them."""

from __future__ import annotations

import ctypes.util
import os
import pkgutil
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

import tallyo_desktop.commands
from tallyo_desktop import __version__
from tallyo_desktop.app.window_system import cannot_open
from tallyo_desktop.cli import (
    COMMANDS,
    MODULE_NAMES,
    QT_FLAGS,
    QT_OPTIONS_JOINED,
    QT_OPTIONS_WITH_VALUE,
    SUBCOMMANDS,
    app_start,
    main,
    no_display,
)
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_every_subcommand_the_entry_knows_is_one_the_command_runs(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        main([name, "--help"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: tallyo-desktop {name} ")


def _run(arguments: list[str]) -> str:
    # A process of its own, as the entry is meant for: it changes the collector for good.
    script = (
        "import gc, sys\n"
        "from tallyo_desktop.cli import run\n"
        f"sys.argv = ['tallyo-desktop', *{arguments!r}]\n"
        "code = run()\n"
        "print(code, gc.isenabled(), gc.get_freeze_count() > 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()[-1]


def test_a_subcommand_runs_without_the_cycle_collector() -> None:
    assert _run(["score", "4", "30", "--ron"]) == "0 False True"


def test_the_app_keeps_the_collector() -> None:
    # The app's smoke test stands in for the app here: it needs no display.
    assert _run(["--smoke-test"]) == "0 True False"


# Each subcommand that prints; GAME stands for a saved game. The long name makes `replay --json`
# write more than a pipe's buffer in one go, so that the write itself fails, not the flush at exit.
PRINTING = [
    ["score", "4", "30", "--ron"],
    ["score", "4", "30", "--ron", "--json"],
    ["score", "--help"],
    ["--help"],
    ["--version"],
    ["rules"],
    ["rules", "tenhou", "--json"],
    ["chart", "--rules", "tenhou"],
    ["chart", "--rules", "tenhou", "--json"],
    ["hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi"],
    ["hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi", "--json"],
    ["replay", "GAME"],
    ["replay", "GAME", "--json"],
    ["export", "GAME"],
]


@pytest.fixture(scope="module")
def game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = Game(presets.WRC, ("Ann" * 30_000, "Ben", "Cid", "Dee"))
    game.record(Riichi(0))
    game.record(Ron(2, (Win(1, Hand(3, 40)),)))
    path = tmp_path_factory.mktemp("closed-pipe") / "game.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    return path


def _command(arguments: list[str], game_file: Path) -> list[str]:
    words = [str(game_file) if word == "GAME" else word for word in arguments]
    return [sys.executable, "-m", "tallyo_desktop", *words]


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("arguments", PRINTING, ids=" ".join)
def test_a_reader_gone_away_ends_the_command_quietly(
    arguments: list[str], buffered: bool, game_file: Path
) -> None:
    # Buffered, as a player runs it, a short output fails only when it is flushed; unbuffered
    # (PYTHONUNBUFFERED, python -u), every write fails at once.
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    read_end, write_end = os.pipe()
    # Closed before the command starts, as `tallyo-desktop ... | head -c 0` may have closed it:
    # every write finds no reader.
    os.close(read_end)
    try:
        done = subprocess.run(
            _command(arguments, game_file),
            stdout=write_end,
            stderr=subprocess.PIPE,
            env=env,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert done.stderr.decode() == ""
    # argparse itself ignores a help text (or version) it could not write, and exits 0 after it.
    printed_by_argparse = {"--help", "--version"} & set(arguments)
    assert done.returncode == (0 if printed_by_argparse and not buffered else 1)


@pytest.mark.parametrize("arguments", PRINTING, ids=" ".join)
def test_with_a_reader_the_same_commands_succeed(arguments: list[str], game_file: Path) -> None:
    done = subprocess.run(_command(arguments, game_file), capture_output=True, timeout=60)
    assert (done.returncode, done.stderr.decode()) == (0, "")
    assert done.stdout


# --- The command's own help, version and mistakes -------------------------------------------


def _ended(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[object, str, str]:
    with pytest.raises(SystemExit) as ended:
        main(arguments)
    out, err = capsys.readouterr()
    return ended.value.code, out, err


def _command_of(module: str) -> str:
    return {name: command for command, name in MODULE_NAMES.items()}.get(module, module)


def test_every_command_module_is_a_subcommand() -> None:
    modules = [
        import_module(f"tallyo_desktop.commands.{module.name}")
        for module in pkgutil.iter_modules(tallyo_desktop.commands.__path__)
    ]
    commands = {
        _command_of(module.__name__.rsplit(".", 1)[1]): module
        for module in modules
        if hasattr(module, "run") and hasattr(module, "build_parser")
    }
    assert sorted(commands) == sorted(SUBCOMMANDS)
    # The line the help shows for each is where its own help starts.
    for name, module in commands.items():
        assert module.build_parser().description.startswith(COMMANDS[name])


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_the_help_lists_every_subcommand(
    flag: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Wide enough that no command's line is wrapped.
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = _ended([flag], capsys)
    assert (code, err) == (0, "")
    assert out.startswith("usage: tallyo-desktop [FILE]\n       tallyo-desktop COMMAND")
    section = out.split("\ncommands:\n  COMMAND\n", 1)[1].split("\n\n", 1)[0]
    listed = [line.split(maxsplit=1) for line in section.splitlines()]
    assert listed == [[name, summary] for name, summary in COMMANDS.items()]
    assert "--version" in out


def test_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert _ended(["--version"], capsys) == (0, f"tallyo-desktop {__version__}\n", "")


def test_the_readme_shows_the_help(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    # Python 3.14 colours the help where these ask for it.
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("PYTHON_COLORS", raising=False)
    monkeypatch.setenv("NO_COLOR", "1")
    _, out, _ = _ended(["--help"], capsys)
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    assert f"```\n$ tallyo-desktop --help\n{out}```\n" in readme


MISTAKES = [
    (["scroe"], "invalid choice: 'scroe'"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["evening.tallyo", "--bogus"], "unrecognized arguments: --bogus"),
    (["-platform=offscreen"], "unrecognized arguments: -platform=offscreen"),
    (["-platform"], "argument -platform: expected one argument"),
    (["a.tallyo", "b.tallyo"], "one game file at a time, not 2: a.tallyo b.tallyo"),
    (["-reverse", "score", "4", "30"], "score must come first"),
]


@pytest.mark.parametrize(("arguments", "said"), MISTAKES, ids=[" ".join(a) for a, _ in MISTAKES])
def test_a_mistake_ends_with_status_2_and_opens_no_window(arguments: list[str], said: str) -> None:
    # A platform Qt does not have: a window tried would end the process with a Qt error.
    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform"}
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "try:\n"
        f"    main({arguments!r})\n"
        "finally:\n"
        "    print('PySide6' in sys.modules, 'tallyo_desktop.app' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert (done.returncode, done.stdout) == (2, "False False\n")
    # argparse's way: the usage, what is wrong, then where the help is.
    assert done.stderr.startswith("usage: tallyo-desktop [FILE]\n")
    error, hint = done.stderr.splitlines()[-2:]
    assert error.startswith("tallyo-desktop: error: ")
    assert said in error
    assert "'tallyo-desktop --help'" in hint
    # The same through the command itself.
    done = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", *arguments],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert said in done.stderr


@pytest.mark.parametrize("arguments", [["--help"], ["-h"], ["--version"]], ids=" ".join)
def test_the_help_and_the_version_load_no_qt(arguments: list[str]) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform"}
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "try:\n"
        f"    main({arguments!r})\n"
        "finally:\n"
        "    print('PySide6' in sys.modules, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert (done.returncode, done.stderr) == (0, "False\n")
    assert "tallyo-desktop" in done.stdout


# --- What starts the app --------------------------------------------------------------------


def test_what_starts_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notes").write_text("")

    def start(arguments: list[str]) -> tuple[list[str], list[str]] | str:
        found = app_start(arguments)
        return found if isinstance(found, str) else (found.qt_options, found.games)

    assert start([]) == ([], [])
    # A game file: named as one, in a folder, or any file that is there.
    assert start(["evening.tallyo"]) == ([], ["evening.tallyo"])
    assert start(["EVENING.TALLYO"]) == ([], ["EVENING.TALLYO"])
    assert start([f"games{os.sep}evening"]) == ([], [f"games{os.sep}evening"])
    assert start(["notes"]) == ([], ["notes"])
    # After --, whatever it is called.
    assert start(["--", "score"]) == ([], ["score"])
    assert start(["--", "-x.tallyo"]) == ([], ["-x.tallyo"])
    # Qt's own options go to Qt, with their values, whatever those look like.
    qt = ["-platform", "offscreen", "--style", "fusion", "-style=fusion", "-reverse"]
    qt += ["-psn_0_1234", "-qwindowtitle", "--help", "-display", ":1", "-nograb"]
    assert start([*qt, "evening.tallyo"]) == (qt, ["evening.tallyo"])
    # Not a file and not a command: a mistake, not a start.
    assert isinstance(start(["scroe"]), str)
    assert isinstance(start(["-"]), str)
    assert start(["--help"]) == "--help"
    assert start(["evening.tallyo", "--version"]) == "--version"


def test_deciding_to_start_the_app_loads_neither_argparse_nor_qt(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from tallyo_desktop import cli\n"
        "cli.start_app = lambda start: print(start.qt_options, start.games) or 0\n"
        "for arguments in ([], ['evening.tallyo'], ['-platform', 'offscreen', 'x/y']):\n"
        "    assert cli.main(arguments) == 0\n"
        "print(sorted({'argparse', 'PySide6', 'tallyo_desktop.app'} & set(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.splitlines() == [
        "[] []",
        "[] ['evening.tallyo']",
        "['-platform', 'offscreen'] ['x/y']",
        "[]",
    ]


def test_the_app_opens_the_game_file_and_qt_takes_its_options(
    tmp_path: Path, game_file: Path
) -> None:
    # The real start, ended once the table is loaded: what the window shows, what Qt was left.
    script = (
        "import sys\n"
        "from tallyo_desktop.app import launch\n"
        "from tallyo_desktop.cli import main\n"
        "load_table = launch.load_table\n"
        "def loaded(app, window, *rest):\n"
        "    load_table(app, window, *rest)\n"
        "    print(window.controller.game.names[1:], app.arguments()[1:])\n"
        "    app.exit(0)\n"
        "launch.load_table = loaded\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    env = {name: value for name, value in os.environ.items() if name != "QT_QPA_PLATFORM"}
    env |= {"TALLYO_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path)}
    # Named as no game is, so only the command line can say it is one.
    game = tmp_path / "evening"
    game.write_bytes(game_file.read_bytes())
    qt = ["-platform", "offscreen", "--style", "fusion", "-reverse"]
    done = subprocess.run(
        [sys.executable, "-c", script, *qt, str(game)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    )
    # Qt took its options out of what it was given: the platform was the offscreen one.
    assert done.stdout.splitlines()[-1] == "('Ben', 'Cid', 'Dee') []"


def test_qt_takes_every_option_passed_on_to_it() -> None:
    values = {"platform": "offscreen", "style": "fusion", "qwindowgeometry": "200x100+0+0"}
    options = [word for name in sorted(QT_FLAGS) for word in (f"-{name}",)]
    for name in sorted(QT_OPTIONS_WITH_VALUE):
        options += (f"-{name}", values.get(name, "none"))
    options += [f"--{name}=none" for name in sorted(QT_OPTIONS_JOINED - {"style"})]
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv)\n"
        "print(app.arguments()[1:])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *options],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert done.stdout.splitlines()[-1] == "[]"


# --- Where no window can open ---------------------------------------------------------------


def test_where_no_display_is_named_the_start_says_so_before_loading_qt() -> None:
    assert no_display([], {}, "linux") is not None
    assert no_display([], {}, "freebsd14") is not None
    # A display named, or a platform chosen, in the environment or among Qt's options.
    for named in ({"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}, {"QT_QPA_PLATFORM": "vnc"}):
        assert no_display([], named, "linux") is None
    assert no_display([], {"DISPLAY": ""}, "linux") is not None
    assert no_display(["-platform", "offscreen"], {}, "linux") is None
    assert no_display(["--display", ":1"], {}, "linux") is None
    # Windows and macOS always have one.
    assert no_display([], {}, "win32") is None
    assert no_display([], {}, "darwin") is None


def _without_a_display() -> dict[str, str]:
    unset = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    return {name: value for name, value in os.environ.items() if name not in unset}


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a display is always there")
def test_a_start_without_a_display_says_so_in_words_and_exits_2(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "try:\n"
        "    code = main(sys.argv[1:])\n"
        "finally:\n"
        "    print('PySide6' in sys.modules)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "evening.tallyo")],
        capture_output=True,
        text=True,
        env={**_without_a_display(), "TALLYO_DATA_DIR": str(tmp_path / "data")},
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (2, "False\n")
    assert done.stderr.startswith("tallyo-desktop: no display was found: DISPLAY and ")
    assert "'tallyo-desktop --help'" in done.stderr
    assert "xcb" not in done.stderr
    assert not (tmp_path / "data").exists()


def _display_nobody_serves() -> str:
    number = 4242
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11's display")
def test_a_display_that_does_not_answer_is_said_in_words_not_by_qt(tmp_path: Path) -> None:
    # Qt itself would say that libxcb-cursor0 is needed, and abort (status 134).
    display = _display_nobody_serves()
    done = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop"],
        capture_output=True,
        text=True,
        env={
            **_without_a_display(),
            "DISPLAY": display,
            "TALLYO_DATA_DIR": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
        },
        timeout=60,
    )
    assert done.returncode == 2
    if ctypes.util.find_library("xcb-cursor") is not None:
        said = (
            f"no display was found: the display {display} (DISPLAY) does not answer. Start "
            "Tallyo Desktop in a desktop session, or name a display that is running."
        )
    else:
        # Without the library Qt's X11 plugin does not load, and never asks for the display.
        said = (
            "the window cannot open: Qt's X11 platform plugin needs the library libxcb-cursor0, "
            "which is not installed (on Debian or Ubuntu: sudo apt install libxcb-cursor0)."
        )
    assert done.stderr == (
        f"tallyo-desktop: {said}\n"
        "The commands need no display: 'tallyo-desktop --help' lists them.\n"
    )


def test_what_qt_says_when_it_cannot_open_a_window_is_told_in_words() -> None:
    said = [
        "qt.qpa.plugin: From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb "
        "platform plugin.",
        'qt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though it was '
        "found.",
    ]
    fatal = "This application failed to start because no Qt platform plugin could be initialized."
    missing = cannot_open(said, fatal)
    assert missing.startswith("tallyo-desktop: the window cannot open: Qt's X11 platform plugin ")
    assert "sudo apt install libxcb-cursor0" in missing
    other = cannot_open(['qt.qpa.plugin: Could not find the Qt platform plugin "x" in ""'], fatal)
    assert other.startswith("tallyo-desktop: the window cannot open: Qt found no way to show ")
    # What Qt said follows, for whoever needs it.
    assert '  qt.qpa.plugin: Could not find the Qt platform plugin "x" in ""\n' in other
