"""Walk through a club evening and a full game in the real app, taking a screenshot of the whole
screen at each step, to look at as a new user would see it.

The app is started as `tallyo-desktop` starts it (`launch`), one process for each laptop, each
with a data folder, settings and home folder of its own; a folder stands in for the stick. The
walk presses keys into whatever has the focus and clicks the real buttons, as a user does, and
answers the real dialogs (file dialogs included) by typing into them.

- `organiser`: laptop 1. A season and tonight's club night, the seating of eight (typed in),
  round 1 seated and saved to the stick, table 1's game started from the seating (East only),
  the round clock started, the game played to its end.
- `second`: laptop 2. The organiser's seating opened from the stick, table 2's game started and
  played to its end, Library ▸ Save this night's games to… the stick.
- `gather`: laptop 1 again. Library ▸ Gather a folder… (the stick), Club ▸ Standings… on
  tonight's night, the big screen.
- `small`: a laptop of its own on a 1024x600 screen: a whole East-South game under M-League's
  rules entered hand by hand, the history, the result screen.
- `all` (the default): the three club phases in turn, each in a process of its own; `small` is
  run apart, on a screen of its size.

Run it under Xvfb with a window manager (the screenshots are of the whole X screen, taken with
ImageMagick's `import`; twm gives the windows their frames, and the pointer is kept out of them
so that the window brought to the front keeps the focus):

    Xvfb :121 -screen 0 1920x1080x24 &
    DISPLAY=:121 twm &
    DISPLAY=:121 xdotool mousemove 1910 1070
    DISPLAY=:121 .venv/bin/python docs/walk_through_evening.py all --root /tmp/q-evening
    # then, Xvfb and twm started again with `-screen 0 1024x600x24`:
    DISPLAY=:121 .venv/bin/python docs/walk_through_evening.py small --root /tmp/q-evening

The pictures go to ROOT/shots (`a01-….png`, …; `b`, `c`, `d` for the other phases), with
ROOT/shots/steps-a.txt (and -b, -c, -d) saying what each shows as the widgets hold it (the
window's title, the dialog in front, the folder a file dialog opened in, the status bar, the
focus), and ROOT/shots/PHASE.log the terminal's output of each phase. Every data, settings and
home folder is under ROOT: nothing of a real user's is read or written.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import traceback
from collections.abc import Callable, Iterator
from datetime import date
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QWidget,
)

from tallyo_desktop.app.launch import Application, launch
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.table.state import TableState

Steps = Iterator[int]
"""A walk: each number it yields is how long to wait (ms) before its next step."""

EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
FOUR = ("Aiko", "Ben", "Chloé", "Daichi")
EAST_ONLY = "Mahjong Soul (East only)"
NAMED_KEYS = {
    "enter": Qt.Key.Key_Return,
    "esc": Qt.Key.Key_Escape,
    "tab": Qt.Key.Key_Tab,
    "up": Qt.Key.Key_Up,
    "down": Qt.Key.Key_Down,
    "f12": Qt.Key.Key_F12,
}
KEY_GAP_MS = 60
SETTLE_MS = 600


def main_window() -> MainWindow:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            return widget
    raise LookupError("no main window")


class Walk:
    """Takes the screenshots and notes of one phase, and runs its steps on the event loop."""

    def __init__(self, root: Path, prefix: str) -> None:
        self.shots = root / "shots"
        self.shots.mkdir(parents=True, exist_ok=True)
        self.prefix = prefix
        self.number = 0
        self.failed = False

    # What is on screen
    def window(self) -> MainWindow:
        return main_window()

    def front(self) -> QWidget | None:
        """The dialog in front, else the active window."""
        return QApplication.activeModalWidget() or QApplication.activeWindow()

    def describe(self) -> str:
        lines = []
        window = self.window()
        lines.append(f"  main window: {window.windowTitle()!r} {window.width()}x{window.height()}")
        status = window.statusBar().currentMessage()
        if status:
            lines.append(f"  status bar: {status!r}")
        front = self.front()
        if front is not None and front is not window:
            lines.append(
                f"  in front: {type(front).__name__} {front.windowTitle()!r} "
                f"{front.width()}x{front.height()}"
            )
            if isinstance(front, QFileDialog):
                lines.append(f"  file dialog opened in: {front.directory().absolutePath()}")
                edit = front.findChild(QLineEdit, "fileNameEdit")
                if edit is not None:
                    lines.append(f"  file name offered: {edit.text()!r}")
            if isinstance(front, QMessageBox):
                lines.append(f"  message: {front.text()!r}")
                default = front.defaultButton()
                if default is not None:
                    lines.append(f"  default button: {default.text()!r}")
        focus = QApplication.focusWidget()
        if focus is not None:
            lines.append(f"  focus: {type(focus).__name__} {focus.objectName()!r}")
        return "\n".join(lines)

    def shot(self, name: str, what: str) -> None:
        """The whole screen as `import` sees it, and a note of what the widgets hold."""
        QApplication.processEvents()
        self.number += 1
        path = self.shots / f"{self.prefix}{self.number:02}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=False)
        with (self.shots / f"steps-{self.prefix}.txt").open("a", encoding="utf-8") as notes:
            notes.write(f"{path.name}: {what}\n{self.describe()}\n")
        print(f"shot {path.name}", flush=True)

    # Driving
    def run(self, steps: Steps) -> None:
        def step() -> None:
            try:
                wait = next(steps)
            except StopIteration:
                return
            except Exception:
                traceback.print_exc()
                self.failed = True
                self.shot("failed", "the walk stopped here")
                QApplication.exit(1)
                return
            QTimer.singleShot(wait, step)

        QTimer.singleShot(0, step)


def activate(window: QWidget) -> Steps:
    """Bring `window` to the front with the focus, as a click on it does."""
    window.raise_()
    window.activateWindow()
    yield from wait_for(lambda: QApplication.activeWindow() is window, 3000)


def later(call: Callable[[], object]) -> Steps:
    """Do `call` from the event loop: a dialog it opens does not stop the walk."""
    QTimer.singleShot(0, call)
    yield KEY_GAP_MS


def keys(*pressed: str) -> Steps:
    """Each key to whatever has the focus: "r", "2", "enter", "alt+3", "ctrl+h"."""
    for key in pressed:
        modifier = Qt.KeyboardModifier.NoModifier
        for name, held in (("alt+", Qt.KeyboardModifier.AltModifier),
                           ("ctrl+", Qt.KeyboardModifier.ControlModifier)):  # fmt: skip
            if key.startswith(name) and len(key) > len(name):
                modifier, key = held, key[len(name) :]

        def press(key: str = key, modifier: Qt.KeyboardModifier = modifier) -> None:
            # With nothing focused, the user clicks the table first.
            target = QApplication.focusWidget() or QApplication.activeWindow() or main_window()
            if key in NAMED_KEYS:
                QTest.keyClick(target, NAMED_KEYS[key], modifier)
            else:
                # PySide takes a character here as QTest's char overload, which its stubs omit.
                QTest.keyClick(target, key, modifier)  # type: ignore[call-overload]

        yield from later(press)


def type_letter(letter: str) -> None:
    target = QApplication.focusWidget()
    if target is None:
        return
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(
            target, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, letter)
        )


def type_text(text: str) -> Steps:
    for character in text:
        if character.isascii():
            yield from keys(character)
        else:
            # QTest knows only ASCII keys: a letter beyond it goes as the text of a key event.
            yield from later(partial(type_letter, character))


def click(widget: QWidget) -> Steps:
    """A left click in the middle of `widget`."""
    yield from later(
        lambda: QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    )


def trigger(walk: Walk, action_id: str) -> Steps:
    """A menu's command, as chosen from its menu."""
    window = walk.window()
    action = window.commands.actions_by_id.get(action_id) or window.club.actions_by_id.get(
        action_id
    )
    if action is None:
        (action,) = (
            found for found in window.findChildren(QAction) if found.objectName() == action_id
        )
    yield from later(action.trigger)


def wait_for(test: Callable[[], bool], timeout_ms: int = 8000) -> Steps:
    waited = 0
    while not test() and waited < timeout_ms:
        yield 100
        waited += 100


def modal_of(kind: type[QWidget]) -> Callable[[], bool]:
    return lambda: isinstance(QApplication.activeModalWidget(), kind)


def button_of(widget: QWidget, text: str) -> QAbstractButton:
    """The button of `widget` whose words, without their &, start with `text`."""
    for button in widget.findChildren(QAbstractButton):
        if button.text().replace("&", "").startswith(text) and button.isVisible():
            return button
    raise LookupError(f"no button {text!r} in {widget.windowTitle()!r}")


def answer_file_dialog(walk: Walk, name: str, path: Path, what: str) -> Steps:
    """Look at the file dialog in front, then type `path` into it and press Enter."""
    yield from wait_for(modal_of(QFileDialog))
    yield SETTLE_MS
    walk.shot(name, what)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QFileDialog), f"no file dialog but {dialog!r}"
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    assert edit is not None
    yield from click(edit)
    yield from keys("ctrl+a")
    yield from type_text(str(path))
    for _ in range(3):
        yield 300
        if QApplication.activeModalWidget() is not dialog:
            break
        # A completion popup takes the first Enter.
        yield from keys("enter")
    yield SETTLE_MS


def close_message(walk: Walk, name: str, what: str) -> Steps:
    """Look at the message box in front, then press Enter on it."""
    yield from wait_for(modal_of(QMessageBox), 15000)
    yield SETTLE_MS
    walk.shot(name, what)
    if isinstance(QApplication.activeModalWidget(), QMessageBox):
        yield from keys("enter")
    yield SETTLE_MS


def first_start(walk: Walk) -> Steps:
    """The first start asks for a new game; an organiser setting up the night says no yet."""
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("first-start", "the first start: the app asks for a new game at once")
    yield from keys("esc")
    yield SETTLE_MS
    walk.shot("first-start-cancelled", "the new game cancelled: what is left")


def choose_preset(walk: Walk, preset: str, name: str) -> Steps:
    """In the new-game dialog: Alt+P to the preset box, the preset chosen in it."""
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    box = dialog.findChild(QComboBox, "preset")
    assert box is not None
    yield from keys("alt+p")
    index = box.findText(preset)
    assert index >= 0, f"no preset {preset!r}"
    # The keyboard steps through the list: Down until it is there.
    for _ in range(abs(index - box.currentIndex())):
        yield from keys("down" if index > box.currentIndex() else "up")
    yield SETTLE_MS
    walk.shot(name, f"the new-game dialog with {preset!r} chosen")


def seat_key(seat: int) -> str:
    return str(seat + 1)


def east_hands(walk: Walk, tag: str, han: str = "3", limit: str = "m") -> Steps:
    """A short game: a riichi and a ron of `han`, a tsumo of the `limit` key, a draw, a ron,
    then draws to its end."""
    window = walk.window()
    yield from activate(window)

    def state() -> TableState:
        return window.controller.state

    dealer = state().dealer
    first = (dealer + 1) % 4
    yield from keys(f"alt+{seat_key(first)}")
    yield from keys("r", seat_key(first), seat_key(dealer), han)
    yield SETTLE_MS
    walk.shot(f"{tag}-ron-entered", f"a riichi, then a ron being entered: {han} han 30 fu")
    yield from keys("enter")
    yield SETTLE_MS
    dealer = state().dealer
    yield from keys("t", seat_key((dealer + 2) % 4), limit)
    yield SETTLE_MS
    walk.shot(f"{tag}-tsumo-entered", f"a tsumo being entered: the {limit!r} key's limit")
    yield from keys("enter")
    yield SETTLE_MS
    dealer = state().dealer
    yield from keys("d", seat_key((dealer + 1) % 4))
    yield SETTLE_MS
    walk.shot(f"{tag}-draw-entered", "a draw: one non-dealer tenpai")
    yield from keys("enter")
    yield SETTLE_MS
    dealer = state().dealer
    yield from keys("r", seat_key((dealer + 3) % 4), seat_key(dealer), "2", "tab", "4", "0")
    yield from keys("enter")
    yield SETTLE_MS
    for _ in range(12):
        if state().is_over or QApplication.activeModalWidget() is not None:
            break
        walk.shot(f"{tag}-going-on", f"the game goes on: {state().hand_name}")
        yield from keys("d", "0", "enter")
        yield SETTLE_MS
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None, 4000)
    yield SETTLE_MS
    walk.shot(f"{tag}-end", "the game's last hand entered: what shows")


def close_result(walk: Walk, tag: str) -> Steps:
    """The result screen (or whatever is in front) closed with Esc."""
    for _ in range(3):
        front = QApplication.activeModalWidget()
        if front is None:
            break
        yield from keys("esc")
        yield SETTLE_MS
    walk.shot(f"{tag}-after-result", "the result screen closed")


def organiser(walk: Walk, root: Path) -> Steps:
    yield from first_start(walk)
    window = walk.window()

    # Club ▸ Seasons and club nights…: a season, then tonight's night in it.
    yield from trigger(walk, "club.seasons")
    yield SETTLE_MS
    club = QApplication.activeWindow()
    assert club is not None
    walk.shot("seasons", "Club ▸ Seasons and club nights…, the first time")
    yield from click(button_of(club, "New season"))
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("new-season", "New season…")
    yield from type_text("Winter 2026")
    yield SETTLE_MS
    walk.shot("new-season-typed", "New season…, its name typed")
    yield from keys("enter")
    yield SETTLE_MS
    walk.shot("season-made", "the season made")
    yield from click(button_of(club, "New club night"))
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("new-night", "New club night…: what it offers")
    yield from type_text("Thursday club")
    yield SETTLE_MS
    walk.shot("new-night-typed", "New club night…, its name typed")
    yield from keys("enter")
    yield SETTLE_MS
    walk.shot("night-made", "tonight's night made")
    yield from later(club.close)
    yield SETTLE_MS

    # Club ▸ Seating…: the attendance typed in, round 1.
    yield from trigger(walk, "window.seating")
    yield SETTLE_MS
    seating = QApplication.activeWindow()
    assert seating is not None
    walk.shot("seating", "Club ▸ Seating…, opened: which night does it show?")
    attendance = seating.findChild(QPlainTextEdit)
    assert attendance is not None
    yield from click(attendance)
    for number, name in enumerate(EIGHT):
        if number:
            yield from keys("enter")
        yield from type_text(name)
    yield SETTLE_MS
    walk.shot("attendance", "the eight names typed in")
    yield from click(button_of(seating, "Next round"))
    yield SETTLE_MS
    walk.shot("round-1", "round 1 seated")
    yield from click(button_of(seating, "Big view"))
    yield SETTLE_MS
    walk.shot("big-view", "Big view of round 1")
    big = getattr(seating, "big_view", None)
    if big is not None:
        yield from click(button_of(big, "Close"))
    yield SETTLE_MS
    stick = root / "stick"
    yield from click(button_of(seating, "Save for the other laptops"))
    yield from answer_file_dialog(
        walk, "save-seating", stick / "thursday", "Save for the other laptops…: the file dialog"
    )
    walk.shot("seating-saved", "the seating saved on the stick")

    # Table 1's game, from the seating.
    yield from click(button_of(seating, "Start this table's game"))
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("new-game-from-seating", "Start this table's game: the new-game dialog")
    yield from choose_preset(walk, EAST_ONLY, "new-game-east-only")
    yield from keys("enter")
    yield SETTLE_MS
    walk.shot("table-1-started", "table 1's game started (Enter in the new-game dialog)")
    yield from later(seating.close)
    yield from later(window.activateWindow)
    yield SETTLE_MS

    # The round clock.
    yield from trigger(walk, "clock.start")
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("clock-dialog", "Club ▸ Round clock ▸ Start the round clock…")
    yield from keys("enter")
    yield SETTLE_MS
    walk.shot("clock-running", "the round clock running")

    yield from east_hands(walk, "t1")
    yield from close_result(walk, "t1")
    yield from later(window.close)
    yield SETTLE_MS
    yield from later(QApplication.quit)


def second(walk: Walk, root: Path) -> Steps:
    yield from first_start(walk)
    window = walk.window()
    stick = root / "stick"
    yield from trigger(walk, "window.seating")
    yield SETTLE_MS
    seating = QApplication.activeWindow()
    assert seating is not None
    walk.shot("seating", "Club ▸ Seating… on the second laptop")
    yield from click(button_of(seating, "Open a night's seating"))
    yield from answer_file_dialog(
        walk,
        "open-seating",
        stick / "thursday.tallyo-seating",
        "Open a night's seating…: the file dialog",
    )
    yield SETTLE_MS
    walk.shot("seating-opened", "the organiser's seating opened")
    cards = [
        button
        for button in seating.findChildren(QAbstractButton)
        if button.text() == "Start this table's game" and button.isVisible()
    ]
    assert len(cards) == 2, cards
    yield from click(sorted(cards, key=lambda b: b.mapToGlobal(QPoint()).x())[1])
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("new-game-table-2", "table 2's new-game dialog")
    yield from choose_preset(walk, EAST_ONLY, "new-game-east-only")
    yield from keys("enter")
    yield SETTLE_MS
    yield from later(seating.close)
    yield from later(window.activateWindow)
    yield SETTLE_MS
    walk.shot("table-2-started", "table 2's game started")
    yield from east_hands(walk, "t2", han="4", limit="h")
    yield from close_result(walk, "t2")

    # Library ▸ Save this night's games to… the stick.
    yield from trigger(walk, "window.save_night")
    yield from answer_file_dialog(
        walk, "save-night", stick, "Library ▸ Save this night's games to…: the dialog"
    )
    yield from close_message(walk, "night-saved", "what saving the night's games says")
    walk.shot("after-save-night", "after saving the night")
    yield from later(window.close)
    yield SETTLE_MS
    yield from later(QApplication.quit)


def gather(walk: Walk, root: Path) -> Steps:
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None, 3000)
    yield SETTLE_MS
    walk.shot("start-again", "laptop 1 started again after its game ended")
    if QApplication.activeModalWidget() is not None:
        yield from keys("esc")
        yield SETTLE_MS
    window = walk.window()
    yield from trigger(walk, "window.gather_folder")
    yield from answer_file_dialog(
        walk, "gather-dialog", root / "stick", "Library ▸ Gather a folder…: the dialog"
    )
    yield from close_message(walk, "gather-summary", "the gather's summary")
    yield from trigger(walk, "club.standings")
    yield SETTLE_MS
    walk.shot("standings", "Club ▸ Standings…: which games does it open on?")
    club = QApplication.activeWindow()
    assert club is not None
    yield from click(button_of(club, "On the big screen"))
    yield 1500
    walk.shot("big-screen", "the standings on the big screen")
    yield from keys("f12")
    yield SETTLE_MS
    walk.shot("big-screen-left", "F12 again")
    yield from later(club.close)
    yield from later(window.close)
    yield SETTLE_MS
    yield from later(QApplication.quit)


def full_game_hand(dealer: int, number: int) -> list[str]:
    """The keys of the `number`th hand of a varied East-South game, the dealer `dealer`."""
    seat = [seat_key((dealer + step) % 4) for step in range(4)]
    plan = [
        [f"alt+{seat[1]}", "r", seat[1], seat[2], "3"],  # riichi, ron 3 han 30 fu
        ["t", seat[2], "2", "tab", "4", "0"],  # tsumo 2 han 40 fu
        [f"alt+{seat[3]}", "d", seat[1]],  # riichi, draw: two tenpai, the dealer not
        ["r", seat[0], seat[1], "m"],  # the dealer's mangan ron: a repeat
        ["r", seat[3], seat[0], "2", "tab", "4", "0"],  # ron 2 han 40 fu on the dealer
        ["t", seat[1], "h"],  # haneman tsumo
        [f"alt+{seat[2]}", f"alt+{seat[0]}", "t", seat[2], "1", "tab", "4", "0"],
        ["r", seat[3], seat[2], "4"],  # 4 han 30 fu
    ]
    return plan[number % len(plan)]


def small(walk: Walk, root: Path) -> Steps:
    del root
    yield from wait_for(lambda: QApplication.activeModalWidget() is not None)
    yield SETTLE_MS
    walk.shot("new-game", "the first start at 1024x600: the new-game dialog")
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    edits = [
        edit for edit in dialog.findChildren(QLineEdit) if edit.objectName().startswith("name_")
    ]
    for edit, name in zip(edits, FOUR, strict=True):
        yield from click(edit)
        yield from keys("ctrl+a")
        yield from type_text(name)
    yield from choose_preset(walk, "M-League", "new-game-m-league")
    yield from keys("enter")
    yield SETTLE_MS
    window = walk.window()
    yield from activate(window)
    walk.shot("table", "the table at 1024x600, as the app opened it")
    # The user drags the window to fill the screen, if it is bigger.
    screen = window.screen().availableGeometry()
    if window.frameGeometry().height() > screen.height() or window.width() > screen.width():
        yield from later(lambda: window.setGeometry(screen.adjusted(0, 24, 0, 0)))
        yield SETTLE_MS
        walk.shot(
            "table-fitted",
            f"the window resized to the screen (its least size {window.minimumSizeHint().width()}"
            f"x{window.minimumSizeHint().height()})",
        )
    for number in range(24):
        state = window.controller.state
        if state.is_over or QApplication.activeModalWidget() is not None:
            break
        pressed = full_game_hand(state.dealer, number) if number < 16 else ["d", "0"]
        yield from keys(*pressed)
        yield SETTLE_MS
        if number in (0, 2, 5, 9):
            walk.shot(f"hand-{number + 1}", f"hand {number + 1} being entered: {pressed}")
        yield from keys("enter")
        yield SETTLE_MS
        if QApplication.activeModalWidget() is not None and not window.controller.state.is_over:
            walk.shot(f"hand-{number + 1}-asks", "a dialog in the middle of the game")
            yield from keys("esc")
            yield SETTLE_MS
        if number in (3, 7, 11):
            walk.shot(f"after-hand-{number + 1}", f"after hand {number + 1}")
    yield 1000
    walk.shot("end", "the game's last hand entered: the result screen")
    yield from close_result(walk, "result")
    yield from keys("ctrl+h")
    yield SETTLE_MS
    walk.shot("history", "Ctrl+H: the history after the game")
    yield from trigger(walk, "window.settlement")
    yield 1000
    walk.shot("result-again", "Game ▸ the result, opened again")
    yield from close_result(walk, "result-again")
    yield from later(window.close)
    yield SETTLE_MS
    yield from later(QApplication.quit)


PHASES: dict[str, tuple[str, str, Callable[[Walk, Path], Steps]]] = {
    "organiser": ("laptop1", "a", organiser),
    "second": ("laptop2", "b", second),
    "gather": ("laptop1", "c", gather),
    "small": ("laptop3", "d", small),
}


def forget_shots(root: Path, prefix: str) -> None:
    """The screenshots and notes of an earlier walk of these phases, deleted."""
    for old in (root / "shots").glob(f"{prefix}[0-9]*.png"):
        old.unlink()
    (root / "shots" / f"steps-{prefix}.txt").unlink(missing_ok=True)


def run_phase(phase: str, root: Path) -> int:
    """One laptop's part, in this process: its own data folder, settings and home folder."""
    folder, prefix, steps = PHASES[phase]
    laptop = root / folder
    if phase == "small":
        shutil.rmtree(laptop, ignore_errors=True)
        forget_shots(root, prefix)
    home = laptop / "home"
    (home / "Documents").mkdir(parents=True, exist_ok=True)
    os.environ["TALLYO_DATA_DIR"] = str(laptop / "data")
    os.environ["XDG_CONFIG_HOME"] = str(laptop / "config")
    os.environ["XDG_DATA_HOME"] = str(laptop / "share")
    os.environ["HOME"] = str(home)
    app = Application([sys.argv[0]])
    walk = Walk(root, prefix)
    walk.run(steps(walk, root))
    code = launch([])
    del app
    return 1 if walk.failed else code


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("phase", nargs="?", default="all", choices=[*PHASES, "all"])
    parser.add_argument("--root", type=Path, default=Path("/tmp/q-evening"))
    options = parser.parse_args()
    root: Path = options.root
    if "DISPLAY" not in os.environ:
        parser.error("run it on a display, or under Xvfb (see its docstring)")
    if options.phase != "all":
        return run_phase(options.phase, root)
    for folder in ("laptop1", "laptop2", "stick"):
        shutil.rmtree(root / folder, ignore_errors=True)
    for prefix in "abc":
        forget_shots(root, prefix)
    (root / "stick").mkdir(parents=True)
    print(f"The evening of {date.today().isoformat()}, in {root}", flush=True)
    for phase in ("organiser", "second", "gather"):
        (root / "shots").mkdir(parents=True, exist_ok=True)
        with (root / "shots" / f"{phase}.log").open("w", encoding="utf-8") as log:
            ran = subprocess.run(
                [sys.executable, __file__, phase, "--root", str(root)],
                stdout=log,
                stderr=subprocess.STDOUT,
                check=False,
            )
        print(f"{phase}: exit {ran.returncode}", flush=True)
        if ran.returncode:
            return ran.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
