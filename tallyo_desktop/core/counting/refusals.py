"""Refusals that both `check_situation` and the `mahjong` package make.

The package checks these too and answers with an error code of its own; `hand_count` turns each
code into the same words a player reads when `check_situation` refuses first.
"""

from __future__ import annotations

from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.i18n import translate


def win_tile_missing(tile: Tile) -> str:
    return translate(
        "hand tiles",
        "The winning tile {tile} is not among the hand's tiles: give the hand with the winning "
        "tile in it.",
    ).format(tile=tile)


def ippatsu_without_riichi() -> str:
    return translate("hand tiles", "Ippatsu comes only after riichi.")


def open_hand_riichi() -> str:
    return translate(
        "hand tiles", "Riichi needs a closed hand: a called meld opens it (a closed kan does not)."
    )


def haitei_on_ron() -> str:
    return translate(
        "hand tiles",
        "Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei.",
    )


def houtei_on_tsumo() -> str:
    return translate(
        "hand tiles",
        "Houtei is a ron on the last discard; a tsumo on the last tile of the wall is haitei.",
    )


def rinshan_on_ron() -> str:
    return translate("hand tiles", "Rinshan is a win by tsumo on the tile drawn after a kan.")


def chankan_on_tsumo() -> str:
    return translate(
        "hand tiles", "Chankan is a ron on the tile another player adds to a kan, not a tsumo."
    )


def haitei_with_rinshan() -> str:
    return translate(
        "hand tiles", "A win on the tile drawn after a kan is rinshan, not haitei: choose one."
    )


def houtei_with_chankan() -> str:
    return translate(
        "hand tiles", "A win on a tile added to a kan is chankan, not houtei: choose one."
    )


def first_turn_with_melds() -> str:
    return translate("hand tiles", "Tenhou, chiihou and renhou come before any call, kan or kita.")


def tenhou_not_dealer() -> str:
    return translate(
        "hand tiles",
        "Tenhou is the dealer's win on the first draw; a non-dealer's is chiihou. The dealer "
        "sits East.",
    )


def tenhou_on_ron() -> str:
    return translate("hand tiles", "Tenhou is a tsumo on the dealer's first draw, not a ron.")


def chiihou_by_dealer() -> str:
    return translate(
        "hand tiles", "Chiihou is a non-dealer's win on the first draw; the dealer's is tenhou."
    )


def chiihou_on_ron() -> str:
    return translate("hand tiles", "Chiihou is a tsumo on the first draw, not a ron.")


def renhou_by_dealer() -> str:
    return translate(
        "hand tiles", "Renhou is a non-dealer's win; the dealer's win on the first draw is tenhou."
    )


def renhou_on_tsumo() -> str:
    return translate("hand tiles", "Renhou is a ron before the winner's first draw, not a tsumo.")
