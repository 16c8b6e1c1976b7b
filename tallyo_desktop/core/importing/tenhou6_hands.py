"""A seat's hand in a tenhou.net/6 log, played through its draws, calls and discards: the tiles
it won with, and the order in which the seats declared riichi.

A call is written in a draw or discard list as its tiles with a letter before the tile it marks:
`c` chi, `p` pon and `m` open kan among the draws; `a` closed kan, `k` added kan and `f` a North
set aside among the discards. 60 is a discard of the tile just drawn, `r` marks the discard that
declares riichi, and 0 the turn of an open kan, which discards nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tallyo_desktop.core.counting.situation import Meld, MeldKind
from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.importing.model import LogTiles
from tallyo_desktop.core.importing.tiles import tile_of_code

TSUMOGIRI = 60
HAND_SIZE = 14
River = tuple[list[int], list[object], list[object]]
"""A seat's deal, draws and discards."""


class Bad(Exception):
    """A value that is not what a tenhou.net/6 log writes."""


MAX_POINTS = 10**9
"""No score, payment or tile code in a log comes near it."""


def as_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Bad(value)
    if not -MAX_POINTS <= value <= MAX_POINTS or value != int(value):
        raise Bad(value)
    return int(value)


def riichi_tile(discard: str) -> int:
    """The tile of a discard that declares riichi, written "r" and its code."""
    if not re.fullmatch(r"r\d\d", discard):
        raise Bad(discard)
    return int(discard[1:])


def _codes(text: str) -> list[int]:
    return [int(text[n : n + 2]) for n in range(0, len(text), 2)]


def _call(text: str) -> tuple[str, int, list[int]]:
    """A call written in a draw or discard list: its letter, the tile after the letter and all
    its tiles, as in "c275226" or "4141p41"."""
    found = re.fullmatch(r"((?:\d\d)*)([cpmakf])(\d\d)((?:\d\d)*)", text)
    if not found:
        raise Bad(text)
    before, letter, marked, after = found.groups()
    return letter, int(marked), [*_codes(before), int(marked), *_codes(after)]


class Seat:
    """One seat's hand played through its draws and discards."""

    def __init__(self, deal: list[int], draws: list[object], discards: list[object]) -> None:
        self.hand = list(deal)
        self.melds: list[tuple[MeldKind, list[int]]] = []
        self.kita = 0
        self.last_discard: int | None = None
        for turn, draw in enumerate(draws):
            if isinstance(draw, str):
                letter, marked, tiles = _call(draw)
                kind = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.OPEN_KAN}[letter]
                self._take_out(tiles, called=True, marked=marked)
                self.melds.append((kind, tiles))
            else:
                self.hand.append(as_int(draw))
            if turn < len(discards):
                self._discard(discards[turn], draw)

    def _take_out(self, tiles: list[int], *, called: bool, marked: int) -> None:
        own = list(tiles)
        if called:
            own.remove(marked)
        for tile in own:
            self.hand.remove(tile)

    def _discard(self, discard: object, draw: object) -> None:
        if isinstance(discard, str) and discard[:1] == "r":
            discard = riichi_tile(discard)
        if isinstance(discard, str):
            letter, marked, tiles = _call(discard)
            if letter == "a":
                self._take_out(tiles, called=False, marked=marked)
                self.melds.append((MeldKind.CLOSED_KAN, tiles))
            elif letter == "k":
                self.hand.remove(marked)
                self.last_discard = marked
                kind_added = tile_of_code(marked).kind
                for index, (kind, meld) in enumerate(self.melds):
                    if kind is MeldKind.PON and tile_of_code(meld[0]).kind == kind_added:
                        self.melds[index] = (MeldKind.ADDED_KAN, [*meld, marked])
                        break
            elif letter == "f":
                self.hand.remove(marked)
                self.kita += 1
                # A North set aside can be won on, as an added kan can.
                self.last_discard = marked
            else:
                raise Bad(discard)
            return
        tile = as_int(discard)
        if tile == TSUMOGIRI:
            tile = as_int(draw)
        if tile:
            self.hand.remove(tile)
            self.last_discard = tile


def seat_tiles(code_lists: Sequence[int]) -> tuple[Tile, ...]:
    return tuple(tile_of_code(code) for code in code_lists)


def win_tiles(
    seats: list[Seat], winner: int, discarder: int, dora: list[int], ura: list[int]
) -> LogTiles | None:
    seat = seats[winner]
    concealed = list(seat.hand)
    if winner == discarder:
        if not concealed:
            return None
        win = concealed[-1]
    else:
        last = seats[discarder].last_discard
        if last is None:
            return None
        win = last
        concealed.append(win)
    melds = tuple(Meld(kind, tuple(sorted(seat_tiles(tiles)))) for kind, tiles in seat.melds)
    if len(concealed) + 3 * len(melds) != HAND_SIZE:
        return None
    return LogTiles(
        concealed=tuple(sorted(seat_tiles(concealed))),
        win_tile=tile_of_code(win),
        melds=melds,
        dora=seat_tiles(dora),
        ura=seat_tiles(ura),
        kita=seat.kita,
    )


def _called(take: object, discard: object, draw: object) -> bool:
    """Whether `take`, the next of another seat's draws, calls this discard."""
    if not isinstance(take, str):
        return False
    if isinstance(discard, str):
        if not discard.startswith("r"):
            return False
        discard = riichi_tile(discard)
    tile = draw if discard == TSUMOGIRI else discard
    return _call(take)[1] == tile


def riichi_order(
    rivers: list[tuple[list[int], list[object], list[object]]], dealer: int
) -> tuple[int, ...]:
    """The seats that declared riichi, in the order they did: the turns played through, each
    discard passing to the seat that calls it or else to the next seat."""
    players = len(rivers)
    drawn, discarded = [0] * players, [0] * players
    order: list[int] = []
    seat = dealer
    for _ in range(sum(len(draws) for _, draws, _ in rivers)):
        _, draws, discards = rivers[seat]
        if drawn[seat] >= len(draws) or discarded[seat] >= len(discards):
            break
        draw = draws[drawn[seat]]
        discard = discards[discarded[seat]]
        drawn[seat] += 1
        discarded[seat] += 1
        if isinstance(discard, str) and discard.startswith("r"):
            order.append(seat)
        if discard == 0 or (isinstance(discard, str) and not discard.startswith("r")):
            continue  # a kan or a North set aside: the same seat draws again
        callers = [
            other
            for step in range(1, players)
            if drawn[other := (seat + step) % players] < len(rivers[other][1])
            and _called(rivers[other][1][drawn[other]], discard, draw)
        ]
        seat = callers[0] if callers else (seat + 1) % players
    declared = [
        seat
        for seat, (_, _, discards) in enumerate(rivers)
        if any(isinstance(d, str) and d.startswith("r") for d in discards)
    ]
    if sorted(order) != sorted(declared):
        # Calls the turns could not follow: the order of the discard that declared.
        return tuple(
            sorted(declared, key=lambda one: (_turn(rivers[one][2]), (one - dealer) % players))
        )
    return tuple(order)


def _turn(discards: list[object]) -> int:
    return next(turn for turn, d in enumerate(discards) if isinstance(d, str) and d.startswith("r"))
