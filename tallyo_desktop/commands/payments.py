"""What the `score` and `hand` commands both print: a win's payments, and whole-number input."""

from __future__ import annotations

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import WinScore


def whole_number(text: str | None, what: str) -> int | None:
    """`text` as a whole number; None stays None."""
    if text is None:
        return None
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()):
        raise TallyoError(f"{what} must be a whole number, not {text!r}.")
    return int(text)


def payment_sentence(hand: Hand, score: WinScore) -> str:
    """One line a player reads: who won how, the hand, and who pays what."""
    who = "Dealer" if score.dealer else "Non-dealer"
    how = "tsumo" if score.tsumo else "ron"
    parts = [f"{who} {how}", hand.describe()]
    if score.value.limit_name and not hand.yakuman:
        parts[-1] += f" ({score.value.limit_name})"
    if score.honba:
        parts.append(f"{score.honba} honba")
    if score.sticks:
        parts.append(f"{score.sticks} riichi stick{'s' if score.sticks > 1 else ''}")
    if not score.tsumo:
        paid = f"{score.discarder_pays}"
    elif score.dealer:
        paid = f"{score.each_pays} all"
    else:
        paid = (
            f"{score.non_dealer_pays} from each non-dealer and {score.dealer_pays} from the dealer"
        )
    if score.sticks or score.tsumo:
        paid += f" ({score.total} in all)"
    return f"{', '.join(parts)}: {paid}"


def payments_json(score: WinScore) -> dict[str, object]:
    """The limit, each payment that applies, and the total: the keys of `score --json`."""
    payments: dict[str, object] = {"limit": score.value.limit_name}
    if not score.tsumo:
        payments["discarder_pays"] = score.discarder_pays
    elif score.dealer:
        payments["each_pays"] = score.each_pays
    else:
        payments["dealer_pays"] = score.dealer_pays
        payments["non_dealer_pays"] = score.non_dealer_pays
    payments["total"] = score.total
    return payments
