"""A damaged library file is told apart from a busy or newer one, and moved aside whole."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tallyo_desktop.core.library import opening as library_module
from tallyo_desktop.core.library.damage import (
    damaged_copy_name,
    set_aside_damaged,
    visible_damage,
)
from tallyo_desktop.core.library.errors import DamagedLibraryError, LibraryError
from tallyo_desktop.core.library.schema import APPLICATION_ID, SCHEMA_VERSION
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

WHEN = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
NOW = datetime(2024, 5, 2, 9, 30, 15)


def finished_game(names: tuple[str, str, str, str]) -> Game:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), names)
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    return game


def good_library(path: Path, games: int = 3) -> bytes:
    """A library holding `games` games, all in the main file; its bytes."""
    with GameLibrary(path) as library:
        for number in range(games):
            game = finished_game((f"Ann{number}", "Bea", "Cid", "Dan"))
            library.add_finished_game(game, f"record {number}", WHEN, f"id-{number}")
    assert not Path(f"{path}-wal").exists()
    return path.read_bytes()


def half(good: bytes) -> bytes:
    return good[: len(good) // 2]


def first_100(good: bytes) -> bytes:
    return good[:100]


def nothing(good: bytes) -> bytes:
    return b""


def zeroed(good: bytes) -> bytes:
    return bytes(len(good))


def garbage(good: bytes) -> bytes:
    return bytes((index * 131 + 7) % 251 for index in range(len(good)))


def header_then_garbage(good: bytes) -> bytes:
    return good[:100] + garbage(good)[100:]


DAMAGE: dict[str, Callable[[bytes], bytes]] = {
    "truncated to half": half,
    "truncated to 100 bytes": first_100,
    "truncated to 0 bytes": nothing,
    "zeroed": zeroed,
    "garbage": garbage,
    "a SQLite header with a garbage body": header_then_garbage,
}


def files_in(folder: Path) -> dict[str, bytes]:
    return {entry.name: entry.read_bytes() for entry in folder.iterdir() if entry.is_file()}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_file_is_refused_as_damaged_and_left_alone(
    tmp_path: Path, damage: Callable[[bytes], bytes]
) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(damage(good_library(path)))
    before = files_in(tmp_path)
    with pytest.raises(DamagedLibraryError) as raised:
        GameLibrary(path)
    assert raised.value.path == path
    assert str(path) in str(raised.value)
    assert files_in(tmp_path) == before


def test_a_folder_in_the_librarys_place_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.mkdir()
    with pytest.raises(DamagedLibraryError, match="is a folder"):
        GameLibrary(path)
    assert path.is_dir()


def test_a_garbage_journal_beside_a_good_library_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    good_library(path)
    wal = tmp_path / "library.sqlite3-wal"
    wal.write_bytes(garbage(bytes(5000)))
    before = files_in(tmp_path)
    with pytest.raises(DamagedLibraryError, match=r"journal library\.sqlite3-wal"):
        GameLibrary(path)
    # SQLite would have thrown the journal away on close: it was not opened at all.
    assert files_in(tmp_path) == before


def test_a_live_journal_is_not_damage(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    good_library(path)
    with GameLibrary(path) as writer:
        writer.add_finished_game(finished_game(("Eve", "Fay", "Gus", "Hal")), "new", WHEN, "n")
        wal = Path(f"{path}-wal")
        assert wal.stat().st_size > 32
        assert visible_damage(path) is None
        with GameLibrary(path) as reader:
            assert len(reader.games()) == 4
        header = wal.read_bytes()[:32]
    wal.write_bytes(b"")
    assert visible_damage(path) is None
    wal.write_bytes(header)
    assert visible_damage(path) is None
    # The same header with one bit of its checksum wrong is thrown away by SQLite.
    wal.write_bytes(header[:31] + bytes([header[31] ^ 1]))
    assert visible_damage(path) is not None


def test_damage_deep_in_the_file_is_found_by_reading_all_of_it(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    good = good_library(path, games=40)
    page = 4096
    # The pages of the records: an open reads the schema and the indexes, not these.
    with contextlib.closing(sqlite3.connect(path)) as check:
        records = [
            number
            for (number,) in check.execute(
                "SELECT pageno FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'"
            )
        ]
    damaged = bytearray(good)
    noise = garbage(good)
    for number in records:
        start = (number - 1) * page
        damaged[start : start + page] = noise[start : start + page]
    path.write_bytes(bytes(damaged))
    with GameLibrary(path) as library:
        assert library.is_damaged()
    with GameLibrary(tmp_path / "other.sqlite3") as healthy:
        assert not healthy.is_damaged()


def test_a_library_from_a_newer_version_is_not_damaged(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()
    with pytest.raises(LibraryError, match="newer version") as raised:
        GameLibrary(path)
    assert not isinstance(raised.value, DamagedLibraryError)


@pytest.fixture
def short_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    # Waiting for the other connection is not what is tested.
    monkeypatch.setattr(library_module, "BUSY_TIMEOUT", 0.01)


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """A good library another connection holds an exclusive lock on."""
    path = tmp_path / "library.sqlite3"
    good_library(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    yield path
    holder.execute("ROLLBACK")
    holder.close()


@pytest.mark.usefixtures("short_wait")
def test_a_busy_library_is_in_use_not_damaged(locked: Path) -> None:
    with pytest.raises(LibraryError, match="in use by another program") as raised:
        GameLibrary(locked)
    assert not isinstance(raised.value, DamagedLibraryError)


def test_a_damaged_library_is_moved_aside_with_its_companions(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    contents = {"": b"main", "-wal": b"log", "-shm": b"index", "-journal": b"journal"}
    for ending, content in contents.items():
        Path(f"{path}{ending}").write_bytes(content)
    kept = set_aside_damaged(path, NOW)
    assert kept == tmp_path / "library.sqlite3.damaged-2024-05-02-093015"
    assert files_in(tmp_path) == {f"{kept.name}{end}": data for end, data in contents.items()}


def test_a_folder_is_moved_aside_whole(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    (path / "inside").mkdir(parents=True)
    (path / "inside" / "note.txt").write_text("kept")
    kept = set_aside_damaged(path, NOW)
    assert not path.exists()
    assert (kept / "inside" / "note.txt").read_text() == "kept"


def test_an_earlier_damaged_copy_is_never_written_over(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    first = tmp_path / "library.sqlite3.damaged-2024-05-02-093015"
    first.write_bytes(b"first")
    # Only a companion's name taken is enough to take the next name.
    Path(f"{first}-2-wal").write_bytes(b"second's log")
    path.write_bytes(b"third")
    kept = set_aside_damaged(path, NOW)
    assert kept.name == "library.sqlite3.damaged-2024-05-02-093015-3"
    assert kept.read_bytes() == b"third"
    assert first.read_bytes() == b"first"
    assert Path(f"{first}-2-wal").read_bytes() == b"second's log"
    assert damaged_copy_name(path, NOW).name.endswith("093015-4")


def test_copies_made_on_the_same_day_have_names_of_their_own(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"one")
    morning = set_aside_damaged(path, datetime(2024, 5, 2, 9, 0, 0))
    path.write_bytes(b"two")
    evening = set_aside_damaged(path, datetime(2024, 5, 2, 21, 0, 0))
    assert morning != evening
    assert (morning.read_bytes(), evening.read_bytes()) == (b"one", b"two")


def test_a_new_library_opens_where_the_damaged_one_was(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(zeroed(good_library(path)))
    with pytest.raises(DamagedLibraryError):
        GameLibrary(path)
    set_aside_damaged(path, NOW)
    with GameLibrary(path) as library:
        assert library.games() == []
        assert not library.is_damaged()
