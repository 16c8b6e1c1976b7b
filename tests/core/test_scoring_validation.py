"""Impossible or malformed input is refused with a reason a player can read, and nothing else is.

Which han/fu exist (scoring reference): fu are 20, 25 or 30..110 in tens; 20 fu is only pinfu
tsumo with at least 2 han; 25 fu is seven pairs with at least 2 han, at least 3 by tsumo.
"""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import InvalidHand, TallyoError
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand, validate_hand
from tallyo_desktop.core.scoring.payments import hand_value, score_win

FU_COUNTS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


def refusal(
    hand: Hand, *, tsumo: bool = False, dealer: bool = False, honba: object = 0, sticks: object = 0
) -> str:
    """The message of the InvalidHand that scoring `hand` raises."""
    with pytest.raises(InvalidHand) as caught:
        # honba and sticks may be of any type here: the wrong-type tests below pass bad ones.
        score_win(hand, tsumo=tsumo, dealer=dealer, honba=honba, sticks=sticks)  # type: ignore[arg-type]
    message = str(caught.value)
    assert message.strip(), "the reason must not be empty"
    assert not message[0].islower() and message.rstrip().endswith("."), message
    return message.lower()


def exists(han: int, fu: int, *, tsumo: bool) -> bool:
    """Whether a han/fu entry below 5 han exists, straight from the reference."""
    if han < 1 or fu not in FU_COUNTS:
        return False
    if fu == 20:
        return tsumo and han >= 2
    if fu == 25:
        return han >= (3 if tsumo else 2)
    return True


# --- Impossible combinations --------------------------------------------------------------------


@pytest.mark.parametrize("han", [1, 2, 3, 4])
@pytest.mark.parametrize("dealer", [False, True], ids=["non-dealer", "dealer"])
def test_20_fu_ron_does_not_exist(han: int, dealer: bool) -> None:
    message = refusal(Hand(han=han, fu=20), tsumo=False, dealer=dealer)
    assert "20 fu" in message
    assert "pinfu" in message and "tsumo" in message


@pytest.mark.parametrize("dealer", [False, True], ids=["non-dealer", "dealer"])
def test_20_fu_1_han_tsumo_does_not_exist(dealer: bool) -> None:
    message = refusal(Hand(han=1, fu=20), tsumo=True, dealer=dealer)
    assert "20 fu" in message and "pinfu" in message
    assert "2 han" in message


@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_25_fu_1_han_does_not_exist(tsumo: bool) -> None:
    message = refusal(Hand(han=1, fu=25), tsumo=tsumo)
    assert "seven pairs" in message
    assert "2 han" in message


@pytest.mark.parametrize("dealer", [False, True], ids=["non-dealer", "dealer"])
def test_25_fu_2_han_tsumo_does_not_exist(dealer: bool) -> None:
    message = refusal(Hand(han=2, fu=25), tsumo=True, dealer=dealer)
    assert "seven pairs" in message and "tsumo" in message
    assert "3 han" in message


def test_the_nearest_valid_neighbours_are_accepted() -> None:
    assert score_win(Hand(han=2, fu=20), tsumo=True, dealer=False).total == 1500
    assert score_win(Hand(han=2, fu=25), tsumo=False, dealer=False).discarder_pays == 1600
    assert score_win(Hand(han=3, fu=25), tsumo=True, dealer=True).each_pays == 1600


@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_exactly_the_existing_entries_below_5_han_are_accepted(tsumo: bool) -> None:
    accepted: list[tuple[int, int]] = []
    refused: list[tuple[int, int]] = []
    for han in range(-2, 5):
        for fu in range(-20, 131):
            try:
                validate_hand(Hand(han=han, fu=fu), tsumo=tsumo)
            except InvalidHand:
                refused.append((han, fu))
            else:
                accepted.append((han, fu))
    expected = [
        (han, fu) for han in range(-2, 5) for fu in range(-20, 131) if exists(han, fu, tsumo=tsumo)
    ]
    assert accepted == expected
    # ron: 25 fu from 2 han and 30..110 at 1-4 han; tsumo: 20 fu and 30..110, 25 fu from 3 han.
    assert len(accepted) == (3 + 9 * 4 if not tsumo else 3 + 2 + 9 * 4)
    assert refused


# --- Han and fu out of range --------------------------------------------------------------------


@pytest.mark.parametrize("han", [0, -1, -13])
@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_fewer_than_1_han_is_refused(han: int, tsumo: bool) -> None:
    message = refusal(Hand(han=han, fu=30), tsumo=tsumo)
    assert "1 han" in message


def test_no_han_at_all_is_refused() -> None:
    assert "1 han" in refusal(Hand())
    assert "1 han" in refusal(Hand(han=0))


@pytest.mark.parametrize("fu", [35, 120, 0, -10, 15, 10, 22, 105, 1000])
@pytest.mark.parametrize("han", [1, 3, 4, 5, 8])
def test_fu_that_are_not_a_fu_count_are_refused(fu: int, han: int) -> None:
    message = refusal(Hand(han=han, fu=fu), tsumo=True)
    assert f"{fu} fu" in message
    assert "20, 25" in message and "110" in message


@pytest.mark.parametrize("han", [1, 2, 3, 4])
@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_fu_are_needed_below_5_han(han: int, tsumo: bool) -> None:
    message = refusal(Hand(han=han, fu=None), tsumo=tsumo)
    assert "fu" in message
    assert "5 han" in message


@pytest.mark.parametrize("han", [5, 6, 13])
def test_fu_may_be_left_out_from_5_han(han: int) -> None:
    validate_hand(Hand(han=han), tsumo=False)
    validate_hand(Hand(han=han), tsumo=True)


# --- Wrong types --------------------------------------------------------------------------------
# A hand read from a file or built by another program may hold any JSON value: these pass values
# of the wrong type on purpose, past the type checker, to see them refused with a reason.


@pytest.mark.parametrize("han", [True, False, "4", 4.0, 2.5, None])
def test_han_must_be_a_whole_number(han: object) -> None:
    message = refusal(Hand(han=han, fu=30))  # type: ignore[arg-type]
    assert "han" in message and "whole number" in message


@pytest.mark.parametrize("fu", [True, False, "30", 30.0, 32.5])
def test_fu_must_be_a_whole_number(fu: object) -> None:
    message = refusal(Hand(han=3, fu=fu))  # type: ignore[arg-type]
    assert "fu" in message and "whole number" in message


@pytest.mark.parametrize("yakuman", [True, "1", 1.0, None])
def test_yakuman_count_must_be_a_whole_number(yakuman: object) -> None:
    message = refusal(Hand(yakuman=yakuman))  # type: ignore[arg-type]
    assert "yakuman" in message and "whole number" in message


@pytest.mark.parametrize("honba", [True, "1", 1.0, None])
def test_honba_must_be_a_whole_number(honba: object) -> None:
    message = refusal(Hand(han=1, fu=30), honba=honba)
    assert "honba" in message and "whole number" in message


@pytest.mark.parametrize("sticks", [True, "2", 2.0, None])
def test_sticks_must_be_a_whole_number(sticks: object) -> None:
    message = refusal(Hand(han=1, fu=30), sticks=sticks)
    assert "stick" in message and "whole number" in message


# --- Negative counters --------------------------------------------------------------------------


@pytest.mark.parametrize("honba", [-1, -5])
@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_negative_honba_is_refused(honba: int, tsumo: bool) -> None:
    message = refusal(Hand(han=1, fu=30), tsumo=tsumo, honba=honba)
    assert "honba" in message and "negative" in message


@pytest.mark.parametrize("sticks", [-1, -3])
def test_negative_sticks_are_refused(sticks: int) -> None:
    message = refusal(Hand(han=1, fu=30), sticks=sticks)
    assert "stick" in message and "negative" in message


def test_negative_yakuman_is_refused() -> None:
    message = refusal(Hand(yakuman=-1))
    assert "yakuman" in message and "negative" in message


# --- Yakuman input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand",
    [
        Hand(han=13, yakuman=1),
        Hand(han=1, fu=30, yakuman=1),
        Hand(fu=30, yakuman=2),
        Hand(han=5, yakuman=1),
    ],
    ids=["han", "han-and-fu", "fu", "limit-han"],
)
def test_yakuman_with_han_or_fu_is_refused(hand: Hand) -> None:
    message = refusal(hand)
    assert "yakuman" in message
    assert "han" in message and "fu" in message and "not both" in message


@pytest.mark.parametrize("count", [7, 8, 13, 100])
def test_more_yakuman_than_a_hand_can_hold_are_refused(count: int) -> None:
    message = refusal(Hand(yakuman=count), tsumo=True)
    assert "yakuman" in message
    assert "6" in message


def test_six_yakuman_are_accepted() -> None:
    assert score_win(Hand(yakuman=6), tsumo=False, dealer=False).discarder_pays == 6 * 32000


# --- What a refusal means -----------------------------------------------------------------------


def test_a_refusal_is_a_tallyo_error_and_a_value_error() -> None:
    with pytest.raises(TallyoError):
        score_win(Hand(han=1, fu=20), tsumo=True, dealer=False)
    with pytest.raises(ValueError, match="pinfu"):
        hand_value(Hand(han=1, fu=20), tsumo=True, rules=Rules())


def test_hand_value_validates_too() -> None:
    with pytest.raises(InvalidHand, match="20 fu"):
        hand_value(Hand(han=2, fu=20), tsumo=False, rules=Rules())
    with pytest.raises(InvalidHand, match="35 fu"):
        hand_value(Hand(han=2, fu=35), tsumo=True, rules=Rules(kiriage_mangan=True))


def test_is_possible_answers_as_the_validation_does() -> None:
    from tallyo_desktop.core.scoring.hand import is_possible

    assert is_possible(Hand(han=2, fu=20), tsumo=True)
    assert not is_possible(Hand(han=2, fu=20), tsumo=False)
    assert not is_possible(Hand(han=1, fu=25), tsumo=False)
    assert is_possible(Hand(yakuman=2), tsumo=False)
