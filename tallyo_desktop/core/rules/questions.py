"""What the rules answer at the table, asked in one place by the engine and by the entry forms.

Each question a form asks before letting a player enter something (how many winners a ron may
have, which abortive draws there are, who can be liable, what a riichi stick costs) is answered
here, and the engine that applies the entry asks the same function, so that what a form offers
is what the core accepts and scores. Where the rules leave a kind of event out altogether, the
reason is given here too, in the players' words, so that the window and the engine say the same.
"""

from __future__ import annotations

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import (
    FOUR_PLAYER_ONLY_DRAWS,
    AbortiveDraw,
    ChomboPenalty,
    MultipleRon,
    PaoYakuman,
    Renhou,
    Rules,
)


def triple_ron_draws(rules: Rules, seats: int) -> bool:
    """Whether three players calling ron on one discard make an abortive draw: nobody wins."""
    if seats != 4 or rules.multiple_ron is MultipleRon.DOUBLE_AND_TRIPLE_RON:
        return False
    return (
        rules.multiple_ron is MultipleRon.DOUBLE_RON
        or AbortiveDraw.TRIPLE_RON in rules.abortive_draws
    )


def most_ron_winners(rules: Rules, seats: int) -> int:
    """The most winners paid on one discard: one under head bump, two under double ron, and
    everybody but the discarder under double and triple ron."""
    match rules.multiple_ron:
        case MultipleRon.HEAD_BUMP:
            return 1
        case MultipleRon.DOUBLE_RON:
            return min(2, seats - 1)
        case MultipleRon.DOUBLE_AND_TRIPLE_RON:
            return seats - 1


def another_winner_refusal(rules: Rules, seats: int, winners: int) -> str | None:
    """Why a ron that has `winners` winners cannot have one more under `rules`; None when it
    can."""
    most = most_ron_winners(rules, seats)
    if winners < most:
        return None
    if most == 1:
        return translate(
            "rules",
            "These rules pay one winner on a discard (head bump): the first in turn from the "
            "discarder wins.",
        )
    if triple_ron_draws(rules, seats):
        return translate(
            "rules",
            "Under these rules three rons on one discard are an abortive draw: enter it as one.",
        )
    return translate("rules", "A ron has at most {count} winners.").format(count=most)


def abortive_draw_kinds(rules: Rules, seats: int) -> frozenset[AbortiveDraw]:
    """The abortive draws that can be recorded at a table of `seats` players.

    The triple-ron draw is among them exactly when `triple_ron_draws` says three rons make one.
    """
    kinds = rules.abortive_draws - {AbortiveDraw.TRIPLE_RON}
    if seats < 4:
        kinds -= FOUR_PLAYER_ONLY_DRAWS
    if triple_ron_draws(rules, seats):
        kinds |= {AbortiveDraw.TRIPLE_RON}
    return kinds


def pao_kinds(rules: Rules) -> tuple[PaoYakuman, ...]:
    """The yakuman a player can be liable (pao) for, in a fixed order; empty without pao."""
    return tuple(kind for kind in PaoYakuman if kind in rules.pao)


def riichi_stick_value(rules: Rules) -> int:
    """What a riichi declaration puts on the table, and what each stick there is worth."""
    return rules.riichi_stick


def honba_payment(rules: Rules, honba: int, *, tsumo: bool) -> int:
    """What the honba add to a win: from the discarder on a ron, from each payer on a tsumo."""
    return honba * (rules.honba_tsumo if tsumo else rules.honba_ron)


def chombo_recorded(rules: Rules) -> bool:
    """Whether a chombo can be recorded (online play has none)."""
    return rules.chombo is not ChomboPenalty.NONE


def chombo_refusal(rules: Rules) -> str | None:
    """Why no chombo can be recorded under `rules`; None when one can."""
    if chombo_recorded(rules):
        return None
    return translate("rules", "These rules have no chombo penalty.")


def nagashi_mangan_played(rules: Rules) -> bool:
    return rules.nagashi_mangan


def nagashi_mangan_refusal(rules: Rules) -> str | None:
    """Why no nagashi mangan can be recorded under `rules`; None when one can."""
    if nagashi_mangan_played(rules):
        return None
    return translate("rules", "These rules have no nagashi mangan.")


def abortive_draws_refusal(rules: Rules, seats: int) -> str | None:
    """Why no abortive draw of any kind can be recorded at a table of `seats` players under
    `rules`; None when one kind at least can."""
    if abortive_draw_kinds(rules, seats):
        return None
    return translate("rules", "These rules have no abortive draws.")


def renhou_played(rules: Rules) -> bool:
    """Whether a non-dealer's ron in the first go-around counts as renhou."""
    return rules.renhou is not Renhou.NONE


def kita_set_aside(rules: Rules) -> bool:
    """Whether Norths are set aside as kita (with three players)."""
    return rules.players == 3
