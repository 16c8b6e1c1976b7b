"""A local socket on Linux and macOS without QtNetwork: a Unix domain socket from Python's
`socket`, watched by the event loop (QSocketNotifier, in QtCore). It speaks to QLocalSocket and
QLocalServer as they speak to each other there (they use the same sockets, at the same paths),
and costs a start neither QtNetwork's libraries (about 3 MiB resident) nor their import.

`UnixSocketServer` takes connections and hands each one's bytes, as they come, to a function
that answers them; `exchange` is the other side, for a start that sends and waits.
"""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import tempfile
import time
from collections.abc import Callable

from PySide6.QtCore import QDir, QObject, QSocketNotifier

READ_AT_ONCE = 1 << 16


def socket_path(name: str) -> str:
    """Where the socket QLocalServer would listen on for `name`: a path as it is, a bare name in
    the temporary folder (QDir.tempPath: TMPDIR, else /tmp)."""
    if os.path.isabs(name):
        return name
    return os.path.join(QDir.tempPath(), name)


def is_user_only(path: str) -> bool:
    """Whether only the user may connect to the socket at `path` (and it is the user's)."""
    found = os.stat(path)
    owner = not hasattr(os, "getuid") or found.st_uid == os.getuid()
    return owner and stat.S_IMODE(found.st_mode) & 0o077 == 0


class UnixSocketServer(QObject):
    """Listens on a socket file that only the user may connect to. Each connection's bytes so
    far go to `answer`, which returns None to wait for more, or the bytes to send back before
    the connection is closed; or raises ValueError, and the connection is dropped unanswered."""

    def __init__(
        self, answer: Callable[[bytes], bytes | None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._answer = answer
        self._socket: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._path = ""
        self._taking: dict[socket.socket, tuple[QSocketNotifier, bytes]] = {}

    def listen(self, path: str) -> bool:
        """Listen at `path`, taking the place of a socket left there (the caller makes sure no
        other server listens on it); whether it listens."""
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:
            return False
        listening = _bound_user_only(path)
        if listening is None:
            return False
        listening.setblocking(False)
        self._socket, self._path = listening, path
        self._notifier = QSocketNotifier(listening.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)
        return True

    def _accept(self, *_args: object) -> None:
        while self._socket is not None:
            try:
                connection, _address = self._socket.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return
            connection.setblocking(False)
            notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
            self._taking[connection] = (notifier, b"")
            notifier.activated.connect(lambda *_args, connection=connection: self._read(connection))
            # What came with the connection, before the notifier watched it.
            self._read(connection)

    def _read(self, connection: socket.socket) -> None:
        if connection not in self._taking:
            return
        notifier, data = self._taking[connection]
        try:
            more = connection.recv(READ_AT_ONCE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._drop(connection)
            return
        if not more:
            # The other side went away before its request was whole.
            self._drop(connection)
            return
        data += more
        self._taking[connection] = (notifier, data)
        try:
            reply = self._answer(data)
        except ValueError:
            self._drop(connection)
            return
        if reply is None:
            return
        # A few bytes into a socket nothing was ever sent on: they fit at once.
        with contextlib.suppress(OSError):
            connection.send(reply)
        self._drop(connection)

    def _drop(self, connection: socket.socket) -> None:
        taken = self._taking.pop(connection, None)
        if taken is not None:
            # Unwatched before its descriptor is closed, which the next socket may reuse.
            taken[0].setEnabled(False)
            taken[0].deleteLater()
        connection.close()

    def close(self) -> None:
        """Stop listening and remove the socket file: nothing is left behind."""
        for connection in list(self._taking):
            self._drop(connection)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
            with contextlib.suppress(OSError):
                os.unlink(self._path)


def _bound_user_only(path: str) -> socket.socket | None:
    """A socket listening at `path` that only the user may connect to. It is bound in a folder
    of the user's own, made so, and only then moved to `path` (as QLocalServer's
    UserAccessOption does): nobody else can connect to it in between."""
    try:
        private = tempfile.mkdtemp(prefix="t", dir=os.path.dirname(path))
    except OSError:
        return None
    inside = os.path.join(private, "s")
    listening = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        listening.bind(inside)
        os.chmod(inside, stat.S_IRWXU)
        listening.listen(16)
        os.rename(inside, path)
    except OSError:
        listening.close()
        return None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(inside)
        with contextlib.suppress(OSError):
            os.rmdir(private)
    return listening


def exchange(
    path: str, data: bytes, *, give_up_ms: int, answer_ms: int, connect_ms: int
) -> bytes | None:
    """Send `data` to the server at `path` and return what it answers, up to its first newline
    and within `answer_ms` of sending; None if no server could be reached before `give_up_ms`
    (tried at least once, each try taking at most `connect_ms` or what is left: one still
    starting is tried again every 50 ms)."""
    give_up = time.monotonic() + give_up_ms / 1000
    while True:
        later = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            later.settimeout(max(connect_ms / 1000, give_up - time.monotonic()))
            later.connect(path)
            break
        except OSError:
            later.close()
            if time.monotonic() >= give_up:
                return None
            # Not listening yet: its table is still loading.
            time.sleep(0.05)
    answer = b""
    answer_by = time.monotonic() + answer_ms / 1000
    try:
        later.settimeout(answer_ms / 1000)
        later.sendall(data)
        while not answer.endswith(b"\n"):
            left = answer_by - time.monotonic()
            if left <= 0:
                break
            later.settimeout(left)
            more = later.recv(READ_AT_ONCE)
            if not more:
                break
            answer += more
    except OSError:
        pass
    finally:
        later.close()
    return answer
