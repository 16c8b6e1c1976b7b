"""The round clock of a club night: how long a round lasts, how much of it is left, and how many
hands are still played once it has run out.

A clock times one game: the one being played when it was started, or, started between games,
the next one. Another game (the next round's) is not timed by it: a new round starts with no
clock until one is started for it.

Every question is asked with the time now, read from a steady (monotonic) clock by the caller,
so the clock never runs slow when the app is busy, and a test moves time on by hand. What is
kept between two runs of the app holds a wall-clock deadline instead (`saved`, `restored`),
the one time both runs agree on.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from enum import Enum

from tallyo_desktop.core.values import valueclass

MIN_MINUTES = 1
MAX_MINUTES = 600
DEFAULT_MINUTES = 75
FLASH_SECONDS = 6.0
"""How long the clock flashes once it has run out."""
BLINK_SECONDS = 0.5
"""How long each flash is on, and then off."""
MAX_GAME_ID = 200
"""The longest game id a kept clock may name; a longer one is not a game's."""
EVENING_SECONDS = 12 * 3600.0
"""A clock kept from a run of the app further back than this belongs to another evening, and is
not brought back."""


class ClockEnd(Enum):
    """What happens when the time runs out."""

    FINISH_HAND = "finish_hand"
    """The hand being played is the last."""
    ONE_MORE_HAND = "one_more_hand"
    """The hand being played, then one more."""

    @property
    def hands_after(self) -> int:
        """The hands ended after the time ran out before the game ends."""
        return 1 if self is ClockEnd.FINISH_HAND else 2


@valueclass
class RoundClock:
    minutes: int
    end: ClockEnd
    deadline: float | None = None
    """When it runs out, on the caller's steady clock, while it runs; None while paused."""
    left: float = 0.0
    """The seconds left while it is paused."""
    hands_at_out: int | None = None
    """The hands the game had played when the time ran out; None before it did (or before a
    game was there to count)."""
    offered: bool = False
    """The players were offered to end the game by time (they may have played on)."""
    game: str | None = None
    """The id of the game it times; None while it waits for the next game to be started."""

    @classmethod
    def started(
        cls, minutes: int, end: ClockEnd, now: float, game: str | None = None
    ) -> RoundClock:
        if not MIN_MINUTES <= minutes <= MAX_MINUTES:
            raise ValueError(f"a round lasts {MIN_MINUTES} to {MAX_MINUTES} minutes")
        return cls(minutes, end, deadline=now + minutes * 60.0, game=game)

    def times(self, game: str | None) -> bool:
        """Whether this clock is the one of `game` (None: no game, or one that is over), as
        the table shows it: the game it was started for, or any while it waits for one."""
        return self.game is None or self.game == game

    def taken_by(self, game: str, hands: int, now: float) -> RoundClock:
        """The clock waiting for a game, once `game` (which has played `hands`) is started: if
        the time is already up, the hand being played in it is the one the time ran out in."""
        taken = replace(self, game=game)
        return taken.counted_out(hands) if taken.is_out(now) else taken

    @property
    def running(self) -> bool:
        return self.deadline is not None

    def remaining(self, now: float) -> float:
        """The seconds left, never below zero."""
        if self.deadline is None:
            return max(0.0, self.left)
        return max(0.0, self.deadline - now)

    def is_out(self, now: float) -> bool:
        return self.remaining(now) <= 0.0

    def paused(self, now: float) -> RoundClock:
        if self.deadline is None or self.is_out(now):
            return self
        return replace(self, deadline=None, left=self.remaining(now))

    def resumed(self, now: float) -> RoundClock:
        if self.deadline is not None:
            return self
        return replace(self, deadline=now + self.left, left=0.0)

    def flash_on(self, now: float) -> bool:
        """Whether the clock shows lit now: it blinks for a few seconds once it runs out."""
        if self.deadline is None or now < self.deadline:
            return False
        since = now - self.deadline
        return since < FLASH_SECONDS and int(since / BLINK_SECONDS) % 2 == 0

    def flashing(self, now: float) -> bool:
        """Whether it is within the seconds it blinks."""
        return self.deadline is not None and 0.0 <= now - self.deadline < FLASH_SECONDS

    def counted_out(self, hands: int) -> RoundClock:
        """The clock once it ran out in a game that had played `hands`."""
        return replace(self, hands_at_out=hands, offered=False)

    def hands_to_go(self, hands: int) -> int | None:
        """How many hands are still to end, in a game that has played `hands`, before the game
        may end by time; None before the time ran out."""
        if self.hands_at_out is None:
            return None
        return max(0, self.end.hands_after - max(0, hands - self.hands_at_out))

    # Between runs of the app
    def saved(self, now: float, wall: float) -> dict[str, object]:
        """What is kept for the next run: `wall` is the wall clock's time now."""
        kept: dict[str, object] = {
            "minutes": self.minutes,
            "end": self.end.value,
            "saved_at": wall,
            "offered": self.offered,
        }
        if self.deadline is not None:
            kept["deadline"] = wall + (self.deadline - now)
        else:
            kept["left"] = self.left
        if self.hands_at_out is not None:
            kept["hands_at_out"] = self.hands_at_out
        if self.game is not None:
            kept["game"] = self.game
        return kept

    @classmethod
    def restored(cls, kept: Mapping[str, object], now: float, wall: float) -> RoundClock | None:
        """The clock `saved` kept, on this run's steady clock; None when nothing usable was
        kept, or it is from another evening."""
        try:
            minutes = _whole(kept["minutes"])
            if not MIN_MINUTES <= minutes <= MAX_MINUTES:
                return None
            end = ClockEnd(kept["end"])
            saved_at = _number(kept["saved_at"])
            hands = kept.get("hands_at_out")
            game = kept.get("game")
            if game is not None and (not isinstance(game, str) or not 0 < len(game) <= MAX_GAME_ID):
                return None
            clock = cls(
                minutes,
                end,
                hands_at_out=None if hands is None else _whole(hands),
                offered=kept.get("offered") in (True, "true"),
                game=game,
            )
            if "deadline" in kept:
                deadline = _number(kept["deadline"])
                if wall - max(deadline, saved_at) > EVENING_SECONDS:
                    return None
                return replace(clock, deadline=now + (deadline - wall))
            if wall - saved_at > EVENING_SECONDS:
                return None
            left = _number(kept["left"])
            if not 0.0 <= left <= MAX_MINUTES * 60.0:
                return None
            return replace(clock, left=left)
        except (KeyError, ValueError, TypeError):
            return None


def _number(value: object) -> float:
    # Settings files give numbers back as text on some platforms.
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise TypeError(value)
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(value)
    return number


def _whole(value: object) -> int:
    number = _number(value)
    if number != int(number) or number < 0:
        raise ValueError(value)
    return int(number)


def clock_figures(seconds: float) -> str:
    """The time left as a clock shows it, rounded up to the second: "1:15:00", "42:07",
    "0:00" only once it has run out."""
    whole = max(0, math.ceil(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"
