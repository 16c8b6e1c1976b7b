"""The current game on disk: autosave, recovery, bad files, failed writes and locks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles
from tallyo_desktop.core import presets
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.record import game_to_json, read_game_file

NAMES = ("Ann", "Bea", "Cid", "Dan")
HANDS = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(4, 40)),
    ExhaustiveDraw(frozenset({1})),
)


@pytest.fixture
def controller() -> GameController:
    return GameController(presets.TENHOU, NAMES)


@pytest.fixture
def files(controller: GameController, tmp_path: Path) -> Iterator[GameFiles]:
    keeper = GameFiles(controller, tmp_path, retry_ms=20)
    keeper.start(controller.game)
    yield keeper
    keeper.release()


def on_disk(files: GameFiles) -> Game:
    assert files.autosave_path is not None
    return read_game_file(files.autosave_path)


def test_every_event_undo_and_redo_is_saved(controller: GameController, files: GameFiles) -> None:
    assert on_disk(files).events == ()
    for count, event in enumerate(HANDS, start=1):
        assert controller.record(event)
        assert len(on_disk(files).events) == count
        assert on_disk(files).state == controller.state
    controller.undo_stack.undo()
    assert on_disk(files).events == HANDS[:-1]
    controller.undo_stack.redo()
    assert on_disk(files).events == HANDS


def test_the_newest_unfinished_game_comes_back(tmp_path: Path) -> None:
    first = GameController(presets.TENHOU, NAMES)
    keeper = GameFiles(first, tmp_path)
    keeper.start(first.game)
    for event in HANDS:
        first.record(event)
    keeper.release()

    second = GameController(presets.WRC, ("W", "X", "Y", "Z"))
    again = GameFiles(second, tmp_path)
    assert again.recover()
    assert second.game.events == HANDS
    assert second.state == first.state
    assert second.rules == presets.TENHOU
    # The undo history comes back too.
    second.undo_stack.undo()
    assert second.game.events == HANDS[:-1]
    again.release()


def test_a_game_held_by_another_window_is_not_taken(tmp_path: Path) -> None:
    first = GameController(presets.TENHOU, NAMES)
    holder = GameFiles(first, tmp_path)
    holder.start(first.game)
    first.record(HANDS[0])

    second = GameController(presets.TENHOU, NAMES)
    other = GameFiles(second, tmp_path)
    assert not other.recover()
    assert holder.autosave_path is not None
    with pytest.raises(TallyoError, match="another Tallyo Desktop window"):
        other.open(holder.autosave_path)
    assert second.game.events == ()
    holder.release()
    assert other.recover()
    assert second.game.events == (HANDS[0],)
    other.release()


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
    controller: GameController, files: GameFiles, tmp_path: Path, content: bytes, words: str
) -> None:
    controller.record(HANDS[0])
    bad = tmp_path / "bad.tallyo"
    bad.write_bytes(content)
    with pytest.raises(TallyoError) as refused:
        files.open(bad)
    assert words.lower() in str(refused.value).lower()
    assert bad.read_bytes() == content
    assert controller.game.events == (HANDS[0],)
    assert on_disk(files).events == (HANDS[0],)


def test_an_event_the_rules_refuse_makes_a_bad_file(
    controller: GameController, files: GameFiles, tmp_path: Path
) -> None:
    game = Game(presets.TENHOU, NAMES)
    text = game_to_json(game).replace(
        '"events": []', '"events": [{"type": "riichi", "seat": 0}, {"type": "riichi", "seat": 0}]'
    )
    bad = tmp_path / "refused.tallyo"
    bad.write_text(text)
    with pytest.raises(TallyoError, match="riichi"):
        files.open(bad)
    assert bad.read_text() == text


def test_unreadable_autosaves_are_skipped_and_never_overwritten(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    broken = games / "game broken.tallyo"
    broken.write_bytes(b"{truncated")
    controller = GameController(presets.TENHOU, NAMES)
    keeper = GameFiles(controller, tmp_path)
    assert not keeper.recover()
    keeper.start(controller.game)
    controller.record(HANDS[0])
    assert broken.read_bytes() == b"{truncated"
    assert keeper.autosave_path != broken
    keeper.release()


def test_a_failing_write_is_reported_retried_and_loses_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = GameController(presets.TENHOU, NAMES)
    data = tmp_path / "data"
    data.mkdir()
    # A file where the games folder should be: every write fails, even for root.
    (data / "games").write_text("in the way")
    keeper = GameFiles(controller, data, retry_ms=20)
    with qtbot.waitSignal(keeper.saveFailed) as failed:
        keeper.start(controller.game)
    assert "could not be saved" in failed.args[0]
    assert "nothing is lost" in failed.args[0]
    for event in HANDS:
        assert controller.record(event)
    assert controller.game.events == HANDS
    (data / "games").unlink()
    with qtbot.waitSignal(keeper.saveRecovered, timeout=2000):
        pass
    assert on_disk(keeper).events == HANDS
    keeper.release()


def test_save_as_keeps_a_copy_that_follows_the_game(
    controller: GameController, files: GameFiles, tmp_path: Path
) -> None:
    target = tmp_path / "mine.tallyo"
    assert files.save_as(target)
    controller.record(HANDS[0])
    assert read_game_file(target).events == (HANDS[0],)
    assert on_disk(files).events == (HANDS[0],)
