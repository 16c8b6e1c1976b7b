"""Turns the Tenhou game records of tests/data/tenhou/games.jsonl (four players) and
tests/data/tenhou-sanma/games.jsonl (three players) into the core's own events.

Each hand becomes what a player would enter at the table: the riichi declarations whose stick was
paid, then the result (a ron with one or two wins, a tsumo, an exhaustive draw with the tenpai
seats, a nagashi mangan, or an abortive draw). Everything the log says happened afterwards (the
payments, the points, who deals next, how the game ends, the final results) is kept apart as the
expected outcome, so the core has to work it out for itself.

The number of seats is the record's own (`players`, which the four-player file leaves out): every
list of points in it must have that many entries.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from tallyo_desktop.core.rules.presets import (
    TENHOU,
    TENHOU_3P,
    TENHOU_3P_ROUNDED,
    TENHOU_2009,
    TENHOU_EAST_2009,
    TENHOU_ROUNDED,
    east_only,
)
from tallyo_desktop.core.rules.rules import AbortiveDraw, PaoYakuman, Rules, Settlement
from tallyo_desktop.core.scoring.hand import LIMIT_HAN, Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.state import EndReason, Points

DATA = Path(__file__).resolve().parent.parent / "data"
DATA_FILE = DATA / "tenhou" / "games.jsonl"
SANMA_DATA_FILE = DATA / "tenhou-sanma" / "games.jsonl"

DEFAULT_PLAYERS = 4
"""The seats of a record that does not give `players`: the four-player file has no such field."""
THREE_PLAYER_LOBBY = "三"
"""What a three-player lobby's name starts with."""
LOG_HANDS_PER_WIND = 4
"""Tenhou numbers the hands 4 to a wind whatever the number of seats: with three players East 3
(index 2) is followed by South 1 (index 4), and index 3 never occurs."""

ABORTIVE_KINDS: dict[str, AbortiveDraw] = {
    "九種九牌": AbortiveDraw.NINE_TERMINALS,
    "四風連打": AbortiveDraw.FOUR_WINDS,
    "四槓散了": AbortiveDraw.FOUR_KANS,
    "四家立直": AbortiveDraw.FOUR_RIICHI,
    "三家和了": AbortiveDraw.TRIPLE_RON,
    "三家和": AbortiveDraw.TRIPLE_RON,
}
EXHAUSTIVE_KINDS = frozenset({"流局", "全員聴牌", "全員不聴"})
NAGASHI_KIND = "流し満貫"

# The log names the lobby's settlement in words; these prefixes tell the two regimes apart.
# Where the final points are all whole thousands both give the same results, and the record
# says so; the date then decides, as it does for a record without results.
BOTH_MODES = "exact and rounded give the same"
EXACT_MODE = "exact"
ROUNDED_MODE = "rounded"
LAST_ROUNDED_YEAR = 2020
"""Tenhou rounded each result to 1000 up to 2020 and kept the decimal from 2021 (the presets
tenhou-2020 and tenhou-3p-2020)."""

END_LAST_HAND = "final hand (オーラス) ended, no dealer repeat"
END_BUST = "bust (a player below 0)"
END_YAME = (
    "dealer repeat but game ended: dealer is top with >=30000 (automatic agari-yame/tenpai-yame)"
)
END_EXTENSION = "extension round (西入) ended"
END_EXTENSION_YAME = "extension round: dealer repeat but game ended (dealer top, >=30000)"

# Tenhou's logs of 2009 show a game playing on after the dealer's tenpai in South 4 with the
# dealer first above 30000: tenpai-yame came later, and a log of 2022 ends the game there. Logs
# whose id carries no date count as later ones; none of them meets that situation.
NO_TENPAI_YAME_YEARS = frozenset({"2009"})


@dataclass(frozen=True)
class LogWin:
    winner: int
    discarder: int
    """The winner itself on a tsumo."""
    tsumo: bool
    pao: int | None
    pao_kind: PaoYakuman | None
    """The yakuman the liable seat fed, from the yaku list."""
    han: int
    fu: int
    yakuman: int
    points: int
    """The bare hand value: the ron payment, or the sum of the tsumo payments."""
    points_text: str
    deltas: Points
    kita: int
    """The North tiles the winner set aside (three players only); `han` already counts them."""


@dataclass(frozen=True)
class LogDraw:
    kind: str
    tenpai: frozenset[int] | None
    """None for an abortive draw: the log shows revealed hands there, not a tenpai list."""
    deltas: Points


@dataclass(frozen=True)
class LogHand:
    round_index: int
    """0 is East 1, 4 South 1, 8 West 1."""
    round_name: str
    honba: int
    sticks: int
    """Riichi sticks on the table when the hand starts."""
    dealer: int
    start_points: Points
    end_points: Points
    riichi_declared: tuple[int, ...]
    riichi_paid: tuple[int, ...]
    """Those whose stick was placed: a seat missing here was ronned on its declaration tile."""
    result_type: str
    wins: tuple[LogWin, ...]
    draw: LogDraw | None

    @property
    def seats(self) -> int:
        return len(self.start_points)

    @property
    def hand_name(self) -> str:
        """In the core's words: "South 4"."""
        wind = Wind(self.round_index // LOG_HANDS_PER_WIND)
        return f"{wind.label} {self.round_index % LOG_HANDS_PER_WIND + 1}"

    @property
    def label(self) -> str:
        return f"{self.round_name} {self.honba}本場 ({self.hand_name}, {self.honba} honba)"

    @property
    def deltas(self) -> Points:
        """What the result moved, seat by seat; the riichi deposits are not part of it."""
        if self.draw is not None:
            return self.draw.deltas
        return tuple(sum(win.deltas[seat] for win in self.wins) for seat in range(self.seats))


@dataclass(frozen=True)
class LogGame:
    game_id: str
    rule: str
    """The lobby as Tenhou shows it, e.g. 鳳南喰赤."""
    ranked: bool
    players: int
    start_points: int
    hands: tuple[LogHand, ...]
    final_points: Points
    final_results: Points | None
    """In points, as the core keeps them: +45.3 is 45300. None where the record has none."""
    final_results_mode: str | None
    leftover_sticks: int
    end_reason_text: str

    @property
    def short_id(self) -> str:
        """A readable test id: date and hour plus the log's own suffix, or the file's name."""
        if ":" in self.game_id:
            return Path(self.game_id.split(":", 1)[1]).stem
        stamp, _, rest = self.game_id.partition("gm-")
        return f"{stamp}-{rest.rsplit('-', 1)[-1]}"

    @property
    def year(self) -> str | None:
        """The year the game was played, when the log's id carries it."""
        head = self.game_id[:4]
        return head if head.isdigit() else None

    @property
    def east_only(self) -> bool:
        """The lobby's name: 鳳東喰赤, or 三鳳東喰赤速 with three players."""
        return self.rule.removeprefix(THREE_PLAYER_LOBBY)[1] == "東"


def _points(values: Sequence[Any], seats: int) -> Points:
    points = tuple(int(value) for value in values)
    if len(points) != seats:
        raise ValueError(f"{list(values)}: {len(points)} values for {seats} seats")
    return points


def _result_points(value: Any) -> int:
    # Through Decimal, so 6.8 becomes exactly 6800 and not 6799.999...
    return int(Decimal(str(value)) * 1000)


# The yakuman that carry liability at Tenhou, as its logs name them.
PAO_YAKU = {"大三元": PaoYakuman.DAISANGEN, "大四喜": PaoYakuman.DAISUUSHII}


def _win(entry: dict[str, Any], seats: int) -> LogWin:
    pao = entry["pao"]
    kinds = [PAO_YAKU[name] for name, _ in entry["yaku"] if name in PAO_YAKU]
    return LogWin(
        winner=int(entry["winner"]),
        discarder=int(entry["from"]),
        tsumo=bool(entry["tsumo"]),
        pao=None if pao is None else int(pao),
        pao_kind=kinds[0] if pao is not None else None,
        han=int(entry["han"]),
        fu=int(entry["fu"]),
        yakuman=int(entry["yakuman"]),
        points=int(entry["points"]),
        points_text=str(entry["points_text"]),
        deltas=_points(entry["deltas"], seats),
        kita=int(entry.get("kita", 0)),
    )


def _hand(record: dict[str, Any], seats: int) -> LogHand:
    result = record["result"]
    wins: tuple[LogWin, ...] = ()
    draw: LogDraw | None = None
    if isinstance(result, list):
        wins = tuple(_win(entry, seats) for entry in result)
    else:
        tenpai = result.get("tenpai_seats")
        draw = LogDraw(
            kind=str(result["kind"]),
            tenpai=None if tenpai is None else frozenset(int(seat) for seat in tenpai),
            deltas=_points(result["deltas"], seats),
        )
    return LogHand(
        round_index=int(record["round"]),
        round_name=str(record["round_name"]),
        honba=int(record["honba"]),
        sticks=int(record["kyotaku"]),
        dealer=int(record["dealer"]),
        start_points=_points(record["start_scores"], seats),
        end_points=_points(record["end_scores"], seats),
        riichi_declared=tuple(int(seat) for seat in record["riichi_seats"]),
        riichi_paid=tuple(int(seat) for seat in record["riichi_sticks_paid"]),
        result_type=str(record["result_type"]),
        wins=wins,
        draw=draw,
    )


def _game(record: dict[str, Any]) -> LogGame:
    seats = int(record.get("players", DEFAULT_PLAYERS))
    rule = str(record["rule"])
    if rule.startswith(THREE_PLAYER_LOBBY) != (seats == 3):
        raise ValueError(f"{record['game_id']}: a {seats}-player game in the lobby {rule}")
    results = record["final_results"]
    mode = record["final_results_mode"]
    return LogGame(
        game_id=str(record["game_id"]),
        rule=rule,
        ranked=bool(record["ranked_lobby"]),
        players=seats,
        start_points=int(record["start_points"]),
        hands=tuple(_hand(hand, seats) for hand in record["hands"]),
        final_points=_points(record["final_scores"], seats),
        final_results=(
            None
            if results is None
            else _points([_result_points(value) for value in results], seats)
        ),
        final_results_mode=None if mode is None else str(mode),
        leftover_sticks=int(record["leftover_kyotaku_to_top"]),
        end_reason_text=str(record["end_reason"]),
    )


def load_games(path: Path = DATA_FILE) -> tuple[LogGame, ...]:
    with path.open(encoding="utf-8") as lines:
        return tuple(_game(json.loads(line)) for line in lines if line.strip())


def hand_of(win: LogWin) -> Hand:
    """The hand as a player enters it: a yakuman count, or han with fu below the limits.

    A counted (kazoe) yakuman has no yakuman in its yaku list, so it stays 13+ han.
    """
    if win.yakuman:
        return Hand(yakuman=win.yakuman)
    if win.han >= LIMIT_HAN:
        return Hand(han=win.han)
    return Hand(han=win.han, fu=win.fu)


def _pao(win: LogWin) -> Pao | None:
    # The liable seat fed the last set of one yakuman; what it answers for beyond that is a
    # question for the rules, not for the entry.
    return None if win.pao is None else Pao(seat=win.pao, yakuman=1, kind=win.pao_kind)


def result_event(hand: LogHand) -> Event:
    if hand.wins:
        first = hand.wins[0]
        if first.tsumo:
            return Tsumo(first.winner, hand_of(first), _pao(first))
        declared_on_it = first.discarder in hand.riichi_declared
        return Ron(
            first.discarder,
            tuple(Win(win.winner, hand_of(win), _pao(win)) for win in hand.wins),
            on_riichi_tile=declared_on_it and first.discarder not in hand.riichi_paid,
        )
    draw = hand.draw
    assert draw is not None, f"{hand.label}: neither a win nor a draw"
    if draw.kind in ABORTIVE_KINDS:
        return AbortiveDrawEvent(ABORTIVE_KINDS[draw.kind])
    assert draw.tenpai is not None, f"{hand.label}: {draw.kind} without a tenpai list"
    if draw.kind == NAGASHI_KIND:
        # The log does not name who made nagashi mangan; it is whoever was paid for it.
        makers = tuple(seat for seat, delta in enumerate(draw.deltas) if delta > 0)
        return NagashiMangan(seats=makers, tenpai=draw.tenpai)
    assert draw.kind in EXHAUSTIVE_KINDS, f"{hand.label}: unknown draw {draw.kind}"
    return ExhaustiveDraw(tenpai=draw.tenpai)


def hand_events(hand: LogHand) -> tuple[Event, ...]:
    """Every riichi declaration, in the log's order, then the result: a ron on a declaration
    tile says so, and its stick goes back."""
    return (*(Riichi(seat) for seat in hand.riichi_declared), result_event(hand))


def rules_for(game: LogGame) -> Rules:
    """The rules the game was played under, from its seats, its lobby, its year and its
    settlement."""
    base = TENHOU_3P if game.players == 3 else TENHOU
    if not game.ranked:
        # A private lobby with its own start; only its hands are compared, so the return points
        # (and with them the uma and oka) do not matter beyond being valid.
        return base.with_changes(
            preset=f"tenhou lobby {game.rule}",
            start_points=game.start_points,
            return_points=max(game.start_points, base.return_points),
        )
    settlement = _settlement(game)
    candidates: tuple[Rules, ...]
    if game.players == 3:
        # The three-player East-only lobby has the same uma as the East-South one.
        candidates = (TENHOU_3P, TENHOU_3P_ROUNDED)
        if game.east_only:
            candidates = tuple(east_only(rules) for rules in candidates)
    elif game.year in NO_TENPAI_YAME_YEARS:
        candidates = (TENHOU_EAST_2009,) if game.east_only else (TENHOU_2009,)
    else:
        assert not game.east_only, f"{game.game_id}: only the 2009 East-only lobby is known"
        candidates = (TENHOU, TENHOU_ROUNDED)
    for rules in candidates:
        if rules.settlement is settlement:
            return rules
    raise ValueError(f"{game.game_id}: no Tenhou preset of its time settles {settlement.value}")


def _settlement(game: LogGame) -> Settlement:
    """The settlement the record's results show, or else the one of the game's time."""
    mode = game.final_results_mode
    if mode is None or mode.startswith(BOTH_MODES):
        return settlement_of_year(game)
    if mode.startswith(EXACT_MODE):
        return Settlement.EXACT
    if mode.startswith(ROUNDED_MODE):
        return Settlement.ROUND_TO_THOUSAND
    raise ValueError(f"{game.game_id}: unknown settlement {mode!r}")


def settlement_of_year(game: LogGame) -> Settlement:
    """How Tenhou settled a game in the year the log's id gives."""
    if game.year is None:
        raise ValueError(f"{game.game_id}: neither its results nor a date tell its settlement")
    if int(game.year) <= LAST_ROUNDED_YEAR:
        return Settlement.ROUND_TO_THOUSAND
    return Settlement.EXACT


def stated_settlement(game: LogGame) -> Settlement | None:
    """The settlement the record's results tell apart from the other one, if they do."""
    mode = game.final_results_mode
    if mode is None or mode.startswith(BOTH_MODES) or not game.ranked:
        return None
    return _settlement(game)


def end_reason(game: LogGame) -> EndReason:
    """The log's reason for the end, in the core's terms.

    The log gives one reason for agari-yame and tenpai-yame, and one for both ways the extra
    round ends; the last hand's result and the final points tell them apart.
    """
    text = game.end_reason_text
    last = game.hands[-1]
    if text == END_LAST_HAND:
        return EndReason.LAST_HAND
    if text == END_BUST:
        return EndReason.BUST
    if text in (END_YAME, END_EXTENSION_YAME):
        return EndReason.AGARI_YAME if last.wins else EndReason.TENPAI_YAME
    if text == END_EXTENSION:
        if max(last.end_points) >= rules_for(game).target_points:
            return EndReason.EXTENSION_REACHED_TARGET
        return EndReason.EXTENSION_LIMIT
    raise ValueError(f"{game.game_id}: unknown end reason {text!r}")
