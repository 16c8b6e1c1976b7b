"""A game is among the finished games from the moment it ends: undo past the end brings it back
as the current unfinished game, redo puts it back, a kill at any step of either loses no copy of
it, and the library (also one that was busy, or an app killed before it was written) holds at the
next start what the files say.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSaveFile
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.finished_elsewhere import key_of
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import Start, build_window, open_library
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, Ron, Win

from .data_folders import finished_files, library_games, rebuilt
from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")
EAST_ONLY = presets.east_only(presets.WRC)
THREE: list[Event] = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
                      ((1, 0), (2, 1), (3, 2))]  # fmt: skip
LAST = Ron(3, (Win(0, Hand(13)),))
OTHER_LAST = Ron(3, (Win(1, Hand(2, 30)),))


def start(qtbot: QtBot, data: Path) -> tuple[MainWindow, Start]:
    window, found, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(window)
    # What a start leaves for the event loop (the library taking in what it missed) runs.
    QApplication.processEvents()
    return window, found


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    main, _ = start(qtbot, tmp_path / "data")
    main.file_commands.start_game(EAST_ONLY, NAMES)
    for event in THREE:
        assert main.controller.record(event)
    yield main
    main.close()


def copies(data: Path, game_id: str) -> list[Path]:
    return sorted(path for path in (data / "games").rglob(f"{game_id}*.tallyo"))


def test_a_game_is_among_the_finished_games_when_it_ends(
    window: MainWindow, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    files = window.files
    assert files is not None and files.metadata.id is not None
    game_id = files.metadata.id
    assert window.controller.record(LAST)
    # Before the players move on: a copy of the games folder holds the last game too.
    assert copies(data, game_id) == [data / "games" / "finished" / f"{game_id}.tallyo"]
    assert files.autosave_path == copies(data, game_id)[0]
    assert list(library_games(data)) == [game_id]
    assert rebuilt(data) == library_games(data)


def test_undo_past_the_end_brings_the_game_back_and_redo_puts_it_back(
    window: MainWindow, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    files = window.files
    assert files is not None and files.metadata.id is not None
    game_id = files.metadata.id
    controller = window.controller
    assert controller.record(LAST)
    controller.undo()
    # One copy, unfinished, the current game's; out of the library.
    assert copies(data, game_id) == [data / "games" / f"{game_id}.tallyo"]
    assert read_saved_game(copies(data, game_id)[0]).game.events == tuple(THREE)
    assert files.store.last_game() == copies(data, game_id)[0]
    assert library_games(data) == {} == rebuilt(data)
    controller.redo()
    assert copies(data, game_id) == [data / "games" / "finished" / f"{game_id}.tallyo"]
    assert list(library_games(data)) == [game_id]
    assert rebuilt(data) == library_games(data)
    # Undone and played another way, it ends with the other hand, in the library too.
    controller.undo()
    assert controller.record(OTHER_LAST)
    (copy,) = copies(data, game_id)
    assert read_saved_game(copy).game.events == (*THREE, OTHER_LAST)
    assert library_games(data) == {game_id: key_of(controller.game)} == rebuilt(data)
    # After the end a name changes: the finished copy and the library follow.
    assert controller.rename(0, "Ann K.")
    assert read_saved_game(copy).game.names[0] == "Ann K."
    assert library_games(data) == {game_id: key_of(controller.game)} == rebuilt(data)


def test_the_players_file_and_the_lock_follow_the_game_past_its_end(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    files = window.files
    assert files is not None
    mine = tmp_path / "friday.tallyo"
    assert files.save_as(mine)
    controller = window.controller
    assert controller.record(LAST)
    assert read_saved_game(mine).game.is_over
    controller.undo()
    assert read_saved_game(mine).game.events == tuple(THREE)
    # Held by this window all along: a second window cannot take it.
    other, _ = start(qtbot, tmp_path / "data")
    assert other.files is not None and files.autosave_path is not None
    with pytest.raises(Exception, match="another Tallyo Desktop window"):
        other.files.continue_game(files.autosave_path)
    other.close()
    # A start after a quit continues it, still kept in the player's file.
    window.close()
    again, found = start(qtbot, tmp_path / "data")
    assert found is Start.RECOVERED and again.files is not None
    assert again.files.user_path == mine and again.controller.game.events == tuple(THREE)
    assert again.controller.record(LAST)
    assert read_saved_game(mine).game.is_over
    again.close()


# --- kills at every step ------------------------------------------------------------------------


class Killed(Exception):
    """The app dies here: nothing after it reaches the disk."""


class Killer:
    """Counts every write the app makes to the disk or the library, and kills it at the
    `at`-th: that one and every later one fail."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.at = -1
        self.count = 0
        self.dead = False
        real_replace, real_unlink, real_commit = os.replace, os.unlink, QSaveFile.commit

        def step() -> None:
            if self.dead or (self.at >= 0 and self.count == self.at):
                self.dead = True
                raise Killed
            if self.at >= 0:
                self.count += 1

        def replace(*args: Any, **kwargs: Any) -> None:
            step()
            real_replace(*args, **kwargs)

        def unlink(*args: Any, **kwargs: Any) -> None:
            step()
            real_unlink(*args, **kwargs)

        def commit(self_: QSaveFile) -> bool:
            try:
                step()
            except Killed:
                # Cut off mid-save: the file keeps what it held.
                self_.cancelWriting()
                raise
            return bool(real_commit(self_))

        def library(name: str) -> Callable[..., Any]:
            real = getattr(GameLibrary, name)

            def write(*args: Any, **kwargs: Any) -> Any:
                step()
                return real(*args, **kwargs)

            return write

        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(os, "unlink", unlink)
        monkeypatch.setattr(QSaveFile, "commit", commit)
        for name in ("add_finished_game", "delete_game_uid"):
            monkeypatch.setattr(GameLibrary, name, library(name))

    def arm(self, at: int) -> None:
        self.at, self.count, self.dead = at, 0, False

    def disarm(self) -> None:
        self.at, self.dead = -1, False


STEPS: list[tuple[str, Callable[[MainWindow], object]]] = [
    ("the last hand", lambda window: window.controller.record(LAST)),
    ("undo past the end", lambda window: window.controller.undo()),
    ("redo past the end", lambda window: window.controller.redo()),
    ("undo again", lambda window: window.controller.undo()),
    ("another last hand", lambda window: window.controller.record(OTHER_LAST)),
]


@pytest.mark.qt_no_exception_capture
@pytest.mark.qt_log_ignore("QLockFile")
def test_a_kill_at_any_step_past_the_end_loses_no_copy(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Three hands played, once: each kill starts from a copy of that data folder.
    played = tmp_path / "played"
    first, _ = start(qtbot, played)
    first.file_commands.start_game(EAST_ONLY, NAMES)
    for event in THREE:
        assert first.controller.record(event)
    first.close()
    killer = Killer(monkeypatch)
    at = 0
    while True:
        data = tmp_path / f"kill-{at}" / "data"
        shutil.copytree(played, data)
        window, found = start(qtbot, data)
        assert found is Start.RECOVERED and window.files is not None
        game_id = window.files.metadata.id
        assert game_id is not None
        shown = [window.controller.game.events]
        killer.arm(at)
        for _name, step in STEPS:
            before = window.controller.game.events
            with contextlib.suppress(Killed):
                step(window)
            if killer.dead:
                break
            shown.append(window.controller.game.events)
            assert window.controller.game.events != before
        killed = killer.dead
        # In memory, the change under way was made: it may or may not have reached the disk.
        under_way = window.controller.game.events
        killer.disarm()
        # What a kill leaves: the files as they are, the locks let go, and nothing closed.
        assert window.files is not None
        window.files.store.release_all()
        window.is_set_up = False
        window.close()

        again, found = start(qtbot, data)
        (copy,) = copies(data, game_id)
        saved = read_saved_game(copy)
        # The game as it was last shown, or as the change being made would have left it.
        assert saved.game.events in (*shown, under_way)
        assert (copy.parent.name == "finished") == saved.game.is_over
        assert library_games(data) == rebuilt(data)
        assert (game_id in library_games(data)) == saved.game.is_over
        if not saved.game.is_over:
            assert found is Start.RECOVERED and again.controller.game.events == saved.game.events
        again.close()
        if not killed:
            break
        at += 1
    capsys.readouterr()
    # Every write of the steps was a kill point once.
    assert at > 10


# --- the library that could not be written ------------------------------------------------------


def test_a_game_finished_while_the_library_was_busy_is_taken_in_at_the_next_start(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    real_add = GameLibrary.add_finished_game
    busy = True

    def add(*args: Any, **kwargs: Any) -> int:
        if busy:
            raise LibraryError("The game library cannot be written: database is locked.")
        return real_add(*args, **kwargs)

    monkeypatch.setattr(GameLibrary, "add_finished_game", add)
    messages: list[str] = []
    assert window.keeper is not None
    window.keeper.problem.connect(messages.append)
    assert window.controller.record(LAST)
    assert any("tried again while you play, and at the next start" in m for m in messages)
    assert library_games(data) == {}
    window.close()
    assert library_games(data) == {}
    busy = False
    again, _ = start(qtbot, data)
    # Taken in as the window comes up, and said so.
    assert list(library_games(data)) == list(finished_files(data))
    assert library_games(data) == rebuilt(data)
    assert "took in the 1 game it had missed" in again.statusBar().currentMessage()
    again.close()


def test_a_closed_window_no_longer_writes_the_library(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    store = GameStore(data)
    controller = GameController()
    keeper = LibraryKeeper(lambda: open_library(data), store, retry_ms=20)
    main = MainWindow()
    main.set_up(controller, FakePrompter(), GameFiles(controller, store), keeper, None)
    qtbot.addWidget(main)
    real_add = GameLibrary.add_finished_game
    busy = [True]

    def add(*args: Any, **kwargs: Any) -> int:
        if busy[0]:
            raise LibraryError("The game library cannot be written: database is locked.")
        return real_add(*args, **kwargs)

    monkeypatch.setattr(GameLibrary, "add_finished_game", add)
    main.file_commands.start_game(EAST_ONLY, NAMES)
    for event in [*THREE, LAST]:
        assert main.controller.record(event)
    main.close()
    # The library is free again, long after the window would have tried again: it was closed,
    # so the game waits for the next start, which takes it in.
    busy[0] = False
    qtbot.wait(300)
    assert library_games(data) == {}
    assert store.pending.ids() != []
    again, _ = start(qtbot, data)
    assert list(library_games(data)) == list(finished_files(data))
    again.close()


def test_a_start_reads_nothing_of_the_library_when_nothing_is_pending(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.controller.record(LAST)
    window.close()
    opened: list[bool] = []
    real = GameLibrary.__init__

    def spy(self: GameLibrary, *args: Any, **kwargs: Any) -> None:
        opened.append(True)
        real(self, *args, **kwargs)

    monkeypatch.setattr(GameLibrary, "__init__", spy)
    again, _ = start(qtbot, tmp_path / "data")
    assert opened == []
    again.close()


def test_a_start_lists_no_folder_of_finished_games(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The last game is unfinished, and a finished game is in the data folder.
    assert window.files is not None
    finished = window.files.store.finished_dir
    assert window.controller.record(LAST)
    window.file_commands.start_game(EAST_ONLY, NAMES)
    window.close()
    assert finished.is_dir()
    listed: list[Path] = []
    real_listdir, real_scandir = os.listdir, os.scandir

    def listdir(path: Any = ".") -> list[str]:
        listed.append(Path(path))
        return real_listdir(path)

    def scandir(path: Any = ".") -> Any:
        listed.append(Path(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "listdir", listdir)
    monkeypatch.setattr(os, "scandir", scandir)
    again, found = start(qtbot, tmp_path / "data")
    monkeypatch.undo()
    assert found is Start.RECOVERED
    # However many finished games there are, a start does not look at them.
    assert finished not in listed
    again.close()
