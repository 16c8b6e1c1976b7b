"""The core's answer to a practice question, the marking of a player's answer, and the
explanation of the count: the fu part by part, the yaku with their han, and the payment.

Payments are asked without honba and riichi sticks: a ron is one figure, a dealer's tsumo what
each player pays ("2600 all"), a non-dealer's tsumo two figures, what the other non-dealers and
what the dealer pay ("1300-2600"), in either order.
"""

from __future__ import annotations

import re
from enum import Enum

from tallyo_desktop.core.counting.count import CountedHand, count_hand
from tallyo_desktop.core.counting.names import FuSource, fu_reason
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.practice.question import Question, Topic, topics_of
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import LIMIT_HAN
from tallyo_desktop.core.scoring.payments import KIRIAGE_BASE, MANGAN_BASE, WinScore
from tallyo_desktop.core.values import valueclass

SEVEN_PAIRS_FU = 25
CLOSED_RON_FU = 10


class Mode(Enum):
    """What a practice session asks."""

    ALL = "all"
    FU = "fu"
    HAN = "han"
    PAYMENT = "payment"

    @property
    def label(self) -> str:
        return {
            Mode.ALL: translate("practice", "Fu, han and payment"),
            Mode.FU: translate("practice", "Fu only"),
            Mode.HAN: translate("practice", "Han only"),
            Mode.PAYMENT: translate("practice", "Payment only"),
        }[self]


@valueclass
class Payment:
    """What a win pays, honba and sticks left out."""

    ron: int | None = None
    each: int | None = None
    """A dealer's tsumo: what each player pays."""
    dealer: int | None = None
    non_dealer: int | None = None

    @classmethod
    def of(cls, score: WinScore) -> Payment:
        if not score.tsumo:
            return cls(ron=score.points)
        # Practice hands are counted without honba, so what each pays is the bare payment.
        if score.dealer:
            return cls(each=score.each_pays)
        return cls(dealer=score.dealer_pays, non_dealer=score.non_dealer_pays)

    @property
    def figures(self) -> tuple[int, ...]:
        if self.ron is not None:
            return (self.ron,)
        if self.each is not None:
            return (self.each,)
        assert self.dealer is not None and self.non_dealer is not None
        return (self.non_dealer, self.dealer)

    @property
    def text(self) -> str:
        if self.ron is not None:
            return str(self.ron)
        if self.each is not None:
            return translate("practice", "{points} all").format(points=self.each)
        return translate("practice", "{non_dealer}-{dealer}").format(
            non_dealer=self.non_dealer, dealer=self.dealer
        )

    def matches(self, text: str) -> bool:
        """Whether the player's `text` names this payment (its figures, in any order)."""
        said = sorted(int(number) for number in re.findall(r"\d+", text))
        return said == sorted(self.figures)


@valueclass
class Solution:
    """A question with the core's count of it."""

    question: Question
    counted: CountedHand
    rules: Rules
    topics: frozenset[Topic]

    @property
    def fu(self) -> int:
        return self.counted.fu

    @property
    def han(self) -> int:
        return self.counted.han

    @property
    def payment(self) -> Payment:
        return Payment.of(self.counted.score)

    @property
    def asks_fu(self) -> bool:
        """A yakuman's fu decide nothing, so they are not asked."""
        return not self.counted.yakuman


def solve(question: Question, rules: Rules) -> Solution:
    """The core's count of `question`; raises InvalidHand for a hand `rules` cannot count."""
    counted = count_hand(question.situation, rules)
    return Solution(question, counted, rules, topics_of(question.situation, counted))


@valueclass
class Reply:
    """What the player answered; None (or "") for what was not asked."""

    fu: int | None = None
    han: int | None = None
    payment: str = ""


@valueclass
class Marking:
    fu: bool | None
    """Whether the fu were right; None when they were not asked."""
    han: bool | None
    payment: bool | None
    lines: tuple[str, ...]
    """The verdict on each part asked, then the explanation of the count."""

    @property
    def right(self) -> bool:
        return all(part is not False for part in (self.fu, self.han, self.payment))


def mark(solution: Solution, reply: Reply, mode: Mode) -> Marking:
    """Mark `reply` to `solution` for what `mode` asks, and explain the count."""
    asks = {
        "fu": mode in (Mode.ALL, Mode.FU) and solution.asks_fu,
        "han": mode in (Mode.ALL, Mode.HAN),
        "payment": mode in (Mode.ALL, Mode.PAYMENT),
    }
    fu = reply.fu == solution.fu if asks["fu"] else None
    han = reply.han == solution.han if asks["han"] else None
    payment = solution.payment.matches(reply.payment) if asks["payment"] else None
    verdicts = []
    if fu is not None:
        verdicts.append(_verdict(translate("practice", "Fu"), fu, reply.fu, solution.fu))
    if han is not None:
        verdicts.append(_verdict(translate("practice", "Han"), han, reply.han, solution.han))
    if payment is not None:
        verdicts.append(
            _verdict(
                translate("practice", "Payment"),
                payment,
                reply.payment.strip() or None,
                solution.payment.text,
            )
        )
    return Marking(fu, han, payment, (*verdicts, "", *explain(solution).lines))


def _verdict(part: str, right: bool, said: object, answer: object) -> str:
    if right:
        return translate("practice", "{part}: {answer}, right.").format(part=part, answer=answer)
    if said is None:
        return translate("practice", "{part}: no answer; it is {answer}.").format(
            part=part, answer=answer
        )
    return translate("practice", "{part}: you said {said}; it is {answer}.").format(
        part=part, said=said, answer=answer
    )


@valueclass
class Explanation:
    fu_parts: tuple[tuple[int, str], ...]
    """Each part of the fu with its reason; they add up to the fu before rounding."""
    yaku: tuple[tuple[int, str], ...]
    """Each yaku (dora among them) with its han; they add up to the han."""
    lines: tuple[str, ...]


def fu_parts(counted: CountedHand) -> tuple[tuple[int, str], ...]:
    """The fu part by part, the 30 of a closed hand won by ron told as its 20 and 10."""
    parts: list[tuple[int, str]] = []
    for item in counted.fu_items:
        if item.source is FuSource.BASE and item.fu == 20 + CLOSED_RON_FU:
            parts.append((20, fu_reason(FuSource.BASE, 20)))
            parts.append((CLOSED_RON_FU, translate("practice", "closed hand won by ron")))
        else:
            parts.append((item.fu, item.reason))
    return tuple(parts)


def explain(solution: Solution) -> Explanation:
    counted = solution.counted
    parts = fu_parts(counted)
    yaku = tuple((item.han, item.label) for item in counted.yaku)
    lines = [translate("practice", "Yaku:")]
    lines += [
        translate("practice", "  {han} han: {yaku}").format(han=han, yaku=name)
        for han, name in yaku
    ]
    lines.append(translate("practice", "  = {han} han").format(han=counted.han))
    if solution.asks_fu:
        lines += ["", translate("practice", "Fu:")]
        lines += [
            translate("practice", "  {fu} fu: {reason}").format(fu=fu, reason=reason)
            for fu, reason in parts
        ]
        lines.append(_rounding(solution, sum(fu for fu, _ in parts)))
    lines += ["", *_payment_lines(solution), *counted.notes]
    return Explanation(parts, yaku, tuple(lines))


def _rounding(solution: Solution, total: int) -> str:
    fu = solution.fu
    if fu == SEVEN_PAIRS_FU and Topic.SEVEN_PAIRS in solution.topics:
        return translate("practice", "  = 25 fu: seven pairs are never rounded")
    notes = []
    if Topic.PINFU_TSUMO in solution.topics:
        notes.append(translate("practice", "pinfu: no 2 fu for the tsumo"))
    if Topic.OPEN_MINIMUM in solution.topics:
        notes.append(translate("practice", "an open hand is never less than 30 fu"))
    if total == fu:
        line = translate("practice", "  = {fu} fu").format(fu=fu)
    else:
        line = translate("practice", "  = {total}, rounded up to {fu} fu").format(
            total=total, fu=fu
        )
    if notes:
        line = translate("practice", "{line} ({notes})").format(line=line, notes="; ".join(notes))
    return line


def _payment_lines(solution: Solution) -> list[str]:
    counted = solution.counted
    value = counted.score.value
    lines = []
    if not counted.yakuman and counted.han < LIMIT_HAN and counted.hand.fu:
        raw = counted.hand.fu * 2 ** (2 + counted.han)
        lines.append(
            translate("practice", "Base points: {fu} × 2^(2+{han}) = {base}").format(
                fu=counted.hand.fu, han=counted.han, base=raw
            )
        )
        if value.limit is not None and raw == KIRIAGE_BASE:
            lines.append(
                translate("practice", "These rules round {base} up to a mangan (kiriage).").format(
                    base=raw
                )
            )
        elif raw == KIRIAGE_BASE:
            lines.append(
                translate(
                    "practice", "These rules do not round {base} up to a mangan (no kiriage)."
                ).format(base=raw)
            )
        elif raw > MANGAN_BASE:
            lines.append(translate("practice", "That is more than a mangan's 2000."))
    if value.limit_name is not None:
        lines.append(
            translate("practice", "{limit}: base points {base}").format(
                limit=value.limit_name[:1].upper() + value.limit_name[1:], base=value.base
            )
        )
    lines.append(_paid(solution))
    return lines


def _paid(solution: Solution) -> str:
    score = solution.counted.score
    payment = solution.payment
    base = score.value.base
    if payment.ron is not None and score.dealer:
        return translate(
            "practice", "Ron by the dealer: {base} × 6 = {raw}, rounded up to the hundred: {points}"
        ).format(base=base, raw=base * 6, points=payment.ron)
    if payment.ron is not None:
        return translate(
            "practice", "Ron: {base} × 4 = {raw}, rounded up to the hundred: {points}"
        ).format(base=base, raw=base * 4, points=payment.ron)
    if payment.each is not None:
        return translate(
            "practice", "The dealer's tsumo: each pays {base} × 2 = {raw}, rounded up: {points}"
        ).format(base=base, raw=base * 2, points=payment.each)
    return translate(
        "practice",
        "Tsumo: each non-dealer pays {base}, rounded up: {non_dealer}; the dealer {base} × 2 = "
        "{raw}, rounded up: {dealer}",
    ).format(base=base, raw=base * 2, non_dealer=payment.non_dealer, dealer=payment.dealer)
