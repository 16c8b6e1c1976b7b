"""A random session at the real windows, for native crashes and deleted C++ objects: hands
entered by the keys (some left half entered), undo and redo, the language switched (which makes
the table's parts again), the keys help (F1), the payment chart (F3), the table display (F11)
and the standings on it (F12), the result screen, the practice, the club's and the library's
windows, the rules, the round clock, new games of three and four players, windows closed, and
buttons of the open windows clicked at random.

Each step runs through the window's own actions and keys; then the events it posted are handled,
the deletions it asked for done, and the step fails on any trouble (session_troubles.py): an
exception in a slot, "Internal C++ object already deleted", a Qt warning. A native crash ends
the interpreter: the trace Python's faulthandler writes says where. test_random_session.py
runs it in the suite; benchmarks/crash_hunt.py runs it long, in fresh interpreters, offscreen
and under an X server.

How long: `TALLYO_SESSIONS` sessions of `TALLYO_SESSION_STEPS` steps each (see `budget`).
"""

from __future__ import annotations

import gc
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path
from typing import ClassVar

import shiboken6
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSettings, Qt, QUrl, Slot
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QMenu,
    QTabWidget,
    QWidget,
)

from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.start import set_up_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core import i18n
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules import presets

from .session_answers import ModalAnswers, SessionPrompter
from .session_troubles import Troubles

SESSIONS_VARIABLE = "TALLYO_SESSIONS"
STEPS_VARIABLE = "TALLYO_SESSION_STEPS"
TRACE_VARIABLE = "TALLYO_SESSION_TRACE"
"""When set, each step is written to stderr as it starts: after a native crash, the last lines
say what the session was doing."""

LEFT_ALONE = {"dataFolderOpen"}
"""Buttons a random click leaves alone."""
NAMES = ("Ann", "Bea", "Cid", "Dan")
SEATS = st.integers(0, 3)
PICK = st.integers(0, 63)
"""One of the things on screen, taken modulo how many there are."""


def budget() -> tuple[int, int]:
    """How many sessions, of how many steps each: a few short ones in the suite, more under
    HYPOTHESIS_PROFILE=thorough, or as the environment says."""
    thorough = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
    sessions = int(os.environ.get(SESSIONS_VARIABLE, "60" if thorough else "4"))
    steps = int(os.environ.get(STEPS_VARIABLE, "150" if thorough else "40"))
    return sessions, steps


def session_settings() -> settings:
    sessions, steps = budget()
    return settings(
        max_examples=sessions,
        stateful_step_count=steps,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )


class _NoBrowser(QObject):
    """Takes the links a session would open in the system's file manager."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())


def settle() -> None:
    """Let the events a step posted be handled, and the deletions it asked for be done, as the
    event loop would before the player's next key."""
    for _ in range(3):
        QTest.qWait(0)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def top_windows() -> list[QWidget]:
    """The windows on screen beside the main window."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible() and not isinstance(widget, MainWindow) and widget.isWindow()
    ]


class RandomSession(RuleBasedStateMachine):
    folder_base: ClassVar[Path | None] = None
    """Where each session's data folder is made (the test's temporary folder)."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="session-", dir=self.folder_base))
        self.troubles = Troubles()
        self.troubles.start()
        # What Python's collector finds is kept, not freed, and looked at after each step: a
        # window of the app's among it was left to the collector, which frees it at a moment
        # of its own and can take the app's screen or style with it (app/shared/modal.py).
        gc.collect()
        self.collected: list[object] = []
        gc.set_debug(gc.DEBUG_SAVEALL)
        self.browser = _NoBrowser()
        # PySide takes the slot's name as text; its stubs say bytes, which it refuses.
        QDesktopServices.setUrlHandler("file", self.browser, "open")  # type: ignore[arg-type]
        self.rng = random.Random(0)
        self.answers = ModalAnswers(self.rng)
        self.settings = QSettings(str(self.folder / "settings.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow()
        self.prompter = SessionPrompter(self.window, self.folder, self.rng)
        set_up_window(self.window, self.folder / "data", self.settings, self.prompter)
        self.window.remember_layout(self.settings)
        self.window.resize(1280, 720)
        self.window.show()
        self.window.file_commands.start_game(presets.TENHOU, NAMES)
        self.steps = 0
        settle()
        self.check()

    # What a step is followed by
    def trace(self, step: str) -> None:
        self.steps += 1
        if os.environ.get(TRACE_VARIABLE):
            print(f"step {self.steps}: {step}", file=sys.stderr, flush=True)

    def check(self) -> None:
        """Fail on any trouble the step made."""
        seen = self.troubles.take()
        seen += [
            f"a window left to Python's collector: {type(found).__name__}"
            for found in gc.garbage
            if isinstance(found, QWidget) and shiboken6.isValid(found)
        ]
        self.collected += gc.garbage
        gc.garbage.clear()
        assert not seen, "\n\n".join(seen)

    def done(self) -> None:
        settle()
        self.check()

    def activate(self, widget: QWidget) -> None:
        """Bring `widget` to the front with the focus, as a click on it would."""
        # A window closed by the step before (F11 takes the table display down) is not there
        # to be clicked.
        if not shiboken6.isValid(widget) or not widget.isVisible():
            return
        widget.raise_()
        widget.activateWindow()
        for _ in range(50):
            if QApplication.activeWindow() is widget:
                return
            QTest.qWait(10)

    def table_window(self) -> QWidget:
        """Where the players type: the table display when it is up, else the main window."""
        display = self.window.table_display
        shown = display is not None and shiboken6.isValid(display) and display.isVisible()
        return display if shown and display is not None else self.window

    def type_keys(self, *keys: str) -> None:
        target = self.table_window()
        self.activate(target)
        for key in keys:
            modifier = Qt.KeyboardModifier.NoModifier
            if key.startswith("alt+"):
                modifier, key = Qt.KeyboardModifier.AltModifier, key[4:]
            named = {"enter": Qt.Key.Key_Return, "esc": Qt.Key.Key_Escape, "tab": Qt.Key.Key_Tab}
            focus = QApplication.focusWidget()
            receiver = focus if focus is not None and focus.window() is target else target
            if key in named:
                QTest.keyClick(receiver, named[key], modifier)
            else:
                # PySide takes the key's character as well; its stubs do not say so.
                QTest.keyClick(receiver, key, modifier)  # type: ignore[call-overload]
            QApplication.processEvents()

    def trigger(self, action: QAction) -> None:
        """Choose a command as the menu would: only while it is enabled."""
        if shiboken6.isValid(action) and action.isEnabled():
            action.trigger()

    def press_shortcut(self, action: QAction) -> None:
        """Press the command's key where the players type."""
        target = self.table_window()
        self.activate(target)
        sequence = action.shortcuts()[0][0]  # type: ignore[index]
        QTest.keyClick(target, sequence.key(), sequence.keyboardModifiers())

    def choose_in_menu(self, action: QAction, by_mouse: bool) -> None:
        """Choose a command in its own menu, opened, by a click or by Enter: the command runs
        while the menu is in the middle of handling the click or the key."""
        menus = [menu for menu in action.associatedObjects() if isinstance(menu, QMenu)]
        if not menus or not action.isEnabled():
            return
        menu = menus[0]
        self.activate(self.window)
        menu.popup(self.window.mapToGlobal(QPoint(40, 40)))
        if not QTest.qWaitForWindowExposed(menu, 1000):
            menu.close()
            return
        if by_mouse:
            QTest.mouseClick(
                menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center()
            )
        else:
            menu.setActiveAction(action)
            QTest.keyClick(menu, Qt.Key.Key_Return)
        if shiboken6.isValid(menu) and menu.isVisible():
            menu.close()

    @initialize(seed=st.integers(0, 2**32 - 1))
    def seeded(self, seed: int) -> None:
        """The session's own choices (answers to dialogs, files) follow this seed."""
        self.rng.seed(seed)

    # Hands
    @rule(winner=SEATS, discarder=SEATS, han=st.integers(1, 13), finish=st.booleans())
    def ron(self, winner: int, discarder: int, han: int, finish: bool) -> None:
        self.trace(f"ron {winner} {discarder} {han} {finish}")
        keys = ["r", str(winner + 1), str(discarder + 1), *str(han)]
        self.type_keys(*keys, *(["enter"] if finish else []))
        self.done()

    @rule(winner=SEATS, han=st.integers(1, 13), finish=st.booleans())
    def tsumo(self, winner: int, han: int, finish: bool) -> None:
        self.trace(f"tsumo {winner} {han} {finish}")
        self.type_keys("t", str(winner + 1), *str(han), *(["enter"] if finish else []))
        self.done()

    @rule(tenpai=st.lists(SEATS, max_size=3), finish=st.booleans())
    def draw(self, tenpai: list[int], finish: bool) -> None:
        self.trace(f"draw {tenpai} {finish}")
        self.type_keys("d", *(str(seat + 1) for seat in tenpai), *(["enter"] if finish else []))
        self.done()

    @rule(seat=SEATS)
    def riichi(self, seat: int) -> None:
        self.trace(f"riichi {seat}")
        self.type_keys(f"alt+{seat + 1}")
        self.done()

    @rule(key=st.sampled_from("ncao"), seats=st.lists(SEATS, max_size=2), finish=st.booleans())
    def other_event(self, key: str, seats: list[int], finish: bool) -> None:
        self.trace(f"event {key} {seats} {finish}")
        self.type_keys(key, *(str(seat + 1) for seat in seats), *(["enter"] if finish else []))
        self.done()

    @rule(key=st.sampled_from(["esc", "k", "w", "m", "tab", "enter"]))
    def key(self, key: str) -> None:
        """A key in the middle of an entry: cancel, count from tiles, another winner, mangan…"""
        self.trace(f"key {key}")
        self.type_keys(key)
        self.done()

    @rule()
    def finish_game(self) -> None:
        """Play mangan rons round the table until the game ends, and its result is shown."""
        self.trace("finish the game")
        controller = self.window.controller
        for turn in range(40):
            if not controller.has_game or controller.state.is_over or controller.read_only:
                break
            self.type_keys("esc")
            seats = controller.state.seats
            self.type_keys("r", str(turn % seats + 1), str((turn + 1) % seats + 1), "m", "enter")
            QApplication.processEvents()
        self.done()

    # The Edit menu and the history
    @rule(redo=st.booleans())
    def undo(self, redo: bool) -> None:
        self.trace("redo" if redo else "undo")
        commands = self.window.commands
        self.trigger(commands.redo if redo else commands.undo)
        self.done()

    @rule(up=st.integers(0, 4), what=st.sampled_from(["enter", "insert", "delete", "esc"]))
    def history(self, up: int, what: str) -> None:
        self.trace(f"history {up} {what}")
        self.activate(self.window)
        self.trigger(self.window.commands.go_to_history)
        history = self.window.history
        for _ in range(up):
            QTest.keyClick(history, Qt.Key.Key_Up)
        key = {
            "enter": Qt.Key.Key_Return,
            "insert": Qt.Key.Key_Insert,
            "delete": Qt.Key.Key_Delete,
            "esc": Qt.Key.Key_Escape,
        }[what]
        QTest.keyClick(history, key)
        self.done()

    # The language, the look
    @rule(code=st.sampled_from(["ja", "en", None]), how=st.sampled_from(["mouse", "key", ""]))
    def language(self, code: str | None, how: str = "") -> None:
        """The language chosen in its menu, by a click or Enter, or as the action is triggered:
        the table's parts, menus among them, are made again."""
        self.trace(f"language {code} {how or 'trigger'}")
        action = self.window.commands.languages[code]
        if how:
            self.choose_in_menu(action, by_mouse=how == "mouse")
        else:
            self.trigger(action)
        self.done()

    @rule(value=st.sampled_from(["system", "light", "dark"]))
    def scheme(self, value: str) -> None:
        self.trace(f"scheme {value}")
        self.trigger(self.window.commands.actions_by_id[f"window.scheme_{value}"])
        self.done()

    # The menus' commands
    @rule(
        command=st.sampled_from(
            [
                "window.keys",
                "window.payment_chart",
                "window.display",
                "window.settlement",
                "window.game_rules",
                "window.practice",
                "window.library",
                "window.data_folder",
                "window.about",
                "window.new",
                "window.rename",
                "window.change_rules",
                "window.seating",
                "window.continue_game",
                "window.save_as",
                "window.export",
                "window.open",
                "window.save_night",
                "window.gather_folder",
            ]
        ),
        by_key=st.booleans(),
        in_menu=st.booleans(),
    )
    def command(self, command: str, by_key: bool, in_menu: bool = False) -> None:
        how = "key" if by_key else "menu" if in_menu else "trigger"
        self.trace(f"command {command} {how}")
        action = self.window.commands.actions_by_id[command]
        if by_key and action.shortcuts():
            self.press_shortcut(action)
        elif in_menu:
            self.choose_in_menu(action, by_mouse=True)
        else:
            self.trigger(action)
        self.done()

    @rule(
        command=st.sampled_from(["club.standings", "club.people", "club.seasons", "club.board"]),
        by_key=st.booleans(),
    )
    def club(self, command: str, by_key: bool = False) -> None:
        """The club's windows, and the standings on the table display (F12, by its key too)."""
        action = self.window.club.actions_by_id[command]
        by_key = by_key and bool(action.shortcuts())
        self.trace(f"club {command} {'key' if by_key else 'trigger'}")
        if by_key:
            self.press_shortcut(action)
        else:
            self.trigger(action)
        self.done()

    @rule(command=st.sampled_from(["start", "pause", "resume", "stop", "end_game"]))
    def clock(self, command: str) -> None:
        self.trace(f"clock {command}")
        for action in self.window.actions():
            if action.objectName() == f"clock.{command}":
                self.trigger(action)
                break
        else:
            # The clock's actions are in the Club menu only.
            bar = self.window.menuBar()
            for found in bar.findChildren(QAction):
                if found.objectName() == f"clock.{command}":
                    self.trigger(found)
                    break
        self.done()

    # The other windows
    # Which window, button, box or tab is drawn as a number taken modulo how many there are,
    # and the rules hold whether a window is open or not: what is open depends on timers too,
    # and hypothesis needs the same draws to mean the same steps each time.
    @rule(window=PICK, kind=st.sampled_from(["button", "box", "tab"]), which=PICK, index=PICK)
    def poke(self, window: int, kind: str, which: int, index: int) -> None:
        """Click a button, choose in a box or go to a tab of one of the windows open."""
        windows = top_windows()
        if not windows:
            return
        shown = windows[window % len(windows)]
        buttons = [
            button
            for button in shown.findChildren(QAbstractButton)
            if button.isVisible() and button.isEnabled() and button.objectName() not in LEFT_ALONE
        ]
        boxes = [box for box in shown.findChildren(QComboBox) if box.isVisible() and box.count()]
        tabs = [tab for tab in shown.findChildren(QTabWidget) if tab.isVisible()]
        self.trace(f"poke {shown.objectName() or type(shown).__name__} {kind}")
        if kind == "button" and buttons:
            button = buttons[which % len(buttons)]
            self.trace(f"  click {button.objectName() or button.text()}")
            button.click()
        elif kind == "box" and boxes:
            box = boxes[which % len(boxes)]
            box.setCurrentIndex(index % box.count())
        elif kind == "tab" and tabs:
            tab = tabs[which % len(tabs)]
            tab.setCurrentIndex(index % tab.count())
        self.done()

    @rule(window=PICK, by_key=st.booleans())
    def close_window(self, window: int, by_key: bool) -> None:
        windows = top_windows()
        if not windows:
            return
        shown = windows[window % len(windows)]
        self.trace(f"close {shown.objectName() or type(shown).__name__}")
        if by_key:
            self.activate(shown)
            QTest.keyClick(shown, Qt.Key.Key_Escape)
        else:
            shown.close()
        self.done()

    # What must hold after every step
    @invariant()
    def the_table_shows_the_game(self) -> None:
        window = self.window
        assert shiboken6.isValid(window.entry)
        controller = window.controller
        if not controller.has_game or not window.entry.place.at_end:
            return
        if window.isVisible() and window.entry.table() is controller.state:
            shown = [
                int(panel.points_label.text()) for panel in window.seats[: controller.state.seats]
            ]
            assert shown == list(controller.state.points)

    @invariant()
    def every_hand_is_on_disk(self) -> None:
        files = self.window.files
        controller = self.window.controller
        if files is None or not controller.has_game or controller.read_only or files.behind:
            return
        assert files.autosave_path is not None
        saved = read_saved_game(files.autosave_path)
        assert saved.game.events == controller.game.events

    def teardown(self) -> None:
        try:
            for widget in top_windows():
                widget.close()
            settle()
            self.window.close()
            settle()
            self.answers.stop()
            self.window.deleteLater()
            settle()
            install_translations(QCoreApplication.instance(), "en")  # type: ignore[arg-type]
            i18n.set_translator(None)
            settle()
            gc.collect()
            self.check()
        finally:
            gc.set_debug(0)
            self.collected.clear()
            self.troubles.stop()
            QDesktopServices.unsetUrlHandler("file")
            shutil.rmtree(self.folder, ignore_errors=True)
