"""Game ▸ Import game logs… and logs dropped on the window, in the real window: real Tenhou logs
picked in the file dialog, the summary, the library listing the games marked as imported, the
history of one with its tiles and yaku, a log cut short among the games to continue, and the
same logs imported again adding nothing."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .modal_answers import Answers

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LOGS = Path(__file__).resolve().parent.parent / "data" / "tenhou" / "logs"
PRIVATE = LOGS / "2019020120gm-0009-10011-215330df.mjlog"
MJLOG = LOGS / "2019021004gm-00a9-0000-e2f6516d.mjlog"
SAME_AS_JSON = LOGS / "2019021004gm-00a9-0000-e2f6516d.json"
CUT_SHORT = LOGS / "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
WHOLE = LOGS / "2011020401gm-00a9-0000-f6eff225.mjlog"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(main)
    yield main
    main.close()


@pytest.fixture
def bad_log(tmp_path: Path) -> Path:
    path = tmp_path / "downloads" / "notes.mjlog"
    path.parent.mkdir(parents=True)
    path.write_text("my notes of the game, not a log", encoding="utf-8")
    return path


def pick(monkeypatch: pytest.MonkeyPatch, paths: list[Path]) -> None:
    def chosen(*_args: object) -> tuple[list[str], str]:
        return [str(path) for path in paths], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", chosen)


def import_by_menu(window: MainWindow, action: str = "window.import_logs") -> Answers:
    answers = Answers()
    try:
        window.commands.actions_by_id[action].trigger()
    finally:
        answers.stop()
    return answers


def library_window(window: MainWindow) -> LibraryWindow:
    window.file_commands.show_library()
    shown = window.file_commands._library_window
    assert shown is not None
    return shown


def rules_cells(shown: LibraryWindow) -> list[tuple[str, str]]:
    model = shown.games_model
    return [
        (
            model.index(row, 1).data(),
            model.index(row, 1).data(Qt.ItemDataRole.ToolTipRole) or "",
        )
        for row in range(model.rowCount())
    ]


def unfinished_ids(window: MainWindow) -> list[str | None]:
    assert window.files is not None
    return [
        game.saved.metadata.id for game in window.files.store.unfinished() if game.saved is not None
    ]


def test_the_menu_imports_the_logs_picked_and_the_library_lists_them_marked(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, bad_log: Path
) -> None:
    pick(monkeypatch, [PRIVATE, MJLOG, SAME_AS_JSON, CUT_SHORT, bad_log])

    answers = import_by_menu(window)

    assert answers.messages == [
        "Games imported into the library: 2\n"
        "Already there: 1\n"
        "Unfinished, to play on with Game ▸ Continue a game: 1\n"
        "Not imported: 1"
    ]
    assert f"{bad_log}: It is not a Tenhou or Mahjong Soul game log." in answers.details[0]
    assert str(CUT_SHORT) in answers.details[0]
    # What was read where the log does not say it is told, log by log.
    assert (
        f"{PRIVATE}:\n  The room starts everybody at 30000 points, not at 25000.\n"
        "  Uma and oka as the log's results give them: uma +50.0 / +20.0 / 0.0 / -70.0, no oka."
        in answers.details[0]
    )
    cells = rules_cells(library_window(window))
    assert len(cells) == 2
    assert all(text.endswith(" · from Tenhou") for text, _tip in cells)
    assert any(
        "Imported from Tenhou, game 2019021004gm-00a9-0000-e2f6516d" in tip for _, tip in cells
    )
    # The game cut short waits among the unfinished games, for Continue a game.
    result = window.file_commands.importing.last_result
    assert result is not None and len(result.unfinished) == 1
    assert unfinished_ids(window) == [result.unfinished[0][1].metadata.id]


def test_the_same_logs_imported_again_add_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, bad_log: Path
) -> None:
    pick(monkeypatch, [PRIVATE, MJLOG, SAME_AS_JSON, CUT_SHORT, bad_log])
    import_by_menu(window)
    finished = sorted(os.listdir(window.files.store.finished_dir))  # type: ignore[union-attr]

    again = import_by_menu(window)

    assert again.messages == [
        "Games imported into the library: 0\n"
        "Already there: 4\n"
        "Unfinished, to play on with Game ▸ Continue a game: 0\n"
        "Not imported: 1"
    ]
    assert library_window(window).games_model.rowCount() == 2
    assert sorted(os.listdir(window.files.store.finished_dir)) == finished  # type: ignore[union-attr]
    assert len(unfinished_ids(window)) == 1


def test_the_whole_log_of_a_game_cut_short_is_one_finished_game(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    pick(monkeypatch, [CUT_SHORT, WHOLE])

    answers = import_by_menu(window)

    assert answers.messages[0].startswith("Games imported into the library: 1\nAlready there: 1\n")
    assert library_window(window).games_model.rowCount() == 1
    assert unfinished_ids(window) == []


def test_a_folder_picked_imports_every_log_in_it(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "tenhou"
    (folder / "older").mkdir(parents=True)
    shutil.copy(PRIVATE, folder)
    shutil.copy(MJLOG, folder / "older")
    (folder / "readme.txt").write_text("my logs", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_args: str(folder))

    answers = import_by_menu(window, "window.import_folder")

    # The folder's other file is passed over without a word.
    assert answers.messages[0].startswith("Games imported into the library: 2\n")
    assert answers.messages[0].endswith("Not imported: 0")
    assert library_window(window).games_model.rowCount() == 2


def test_an_imported_game_opened_from_the_library_shows_its_tiles_and_yaku(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    pick(monkeypatch, [PRIVATE])
    import_by_menu(window)
    shown = library_window(window)
    shown.games_table.selectRow(0)

    shown.open_button.click()

    model = window.controller.model
    first = model.index(0, Column.SUMMARY)
    assert first.data() == (
        "おじさん tsumo, mangan (Riichi 1, Menzen Tsumo 1, Dora 3): 2000/4000; おじさん receives "
        "8000 + 1000 (1 riichi stick) (おじさん riichi)"
    )
    tip = first.data(Qt.ItemDataRole.ToolTipRole)
    assert (
        "おじさん: 123345p44455789s, won on 4p; dora indicators 3s; ura dora indicators 7z" in tip
    )
    second = model.index(1, Column.SUMMARY)
    assert "(Yakuhai (round wind east) 1, Dora 1)" in second.data()
    assert "pon:111z" in second.data(Qt.ItemDataRole.ToolTipRole)
    assert window.controller.read_only


def test_the_progress_dialogs_cancel_stores_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.file_commands.importing.progress_after_ms = 0
    pick(monkeypatch, [PRIVATE, MJLOG, SAME_AS_JSON])
    answers = Answers(progress=lambda dialog: dialog.cancel())
    try:
        window.commands.actions_by_id["window.import_logs"].trigger()
    finally:
        answers.stop()

    assert answers.messages == ["The import was cancelled: nothing was added to the library."]
    assert library_window(window).games_model.rowCount() == 0


def drop(window: MainWindow, paths: list[Path]) -> bool:
    """Drag `paths` onto the window and drop them there: whether the window took the drag."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    where = QPointF(window.rect().center())
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(where.toPoint(), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    dropped = QDropEvent(where, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, dropped)
    return dropped.isAccepted()


def test_logs_dropped_on_the_window_are_imported(window: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path / "dropped"
    folder.mkdir()
    shutil.copy(MJLOG, folder)
    answers = Answers()
    try:
        taken = drop(window, [PRIVATE, folder])
    finally:
        answers.stop()

    assert taken
    assert answers.messages[0].startswith("Games imported into the library: 2\n")
    assert len(rules_cells(library_window(window))) == 2


def test_a_game_file_dropped_on_the_window_opens(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "table 3.tallyo"
    stamp = "2026-03-05T21:00:00+01:00"
    metadata = Metadata(id="dropped", created=stamp, updated=stamp)
    path.write_text(
        game_to_json(Game(Rules(), ("Ann", "Bea", "Cid", "Dan")), metadata), encoding="utf-8"
    )

    assert drop(window, [path])

    assert window.controller.has_game
    assert window.controller.state.names == ("Ann", "Bea", "Cid", "Dan")
    assert window.files is not None and window.files.user_path == path


def test_a_drag_without_files_is_not_taken(window: MainWindow) -> None:
    mime = QMimeData()
    mime.setText("East 1, ron 3900")
    enter = QDragEnterEvent(
        window.rect().center(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter.ignore()

    QApplication.sendEvent(window, enter)

    assert not enter.isAccepted()


def test_an_unreadable_copy_among_the_unfinished_games_is_never_written_over(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tallyo_desktop.core.importing.reading import read_game_log

    game_id = read_game_log(CUT_SHORT).metadata.id
    assert window.files is not None and game_id is not None
    there = window.files.store.autosave_path(game_id)
    there.parent.mkdir(parents=True, exist_ok=True)
    there.write_bytes(b"{ half a game")
    pick(monkeypatch, [CUT_SHORT])

    answers = import_by_menu(window)

    assert there.read_bytes() == b"{ half a game"
    assert answers.messages[0].startswith("Games imported into the library: 0\nAlready there: 1\n")


def test_a_folder_holding_a_log_with_a_number_no_log_writes_imports_the_others(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    text = MJLOG.read_text(encoding="utf-8")
    start = text.index('owari="') + len('owari="')
    (folder / "bad.mjlog").write_text(
        text[:start] + "1e999990" + text[text.index(",", start) :], encoding="utf-8"
    )
    shutil.copy(PRIVATE, folder / "good.mjlog")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_args: str(folder))

    answers = import_by_menu(window, "window.import_folder")

    assert answers.messages == [
        "Games imported into the library: 1\n"
        "Already there: 0\n"
        "Unfinished, to play on with Game ▸ Continue a game: 0\n"
        "Not imported: 1"
    ]
    assert (
        f"{folder / 'bad.mjlog'}: It is a damaged Tenhou log: a tag holds what no log writes."
        in answers.details[0]
    )
