"""Random legal games under every rule set: what must hold whatever the players record.

- Points plus the riichi sticks on the table (1000 each) never change: every payment moves points
  between players (a chombo at settlement moves none, a reverse mangan moves them between
  players only).
- The settlement of any table adds up to zero.
- Replaying the recorded events gives the same table; undo gives back the table before.
- Events the rules allow are accepted, those they forbid refused without changing anything, and
  nothing is accepted once the game is over.
- After a hand: either the deal passes (to the next seat) or the dealer stays and honba + 1; a
  non-dealer win resets honba (scoring.md, "Dealer rotation").
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    rule,
    run_state_machine_as_test,
)

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import (
    AbortiveDraw,
    ChomboPenalty,
    MultipleRon,
    PaoYakuman,
    Rules,
    SanmaTsumo,
)
from tallyo_desktop.core.scoring.hand import VALID_FU, Hand, is_possible
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.state import EndReason, TableState

NAMES = ("Ann", "Ben", "Cid", "Dee")

RULE_SETS = [
    *presets.PRESETS.values(),
    presets.east_only(presets.TENHOU),
    presets.east_only(presets.WRC),
    presets.WRC.with_changes(preset="wrc-reverse-mangan", chombo=ChomboPenalty.REVERSE_MANGAN),
    presets.TENHOU.with_changes(
        preset="tenhou-bust-at-0-reverse-mangan",
        bust_at_zero=True,
        chombo=ChomboPenalty.REVERSE_MANGAN,
    ),
    presets.MAHJONG_SOUL_3P.with_changes(
        preset="mahjong-soul-3p-bisection-reverse-mangan",
        sanma_tsumo=SanmaTsumo.NORTH_BISECTION,
        chombo=ChomboPenalty.REVERSE_MANGAN,
        pao_tsumo_as_ron=False,
    ),
    presets.east_only(presets.TENHOU_3P),
]


CANDIDATES = [
    *(Hand(han=han, fu=fu) for han in range(1, 14) for fu in VALID_FU),
    *(Hand(han=han) for han in range(1, 14)),
    Hand(yakuman=1),
    Hand(yakuman=2),
]
RON_HANDS = [hand for hand in CANDIDATES if is_possible(hand, tsumo=False)]
TSUMO_HANDS = [hand for hand in CANDIDATES if is_possible(hand, tsumo=True)]


def hands(valid: list[Hand]) -> st.SearchStrategy[Hand]:
    """Valid hands: small ones (under 5 han) often, so that games last, and yakuman often
    enough for pao to come up."""
    small = [hand for hand in valid if hand.fu is not None and hand.han < 5]
    yakuman = [hand for hand in valid if hand.yakuman]
    return st.one_of(st.sampled_from(small), st.sampled_from(valid), st.sampled_from(yakuman))


def pao_for(data: st.DataObject, winner: int, hand: Hand, seats: range) -> Pao | None:
    if not hand.yakuman or not data.draw(st.booleans()):
        return None
    seat = data.draw(st.sampled_from([s for s in seats if s != winner]))
    covered = data.draw(st.one_of(st.none(), st.integers(1, hand.yakuman)))
    kind = data.draw(st.one_of(st.none(), st.sampled_from(PaoYakuman)))
    return Pao(seat, covered, kind)


HAND_ENDING = (Ron, Tsumo, ExhaustiveDraw, NagashiMangan, AbortiveDrawEvent)


class TableMachine(RuleBasedStateMachine):
    table_rules: Rules = presets.WRC

    def __init__(self) -> None:
        super().__init__()
        players = self.table_rules.players
        self.names = NAMES[:players]
        self.seats = range(players)
        self.game = Game(self.table_rules, self.names)
        self.before: list[TableState] = []
        """The table before each recorded event."""
        self.total = players * self.table_rules.start_points

    @property
    def state(self) -> TableState:
        return self.game.state

    def record(self, event: Event, *, accepted: bool | None = True) -> None:
        """Record `event`; `accepted` says whether the rules allow it (None: not predicted)."""
        game = self.game
        before = game.state
        count = len(game)
        if before.is_over:
            with pytest.raises(RefusedEvent, match="game is over"):
                game.record(event)
            assert game.state is before
            assert len(game) == count
            return
        try:
            after = game.record(event)
        except RefusedEvent as error:
            assert accepted is not True, f"{event} was refused: {error}"
            assert str(error)
            assert game.state is before
            assert len(game) == count
            return
        assert accepted is not False, f"{event} was accepted"
        self.before.append(before)
        self.check_progress(before, after, event)

    def check_progress(self, before: TableState, after: TableState, event: Event) -> None:
        rules = self.table_rules
        if not isinstance(event, HAND_ENDING):
            assert after.hands_played == before.hands_played
            assert (after.round_wind, after.hand_number, after.honba) == (
                before.round_wind,
                before.hand_number,
                before.honba,
            )
            return
        assert after.hands_played == before.hands_played + 1
        assert after.riichi == frozenset()
        if rules.busting and any(p < 0 for p in after.points):
            assert after.ended is EndReason.BUST
        if not rules.busting:
            assert after.ended is not EndReason.BUST
        if after.ended is not None:
            return
        if after.dealer == before.dealer and after.round_wind == before.round_wind:
            assert after.honba == before.honba + 1
        else:
            assert after.dealer == (before.dealer + 1) % before.seats
            assert after.honba in (0, before.honba + 1)
        if isinstance(event, Tsumo):
            # A tsumo takes every stick; the dealer's keeps the deal, anyone else's passes it.
            assert after.sticks == 0
            assert (after.dealer == before.dealer) == (event.winner == before.dealer)
            assert after.honba == (before.honba + 1 if event.winner == before.dealer else 0)
        if isinstance(event, ExhaustiveDraw | NagashiMangan):
            assert after.sticks == before.sticks
            assert after.honba == before.honba + 1
            assert (after.dealer == before.dealer) == (before.dealer in event.tenpai)
        if isinstance(event, AbortiveDrawEvent):
            assert after.points == before.points
            assert after.sticks == before.sticks
            assert (after.dealer, after.honba) == (before.dealer, before.honba + 1)

    # --- rules: what the players record ---------------------------------------------------------

    def seat(self, data: st.DataObject, label: str) -> int:
        return data.draw(st.sampled_from(self.seats), label=label)

    @rule(data=st.data())
    def riichi_by(self, data: st.DataObject) -> None:
        self.riichi(self.seat(data, "riichi"))

    def riichi(self, seat: int) -> None:
        state = self.state
        allowed = seat not in state.riichi and not (
            self.table_rules.busting and state.points[seat] < 1000
        )
        self.record(Riichi(seat), accepted=allowed)

    @rule()
    def everyone_declares_riichi(self) -> None:
        for seat in self.seats:
            self.riichi(seat)

    def pao_allowed(self, wins: list[Win]) -> bool:
        """Whether the rules have a liability for every yakuman named."""
        pao = self.table_rules.pao
        return all(w.pao is None or w.pao.kind is None or w.pao.kind in pao for w in wins)

    @rule(data=st.data())
    def ron(self, data: st.DataObject) -> None:
        discarder = self.seat(data, "discarder")
        others = [seat for seat in self.seats if seat != discarder]
        winners = data.draw(
            st.lists(st.sampled_from(others), min_size=1, max_size=len(others), unique=True),
            label="winners",
        )
        wins = []
        for winner in winners:
            hand = data.draw(hands(RON_HANDS), label="hand")
            wins.append(Win(winner, hand, pao_for(data, winner, hand, self.seats)))
        before = self.state
        on_riichi_tile = discarder in before.riichi and data.draw(st.booleans(), label="tile")
        counted = wins
        if self.table_rules.multiple_ron is MultipleRon.HEAD_BUMP:
            # Only the winner nearest the discarder's right wins; the others are not looked at.
            n = before.seats
            counted = [min(wins, key=lambda win: (win.winner - discarder) % n)]
        self.record(Ron(discarder, tuple(wins), on_riichi_tile), accepted=self.pao_allowed(counted))
        after = self.state
        rules = self.table_rules
        if before.is_over or after.ended is not None or after is before:
            return
        if on_riichi_tile:
            # The declaration never completed: the discarder's stick went back.
            before = replace(
                before,
                points=tuple(p + 1000 * (s == discarder) for s, p in enumerate(before.points)),
                sticks=before.sticks - 1,
            )
        if len(wins) == 3 and rules.multiple_ron is MultipleRon.DOUBLE_RON:
            # Tenhou: a triple ron is an abortive draw.
            assert after.points == before.points
            assert after.sticks == before.sticks
            assert (after.dealer, after.honba) == (before.dealer, before.honba + 1)
            return
        paid = set(winners)
        n = before.seats
        if rules.multiple_ron is MultipleRon.HEAD_BUMP:
            paid = {next(s % n for s in range(discarder + 1, discarder + n) if s % n in paid)}
        assert after.sticks == 0
        assert (after.dealer == before.dealer) == (before.dealer in paid)
        assert after.honba == (before.honba + 1 if before.dealer in paid else 0)
        liable = {win.pao.seat for win in wins if win.pao is not None}
        for seat in self.seats:
            change = after.points[seat] - before.points[seat]
            if seat in liable:
                continue  # a winner may also answer for another winner's yakuman
            if seat in paid:
                assert change > 0
            elif seat != discarder:
                assert change == 0

    @rule(data=st.data())
    def tsumo(self, data: st.DataObject) -> None:
        winner = self.seat(data, "winner")
        hand = data.draw(hands(TSUMO_HANDS), label="hand")
        pao = pao_for(data, winner, hand, self.seats)
        self.record(Tsumo(winner, hand, pao), accepted=self.pao_allowed([Win(winner, hand, pao)]))

    @rule(data=st.data())
    def exhaustive_draw(self, data: st.DataObject) -> None:
        tenpai = data.draw(st.frozensets(st.sampled_from(self.seats)), label="tenpai")
        self.record(ExhaustiveDraw(tenpai))

    @rule(count=st.integers(1, 4))
    def quiet_hands(self, count: int) -> None:
        """Draws with nobody tenpai: the deal moves on, so the end of the game comes up often."""
        for _ in range(count):
            self.record(ExhaustiveDraw(frozenset()))

    @rule(data=st.data())
    def nagashi_mangan(self, data: st.DataObject) -> None:
        seats = data.draw(
            st.lists(st.sampled_from(self.seats), min_size=1, max_size=2, unique=True)
        )
        tenpai = data.draw(st.frozensets(st.sampled_from(self.seats)), label="tenpai")
        self.record(NagashiMangan(tuple(seats), tenpai), accepted=self.table_rules.nagashi_mangan)

    @rule(kind=st.sampled_from(AbortiveDraw))
    def abortive_draw(self, kind: AbortiveDraw) -> None:
        allowed = kind in self.table_rules.abortive_draws and (
            kind is not AbortiveDraw.FOUR_RIICHI or len(self.state.riichi) == 4
        )
        self.record(AbortiveDrawEvent(kind), accepted=allowed)

    @rule(data=st.data())
    def chombo(self, data: st.DataObject) -> None:
        seat = self.seat(data, "chombo")
        before = self.state
        rules = self.table_rules
        self.record(Chombo(seat), accepted=rules.chombo is not ChomboPenalty.NONE)
        after = self.state
        if before.is_over or after is before:
            return
        assert after.riichi == frozenset()
        assert after.sticks == before.sticks - len(before.riichi)
        if rules.chombo is ChomboPenalty.AT_SETTLEMENT:
            # The riichi sticks of the hand go back; nothing else moves.
            returned = tuple(1000 * (s in before.riichi) for s in self.seats)
            assert after.points == tuple(
                p + r for p, r in zip(before.points, returned, strict=True)
            )
            assert after.chombo[seat] == before.chombo[seat] + 1

    @rule(
        data=st.data(),
        amount=st.one_of(st.integers(1, 80).map(lambda n: 100 * n), st.integers(-500, 9000)),
        reason=st.sampled_from(["Wrong honba", "Paid the wrong player", "", "  "]),
    )
    def correction(self, data: st.DataObject, amount: int, reason: str) -> None:
        payer, receiver = self.seat(data, "payer"), self.seat(data, "receiver")
        allowed = payer != receiver and amount > 0 and amount % 100 == 0 and bool(reason.strip())
        self.record(PointCorrection(payer, receiver, amount, reason), accepted=allowed)

    @rule()
    def undo(self) -> None:
        if not len(self.game):
            with pytest.raises(RefusedEvent):
                self.game.undo()
            return
        count = len(self.game)
        self.game.undo()
        previous = self.before.pop()
        assert self.game.state == previous
        assert self.game.state is previous
        assert len(self.game) == count - 1

    # --- invariants -----------------------------------------------------------------------------

    @invariant()
    def points_and_sticks_are_conserved(self) -> None:
        state = self.state
        assert sum(state.points) + 1000 * state.sticks == self.total

    @invariant()
    def the_table_is_sane(self) -> None:
        state = self.state
        assert state.sticks >= len(state.riichi)
        assert state.honba >= 0
        assert 1 <= state.hand_number <= state.seats
        assert all(count >= 0 for count in state.chombo)
        assert state.is_over == (state.ended is not None)
        assert len(self.before) == len(self.game)

    @invariant()
    def the_settlement_sums_to_what_is_paid_to_nobody(self) -> None:
        outcome = self.game.settlement()
        rules = self.table_rules
        penalties = rules.chombo_points * sum(self.state.chombo)
        lost = outcome.leftover_sticks if outcome.sticks_lost else 0
        assert sum(s.result for s in outcome.standings) == -(penalties + lost)
        assert sum(s.chombo for s in outcome.standings) == -penalties
        assert sorted(s.place for s in outcome.standings)[0] == 1

    @invariant()
    def replay_gives_the_same_table(self) -> None:
        again = Game.replay(self.table_rules, self.names, self.game.events)
        assert again.state == self.state


SETTINGS = settings(
    max_examples=20,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.preset)
def test_random_games(rules: Rules) -> None:
    machine = type("TableMachineUnder", (TableMachine,), {"table_rules": rules})
    run_state_machine_as_test(machine, settings=SETTINGS)
