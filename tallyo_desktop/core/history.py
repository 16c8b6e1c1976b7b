"""Words and figures about recorded events: labels, history rows and payment previews.

The window shows these as they are, so every figure a player reads comes from the core.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tallyo_desktop.core.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.scoring import score_win
from tallyo_desktop.core.seats import SEATS
from tallyo_desktop.core.state import Points, TableState
from tallyo_desktop.core.table import apply_event
from tallyo_desktop.core.wins import paid_ron_winners, ron_winners

ABORTIVE_NAMES = {
    "nine_terminals": "nine terminals",
    "four_winds": "four winds",
    "four_riichi": "four riichi",
    "four_kans": "four kans",
    "triple_ron": "triple ron",
}


def _win_value(state: TableState, winner: int, win: Win | Tsumo, rules: Rules, tsumo: bool) -> str:
    score = score_win(win.hand, tsumo=tsumo, dealer=winner == state.dealer, rules=rules)
    if not tsumo:
        return str(score.points)
    if score.dealer:
        return f"{score.each_pays} all"
    return f"{score.non_dealer_pays}/{score.dealer_pays}"


def describe(state: TableState, event: Event, rules: Rules) -> str:
    """What happened, in a few words: "Bea ron from Ann, 4 han 30 fu: 7700"."""
    names = state.names
    match event:
        case Riichi(seat=seat):
            return f"{names[seat]} riichi"
        case Ron(discarder=discarder):
            wins = paid_ron_winners(event, rules)
            if not wins:
                return f"Triple ron on {names[discarder]}'s discard: abortive draw"
            parts = [
                f"{names[win.winner]} {win.hand.describe()}: "
                f"{_win_value(state, win.winner, win, rules, False)}"
                for win in wins
            ]
            kind = {1: "Ron", 2: "Double ron", 3: "Triple ron"}[len(wins)]
            return f"{kind} from {names[discarder]}: " + ", ".join(parts)
        case Tsumo(winner=winner):
            value = _win_value(state, winner, event, rules, True)
            return f"{names[winner]} tsumo, {event.hand.describe()}: {value}"
        case ExhaustiveDraw(tenpai=tenpai):
            if not tenpai:
                return "Draw, nobody tenpai"
            return "Draw, tenpai: " + ", ".join(names[s] for s in sorted(tenpai))
        case NagashiMangan(seats=seats):
            return "Nagashi mangan: " + ", ".join(names[s] for s in seats)
        case AbortiveDrawEvent(kind=kind):
            return f"Abortive draw ({ABORTIVE_NAMES[kind.value]})"
        case Chombo(seat=seat):
            return f"Chombo by {names[seat]}"
        case PointCorrection(payer=payer, receiver=receiver, amount=amount, reason=reason):
            return f"Correction: {names[payer]} pays {names[receiver]} {amount} ({reason})"
    return "Unknown event"


def short_label(state: TableState, event: Event, rules: Rules) -> str:
    """A label for an undo entry: "East 2 ron 7700", "South 1 riichi Ann"."""
    prefix = state.hand_name
    match event:
        case Riichi(seat=seat):
            return f"{prefix} riichi {state.names[seat]}"
        case Ron():
            wins = ron_winners(event, rules)
            values = " + ".join(_win_value(state, w.winner, w, rules, False) for w in wins)
            return f"{prefix} ron {values}"
        case Tsumo(winner=winner):
            return f"{prefix} tsumo {_win_value(state, winner, event, rules, True)}"
        case ExhaustiveDraw():
            return f"{prefix} draw"
        case NagashiMangan():
            return f"{prefix} nagashi mangan"
        case AbortiveDrawEvent():
            return f"{prefix} abortive draw"
        case Chombo(seat=seat):
            return f"{prefix} chombo {state.names[seat]}"
        case PointCorrection():
            return f"{prefix} correction"
    return prefix


def _change(before: Points, after: Points) -> Points:
    a, b, c, d = (x - y for x, y in zip(after, before, strict=True))
    return (a, b, c, d)


def payment_lines(state: TableState, event: Event, rules: Rules) -> list[str]:
    """Who pays and who receives, honba and sticks shown apart: "Cid pays 7700 + 300".

    Raises RefusedEvent, as recording would, when the event is not possible.
    """
    after = apply_event(state, event, rules)
    total = _change(state.points, after.points)
    bare_state = replace(state, honba=0, sticks=0)
    bare = _change(state.points, apply_event(bare_state, event, rules).points)
    lines: list[str] = []
    for seat in range(SEATS):
        name = state.names[seat]
        extra = total[seat] - bare[seat]
        if total[seat] < 0:
            amount = f"{-bare[seat]}" + (f" + {-extra}" if extra else "")
            lines.append(f"{name} pays {amount}")
    for seat in range(SEATS):
        name = state.names[seat]
        extra = total[seat] - bare[seat]
        if total[seat] > 0:
            amount = f"{bare[seat]}" + (f" + {extra}" if extra else "")
            lines.append(f"{name} receives {amount}")
    if not lines:
        lines.append("No points change hands.")
    return lines


@dataclass(frozen=True)
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
            summary += " (" + ", ".join(riichi_words) + ")"
        rows.append(
            HistoryRow(
                hand_name=opening.hand_name,
                honba=opening.honba,
                summary=summary,
                changes=_change(opening.points, after.points),
                totals=after.points,
                first_event=opened,
                last_event=index,
                winners=winners_of(event, game.rules),
                riichi=tuple(riichi_seats),
            )
        )
        opened = index + 1
        riichi_words = []
        riichi_seats = []
    return rows


def winners_of(event: Event, rules: Rules) -> tuple[int, ...]:
    """The seats paid for a win by `event` (none for anything but a paid ron or a tsumo)."""
    if isinstance(event, Ron):
        return tuple(win.winner for win in paid_ron_winners(event, rules))
    if isinstance(event, Tsumo):
        return (event.winner,)
    return ()


def differences(state: TableState, seat: int) -> list[tuple[str, int]]:
    """How far each other seat is from `seat`: positive when the other seat is ahead."""
    return [
        (state.names[other], state.points[other] - state.points[seat])
        for other in range(SEATS)
        if other != seat
    ]
