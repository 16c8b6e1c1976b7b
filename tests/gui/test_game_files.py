"""The current game on disk: its own copy, the player's file, recovery, locks and bad files.

docs/game-files.md is the design these tests hold the code to.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSysInfo
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.files.player_file import Link
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_game_file, read_saved_game
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
HANDS: tuple[Event, ...] = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(4, 40)),
    ExhaustiveDraw(frozenset({1})),
)
# Root ignores file permissions: the read-only cases can only be seen by another user.
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def keeper(data: Path, retry_ms: int = 20) -> GameFiles:
    return GameFiles(GameController(), GameStore(data), retry_ms=retry_ms)


@pytest.fixture
def files(tmp_path: Path) -> Iterator[GameFiles]:
    kept = keeper(tmp_path / "data")
    assert kept.start(Game(presets.TENHOU, NAMES))
    yield kept
    kept.release()


def on_disk(files: GameFiles) -> Game:
    assert files.autosave_path is not None
    return read_game_file(files.autosave_path)


def test_every_event_undo_and_redo_is_saved(files: GameFiles) -> None:
    controller = files.controller
    assert on_disk(files).events == ()
    for count, event in enumerate(HANDS, start=1):
        assert controller.record(event)
        assert len(on_disk(files).events) == count
        assert on_disk(files).state == controller.state
    controller.undo()
    assert on_disk(files).events == HANDS[:-1]
    controller.redo()
    assert on_disk(files).events == HANDS


def test_a_new_game_has_an_identity_and_a_file_named_after_it(files: GameFiles) -> None:
    assert files.autosave_path is not None and files.metadata.id is not None
    assert files.autosave_path.name == f"{files.metadata.id}.tallyo"
    assert read_saved_game(files.autosave_path).metadata.id == files.metadata.id
    assert files.store.last_game() == files.autosave_path


def test_the_last_game_comes_back_with_its_undo_history(tmp_path: Path) -> None:
    first = keeper(tmp_path)
    first.start(Game(presets.TENHOU, NAMES))
    for event in HANDS:
        first.controller.record(event)
    first.release()
    second = keeper(tmp_path)
    last = second.store.last_game()
    assert last is not None
    second.continue_game(last)
    assert second.controller.game.events == HANDS
    assert second.controller.rules == presets.TENHOU
    second.controller.undo()
    assert second.controller.game.events == HANDS[:-1]
    second.release()


def test_loading_a_game_writes_nothing(tmp_path: Path) -> None:
    first = keeper(tmp_path)
    first.start(Game(presets.TENHOU, NAMES))
    first.controller.record(HANDS[0])
    first.release()
    path = first.store.last_game()
    assert path is not None
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    second = keeper(tmp_path)
    second.continue_game(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    second.release()


def test_a_game_held_by_another_window_is_not_taken(tmp_path: Path) -> None:
    holder = keeper(tmp_path)
    holder.start(Game(presets.TENHOU, NAMES))
    holder.controller.record(HANDS[0])
    other = keeper(tmp_path)
    held = holder.autosave_path
    assert held is not None
    with pytest.raises(TallyoError, match="another Tallyo Desktop window"):
        other.continue_game(held)
    assert not other.controller.has_game
    holder.release()
    other.continue_game(held)
    assert other.controller.game.events == (HANDS[0],)
    other.release()


# --- the player's file ----------------------------------------------------------------------------


def test_save_as_keeps_the_players_file_current_across_a_restart(
    files: GameFiles, tmp_path: Path
) -> None:
    target = tmp_path / "evening.tallyo"
    files.controller.record(HANDS[0])
    assert files.save_as(target)
    files.controller.record(HANDS[1])
    assert read_game_file(target).events == HANDS[:2]
    files.release()
    # A crash or a quit, then the next start: the game comes back still kept in its file.
    again = keeper(tmp_path / "data")
    last = again.store.last_game()
    assert last is not None
    again.continue_game(last)
    assert (again.user_path, again.link) == (target, Link.KEPT)
    for event in HANDS[2:]:
        again.controller.record(event)
    assert read_game_file(target).events == HANDS
    # The player's file names the game, not where the app keeps it.
    assert read_saved_game(target).metadata.saved_as is None
    assert read_saved_game(target).metadata.id == again.metadata.id
    again.release()


def test_a_players_file_replaced_meanwhile_is_not_written_over(
    files: GameFiles, tmp_path: Path
) -> None:
    target = tmp_path / "evening.tallyo"
    assert files.save_as(target)
    files.release()
    other = game_to_json(Game(presets.WRC, ("W", "X", "Y", "Z")), Metadata.new())
    target.write_text(other)
    again = keeper(tmp_path / "data")
    last = again.store.last_game()
    assert last is not None
    again.continue_game(last)
    assert again.link is Link.LOST
    again.controller.record(HANDS[0])
    assert target.read_text() == other
    assert on_disk(again).events == (HANDS[0],)
    again.release()


def test_opening_a_file_does_not_rewrite_it(files: GameFiles, tmp_path: Path) -> None:
    path = tmp_path / "theirs.tallyo"
    # Another program's metadata: kept as it is, since nothing about the game changed.
    text = game_to_json(Game(presets.WRC, NAMES)).replace(
        '"metadata": {', '"metadata": {"written_by": "another program", '
    )
    path.write_text(text)
    files.open(path)
    assert path.read_text() == text
    files.controller.record(HANDS[0])
    assert read_game_file(path).events == (HANDS[0],)


def test_a_file_opened_while_its_own_copy_went_further_continues_from_the_copy(
    files: GameFiles, tmp_path: Path
) -> None:
    target = tmp_path / "stick.tallyo"
    assert files.save_as(target)
    stale = target.read_text()
    for event in HANDS:
        files.controller.record(event)
    files.release()
    # The file was on a stick that was out while the hands were played.
    target.write_text(stale)
    again = keeper(tmp_path / "data")
    again.open(target)
    assert again.controller.game.events == HANDS
    assert read_game_file(target).events == HANDS
    again.release()


@pytest.mark.skipif(AS_ROOT or sys.platform == "win32", reason="permissions do not stop root")
def test_a_read_only_file_is_played_on_in_the_apps_own_copy(
    files: GameFiles, tmp_path: Path
) -> None:
    path = tmp_path / "read-only.tallyo"
    text = game_to_json(Game(presets.WRC, NAMES), Metadata.new())
    path.write_text(text)
    path.chmod(stat.S_IRUSR)
    files.open(path)
    assert files.link is Link.READ_ONLY
    files.controller.record(HANDS[0])
    assert path.read_text() == text
    assert on_disk(files).events == (HANDS[0],)


def test_a_read_only_folder_is_no_lock_conflict(
    files: GameFiles, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cd"
    folder.mkdir()
    path = folder / "from-a-cd.tallyo"
    text = game_to_json(Game(presets.WRC, NAMES), Metadata.new())
    path.write_text(text)
    # Root may write anywhere: the folder is made read-only in the eyes of the app.
    real_access = os.access
    monkeypatch.setattr(
        "tallyo_desktop.app.files.game_store.os.access",
        lambda p, mode: False if Path(p) in (path, folder) else real_access(p, mode),
    )
    files.open(path)
    assert files.link is Link.READ_ONLY
    files.controller.record(HANDS[0])
    assert path.read_text() == text
    assert not list(folder.glob("*.lock")), "no lock file beside the player's file"


# --- bad files ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b'{"format": "tallyo-game", "version": 1, "rules"', "JSON"),
        (b"not json at all", "JSON"),
        (b'{"some": "other shape"}', "Tallyo"),
        (b'{"format": "tallyo-game", "version": 99}', "newer version"),
    ],
)
def test_a_bad_file_is_refused_left_alone_and_the_game_goes_on(
    files: GameFiles, tmp_path: Path, content: bytes, words: str
) -> None:
    files.controller.record(HANDS[0])
    bad = tmp_path / "bad.tallyo"
    bad.write_bytes(content)
    with pytest.raises(TallyoError) as refused:
        files.open(bad)
    assert words.lower() in str(refused.value).lower()
    assert bad.read_bytes() == content
    assert files.controller.game.events == (HANDS[0],)
    assert on_disk(files).events == (HANDS[0],)


def test_a_failing_write_is_reported_retried_and_loses_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    # A file where the games folder should be: every write fails, even for root.
    (data / "games").write_text("in the way")
    kept = keeper(data)
    with qtbot.waitSignal(kept.saveFailed) as failed:
        kept.start(Game(presets.TENHOU, NAMES))
    assert "could not be saved" in failed.args[0]
    assert "nothing is lost" in failed.args[0]
    for event in HANDS:
        assert kept.controller.record(event)
    (data / "games").unlink()
    with qtbot.waitSignal(kept.saveRecovered, timeout=2000):
        pass
    assert on_disk(kept).events == HANDS
    kept.release()


# --- finished and unfinished games ----------------------------------------------------------------


def _finish(files: GameFiles) -> None:
    controller = files.controller
    while not controller.state.is_over:
        controller.record(ExhaustiveDraw(frozenset()))


def test_a_finished_game_is_retired_when_the_next_begins(tmp_path: Path) -> None:
    kept = keeper(tmp_path, retry_ms=5000)
    kept.start(Game(presets.east_only(presets.WRC), NAMES))
    _finish(kept)
    game_id = kept.metadata.id
    kept.start(Game(presets.TENHOU, NAMES))
    assert (tmp_path / "games" / "finished" / f"{game_id}.tallyo").is_file()
    assert not (tmp_path / "games" / f"{game_id}.tallyo").exists()
    kept.release()


def test_unfinished_games_are_listed_newest_first_and_unreadable_ones_explained(
    tmp_path: Path,
) -> None:
    store = GameStore(tmp_path)
    for names in (NAMES, ("W", "X", "Y", "Z")):
        kept = keeper(tmp_path)
        kept.start(Game(presets.TENHOU, names))
        kept.controller.record(HANDS[0])
        kept.release()
    broken = store.games_dir / "broken.tallyo"
    broken.write_bytes(b"{")
    listed = store.unfinished()
    readable = [game for game in listed if game.saved is not None]
    assert [game.saved.game.names for game in readable if game.saved] == [
        ("W", "X", "Y", "Z"),
        NAMES,
    ]
    (unreadable,) = [game for game in listed if game.saved is None]
    assert unreadable.path == broken and unreadable.problem
    assert broken.read_bytes() == b"{"


def test_stale_temporary_and_lock_files_are_cleaned(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    store.games_dir.mkdir(parents=True)
    leftover = store.games_dir / "abc.tallyo.Xy12Zq"
    leftover.write_text("half a save")
    os.utime(leftover, (1, 1))
    fresh = store.games_dir / "def.tallyo.Ab34Cd"
    fresh.write_text("being written right now")
    store.locks_dir.mkdir()
    # A lock whose owner is long gone, on this machine: no process has this number.
    stale = store.locks_dir / "game-stale.lock"
    stale.write_text(f"999999999\nTallyo\n{QSysInfo.machineHostName()}\n")
    store.clean_up()
    assert not leftover.exists()
    assert fresh.exists()
    assert not stale.exists()


def test_leftovers_among_the_finished_games_wait_for_a_rebuild(tmp_path: Path) -> None:
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.start import open_library

    store = GameStore(tmp_path)
    store.finished_dir.mkdir(parents=True)
    leftover = store.finished_dir / "abc.tallyo.Xy12Zq"
    leftover.write_text("half a save")
    os.utime(leftover, (1, 1))
    # A start lists no folder of finished games, however many games it holds.
    store.clean_up()
    assert leftover.exists()
    keeper = LibraryKeeper(lambda: open_library(tmp_path), store)
    assert keeper.rebuild() == 0
    keeper.close()
    assert not leftover.exists()


def test_a_finished_game_played_again_leaves_no_finished_copy_behind(tmp_path: Path) -> None:
    first = keeper(tmp_path / "data")
    first.start(Game(presets.east_only(presets.WRC), NAMES))
    while not first.controller.state.is_over:
        first.controller.record(ExhaustiveDraw(frozenset()))
    saved_as = tmp_path / "friday.tallyo"
    assert first.save_as(saved_as)
    first.release()
    game_id = read_saved_game(saved_as).metadata.id
    finished_copy = first.store.finished_dir / f"{game_id}.tallyo"
    assert finished_copy.exists()

    again = keeper(tmp_path / "data")
    again.open(saved_as)
    again.controller.undo()
    # The game is being played again: only its own, unfinished copy describes it now.
    assert not finished_copy.exists()
    assert again.autosave_path is not None
    assert not read_saved_game(again.autosave_path).game.is_over
    again.release()


def test_an_own_copy_that_went_another_way_is_kept_apart_when_the_file_is_opened(
    files: GameFiles, tmp_path: Path
) -> None:
    target = tmp_path / "stick.tallyo"
    files.controller.record(HANDS[0])
    assert files.save_as(target)
    stick = read_saved_game(target)
    # The stick is out: two more hands are kept in the app's own copy only.
    files.link = Link.READ_ONLY
    files.controller.record(HANDS[1])
    files.controller.record(HANDS[2])
    ours = files.controller.game.events
    files.release()
    # Elsewhere, another hand was added to the stick.
    elsewhere = Game.replay(stick.game.rules, stick.game.names, [*stick.game.events, HANDS[3]])
    target.write_text(game_to_json(elsewhere, stick.metadata))
    theirs = target.read_bytes()

    again = keeper(tmp_path / "data")
    again.open(target)
    assert again.controller.game.events == elsewhere.events
    assert target.read_bytes() == theirs
    assert again.set_aside is not None
    kept = read_saved_game(again.set_aside)
    assert kept.game.events == ours
    assert kept.metadata.id not in (None, stick.metadata.id)
    listed = {game.path for game in again.store.unfinished()}
    assert again.set_aside in listed
    again.release()
