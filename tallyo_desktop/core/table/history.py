"""Words and figures about recorded events: labels, history rows and payment previews.

The window shows these as they are, so every figure a player reads comes from the core.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import assert_never

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty, Rules
from tallyo_desktop.core.scoring.payments import score_win
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    EndedByTime,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Change, Game, Rename, RulesChange, Splice
from tallyo_desktop.core.table.hand_words import win_words
from tallyo_desktop.core.table.preview import WinShares, payer_words, received_words, win_shares
from tallyo_desktop.core.table.state import Points, TableState
from tallyo_desktop.core.table.wins import paid_ron_winners, ron_winners
from tallyo_desktop.core.values import valueclass


def abortive_name(kind: AbortiveDraw) -> str:
    """The name of an abortive draw as players read it, in lower case: "four riichi"."""
    match kind:
        case AbortiveDraw.NINE_TERMINALS:
            return translate("history", "nine terminals")
        case AbortiveDraw.FOUR_WINDS:
            return translate("history", "four winds")
        case AbortiveDraw.FOUR_RIICHI:
            return translate("history", "four riichi")
        case AbortiveDraw.FOUR_KANS:
            return translate("history", "four kans")
        case AbortiveDraw.TRIPLE_RON:
            return translate("history", "triple ron")
    assert_never(kind)


class _AbortiveNames(Mapping[str, str]):
    """Read at each lookup, so the names follow a translator installed after import."""

    def __getitem__(self, value: str) -> str:
        try:
            kind = AbortiveDraw(value)
        except ValueError:
            raise KeyError(value) from None
        return abortive_name(kind)

    def __iter__(self) -> Iterator[str]:
        return (kind.value for kind in AbortiveDraw)

    def __len__(self) -> int:
        return len(AbortiveDraw)


ABORTIVE_NAMES: Mapping[str, str] = _AbortiveNames()
"""Each abortive draw's name by its record value ("four_riichi": "four riichi")."""


def _listed(words: Iterable[str]) -> str:
    #: Between the items of a list: players' names, or the wins of a double ron.
    return translate("history", ", ").join(words)


def _win_value(state: TableState, winner: int, win: Win | Tsumo, rules: Rules, tsumo: bool) -> str:
    score = score_win(win.hand, tsumo=tsumo, dealer=winner == state.dealer, rules=rules)
    if not tsumo:
        return str(score.points)
    if score.dealer:
        #: A dealer's tsumo: what each of the other three players pays.
        return translate("history", "{each} all").format(each=score.each_pays)
    #: A non-dealer's tsumo: what each non-dealer pays, then what the dealer pays.
    return translate("history", "{non_dealer}/{dealer}").format(
        non_dealer=score.non_dealer_pays, dealer=score.dealer_pays
    )


def _payers(state: TableState, shares: WinShares) -> str:
    """Who paid what, where a liable player makes it other than the hand's usual split."""
    return _listed(payer_words(state, shares))


def _ron_summary(state: TableState, event: Ron, rules: Rules) -> str:
    names = state.names
    discarder = names[event.discarder]
    wins = paid_ron_winners(event, rules, state.seats)
    if not wins:
        return translate("history", "Triple ron on {name}'s discard: abortive draw").format(
            name=discarder
        )
    shares = win_shares(state, event, rules)
    # Each winner with what they received, in the preview's words: the hand with its honba,
    # then the riichi sticks apart.
    listed = _listed(
        translate("history", "{name} {hand}: {value}").format(
            name=names[win.winner],
            hand=win_words(win, names, rules, tsumo=False),
            value=received_words(
                shares.hand[win.winner] + shares.honba[win.winner],
                shares.sticks[win.winner],
                rules,
            ),
        )
        for win in wins
    )
    if len(wins) == 1:
        summary = translate("history", "Ron from {name}: {wins}").format(
            name=discarder, wins=listed
        )
    elif len(wins) == 2:
        summary = translate("history", "Double ron from {name}: {wins}").format(
            name=discarder, wins=listed
        )
    else:
        summary = translate("history", "Triple ron from {name}: {wins}").format(
            name=discarder, wins=listed
        )
    if any(win.pao is not None for win in wins):
        # The liable player pays too: the row says who paid what, or their change is a riddle.
        #: A ron with a liable player (pao), then who paid what ("...; Ann pays 16000 + 300,
        #: Bea pays 16000").
        summary = translate("history", "{summary}; {payers}").format(
            summary=summary, payers=_payers(state, shares)
        )
    return summary


def _tsumo_summary(state: TableState, event: Tsumo, rules: Rules) -> str:
    names = state.names
    winner = event.winner
    shares = win_shares(state, event, rules)
    hand = win_words(event, names, rules, tsumo=True)
    if event.pao is not None:
        # The liable player pays what the split would have: the row names who paid what.
        value = _payers(state, shares)
    else:
        value = _win_value(state, winner, event, rules, True)
    tsumo = translate("history", "{name} tsumo, {hand}: {value}").format(
        name=names[winner], hand=hand, value=value
    )
    if not (shares.honba[winner] or shares.sticks[winner]):
        return tsumo
    # The split says what each paid for the hand; with honba or sticks, what the winner
    # received follows, in the preview's words.
    received = translate("preview", "{name} receives {amount}").format(
        name=names[winner],
        amount=received_words(
            shares.hand[winner] + shares.honba[winner], shares.sticks[winner], rules
        ),
    )
    #: A tsumo with honba or riichi sticks: the hand and its split, then what the
    #: winner received ("Cid tsumo, 3 han 30 fu: 1000/2000; Cid receives 4300 + 1000
    #: (1 riichi stick)").
    return translate("history", "{tsumo}; {received}").format(tsumo=tsumo, received=received)


def settlement_penalty(rules: Rules) -> int:
    """What one chombo takes off the offender's final result at the settlement (0: nothing
    there, as when it is paid at the table)."""
    return rules.chombo_points if rules.chombo is ChomboPenalty.AT_SETTLEMENT else 0


def describe(state: TableState, event: Event, rules: Rules) -> str:
    """What happened, in a few words: "Bea ron from Ann, 4 han 30 fu: 7700"."""
    names = state.names
    match event:
        case Riichi(seat=seat):
            return translate("history", "{name} riichi").format(name=names[seat])
        case Ron():
            return _ron_summary(state, event, rules)
        case Tsumo():
            return _tsumo_summary(state, event, rules)
        case ExhaustiveDraw(tenpai=tenpai):
            if not tenpai:
                return translate("history", "Draw, nobody tenpai")
            return translate("history", "Draw, tenpai: {names}").format(
                names=_listed(names[s] for s in sorted(tenpai))
            )
        case NagashiMangan(seats=seats):
            return translate("history", "Nagashi mangan: {names}").format(
                names=_listed(names[s] for s in seats)
            )
        case AbortiveDrawEvent(kind=kind):
            return translate("history", "Abortive draw ({kind})").format(kind=abortive_name(kind))
        case Chombo(seat=seat):
            penalty = settlement_penalty(rules)
            if penalty:
                # The table points do not move, so the row says what the chombo will cost.
                #: A chombo paid off the offender's final result: "Chombo by Bea: -20000 at
                #: the settlement".
                return translate("history", "Chombo by {name}: {penalty} at the settlement").format(
                    name=names[seat], penalty=f"-{penalty}"
                )
            return translate("history", "Chombo by {name}").format(name=names[seat])
        case PointCorrection(payer=payer, receiver=receiver, amount=amount, reason=reason):
            return translate(
                "history", "Correction: {payer} pays {receiver} {amount} ({reason})"
            ).format(payer=names[payer], receiver=names[receiver], amount=amount, reason=reason)
        case EndedByTime():
            #: The history's row of a game ended when its time ran out (a club's round clock).
            return translate("history", "Ended by time")
    assert_never(event)


def short_label(state: TableState, event: Event, rules: Rules) -> str:
    """A label for an undo entry: "East 2 ron 7700", "South 1 riichi Ann"."""
    hand = state.hand_name
    match event:
        case Riichi(seat=seat):
            #: An entry of the undo list: the hand ("East 2"), what happened, who did it.
            return translate("history", "{hand} riichi {name}").format(
                hand=hand, name=state.names[seat]
            )
        case Ron():
            wins = ron_winners(event, rules, state.seats)
            values = " + ".join(_win_value(state, w.winner, w, rules, False) for w in wins)
            return translate("history", "{hand} ron {values}").format(hand=hand, values=values)
        case Tsumo(winner=winner):
            return translate("history", "{hand} tsumo {value}").format(
                hand=hand, value=_win_value(state, winner, event, rules, True)
            )
        case ExhaustiveDraw():
            return translate("history", "{hand} draw").format(hand=hand)
        case NagashiMangan():
            return translate("history", "{hand} nagashi mangan").format(hand=hand)
        case AbortiveDrawEvent():
            return translate("history", "{hand} abortive draw").format(hand=hand)
        case Chombo(seat=seat):
            return translate("history", "{hand} chombo {name}").format(
                hand=hand, name=state.names[seat]
            )
        case PointCorrection():
            return translate("history", "{hand} correction").format(hand=hand)
        case EndedByTime():
            #: An entry of the undo list: "Undo ending the game by time".
            return translate("history", "ending the game by time")
    assert_never(event)


def change_label(before: TableState, change: Change, rules: Rules) -> str:
    """A label for an undo entry of any change; `before` is the table where it starts."""
    match change:
        case Rename(old=old, new=new):
            #: An entry of the undo list: a player renamed.
            return translate("history", "renaming {old} to {new}").format(old=old, new=new)
        case RulesChange():
            #: An entry of the undo list: the game's rules changed ("Undo changing the rules").
            return translate("history", "changing the rules")
        case Splice(removed=(), inserted=(event,)):
            return short_label(before, event, rules)
        case Splice(removed=(), inserted=_):
            return translate("history", "{hand} put in").format(hand=before.hand_name)
        case Splice(removed=_, inserted=()):
            return translate("history", "{hand} deleted").format(hand=before.hand_name)
        case Splice():
            return translate("history", "{hand} edited").format(hand=before.hand_name)
    assert_never(change)


def _change(before: Points, after: Points) -> Points:
    return tuple(x - y for x, y in zip(after, before, strict=True))


@valueclass
class HistoryRow:
    """One hand (or one correction or chombo) as the history shows it."""

    hand_name: str
    honba: int
    summary: str
    changes: Points
    """Each seat's change over the row, riichi sticks put down included."""
    totals: Points
    first_event: int
    last_event: int
    winners: tuple[int, ...] = ()
    """The seats paid for a win in this row."""
    riichi: tuple[int, ...] = ()
    """The seats that declared riichi in this row's hand."""
    short_name: str = ""
    """The hand in short ("E2"), for a chart's axis."""
    tiles: str = ""
    """Each win's tiles, a line for each winner, where the win was counted from its tiles."""


def history_rows(game: Game, start: int = 0) -> list[HistoryRow]:
    """The history from event `start` on: riichi declarations join the row of their hand.

    `start` must be the first event of a row (0, or the event after a row's last), so a
    window can add rows as events are recorded without reading the whole game again.
    """
    rows: list[HistoryRow] = []
    opened = start
    riichi_words: list[str] = []
    riichi_seats: list[int] = []
    for index in range(start, len(game)):
        event = game.events_at(index)
        before = game.state_before(index)
        if isinstance(event, Riichi):
            riichi_words.append(describe(before, event, game.rules))
            riichi_seats.append(event.seat)
            continue
        opening = game.state_before(opened)
        after = game.state_after(index)
        summary = describe(before, event, game.rules)
        if riichi_words:
            #: A hand's summary, then the riichi declared in that hand.
            summary = translate("history", "{summary} ({riichi})").format(
                summary=summary, riichi=_listed(riichi_words)
            )
        rows.append(
            HistoryRow(
                hand_name=opening.hand_name,
                honba=opening.honba,
                summary=summary,
                changes=_change(opening.points, after.points),
                totals=after.points,
                first_event=opened,
                last_event=index,
                winners=winners_of(event, game.rules, before.seats),
                riichi=tuple(riichi_seats),
                short_name=opening.short_hand_name,
                tiles=_tiles_lines(before, event),
            )
        )
        opened = index + 1
        riichi_words = []
        riichi_seats = []
    return rows


def _tiles_lines(state: TableState, event: Event) -> str:
    """Each winner's tiles, where the win was counted from them: "Bea: 123m…, won on 5p"."""
    wins = event.wins if isinstance(event, Ron) else (event,) if isinstance(event, Tsumo) else ()
    return "\n".join(
        translate("history", "{name}: {tiles}").format(
            name=state.names[win.winner], tiles=win.tiles.tiles_words()
        )
        for win in wins
        if win.tiles is not None
    )


def winners_of(event: Event, rules: Rules, seats: int) -> tuple[int, ...]:
    """The seats paid for a win by `event` (none for anything but a paid ron or a tsumo)."""
    if isinstance(event, Ron):
        return tuple(win.winner for win in paid_ron_winners(event, rules, seats))
    if isinstance(event, Tsumo):
        return (event.winner,)
    return ()


def differences(state: TableState, seat: int) -> list[tuple[str, int]]:
    """How far each other seat is from `seat`: positive when the other seat is ahead."""
    return [
        (state.names[other], state.points[other] - state.points[seat])
        for other in range(state.seats)
        if other != seat
    ]
