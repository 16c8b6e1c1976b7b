"""Tiles, and the short notation players write them in: `123m456p789s11z`.

Digits come before their suit: m (man), p (pin), s (sou), z (honours: 1z-7z are East, South, West,
North, White, Green, Red). `0` is the red five of a suit. Tiles are numbered 0-33 in the order
Tenhou and the `mahjong` package use: 1m-9m, 1p-9p, 1s-9s, then the seven honours.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.values import valueclass

SUITS = "mpsz"
HONOURS = 7
KINDS = 34
COPIES = 4
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33


@valueclass(order=True)
class Tile:
    """One tile: its kind (0-33) and, for a five of a suit, whether it is the red one."""

    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        # A bad kind is a programming error, not something a player typed: parse_tiles refuses
        # the player's mistakes in their own words before a Tile is made.
        if not 0 <= self.kind < KINDS:
            raise ValueError(f"no tile kind {self.kind}")
        if self.red and not self.is_five:
            raise ValueError(f"only a five of a suit can be red, not kind {self.kind}")

    @classmethod
    def of(cls, number: int, suit: str) -> Tile:
        """The tile written `{number}{suit}`, 0 being the red five: Tile.of(0, "p") is 0p."""
        offset = SUITS.index(suit) * 9
        if number == 0:
            return cls(offset + 4, red=True)
        return cls(offset + number - 1)

    @property
    def suit(self) -> str:
        return SUITS[self.kind // 9]

    @property
    def number(self) -> int:
        """1-9 in a suit, 1-7 among the honours."""
        return self.kind % 9 + 1

    @property
    def is_honour(self) -> bool:
        return self.kind >= EAST

    @property
    def is_terminal(self) -> bool:
        return not self.is_honour and self.number in (1, 9)

    @property
    def is_five(self) -> bool:
        return not self.is_honour and self.number == 5

    @property
    def plain(self) -> Tile:
        """The same tile, not red."""
        return Tile(self.kind)

    def __str__(self) -> str:
        return f"{0 if self.red else self.number}{self.suit}"


def tiles_text(tiles: Iterable[Tile]) -> str:
    """Tiles in the short notation, sorted and grouped by suit: `340m55z`."""
    groups: dict[str, str] = {}
    for tile in sorted(tiles):
        digit = "0" if tile.red else str(tile.number)
        groups[tile.suit] = groups.get(tile.suit, "") + digit
    return "".join(f"{digits}{suit}" for suit, digits in groups.items())


def tile_set(rules: Rules) -> tuple[Tile, ...]:
    """Every tile the game of `rules` is played with, red fives after the plain ones."""
    tiles = [Tile(kind) for kind in range(KINDS)]
    if rules.red_fives:
        tiles += [Tile(kind, red=True) for kind in (4, 13, 22)]
    return tuple(tile for tile in tiles if allowed(tile, rules))


def allowed(tile: Tile, rules: Rules) -> bool:
    """Whether the game of `rules` has `tile` at all."""
    return _not_in_game(tile, rules) is None


def _not_in_game(tile: Tile, rules: Rules) -> str | None:
    if rules.players == 3 and tile.suit == "m" and not tile.is_terminal:
        return translate(
            "tiles", "There is no {tile} with three players: the only man tiles are 1m and 9m."
        ).format(tile=tile)
    if tile.red and not rules.red_fives:
        return translate(
            "tiles", "These rules have no red fives: write {plain} instead of {red}."
        ).format(plain=tile.plain, red=tile)
    return None


def check_tiles(tiles: Iterable[Tile], rules: Rules) -> None:
    """Refuse tiles the game of `rules` does not have, or more copies of a tile than it has."""
    tiles = list(tiles)
    for tile in tiles:
        problem = _not_in_game(tile, rules)
        if problem is not None:
            raise InvalidHand(problem)
    kinds = Counter(tile.kind for tile in tiles)
    reds = Counter(tile.kind for tile in tiles if tile.red)
    for kind, count in sorted(kinds.items()):
        tile = Tile(kind)
        if count > COPIES:
            raise InvalidHand(
                translate("tiles", "There are only four {tile}: these tiles have {count}.").format(
                    tile=tile, count=count
                )
            )
        red = reds[kind]
        if red > 1:
            raise InvalidHand(
                translate(
                    "tiles",
                    "There is only one red five in a suit ({red}): these tiles have {count}.",
                ).format(red=Tile(kind, red=True), count=red)
            )
        # With red fives, one of the four fives of a suit is the red one.
        if rules.red_fives and tile.is_five and count - red >= COPIES:
            raise InvalidHand(
                translate(
                    "tiles",
                    "One of the four {tile} is the red five ({red}): these tiles have four plain "
                    "ones.",
                ).format(tile=tile, red=Tile(kind, red=True))
            )


def parse_tiles(text: str, rules: Rules | None) -> tuple[Tile, ...]:
    """The tiles written in `text` (`123m456p0s11z`, spaces allowed), in the order written.

    Refuses, in the player's words, anything that is not tiles, and, given `rules`, tiles the
    game of `rules` does not have and a fifth copy of a tile (a record read back is checked as a
    whole later).
    """
    tiles: list[Tile] = []
    digits = ""
    for char in text:
        if char.isspace():
            continue
        if char in "0123456789":
            digits += char
            continue
        suit = char.lower()
        if suit not in SUITS:
            raise InvalidHand(
                translate(
                    "tiles",
                    "No tile is written with '{char}': write digits followed by m, p, s or z, as "
                    "in 123m55z.",
                ).format(char=char)
            )
        if not digits:
            raise InvalidHand(
                translate("tiles", "No numbers come before '{suit}': write 123m, not m.").format(
                    suit=char
                )
            )
        tiles += [_tile(int(digit), suit) for digit in digits]
        digits = ""
    if digits:
        raise InvalidHand(
            translate(
                "tiles", "The digits '{digits}' have no suit: follow them with m, p, s or z."
            ).format(digits=digits)
        )
    if not tiles:
        raise InvalidHand(translate("tiles", "No tiles given."))
    if rules is not None:
        check_tiles(tiles, rules)
    return tuple(tiles)


def _tile(number: int, suit: str) -> Tile:
    if suit == "z" and not 1 <= number <= HONOURS:
        raise InvalidHand(
            translate(
                "tiles",
                "There is no {number}z: the honours are 1z to 7z (East, South, West, North, "
                "White, Green, Red).",
            ).format(number=number)
        )
    return Tile.of(number, suit)


def parse_tile(text: str, rules: Rules | None) -> Tile:
    """The one tile written in `text` (`5p`, `0s`, `7z`)."""
    tiles = parse_tiles(text, rules)
    if len(tiles) != 1:
        raise InvalidHand(
            translate("tiles", "Give one tile, like 5p, not {count}: {tiles}.").format(
                count=len(tiles), tiles=text.strip()
            )
        )
    return tiles[0]
