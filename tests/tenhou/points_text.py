"""A win's value written the way tenhou.net/6 writes it, from the core's own score.

`30符4飜7700点` is a ron, `満貫2000-4000点` a non-dealer tsumo (each non-dealer, then the dealer),
`40符2飜1300点∀` a dealer tsumo paid by each of the others. Limits replace the fu and han with
their name; a double yakuman is still `役満`, with doubled payments.

Tenhou writes a three-player win the same way: `満貫2000-4000点` is then paid by the one other
non-dealer and the dealer, and `跳満6000点∀` by each of the two others; the missing North seat's
share shows in neither.
"""

from __future__ import annotations

from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import Limit, WinScore

LIMIT_NAMES: dict[Limit, str] = {
    Limit.MANGAN: "満貫",
    Limit.HANEMAN: "跳満",
    Limit.BAIMAN: "倍満",
    Limit.SANBAIMAN: "三倍満",
    Limit.YAKUMAN: "役満",
}


def points_text(hand: Hand, score: WinScore) -> str:
    """`score` must be without honba: Tenhou's text shows the bare payments."""
    limit = score.value.limit
    head = f"{hand.fu}符{hand.han}飜" if limit is None else LIMIT_NAMES[limit]
    if not score.tsumo:
        return f"{head}{score.discarder_pays}点"
    if score.dealer:
        return f"{head}{score.each_pays}点∀"
    return f"{head}{score.non_dealer_pays}-{score.dealer_pays}点"
