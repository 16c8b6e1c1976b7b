"""The preview names the hand and every payment apart: hand, honba, riichi sticks."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import InvalidHand, RefusedEvent
from tallyo_desktop.core.rules.presets import by_id
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import score_win
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    ExhaustiveDraw,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.preview import GRID_FU, GRID_HAN, hand_grid, preview_lines

NAMES = ("Ann", "Bea", "Dan", "Eve")


def _game_with_honba_and_sticks() -> Game:
    """East 1 again, with one honba and two riichi sticks on the table."""
    game = Game(Rules(), NAMES)
    game.record(Riichi(2))
    game.record(Riichi(3))
    game.record(ExhaustiveDraw(frozenset({0, 2, 3})))
    return game


def test_a_haneman_ron_names_the_limit_and_shows_honba_and_sticks_apart() -> None:
    game = _game_with_honba_and_sticks()
    assert (game.state.honba, game.state.sticks) == (1, 2)
    lines = preview_lines(game.state, Ron(1, (Win(2, Hand(han=6)),)), game.rules)
    assert lines == [
        "Haneman",
        "Bea pays 12000 + 300",
        "Dan receives 12300 + 2000 (2 riichi sticks)",
    ]


def test_a_tsumo_shows_each_payer_and_one_stick() -> None:
    game = Game(Rules(), NAMES)
    game.record(Riichi(1))
    lines = preview_lines(game.state, Tsumo(1, Hand(han=3, fu=30)), game.rules)
    assert lines == [
        "3 han 30 fu",
        "Ann pays 2000; Dan pays 1000; Eve pays 1000",
        "Bea receives 4000 + 1000 (1 riichi stick)",
    ]


def test_a_double_ron_names_each_winners_hand() -> None:
    game = Game(Rules(), NAMES)
    ron = Ron(0, (Win(1, Hand(han=5)), Win(3, Hand(han=2, fu=30))))
    lines = preview_lines(game.state, ron, game.rules)
    assert lines[0] == "Bea: mangan, Eve: 2 han 30 fu"
    assert lines[1:] == ["Ann pays 10000", "Bea receives 8000; Eve receives 2000"]


def test_a_reverse_mangan_chombo_shows_who_pays_whom() -> None:
    rules = Rules(chombo=ChomboPenalty.REVERSE_MANGAN)
    game = Game(rules, NAMES)
    lines = preview_lines(game.state, Chombo(2), rules)
    # Dan is not the dealer: the dealer Ann gets a dealer's share.
    assert lines == ["Dan pays 8000", "Ann receives 4000; Bea receives 2000; Eve receives 2000"]


def test_an_abortive_draw_says_the_hand_is_played_again() -> None:
    rules = by_id("tenhou")
    game = Game(rules, NAMES)
    lines = preview_lines(game.state, AbortiveDrawEvent(AbortiveDraw.NINE_TERMINALS), rules)
    (line,) = lines
    assert line.startswith("The hand is played again: the dealer stays")


def test_chombo_paid_at_the_settlement_says_to_nobody() -> None:
    rules = by_id("jpml-a")
    game = Game(rules, NAMES)
    (line,) = preview_lines(game.state, Chombo(2), rules)
    assert "Dan loses" in line and "nobody" in line


def test_an_impossible_event_is_refused_as_recording_would() -> None:
    game = Game(Rules(), NAMES)
    with pytest.raises(RefusedEvent):
        preview_lines(game.state, Ron(1, (Win(1, Hand(han=1, fu=30)),)), game.rules)


@pytest.mark.parametrize("dealer", [False, True])
@pytest.mark.parametrize("tsumo", [False, True])
def test_the_grid_disables_exactly_the_hands_the_scoring_refuses(dealer: bool, tsumo: bool) -> None:
    cells = hand_grid(dealer=dealer, tsumo=tsumo, rules=Rules())
    assert [(c.hand.han, c.hand.fu) for c in cells] == [(h, f) for h in GRID_HAN for f in GRID_FU]
    for cell in cells:
        try:
            score = score_win(cell.hand, tsumo=tsumo, dealer=dealer, rules=Rules())
        except InvalidHand:
            assert cell.label is None
            continue
        assert cell.label is not None
        if not tsumo:
            assert cell.label == str(score.discarder_pays)
        elif dealer:
            assert cell.label == f"{score.each_pays} all"
        else:
            assert cell.label == f"{score.non_dealer_pays}/{score.dealer_pays}"
    # 1 han 20 fu never exists; 2 han 25 fu exists by ron only.
    by_hand = {(c.hand.han, c.hand.fu): c.label for c in cells}
    assert by_hand[(1, 20)] is None
    assert (by_hand[(2, 25)] is None) == tsumo
