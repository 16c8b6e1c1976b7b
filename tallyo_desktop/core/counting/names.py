"""What players read for a counted hand's yaku and fu, in the app's language.

Yaku keep the English names the `mahjong` package gives them (`Riichi`, `Yakuhai (haku)`), which
is what records and `hand --json` hold; `yaku_label` is the name to show. Each fu item is named
by its source, the package's own key for it.
"""

from __future__ import annotations

from enum import Enum
from typing import assert_never

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import valueclass


@valueclass
class CountedYaku:
    name: str
    """The `mahjong` package's English name: "Riichi", "Yakuhai (haku)", "Aka Dora"."""
    han: int

    @property
    def label(self) -> str:
        """The name to show, in the app's language."""
        return yaku_label(self.name)


def yaku_label(name: str) -> str:
    """The name to show for the yaku the package calls `name` (the name itself if unknown)."""
    return _yaku_labels().get(name, name)


def yaku_names() -> list[str]:
    """Every yaku's name as the package gives it (and records hold it), dora included."""
    return list(_yaku_labels())


def _yaku_labels() -> dict[str, str]:
    labels = {
        "Menzen Tsumo": translate("yaku", "Menzen Tsumo"),
        "Riichi": translate("yaku", "Riichi"),
        "Open Riichi": translate("yaku", "Open Riichi"),
        "Ippatsu": translate("yaku", "Ippatsu"),
        "Chankan": translate("yaku", "Chankan"),
        "Rinshan Kaihou": translate("yaku", "Rinshan Kaihou"),
        "Haitei Raoyue": translate("yaku", "Haitei Raoyue"),
        "Houtei Raoyui": translate("yaku", "Houtei Raoyui"),
        "Double Riichi": translate("yaku", "Double Riichi"),
        "Double Open Riichi": translate("yaku", "Double Open Riichi"),
        "Nagashi Mangan": translate("yaku", "Nagashi Mangan"),
        "Renhou": translate("yaku", "Renhou"),
        "Pinfu": translate("yaku", "Pinfu"),
        "Tanyao": translate("yaku", "Tanyao"),
        "Iipeiko": translate("yaku", "Iipeiko"),
        "Yakuhai (haku)": translate("yaku", "Yakuhai (haku)"),
        "Yakuhai (hatsu)": translate("yaku", "Yakuhai (hatsu)"),
        "Yakuhai (chun)": translate("yaku", "Yakuhai (chun)"),
        "Yakuhai (seat wind east)": translate("yaku", "Yakuhai (seat wind east)"),
        "Yakuhai (seat wind south)": translate("yaku", "Yakuhai (seat wind south)"),
        "Yakuhai (seat wind west)": translate("yaku", "Yakuhai (seat wind west)"),
        "Yakuhai (seat wind north)": translate("yaku", "Yakuhai (seat wind north)"),
        "Yakuhai (round wind east)": translate("yaku", "Yakuhai (round wind east)"),
        "Yakuhai (round wind south)": translate("yaku", "Yakuhai (round wind south)"),
        "Yakuhai (round wind west)": translate("yaku", "Yakuhai (round wind west)"),
        "Yakuhai (round wind north)": translate("yaku", "Yakuhai (round wind north)"),
        "Sanshoku Doujun": translate("yaku", "Sanshoku Doujun"),
        "Ittsu": translate("yaku", "Ittsu"),
        "Chantai": translate("yaku", "Chantai"),
        "Honroutou": translate("yaku", "Honroutou"),
        "Toitoi": translate("yaku", "Toitoi"),
        "San Ankou": translate("yaku", "San Ankou"),
        "San Kantsu": translate("yaku", "San Kantsu"),
        "Sanshoku Doukou": translate("yaku", "Sanshoku Doukou"),
        "Chiitoitsu": translate("yaku", "Chiitoitsu"),
        "Shou Sangen": translate("yaku", "Shou Sangen"),
        "Honitsu": translate("yaku", "Honitsu"),
        "Junchan": translate("yaku", "Junchan"),
        "Ryanpeikou": translate("yaku", "Ryanpeikou"),
        "Chinitsu": translate("yaku", "Chinitsu"),
        "Kokushi Musou": translate("yaku", "Kokushi Musou"),
        "Chuuren Poutou": translate("yaku", "Chuuren Poutou"),
        "Suu Ankou": translate("yaku", "Suu Ankou"),
        "Daisangen": translate("yaku", "Daisangen"),
        "Shousuushii": translate("yaku", "Shousuushii"),
        "Ryuuiisou": translate("yaku", "Ryuuiisou"),
        "Suu Kantsu": translate("yaku", "Suu Kantsu"),
        "Tsuu Iisou": translate("yaku", "Tsuu Iisou"),
        "Chinroutou": translate("yaku", "Chinroutou"),
        "Dai Suushii": translate("yaku", "Dai Suushii"),
        "Kokushi Musou Juusanmen Matchi": translate("yaku", "Kokushi Musou Juusanmen Matchi"),
        "Suu Ankou Tanki": translate("yaku", "Suu Ankou Tanki"),
        "Daburu Chuuren Poutou": translate("yaku", "Daburu Chuuren Poutou"),
        "Tenhou": translate("yaku", "Tenhou"),
        "Chiihou": translate("yaku", "Chiihou"),
        "Renhou (yakuman)": translate("yaku", "Renhou (yakuman)"),
        "Daisharin": translate("yaku", "Daisharin"),
        "Daichisei": translate("yaku", "Daichisei"),
        "Sashikomi": translate("yaku", "Sashikomi"),
        "Paarenchan": translate("yaku", "Paarenchan"),
        "Dora": translate("yaku", "Dora"),
        "Aka Dora": translate("yaku", "Aka Dora"),
        "Ura Dora": translate("yaku", "Ura Dora"),
    }
    return labels


class FuSource(Enum):
    """Where an item of fu comes from; the values are the `mahjong` package's keys."""

    BASE = "base"
    """20 fu; 30 for a closed hand won by ron; 25 for seven pairs (all the hand gets)."""
    EDGE_WAIT = "penchan"
    CLOSED_WAIT = "kanchan"
    PAIR_WAIT = "pair_wait"
    VALUE_PAIR = "valued_pair"
    DOUBLE_WIND_PAIR = "double_valued_pair"
    TSUMO = "tsumo"
    OPEN_PINFU = "hand_without_fu"
    """An open hand that would have no fu at all is given 2, to make 30."""
    CONCEALED_TRIPLET = "closed_pon"
    OPEN_TRIPLET = "open_pon"
    CONCEALED_TERMINAL_TRIPLET = "closed_terminal_pon"
    OPEN_TERMINAL_TRIPLET = "open_terminal_pon"
    CLOSED_KAN = "closed_kan"
    OPEN_KAN = "open_kan"
    CLOSED_TERMINAL_KAN = "closed_terminal_kan"
    OPEN_TERMINAL_KAN = "open_terminal_kan"


def fu_reason(source: FuSource, fu: int) -> str:
    """Why a hand has `fu` fu from `source`, in a few words."""
    match source:
        case FuSource.BASE:
            if fu == 25:
                return translate("fu", "seven pairs")
            if fu == 30:
                return translate("fu", "base, with 10 for a closed hand won by ron")
            return translate("fu", "base")
        case FuSource.EDGE_WAIT:
            return translate("fu", "edge wait")
        case FuSource.CLOSED_WAIT:
            return translate("fu", "closed wait")
        case FuSource.PAIR_WAIT:
            return translate("fu", "pair wait")
        case FuSource.VALUE_PAIR:
            return translate("fu", "pair of dragons or of the seat or round wind")
        case FuSource.DOUBLE_WIND_PAIR:
            return translate("fu", "pair of the wind that is both seat and round wind")
        case FuSource.TSUMO:
            return translate("fu", "tsumo")
        case FuSource.OPEN_PINFU:
            return translate("fu", "open hand with no other fu")
        case FuSource.CONCEALED_TRIPLET:
            return translate("fu", "concealed triplet of simples")
        case FuSource.OPEN_TRIPLET:
            return translate("fu", "open triplet of simples")
        case FuSource.CONCEALED_TERMINAL_TRIPLET:
            return translate("fu", "concealed triplet of terminals or honours")
        case FuSource.OPEN_TERMINAL_TRIPLET:
            return translate("fu", "open triplet of terminals or honours")
        case FuSource.CLOSED_KAN:
            return translate("fu", "closed kan of simples")
        case FuSource.OPEN_KAN:
            return translate("fu", "open kan of simples")
        case FuSource.CLOSED_TERMINAL_KAN:
            return translate("fu", "closed kan of terminals or honours")
        case FuSource.OPEN_TERMINAL_KAN:
            return translate("fu", "open kan of terminals or honours")
    assert_never(source)
