"""The result screen says where the riichi sticks left on the table went, and which game it is:
its day, its rules, and for a club night's game the night and its season, on the picture it
saves too."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.export import result_caption
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, PointCorrection
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import FinalResult

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dana")
EAST_ONLY = presets.east_only(presets.TENHOU)
# Dana leads with 40000 from the start; East 1 to 3 are drawn with nobody tenpai.
SET_UP: list[Event] = [
    PointCorrection(0, 3, 9000, "Set up"),
    PointCorrection(1, 3, 3000, "Set up"),
    PointCorrection(2, 3, 3000, "Set up"),
    *[ExhaustiveDraw(frozenset())] * 3,
]


class ResultPrompter(FakePrompter):
    """Shows the result in the real result screen, as the app's own prompter does."""

    def __init__(self, qtbot: QtBot) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.screens: list[SettlementDialog] = []
        self.picture: Path | None = None
        """Where Save as image saves: the answer to its file dialog."""

    def settlement(
        self,
        result: FinalResult,
        reason: str,
        model: GameModel | None = None,
        final: bool = True,
        caption: str = "",
    ) -> bool:
        super().settlement(result, reason, model, final, caption)
        screen = SettlementDialog(
            result, reason, None, model, lambda: self.picture, final=final, caption=caption
        )
        self.qtbot.addWidget(screen)
        screen.show()
        self.screens.append(screen)
        return False


def play_to_the_end(qtbot: QtBot, tmp_path: Path, belongs_to: Metadata | None) -> tuple[
    TablePage, ResultPrompter, GameFiles
]:  # fmt: skip
    """East 4: Ann and Bea declare riichi and nobody is tenpai; the game ends there."""
    prompter = ResultPrompter(qtbot)
    controller = GameController()
    files = GameFiles(controller, GameStore(tmp_path / "data"))
    window = MainWindow()
    window.set_up(controller, prompter, files)
    qtbot.addWidget(window)
    assert files.start(Game.replay(EAST_ONLY, NAMES, SET_UP), belongs_to)
    show(qtbot, window)
    table = TablePage(qtbot, window)
    assert table.round() == "East 4"
    table.riichi("Ann")
    table.riichi("Bea")
    assert table.points() == [15000, 21000, 22000, 40000]
    table.draw_nobody_tenpai()
    qtbot.waitUntil(lambda: len(prompter.screens) == 1)
    return table, prompter, files


def test_the_sticks_left_on_the_table_are_said_to_go_to_the_first(
    qtbot: QtBot, tmp_path: Path
) -> None:
    table, prompter, _ = play_to_the_end(qtbot, tmp_path, None)
    assert table.points()[3] == 40000, "the table shows the points without the sticks"
    (screen,) = prompter.screens
    dana = next(card for card in screen.cards if card.name_label.text() == "Dana")
    assert dana.points_label.text() == "42000 points"
    assert screen.notes.text() == (
        "The 2 riichi sticks left on the table (2000) go to Dana, first: 40000 + 2000 = 42000 "
        "points."
    )
    assert screen.notes.isVisible()


def test_the_result_names_the_day_the_rules_and_the_club_night(
    qtbot: QtBot, tmp_path: Path
) -> None:
    night = Metadata(event_name="Friday night", season_name="Spring 2026")
    _, prompter, files = play_to_the_end(qtbot, tmp_path, night)
    (screen,) = prompter.screens
    created = files.metadata.created
    assert created is not None
    day = created[:10]
    assert screen.caption.text() == f"{day} · Tenhou (East only) · Friday night, Spring 2026"
    # On the sheet that is saved and copied as a picture.
    assert screen.sheet.isAncestorOf(screen.caption) and screen.caption.isVisible()
    picture = prompter.picture = tmp_path / "result.png"
    screen.save_button.click()
    assert picture.read_bytes().startswith(b"\x89PNG")


def test_a_game_of_no_club_night_names_its_day_and_rules(qtbot: QtBot, tmp_path: Path) -> None:
    _, prompter, files = play_to_the_end(qtbot, tmp_path, None)
    created = files.metadata.created
    assert created is not None
    assert prompter.captions == [f"{created[:10]} · Tenhou (East only)"]


def test_a_caption_for_a_game_never_saved_takes_today() -> None:
    today = date(2026, 3, 14)
    assert result_caption(presets.WRC, None, today) == "2026-03-14 · WRC"
    played = Metadata(created="2026-02-01T21:30:00+01:00", event_name="Night 5")
    assert result_caption(presets.M_LEAGUE, played, today) == "2026-02-01 · M-League · Night 5"
