"""A game as an online log tells it, before it becomes Tallyo events: what both log formats
share, read from either of them.

Points are table points (the mjlog's hundreds already multiplied out). Seats are numbered as the
log numbers them: seat 0 deals first.
"""

from __future__ import annotations

from datetime import date
from enum import Enum

from tallyo_desktop.core.counting.situation import Meld
from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.values import field, valueclass

Points = tuple[int, ...]


class LogRefused(TallyoError):
    """A file that is not taken in, with the one sentence that says why."""


class LogFormat(Enum):
    MJLOG = "mjlog"
    TENHOU6 = "tenhou6"


class Site(Enum):
    """Where the game was played: it decides the rules the log is read under."""

    TENHOU = "tenhou"
    MAHJONG_SOUL = "mahjong-soul"


@valueclass
class Lobby:
    """What the log says about the rules of its lobby."""

    site: Site
    players: int
    east_only: bool | None
    """None where the log does not say (a Mahjong Soul three-player room's name carries no
    東 or 南): the game's length is then read from its hands and its end."""
    red_fives: bool = True
    open_tanyao: bool = True
    ranked: bool = True
    """False for a lobby whose rules may be its own (Tenhou's private lobbies such as L1234, a
    Mahjong Soul friendly or tournament room, a log that does not name its lobby): its uma and
    oka are read from the log's results."""
    name: str = ""
    """As the log shows it: 鳳南喰赤, 玉の間南喰赤."""


@valueclass
class LogTiles:
    """The tiles of a win, when the log shows them."""

    concealed: tuple[Tile, ...]
    """The winning tile included."""
    win_tile: Tile
    melds: tuple[Meld, ...] = ()
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    kita: int = 0


@valueclass
class LogWin:
    winner: int
    discarder: int
    """The winner itself on a tsumo."""
    pao: int | None
    han: int
    """Every yaku's han, dora included; 13 for each yakuman."""
    fu: int | None
    """None where the log does not give them (a limit hand in a tenhou.net/6 log)."""
    yakuman: int
    yaku: tuple[tuple[str, int], ...]
    """As the log names them (Tenhou's Japanese names), each with its han; a yakuman 13."""
    deltas: Points
    tiles: LogTiles | None = None

    @property
    def tsumo(self) -> bool:
        return self.winner == self.discarder


class DrawKind(Enum):
    EXHAUSTIVE = "exhaustive"
    NAGASHI = "nagashi"
    NINE_TERMINALS = "nine_terminals"
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    TRIPLE_RON = "triple_ron"


@valueclass
class LogDraw:
    kind: DrawKind
    deltas: Points
    tenpai: frozenset[int] | None
    """The seats tenpai at an exhaustive draw; None where the log does not show them."""


@valueclass
class LogHand:
    round_index: int
    """Tenhou's numbering: 0 East 1, 4 South 1, 8 West 1 (with three players too)."""
    honba: int
    sticks: int
    start_points: Points
    riichi_declared: tuple[int, ...]
    riichi_paid: tuple[int, ...]
    wins: tuple[LogWin, ...] = ()
    draw: LogDraw | None = None
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()

    @property
    def dealer(self) -> int:
        return self.round_index % 4

    @property
    def deltas(self) -> Points:
        if self.draw is not None:
            return self.draw.deltas
        seats = len(self.start_points)
        return tuple(sum(win.deltas[seat] for win in self.wins) for seat in range(seats))

    @property
    def end_points(self) -> Points:
        """The points after the hand: the deposits of the sticks placed, then the result."""
        return tuple(
            start - 1000 * (seat in self.riichi_paid) + delta
            for seat, (start, delta) in enumerate(zip(self.start_points, self.deltas, strict=True))
        )


@valueclass
class LogGame:
    format: LogFormat
    lobby: Lobby
    names: tuple[str, ...]
    hands: tuple[LogHand, ...]
    log_id: str | None
    """The game's id at its site, where the log carries it (or its file name does)."""
    played: date | None
    """The day the game was played, where the id tells it."""
    final_points: Points | None
    """The log's final points (after leftover sticks), None where the log stops before the
    end."""
    final_results: Points | None = None
    """The results with uma and oka, in points (+45.3 is 45300), where the log gives them."""
    identity: tuple[object, ...] = field(default=(), compare=False)
    """What the game's id is made from: the first deal (every seat's tiles and the dora
    indicator). It is the same in every log of the game, whatever it names the players or the
    file, where a site's id is not: an mjlog carries its id only in a file name, if at all."""
    notes: tuple[str, ...] = ()
    """What the log does not say and was read from its hands, each in a sentence."""

    @property
    def players(self) -> int:
        return self.lobby.players

    @property
    def year(self) -> int | None:
        return self.played.year if self.played else None
