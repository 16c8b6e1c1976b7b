"""A win counted from its tiles follows the table it is played at: after a hand put in before
it makes its winner dealer, its record says seat wind East, its yaku are counted again, and the
hand the tiles made follows them; undone, it is as it was."""

from __future__ import annotations

import json

from tallyo_desktop.core.counting.count import count_hand
from tallyo_desktop.core.counting.situation import WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.record.format import game_to_json, saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import ExhaustiveDraw, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

RULES = presets.TENHOU
NAMES = ("Ann", "Bea", "Cid", "Dan")


def east_triplet(seat_wind: Wind) -> WinSituation:
    """A closed tsumo with a triplet of East: the round's wind, and the dealer's too."""
    return WinSituation(
        concealed=parse_tiles("123m456p789s111z55p", RULES),
        win_tile=parse_tile("5p", RULES),
        tsumo=True,
        seat_wind=seat_wind,
        round_wind=Wind.EAST,
    )


def counted_tsumo(winner: int, seat_wind: Wind) -> Tsumo:
    counted = count_hand(east_triplet(seat_wind), RULES)
    return Tsumo(winner, counted.hand, tiles=WinTiles(east_triplet(seat_wind), counted.yaku))


def written_seat_wind(game: Game, index: int) -> str:
    record = json.loads(game_to_json(game))
    return str(record["events"][index]["tiles"]["seat_wind"])


def test_a_hand_put_in_before_a_win_makes_its_winner_dealer_and_its_tiles_say_so() -> None:
    game = Game(RULES, NAMES)
    # Bea wins in East 1, sitting South.
    game.record(counted_tsumo(1, Wind.SOUTH))
    assert written_seat_wind(game, 0) == "south"
    as_south = game.events[0]
    assert isinstance(as_south, Tsumo) and as_south.hand.han == 2
    # A forgotten hand before it: Bea's first win passes her the deal.
    game.splice(0, 0, [Tsumo(1, Hand(1, 30))])
    win = game.events[1]
    assert isinstance(win, Tsumo) and win.tiles is not None
    assert game.state_after(0).dealer == 1
    assert win.tiles.situation.seat_wind is Wind.EAST
    assert written_seat_wind(game, 1) == "east"
    # Counted again at the dealer's seat: East is her own wind too.
    again = count_hand(east_triplet(Wind.EAST), RULES)
    assert win.tiles.yaku == again.yaku
    assert win.hand == again.hand and win.hand.han == 3
    # The record read back is the game as played.
    assert saved_game_from_json(game_to_json(game)).game.events == game.events
    # Undone, Bea sits South again.
    game.undo()
    assert list(game.events) == [as_south]
    assert written_seat_wind(game, 0) == "south"


def test_a_hand_the_player_set_keeps_its_value_but_its_tiles_move() -> None:
    game = Game(RULES, NAMES)
    counted = counted_tsumo(1, Wind.SOUTH)
    assert counted.tiles is not None
    # The player counted an extra dora the tiles did not show.
    game.record(Tsumo(1, Hand(3, 40), tiles=counted.tiles))
    game.splice(0, 0, [Tsumo(1, Hand(1, 30))])
    win = game.events[1]
    assert isinstance(win, Tsumo) and win.tiles is not None
    assert win.hand == Hand(3, 40)
    assert win.tiles.situation.seat_wind is Wind.EAST


def test_a_ron_moved_into_the_next_round_takes_its_round_wind() -> None:
    situation = WinSituation(
        concealed=parse_tiles("234m456p067s234s88s", RULES),
        win_tile=parse_tile("8s", RULES),
        tsumo=False,
        seat_wind=Wind.WEST,
        round_wind=Wind.EAST,
    )
    counted = count_hand(situation, RULES)
    ron = Ron(0, (Win(2, counted.hand, tiles=WinTiles(situation, counted.yaku)),))
    # East 1 to 3 drawn with nobody tenpai, the deal passing each time: Cid wins in East 4,
    # sitting North (the tiles said West, as they were entered).
    draws = [ExhaustiveDraw(frozenset())] * 3
    game = Game.replay(RULES, NAMES, [*draws, ron])
    win = game.events[3]
    assert isinstance(win, Ron) and win.wins[0].tiles is not None
    assert win.wins[0].tiles.situation.seat_wind is Wind.NORTH
    # One more draw put in first: the ron is in South 1, Cid West again.
    game.splice(0, 0, [ExhaustiveDraw(frozenset())])
    moved = game.events[4]
    assert isinstance(moved, Ron) and moved.wins[0].tiles is not None
    before = game.state_after(3)
    assert before.round_wind is Wind.SOUTH
    assert moved.wins[0].tiles.situation.round_wind is Wind.SOUTH
    assert moved.wins[0].tiles.situation.seat_wind is before.wind_of(2)
