"""An unfinished copy of a game that is finished: how the two stand to each other.

A game finished on another laptop and gathered, imported whole from its log, or ended in
another window, may have an unfinished copy here too: a file opened from a stick in the middle
of the game, a log cut short, a copy left behind. That copy never takes the finished game back.
It is either an earlier moment of the finished game (every hand it holds is in it), or a game
that went another way (a hand entered differently), which is played on under an id of its own.
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.game import Game

GameKey = tuple[Rules, tuple[str, ...], tuple[Event, ...]]
"""What makes a game the game it is: its rules, its players and its events."""


class Stands(Enum):
    """How an unfinished copy stands to the finished game of the same id."""

    EARLIER = "earlier"
    """An earlier moment of the finished game: every hand it holds is in the finished one."""
    ANOTHER_WAY = "another_way"
    """It went another way than the finished game: played on, it is a game of its own."""


def key_of(game: Game) -> GameKey:
    return (game.rules, tuple(game.names), game.events)


def is_earlier_moment(earlier: Game, later: Game) -> bool:
    """Whether `earlier` is `later` as it stood at some moment, or `later` itself."""
    events = earlier.events
    return (
        earlier.rules == later.rules
        and tuple(earlier.names) == tuple(later.names)
        and later.events[: len(events)] == events
    )


def stands_to(unfinished: Game, finished: list[Game]) -> Stands:
    """How `unfinished` stands to the finished copies of its game (one at least)."""
    if any(is_earlier_moment(unfinished, game) for game in finished):
        return Stands.EARLIER
    return Stands.ANOTHER_WAY


def final_points(game: Game) -> str:
    """The players and their points as `game` stands, "Ann 45300, Bea 20100, …": names and
    numbers, the same in every language."""
    state = game.state
    return ", ".join(
        f"{name} {points}" for name, points in zip(state.names, state.points, strict=False)
    )
