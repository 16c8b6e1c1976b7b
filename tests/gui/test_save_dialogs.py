"""Where the club's and the payment chart's real save dialogs start, and the names they propose:
in the player's documents with a name that says what the file holds, then in the folder last
saved in; never in the folder the app happened to be started from."""

from __future__ import annotations

import random
import sys
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.chart.window import PaymentChart
from tallyo_desktop.app.club.seating_files import read_plan
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .club_library import club_keeper

# The documents folder follows HOME on Linux; elsewhere the system says where it is.
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="HOME names the documents")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player's home without a documents folder yet, and the app started from another."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    started = tmp_path / "started-here"
    started.mkdir()
    monkeypatch.chdir(started)
    return home


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def proposed(qtbot: QtBot, button: QPushButton, answer: Path | None = None) -> Path:
    """The file the save dialog that `button` opens proposes (its folder and name); the dialog
    then saves as `answer`, or is cancelled."""
    shown: list[Path] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(10, look)
            return
        try:
            (name,) = dialog.selectedFiles()
            shown.append(Path(name))
            assert Path(dialog.directory().absolutePath()) == Path(name).parent
        finally:
            if answer is None:
                dialog.reject()
            else:
                dialog.selectFile(str(answer))
                dialog.accept()

    QTimer.singleShot(0, look)
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    (path,) = shown
    return path


def test_the_standings_exports_start_in_documents_with_a_name_that_says_what_they_are(
    qtbot: QtBot, tmp_path: Path, home: Path, settings: QSettings
) -> None:
    keeper, _ids = club_keeper(tmp_path)
    library = keeper.library
    assert library is not None
    season = library.add_season("Spring 2026")
    window = ClubWindow(keeper, today=date(2030, 1, 1), settings=settings)
    qtbot.addWidget(window)
    window.show()
    standings = window.standings
    documents = home / "Documents"
    assert proposed(qtbot, standings.csv_button) == documents / "standings-all-games.csv"
    window.show_standings_of("season", season.uid)
    # The season's games are none yet: its standings list nobody, and cannot be exported.
    assert not standings.csv_button.isEnabled()
    standings.choose_scope(None)
    standings.players.setCurrentIndex(standings.players.findData(3))
    assert proposed(qtbot, standings.pdf_button) == (
        documents / "standings-all-games-three-players.pdf"
    )
    club = tmp_path / "club"
    club.mkdir()
    saved = proposed(qtbot, standings.png_button, club / "tonight")
    assert saved == documents / "standings-all-games-three-players.png"
    # Saved with the suffix it was asked for, and the next export starts where it went.
    assert (club / "tonight.png").read_bytes().startswith(b"\x89PNG")
    assert proposed(qtbot, standings.csv_button) == club / "standings-all-games-three-players.csv"
    keeper.close()


def test_a_players_graphs_are_saved_beside_the_standings_under_the_players_name(
    qtbot: QtBot, tmp_path: Path, home: Path, settings: QSettings
) -> None:
    keeper, _ids = club_keeper(tmp_path)
    window = ClubWindow(keeper, today=date(2030, 1, 1), settings=settings)
    qtbot.addWidget(window)
    window.show()
    library = keeper.library
    assert library is not None
    people = {person.display_name: person.id for person in library.people()}
    page = window.open_person(people["Ann"])
    qtbot.addWidget(page)
    statistics = page.statistics
    documents = home / "Documents"
    # The graph shown first: the result over time.
    assert proposed(qtbot, statistics.picture_button) == (
        documents / "graph-ann-result-over-time.png"
    )
    club = tmp_path / "club"
    club.mkdir()
    proposed(qtbot, statistics.print_button, club / "ann")
    assert (club / "ann.pdf").read_bytes().startswith(b"%PDF")
    # The standings' next export starts where the graphs went.
    assert proposed(qtbot, window.standings.csv_button).parent == club
    keeper.close()


def test_a_result_s_picture_is_saved_in_documents_under_its_day_and_rules(
    qtbot: QtBot, tmp_path: Path, home: Path
) -> None:
    game = Game(presets.east_only(presets.WRC), ("Ann", "Bea", "Cid", "Dan"))
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    dialog = SettlementDialog(game.settlement(), "", caption="2026-03-14 · Tenhou · Friday night")
    qtbot.addWidget(dialog)
    dialog.show()
    documents = home / "Documents"
    assert proposed(qtbot, dialog.save_button, tmp_path / "ours") == (
        documents / "result-2026-03-14-tenhou-friday-night.png"
    )
    assert (tmp_path / "ours.png").read_bytes().startswith(b"\x89PNG")


def test_a_seasons_and_a_nights_standings_are_named_after_them(
    qtbot: QtBot, tmp_path: Path, home: Path, settings: QSettings
) -> None:
    keeper, ids = club_keeper(tmp_path)
    window = ClubWindow(keeper, today=date(2026, 4, 2), settings=settings)
    qtbot.addWidget(window)
    window.show()
    seasons = window.seasons
    season = seasons.add_season("Spring 2026")
    assert season is not None
    night = seasons.add_night("Thursday club", date(2026, 4, 2), season.uid)
    assert night is not None
    assert seasons.assign(ids[:1], night.uid)
    standings = window.standings
    # Tonight's night, made after the window was: its standings are shown.
    assert standings.current_filter().club_night_uid == night.uid
    documents = home / "Documents"
    assert proposed(qtbot, standings.csv_button) == (
        documents / "standings-thursday-club-2026-04-02.csv"
    )
    window.show_standings_of("season", season.uid)
    assert proposed(qtbot, standings.csv_button) == documents / "standings-spring-2026.csv"
    keeper.close()


def test_a_seating_is_saved_in_documents_under_the_nights_name(
    qtbot: QtBot, tmp_path: Path, home: Path, settings: QSettings
) -> None:
    window = SeatingWindow(
        SeatingStore(tmp_path / "seating"),
        today=date(2026, 12, 3),
        rng=random.Random(1),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    window.attendance.setPlainText("\n".join(("Ann", "Bea", "Cid", "Dan")))
    qtbot.mouseClick(window.next, Qt.MouseButton.LeftButton)
    save = window.night.save_file
    name = f"seating-{window.plan.night_name.lower().replace(' ', '-')}.tallyo-seating"
    assert "2026-12-03" in name
    assert proposed(qtbot, save) == home / "Documents" / name
    stick = tmp_path / "stick"
    stick.mkdir()
    proposed(qtbot, save, stick / "thursday")
    assert read_plan(stick / "thursday.tallyo-seating").night_id == window.plan.night_id
    assert proposed(qtbot, save) == stick / name
    # A night's name may hold what a file name cannot: the name proposed does not.
    window.night_name.setText('Club / night: "one"')
    window.night_name.editingFinished.emit()
    assert proposed(qtbot, save).name == "seating-club-night-one-2026-12-03.tallyo-seating"


@pytest.mark.parametrize(
    ("preset", "name"),
    [(None, "payment-chart-tenhou.pdf"), ("m-league", "payment-chart-m-league.pdf")],
)
def test_the_payment_charts_pdf_is_named_after_its_rules(
    qtbot: QtBot, home: Path, settings: QSettings, preset: str | None, name: str
) -> None:
    chart = PaymentChart(GameController(Game(presets.TENHOU, ("A", "B", "C", "D"))), None, settings)
    qtbot.addWidget(chart)
    chart.show()
    if preset is not None:
        # Another preset looked at in the chart: its PDF is named after it.
        chart.choice.setCurrentIndex(chart.choice.findData(preset))
    assert proposed(qtbot, chart.pdf_button) == home / "Documents" / name
