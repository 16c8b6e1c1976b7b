"""The paid wins of a hand, each with what the statistics ask of it: who won and how, what the
hand was paid, and what its tiles say where it was counted from them.

What a win was paid is worked out again from the table before it, as the library's average win
is (`library.figures`): `paid` is what the winner received, honba included, without the riichi
sticks on the table (they were the table's, not the hand's); `hand_points` is the same without
the honba, the hand's own worth as paid. A deal-in's `dealt` is what the discarder paid to every
paid winner, honba included; what a seat liable for a yakuman paid is not part of it.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.rules.questions import honba_payment
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.payments import HandValue, Limit, hand_value
from tallyo_desktop.core.statistics.hands import PlayedHand
from tallyo_desktop.core.table.events import Ron, Tsumo, Win
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.table.wins import (
    WinPayments,
    paid_ron_winners,
    ron_payments,
    tsumo_payments_by_seat,
)
from tallyo_desktop.core.values import valueclass

# Imported for the types only: the tiles' modules load only where a win carries tiles.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles

DORA_NAMES = {"Dora": "dora", "Aka Dora": "red_fives", "Ura Dora": "ura_dora"}
"""The entries of a counted hand's yaku that are dora, not yaku, and the count each adds to."""


@valueclass
class PaidWin:
    """One paid win of a hand."""

    winner: int
    tsumo: bool
    dealer: bool
    """The winner was the dealer."""
    riichi: bool
    """The winner declared riichi in this hand."""
    value: HandValue
    han: int
    """The han entered (0 for a yakuman entered as such)."""
    paid: int
    hand_points: int
    tiles: WinTiles | None

    @property
    def yakuman(self) -> bool:
        """A yakuman, counted ones (13 han and more, where the rules make them one) included."""
        return self.value.limit is Limit.YAKUMAN

    @property
    def riichi_nomi(self) -> bool:
        """Won with riichi and nothing else: 1 han after declaring riichi, which is riichi
        alone (a tsumo adds menzen tsumo, and any other yaku or dora adds a han)."""
        return self.riichi and self.han == 1 and not self.yakuman

    @property
    def is_open(self) -> bool | None:
        """Whether the hand had called tiles; None where its tiles were not kept."""
        if self.tiles is None:
            return None
        return any(meld.kind.opens_hand for meld in self.tiles.situation.melds)

    @property
    def damaten(self) -> bool:
        """Won closed without riichi: known only where the tiles were kept."""
        return self.is_open is False and not self.riichi


@valueclass
class HandWins:
    """The wins that ended a hand (none for a draw, or a triple ron that is an abortive draw)."""

    wins: tuple[PaidWin, ...]
    discarder: int | None
    """Whoever dealt in to a paid ron; None for a tsumo and for no win."""
    dealt: int = 0


def _bare(state: TableState) -> TableState:
    """The table without sticks: what is then paid is the hand's and its honba."""
    return replace(state, sticks=0, riichi=frozenset())


def _paid_win(
    hand: PlayedHand, win: Win | Tsumo, rules: Rules, paid: WinPayments, honba: int
) -> PaidWin:
    """`win`, whose winner was paid `paid`, `honba` of it for the honba."""
    winner = win.winner
    tsumo = isinstance(win, Tsumo)
    received = paid.deltas[winner]
    return PaidWin(
        winner=winner,
        tsumo=tsumo,
        dealer=winner == hand.before.dealer,
        riichi=winner in hand.riichi,
        value=hand_value(win.hand, tsumo=tsumo, rules=rules),
        han=win.hand.han,
        paid=received,
        hand_points=received - honba,
        tiles=win.tiles,
    )


def hand_wins(hand: PlayedHand, rules: Rules) -> HandWins:
    """The paid wins of `hand`, nearest the discarder first, and the deal-in."""
    end = hand.end
    state = hand.before
    if isinstance(end, Tsumo):
        paid = tsumo_payments_by_seat(_bare(state), end, rules)
        # Each payer adds the honba, or the liable seat pays them all.
        honba = (state.seats - 1) * honba_payment(rules, state.honba, tsumo=True)
        return HandWins((_paid_win(hand, end, rules, paid, honba),), None)
    if not isinstance(end, Ron):
        return HandWins((), None)
    wins = paid_ron_winners(end, rules, state.seats)
    if not wins:
        return HandWins((), None)
    paid = ron_payments(_bare(state), end, rules)
    honba = honba_payment(rules, state.honba, tsumo=False)
    # The first winner collects the honba; every winner does where the rules say so.
    return HandWins(
        tuple(
            _paid_win(
                hand, win, rules, paid, honba if not position or rules.honba_to_each_winner else 0
            )
            for position, win in enumerate(wins)
        ),
        end.discarder,
        -paid.deltas[end.discarder],
    )
