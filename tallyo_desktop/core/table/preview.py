"""What an event would do, in a few lines a player reads before recording it.

"Haneman", then "Bea pays 12000 + 300" (the hand, then the honba), then "Dan receives 12300 + 2000
(2 riichi sticks)": the window shows these as they are, so every figure comes from the core.

One rule for every payment text, here and in the history: a payer pays the hand's value, then
"+ honba" apart; a receiver receives the hand plus its honba, then "+ sticks (N riichi sticks)"
apart. On a double ron each winner's line holds only what that winner took: the honba and the
sticks go to the nearest winner unless the rules share them out.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import riichi_stick_value
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import score_win
from tallyo_desktop.core.table.apply import apply_event, riichi_tile_returned
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.hand_words import hand_words, win_words
from tallyo_desktop.core.table.state import Points, TableState
from tallyo_desktop.core.table.wins import paid_ron_winners
from tallyo_desktop.core.values import valueclass

GRID_FU = (20, 25, 30, 40, 50, 60, 70)
"""The fu of the grid of common hands; the others are typed."""
GRID_HAN = (1, 2, 3, 4)


def _change(before: Points, after: Points) -> Points:
    return tuple(x - y for x, y in zip(after, before, strict=True))


def preview_lines(state: TableState, event: Event, rules: Rules) -> list[str]:
    """What recording `event` would do: the hand, who pays and who receives.

    Raises RefusedEvent, as recording would, when the event is not possible.
    """
    after = apply_event(state, event, rules)
    lines: list[str] = []
    if isinstance(event, Ron) and event.on_riichi_tile:
        # The stick that never reached the table is no payment: say so, then show the ron.
        state = riichi_tile_returned(state, event, rules)
        event = replace(event, on_riichi_tile=False)
        lines.append(
            translate("preview", "{name}'s riichi stick goes back.").format(
                name=state.names[event.discarder]
            )
        )
    if isinstance(event, Ron | Tsumo):
        lines += _win_lines(state, event, rules)
    else:
        lines += _other_lines(state, event, rules, _change(state.points, after.points))
    return lines


@valueclass
class WinShares:
    """Each seat's change from a win in the three parts players tell apart."""

    hand: Points
    honba: Points
    sticks: Points
    """The riichi sticks taken from the table (a stick put down is no payment)."""


def win_shares(state: TableState, event: Ron | Tsumo, rules: Rules) -> WinShares:
    """What `event` moves, seat by seat: the hands, the honba, the sticks.

    A ron on a riichi declaration tile is shared out on the table once that stick went back.
    """
    after = apply_event(state, event, rules)
    if isinstance(event, Ron) and event.on_riichi_tile:
        state = riichi_tile_returned(state, event, rules)
        event = replace(event, on_riichi_tile=False)
    total = _change(state.points, after.points)
    # The same win with no honba and no sticks, and with honba but no sticks, to tell them apart.
    cleared = replace(state, sticks=0, riichi=frozenset())
    bare = _change(state.points, apply_event(replace(cleared, honba=0), event, rules).points)
    with_honba = _change(state.points, apply_event(cleared, event, rules).points)
    return WinShares(
        hand=bare,
        honba=_change(bare, with_honba),
        sticks=_change(with_honba, total),
    )


def paid_words(hand: int, honba: int) -> str:
    """What a payer pays, in the one rule: "12000 + 300", the hand and then the honba apart."""
    if not honba:
        return str(hand)
    #: What a player pays for a win: the hand, then the honba apart ("12000 + 300").
    return translate("preview", "{amount} + {honba}").format(amount=hand, honba=honba)


def received_words(amount: int, sticks: int, rules: Rules) -> str:
    """What a winner receives, in the one rule: "12300 + 2000 (2 riichi sticks)", the hand with
    its honba, then the riichi sticks apart."""
    stick = riichi_stick_value(rules)
    count = sticks // stick if stick else 0
    if count == 1:
        #: What a winner receives: the hand with its honba, then the one riichi stick apart.
        return translate("preview", "{amount} + {sticks} (1 riichi stick)").format(
            amount=amount, sticks=sticks
        )
    if count:
        #: What a winner receives: the hand with its honba, then the riichi sticks apart.
        return translate("preview", "{amount} + {sticks} ({count} riichi sticks)").format(
            amount=amount, sticks=sticks, count=count
        )
    return str(amount)


def payer_words(state: TableState, shares: WinShares) -> list[str]:
    """Each player who pays for a win, with what they pay: "Bea pays 12000 + 300"."""
    return [
        translate("preview", "{name} pays {amount}").format(
            name=state.names[seat],
            amount=paid_words(-shares.hand[seat], -shares.honba[seat]),
        )
        for seat in range(state.seats)
        if shares.hand[seat] + shares.honba[seat] + shares.sticks[seat] < 0
    ]


def _win_lines(state: TableState, event: Ron | Tsumo, rules: Rules) -> list[str]:
    shares = win_shares(state, event, rules)
    receipts = [
        translate("preview", "{name} receives {amount}").format(
            name=state.names[seat],
            amount=received_words(
                shares.hand[seat] + shares.honba[seat], shares.sticks[seat], rules
            ),
        )
        for seat in range(state.seats)
        if shares.hand[seat] + shares.honba[seat] + shares.sticks[seat] > 0
    ]
    payments = payer_words(state, shares)
    return [_win_title(state, event, rules), *_joined(payments), *_joined(receipts)]


def _joined(parts: list[str]) -> list[str]:
    """Several players' payments on one line: a preview stays a few lines long."""
    #: Between the payments of several players on one line of the preview.
    return [translate("preview", "; ").join(parts)] if parts else []


def _win_title(state: TableState, event: Ron | Tsumo, rules: Rules) -> str:
    """What the hand is: its limit ("Haneman") or han and fu, and who is liable for it; each
    winner's on a double ron. The yaku of a hand counted from its tiles are the picker's to
    show: the preview stays a few lines long."""
    if isinstance(event, Tsumo):
        return _capital(win_words(event, state.names, rules, tsumo=True, yaku=False))
    wins = paid_ron_winners(event, rules, state.seats)
    if len(wins) == 1:
        return _capital(win_words(wins[0], state.names, rules, tsumo=False, yaku=False))
    return translate("preview", ", ").join(_named(state, win, rules) for win in wins)


def _named(state: TableState, win: Win, rules: Rules) -> str:
    #: One winner of a double or triple ron in the preview: "Dan: haneman".
    return translate("preview", "{name}: {hand}").format(
        name=state.names[win.winner],
        hand=win_words(win, state.names, rules, tsumo=False, yaku=False),
    )


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _other_lines(state: TableState, event: Event, rules: Rules, total: Points) -> list[str]:
    lines: list[str] = []
    if isinstance(event, Chombo) and rules.chombo is ChomboPenalty.AT_SETTLEMENT:
        lines.append(
            translate(
                "preview",
                "{name} loses {points} at the settlement, paid to nobody; the hand is played "
                "again.",
            ).format(name=state.names[event.seat], points=rules.chombo_points)
        )
    if isinstance(event, AbortiveDrawEvent):
        lines.append(
            translate(
                "preview",
                "The hand is played again: the dealer stays, with one more honba; the riichi "
                "sticks stay on the table.",
            )
        )
    payments = [
        translate("preview", "{name} pays {amount}").format(
            name=state.names[seat], amount=-total[seat]
        )
        for seat in range(state.seats)
        if total[seat] < 0
    ]
    receipts = [
        translate("preview", "{name} receives {amount}").format(
            name=state.names[seat], amount=total[seat]
        )
        for seat in range(state.seats)
        if total[seat] > 0
    ]
    lines += _joined(payments) + _joined(receipts)
    if not lines:
        lines.append(translate("preview", "No points change hands."))
    return lines


@valueclass
class GridCell:
    """A common hand, and what it pays for the winner in question (None: it cannot exist)."""

    hand: Hand
    label: str | None
    words: str = ""
    """What the hand is, as everywhere else: "mangan (4 han 40 fu)"."""


def hand_grid(*, dealer: bool, tsumo: bool, rules: Rules) -> list[GridCell]:
    """The grid of common hands, 1 to 4 han by the common fu, each with its payment."""
    cells = []
    for han in GRID_HAN:
        for fu in GRID_FU:
            hand = Hand(han=han, fu=fu)
            paid = _paid(hand, dealer=dealer, tsumo=tsumo, rules=rules)
            cells.append(GridCell(hand, paid, hand_words(hand, rules, tsumo=tsumo)))
    return cells


def _paid(hand: Hand, *, dealer: bool, tsumo: bool, rules: Rules) -> str | None:
    try:
        score = score_win(hand, tsumo=tsumo, dealer=dealer, rules=rules)
    except InvalidHand:
        return None
    if not tsumo:
        return str(score.discarder_pays)
    if dealer:
        #: A dealer's tsumo in the grid: what each player pays.
        return translate("preview", "{each} all").format(each=score.each_pays)
    return f"{score.non_dealer_pays}/{score.dealer_pays}"
