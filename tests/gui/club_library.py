"""A small club's library for the club windows' tests: four-player games of Ann, Bea, Cid and
Dan, one where Bea was written "bea k", three-player games of Ann, Bea and Fay, each game's file
among the finished games, as the app keeps them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, PointCorrection, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

RULES = Rules(game_length=GameLength.EAST_ONLY)
DAY = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)


def four_player_game(names: tuple[str, str, str, str], winner: int) -> Game:
    """`winner` tsumo mangan, a ron of 3900 from the next seat to the one after, then draws."""
    game = Game(RULES, names)
    game.record(Tsumo(winner, Hand(han=5)))
    game.record(Ron((winner + 1) % 4, (Win((winner + 2) % 4, Hand(han=3, fu=30)),)))
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    return game


def three_player_game(names: tuple[str, str, str]) -> Game:
    game = Game(presets.east_only(presets.TENHOU_3P), names)
    game.record(PointCorrection(1, 0, 5000, "Set up the table"))
    for _ in range(3):
        game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    return game


GAMES: list[Game] = [
    four_player_game(("Ann", "Bea", "Cid", "Dan"), 0),
    four_player_game(("Ann", "Bea", "Cid", "Dan"), 2),
    four_player_game(("Dan", "Cid", "bea k", "Ann"), 1),
    three_player_game(("Ann", "Bea", "Fay")),
    three_player_game(("Fay", "Ann", "Bea")),
]


def stock(library: GameLibrary, store: GameStore) -> list[int]:
    """Put the games in the library and their files among the finished games; their ids."""
    store.finished_dir.mkdir(parents=True, exist_ok=True)
    ids = []
    for number, game in enumerate(GAMES):
        uid = f"{number:032x}"
        text = game_to_json(game, Metadata(id=uid, created="2024-05-01T21:00:00+00:00"))
        (store.finished_dir / f"{uid}.tallyo").write_text(text, encoding="utf-8")
        when = DAY + timedelta(days=number // 2, minutes=number)
        ids.append(library.add_finished_game(game, game_to_json(game, Metadata(id=uid)), when, uid))
    return ids


def club_keeper(tmp_path: Path) -> tuple[LibraryKeeper, list[int]]:
    store = GameStore(tmp_path / "data")
    path = tmp_path / "library.sqlite"
    with GameLibrary(path) as library:
        ids = stock(library, store)
    return LibraryKeeper(lambda: GameLibrary(path), store), ids
