"""Where a native crash is written down: Python's faulthandler, on for the whole run, writes the
trace of every thread into `crash.log` in the data folder when the process dies of a fault (the
window and Qt give no word then). A run that ends well leaves no log behind; the next start
after a crash keeps the log it finds under the time of the crash, for the start to say so and
for the player to send. Below `launch`, which turns it on before the window, and `start`, which
says what it found."""

from __future__ import annotations

import faulthandler
from datetime import datetime
from pathlib import Path
from typing import TextIO

CRASH_LOG = "crash.log"
"""Where this run writes a crash's trace; empty, and taken away at the end, when it ends well."""

KEPT_LOGS = 5
"""How many logs of earlier crashes are kept, the newest: the folder does not fill up with
them if the app crashes at every start."""


def kept_name(folder: Path, when: datetime) -> Path:
    """A name for an earlier crash's log that says when it happened and takes no other's."""
    stem = f"crash {when:%Y-%m-%d %H-%M-%S}"
    path = folder / f"{stem}.log"
    number = 2
    while path.exists():
        path = folder / f"{stem} ({number}).log"
        number += 1
    return path


class CrashLog:
    """The crash log of this run, and the log an earlier crash left, if one did."""

    def __init__(self, path: Path, file: TextIO, earlier: Path | None) -> None:
        self.path = path
        self._file: TextIO | None = file
        self.earlier = earlier
        """The log of a crash of the run before this one, kept under its time; None if that
        run ended well."""

    def close(self) -> None:
        """The run ended well: no trace is written any more, and the empty log goes."""
        if self._file is None:
            return
        faulthandler.disable()
        self._file.close()
        self._file = None
        try:
            if self.path.stat().st_size == 0:
                self.path.unlink()
        except OSError:
            # Gone already, or the folder became read-only: the next start finds it empty.
            pass


def start_crash_log(folder: Path) -> CrashLog | None:
    """Keep the log a crash of the last run left, and write this run's crashes into a fresh one.
    None when the data folder cannot be written: the app runs on, with no log."""
    log = folder / CRASH_LOG
    earlier: Path | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if log.is_file() and log.stat().st_size > 0:
            earlier = kept_name(folder, datetime.fromtimestamp(log.stat().st_mtime))
            log.replace(earlier)
            for old in sorted(folder.glob("crash *.log"), key=lambda path: path.stat().st_mtime)[
                :-KEPT_LOGS
            ]:
                old.unlink()
        # Appended to: a second window on the same folder (when the first does not answer)
        # shares the log rather than emptying what the first may have written.
        file = log.open("a", encoding="utf-8")
    except OSError:
        return None
    faulthandler.enable(file, all_threads=True)
    return CrashLog(log, file, earlier)
