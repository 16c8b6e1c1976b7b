"""The tiles of a win follow the table they are played at: a win counted from its tiles takes
its seat wind and its round wind from the table as the game replays it, not as they were when
it was entered. A hand put in before it, or one taken out, can make its winner dealer, or move
it into the next round; its record then says so, and its yaku are counted again.

The hand's value follows the tiles too when it was the count of them (the player took the
tiles' han and fu); a value the player set by hand stays as it was.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, Ron, Tsumo, Win
from tallyo_desktop.core.table.state import TableState

if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles
    from tallyo_desktop.core.rules.rules import Rules


def seated(event: Event, state: TableState, rules: Rules) -> Event:
    """`event`, played at `state`, with each win's tiles at the winds that table gives its
    winner; the same event when they are already."""
    match event:
        case Ron(wins=wins):
            seated_wins = tuple(_seated_win(win, state, rules) for win in wins)
            if seated_wins != wins:
                return replace(event, wins=seated_wins)
        case Tsumo(winner=winner, hand=hand, tiles=tiles) if tiles is not None:
            moved = _moved(tiles, winner, hand, state, rules)
            if moved is not None:
                return replace(event, tiles=moved[0], hand=moved[1])
    return event


def _seated_win(win: Win, state: TableState, rules: Rules) -> Win:
    if win.tiles is None:
        return win
    moved = _moved(win.tiles, win.winner, win.hand, state, rules)
    return win if moved is None else replace(win, tiles=moved[0], hand=moved[1])


def _moved(
    tiles: WinTiles, winner: int, hand: Hand, state: TableState, rules: Rules
) -> tuple[WinTiles, Hand] | None:
    """The tiles at the table's winds and the hand they make; None when they are there."""
    situation = tiles.situation
    seat_wind, round_wind = state.wind_of(winner), state.round_wind
    if situation.seat_wind is seat_wind and situation.round_wind is round_wind:
        return None
    # Imported here: counting loads the tile counter, which only a win from its tiles needs,
    # and only when its winds have changed.
    from tallyo_desktop.core.counting.count import count_hand

    now = replace(situation, seat_wind=seat_wind, round_wind=round_wind)
    try:
        counted = count_hand(now, rules)
    except InvalidHand:
        # The tiles cannot be won at this seat (a dealer's first draw, say): they keep their
        # yaku, at the winds they were played at, and the hand keeps its value.
        return replace(tiles, situation=now), hand
    try:
        counted_before = count_hand(situation, rules).hand
    except InvalidHand:
        counted_before = None
    value = counted.hand if counted_before == hand else hand
    return replace(tiles, situation=now, yaku=counted.yaku), value
