"""What a winning hand was, in the words every place shows it with: the preview, the history
(and so the CSV, the result screen's chart and the `replay` command).

A hand paid as a limit is named by its limit ("haneman"), with its han and fu where they are not
the limit's own ("mangan (4 han 40 fu)", "yakuman (13 han)"); any other hand by its han and fu
("3 han 30 fu"). A hand counted from its tiles adds its yaku; a yakuman someone is liable for
names the liable player.
"""

from __future__ import annotations

from collections.abc import Sequence

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand, yakuman_name
from tallyo_desktop.core.scoring.payments import Limit, hand_value
from tallyo_desktop.core.table.events import Pao, Tsumo, Win
from tallyo_desktop.core.table.wins import pao_name

LIMIT_HANDS = {
    Limit.MANGAN: Hand(han=5),
    Limit.HANEMAN: Hand(han=6),
    Limit.BAIMAN: Hand(han=8),
    Limit.SANBAIMAN: Hand(han=11),
}
"""The hand each limit's key enters (M, H, B, S): named by its limit alone."""


def _limit_words(hand: Hand, rules: Rules, *, tsumo: bool) -> tuple[str | None, str | None]:
    """The limit a hand is paid as, and its han and fu where they are not the limit's own."""
    value = hand_value(hand, tsumo=tsumo, rules=rules)
    limit = value.limit_name
    if limit is None:
        return None, hand.describe()
    if hand.yakuman:
        if value.yakuman_multiple == hand.yakuman:
            return limit, None
        #: A double yakuman under rules that pay it as one: "double yakuman, paid as yakuman".
        paid = translate("hand words", "{hand}, paid as {limit}").format(
            hand=yakuman_name(hand.yakuman), limit=limit
        )
        return paid, None
    own = LIMIT_HANDS.get(value.limit) if value.limit is not None else None
    if own is not None and hand.as_entered() == own:
        return limit, None
    return limit, hand.describe()


def hand_words(
    hand: Hand,
    rules: Rules,
    *,
    tsumo: bool,
    yaku: str = "",
    capital: bool = False,
) -> str:
    """What `hand` was: "haneman", "mangan (4 han 40 fu)", "3 han 30 fu"; with the `yaku` of a
    hand counted from its tiles, "haneman (Riichi 1, Pinfu 1, Dora 4)". `capital` for the start
    of a line. A hand that cannot be scored is named by its han and fu."""
    try:
        limit, detail = _limit_words(hand, rules, tsumo=tsumo)
    except InvalidHand:
        limit, detail = None, hand.describe()
    if limit is None:
        head, detail = detail or hand.describe(), None
    else:
        head = limit
    if detail and yaku:
        #: A limit hand's han and fu, then the yaku it was counted with: "7 han: Riichi 1, …".
        detail = translate("hand words", "{hand}: {yaku}").format(hand=detail, yaku=yaku)
    elif yaku:
        detail = yaku
    words = head
    if detail:
        #: A hand and what it is made of: "mangan (4 han 40 fu)", "3 han 40 fu (Riichi 1, …)".
        words = translate("hand words", "{hand} ({detail})").format(hand=head, detail=detail)
    return words[:1].upper() + words[1:] if capital else words


def liable_words(pao: Pao, names: Sequence[str]) -> str:
    """Who is liable for a yakuman, and for which: "Bea liable for daisangen"."""
    name = names[pao.seat]
    if pao.kind is None:
        #: A liable player (pao) of a record that does not say for which yakuman.
        return translate("hand words", "{name} liable").format(name=name)
    #: The player liable (pao) for the yakuman they fed: "Bea liable for daisangen".
    return translate("hand words", "{name} liable for {yakuman}").format(
        name=name, yakuman=pao_name(pao.kind)
    )


def win_words(
    win: Win | Tsumo, names: Sequence[str], rules: Rules, *, tsumo: bool, yaku: bool = True
) -> str:
    """What one winner's hand was, as `hand_words` says it, with its yaku where it was counted
    from its tiles (unless not `yaku`), and the liable player of a yakuman: "yakuman, Bea liable
    for daisangen"."""
    listed = win.tiles.yaku_text() if yaku and win.tiles is not None else ""
    words = hand_words(win.hand, rules, tsumo=tsumo, yaku=listed)
    if win.pao is None:
        return words
    #: A winning hand, then the player liable for it (pao).
    return translate("hand words", "{hand}, {liable}").format(
        hand=words, liable=liable_words(win.pao, names)
    )
