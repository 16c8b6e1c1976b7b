"""How long a command takes to show a painted window, watched from outside under an X server.

The watcher asks the X server (through libX11 and its Damage extension, with ctypes) to report
every window mapped on the screen and every change to the screen's pixels. It starts the
command, and its window counts as painted at the first change to the screen after the window
was mapped: what a player sees. Nothing inside the command is changed or hooked, so the same
watch times the app, a frozen build and a bare window alike.

Needs an X server without a window manager, such as `Xvfb :99 -screen 0 1920x1080x24`, with
DISPLAY naming it (see benchmarks/README.md).
"""

from __future__ import annotations

import ctypes
import select
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

_MAP_NOTIFY = 19
_SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
_DAMAGE_REPORT_RAW_RECTANGLES = 0
_EVENT_SIZE = 192  # XEvent is a union padded to 24 longs


class _MapEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("event", ctypes.c_ulong),
        ("window", ctypes.c_ulong),
        ("override_redirect", ctypes.c_int),
    ]


@dataclass(frozen=True)
class Paint:
    """One start of a command, in seconds from the moment it was started."""

    pid: int
    mapped: float
    painted: float
    """The first change to the screen after the window was mapped."""
    peak_kib: int
    """The process's peak resident memory when its window was first painted."""
    cpu: float
    """The processor time its threads had used when its window was first painted: unlike the
    wall-clock time, it does not grow while other processes hold the shared processors."""
    settled: float
    """The last change to the screen before it stayed still for QUIET seconds, the command
    idle meanwhile."""
    settled_peak_kib: int
    settled_cpu: float = 0.0
    """The processor time its threads had used at the last change to the screen."""


class StartFailed(RuntimeError):
    """A start that ended before its window was painted: its status and what it said."""

    def __init__(self, command: list[str], status: int, said: str) -> None:
        how = f"killed by signal {-status}" if status < 0 else f"status {status}"
        super().__init__(f"ended before its window was painted ({how}): {command}\n{said}")
        self.status = status
        self.said = said


QUIET = 0.5
"""How long the screen stays unchanged before a start counts as settled."""


class XPaintWatch:
    """A connection to the X server that sees windows mapped and pixels change."""

    def __init__(self) -> None:
        self._x11 = ctypes.CDLL("libX11.so.6")
        self._damage = ctypes.CDLL("libXdamage.so.1")
        x11, damage = self._x11, self._damage
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x11.XPending.argtypes = [ctypes.c_void_p]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p] + [
            ctypes.POINTER(ctypes.c_int)
        ] * 2
        damage.XDamageCreate.restype = ctypes.c_ulong
        damage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]

        self._display = x11.XOpenDisplay(None)
        if not self._display:
            raise RuntimeError("no X server: start Xvfb and set DISPLAY (benchmarks/README.md)")
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not damage.XDamageQueryExtension(
            self._display, ctypes.byref(event_base), ctypes.byref(error_base)
        ):
            raise RuntimeError("the X server has no Damage extension")
        self._damage_notify = event_base.value
        root = x11.XDefaultRootWindow(self._display)
        x11.XSelectInput(self._display, root, _SUBSTRUCTURE_NOTIFY_MASK)
        # Damage on the root window reports every change to the screen, its windows' included.
        damage.XDamageCreate(self._display, root, _DAMAGE_REPORT_RAW_RECTANGLES)
        x11.XFlush(self._display)
        self._event = ctypes.create_string_buffer(_EVENT_SIZE)
        self._fd = x11.XConnectionNumber(self._display)

    def _events(self, wait: float) -> list[tuple[float, int, bool]]:
        """(when, type, override-redirect) of the events that arrive within `wait` seconds."""
        select.select([self._fd], [], [], wait)
        arrived: list[tuple[float, int, bool]] = []
        while self._x11.XPending(self._display):
            self._x11.XNextEvent(self._display, self._event)
            when = time.monotonic()
            mapped = _MapEvent.from_buffer(self._event)
            arrived.append((when, mapped.type, bool(mapped.override_redirect)))
        return arrived

    def first_paint(
        self,
        command: list[str],
        env: dict[str, str],
        cwd: Path,
        timeout: float = 30.0,
        settle: bool = True,
        quiet: float = QUIET,
    ) -> Paint:
        """Start `command` in `cwd`, time its first window until it is painted and (with
        `settle`) until the screen has not changed for `quiet` seconds; then stop it."""
        self._events(0)  # what earlier runs left
        started = time.monotonic()
        # What it says is kept, so that a start that fails can say why.
        with tempfile.TemporaryFile() as said:
            return self._watch(command, env, cwd, said, started, timeout, settle, quiet)

    def _watch(
        self,
        command: list[str],
        env: dict[str, str],
        cwd: Path,
        said: IO[bytes],
        started: float,
        timeout: float,
        settle: bool,
        quiet: float,
    ) -> Paint:
        process = subprocess.Popen(
            command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=said
        )
        mapped: float | None = None
        painted: tuple[float, int, float] | None = None
        changed, changed_cpu = started, 0.0
        # (when, processor time) over the last `quiet` seconds: a screen unchanged while the
        # command still works (loading the table after its empty window) is not settled.
        busy: list[tuple[float, float]] = []
        try:
            while time.monotonic() - started < timeout:
                if painted is None and process.poll() is not None:
                    said.seek(0)
                    told = said.read().decode(errors="replace")
                    raise StartFailed(command, process.returncode, told)
                for when, kind, popup in self._events(0.05):
                    if kind == _MAP_NOTIFY and not popup and mapped is None:
                        mapped = when
                    elif kind == self._damage_notify and mapped is not None:
                        changed, changed_cpu = when, _cpu(process.pid)
                        if painted is None:
                            painted = when, _peak_kib(process.pid), _cpu(process.pid)
                now = time.monotonic()
                busy.append((now, _cpu(process.pid)))
                while busy[0][0] < now - quiet:
                    busy.pop(0)
                still = now - changed >= quiet and _idle(busy, quiet)
                if painted is not None and (not settle or still):
                    assert mapped is not None
                    first, peak, cpu = painted
                    return Paint(
                        process.pid,
                        mapped - started,
                        first - started,
                        peak,
                        cpu,
                        changed - started,
                        _peak_kib(process.pid),
                        changed_cpu,
                    )
            raise RuntimeError(f"no window painted and settled within {timeout} s: {command}")
        finally:
            # Stopped at once: what the command does afterwards is no part of this. SIGTERM, as
            # valgrind writes its counts when the program it runs ends on it.
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


IDLE_SHARE = 0.1
"""The share of the quiet time the command may still use the processor and be settled."""


def _idle(busy: list[tuple[float, float]], quiet: float) -> bool:
    (first, first_cpu), (last, last_cpu) = busy[0], busy[-1]
    return last - first >= quiet * 0.9 and last_cpu - first_cpu <= IDLE_SHARE * quiet


def _peak_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError("no VmHWM in /proc: peak memory is read on Linux only")


def _cpu(pid: int) -> float:
    # The first figure of each thread's schedstat is its time on a processor, in nanoseconds.
    total = 0
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except (FileNotFoundError, ProcessLookupError):
        return 0.0  # ended meanwhile
    for task in tasks:
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def x_server_env() -> dict[str, str]:

    from benchmarks.processes import command_env

    env = command_env()
    env.pop("QT_QPA_PLATFORM", None)  # the X server, through Qt's xcb platform
    return env
