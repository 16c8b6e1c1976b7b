"""The tournament window's parts on their own: the slip typed by the keyboard alone, the
seating's Cancel, the file kept after every change and never written over when it cannot be
read or another program changed it, the cards on paper and the big screen's board."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.tournament.board import TournamentBoard
from tallyo_desktop.app.tournament.rules_dialog import TournamentRulesDialog
from tallyo_desktop.app.tournament.window import TournamentWindow
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.tournament_file import read_tournament

from .fake_prompter import FakePrompter
from .tournament_page import TournamentPage


def opened(qtbot: QtBot, tmp_path: Path, players: int = 16, rounds: int = 4) -> TournamentPage:
    prompter = FakePrompter()
    window = TournamentWindow(prompter)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.new_tournament(tmp_path / "Open.tallyo-tournament")
    page = TournamentPage(qtbot, window, prompter)
    controller = window.controller
    if players:
        assert controller.register([Player("", f"P{n}") for n in range(1, players + 1)])
    if rounds != 4:
        state = controller.state
        assert controller.change_settings(state.name, state.day, state.rules, rounds)
    return page


def test_a_slip_is_typed_with_tab_between_seats_and_enter_records(
    qtbot: QtBot, tmp_path: Path
) -> None:
    page = opened(qtbot, tmp_path)
    page.seat_schedule()
    page.page(2)
    results = page.window.results
    results.choose(0, 0)
    slip = results.slip
    assert QApplication.focusWidget() is slip.points[0]
    for seat, points in enumerate((45000, 30000, 25000)):
        qtbot.keyClicks(slip.points[seat], str(points))
        qtbot.keyClick(QApplication.focusWidget(), "\t")
        assert QApplication.focusWidget() is slip.points[seat + 1]
    qtbot.keyClicks(slip.points[3], "19000")
    # The check follows each key.
    assert slip.check.text() == "The table adds up to 119000: 1000 short."
    qtbot.keyClick(slip.points[3], "\b")
    qtbot.keyClick(slip.points[3], "\b")
    qtbot.keyClicks(slip.points[3], "00")
    assert slip.check.text() == "The table adds up to 119000: 1000 short."
    slip.points[3].setText("20000")
    assert slip.check.text() == "The table adds up to 120000."
    qtbot.keyClick(slip.points[3], "\r")
    assert page.state.reported(0) == {0}
    # On to the next table, its first seat ready.
    assert results.slip.table == 1 and QApplication.focusWidget() is slip.points[0]
    reported = results.tables.item(0, 2)
    assert reported is not None and reported.text() == "Slip"


def test_a_slip_that_does_not_add_up_records_nothing_and_says_why(
    qtbot: QtBot, tmp_path: Path
) -> None:
    page = opened(qtbot, tmp_path)
    page.seat_schedule()
    said = page.type_slip(1, 2, [45000, 30000, 25000, 21000])
    assert said == "The table adds up to 121000: 1000 over."
    assert page.state.results == {}
    assert page.window.results.slip.check.text() == "The table adds up to 121000: 1000 over."
    assert page.status() == "The table adds up to 121000: 1000 over."


def test_the_seating_can_be_cancelled_and_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    # 32 players over 10 rounds: the search runs its steps, the progress dialog shows.
    page = opened(qtbot, tmp_path, players=32, rounds=10)
    schedule_page = page.window.schedule
    seen: list[bool] = []

    def cancel() -> None:
        dialog = schedule_page.progress
        if dialog is None:
            QTimer.singleShot(20, cancel)
            return
        seen.append(True)
        dialog.cancel()

    QTimer.singleShot(0, cancel)
    page.seat_schedule()
    assert seen and page.state.schedule is None
    assert page.status() == "The seating was cancelled: nothing changed."


def test_every_change_is_in_the_file_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path)
    path = page.window.controller.path
    assert path is not None
    page.seat_schedule()
    page.type_slip(1, 1, [45000, 30000, 25000, 20000])
    assert read_tournament(path).state == page.state
    page.window.controller.undo()
    assert read_tournament(path).state == page.state
    assert page.state.results == {}


def test_a_file_another_program_changed_is_not_written_over(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path)
    path = page.window.controller.path
    assert path is not None
    path.write_text("changed elsewhere", encoding="utf-8")
    page.register("Late")
    assert path.read_text(encoding="utf-8") == "changed elsewhere"
    assert "changed by another program" in page.status()
    assert "not saved" in page.window.title.text()
    # Saved as another file, the tournament is kept whole.
    page.answer_path(tmp_path / "Kept.tallyo-tournament")
    assert page.window.ask_save_as()
    assert read_tournament(tmp_path / "Kept.tallyo-tournament").state == page.state


def test_an_unreadable_tournament_is_not_opened_nor_written(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path)
    broken = tmp_path / "Broken.tallyo-tournament"
    broken.write_text('{"format": "tallyo-tournament", "version": 1, "changes": [[', "utf-8")
    before = page.window.controller.path
    assert not page.window.open_tournament(broken)
    assert page.window.controller.path == before
    assert "cannot be opened" in page.prompter.messages[-1]
    assert broken.read_text(encoding="utf-8").endswith("[[")


def test_a_player_keeps_a_table_and_clubs_sit_apart_as_the_window_asks(
    qtbot: QtBot, tmp_path: Path
) -> None:
    page = opened(qtbot, tmp_path, players=0)
    controller = page.window.controller
    assert controller.register([Player("", f"P{n}", club=f"Club {n % 4}") for n in range(1, 17)])
    page.keep_table("6", 3)
    assert page.state.players["6"].table == 2
    status = page.window.players.table.item(5, 7)
    assert status is not None and status.text() == "Keeps table 3"
    page.keep_apart("club", 2)
    page.seat_schedule()
    state = page.state
    assert (state.apart.value, state.apart_rounds) == ("club", 2)
    for round_ in range(4):
        assert state.seat_of("6", round_) == (2, state.tables(round_)[2].index("6"))
    for round_ in range(2):
        for table in state.tables(round_):
            assert len({state.players[player].club for player in table}) == 4
    # Opened again, the window shows what the seating kept apart.
    path = controller.path
    assert path is not None
    again = TournamentWindow(FakePrompter())
    qtbot.addWidget(again)
    assert again.open_tournament(path)
    assert again.schedule.apart.currentIndex() == 1
    assert again.schedule.apart_rounds.value() == 2


def test_the_cards_and_the_schedule_print_to_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path)
    page.seat_schedule()
    for what in ("schedule", "cards", "tables"):
        target = tmp_path / f"{what}.pdf"
        page.print_(what, target)
        assert target.read_bytes().startswith(b"%PDF")
    assert page.window.outputs.written[-1] == tmp_path / "tables.pdf"


def test_the_board_fits_the_rows_it_can_and_names_the_rest(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path, players=200, rounds=2)
    page.seat_schedule()
    rng = random.Random(1)
    controller = page.window.controller
    for table in range(50):
        points = [30000] * 4
        winner, loser = rng.sample(range(4), 2)
        points[winner] += 8000
        points[loser] -= 8000
        assert controller.record_slip(0, table, points, [0] * 4, 0)
    board = TournamentBoard(page.window.board_content)
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    qtbot.waitExposed(board)
    board.grab()
    content = board.content()
    assert len(content.rows) == 200 and len(content.seating) == 50
    assert 10 <= board.shown_rows < 200
    assert content.seating_title == "Round 2"


def test_custom_rules_are_the_tournaments_once_applied(qtbot: QtBot, tmp_path: Path) -> None:
    page = opened(qtbot, tmp_path)
    schedule_page = page.window.schedule
    page.page(1)

    def edit() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TournamentRulesDialog):
            QTimer.singleShot(10, edit)
            return
        rules = dialog.rules()
        dialog.editor.set_rules(rules.with_changes(start_points=25000, return_points=30000))
        dialog.accept()

    QTimer.singleShot(0, edit)
    page.click(schedule_page.custom)
    page.click(schedule_page.apply)
    rules = page.state.rules
    assert rules.game.preset == "custom" and rules.game.start_points == 25000
    # Ties under rules of one's own are broken, then shared.
    assert rules.tie_breaks
    page.seat_schedule()
    said = page.type_slip(1, 1, [40000, 30000, 20000, 10000])
    assert said == "The table adds up to 100000."


def test_the_window_speaks_the_language_chosen_while_it_is_open(
    qtbot: QtBot, tmp_path: Path
) -> None:
    page = opened(qtbot, tmp_path)
    page.seat_schedule()
    page.type_slip(1, 1, [45000, 30000, 25000, 20000])
    page.page(4)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        install_translations(app, "ja")
        window = page.window
        qtbot.waitUntil(lambda: window.tabs.tabText(0) == "プレイヤー(&P)")
        assert window.tabs.currentIndex() == 4
        assert window.ranking.table.rowCount() == 16
        assert window.undo_button.text() == "第1回戦 第1卓の記録票を元に戻す"
        # The same tournament, on and on: a slip typed in the new language is recorded.
        page.type_slip(1, 2, [45000, 30000, 25000, 20000])
        assert page.state.reported(0) == {0, 1}
    finally:
        install_translations(app, "en")
    qtbot.waitUntil(lambda: page.window.tabs.tabText(0) == "&Players")
