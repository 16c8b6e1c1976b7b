"""A copy of a game that is behind a finished game never takes it back: the stick opened in the
middle of a game and gathered once the table finished it, the log cut short and then the whole
log, each continued from Game ▸ Continue a game or played on where it is open, in real windows.

In every case the finished game (the table's 13-han ron) stays in the data folder and the
library as it ended, and a Rebuild from game files gives the same library.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.finished_elsewhere import Stands, key_of
from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Ron, Win

from .data_folders import finished_files, library_games, rebuilt
from .fake_prompter import FakePrompter
from .modal_answers import Answers

NAMES = ("Ann", "Bea", "Cid", "Dan")
OTHERS = ("Eve", "Fay", "Gus", "Hal")
EAST_ONLY = presets.east_only(presets.WRC)
# Three non-dealer rons, then Ann's 13-han ron off the dealer ends an East-only game.
THREE = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
         ((1, 0), (2, 1), (3, 2))]  # fmt: skip
THIRTEEN_HAN = Ron(3, (Win(0, Hand(13)),))
# A hand that does not end the game: the dealer (Dan, in East 4) tenpai at a draw.
ONE_MORE = ExhaustiveDraw(frozenset({3}))
LOGS = Path(__file__).resolve().parent.parent / "data" / "tenhou" / "logs"
CUT_SHORT = LOGS / "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
WHOLE = LOGS / "2011020401gm-00a9-0000-f6eff225.mjlog"


class Laptop:
    """A laptop's data folder and its window, with a stand-in for the window's questions."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot = qtbot
        self.data = folder / "data"
        self.settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.answers = FakePrompter()
        self.window, self.found = self.start()

    def start(self) -> tuple[MainWindow, Start]:
        window, found, _reason = build_window(self.data, self.settings, self.answers)
        self.qtbot.addWidget(window)
        return window, found

    def trigger(self, action: str) -> None:
        self.window.commands.actions_by_id[action].trigger()
        # What was left for the event loop (the library's notices, the settlement) runs.
        QApplication.processEvents()

    def record(self, *events: object) -> None:
        for event in events:
            assert self.window.controller.record(event)  # type: ignore[arg-type]

    def gather(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> str:
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(folder))
        answers = Answers()
        try:
            self.trigger("window.gather_folder")
        finally:
            answers.stop()
        return answers.messages[0]

    def import_logs(self, monkeypatch: pytest.MonkeyPatch, *logs: Path) -> str:
        monkeypatch.setattr(
            QFileDialog, "getOpenFileNames", lambda *_: ([str(p) for p in logs], "")
        )
        answers = Answers()
        try:
            self.trigger("window.import_logs")
        finally:
            answers.stop()
        return answers.messages[0]

    @property
    def game_id(self) -> str | None:
        files = self.window.files
        return files.metadata.id if files is not None else None


@pytest.fixture
def laptops(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[Laptop, Laptop]]:
    table, organiser = Laptop(qtbot, tmp_path / "table"), Laptop(qtbot, tmp_path / "organiser")
    yield table, organiser
    for laptop in (table, organiser):
        laptop.window.close()


def play_out(laptop: Laptop) -> None:
    controller = laptop.window.controller
    while not controller.state.is_over:
        assert controller.record(ExhaustiveDraw(frozenset()))
    QApplication.processEvents()


def a_finished_game_on_the_stick(
    table: Laptop, organiser: Laptop, stick: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, Path]:
    """The table plays on its laptop, kept on the stick; the organiser opens the stick's file
    after 3 hands; the table ends the game with a 13-han ron; the organiser gathers the stick.
    The game's id and the organiser's copy of it, 3 hands in."""
    table.window.file_commands.start_game(EAST_ONLY, NAMES)
    table.answers.path = stick / "table 1.tallyo"
    table.trigger("window.save_as")
    table.record(*THREE)
    organiser.answers.path = stick / "table 1.tallyo"
    organiser.trigger("window.open")
    game_id = organiser.game_id
    assert game_id is not None and game_id == table.game_id
    files = organiser.window.files
    assert files is not None and files.autosave_path is not None
    stale = files.autosave_path
    table.record(THIRTEEN_HAN)
    assert table.window.controller.state.is_over
    assert read_saved_game(stick / "table 1.tallyo").game.is_over
    return game_id, stale


def the_table_result(table: Laptop) -> object:
    return key_of(table.window.controller.game)


def test_a_stale_copy_continued_is_a_game_of_its_own_and_the_finished_game_stays(
    laptops: tuple[Laptop, Laptop], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, organiser = laptops
    game_id, stale = a_finished_game_on_the_stick(table, organiser, tmp_path, monkeypatch)
    # The organiser moves on to another game; then gathers the stick.
    organiser.window.file_commands.start_game(EAST_ONLY, OTHERS)
    assert "New games stored: 1" in organiser.gather(tmp_path, monkeypatch)
    result = the_table_result(table)
    finished = organiser.data / "games" / "finished" / f"{game_id}.tallyo"
    kept = finished.read_bytes()
    assert library_games(organiser.data) == {game_id: result}

    # Continue a game lists the stale copy as what it is.
    organiser.answers.continue_answer = stale
    organiser.answers.choose_answer = 1
    organiser.trigger("window.continue_game")
    (offered,) = [game for game in organiser.answers.offered[-1] if game.path == stale]
    assert offered.stands is Stands.EARLIER
    assert offered.finished is not None and key_of(offered.finished.game) == result
    text, choices = organiser.answers.choices[-1]
    assert "earlier moment of a game that was finished since" in text
    assert choices == ("Open the finished game", "Play on as a game of its own")

    # Played on from there, it is a game of its own: one hand, then to its end.
    assert organiser.game_id not in (None, game_id)
    assert organiser.window.controller.game.events == tuple(THREE)
    organiser.record(ONE_MORE)
    assert finished.read_bytes() == kept
    assert library_games(organiser.data) == {game_id: result}
    assert rebuilt(organiser.data) == library_games(organiser.data)
    play_out(organiser)
    games = library_games(organiser.data)
    assert games[game_id] == result and len(games) == 2
    assert finished.read_bytes() == kept
    assert rebuilt(organiser.data) == games
    # No copy of the table's game is left unfinished.
    assert not stale.exists()


def test_a_stale_copy_opens_as_the_finished_game_when_asked(
    laptops: tuple[Laptop, Laptop], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, organiser = laptops
    game_id, stale = a_finished_game_on_the_stick(table, organiser, tmp_path, monkeypatch)
    organiser.window.file_commands.start_game(EAST_ONLY, OTHERS)
    organiser.gather(tmp_path, monkeypatch)
    before = {path: path.read_bytes() for path in (organiser.data / "games").rglob("*.tallyo")}
    organiser.answers.continue_answer = stale
    organiser.answers.choose_answer = 0
    organiser.trigger("window.continue_game")
    controller = organiser.window.controller
    assert controller.read_only and key_of(controller.game) == the_table_result(table)
    after = {path: path.read_bytes() for path in (organiser.data / "games").rglob("*.tallyo")}
    assert after == before
    assert library_games(organiser.data) == {game_id: the_table_result(table)}


def test_a_stale_copy_played_on_where_it_is_open_ends_as_a_game_of_its_own(
    laptops: tuple[Laptop, Laptop], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, organiser = laptops
    # The organiser keeps the table's file open while the stick is gathered.
    game_id, stale = a_finished_game_on_the_stick(table, organiser, tmp_path, monkeypatch)
    organiser.gather(tmp_path, monkeypatch)
    result = the_table_result(table)
    finished = organiser.data / "games" / "finished" / f"{game_id}.tallyo"
    kept = finished.read_bytes()
    organiser.record(ONE_MORE)
    assert finished.read_bytes() == kept
    assert rebuilt(organiser.data) == library_games(organiser.data) == {game_id: result}
    # Played to its end, it does not replace the table's result.
    play_out(organiser)
    assert organiser.game_id != game_id
    assert any("ended differently" in message for message in organiser.answers.messages)
    games = library_games(organiser.data)
    assert games[game_id] == result and len(games) == 2
    assert finished.read_bytes() == kept
    assert rebuilt(organiser.data) == games
    assert not stale.exists()
    # The stick holds the table's result, as the table left it.
    assert key_of(read_saved_game(tmp_path / "table 1.tallyo").game) == result


def test_a_log_cut_short_continued_after_the_whole_log_leaves_the_finished_game(
    laptops: tuple[Laptop, Laptop], monkeypatch: pytest.MonkeyPatch
) -> None:
    _table, organiser = laptops
    game_id = read_game_log(CUT_SHORT).metadata.id
    assert game_id is not None
    assert "Unfinished, to play on" in organiser.import_logs(monkeypatch, CUT_SHORT)
    assert "Games imported into the library: 1" in organiser.import_logs(monkeypatch, WHOLE)
    whole = library_games(organiser.data)
    assert list(whole) == [game_id]
    finished = organiser.data / "games" / "finished" / f"{game_id}.tallyo"
    kept = finished.read_bytes()
    cut_short = organiser.data / "games" / f"{game_id}.tallyo"
    assert cut_short.is_file()

    organiser.answers.continue_answer = cut_short
    organiser.answers.choose_answer = 1
    organiser.trigger("window.continue_game")
    (offered,) = [game for game in organiser.answers.offered[-1] if game.path == cut_short]
    assert offered.stands is Stands.EARLIER
    assert organiser.game_id != game_id
    play_out(organiser)
    assert finished.read_bytes() == kept
    games = library_games(organiser.data)
    assert games[game_id] == whole[game_id] and len(games) == 2
    assert rebuilt(organiser.data) == games


def test_a_copy_that_went_another_way_is_continued_under_its_own_id(
    laptops: tuple[Laptop, Laptop], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, organiser = laptops
    game_id, stale = a_finished_game_on_the_stick(table, organiser, tmp_path, monkeypatch)
    # A fourth hand entered differently on the organiser's laptop, then it moves on.
    organiser.record(ExhaustiveDraw(frozenset({1, 3})))
    organiser.window.file_commands.start_game(EAST_ONLY, OTHERS)
    organiser.gather(tmp_path, monkeypatch)
    organiser.answers.continue_answer = stale
    organiser.trigger("window.continue_game")
    (offered,) = [game for game in organiser.answers.offered[-1] if game.path == stale]
    assert offered.stands is Stands.ANOTHER_WAY
    # No question: it can only be played on as a game of its own, and the player is told.
    assert organiser.answers.choices == []
    assert "played on as a game of its own" in organiser.answers.messages[-1]
    assert organiser.game_id != game_id
    play_out(organiser)
    games = library_games(organiser.data)
    assert games[game_id] == the_table_result(table) and len(games) == 2
    assert rebuilt(organiser.data) == games


def test_a_stale_last_game_is_not_continued_at_the_next_start(
    laptops: tuple[Laptop, Laptop], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, organiser = laptops
    game_id, stale = a_finished_game_on_the_stick(table, organiser, tmp_path, monkeypatch)
    organiser.gather(tmp_path, monkeypatch)
    organiser.window.close()
    before = stale.read_bytes()
    organiser.window, found = organiser.start()
    # The last game was the stale copy: it is left as it is, and the start says why.
    assert found is Start.UNREADABLE
    assert not organiser.window.controller.has_game
    assert stale.read_bytes() == before
    assert finished_files(organiser.data) == {game_id: [the_table_result(table)]}
