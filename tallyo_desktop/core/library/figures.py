"""The points each seat of a game won and dealt in, for the average win and deal-in sizes.

A win's size is what its hand was paid, honba included, without the riichi sticks the winner
took from the table (they were the table's, not the hand's). A deal-in's size is what the
discarder paid for the ron, to every paid winner; what a seat liable for a yakuman pays is not
a deal-in. Wins and deal-ins are the ones `rows.game_statistics` counts.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.table.apply import riichi_tile_returned
from tallyo_desktop.core.table.events import Ron, Tsumo
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.wins import (
    paid_ron_winners,
    ron_payments,
    tsumo_payments_by_seat,
)


def win_and_deal_in_points(game: Game) -> tuple[tuple[int, int], ...]:
    """Each seat's (points won, points dealt in) over the game, in seat order."""
    seats = game.rules.players
    won = [0] * seats
    dealt = [0] * seats
    for index, event in enumerate(game.events):
        if not isinstance(event, Ron | Tsumo):
            continue
        state = game.state_before(index)
        if isinstance(event, Ron):
            if not paid_ron_winners(event, game.rules, seats):
                continue
            if event.on_riichi_tile:
                state = riichi_tile_returned(state, event, game.rules)
            # Without sticks on the table, the payments are the hands' alone.
            bare = replace(state, sticks=0, riichi=frozenset())
            payments = ron_payments(bare, event, game.rules)
            for winner in payments.winners:
                won[winner] += payments.deltas[winner]
            dealt[event.discarder] -= payments.deltas[event.discarder]
        else:
            bare = replace(state, sticks=0, riichi=frozenset())
            payments = tsumo_payments_by_seat(bare, event, game.rules)
            won[event.winner] += payments.deltas[event.winner]
    return tuple(zip(won, dealt, strict=True))
