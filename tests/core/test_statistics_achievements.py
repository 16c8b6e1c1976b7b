"""The achievements of a set of games, and finding the hands where something happened, on
games whose every hand is known (statistics_games, standings_games)."""

from __future__ import annotations

from standings_games import EVENTS, FOUR
from statistics_games import tiles_game, varied_game

from tallyo_desktop.core.record.format import Metadata, SavedGame
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.statistics.achievements import Achievement, Award, Holder, achievements
from tallyo_desktop.core.statistics.game_figures import HandRef, game_figures
from tallyo_desktop.core.statistics.search import Found, HandQuery, find_hands
from tallyo_desktop.core.statistics.totals import player_totals
from tallyo_desktop.core.table.game import Game

FIRST = ("Ann", "Ben", "Cid", "Dee")


def _night() -> list[tuple[str, SavedGame]]:
    return [
        (
            "a",
            SavedGame(Game.replay(FOUR, FIRST, EVENTS), Metadata(created="2026-03-05T19:00+01:00")),
        ),
        ("b", SavedGame(varied_game(), Metadata(created="2026-03-05T20:00:00+01:00"))),
        ("c", SavedGame(tiles_game(), Metadata(created="2026-03-06T20:00:00+01:00"))),
    ]


def _awards(games: list[tuple[str, SavedGame]]) -> dict[Achievement, tuple[Holder, ...]]:
    figures = [game_figures(saved.game, saved.metadata, key) for key, saved in games]
    found = achievements(player_totals(figures), figures)
    assert [award.achievement for award in found] == list(Achievement)
    return {award.achievement: award.holders for award in found}


def test_the_achievements_of_a_night() -> None:
    awards = _awards(_night())
    daisangen = HandRef("c", 3, 3, Wind.EAST, 3, 0)
    assert awards[Achievement.BEST_HAND] == (Holder("Dan", 32000, where=daisangen, game="c"),)
    # Cid: a tsumo in the first game, two wins in the second, a damaten ron in the third.
    assert awards[Achievement.MOST_WINS] == (Holder("Cid", 4),)
    # Nobody played the 20 hands a deal-in rate needs (Ann and Cid played 16).
    assert awards[Achievement.FEWEST_DEAL_INS] == ()
    assert awards[Achievement.MOST_DEAL_INS] == (Holder("Ann", 3),)
    assert awards[Achievement.MOST_DAMATEN_WINS] == (Holder("Cid", 1),)
    assert awards[Achievement.RIICHI_NOMI] == (Holder("Bea", 1),)
    assert awards[Achievement.YAKUMAN] == (Holder("Dan", 32000, where=daisangen, game="c"),)
    streak = HandRef("b", 8, 4, Wind.EAST, 3, 2)
    assert awards[Achievement.LONGEST_DEALER_STREAK] == (Holder("Cid", 3, where=streak, game="b"),)
    assert awards[Achievement.BIGGEST_COMEBACK] == (Holder("Dee", 6200, game="a"),)


def test_fewest_deal_ins_is_a_rate_over_enough_hands_and_ties_share_it() -> None:
    game = Game.replay(FOUR, FIRST, EVENTS)
    # Four times the same five hands: 20 hands each; Ben and Dee never dealt in.
    games = [(key, SavedGame(game, Metadata())) for key in "wxyz"]
    awards = _awards(games)
    assert awards[Achievement.FEWEST_DEAL_INS] == (Holder("Ben", 0, 20), Holder("Dee", 0, 20))
    assert awards[Achievement.MOST_DEAL_INS] == (Holder("Ann", 8),)
    assert awards[Achievement.MOST_WINS] == (Holder("Ben", 8),)


def test_nobody_holds_an_achievement_of_nothing() -> None:
    assert achievements([], []) == [Award(achievement, ()) for achievement in Achievement]


def test_finding_hands_by_what_happened() -> None:
    night = _night()

    def found(**query: object) -> list[tuple[str, int | None]]:
        answers = find_hands(night, HandQuery(**query))  # type: ignore[arg-type]
        return [(one.game, None if one.hand is None else one.hand.event) for one in answers]

    assert found(double_ron=True) == [("b", 3)]
    assert found(yakuman=True) == [("c", 3)]
    assert found(yaku="pinfu") == [("c", 2)]
    assert found(yaku="Riichi") == []
    assert found(winner="Cid") == [("a", 2), ("b", 3), ("b", 7), ("c", 2)]
    assert found(winner="Dan", double_ron=True) == [("b", 3)]
    assert found(winner="Nobody") == []
    assert found(player="Bea") == [("b", None), ("c", None)]
    assert found(start="2026-03-06") == [("c", None)]
    assert found(end="2026-03-05", winner="Ben") == [("a", 1), ("a", 6)]
    (one,) = find_hands(night, HandQuery(yaku="Yakuhai (haku)"))
    assert one == Found("c", HandRef("c", 1, 1, Wind.EAST, 1, 1))
