"""The round clock of a club night on the real window: started from its menu and dialog, shown
on the table and the table display, paused and resumed, flashing when the time is up, and the
game ended by time once the hands left are played.

The clock reads a time the test moves on by hand: nothing here waits for real seconds.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.clock import keeper as keeper_module
from tallyo_desktop.app.clock.dialog import StartClockDialog
from tallyo_desktop.app.clock.keeper import SETTINGS_KEY, ClockKeeper
from tallyo_desktop.app.clock.view import ClockLabel
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.club.clock import ClockEnd
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import EndedByTime
from tallyo_desktop.core.table.state import EndReason

from .display_page import TableDisplayPage
from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


class FakeTime:
    """A steady clock and a wall clock that move only when the test says."""

    def __init__(self) -> None:
        self.steady = 1000.0
        self.wall = 1_700_000_000.0

    def now(self) -> float:
        return self.steady

    def wall_now(self) -> float:
        return self.wall

    def advance(self, seconds: float) -> None:
        self.steady += seconds
        self.wall += seconds


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def prompter() -> FakePrompter:
    return FakePrompter()


def make_window(
    qtbot: QtBot, tmp_path: Path, prompter: FakePrompter, time: FakeTime, settings: QSettings
) -> MainWindow:
    controller = GameController()
    files = GameFiles(controller, GameStore(tmp_path / "data"))
    main = MainWindow()
    # The clock reads the test's time from the start, as it would read the real one.
    main.set_up(controller, prompter, files, settings=settings)
    main.clock.now, main.clock.wall = time.now, time.wall_now
    qtbot.addWidget(main)
    show(qtbot, main)
    return main


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, prompter: FakePrompter, time: FakeTime, settings: QSettings
) -> MainWindow:
    main = make_window(qtbot, tmp_path, prompter, time, settings)
    main.file_commands.start_game(presets.TENHOU, NAMES)
    return main


def action(window: MainWindow, name: str) -> QAction:
    found = {a.objectName(): a for a in window.findChildren(QAction)}
    return found[name]


def trigger(window: MainWindow, name: str) -> None:
    found = action(window, name)
    assert found.isEnabled(), f"{name} is disabled"
    found.trigger()


def start_clock(qtbot: QtBot, window: MainWindow, minutes: int, one_more: bool = False) -> None:
    """Clock ▸ Start the round clock…, answered in its dialog."""
    answered: list[bool] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StartClockDialog)
        dialog.minutes.setValue(minutes)
        (dialog.one_more if one_more else dialog.finish).setChecked(True)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.text() == "&Start"
        ok.click()
        answered.append(True)

    QTimer.singleShot(0, answer)
    trigger(window, "clock.start")
    assert answered
    # The offscreen platform gives the activation back to nobody when the dialog closes.
    show(qtbot, window)


def menu_path(window: MainWindow, name: str) -> str:
    """Where the action `name` is in the window's menus, as the texts name it: "Club ▸ …"."""
    wanted = action(window, name)

    def search(menu: QMenu, path: list[str]) -> list[str] | None:
        for item in menu.actions():
            sub = item.menu()
            if isinstance(sub, QMenu):
                found = search(sub, [*path, sub.title()])
                if found is not None:
                    return found
            elif item is wanted:
                return [*path, item.text()]
        return None

    for top in window.menuBar().actions():
        sub = top.menu()
        if isinstance(sub, QMenu):
            found = search(sub, [sub.title()])
            if found is not None:
                return " ▸ ".join(part.replace("&", "").rstrip("…") for part in found)
    raise AssertionError(f"{name} is in no menu")


def label(window: MainWindow) -> ClockLabel:
    found = window.centre.clock
    assert found is not None
    return found


def test_a_round_timed_to_its_end_and_the_game_ended_by_time(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter, time: FakeTime
) -> None:
    table = TablePage(qtbot, window)
    clock = label(window)
    assert clock.isHidden(), "no clock before the organiser starts one"

    start_clock(qtbot, window, 75)
    assert clock.isVisible() and clock.whole == "1:15:00 left"
    display = TableDisplayPage.open(qtbot, window).display
    assert display.clock_line() == "1:15:00 left"
    display.close()
    show(qtbot, window)

    # East 1 is played while the clock runs; the window only ticks, the time is the clock's.
    table.ron("Bea", dealt_in="Ann", han=3, fu=30)
    time.advance(20 * 60)
    window.clock.tick()
    assert clock.whole == "55:00 left"

    # A break: the organiser pauses, and the time stands still however long it lasts.
    trigger(window, "clock.pause")
    time.advance(15 * 60)
    window.clock.tick()
    assert clock.whole == "55:00 left (paused)"
    assert not action(window, "clock.pause").isEnabled()
    trigger(window, "clock.resume")

    # The time runs out in East 2: the clock flashes, on the window and the table display.
    display = TableDisplayPage.open(qtbot, window).display
    with qtbot.waitSignal(window.clock.ranOut):
        time.advance(55 * 60)
        window.clock.tick()
    assert clock.whole == "Time is up: last hand"
    assert clock.lit and clock.autoFillBackground()
    highlight = window.palette().color(QPalette.ColorRole.Highlight)
    assert clock.palette().color(QPalette.ColorRole.Window) == highlight
    assert display.clock_lit() and display.clock_line() == "Time is up: last hand"
    time.advance(0.6)
    window.clock.tick()
    assert not clock.lit and not display.clock_lit(), "it blinks"
    time.advance(10)
    window.clock.tick()
    assert not clock.lit and not window.clock.timer.isActive(), "the flash is over"
    assert prompter.choices == [], "nothing is offered in the middle of the hand"

    # East 2 ends: the app offers to end the game by time, playing on first (the default),
    # and the organiser ends it.
    prompter.choose_answer = 1
    display.close()
    show(qtbot, window)
    table.tsumo("Cid", han=2, fu=30)
    qtbot.waitUntil(lambda: bool(prompter.settlements))
    text, choices = prompter.choices[0]
    assert choices == ("Play on", "End the game")
    assert text.startswith("The round's time is up and the hand is over. End the game by time")
    assert menu_path(window, "clock.end_game") == "Club ▸ Round clock ▸ End the game by time"
    assert menu_path(window, "clock.end_game") in text

    state = window.controller.state
    assert state.is_over and state.ended is EndReason.TIME
    result, reason = prompter.settlements[-1]
    assert reason == "The game was ended by time."
    assert result == window.controller.settlement()
    assert window.files is not None and window.files.autosave_path is not None
    saved = read_game_file(window.files.autosave_path)
    assert saved.events[-1] == EndedByTime() and saved.is_over
    history = HistoryPage(qtbot, window)
    assert history.summary(history.rows() - 1) == "Ended by time"
    assert window.centre.counters_label.text() == "The game was ended by time."
    assert clock.isHidden(), "the time being up leaves with the game"
    assert not action(window, "clock.end_game").isEnabled()

    # Undo takes it back: the game goes on, the clock says the time is up again.
    window.commands.undo.trigger()
    assert not window.controller.state.is_over
    assert clock.isVisible() and clock.whole == "Time is up"


def test_one_more_hand_then_the_organiser_plays_on_and_ends_it_from_the_menu(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter, time: FakeTime
) -> None:
    table = TablePage(qtbot, window)
    clock = label(window)
    start_clock(qtbot, window, 30, one_more=True)
    time.advance(30 * 60)
    window.clock.tick()
    assert clock.whole == "Time is up: this hand and one more"
    table.ron("Bea", dealt_in="Ann", han=3, fu=30)
    assert clock.whole == "Time is up: one more hand"
    QApplication.processEvents()
    assert prompter.choices == [], "one more hand is still to be played"

    prompter.choose_answer = None
    table.draw("Cid")
    qtbot.waitUntil(lambda: bool(prompter.choices))
    assert prompter.choices[0][0].startswith("The round's time is up and the one more hand")
    assert not window.controller.state.is_over, "Cancel plays on"
    assert clock.whole == "Time is up"

    # Another hand: the question is not asked again; the menu ends the game when it is time.
    table.ron("Dan", dealt_in="Ann", han=1, fu=30)
    QApplication.processEvents()
    assert len(prompter.choices) == 1
    trigger(window, "clock.end_game")
    assert window.controller.state.ended is EndReason.TIME
    qtbot.waitUntil(lambda: bool(prompter.settlements))


def test_the_end_by_time_is_refused_before_the_first_hand_and_says_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    trigger(window, "clock.end_game")
    assert not window.controller.state.is_over
    assert window.statusBar().currentMessage().startswith("No hand has been played yet")


def test_the_clock_is_stopped_and_survives_a_new_language(
    qtbot: QtBot, window: MainWindow, time: FakeTime
) -> None:
    start_clock(qtbot, window, 75)
    time.advance(60)
    window.clock.tick()
    window.choose_language("ja")
    try:
        assert label(window).isVisible()
        assert "1:14:00" in label(window).whole
    finally:
        window.choose_language("en")
    trigger(window, "clock.stop")
    assert label(window).isHidden() and window.clock.clock is None


def test_the_clock_comes_back_after_a_restart_within_the_evening(
    qtbot: QtBot,
    tmp_path: Path,
    prompter: FakePrompter,
    time: FakeTime,
    settings: QSettings,
    window: MainWindow,
) -> None:
    start_clock(qtbot, window, 75)
    time.advance(10 * 60)
    window.clock.tick()
    assert settings.value(SETTINGS_KEY)
    # The app is closed; it starts again five minutes later, its steady clock counting anew.
    window.close()
    time.advance(5 * 60)
    time.steady = 3.0
    again = ClockKeeper(GameController(), prompter, settings, now=time.now, wall=time.wall_now)
    assert again.kept is not None and again.kept.running
    assert again.kept.remaining(time.now()) == pytest.approx(60 * 60)
    assert again.kept.end is ClockEnd.FINISH_HAND
    assert window.files is not None and again.kept.game == window.files.metadata.id
    assert again.clock is None, "no game is on the table yet: the clock waits for its own"
    # Next week the clock of that evening is forgotten.
    time.advance(24 * 3600)
    later = ClockKeeper(GameController(), prompter, settings, now=time.now, wall=time.wall_now)
    assert later.kept is None and settings.value(SETTINGS_KEY) is None


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_table_does_not_move_when_the_clock_comes_and_flashes(
    qtbot: QtBot, window: MainWindow, time: FakeTime, size: tuple[int, int]
) -> None:
    window.resize(*size)
    QApplication.processEvents()

    def places() -> list[object]:
        QApplication.processEvents()
        parts = [window.entry, window.centre.counters_label, window.centre.sticks]
        # The hand's name shares its line with the clock: its width may change, not its line.
        hand = window.centre.round_label.geometry()
        return (
            [part.geometry() for part in parts]
            + [p.geometry() for p in window.seats]
            + [(hand.top(), hand.height())]
        )

    before = places()
    start_clock(qtbot, window, 75, one_more=True)
    assert label(window).isVisible()
    assert places() == before
    time.advance(75 * 60)
    window.clock.tick()
    assert label(window).lit and places() == before
    # The longest English text fits, smaller if need be, and the hand keeps its name.
    assert label(window).text() == "Time is up: this hand and one more"
    assert window.centre.round_label.width() > label(window).fontMetrics().horizontalAdvance(
        "South 4"
    )
    trigger(window, "clock.stop")
    assert places() == before


def test_after_a_restart_the_hands_since_the_time_ran_out_still_count(
    qtbot: QtBot,
    tmp_path: Path,
    prompter: FakePrompter,
    time: FakeTime,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        keeper_module, "time", SimpleNamespace(monotonic=time.now, time=time.wall_now)
    )
    first, _found, _reason = build_window(tmp_path, settings, prompter)
    qtbot.addWidget(first)
    show(qtbot, first)
    first.file_commands.start_game(presets.TENHOU, NAMES)
    start_clock(qtbot, first, 5, one_more=True)
    time.advance(5 * 60)
    first.clock.tick()
    TablePage(qtbot, first).ron("Bea", dealt_in="Ann", han=3, fu=30)
    assert label(first).whole == "Time is up: one more hand"
    first.close()

    # The app starts again a minute later and goes on with the game: one more hand, then the
    # offer, as before the restart.
    time.advance(60)
    time.steady = 7.0
    again, _found, _reason = build_window(tmp_path, settings, prompter)
    qtbot.addWidget(again)
    show(qtbot, again)
    qtbot.waitUntil(lambda: label(again).whole == "Time is up: one more hand")
    assert again.controller.state.hands_played == 1
    prompter.choose_answer = 1
    TablePage(qtbot, again).tsumo("Cid", han=2, fu=30)
    qtbot.waitUntil(lambda: again.controller.state.is_over)
    assert again.controller.state.ended is EndReason.TIME


def test_the_next_rounds_game_starts_with_no_clock_until_one_is_started(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter, time: FakeTime
) -> None:
    # Round 1: the time runs out, the last hand is played, the game ends by time.
    table = TablePage(qtbot, window)
    start_clock(qtbot, window, 60)
    table.ron("Bea", dealt_in="Ann", han=3, fu=30)
    time.advance(60 * 60)
    window.clock.tick()
    prompter.choose_answer = 1
    table.tsumo("Cid", han=2, fu=30)
    qtbot.waitUntil(lambda: window.controller.state.is_over)
    assert label(window).isHidden()

    # Round 2's game: no clock at East 1, nothing offered after its first hand.
    assert window.file_commands.start_game(presets.TENHOU, ("Cid", "Dan", "Ann", "Bea"))
    assert label(window).isHidden() and window.clock.clock is None
    assert window.clock.hands_to_go() is None
    assert not action(window, "clock.pause").isEnabled()
    assert not action(window, "clock.stop").isEnabled()
    asked = len(prompter.choices)
    table.ron("Dan", dealt_in="Cid", han=1, fu=30)
    QApplication.processEvents()
    assert len(prompter.choices) == asked and not window.controller.state.is_over
    assert label(window).isHidden()

    # The organiser starts round 2's clock: it times this game, from the dialog's last minutes.
    start_clock(qtbot, window, 60)
    assert label(window).whole == "1:00:00 left"
    assert window.files is not None
    assert window.clock.kept is not None and window.clock.kept.game == window.files.metadata.id


def test_a_clock_started_between_games_times_the_next_one(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter, time: FakeTime
) -> None:
    table = TablePage(qtbot, window)
    start_clock(qtbot, window, 5)
    time.advance(5 * 60)
    window.clock.tick()
    prompter.choose_answer = 1
    table.ron("Bea", dealt_in="Ann", han=3, fu=30)
    qtbot.waitUntil(lambda: window.controller.state.is_over)

    # Between the rounds, the organiser starts the next round's clock, then its game.
    start_clock(qtbot, window, 45, one_more=True)
    assert label(window).whole == "45:00 left"
    assert window.clock.kept is not None and window.clock.kept.game is None, "it waits"
    time.advance(60)
    assert window.file_commands.start_game(presets.TENHOU, NAMES)
    window.clock.tick()
    assert label(window).whole == "44:00 left"
    assert window.files is not None
    assert window.clock.kept is not None and window.clock.kept.game == window.files.metadata.id


def test_enter_on_the_offer_plays_on(qtbot: QtBot, window: MainWindow, time: FakeTime) -> None:
    """The offer in its real message box: playing on is the default button, so the Enter
    pressed for the next hand never ends the game."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    from tallyo_desktop.app.window.prompter import DialogPrompter

    window.clock.chooser = DialogPrompter(window)
    seen: list[tuple[str, list[str]]] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press_enter)
            return
        default = box.defaultButton()
        assert default is not None
        seen.append((default.text(), [button.text() for button in box.buttons()]))
        QTest.keyClick(box, Qt.Key.Key_Return)

    start_clock(qtbot, window, 5)
    time.advance(5 * 60)
    window.clock.tick()
    QTimer.singleShot(0, press_enter)
    TablePage(qtbot, window).ron("Bea", dealt_in="Ann", han=3, fu=30)
    qtbot.waitUntil(lambda: bool(seen))
    QApplication.processEvents()
    default, buttons = seen[0]
    assert default == "Play on"
    assert "End the game" in buttons
    assert not window.controller.state.is_over
    assert action(window, "clock.end_game").isEnabled()
