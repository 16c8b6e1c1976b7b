"""What players record at the table. A game is the list of these; its state is their replay."""

from __future__ import annotations

from tallyo_desktop.core.rules.rules import AbortiveDraw, PaoYakuman
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.values import valueclass

# Not `typing`'s, which the commands would wait for. Only mypy needs the tiles of a win here:
# replaying a game whose wins were entered by han and fu need not import the tile modules.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles


@valueclass
class Pao:
    """A seat liable for a yakuman: it fed the last set of the `kind` (daisangen...).

    `yakuman` is how many of the hand's yakuman the liability covers (2 where the rules count
    the yakuman fed as a double); None covers the whole hand. `kind` is None only in records
    made before the kind was asked for.
    """

    seat: int
    yakuman: int | None = None
    kind: PaoYakuman | None = None


@valueclass
class Riichi:
    seat: int


@valueclass
class Win:
    """One winner of a ron, with the hand they showed; `tiles` when it was counted from them."""

    winner: int
    hand: Hand
    pao: Pao | None = None
    tiles: WinTiles | None = None


@valueclass
class Ron:
    """One, two or three players win on the same discard.

    `on_riichi_tile`: the discard was the one with which the discarder declared riichi in this
    hand, so the declaration never completed and its stick goes back to the discarder.
    """

    discarder: int
    wins: tuple[Win, ...]
    on_riichi_tile: bool = False


@valueclass
class Tsumo:
    winner: int
    hand: Hand
    pao: Pao | None = None
    tiles: WinTiles | None = None


@valueclass
class ExhaustiveDraw:
    tenpai: frozenset[int]


@valueclass
class NagashiMangan:
    """An exhaustive draw where `seats` made nagashi mangan; `tenpai` decides the dealer repeat."""

    seats: tuple[int, ...]
    tenpai: frozenset[int]


@valueclass
class AbortiveDrawEvent:
    kind: AbortiveDraw


@valueclass
class Chombo:
    seat: int


CORRECTION_STEP = 100
"""A correction moves points in steps of this many, as every payment does."""
MAX_CORRECTION = 1_000_000
"""The most points one correction may move. More than all the points of any table the rules
editor can set up (four players of 200,000), so no real dispute needs more; far within what JSON
and floating point keep exact, so a record reads back as it was written."""


@valueclass
class PointCorrection:
    """Points moved between two seats to settle a dispute; the hand goes on as it was."""

    payer: int
    receiver: int
    amount: int
    reason: str


@valueclass
class EndedByTime:
    """The game ends here because its time ran out (a club night's round clock), after a hand
    played to its end: the table is settled as it stands, as at any end of a game."""


Event = (
    Riichi
    | Ron
    | Tsumo
    | ExhaustiveDraw
    | NagashiMangan
    | AbortiveDrawEvent
    | Chombo
    | PointCorrection
    | EndedByTime
)
