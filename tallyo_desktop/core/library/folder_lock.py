"""One writer at a time in a folder the app's windows share (the library's own copies of finished
games): a lock that two copies of the app, or two threads of one, never hold together.

The lock is the system's own lock on a file (`flock` on Linux and macOS, `LockFileEx` through
`msvcrt.locking` on Windows), not a file whose presence means "locked": the system lets go of it
when the program holding it ends, however it ends, so a crash or a pulled plug leaves no stale
lock to guess about (no process ids to check, no clocks to trust, no host names on a shared
disk). The lock file itself stays in the folder, empty; removing it while another program has it
open would let a third one lock a new file of the same name.

On a file system that cannot lock files at all (a few network shares), the work goes on without
the lock: every copy is still written under a name no one else uses, and only ever linked to a
free name, so nothing is written over.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate

LOCK_NAME = "gathering.lock"
WAIT_SECONDS = 60.0
"""How long to wait for another window's gather or choice to end before saying so."""
_POLL_SECONDS = 0.05
_CANNOT_LOCK = {
    getattr(errno, name)
    for name in ("ENOLCK", "EOPNOTSUPP", "ENOTSUP", "EINVAL", "ENOSYS")
    if hasattr(errno, name)
}


class FolderBusy(TallyoError):
    """Another window holds the folder's lock, and did not let go in time."""


class FolderLock:
    """`with FolderLock(folder):` holds the lock of `folder` (made if need be) for the block.
    Waits for another holder for at most `wait` seconds, asking `cancelled()` as it waits;
    FolderBusy then, or OSError if the lock file cannot be made."""

    def __init__(
        self,
        folder: Path,
        *,
        wait: float = WAIT_SECONDS,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        self.path = folder / LOCK_NAME
        self.wait = wait
        self.cancelled = cancelled
        self._descriptor: int | None = None

    def __enter__(self) -> FolderLock:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        deadline = time.monotonic() + self.wait
        try:
            while not _try_lock(descriptor):
                if self.cancelled is not None and self.cancelled():
                    raise FolderBusy(_busy_text(self.path.parent))
                if time.monotonic() >= deadline:
                    raise FolderBusy(_busy_text(self.path.parent))
                time.sleep(_POLL_SECONDS)
        except BaseException:
            os.close(descriptor)
            raise
        self._descriptor = descriptor
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            _unlock(descriptor)
        finally:
            # Closing lets go of the lock in any case.
            os.close(descriptor)


def _busy_text(folder: Path) -> str:
    return translate(
        "gathering",
        "Another Tallyo Desktop window is keeping games in {folder}. Wait until it is done, "
        "then try again.",
    ).format(folder=folder)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(descriptor: int) -> bool:
        os.lseek(descriptor, 0, os.SEEK_SET)
        try:
            # The first byte, locked whether or not the file holds it.
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLK):
                return False
            if error.errno in _CANNOT_LOCK:
                return True
            raise
        return True

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        # Not held where the file system could not lock: closing the file is all there is.
        with contextlib.suppress(OSError):
            msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        try:
            # `flock`, not `lockf`: two threads of one program exclude each other too.
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as error:
            if error.errno in _CANNOT_LOCK:
                return True
            raise
        return True

    def _unlock(descriptor: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(descriptor, fcntl.LOCK_UN)
