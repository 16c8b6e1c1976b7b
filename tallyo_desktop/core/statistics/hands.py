"""A game read hand by hand: each hand's riichi declarations in the order they were made, the
event that ended it, and the table just before that event.

A hand is what the table counts as one (`TableState.hands_played`): one ended by a ron, a
tsumo, an exhaustive draw, nagashi mangan or an abortive draw. A chombo ends no hand (the hand
is played again), but the riichi declared before it were declared: it is walked as a hand that
does not count, so that every riichi declaration belongs to exactly one walked hand. Riichi
declared in a hand still being played (an unfinished game) belong to none.
"""

from __future__ import annotations

from collections.abc import Iterator

from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    ExhaustiveDraw,
    NagashiMangan,
    Riichi,
    Ron,
    Tsumo,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.values import valueclass

HandEnd = Ron | Tsumo | ExhaustiveDraw | NagashiMangan | AbortiveDrawEvent
"""The events that end a hand."""
HAND_ENDS = (Ron, Tsumo, ExhaustiveDraw, NagashiMangan, AbortiveDrawEvent)
_WALKED = (*HAND_ENDS, Chombo)


@valueclass
class PlayedHand:
    """One hand of a game, as its events tell it."""

    number: int
    """The hand's place among the game's hands, from 0; a hand voided by a chombo has the
    number of the hand played again after it."""
    event: int
    """The index of the event that ended it (from 0, as `Game.events_at` counts)."""
    end: HandEnd | Chombo
    before: TableState
    """The table just before `end`: its riichi sticks down, its riichi declared."""
    after: TableState
    """The table after `end`: the next hand's, or the end of the game."""
    riichi: tuple[int, ...]
    """The seats that declared riichi in the hand, in the order they declared."""

    @property
    def counts(self) -> bool:
        """Whether the table counts it as a hand played (a chombo's does not)."""
        return not isinstance(self.end, Chombo)


def played_hands(game: Game) -> Iterator[PlayedHand]:
    """The game's hands in the order played, voided ones included."""
    declared: list[int] = []
    number = 0
    for index, event in enumerate(game.events):
        if isinstance(event, Riichi):
            declared.append(event.seat)
            continue
        if not isinstance(event, _WALKED):
            continue
        yield PlayedHand(
            number=number,
            event=index,
            end=event,
            before=game.state_before(index),
            after=game.state_after(index),
            riichi=tuple(declared),
        )
        declared = []
        if not isinstance(event, Chombo):
            number += 1
