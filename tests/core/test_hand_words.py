"""What a hand was, in the one set of words every place shows it with."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import KAZOE_HAN, LIMIT_HAN, MAX_YAKUMAN, VALID_FU, Hand
from tallyo_desktop.core.scoring.payments import hand_value
from tallyo_desktop.core.table.hand_words import hand_words

NO_STACKING = presets.TENHOU.with_changes(yakuman_stacking=False, kazoe_yakuman=False)


@pytest.mark.parametrize(
    ("hand", "rules", "tsumo", "words"),
    [
        (Hand(3, 30), presets.TENHOU, False, "3 han 30 fu"),
        (Hand(4, 30), presets.TENHOU, False, "4 han 30 fu"),
        (Hand(4, 30), presets.M_LEAGUE, False, "mangan (4 han 30 fu)"),
        (Hand(4, 40), presets.TENHOU, False, "mangan (4 han 40 fu)"),
        (Hand(5), presets.TENHOU, False, "mangan"),
        (Hand(6), presets.TENHOU, True, "haneman"),
        (Hand(7), presets.TENHOU, True, "haneman (7 han)"),
        (Hand(8), presets.TENHOU, False, "baiman"),
        (Hand(11), presets.TENHOU, False, "sanbaiman"),
        (Hand(13), presets.TENHOU, False, "yakuman (13 han)"),
        (Hand(13), NO_STACKING, False, "sanbaiman (13 han)"),
        (Hand(yakuman=1), presets.TENHOU, False, "yakuman"),
        (Hand(yakuman=2), presets.TENHOU, False, "double yakuman"),
        (Hand(yakuman=2), NO_STACKING, False, "double yakuman, paid as yakuman"),
        # Cannot be won so: named by its han and fu all the same.
        (Hand(1, 20), presets.TENHOU, True, "1 han 20 fu"),
    ],
)
def test_what_a_hand_was(hand: Hand, rules: Rules, tsumo: bool, words: str) -> None:
    assert hand_words(hand, rules, tsumo=tsumo) == words


def test_the_yaku_of_a_hand_counted_from_its_tiles_follow_it() -> None:
    yaku = "Riichi 1, Tanyao 1, Dora 5"
    assert hand_words(Hand(7), presets.TENHOU, tsumo=False, yaku=yaku) == (
        "haneman (7 han: Riichi 1, Tanyao 1, Dora 5)"
    )
    assert hand_words(Hand(6), presets.TENHOU, tsumo=False, yaku=yaku, capital=True) == (
        "Haneman (Riichi 1, Tanyao 1, Dora 5)"
    )
    assert hand_words(Hand(3, 40), presets.TENHOU, tsumo=False, yaku="Riichi 1") == (
        "3 han 40 fu (Riichi 1)"
    )


HANDS = st.one_of(
    st.builds(Hand, han=st.integers(1, LIMIT_HAN - 1), fu=st.sampled_from(VALID_FU[2:])),
    st.builds(Hand, han=st.integers(LIMIT_HAN, KAZOE_HAN + 13)),
    st.builds(Hand, yakuman=st.integers(1, MAX_YAKUMAN)),
)
RULES = st.sampled_from([presets.TENHOU, presets.M_LEAGUE, presets.WRC, NO_STACKING])


@given(hand=HANDS, rules=RULES, tsumo=st.booleans())
def test_a_limit_is_named_first_and_any_other_hand_by_its_han(
    hand: Hand, rules: Rules, tsumo: bool
) -> None:
    words = hand_words(hand, rules, tsumo=tsumo)
    limit = hand_value(hand, tsumo=tsumo, rules=rules).limit_name
    if limit is None:
        assert words == hand.describe()
    elif hand.yakuman:
        assert limit in words
    else:
        assert words.startswith(limit)
        # The han are said unless the limit's own key enters exactly this hand.
        canonical = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11}.get(limit)
        assert (hand.describe() in words) == (canonical != hand.han)
