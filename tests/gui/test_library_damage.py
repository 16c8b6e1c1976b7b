"""A damaged library is moved aside when it is opened or rebuilt and made again from the game
files, and the player is told where the damaged copy is; a busy library, or one from a newer
version, is left as it is."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.start import open_library
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library import damage as library_damage
from tallyo_desktop.core.library import opening as library_module
from tallyo_desktop.core.library.practice_log import PracticeSession
from tallyo_desktop.core.library.schema import APPLICATION_ID, SCHEMA_VERSION
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.practice.question import Topic
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Ron, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TABLES = [("Ann", "Bea", "Cid", "Dan"), ("Eve", "Fay", "Gus", "Hal"), ("Ivy", "Jo", "Kim", "Lu")]
"""The players of the finished games in the game files."""


def finished_game(names: tuple[str, str, str, str]) -> Game:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), names)
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    return game


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A data folder with three finished games' files and the library made from them."""
    folder = tmp_path / "data"
    finished = GameStore(folder).finished_dir
    finished.mkdir(parents=True)
    for number, names in enumerate(TABLES):
        record = game_to_json(finished_game(names), Metadata(id=f"game-{number}"))
        (finished / f"game-{number}.tallyo").write_text(record, encoding="utf-8")
    keeper = LibraryKeeper(lambda: open_library(folder), GameStore(folder))
    assert keeper.rebuild() == len(TABLES)
    keeper.close()
    return folder


def library_path(data: Path) -> Path:
    return data / "library.sqlite3"


def copies(data: Path) -> list[Path]:
    """The damaged copies beside the library (their companions left out)."""
    return sorted(
        path
        for path in data.glob("library.sqlite3.damaged-*")
        if not path.name.endswith(library_damage.COMPANIONS)
    )


def first_players(keeper: LibraryKeeper) -> list[str]:
    library = keeper.library
    assert library is not None, keeper.error
    return sorted(game.players[0].name for game in library.games())


def garbage(size: int) -> bytes:
    return bytes((index * 131 + 7) % 251 for index in range(size))


def rewrite(change: Callable[[bytes], bytes]) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        path.write_bytes(change(path.read_bytes()))

    return damage


def header_then_garbage(path: Path) -> None:
    good = path.read_bytes()
    path.write_bytes(good[:100] + garbage(len(good))[100:])


def folder_in_its_place(path: Path) -> None:
    path.unlink()
    (path / "inside").mkdir(parents=True)
    (path / "inside" / "note.txt").write_text("a folder where the library was")


def garbage_journal(path: Path) -> None:
    Path(f"{path}-wal").write_bytes(garbage(5000))


def deep_damage(path: Path) -> None:
    # The first two pages (the schema) stay whole: the file opens, and its games cannot be read.
    good = path.read_bytes()
    path.write_bytes(good[:8192] + garbage(len(good))[8192:])


DAMAGE: dict[str, Callable[[Path], None]] = {
    "truncated to half": rewrite(lambda good: good[: len(good) // 2]),
    "truncated to 100 bytes": rewrite(lambda good: good[:100]),
    "truncated to 0 bytes": rewrite(lambda good: b""),
    "zeroed": rewrite(lambda good: bytes(len(good))),
    "garbage": rewrite(lambda good: garbage(len(good))),
    "a SQLite header with a garbage body": header_then_garbage,
    "a folder in its place": folder_in_its_place,
    "a garbage journal beside a good library": garbage_journal,
    "damage deep in the file": deep_damage,
}


def snapshot(path: Path) -> dict[str, bytes]:
    """What is at `path` and its journal: each file's bytes, by its name (from `path`)."""
    found: dict[str, bytes] = {}
    for ending in ("", *library_damage.COMPANIONS):
        where = Path(f"{path}{ending}")
        if where.is_dir():
            for inner in where.rglob("*"):
                if inner.is_file():
                    found[f"{ending}/{inner.relative_to(where)}"] = inner.read_bytes()
        elif where.exists():
            found[ending] = where.read_bytes()
    return found


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_library_is_moved_aside_and_made_again_from_the_game_files(
    qtbot: QtBot, data: Path, damage: Callable[[Path], None]
) -> None:
    path = library_path(data)
    damage(path)
    damaged = snapshot(path)
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    with qtbot.waitSignal(keeper.problem) as told:
        assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
    [kept] = copies(data)
    assert snapshot(kept) == damaged
    assert told.args == [keeper.notice]
    assert str(kept) in keeper.notice and "3 games" in keeper.notice
    keeper.close()
    # The new library is a whole one, and stays.
    again = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert first_players(again) == ["Ann", "Eve", "Ivy"]
    assert again.notice == "" and copies(data) == [kept]
    again.close()


def test_rebuild_mends_a_damaged_library(data: Path) -> None:
    path = library_path(data)
    path.write_bytes(bytes(path.stat().st_size))
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert keeper.rebuild() == len(TABLES)
    [kept] = copies(data)
    assert str(kept) in keeper.notice
    assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
    keeper.close()


def test_rebuild_mends_a_library_damaged_while_it_was_open(data: Path) -> None:
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
    path = library_path(data)
    with path.open("r+b") as file:
        file.seek(8192)
        file.write(garbage(path.stat().st_size - 8192))
    damaged = path.read_bytes()
    assert keeper.rebuild() == len(TABLES)
    [kept] = copies(data)
    assert kept.read_bytes() == damaged
    assert str(kept) in keeper.notice
    assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
    keeper.close()


def test_two_damaged_libraries_leave_two_copies(data: Path) -> None:
    path = library_path(data)
    for _ in range(2):
        path.write_bytes(garbage(path.stat().st_size))
        keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
        assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
        keeper.close()
    assert len(copies(data)) == 2
    assert all(copy.read_bytes() == garbage(len(copy.read_bytes())) for copy in copies(data))


def test_a_library_that_cannot_be_moved_aside_says_what_to_do(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = library_path(data)
    path.write_bytes(garbage(path.stat().st_size))
    before = snapshot(path)

    def refuse(path: Path, now: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(library_damage, "set_aside_damaged", refuse)
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert keeper.library is None
    assert keeper.error is not None
    assert "could not be moved aside: Permission denied" in keeper.error
    assert "Move or delete it" in keeper.error
    with pytest.raises(TallyoError, match="could not be moved aside"):
        keeper.rebuild()
    assert snapshot(path) == before and copies(data) == []


def future_library(path: Path) -> None:
    path.unlink()
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, shape TEXT)")
    connection.execute("INSERT INTO games VALUES (1, 'from the future')")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()


def test_a_library_from_a_newer_version_is_refused_and_not_moved(data: Path) -> None:
    path = library_path(data)
    future_library(path)
    before = snapshot(path)
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert keeper.library is None
    assert keeper.error is not None and "newer version" in keeper.error
    with pytest.raises(TallyoError, match="newer version"):
        keeper.rebuild()
    assert snapshot(path) == before and copies(data) == []
    assert keeper.notice == ""


@pytest.fixture
def holder(data: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[sqlite3.Connection]:
    """Another connection holding an exclusive lock on the library."""
    # Waiting for the other connection is not what is tested.
    monkeypatch.setattr(library_module, "BUSY_TIMEOUT", 0.01)
    connection = sqlite3.connect(library_path(data), isolation_level=None)
    connection.execute("PRAGMA locking_mode = EXCLUSIVE")
    connection.execute("BEGIN EXCLUSIVE")
    yield connection
    connection.close()


def test_a_busy_library_is_not_moved_aside(data: Path, holder: sqlite3.Connection) -> None:
    path = library_path(data)
    before = path.read_bytes()
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    assert keeper.library is None
    assert keeper.error is not None and "in use by another program" in keeper.error
    with pytest.raises(TallyoError, match="in use"):
        keeper.rebuild()
    assert path.read_bytes() == before and copies(data) == []
    holder.execute("ROLLBACK")
    holder.close()
    # Once the other program lets go, the same library opens with its games.
    assert first_players(keeper) == ["Ann", "Eve", "Ivy"]
    assert copies(data) == []
    keeper.close()


def test_the_library_window_says_where_the_damaged_copy_is(qtbot: QtBot, data: Path) -> None:
    path = library_path(data)
    path.write_bytes(path.read_bytes()[:100])
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    window = LibraryWindow(keeper)
    qtbot.addWidget(window)
    window.show()
    [kept] = copies(data)
    assert window.games_table.model().rowCount() == len(TABLES)
    assert window.problem.isVisible()
    assert str(kept) in window.problem.text()
    keeper.close()


def test_the_main_window_says_where_the_damaged_copy_is_when_a_game_ends(
    qtbot: QtBot, data: Path
) -> None:
    path = library_path(data)
    path.write_bytes(garbage(path.stat().st_size))
    controller = GameController()
    store = GameStore(data)
    keeper = LibraryKeeper(lambda: open_library(data), store)
    window = MainWindow()
    window.set_up(controller, FakePrompter(), GameFiles(controller, store), keeper, None)
    qtbot.addWidget(window)
    window.file_commands.start_game(presets.east_only(presets.WRC), ("Mo", "Ned", "Oz", "Pia"))
    for winner, discarder in ((1, 0), (2, 1), (3, 2), (0, 3)):
        controller.record(Ron(discarder, (Win(winner, Hand(1, 30)),)))
    assert controller.game.is_over
    [kept] = copies(data)
    qtbot.waitUntil(lambda: str(kept) in window.statusBar().currentMessage())
    # The game just finished joins the games from the files.
    assert first_players(keeper) == ["Ann", "Eve", "Ivy", "Mo"]
    window.close()


def test_the_practice_a_damaged_library_still_holds_comes_along(qtbot: QtBot, data: Path) -> None:
    path = library_path(data)
    tally = {Topic.PINFU_TSUMO: (7, 10), Topic.KIRIAGE: (2, 3)}
    with GameLibrary(path) as library:
        when = datetime(2026, 5, 1, tzinfo=UTC)
        library.add_practice_session(PracticeSession(when, "tenhou", "all", 10, 6, Accuracy(tally)))
    # The journal is damaged; the file itself still holds the practice.
    garbage_journal(path)
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    with qtbot.waitSignal(keeper.problem):
        mended = keeper.library
    assert mended is not None
    assert mended.practice_accuracy().tally == tally
    assert "1 practice session it still held was kept" in keeper.notice
    keeper.close()


def test_a_damaged_library_with_no_practice_to_read_says_nothing_of_it(
    qtbot: QtBot, data: Path
) -> None:
    path = library_path(data)
    path.write_bytes(garbage(4096))
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    with qtbot.waitSignal(keeper.problem):
        assert keeper.library is not None
    assert "practice" not in keeper.notice
    keeper.close()
