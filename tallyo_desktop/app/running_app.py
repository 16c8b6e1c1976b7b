"""One running app for each data folder. A later start hands the game file it was given to the
app already running, which opens it as Game ▸ Open does and comes to the front; a later start
without a file brings the running window to the front. Either way it ends without a window.

The app that runs holds a lock file in the data folder (QLockFile: a lock left by an app that
crashed is taken over, its process being gone) and, once its table is loaded, listens on a local
socket named after the data folder and the user, so that tests in folders of their own and two
users of one computer never meet, which only the user may connect to. On Linux and macOS that is
a Unix domain socket from Python's `socket` (app/shared/unix_socket.py), at the path where
QLocalServer would put it; on Windows, QLocalServer's named pipe. A start first only tries the
lock, which costs the writing of a small file; QtNetwork is loaded only on Windows, by a start
that finds the lock held and by the running app once its table is on screen.

What a start sends is a line `tallyo-desktop/1 N`, then N absolute paths, each ended by a NUL
byte; the running app answers `ok` once it has taken them.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    from tallyo_desktop.app.shared.unix_socket import UnixSocketServer

LOCK_NAME = "running.lock"
"""The lock file in the data folder that the running app holds."""

HEADER = b"tallyo-desktop/1 "
ANSWER = b"ok\n"
MOST_FILES = 64
MOST_BYTES = 1 << 20
"""More than any start sends: a request past these is not read on."""

STARTING_MS = 10_000
"""How long after taking the lock an app may still be starting, before it listens: a later start
waits that long for it to answer, and not for an app that took the lock longer ago."""
ANSWER_MS = 5_000
"""How long a later start waits for the running app to take what it sent."""
CONNECT_MS = 500
"""How long one try to connect may take: a local socket answers at once."""
NAMED_PIPES = sys.platform == "win32"
"""Whether local sockets are Windows' named pipes, which only QtNetwork offers here; elsewhere
they are Unix domain sockets, which Python's `socket` makes without QtNetwork."""
SOCKET_PATH_MOST = 103
"""The longest path a local socket may have everywhere: macOS allows 104 bytes with the NUL that
ends it, Linux 108."""


def _user() -> str:
    if hasattr(os, "getuid"):
        return str(os.getuid())
    return os.environ.get("USERNAME", "")


def server_name(folder: Path) -> str:
    """The local socket's name for the app that keeps its data in `folder`: the same for every
    start of one user with one folder, another for another user or folder. In the user's own
    runtime folder where there is one (Linux), else in the temporary folder (Qt puts it there;
    on macOS that is the user's own) or, on Windows, the pipes of the machine."""
    where = os.path.normcase(str(folder.resolve()))
    key = f"{_user()}\0{where}".encode()
    digest = QCryptographicHash.hash(key, QCryptographicHash.Algorithm.Sha256).toHex()
    name = f"tallyo-desktop-{digest.toStdString()[:24]}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if sys.platform.startswith("linux") and runtime and os.path.isdir(runtime):
        path = os.path.join(runtime, name)
        if len(os.fsencode(path)) <= SOCKET_PATH_MOST:
            return path
    return name


def request(files: Sequence[str]) -> bytes:
    """What a start sends for `files`, each made absolute (the running app has its own working
    folder)."""
    paths = [os.fsencode(os.path.abspath(name)) for name in files]
    return HEADER + str(len(paths)).encode() + b"\n" + b"".join(path + b"\0" for path in paths)


def files_in(data: bytes) -> list[str] | None:
    """The files a whole request names; None while it is not whole yet. ValueError for what is
    no request."""
    line, newline, rest = data.partition(b"\n")
    if not newline:
        if len(data) > len(HEADER) + 8:
            raise ValueError("not a request")
        return None
    if not line.startswith(HEADER) or not line[len(HEADER) :].isdigit():
        raise ValueError("not a request")
    count = int(line[len(HEADER) :])
    if count > MOST_FILES:
        raise ValueError("too many files")
    paths = rest.split(b"\0")
    if len(paths) <= count:
        return None
    if len(paths) > count + 1 or paths[-1]:
        raise ValueError("more than the request says")
    return [os.fsdecode(path) for path in paths[:count]]


def answer_to(data: bytes, take: Callable[[list[str]], None]) -> bytes | None:
    """The running app's answer to what a connection sent so far: None while it is not whole,
    or the answer once `take` is due to be called with its files. ValueError for what is no
    request, or too long a one."""
    if len(data) > MOST_BYTES:
        raise ValueError("too long")
    files = files_in(data)
    if files is None:
        return None
    # From the event loop: opening a game may ask something, in a dialog of its own.
    QTimer.singleShot(0, lambda: take(files))
    return ANSWER


class RunningApp(QObject):
    """The app that runs on one data folder, as a start sees it: this start's, if it takes the
    lock (`claim`), or another's to hand over to (`hand_over`)."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._unix_server: UnixSocketServer | None = None
        self._taking: dict[QLocalSocket, bytes] = {}

    # A start of the app
    def claim(self) -> bool:
        """Whether this start is the app that runs on the folder: True if it took the lock, or
        if no lock can be had there (a folder that cannot be written: each start is alone, as
        before); False if another app holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / LOCK_NAME))
        # Never stale by age: only when the process that holds it is gone.
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._lock = lock
            return True
        return lock.error() != QLockFile.LockError.LockFailedError

    def hand_over(self, files: Sequence[str]) -> bool:
        """Give `files` to the app holding the lock, which opens them and comes to the front;
        whether it took them. It is waited for while it may still be starting."""
        holder = QLockFile(str(self.folder / LOCK_NAME))
        _let_it_come_to_the_front(holder)
        wait_ms = max(0, STARTING_MS - _age_ms(self.folder / LOCK_NAME))
        if not NAMED_PIPES:
            # Imported here: only a start that finds another app running needs it.
            from tallyo_desktop.app.shared.unix_socket import exchange, socket_path

            answer = exchange(
                socket_path(self.name),
                request(files),
                give_up_ms=wait_ms,
                answer_ms=ANSWER_MS,
                connect_ms=CONNECT_MS,
            )
            return answer == ANSWER
        return self._hand_over_pipe(files, wait_ms)

    def _hand_over_pipe(self, files: Sequence[str], wait_ms: int) -> bool:
        try:
            from PySide6.QtNetwork import QLocalSocket
        except ImportError:
            # A build without it: each start is alone, as before.
            return False

        give_up = _now_ms() + wait_ms
        socket = QLocalSocket()
        while True:
            socket.connectToServer(self.name)
            # Once at least, long enough to connect to an app that listens.
            if socket.waitForConnected(max(CONNECT_MS, give_up - _now_ms())):
                break
            if _now_ms() >= give_up:
                return False
            # Not listening yet: its table is still loading.
            time.sleep(0.05)
        socket.write(request(files))
        socket.flush()
        answer = b""
        answer_by = _now_ms() + ANSWER_MS
        while not answer.endswith(b"\n") and _now_ms() < answer_by:
            if not socket.waitForReadyRead(max(1, answer_by - _now_ms())):
                break
            answer += socket.readAll().data()
        socket.disconnectFromServer()
        return answer == ANSWER

    # The app that runs
    def listen(self, take: Callable[[list[str]], None]) -> bool:
        """Take what later starts send: `take` is called with the files of each (none, to come
        to the front). Only for the app that holds the lock; whether it listens."""
        if self._lock is None or self._server is not None or self._unix_server is not None:
            return False
        if not NAMED_PIPES:
            from tallyo_desktop.app.shared.unix_socket import UnixSocketServer, socket_path

            unix_server = UnixSocketServer(lambda data: answer_to(data, take), self)
            # Over a socket an app that crashed left behind: nobody else listens while the lock
            # is ours.
            if not unix_server.listen(socket_path(self.name)):
                unix_server.deleteLater()
                return False
            self._unix_server = unix_server
            return True
        return self._listen_on_pipe(take)

    def _listen_on_pipe(self, take: Callable[[list[str]], None]) -> bool:
        try:
            from PySide6.QtNetwork import QLocalServer
        except ImportError:
            return False

        # A pipe an app that crashed left behind: nobody else listens while the lock is ours.
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            return False
        self._server = server
        server.newConnection.connect(lambda: self._accept(take))
        return True

    def _accept(self, take: Callable[[list[str]], None]) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._taking[socket] = b""
            socket.readyRead.connect(lambda socket=socket: self._read(socket, take))
            socket.disconnected.connect(lambda socket=socket: self._forget(socket))
            # What came with the connection, before readyRead was connected.
            self._read(socket, take)

    def _read(self, socket: QLocalSocket, take: Callable[[list[str]], None]) -> None:
        if socket not in self._taking:
            return
        data = self._taking[socket] + socket.readAll().data()
        self._taking[socket] = data
        try:
            answer = answer_to(data, take)
        except ValueError:
            self._taking.pop(socket, None)
            socket.abort()
            return
        if answer is None:
            return
        del self._taking[socket]
        socket.write(answer)
        socket.flush()
        socket.disconnectFromServer()

    def _forget(self, socket: QLocalSocket) -> None:
        self._taking.pop(socket, None)
        socket.deleteLater()

    def close(self) -> None:
        """Stop listening and let the lock go: the next start is the app that runs."""
        if self._unix_server is not None:
            self._unix_server.close()
            self._unix_server = None
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _now_ms() -> int:
    return time.monotonic_ns() // 1_000_000


def _age_ms(path: Path) -> int:
    """How long ago `path` was last written; 0 for a file that is not there."""
    try:
        return max(0, (time.time_ns() - path.stat().st_mtime_ns) // 1_000_000)
    except OSError:
        return STARTING_MS


def _let_it_come_to_the_front(holder: QLockFile) -> None:
    """On Windows only the app in front may put a window in front: this start, just launched,
    lets the running app, whose process the lock names."""
    if sys.platform != "win32":
        return
    pid, _host, _app = holder.getLockInfo()
    if pid > 0:
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(pid)
