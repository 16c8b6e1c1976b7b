"""Counting a winning hand from its tiles: yaku, han, fu and payments under each preset.

Each hand's value is worked out by the rules of counting (base 20 fu, 30 for a closed ron; 2 for
an edge, closed or pair wait, a value pair and a tsumo; triplets 2/4, 4/8 with terminals or
honours, kans four times that; rounded up to 10), the way the `mahjong` package's own tests
state theirs. Payments are the scoring reference's: 2 han 30 fu ron is 2000, and so on.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TypedDict, Unpack

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.counting.count import CountedHand, count_hand
from tallyo_desktop.core.counting.names import FuSource, fu_reason, yaku_label
from tallyo_desktop.core.counting.situation import Meld, MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import set_translator
from tallyo_desktop.core.rules.presets import (
    EMA_2016,
    JPML_A,
    M_LEAGUE,
    MAHJONG_SOUL,
    MAHJONG_SOUL_3P,
    TENHOU,
    TENHOU_3P,
    WRC,
)
from tallyo_desktop.core.rules.rules import Renhou, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import Limit, score_win
from tallyo_desktop.core.seats import Wind

MELD_KINDS = {
    "chi": MeldKind.CHI,
    "pon": MeldKind.PON,
    "kan": MeldKind.OPEN_KAN,
    "added": MeldKind.ADDED_KAN,
    "ankan": MeldKind.CLOSED_KAN,
}
# 234m 567m 345p 678s 99p, won on 6s from 78s: pinfu, no tanyao (the 9p pair).
PINFU = "234567m345p678s99p"


class Flags(TypedDict, total=False):
    """What a win may say besides its tiles and how it was won: WinSituation's other fields."""

    riichi: RiichiKind
    ippatsu: bool
    haitei: bool
    houtei: bool
    rinshan: bool
    chankan: bool
    tenhou: bool
    chiihou: bool
    renhou: bool
    seat_wind: Wind
    round_wind: Wind
    kita: int


class Details(Flags, total=False):
    """A win's flags, how it was won, and its melds and indicators as a player types them."""

    tsumo: bool
    melds: tuple[str, ...]
    dora: str
    ura: str


def situation(
    tiles: str,
    win: str,
    *,
    rules: Rules = TENHOU,
    tsumo: bool = False,
    melds: tuple[str, ...] = (),
    dora: str = "",
    ura: str = "",
    **flags: Unpack[Flags],
) -> WinSituation:
    """A win written as a player would type it; melds as "pon:777z"."""
    return WinSituation(
        concealed=parse_tiles(tiles, rules),
        win_tile=parse_tile(win, rules),
        tsumo=tsumo,
        melds=tuple(
            Meld(MELD_KINDS[kind], parse_tiles(text, rules))
            for kind, text in (meld.split(":") for meld in melds)
        ),
        dora_indicators=parse_tiles(dora, rules) if dora else (),
        ura_indicators=parse_tiles(ura, rules) if ura else (),
        **flags,
    )


def count(
    tiles: str,
    win: str,
    *,
    rules: Rules = TENHOU,
    honba: int = 0,
    sticks: int = 0,
    **details: Unpack[Details],
) -> CountedHand:
    won = situation(tiles, win, rules=rules, **details)
    return count_hand(won, rules, honba=honba, sticks=sticks)


def yaku(counted: CountedHand) -> dict[str, int]:
    return {item.name: item.han for item in counted.yaku}


def refusal(tiles: str, win: str, *, rules: Rules = TENHOU, **details: Unpack[Details]) -> str:
    with pytest.raises(InvalidHand) as caught:
        count_hand(situation(tiles, win, rules=rules, **details), rules)
    message = str(caught.value)
    assert message[0].isupper() and message.endswith("."), message
    assert "_" not in message, "never the package's own error code"
    return message


# --- Yaku of a closed hand ----------------------------------------------------------------------


def test_riichi_pinfu_ron() -> None:
    counted = count(PINFU, "6s", riichi=RiichiKind.RIICHI)
    assert yaku(counted) == {"Riichi": 1, "Pinfu": 1}
    assert (counted.han, counted.fu, counted.yakuman) == (2, 30, 0)
    assert counted.hand == Hand(han=2, fu=30)
    assert counted.score.discarder_pays == 2000
    assert counted.limit is None and counted.limit_name is None


def test_riichi_ippatsu_tsumo_pinfu_is_20_fu() -> None:
    counted = count(PINFU, "6s", tsumo=True, riichi=RiichiKind.RIICHI, ippatsu=True)
    assert yaku(counted) == {"Riichi": 1, "Ippatsu": 1, "Menzen Tsumo": 1, "Pinfu": 1}
    assert (counted.han, counted.fu) == (4, 20)
    assert [(item.source, item.fu) for item in counted.fu_items] == [(FuSource.BASE, 20)]
    assert (counted.score.dealer_pays, counted.score.non_dealer_pays) == (2600, 1300)


def test_double_riichi() -> None:
    counted = count(PINFU, "6s", riichi=RiichiKind.DOUBLE)
    assert yaku(counted) == {"Double Riichi": 2, "Pinfu": 1}
    assert counted.score.discarder_pays == 3900


def test_iipeikou() -> None:
    counted = count("223344m456p678s99p", "2m", riichi=RiichiKind.RIICHI)
    assert yaku(counted) == {"Riichi": 1, "Pinfu": 1, "Iipeiko": 1}
    assert (counted.han, counted.fu) == (3, 30)


def test_ryanpeikou_is_a_mangan() -> None:
    counted = count("223344m556677p88s", "2m")
    assert yaku(counted) == {"Ryanpeikou": 3, "Pinfu": 1, "Tanyao": 1}
    assert counted.limit is Limit.MANGAN and counted.score.discarder_pays == 8000


def test_chiitoitsu_is_25_fu() -> None:
    counted = count("1122m3344p5566s77z", "7z")
    assert yaku(counted) == {"Chiitoitsu": 2}
    assert (counted.han, counted.fu) == (2, 25)
    assert counted.score.discarder_pays == 1600


def test_chanta_with_an_edge_wait() -> None:
    counted = count("123m789p123789s44z", "3m")
    assert yaku(counted) == {"Chantai": 2}
    # 30 for a closed ron and 2 for the edge wait: 32, rounded up to 40.
    assert (counted.fu, counted.fu_sum) == (40, 32)
    assert {item.source for item in counted.fu_items} == {FuSource.BASE, FuSource.EDGE_WAIT}
    assert counted.score.discarder_pays == 2600


def test_junchan() -> None:
    counted = count("123789m123p789s11s", "1m")
    assert yaku(counted) == {"Junchan": 3, "Pinfu": 1}
    assert counted.score.discarder_pays == 7700


def test_ittsu() -> None:
    counted = count("123456789m234p55s", "1m")
    assert yaku(counted) == {"Ittsu": 2, "Pinfu": 1}
    assert counted.score.discarder_pays == 3900


def test_sanshoku_doujun_with_tanyao_is_4_han_30_fu() -> None:
    counted = count("234678m234p234s55s", "2m")
    assert yaku(counted) == {"Sanshoku Doujun": 2, "Tanyao": 1, "Pinfu": 1}
    assert (counted.han, counted.fu) == (4, 30)
    assert counted.score.discarder_pays == 7700


def test_chinitsu_is_a_haneman() -> None:
    counted = count("234456678789m99m", "9m")
    assert yaku(counted) == {"Chinitsu": 6, "Pinfu": 1}
    assert counted.limit is Limit.HANEMAN and counted.score.discarder_pays == 12000


def test_shousangen_with_two_dragon_triplets() -> None:
    counted = count("123m456p555z666z77z", "4p")
    assert yaku(counted) == {"Shou Sangen": 2, "Yakuhai (haku)": 1, "Yakuhai (hatsu)": 1}
    # 30 + 8 + 8 for the concealed dragon triplets + 2 for the dragon pair = 48.
    assert counted.fu == 50
    assert counted.score.discarder_pays == 8000


# --- Yaku of an open hand -----------------------------------------------------------------------


def test_open_tanyao() -> None:
    counted = count("234m345p567s66s", "4m", melds=("pon:777p",))
    assert yaku(counted) == {"Tanyao": 1}
    # 20 + 2 for the open triplet of simples, rounded up to 30.
    assert (counted.han, counted.fu, counted.fu_sum) == (1, 30, 22)
    assert counted.score.discarder_pays == 1000


def test_an_open_hand_of_pinfu_shape_is_30_fu() -> None:
    counted = count("234m345p567s66s", "4m", melds=("chi:678p",))
    assert yaku(counted) == {"Tanyao": 1}
    assert counted.fu == 30
    assert FuSource.OPEN_PINFU in {item.source for item in counted.fu_items}


def test_sanshoku_doukou() -> None:
    counted = count("222m222p456m77s", "7s", melds=("pon:222s",))
    assert yaku(counted) == {"Sanshoku Doukou": 2, "Tanyao": 1}
    # 20 + 4 + 4 concealed + 2 open triplets of simples + 2 pair wait = 32.
    assert counted.fu == 40
    assert counted.score.discarder_pays == 5200


def test_toitoi_and_honroutou() -> None:
    counted = count("111m999p11z", "1z", melds=("pon:999s", "pon:111s"))
    assert yaku(counted) == {"Toitoi": 2, "Honroutou": 2}
    # 20 + 8 + 8 + 4 + 4 + 2 (the round wind pair) + 2 (pair wait) = 48.
    assert (counted.han, counted.fu) == (4, 50)


def test_san_ankou() -> None:
    counted = count("111m333p555s77p", "7p", melds=("chi:234s",))
    assert yaku(counted) == {"San Ankou": 2}
    # 20 + 8 + 4 + 4 + 2 = 38.
    assert (counted.han, counted.fu) == (2, 40)
    assert counted.score.discarder_pays == 2600


def test_san_kantsu() -> None:
    counted = count("12m3m11p", "3m", melds=("kan:2222s", "kan:4444p", "ankan:6666s"))
    assert yaku(counted) == {"San Kantsu": 2}
    # 20 + 8 + 8 (open kans) + 16 (closed kan) + 2 (edge wait) = 54.
    assert (counted.han, counted.fu) == (2, 60)
    assert counted.score.discarder_pays == 3900


def test_honitsu() -> None:
    counted = count("123m456m22z", "2z", melds=("pon:777m", "pon:888m"))
    assert yaku(counted) == {"Honitsu": 2}
    assert counted.fu == 30


@pytest.mark.parametrize(
    ("honour", "seat", "round_wind", "name"),
    [
        ("5z", Wind.SOUTH, Wind.EAST, "Yakuhai (haku)"),
        ("6z", Wind.SOUTH, Wind.EAST, "Yakuhai (hatsu)"),
        ("7z", Wind.SOUTH, Wind.EAST, "Yakuhai (chun)"),
        ("1z", Wind.EAST, Wind.SOUTH, "Yakuhai (seat wind east)"),
        ("2z", Wind.SOUTH, Wind.EAST, "Yakuhai (seat wind south)"),
        ("3z", Wind.WEST, Wind.EAST, "Yakuhai (seat wind west)"),
        ("4z", Wind.NORTH, Wind.EAST, "Yakuhai (seat wind north)"),
        ("1z", Wind.SOUTH, Wind.EAST, "Yakuhai (round wind east)"),
        ("2z", Wind.WEST, Wind.SOUTH, "Yakuhai (round wind south)"),
        ("3z", Wind.SOUTH, Wind.WEST, "Yakuhai (round wind west)"),
        ("4z", Wind.SOUTH, Wind.NORTH, "Yakuhai (round wind north)"),
    ],
)
def test_yakuhai_of_each_kind(honour: str, seat: Wind, round_wind: Wind, name: str) -> None:
    counted = count(
        "234m456p789s11p",
        "1p",
        melds=(f"pon:{honour[0] * 3}z",),
        seat_wind=seat,
        round_wind=round_wind,
    )
    assert yaku(counted) == {name: 1}


def test_a_double_wind_triplet_is_two_yakuhai() -> None:
    counted = count("234m456p789s11p", "1p", melds=("pon:111z",), seat_wind=Wind.EAST)
    assert yaku(counted) == {"Yakuhai (seat wind east)": 1, "Yakuhai (round wind east)": 1}
    assert counted.score.dealer is True


# --- How the hand was won -----------------------------------------------------------------------


def test_haitei() -> None:
    counted = count(PINFU, "6s", tsumo=True, riichi=RiichiKind.RIICHI, haitei=True)
    assert yaku(counted) == {"Riichi": 1, "Menzen Tsumo": 1, "Pinfu": 1, "Haitei Raoyue": 1}


def test_houtei() -> None:
    counted = count(PINFU, "6s", riichi=RiichiKind.RIICHI, houtei=True)
    assert yaku(counted) == {"Riichi": 1, "Pinfu": 1, "Houtei Raoyui": 1}


def test_chankan() -> None:
    counted = count(PINFU, "6s", chankan=True)
    assert yaku(counted) == {"Pinfu": 1, "Chankan": 1}


def test_rinshan_kaihou() -> None:
    counted = count("234m567p345s88p", "2m", tsumo=True, melds=("ankan:9999s",), rinshan=True)
    assert yaku(counted) == {"Menzen Tsumo": 1, "Rinshan Kaihou": 1}
    # 20 + 32 for the closed kan of terminals + 2 for the tsumo = 54.
    assert (counted.han, counted.fu) == (2, 60)
    # The base comes first, as players add fu up.
    assert [(item.source, item.fu) for item in counted.fu_items] == [
        (FuSource.BASE, 20),
        (FuSource.CLOSED_TERMINAL_KAN, 32),
        (FuSource.TSUMO, 2),
    ]
    assert (counted.score.dealer_pays, counted.score.non_dealer_pays) == (2000, 1000)


# --- Dora -----------------------------------------------------------------------------------------


def test_dora_red_fives_and_ura_dora_are_one_entry_each() -> None:
    counted = count("234567m340p678s99p", "6s", riichi=RiichiKind.RIICHI, dora="8p", ura="3m")
    assert yaku(counted) == {"Riichi": 1, "Pinfu": 1, "Dora": 2, "Aka Dora": 1, "Ura Dora": 1}
    assert counted.han == 6 and counted.limit is Limit.HANEMAN


def test_dora_count_from_every_indicator_and_the_melds() -> None:
    # Two indicators for the white dragon (the red one shows it): its four tiles are 8 dora.
    counted = count("234m456p789s11p", "1p", melds=("kan:5555z",), dora="77z")
    assert yaku(counted) == {"Yakuhai (haku)": 1, "Dora": 8}


def test_indicators_wrap_round_within_their_group() -> None:
    assert yaku(count("123m456p789s11z", "1z", melds=("pon:555z",), dora="4z"))["Dora"] == 2
    # 9m shows 1m; 7z (red) shows 5z (white).
    counted = count("123m456p789s11m", "1m", melds=("pon:555z",), dora="9m7z")
    assert yaku(counted)["Dora"] == 3 + 3


def test_dora_alone_is_no_yaku() -> None:
    message = refusal("123m456p789s234s55p", "5p", dora="4p")
    assert "no yaku" in message and "dora" in message


# --- Yakuman --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "win", "details", "name"),
    [
        ("119m19p19s1234567z", "9m", {}, "Kokushi Musou"),
        ("111m333p555s777s22p", "7s", {"tsumo": True}, "Suu Ankou"),
        ("123m11p", "1p", {"melds": ("pon:555z", "pon:666z", "pon:777z")}, "Daisangen"),
        ("111z222z333z44z123m", "3m", {}, "Shousuushii"),
        ("111222333555z66z", "5z", {}, "Tsuu Iisou"),
        ("223344s666s888s66z", "6z", {}, "Ryuuiisou"),
        ("111m999p11s", "1s", {"melds": ("pon:999m", "pon:111p")}, "Chinroutou"),
        ("11123456789999m", "4m", {}, "Chuuren Poutou"),
        (
            "11p",
            "1p",
            {"melds": ("ankan:2222m", "kan:3333p", "kan:6666s", "added:7777s")},
            "Suu Kantsu",
        ),
        (
            "123m456p789s234s55p",
            "5p",
            {"tsumo": True, "tenhou": True, "seat_wind": Wind.EAST},
            "Tenhou",
        ),
        ("123m456p789s234s55p", "5p", {"tsumo": True, "chiihou": True}, "Chiihou"),
    ],
)
def test_every_yakuman(tiles: str, win: str, details: Details, name: str) -> None:
    counted = count(tiles, win, **details)
    assert yaku(counted) == {name: 13}
    assert (counted.han, counted.yakuman) == (13, 1)
    assert counted.hand == Hand(yakuman=1)
    assert counted.limit is Limit.YAKUMAN
    assert counted.score.points == (48000 if counted.score.dealer else 32000)


@pytest.mark.parametrize(
    ("tiles", "win", "details", "name"),
    [
        ("119m19p19s1234567z", "1m", {}, "Kokushi Musou Juusanmen Matchi"),
        ("111m333p555s777s22p", "2p", {}, "Suu Ankou Tanki"),
        ("11123455678999m", "5m", {}, "Daburu Chuuren Poutou"),
        ("111z222z333z55m", "5m", {"melds": ("pon:444z",)}, "Dai Suushii"),
    ],
)
def test_the_double_forms_pay_double_only_where_the_rules_say(
    tiles: str, win: str, details: Details, name: str
) -> None:
    single = count(tiles, win, rules=TENHOU, **details)
    assert yaku(single) == {name: 13}
    assert (single.yakuman, single.score.discarder_pays) == (1, 32000)
    double = count(tiles, win, rules=MAHJONG_SOUL, **details)
    assert yaku(double) == {name: 26}
    assert (double.han, double.yakuman) == (26, 2)
    assert double.limit_name == "double yakuman"
    assert double.score.discarder_pays == 64000


def test_different_yakuman_add_up_where_the_rules_stack_them() -> None:
    counted = count("111z22z", "2z", melds=("pon:555z", "pon:666z", "pon:777z"))
    assert yaku(counted) == {"Daisangen": 13, "Tsuu Iisou": 13}
    assert (counted.han, counted.yakuman) == (26, 2)
    assert counted.score.discarder_pays == 64000
    assert counted.notes == ()


def test_different_yakuman_are_one_where_the_rules_do_not_stack_them() -> None:
    counted = count("111z22z", "2z", rules=WRC, melds=("pon:555z", "pon:666z", "pon:777z"))
    assert yaku(counted) == {"Daisangen": 13, "Tsuu Iisou": 13}
    assert (counted.han, counted.yakuman) == (13, 1)
    assert counted.hand == Hand(yakuman=1)
    assert counted.score.discarder_pays == 32000
    assert len(counted.notes) == 1 and "one yakuman" in counted.notes[0]


def test_a_yakuman_hand_leaves_the_other_yaku_and_dora_out() -> None:
    counted = count("111m333p555s777s22p", "7s", tsumo=True, riichi=RiichiKind.RIICHI, dora="6s")
    assert yaku(counted) == {"Suu Ankou": 13}


# --- Counted yakuman, kiriage, the double wind pair -------------------------------------------

KAZOE = "223344m556677m88m"
"""Won on 2m by tsumo with riichi: riichi, tsumo, pinfu, tanyao, ryanpeikou, chinitsu = 13 han."""


def test_13_han_is_a_counted_yakuman_under_tenhou() -> None:
    counted = count(KAZOE, "2m", tsumo=True, riichi=RiichiKind.RIICHI)
    assert counted.han == 13 and counted.yakuman == 0
    assert counted.hand == Hand(han=13), "a limit is entered without its fu"
    assert counted.limit is Limit.YAKUMAN
    assert (counted.score.dealer_pays, counted.score.non_dealer_pays) == (16000, 8000)


def test_13_han_is_a_sanbaiman_without_counted_yakuman() -> None:
    counted = count(KAZOE, "2m", tsumo=True, rules=M_LEAGUE, riichi=RiichiKind.RIICHI)
    assert counted.han == 13 and counted.limit is Limit.SANBAIMAN
    assert (counted.score.dealer_pays, counted.score.non_dealer_pays) == (12000, 6000)


def test_kiriage_rounds_4_han_30_fu_up_to_a_mangan() -> None:
    tenhou = count("234678m234p234s55s", "2m")
    m_league = count("234678m234p234s55s", "2m", rules=M_LEAGUE)
    assert (tenhou.han, tenhou.fu) == (m_league.han, m_league.fu) == (4, 30)
    assert (tenhou.score.discarder_pays, tenhou.limit) == (7700, None)
    assert (m_league.score.discarder_pays, m_league.limit) == (8000, Limit.MANGAN)


def test_a_double_wind_pair_is_4_fu_or_2_as_the_rules_say() -> None:
    # Dealer in the East round, riichi, 111m concealed: 30 + 8 + the East pair.
    hand = ("111m234p567s789s11z", "2p")
    details: Details = {"seat_wind": Wind.EAST, "riichi": RiichiKind.RIICHI}
    tenhou = count(*hand, **details)
    m_league = count(*hand, rules=M_LEAGUE, **details)
    pair = {item.source: item.fu for item in tenhou.fu_items}[FuSource.DOUBLE_WIND_PAIR]
    assert (pair, tenhou.fu_sum, tenhou.fu) == (4, 42, 50)
    pair = {item.source: item.fu for item in m_league.fu_items}[FuSource.DOUBLE_WIND_PAIR]
    assert (pair, m_league.fu_sum, m_league.fu) == (2, 40, 40)
    assert (tenhou.score.discarder_pays, m_league.score.discarder_pays) == (2400, 2000)


# --- Presets --------------------------------------------------------------------------------------


def test_without_open_tanyao_a_kuitan_hand_has_no_yaku() -> None:
    rules = TENHOU.with_changes(open_tanyao=False)
    message = refusal("234m345p567s66s", "4m", rules=rules, melds=("pon:777p",))
    assert "no yaku" in message and "tanyao" in message and "open" in message
    # Closed, all simples still counts.
    assert yaku(count("234567m345p66s678s", "2m", rules=rules)) == {"Tanyao": 1, "Pinfu": 1}


def test_red_fives_count_only_where_the_rules_have_them() -> None:
    assert yaku(count("234567m340p678s99p", "6s"))["Aka Dora"] == 1
    without = count("234567m345p678s99p", "6s", rules=WRC)
    assert yaku(without) == {"Pinfu": 1}
    with pytest.raises(InvalidHand, match="no red fives"):
        situation("234567m340p678s99p", "6s", rules=WRC)


def test_jpml_has_no_ippatsu_ura_or_kan_dora() -> None:
    assert "no ippatsu" in refusal(
        PINFU, "6s", rules=JPML_A, riichi=RiichiKind.RIICHI, ippatsu=True
    )
    assert "no ura dora" in refusal(
        PINFU, "6s", rules=JPML_A, riichi=RiichiKind.RIICHI, dora="1m", ura="1m"
    )
    assert "first dora indicator" in refusal(PINFU, "6s", rules=JPML_A, dora="1m2m")
    counted = count(PINFU, "6s", rules=JPML_A, riichi=RiichiKind.RIICHI, dora="8p")
    assert yaku(counted) == {"Riichi": 1, "Pinfu": 1, "Dora": 2}


def test_renhou_five_han_adds_to_the_other_yaku() -> None:
    counted = count(PINFU, "6s", rules=WRC, renhou=True)
    assert yaku(counted) == {"Renhou": 5, "Pinfu": 1}
    assert counted.limit is Limit.HANEMAN and counted.score.discarder_pays == 12000


def test_renhou_mangan_replaces_a_smaller_hand() -> None:
    counted = count(PINFU, "6s", rules=EMA_2016, renhou=True)
    assert yaku(counted) == {"Renhou": 5}
    assert counted.han == 5 and counted.limit is Limit.MANGAN
    assert counted.score.discarder_pays == 8000
    assert "instead" in counted.notes[0]


def test_renhou_mangan_needs_no_other_yaku() -> None:
    counted = count("123m456p789s234s55p", "5p", rules=EMA_2016, renhou=True)
    assert yaku(counted) == {"Renhou": 5}
    assert counted.score.discarder_pays == 8000


def test_renhou_mangan_gives_way_to_a_greater_hand() -> None:
    counted = count("234456678789m99m", "9m", rules=EMA_2016, renhou=True)
    assert yaku(counted) == {"Chinitsu": 6, "Pinfu": 1}
    assert counted.limit is Limit.HANEMAN
    assert "worth more" in counted.notes[0]


def test_renhou_as_a_yakuman() -> None:
    rules = TENHOU.with_changes(renhou=Renhou.YAKUMAN)
    counted = count(PINFU, "6s", rules=rules, renhou=True)
    assert yaku(counted) == {"Renhou (yakuman)": 13}
    assert counted.yakuman == 1 and counted.score.discarder_pays == 32000


def test_renhou_where_the_rules_have_none() -> None:
    assert "do not count renhou" in refusal(PINFU, "6s", renhou=True)


# --- Three players --------------------------------------------------------------------------------

SANMA = "234p567p345s678s99m"


def test_three_players_kita_are_dora_and_a_1m_indicator_shows_9m() -> None:
    counted = count(
        SANMA, "2p", rules=TENHOU_3P, tsumo=True, riichi=RiichiKind.RIICHI, dora="1m", kita=2
    )
    assert yaku(counted) == {"Riichi": 1, "Menzen Tsumo": 1, "Pinfu": 1, "Dora": 2 + 2}
    assert counted.limit is Limit.HANEMAN
    # Tsumo loss: the dealer and one non-dealer pay, nobody for the North seat.
    assert (counted.score.dealer_pays, counted.score.non_dealer_pays) == (6000, 3000)
    assert counted.score.total == 9000


def test_three_players_a_9m_indicator_shows_1m() -> None:
    counted = count("234p567p345s678s11m", "2p", rules=TENHOU_3P, tsumo=True, dora="9m")
    assert yaku(counted) == {"Menzen Tsumo": 1, "Pinfu": 1, "Dora": 2}


def test_a_kita_that_is_also_dora_counts_twice() -> None:
    # West shows North: each kita is one dora for itself and one as the dora.
    counted = count(SANMA, "2p", rules=MAHJONG_SOUL_3P, tsumo=True, dora="3z", kita=1)
    assert yaku(counted)["Dora"] == 2


def test_three_player_ron_honba_is_200() -> None:
    counted = count(SANMA, "2p", rules=TENHOU_3P, riichi=RiichiKind.RIICHI, honba=2)
    assert counted.score.discarder_pays == 2000 + 400


@pytest.mark.parametrize(
    ("details", "words"),
    [
        ({"melds": ("chi:234p",)}, "chi"),
        ({"seat_wind": Wind.NORTH}, "North seat"),
    ],
)
def test_three_player_refusals(details: Details, words: str) -> None:
    tiles, win = ("567p345s678s99m", "9m") if "melds" in details else (SANMA, "2p")
    assert words in refusal(tiles, win, rules=TENHOU_3P, **details)


def test_no_kita_before_a_first_draw_win() -> None:
    message = refusal(SANMA, "2p", rules=TENHOU_3P, tsumo=True, chiihou=True, kita=1)
    assert "before any call, kan or kita" in message
    counted = count(SANMA, "2p", rules=TENHOU_3P, tsumo=True, rinshan=True, kita=1)
    assert "Rinshan Kaihou" in yaku(counted)  # the tile drawn after a kita is a replacement tile


def test_kita_only_with_three_players() -> None:
    assert "three players" in refusal(PINFU, "6s", kita=1)
    assert "only four Norths" in refusal(SANMA, "2p", rules=TENHOU_3P, kita=5)
    assert "negative" in refusal(SANMA, "2p", rules=TENHOU_3P, kita=-1)


# --- Refusals -------------------------------------------------------------------------------------


def test_not_a_complete_hand() -> None:
    message = refusal("123m456p789s234s56p", "6p")
    assert "not a winning hand" in message and "seven pairs" in message


def test_the_wrong_number_of_tiles_says_how_many() -> None:
    message = refusal("234567m345p678s9p", "6s")
    assert "13" in message and "14" in message
    message = refusal("234m345p567s66s7s", "4m", melds=("pon:777p",))
    assert "12" in message and "11" in message


def test_a_fifth_copy_across_hand_melds_and_indicators() -> None:
    assert "only four 7p" in refusal("234m345p567s77p", "7p", melds=("kan:7777p",))
    assert "only four 9p" in refusal(PINFU, "6s", dora="99p9p")


def test_the_winning_tile_must_be_in_the_hand() -> None:
    message = refusal(PINFU, "1z")
    assert "winning tile 1z" in message
    # The red five is a tile of its own.
    assert "winning tile 0p" in refusal("234567m345p678s99p", "0p")


@pytest.mark.parametrize(
    ("meld", "words"),
    [
        ("chi:777z", "one suit"),
        ("chi:246p", "in a row"),
        ("chi:89m1p", "in a row"),
        ("chi:34p", "three tiles"),
        ("pon:778p", "same tile"),
        ("pon:7777p", "three tiles"),
        ("kan:777p", "four tiles"),
        ("ankan:7778p", "same tile"),
    ],
)
def test_a_meld_that_cannot_exist(meld: str, words: str) -> None:
    assert words in refusal("234m345p567s66s", "4m", melds=(meld,))


def test_at_most_four_melds() -> None:
    melds = ("pon:111m", "pon:222m", "pon:333m", "pon:444m", "pon:555m")
    assert "at most four" in refusal("1p", "1p", melds=melds)


@pytest.mark.parametrize(
    ("details", "words"),
    [
        ({"ippatsu": True}, "Ippatsu comes only after riichi"),
        ({"haitei": True}, "Haitei is a tsumo"),
        ({"tsumo": True, "houtei": True}, "Houtei is a ron"),
        ({"rinshan": True}, "Rinshan is a win by tsumo"),
        ({"tsumo": True, "chankan": True}, "Chankan is a ron"),
        ({"tsumo": True, "haitei": True, "rinshan": True}, "rinshan, not haitei"),
        ({"houtei": True, "chankan": True}, "chankan, not houtei"),
        ({"tsumo": True, "rinshan": True}, "no kan"),
        ({"tsumo": True, "tenhou": True}, "The dealer sits East"),
        ({"tenhou": True, "seat_wind": Wind.EAST}, "not a ron"),
        ({"tsumo": True, "chiihou": True, "seat_wind": Wind.EAST}, "dealer's is tenhou"),
        ({"chiihou": True}, "not a ron"),
        (
            {"tsumo": True, "tenhou": True, "seat_wind": Wind.EAST, "riichi": RiichiKind.RIICHI},
            "riichi",
        ),
        ({"ura": "1m"}, "only for a hand in riichi"),
        ({"riichi": RiichiKind.RIICHI, "dora": "1m", "ura": "1m2m"}, "more ura dora"),
        ({"dora": "1m2m3m4m1z2z"}, "at most five"),
    ],
)
def test_situations_that_cannot_happen(details: Details, words: str) -> None:
    assert words in refusal(PINFU, "6s", **details)


def test_riichi_needs_a_closed_hand_but_a_closed_kan_keeps_it() -> None:
    message = refusal("234m345p567s66s", "4m", melds=("pon:777p",), riichi=RiichiKind.RIICHI)
    assert "closed hand" in message
    counted = count("234m567p345s88p", "2m", melds=("ankan:9999s",), riichi=RiichiKind.RIICHI)
    assert "Riichi" in yaku(counted)


@pytest.mark.parametrize(
    ("details", "words"),
    [
        ({"seat_wind": Wind.EAST}, "non-dealer"),
        ({"tsumo": True}, "not a tsumo"),
        ({"melds": ("chi:678s",)}, "before any call, kan or kita"),
    ],
)
def test_renhou_refusals(details: Details, words: str) -> None:
    tiles, win = ("234567m345p99p", "2m") if "melds" in details else (PINFU, "6s")
    assert words in refusal(tiles, win, rules=WRC, **(details | {"renhou": True}))


def test_every_error_of_the_package_has_the_players_words() -> None:
    from mahjong.hand_calculating.hand import HandCalculator

    from tallyo_desktop.core.counting.count import _refusal

    codes = [value for name, value in vars(HandCalculator).items() if name.startswith("ERR_")]
    assert len(codes) > 15
    won = situation(PINFU, "6s", tsumo=False)
    for code in codes:
        message = _refusal(code, won, TENHOU)
        assert message != "This hand cannot be counted.", code
        assert "_" not in message and message[0].isupper(), (code, message)


# --- Payments -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "win", "details", "score_args"),
    [
        (PINFU, "6s", {"riichi": RiichiKind.RIICHI}, ("2", "30", "--ron")),
        (PINFU, "6s", {"tsumo": True, "riichi": RiichiKind.RIICHI}, ("3", "20", "--tsumo")),
        ("1122m3344p5566s77z", "7z", {"seat_wind": Wind.EAST}, ("2", "25", "--ron", "--dealer")),
        ("234456678789m99m", "2m", {"tsumo": True}, ("8", "--tsumo")),
        (KAZOE, "2m", {"tsumo": True, "riichi": RiichiKind.RIICHI}, ("13", "--tsumo")),
        (
            "111z22z",
            "2z",
            {"melds": ("pon:555z", "pon:666z", "pon:777z")},
            ("--yakuman", "2", "--ron"),
        ),
    ],
)
def test_payments_are_what_the_score_command_prints(
    capsys: pytest.CaptureFixture[str],
    tiles: str,
    win: str,
    details: Details,
    score_args: tuple[str, ...],
) -> None:
    counted = count(tiles, win, honba=2, sticks=1, **details)
    assert main(["score", *score_args, "--honba", "2", "--sticks", "1", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["total"] == counted.score.total
    for key in ("discarder_pays", "dealer_pays", "non_dealer_pays", "each_pays"):
        assert printed.get(key) == getattr(counted.score, key), key
    assert printed["limit"] == counted.limit_name
    assert counted.score == score_win(
        counted.hand, tsumo=counted.score.tsumo, dealer=counted.score.dealer, honba=2, sticks=1,
        rules=TENHOU,
    )  # fmt: skip


# --- Tiles a window may build directly ------------------------------------------------------------


def test_tiles_built_without_the_notation_are_checked_too() -> None:
    from tallyo_desktop.core.counting.tiles import Tile

    won = situation(SANMA, "2p", rules=TENHOU_3P, tsumo=False)
    two_man = replace(won, dora_indicators=(Tile(1),))
    with pytest.raises(InvalidHand, match="three players"):
        count_hand(two_man, TENHOU_3P)
    red = situation("234567m340p678s99p", "6s", tsumo=False)
    with pytest.raises(InvalidHand, match="no red fives"):
        count_hand(red, WRC)


# --- Names ----------------------------------------------------------------------------------------


def test_every_yaku_of_the_package_has_a_label_and_every_fu_a_reason() -> None:
    from mahjong.hand_calculating.fu import FuCalculator
    from mahjong.hand_calculating.yaku_config import YakuConfig

    names = [item.name for item in vars(YakuConfig()).values()]
    assert len(names) > 50
    assert [yaku_label(name) for name in names] == names  # in English, the package's own names
    set_translator(lambda context, text: f"{context}:{text}")
    try:
        # Each name goes through the translator: a translation file can hold it.
        assert [yaku_label(name) for name in names] == [f"yaku:{name}" for name in names]
    finally:
        set_translator(None)
    keys = {
        value for name, value in vars(FuCalculator).items() if name.isupper() and name[0] != "_"
    }
    assert keys == {source.value for source in FuSource}
    for source in FuSource:
        assert fu_reason(source, 2).strip()
    assert "seven pairs" in fu_reason(FuSource.BASE, 25)
    assert "closed hand won by ron" in fu_reason(FuSource.BASE, 30)
    assert yaku_label("Not a yaku") == "Not a yaku"


def test_labels_follow_the_translator() -> None:
    set_translator(lambda context, text: f"{context}:{text}")
    try:
        counted = count(PINFU, "6s", riichi=RiichiKind.RIICHI)
        assert [item.label for item in counted.yaku] == ["yaku:Riichi", "yaku:Pinfu"]
        assert counted.fu_items[0].reason.startswith("fu:")
        assert [item.name for item in counted.yaku] == ["Riichi", "Pinfu"]
    finally:
        set_translator(None)
