"""A cold start: the files a start reads taken out of the page cache first, as after a reboot.

Where the benchmark runs as root on Linux, the whole page cache is dropped
(`/proc/sys/vm/drop_caches`), so that the system's libraries and fonts are read from the disk
too, as they are on the first start after the machine is turned on. Elsewhere the files of the
folders named (a frozen build) are evicted one by one (`posix_fadvise(POSIX_FADV_DONTNEED)`),
which leaves the system's own files cached; and where neither can be done, the benchmark says
so rather than calling a warm start cold.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

DROP_CACHES = Path("/proc/sys/vm/drop_caches")

WHOLE = "the whole page cache dropped"
FILES = "the build's files evicted from the page cache"
CANNOT = "this machine can neither drop its page cache nor evict files from it"


def how() -> str | None:
    """How this machine can make a start cold (WHOLE, FILES), or None if it cannot."""
    if _can_drop_all():
        return WHOLE
    if hasattr(os, "posix_fadvise"):
        return FILES
    return None


def _can_drop_all() -> bool:
    return DROP_CACHES.exists() and os.access(DROP_CACHES, os.W_OK)


def make_cold(folders: Iterable[Path]) -> str:
    """Take what a start reads out of the page cache: the whole cache where allowed, else the
    files under `folders`. Says how (WHOLE or FILES); raises OSError if neither can be done."""
    # Only clean pages leave the cache: what is still to be written goes to the disk first.
    os.sync()
    if _can_drop_all():
        try:
            # 3: the page cache and the file system's own caches of names and inodes.
            DROP_CACHES.write_text("3\n")
        except OSError:
            pass
        else:
            return WHOLE
    if not hasattr(os, "posix_fadvise"):
        raise OSError(CANNOT)
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and not path.is_symlink():
                _evict(path)
    return FILES


def _evict(path: Path) -> None:
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)
