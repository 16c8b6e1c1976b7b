"""One running app for each data folder: a later start hands its game file to the app that runs,
which opens it as Game ▸ Open does, and ends without a window of its own.

The starts are real processes, offscreen, each with the data folder, settings and runtime
folder of the test: the app that runs reports on its standard output what it has open.
"""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.running_app import (
    ANSWER,
    LOCK_NAME,
    RunningApp,
    answer_to,
    files_in,
    request,
    server_name,
)
from tallyo_desktop.app.shared.unix_socket import exchange, is_user_only, socket_path
from tallyo_desktop.app.start import Start, build_window, open_when_free
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import Riichi
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .test_first_screen import unfinished_game

ROOT = Path(__file__).resolve().parent.parent.parent

RUNNING = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from tallyo_desktop.app import launch, running_app
from tallyo_desktop.cli import main

def say(*words):
    print(*words, flush=True)

listen = running_app.RunningApp.listen
def listening(self, take):
    listened = listen(self, take)
    say("network loaded to listen", "PySide6.QtNetwork" in sys.modules)
    say("listening", listened)
    if os.environ.get("QUIT_WHEN_LISTENING"):
        QTimer.singleShot(0, QApplication.quit)
    return listened
running_app.RunningApp.listen = listening

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.WindowStateChange:
            say("minimised", watched.isMinimized())
        return False

load_table = launch.load_table
def loaded(app, window, *rest):
    from PySide6 import QtCore
    # Neither is needed for the first window: both would slow every start.
    say("network loaded before the table", "PySide6.QtNetwork" in sys.modules)
    say("Qt namespace built before the table", "Qt" in vars(QtCore))
    load_table(app, window, *rest)
    controller = window.controller
    controller.changed.connect(lambda change: say("names", *controller.game.names))
    window.installEventFilter(Watch(window))
    if os.environ.get("MINIMISED"):
        window.showMinimized()
    say("loaded", *controller.game.names)
launch.load_table = loaded
sys.exit(main(sys.argv[1:]))
"""

LATER = """
import sys
from tallyo_desktop.cli import main
code = main(sys.argv[1:])
print("table built", "tallyo_desktop.app.start" in sys.modules, flush=True)
sys.exit(code)
"""


class App:
    """A start of the app in a process of its own, and the lines it says."""

    def __init__(self, env: dict[str, str], *arguments: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", RUNNING, *arguments],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def said(self, start: str, timeout: float = 60) -> str:
        """The next line that starts with `start`, once the app says it."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"the app never said {start!r}") from None
            if line.startswith(start):
                return line

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=30)


@pytest.fixture
def runtime() -> Iterator[Path]:
    # Short, as a socket's path must be: pytest's own folders may be longer than one allows.
    with tempfile.TemporaryDirectory(prefix="tallyo-") as folder:
        yield Path(folder)


@pytest.fixture
def env(tmp_path: Path, runtime: Path) -> dict[str, str]:
    unfinished_game(tmp_path / "data")
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TALLYO_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_RUNTIME_DIR": str(runtime),
    }


@pytest.fixture
def apps() -> Iterator[list[App]]:
    started: list[App] = []
    yield started
    for app in started:
        app.kill()


@pytest.fixture
def other_game(tmp_path: Path) -> Path:
    game = Game(presets.WRC, ("Wu", "Xi", "Yo", "Zed"))
    game.record(Riichi(0))
    path = tmp_path / "elsewhere" / "evening.tallyo"
    path.parent.mkdir()
    path.write_text(game_to_json(game), encoding="utf-8")
    return path


def later_start(env: dict[str, str], *arguments: str, cwd: Path = ROOT) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, "-c", LATER, *arguments],
        cwd=cwd,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.returncode, done.stdout + done.stderr


def test_a_later_start_hands_its_game_file_to_the_app_that_runs(
    env: dict[str, str], apps: list[App], other_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    running = App(env)
    apps.append(running)
    assert running.said("network loaded before the table") == (
        "network loaded before the table False"
    )
    assert running.said("Qt namespace built before the table") == (
        "Qt namespace built before the table False"
    )
    assert running.said("loaded") == "loaded Ann Bea Cid Dan"
    # Only Windows' named pipes need QtNetwork's 3 MiB; elsewhere a Unix socket does it.
    assert running.said("network loaded to listen") == (
        f"network loaded to listen {sys.platform == 'win32'}"
    )
    assert running.said("listening") == "listening True"
    if sys.platform != "win32":
        # Only the user may connect: another user's start must not hand it files.
        monkeypatch.setenv("XDG_RUNTIME_DIR", env["XDG_RUNTIME_DIR"])
        assert is_user_only(socket_path(server_name(Path(env["TALLYO_DATA_DIR"]))))
    # Named as the player's shell names it, from the player's own folder.
    status, said = later_start(env, other_game.name, cwd=other_game.parent)
    assert (status, said) == (0, "table built False\n")
    assert running.said("names") == "names Wu Xi Yo Zed"
    assert running.process.poll() is None


def test_a_later_start_without_a_file_brings_the_window_to_the_front(
    env: dict[str, str], apps: list[App]
) -> None:
    running = App({**env, "MINIMISED": "1"})
    apps.append(running)
    assert running.said("minimised") == "minimised True"
    running.said("listening")
    assert later_start(env) == (0, "table built False\n")
    assert running.said("minimised") == "minimised False"


def test_a_start_after_a_crash_is_the_app_that_runs(
    env: dict[str, str], apps: list[App], other_game: Path, tmp_path: Path
) -> None:
    crashed = App(env)
    apps.append(crashed)
    crashed.said("listening")
    crashed.kill()
    # What it leaves: the lock and, where sockets are files, the socket.
    assert (tmp_path / "data" / LOCK_NAME).exists()
    name = server_name(tmp_path / "data")
    if os.path.isabs(name):
        assert Path(name).exists()
    again = App(env)
    apps.append(again)
    assert again.said("loaded") == "loaded Ann Bea Cid Dan"
    assert again.said("listening") == "listening True"
    assert later_start(env, str(other_game))[0] == 0
    assert again.said("names") == "names Wu Xi Yo Zed"


def test_apps_on_other_data_folders_do_not_meet(
    env: dict[str, str], apps: list[App], tmp_path: Path
) -> None:
    first = App(env)
    apps.append(first)
    first.said("listening")
    unfinished_game(tmp_path / "other data")
    second = App({**env, "TALLYO_DATA_DIR": str(tmp_path / "other data")})
    apps.append(second)
    assert second.said("listening") == "listening True"
    assert server_name(tmp_path / "data") != server_name(tmp_path / "other data")


def test_the_app_that_ends_lets_the_next_start_run(
    env: dict[str, str], tmp_path: Path, runtime: Path
) -> None:
    ended = App({**env, "QUIT_WHEN_LISTENING": "1"})
    try:
        ended.said("listening")
        assert ended.process.wait(timeout=30) == 0
    finally:
        ended.kill()
    assert not (tmp_path / "data" / LOCK_NAME).exists()
    assert list(runtime.iterdir()) == []


def test_a_start_that_cannot_reach_the_app_holding_the_lock_opens_its_own_window(
    env: dict[str, str], tmp_path: Path
) -> None:
    # A lock held by a process that listens on nothing, and took it long ago.
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from PySide6.QtCore import QLockFile\n"
            "lock = QLockFile(sys.argv[1])\n"
            "lock.setStaleLockTime(0)\n"
            "assert lock.tryLock(0)\n"
            "print('held', flush=True)\n"
            "time.sleep(60)\n",
            str(tmp_path / "data" / LOCK_NAME),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline() == "held\n"
        old = time.time() - 3600
        os.utime(tmp_path / "data" / LOCK_NAME, (old, old))
        opened = App(env)
        try:
            assert opened.said("loaded", timeout=30) == "loaded Ann Bea Cid Dan"
            assert opened.process.stderr is not None
        finally:
            opened.kill()
        assert opened.process.stderr is not None
        assert "is running but does not answer" in opened.process.stderr.read()
    finally:
        holder.kill()
        holder.wait(timeout=30)


# --- What the running app takes, in one process ----------------------------------------------


def test_a_request_names_its_files_whole() -> None:
    files = ["/games/evening.tallyo", "/games/with\nnewline and 東.tallyo"]
    whole = request(files)
    assert files_in(whole) == files
    assert files_in(request([])) == []
    # Not yet whole: the rest is still on its way.
    assert files_in(whole[:-1]) is None
    assert files_in(whole[:10]) is None
    for wrong in (b"GET / HTTP/1.1\r\n", b"tallyo-desktop/1 x\n", whole + b"more\0"):
        with pytest.raises(ValueError):
            files_in(wrong)
    with pytest.raises(ValueError):
        files_in(b"tallyo-desktop/1 100000\n")


def test_a_relative_file_is_sent_as_the_start_sees_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert files_in(request(["evening.tallyo"])) == [str(tmp_path / "evening.tallyo")]


def test_the_name_belongs_to_the_user_and_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    one = server_name(tmp_path / "data")
    assert one == server_name(tmp_path / "other" / ".." / "data")
    assert one != server_name(tmp_path / "data2")
    if hasattr(os, "getuid"):
        monkeypatch.setattr(os, "getuid", lambda: 4242)
        assert server_name(tmp_path / "data") != one
    # Too long a runtime folder for a socket's path: the temporary folder's, by name alone.
    deep = tmp_path / ("x" * 120)
    deep.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(deep))
    assert not os.path.isabs(server_name(tmp_path / "data"))


def test_what_is_no_request_is_dropped_and_opens_nothing(
    qtbot: QtBot, tmp_path: Path, runtime: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    running = RunningApp(tmp_path / "data")
    assert running.claim()
    taken: list[list[str]] = []
    assert running.listen(taken.append)
    try:
        stranger = QLocalSocket()
        stranger.connectToServer(running.name)
        assert stranger.waitForConnected(2000)
        stranger.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        stranger.flush()
        qtbot.waitUntil(lambda: stranger.state() == QLocalSocket.LocalSocketState.UnconnectedState)
        assert stranger.readAll().data() == b""
        # One that asks properly, after it, is answered.
        friend = QLocalSocket()
        friend.connectToServer(running.name)
        assert friend.waitForConnected(2000)
        friend.write(request(["/games/a.tallyo"]))
        friend.flush()
        qtbot.waitUntil(lambda: taken == [["/games/a.tallyo"]])
        assert friend.readAll().data() == b"ok\n"
    finally:
        running.close()
    assert not (tmp_path / "data" / LOCK_NAME).exists()


@pytest.mark.skipif(sys.platform == "win32", reason="Windows' local sockets are named pipes")
def test_a_start_and_an_app_listening_with_qlocalserver_understand_each_other(
    qtbot: QtBot, tmp_path: Path, runtime: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An app of an earlier version, which listened with QLocalServer, and a start of this one.
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    name = server_name(tmp_path / "data")
    server = QLocalServer()
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    assert server.listen(name)
    taken: list[list[str]] = []
    connections: list[QLocalSocket] = []

    def read(connection: QLocalSocket) -> None:
        answer = answer_to(bytes(connection.readAll().data()), taken.append)
        if answer is not None:
            connection.write(answer)
            connection.flush()

    def accept() -> None:
        connection = server.nextPendingConnection()
        connections.append(connection)
        connection.readyRead.connect(lambda: read(connection))

    server.newConnection.connect(accept)
    answers: list[bytes | None] = []
    later = threading.Thread(
        target=lambda: answers.append(
            exchange(
                socket_path(name),
                request(["/games/a.tallyo"]),
                give_up_ms=2000,
                answer_ms=5000,
                connect_ms=500,
            )
        )
    )
    later.start()
    try:
        qtbot.waitUntil(lambda: taken == [["/games/a.tallyo"]] and not later.is_alive())
    finally:
        later.join(timeout=10)
        server.close()
    assert answers == [ANSWER]
    # Nobody listening, and nothing at the path: the start gives up.
    assert exchange(socket_path(name), b"", give_up_ms=0, answer_ms=100, connect_ms=100) is None


@pytest.mark.skipif(sys.platform == "win32", reason="Windows' local sockets are named pipes")
def test_the_socket_takes_the_place_of_one_left_behind_and_leaves_nothing(
    qtbot: QtBot, tmp_path: Path, runtime: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    running = RunningApp(tmp_path / "data")
    assert running.claim()
    path = socket_path(running.name)
    # What an app killed while listening leaves, open to anyone.
    Path(path).write_bytes(b"")
    os.chmod(path, 0o666)
    assert running.listen(lambda files: None)
    try:
        assert is_user_only(path)
        assert list(runtime.iterdir()) == [Path(path)]
    finally:
        running.close()
    assert list(runtime.iterdir()) == []


def test_a_file_handed_over_while_a_dialog_is_open_waits_for_it(
    qtbot: QtBot, tmp_path: Path, other_game: Path
) -> None:
    window, found, _ = build_window(tmp_path / "own data", prompter=FakePrompter())
    qtbot.addWidget(window)
    assert found is Start.NEW
    window.show()
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    open_when_free(window, str(other_game))
    qtbot.wait(500)
    # The dialog's answer is about the table it was opened on: that table is still there.
    assert not window.controller.has_game
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.has_game, timeout=3000)
    assert window.controller.game.names == ("Wu", "Xi", "Yo", "Zed")
    assert window.files is not None
    window.files.release()
    window.close()
