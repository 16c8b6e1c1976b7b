"""Long work on the library shows its progress in the app's window: an upgrade when the library
is first asked for, a rebuild from the game files with Cancel; meanwhile the library is handed
to nothing else, and a cancelled rebuild leaves it as it was."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.library import long_work
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.start import open_library
from tallyo_desktop.core.library.schema import SCHEMA_VERSION
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.work import Cancelled
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

EXAMPLE = Path(__file__).parent.parent / "data" / "library-v4.sqlite3"
GAMES = 60


@pytest.fixture(autouse=True)
def shown_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The progress shows from the first step, and handles events at every one."""
    monkeypatch.setattr(long_work, "SHOWN_AFTER_S", 0.0)
    monkeypatch.setattr(long_work, "EVENTS_EVERY_S", 0.0)


def the_dialog() -> QProgressDialog | None:
    found = [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, QProgressDialog)
        and widget.objectName() == "libraryWork"
        and widget.isVisible()
    ]
    return found[0] if found else None


def while_working(step: Callable[[QProgressDialog], None]) -> list[QProgressDialog]:
    """Call `step` with the work's dialog from the events it handles; the dialogs seen."""
    seen: list[QProgressDialog] = []

    def look() -> None:
        dialog = the_dialog()
        if dialog is None:
            QTimer.singleShot(0, look)
            return
        seen.append(dialog)
        step(dialog)

    QTimer.singleShot(0, look)
    return seen


def data_folder(tmp_path: Path, games: int = GAMES, prefix: str = "game") -> Path:
    folder = tmp_path / "data"
    finished = GameStore(folder).finished_dir
    finished.mkdir(parents=True)
    for number in range(games):
        game = Game(presets.east_only(presets.WRC), ("Ann", "Bea", "Cid", f"Dan{number % 5}"))
        while not game.is_over:
            game.record(ExhaustiveDraw(frozenset()))
        record = game_to_json(game, Metadata(id=f"{prefix}-{number}"))
        (finished / f"{prefix}-{number}.tallyo").write_text(record, encoding="utf-8")
    return folder


def test_an_upgrade_shows_its_progress_and_lends_the_library_to_nothing_meanwhile(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copyfile(EXAMPLE, folder / "library.sqlite3")
    keeper = LibraryKeeper(lambda: open_library(folder))
    asked: list[tuple[str, object, str | None]] = []

    def meanwhile(dialog: QProgressDialog) -> None:
        # Something the dialog lets run (a timer, say) asks for the library.
        asked.append((dialog.labelText(), keeper.library, keeper.error))
        # Neither Esc nor closing the dialog stops an upgrade.
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        dialog.close()
        assert dialog.isVisible() and not dialog.wasCanceled()

    seen = while_working(meanwhile)
    library = keeper.library
    assert library is not None
    assert library.schema_version == SCHEMA_VERSION
    assert seen and asked
    label, lent, why = asked[0]
    assert label == "Bringing the game library up to date…"
    assert lent is None and why
    # Without Cancel: an upgrade is done whole.
    assert seen[0].findChild(QPushButton) is None
    assert the_dialog() is None
    assert len(library.statistics(StatisticsFilter())) == 5
    keeper.close()


def test_a_rebuild_shows_its_progress_and_cancel_leaves_the_library_as_it_was(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = data_folder(tmp_path)
    keeper = LibraryKeeper(lambda: open_library(folder), GameStore(folder))
    assert keeper.rebuild() == GAMES
    library = keeper.library
    assert library is not None
    # The club's own work, kept by the library alone.
    ann, bea = library.person_named("Ann"), library.person_named("Dan0")
    assert ann is not None and bea is not None
    library.rename_person(ann.id, "Annie")
    before = library.statistics(StatisticsFilter())
    # Two more files: a rebuild would count them.
    extra = data_folder(tmp_path / "more", 2, "more")
    for path in GameStore(extra).finished_dir.iterdir():
        shutil.copyfile(path, GameStore(folder).finished_dir / path.name)
    values: list[tuple[int, int]] = []

    def cancel_half_way(dialog: QProgressDialog) -> None:
        values.append((dialog.value(), dialog.maximum()))
        assert dialog.labelText() == "Making the library again from the game files…"
        cancel = dialog.findChild(QPushButton)
        assert cancel is not None and cancel.text() == "Cancel"
        cancel.click()

    window = LibraryWindow(keeper)
    qtbot.addWidget(window)
    seen = while_working(cancel_half_way)
    with qtbot.assertNotEmitted(keeper.changed):
        window.rebuild_button.click()
    assert seen
    assert values[0][1] == GAMES + 2
    assert window.games_status.text() == "Rebuild cancelled: the library was left as it was."
    assert not window.problem.isVisible()
    library = keeper.library
    assert library is not None
    assert library.statistics(StatisticsFilter()) == before
    assert len(library.game_ids()) == GAMES
    assert the_dialog() is None
    # Not cancelled, it counts the new files.
    assert keeper.rebuild() == GAMES + 2
    keeper.close()


def test_a_cancelled_rebuild_says_so_to_its_caller(qtbot: QtBot, tmp_path: Path) -> None:
    folder = data_folder(tmp_path, 5)
    keeper = LibraryKeeper(lambda: open_library(folder), GameStore(folder))
    while_working(lambda dialog: dialog.cancel())
    with pytest.raises(Cancelled):
        keeper.rebuild()
    # The library is handed out again.
    assert keeper.library is not None
    keeper.close()
