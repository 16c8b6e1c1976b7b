"""The round clock's time, worked out from the time it is given: started, paused, resumed,
run out, flashing; the hands still played once it is out; kept between runs of the app."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.club.clock import (
    BLINK_SECONDS,
    EVENING_SECONDS,
    FLASH_SECONDS,
    ClockEnd,
    RoundClock,
    clock_figures,
)

START = 500.0


def test_the_time_left_comes_from_the_time_given_not_from_ticks() -> None:
    clock = RoundClock.started(75, ClockEnd.FINISH_HAND, START)
    assert clock.running and clock.remaining(START) == 75 * 60
    # However seldom it is asked, the answer is the time since the start.
    assert clock.remaining(START + 3000.5) == 75 * 60 - 3000.5
    assert not clock.is_out(START + 75 * 60 - 0.01)
    assert clock.is_out(START + 75 * 60)
    assert clock.remaining(START + 99 * 60) == 0.0


def test_paused_the_time_stands_still_and_resumed_it_goes_on() -> None:
    clock = RoundClock.started(10, ClockEnd.FINISH_HAND, START)
    paused = clock.paused(START + 120)
    assert not paused.running
    assert paused.remaining(START + 5000) == 480
    assert paused.paused(START + 6000) == paused
    resumed = paused.resumed(START + 5000)
    assert resumed.running and resumed.remaining(START + 5060) == 420
    assert resumed.resumed(START + 9000) == resumed
    # A clock that ran out is not paused: there is no time left to keep.
    assert clock.paused(START + 600) == clock


@pytest.mark.parametrize("minutes", [0, -5, 601])
def test_a_round_lasts_one_to_six_hundred_minutes(minutes: int) -> None:
    with pytest.raises(ValueError, match="1 to 600 minutes"):
        RoundClock.started(minutes, ClockEnd.FINISH_HAND, START)


def test_it_blinks_for_a_few_seconds_once_out() -> None:
    clock = RoundClock.started(1, ClockEnd.FINISH_HAND, START)
    out = START + 60
    assert not clock.flash_on(out - 0.1) and not clock.flashing(out - 0.1)
    assert clock.flash_on(out) and clock.flashing(out)
    assert not clock.flash_on(out + BLINK_SECONDS) and clock.flashing(out + BLINK_SECONDS)
    assert clock.flash_on(out + 2 * BLINK_SECONDS)
    assert not clock.flashing(out + FLASH_SECONDS) and not clock.flash_on(out + FLASH_SECONDS)
    assert not clock.paused(START).flash_on(out)


@pytest.mark.parametrize(
    ("end", "played", "to_go"),
    [
        (ClockEnd.FINISH_HAND, 0, 1),
        (ClockEnd.FINISH_HAND, 1, 0),
        (ClockEnd.FINISH_HAND, 3, 0),
        (ClockEnd.ONE_MORE_HAND, 0, 2),
        (ClockEnd.ONE_MORE_HAND, 1, 1),
        (ClockEnd.ONE_MORE_HAND, 2, 0),
        # Undone past the moment it ran out: the hand being played is still to end.
        (ClockEnd.FINISH_HAND, -1, 1),
    ],
)
def test_the_hands_still_played_once_the_time_is_up(end: ClockEnd, played: int, to_go: int) -> None:
    clock = RoundClock.started(1, end, START)
    assert clock.hands_to_go(7) is None, "time is left"
    out = clock.counted_out(7)
    assert out.hands_to_go(7 + played) == to_go


def test_kept_between_runs_by_a_wall_clock_deadline() -> None:
    wall = 1_700_000_000.0
    clock = RoundClock.started(75, ClockEnd.ONE_MORE_HAND, START).paused(START + 60)
    clock = clock.resumed(START + 600)
    kept = clock.saved(START + 700, wall)
    assert kept["deadline"] == wall + 74 * 60 - 100
    # The next run's steady clock starts anywhere; ten minutes have gone by on the wall.
    again = RoundClock.restored(kept, 3.0, wall + 600)
    assert again is not None and again.end is ClockEnd.ONE_MORE_HAND and again.running
    assert again.remaining(3.0) == pytest.approx(74 * 60 - 100 - 600)
    paused = RoundClock.restored(clock.paused(START + 700).saved(START + 700, wall), 3.0, wall)
    assert paused is not None and not paused.running and paused.remaining(9e9) == 74 * 60 - 100
    out = clock.counted_out(5)
    back = RoundClock.restored(out.saved(START, wall), 0.0, wall)
    assert back is not None and back.hands_at_out == 5 and back.hands_to_go(6) == 1


def test_a_clock_of_another_evening_or_damaged_settings_bring_nothing_back() -> None:
    wall = 1_700_000_000.0
    kept = RoundClock.started(75, ClockEnd.FINISH_HAND, START).saved(START, wall)
    later = wall + 75 * 60 + EVENING_SECONDS + 1
    assert RoundClock.restored(kept, 0.0, later) is None
    assert RoundClock.restored(kept, 0.0, wall + 75 * 60 + 3600) is not None
    for damaged in (
        {},
        {**kept, "minutes": "many"},
        {**kept, "minutes": 0},
        {**kept, "end": "never"},
        {**kept, "deadline": float("nan")},
        {**kept, "deadline": None},
        {**kept, "hands_at_out": -1},
    ):
        assert RoundClock.restored(damaged, 0.0, wall) is None, damaged
    # Settings files may give numbers back as text.
    texts = {key: str(value) for key, value in kept.items()}
    assert RoundClock.restored(texts, 0.0, wall) is not None


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (75 * 60, "1:15:00"),
        (59 * 60 + 59.2, "1:00:00"),
        (42 * 60 + 7, "42:07"),
        (0.2, "0:01"),
        (0.0, "0:00"),
        (-3.0, "0:00"),
    ],
)
def test_the_figures_round_up_to_the_second(seconds: float, shown: str) -> None:
    assert clock_figures(seconds) == shown


def test_a_clock_times_its_own_game_or_waits_for_the_next() -> None:
    wall = 1_700_000_000.0
    mine = RoundClock.started(75, ClockEnd.FINISH_HAND, START, game="game-1")
    assert mine.times("game-1") and not mine.times("game-2") and not mine.times(None)
    waiting = RoundClock.started(75, ClockEnd.FINISH_HAND, START)
    assert waiting.times(None) and waiting.times("game-2")
    taken = waiting.taken_by("game-2", 3, START + 60)
    assert taken.game == "game-2" and taken.hands_at_out is None
    # Taken once the time is up: the hand being played in the game is the one it ran out in.
    late = waiting.taken_by("game-2", 3, START + 76 * 60)
    assert late.hands_at_out == 3 and late.hands_to_go(3) == 1
    back = RoundClock.restored(mine.saved(START, wall), 0.0, wall)
    assert back is not None and back.game == "game-1"
    kept = mine.saved(START, wall)
    for damaged in ({**kept, "game": 7}, {**kept, "game": ""}, {**kept, "game": "x" * 201}):
        assert RoundClock.restored(damaged, 0.0, wall) is None, damaged
