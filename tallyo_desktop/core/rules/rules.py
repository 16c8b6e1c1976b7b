"""The rules of one game: every option on which the common rule sets differ.

All amounts are in points (1000 points = 1.0 in a final result), so every sum stays an integer.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum
from math import lcm

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import field, valueclass

CUSTOM_ID = "custom"
"""The preset identifier of rules the players made their own."""
MAX_PLAYERS = 4


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


class MultipleRonSticks(Enum):
    """Who takes the riichi sticks when several players win on one discard."""

    NEAREST_WINNER = "nearest_winner"
    """The winner nearest the discarder's right takes every stick."""
    OWN_STICK_BACK = "own_stick_back"
    """Each winner who declared riichi in this hand takes back their own stick; the other sticks
    go to the winner nearest the discarder's right (EMA)."""


class TieBreak(Enum):
    SEAT_ORDER = "seat_order"
    """Equal points rank by seat order, the first dealer highest."""
    SPLIT = "split"
    """Tied players share their places' uma (and oka) equally."""


class LeftoverSticks(Enum):
    TO_FIRST = "to_first"
    LOST = "lost"
    """Paid to nobody: the results then add up to less than zero by their value."""


class ChomboPenalty(Enum):
    NONE = "none"
    """Chombo is not recorded (online play cannot have one)."""
    AT_SETTLEMENT = "at_settlement"
    """The offender loses `chombo_points` off the final result, paid to nobody; the table points
    do not move."""
    REVERSE_MANGAN = "reverse_mangan"
    """The offender pays the mangan tsumo amounts: as if every other player had won a mangan by
    tsumo from them alone."""


class Settlement(Enum):
    EXACT = "exact"
    """(points - return) / 1000 + uma, kept to the decimal."""
    ROUND_TO_THOUSAND = "round_to_thousand"
    """Older Tenhou: each player's points are first rounded to the nearest 1000 (halves away from
    zero); the players below first get (rounded - return) / 1000 + uma and first takes what
    leaves the sum as it would be exact."""


class SanmaTsumo(Enum):
    """How a tsumo is paid with three players, where the North seat is missing."""

    TSUMO_LOSS = "tsumo_loss"
    """The two payers pay their four-player amounts; North's share is not paid."""
    NORTH_BISECTION = "north_bisection"
    """North's four-player amount is split between the two payers, each half rounded up."""


class Renhou(Enum):
    """A non-dealer's ron in the first go-around, before any call (counted from the tiles)."""

    NONE = "none"
    """Not a yaku."""
    FIVE_HAN = "five_han"
    """A 5-han yaku that adds up with the others."""
    MANGAN = "mangan"
    """A mangan, not added to the other yaku: the hand pays the greater of the two."""
    YAKUMAN = "yakuman"


class DoubleWindPair(Enum):
    """The fu of a pair that is both the seat wind and the round wind."""

    FOUR_FU = "four_fu"
    TWO_FU = "two_fu"


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
FOUR_PLAYER_ONLY_DRAWS = frozenset(
    {AbortiveDraw.FOUR_WINDS, AbortiveDraw.FOUR_RIICHI, AbortiveDraw.TRIPLE_RON}
)
"""Abortive draws that need four players: three cannot discard four winds, declare four riichi
or call three ron."""


@valueclass
class UmaByFloating:
    """Uma that depends on how many players finish at or above the return points (JPML style).

    `tables[n]` is the uma, first to last, when n players "float" at or above the return points.
    """

    tables: tuple[tuple[int, ...], ...]

    def for_count(self, floating: int) -> tuple[int, ...]:
        return self.tables[floating]


@valueclass
class Rules:
    """One immutable set of rules. Presets in `presets.py` fill it for the known rule sets."""

    preset: str = CUSTOM_ID
    """The identifier of the preset these rules are ("tenhou"), or "custom"."""
    players: int = 4
    # Points and settlement
    start_points: int = 25000
    target_points: int = 30000
    """What first place must reach for the game to end after the last hand (or in the extra
    round), and for the dealer to stop while leading."""
    return_points: int = 30000
    """The base the results are counted from; what the players paid in above their starting
    points (`oka`) goes to first place."""
    uma: tuple[int, ...] = (20000, 10000, -10000, -20000)
    uma_by_floating: UmaByFloating | None = None
    tie_break: TieBreak = TieBreak.SEAT_ORDER
    leftover_sticks: LeftoverSticks = LeftoverSticks.TO_FIRST
    settlement: Settlement = Settlement.EXACT
    # Hand values
    kiriage_mangan: bool = False
    kazoe_yakuman: bool = True
    yakuman_stacking: bool = True
    honba_ron: int = 300
    honba_tsumo: int = 100
    """What each payer of a tsumo pays for each honba."""
    riichi_stick: int = 1000
    sanma_tsumo: SanmaTsumo = SanmaTsumo.TSUMO_LOSS
    # The table
    game_length: GameLength = GameLength.EAST_SOUTH
    busting: bool = True
    bust_at_zero: bool = False
    multiple_ron: MultipleRon = MultipleRon.DOUBLE_AND_TRIPLE_RON
    honba_to_each_winner: bool = False
    multiple_ron_sticks: MultipleRonSticks = MultipleRonSticks.NEAREST_WINNER
    agari_yame: bool = False
    tenpai_yame: bool = False
    west_extension: bool = False
    nagashi_mangan: bool = False
    abortive_draws: frozenset[AbortiveDraw] = field(default_factory=frozenset)
    pao: frozenset[PaoYakuman] = frozenset({PaoYakuman.DAISANGEN, PaoYakuman.DAISUUSHII})
    pao_whole_hand: bool = False
    """The liable seat answers for every yakuman of the hand, not only for the one it fed."""
    pao_honba_liable: bool = False
    """On a pao ron the liable seat pays the honba, not the discarder."""
    pao_tsumo_as_ron: bool = True
    """On a pao tsumo the liable seat pays what a ron would have cost; otherwise what the tsumo
    payments add up to (which differs with three players under tsumo loss)."""
    chombo: ChomboPenalty = ChomboPenalty.AT_SETTLEMENT
    chombo_points: int = 20000
    noten_total: int = 3000
    # Counting a hand from its tiles
    open_tanyao: bool = True
    """All simples counts in an open hand (kuitan)."""
    red_fives: bool = True
    """One red five in each suit (only pin and sou with three players) counts as a dora."""
    double_yakuman_forms: bool = False
    """Suuankou tanki, kokushi on 13 waits, junsei chuuren and daisuushii pay double."""
    renhou: Renhou = Renhou.NONE
    ippatsu: bool = True
    ura_dora: bool = True
    kan_dora: bool = True
    """A kan turns over another dora indicator."""
    double_wind_pair: DoubleWindPair = DoubleWindPair.FOUR_FU

    @property
    def oka(self) -> int:
        """The bonus for first place: what the players paid in above their start."""
        return self.players * (self.return_points - self.start_points)

    def with_changes(self, **changes: object) -> Rules:
        """A copy with some options changed; its preset becomes "custom" unless given."""
        changes.setdefault("preset", CUSTOM_ID)
        return replace(self, **changes)  # type: ignore[arg-type]

    def problems(self) -> list[str]:
        """Why these rules cannot be played, in a player's words (empty when they can)."""
        if self.players not in (3, 4):
            return [translate("rules", "A game has three or four players.")]
        found: list[str] = []
        if self.start_points <= 0 or self.start_points % 100:
            found.append(translate("rules", "Starting points must be a positive multiple of 100."))
        if self.target_points <= 0 or self.target_points % 100:
            found.append(translate("rules", "The target must be a positive multiple of 100."))
        if self.return_points < self.start_points or self.return_points % 100:
            found.append(
                translate(
                    "rules",
                    "Return points must be a multiple of 100 and at least the starting points.",
                )
            )
        found += self._uma_problems()
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
        step = 100 * lcm(*range(1, self.players))
        if self.noten_total < 0 or self.noten_total % step:
            found.append(
                translate(
                    "rules", "The noten payment must split evenly: a multiple of {step} points."
                ).format(step=step)
            )
        if self.tenpai_yame and not self.agari_yame:
            found.append(translate("rules", "Tenpai-yame needs agari-yame."))
        if self.players == 3 and self.abortive_draws & FOUR_PLAYER_ONLY_DRAWS:
            found.append(
                translate(
                    "rules",
                    "With three players there are no four-winds, four-riichi or triple-ron "
                    "abortive draws.",
                )
            )
        found += self._contradictions()
        return found

    def _contradictions(self) -> list[str]:
        """Options that say opposite things about the same hand."""
        found: list[str] = []
        # Only four players can have three winners on one discard.
        four = self.players == 4
        triple_ron_draw = AbortiveDraw.TRIPLE_RON in self.abortive_draws
        if four and triple_ron_draw and self.multiple_ron is MultipleRon.DOUBLE_AND_TRIPLE_RON:
            found.append(
                translate(
                    "rules",
                    "Double and triple ron pays all three winners, so a triple ron cannot also "
                    "be an abortive draw: untick the triple-ron draw or choose double ron.",
                )
            )
        if four and not triple_ron_draw and self.multiple_ron is MultipleRon.DOUBLE_RON:
            found.append(
                translate(
                    "rules",
                    "Under double ron three winners make an abortive draw: tick the triple-ron "
                    "draw or choose double and triple ron.",
                )
            )
        if self.double_yakuman_forms and not self.yakuman_stacking:
            found.append(
                translate(
                    "rules",
                    "Double yakuman forms pay two yakuman, but these rules pay a hand one "
                    "yakuman at most: tick Yakuman add up, or untick Double yakuman forms.",
                )
            )
        return found

    def _uma_problems(self) -> list[str]:
        found: list[str] = []
        tables = (self.uma,) if self.uma_by_floating is None else self.uma_by_floating.tables
        if self.uma_by_floating is not None and len(tables) != self.players + 1:
            found.append(
                translate(
                    "rules", "The uma by count needs a table for each count from 0 to {players}."
                ).format(players=self.players)
            )
        for table in (self.uma, *tables):
            if len(table) != self.players:
                found.append(
                    translate(
                        "rules", "The uma needs an amount for each of the {players} places."
                    ).format(players=self.players)
                )
                break
        if any(sum(table) != 0 for table in tables):
            found.append(translate("rules", "The uma must add up to zero."))
        if any(amount % 100 for table in tables for amount in table):
            found.append(translate("rules", "Uma must be given in multiples of 100 points."))
        return found
