"""The tiles a win was counted from, and what the count found: kept with the win in the record
and shown in the history.

Melds are written as the `hand` command takes them: `chi:567p pon:777z kan:5555z ankan:1111m`.
"""

from __future__ import annotations

from collections.abc import Iterable

from tallyo_desktop.core.counting.names import CountedYaku
from tallyo_desktop.core.counting.situation import Meld, MeldKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tiles, tiles_text
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.values import valueclass

MELD_NAMES = {
    "chi": MeldKind.CHI,
    "pon": MeldKind.PON,
    # An open kan and an added kan count the same: both are open kans.
    "kan": MeldKind.OPEN_KAN,
    "ankan": MeldKind.CLOSED_KAN,
}
"""How a meld's kind is written, as the `hand` command takes it."""
_NAME_OF = {
    MeldKind.CHI: "chi",
    MeldKind.PON: "pon",
    MeldKind.OPEN_KAN: "kan",
    MeldKind.ADDED_KAN: "kan",
    MeldKind.CLOSED_KAN: "ankan",
}


@valueclass
class WinTiles:
    """A win as it lay on the table, and the yaku its count found."""

    situation: WinSituation
    yaku: tuple[CountedYaku, ...]

    def yaku_text(self) -> str:
        """The yaku as the history lists them: "Riichi 1, Tanyao 1, Dora 2"."""
        #: Between the yaku of a hand in the history.
        separator = translate("win tiles", ", ")
        return separator.join(
            translate("win tiles", "{yaku} {han}").format(yaku=yaku.label, han=yaku.han)
            for yaku in self.yaku
        )

    def tiles_words(self) -> str:
        """The tiles as the history's tooltip shows them: "123345p44455789s, won on 4p; dora
        indicators 3s; ura dora indicators 7z"."""
        situation = self.situation
        #: The tiles of a win in the history: the concealed tiles (the winning tile among
        #: them), the tile won on, then the calls ("123m456p789s11z, won on 1z; pon:555z").
        parts = [
            translate("win tiles", "{tiles}, won on {tile}").format(
                tiles=tiles_text(situation.concealed), tile=tiles_text((situation.win_tile,))
            )
        ]
        if situation.melds:
            parts.append(melds_text(situation.melds))
        if situation.dora_indicators:
            parts.append(
                translate("win tiles", "dora indicators {tiles}").format(
                    tiles=" ".join(tiles_text((tile,)) for tile in situation.dora_indicators)
                )
            )
        if situation.ura_indicators:
            parts.append(
                translate("win tiles", "ura dora indicators {tiles}").format(
                    tiles=" ".join(tiles_text((tile,)) for tile in situation.ura_indicators)
                )
            )
        return translate("win tiles", "; ").join(parts)


def parse_meld(text: str, rules: Rules | None) -> Meld:
    """One meld written `chi:567p`; refuses, in the player's words, what is not one."""
    kind, colon, tiles = text.strip().partition(":")
    if not colon or kind.lower() not in MELD_NAMES:
        raise InvalidHand(
            translate(
                "win tiles",
                "'{text}' is not a meld: write chi, pon, kan or ankan, a colon and the tiles, "
                "as in pon:777z.",
            ).format(text=text.strip())
        )
    return Meld(MELD_NAMES[kind.lower()], parse_tiles(tiles, rules))


def parse_melds(text: str, rules: Rules | None) -> tuple[Meld, ...]:
    """The melds written in `text`, separated by spaces or commas."""
    return tuple(parse_meld(part, rules) for part in text.replace(",", " ").split())


def meld_text(meld: Meld) -> str:
    return f"{_NAME_OF[meld.kind]}:{tiles_text(meld.tiles)}"


def melds_text(melds: Iterable[Meld]) -> str:
    return " ".join(meld_text(meld) for meld in melds)
