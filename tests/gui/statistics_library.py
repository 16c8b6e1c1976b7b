"""A library for the players' statistics in the app: games whose figures are worked out by hand
in tests/core/test_statistics_figures.py, stored as the club's and as an online game.

- four copies (each its own game) of `standings_games.EVENTS`, Ann, Ben, Cid and Dee, five
  hands each: Ann fourth each time, with two deal-ins (8300 and 2000) and one riichi a game;
- `statistics_games.tiles_game`, Ann, Bea, Cid and Dan, four hands: Cid's damaten pinfu and
  Bea's open haku counted from tiles, Dan's daisangen, Ann bust and fourth;
- the same game as the first, imported from an online log (its record names a source).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from standings_games import EVENTS, FOUR
from statistics_games import tiles_game

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.table.game import Game

DAY = datetime(2026, 3, 5, 19, 0, tzinfo=UTC)
NIGHT_ID, NIGHT_NAME = "night-march", "March night"
"""The club night the club's games were played at."""
CLUB_GAMES = 5
"""The club's games; the online one comes after them."""


def stock(library: GameLibrary) -> list[int]:
    games: list[tuple[Game, Metadata]] = []
    for number in range(4):
        game = Game.replay(FOUR, ("Ann", "Ben", "Cid", "Dee"), EVENTS)
        games.append(
            (
                game,
                Metadata(
                    id=f"{number:032x}",
                    created=f"2026-03-0{number + 1}T20:00:00+00:00",
                    event_id=NIGHT_ID,
                    event_name=NIGHT_NAME,
                ),
            )
        )
    games.append(
        (
            tiles_game(),
            Metadata(
                id=f"{9:032x}",
                created="2026-03-06T20:00:00+00:00",
                event_id=NIGHT_ID,
                event_name=NIGHT_NAME,
            ),
        )
    )
    online = Game.replay(FOUR, ("Ann", "Ben", "Cid", "Dee"), EVENTS)
    games.append(
        (
            online,
            Metadata(id=f"{10:032x}", created="2026-03-07T20:00:00+00:00", source="tenhou:2026-x"),
        )
    )
    ids = []
    for number, (game, metadata) in enumerate(games):
        assert game.is_over
        when = DAY + timedelta(days=number)
        ids.append(library.add_finished_game(game, game_to_json(game, metadata), when, metadata.id))
    return ids


def statistics_keeper(tmp_path: Path) -> tuple[LibraryKeeper, list[int]]:
    path = tmp_path / "library.sqlite"
    with GameLibrary(path) as library:
        ids = stock(library)
    return LibraryKeeper(lambda: GameLibrary(path)), ids


def person_id(keeper: LibraryKeeper, name: str) -> int:
    assert keeper.library is not None
    person = keeper.library.person_named(name)
    assert person is not None
    return person.id
