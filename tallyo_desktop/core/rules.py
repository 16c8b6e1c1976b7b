"""The rules of one game: every option on which the common rule sets differ.

All amounts are in points (1000 points = 1.0 in a final result), so every sum stays an integer.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from tallyo_desktop.core.i18n import translate


class GameLength(Enum):
    EAST_ONLY = "east_only"
    EAST_SOUTH = "east_south"


class MultipleRon(Enum):
    """What happens when more than one player calls ron on the same discard."""

    HEAD_BUMP = "head_bump"
    """Only the winner nearest the discarder's right (first in turn order) wins."""
    DOUBLE_RON = "double_ron"
    """Two winners are paid; three winners make an abortive draw."""
    DOUBLE_AND_TRIPLE_RON = "double_and_triple_ron"
    """Two or three winners are all paid."""


class TieBreak(Enum):
    SEAT_ORDER = "seat_order"
    """Equal points rank by seat order, the first dealer highest."""
    SPLIT = "split"
    """Tied players share their places' uma (and oka) equally."""


class LeftoverSticks(Enum):
    TO_FIRST = "to_first"
    NOT_PAID = "not_paid"


class ChomboPenalty(Enum):
    NONE = "none"
    """Chombo is not recorded (online play cannot have one)."""
    AT_SETTLEMENT = "at_settlement"
    """The offender loses `chombo_points` in the final result; the table points do not move."""
    REVERSE_MANGAN = "reverse_mangan"
    """The offender pays the others as if they had won a mangan by tsumo."""


class Settlement(Enum):
    EXACT = "exact"
    """(points - return) / 1000 + uma, kept to the decimal."""
    ROUND_TO_THOUSAND = "round_to_thousand"
    """Older Tenhou: each player's points are first rounded to the nearest 1000 (halves away from
    zero); the players below first get (rounded - return) / 1000 + uma and first takes minus their
    sum."""


class AbortiveDraw(Enum):
    NINE_TERMINALS = "nine_terminals"
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    TRIPLE_RON = "triple_ron"


class PaoYakuman(Enum):
    DAISANGEN = "daisangen"
    DAISUUSHII = "daisuushii"
    SUUKANTSU = "suukantsu"


ALL_ABORTIVE_DRAWS = frozenset(AbortiveDraw)


@dataclass(frozen=True)
class UmaByCount:
    """Uma that depends on how many players finish below the return points (JPML-A style).

    `tables[n]` is the uma, first to fourth, when n players are below the return points.
    """

    tables: tuple[
        tuple[int, int, int, int],
        tuple[int, int, int, int],
        tuple[int, int, int, int],
        tuple[int, int, int, int],
        tuple[int, int, int, int],
    ]

    def for_count(self, below: int) -> tuple[int, int, int, int]:
        return self.tables[below]


@dataclass(frozen=True)
class Rules:
    """One immutable set of rules. Presets in `presets.py` fill it for the known rule sets."""

    name: str = "Custom"
    # Points and settlement
    start_points: int = 25000
    return_points: int = 30000
    uma: tuple[int, int, int, int] = (20000, 10000, -10000, -20000)
    uma_by_count: UmaByCount | None = None
    tie_break: TieBreak = TieBreak.SEAT_ORDER
    leftover_sticks: LeftoverSticks = LeftoverSticks.TO_FIRST
    settlement: Settlement = Settlement.EXACT
    # Hand values
    kiriage_mangan: bool = False
    kazoe_yakuman: bool = True
    yakuman_stacking: bool = True
    honba_ron: int = 300
    honba_tsumo: int = 100
    riichi_stick: int = 1000
    # The table
    game_length: GameLength = GameLength.EAST_SOUTH
    busting: bool = True
    bust_at_zero: bool = False
    multiple_ron: MultipleRon = MultipleRon.DOUBLE_AND_TRIPLE_RON
    honba_to_each_winner: bool = False
    agari_yame: bool = False
    tenpai_yame: bool = False
    west_extension: bool = False
    nagashi_mangan: bool = False
    abortive_draws: frozenset[AbortiveDraw] = field(default_factory=frozenset)
    pao: frozenset[PaoYakuman] = frozenset({PaoYakuman.DAISANGEN, PaoYakuman.DAISUUSHII})
    pao_whole_hand: bool = False
    """The liable seat answers for every yakuman of the hand, not only for the one it fed."""
    chombo: ChomboPenalty = ChomboPenalty.AT_SETTLEMENT
    chombo_points: int = 20000
    noten_total: int = 3000

    @property
    def oka(self) -> int:
        """The bonus for first place: what the four players paid in above their start."""
        return 4 * (self.return_points - self.start_points)

    def with_changes(self, **changes: object) -> Rules:
        """A copy with some options changed; the name becomes "Custom" unless given."""
        changes.setdefault("name", "Custom")
        return replace(self, **changes)  # type: ignore[arg-type]

    def problems(self) -> list[str]:
        """Why these rules cannot be played, in a player's words (empty when they can)."""
        found: list[str] = []
        if self.start_points <= 0 or self.start_points % 100:
            found.append(translate("rules", "Starting points must be a positive multiple of 100."))
        if self.return_points < self.start_points or self.return_points % 100:
            found.append(
                translate(
                    "rules",
                    "Return points must be a multiple of 100 and at least the starting points.",
                )
            )
        tables = (self.uma,) if self.uma_by_count is None else self.uma_by_count.tables
        for table in tables:
            if sum(table) != 0:
                found.append(translate("rules", "The uma must add up to zero."))
            if any(amount % 100 for amount in table):
                found.append(translate("rules", "Uma must be given in multiples of 100 points."))
        for value, problem in (
            (
                self.honba_ron,
                translate("rules", "The honba on ron must be a non-negative multiple of 100."),
            ),
            (
                self.honba_tsumo,
                translate("rules", "The honba on tsumo must be a non-negative multiple of 100."),
            ),
            (
                self.riichi_stick,
                translate("rules", "The riichi stick must be a non-negative multiple of 100."),
            ),
            (
                self.chombo_points,
                translate("rules", "The chombo penalty must be a non-negative multiple of 100."),
            ),
        ):
            if value < 0 or value % 100:
                found.append(problem)
        if self.noten_total < 0 or self.noten_total % 600:
            found.append(
                translate("rules", "The noten payment must split evenly: a multiple of 600 points.")
            )
        if self.tenpai_yame and not self.agari_yame:
            found.append(translate("rules", "Tenpai-yame needs agari-yame."))
        return found
