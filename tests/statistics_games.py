"""Small games for the statistics' tests, built event by event; each one's figures are worked
out by hand in the tests that use it."""

from __future__ import annotations

from tallyo_desktop.core.counting.count import count_hand
from tallyo_desktop.core.counting.situation import Meld, MeldKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty, PaoYakuman
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
WITH_CHOMBO = presets.MAHJONG_SOUL.with_changes(chombo=ChomboPenalty.AT_SETTLEMENT)
TENHOU = presets.TENHOU

VARIED: tuple[Event, ...] = (
    # East 1, Ann deals. Bea declares riichi first, Cid chases, and deals in: riichi alone.
    Riichi(1),
    Riichi(2),
    Ron(2, (Win(1, Hand(1, 30)),)),
    # East 2, Bea deals. A double ron on Ann's discard: Cid 2000, Dan 3900.
    Ron(0, (Win(2, Hand(2, 30)), Win(3, Hand(3, 30)))),
    # East 3, Cid deals. Ann's riichi, then Dan's chombo: the hand is played again.
    Riichi(0),
    Chombo(3),
    # Cid alone tenpai: a repeat; a dealer tsumo of 3900 all (+100 each); an abortive draw;
    # then Bea's nagashi mangan with Cid not tenpai ends the streak at three repeats.
    ExhaustiveDraw(frozenset({2})),
    Tsumo(2, Hand(4, 30)),
    AbortiveDrawEvent(AbortiveDraw.FOUR_WINDS),
    NagashiMangan((1,), frozenset()),
    # East 4, Dan deals, 4 honba: Ann wins on the tile that declared Dan's riichi.
    Riichi(3),
    Ron(3, (Win(0, Hand(2, 30)),), on_riichi_tile=True),
)
"""Seven hands under `WITH_CHOMBO` (a chombo between them), not finished."""


def counted(situation: WinSituation) -> tuple[Hand, WinTiles]:
    """The hand and the tiles of a win, as the tile picker gives them."""
    count = count_hand(situation, TENHOU)
    return count.hand, WinTiles(situation, count.yaku)


def open_haku_tsumo() -> tuple[Hand, WinTiles]:
    """Bea, South, tsumo: a called pon of haku and one dora. 2 han 30 fu."""
    return counted(
        WinSituation(
            concealed=parse_tiles("234m567p234s88s", TENHOU),
            win_tile=parse_tile("4s", TENHOU),
            tsumo=True,
            melds=(Meld(MeldKind.PON, parse_tiles("555z", TENHOU)),),
            seat_wind=Wind.SOUTH,
            round_wind=Wind.EAST,
            dora_indicators=parse_tiles("1m", TENHOU),
        )
    )


def damaten_pinfu() -> tuple[Hand, WinTiles]:
    """Cid, West, ron without riichi: tanyao and pinfu, closed. 2 han 30 fu."""
    return counted(
        WinSituation(
            concealed=parse_tiles("234m456p345678s55p", TENHOU),
            win_tile=parse_tile("3s", TENHOU),
            tsumo=False,
            seat_wind=Wind.WEST,
            round_wind=Wind.EAST,
            dora_indicators=parse_tiles("9p", TENHOU),
        )
    )


def tiles_game() -> Game:
    """Four hands under Tenhou's rules: a triple ron that is an abortive draw, an open tsumo,
    a damaten ron and a daisangen by tsumo that Ann is liable for."""
    bea_hand, bea_tiles = open_haku_tsumo()
    cid_hand, cid_tiles = damaten_pinfu()
    return Game.replay(
        TENHOU,
        NAMES,
        (
            Ron(0, (Win(1, Hand(1, 30)), Win(2, Hand(1, 30)), Win(3, Hand(1, 30)))),
            Tsumo(1, bea_hand, tiles=bea_tiles),
            Ron(3, (Win(2, cid_hand, tiles=cid_tiles),)),
            Tsumo(3, Hand(yakuman=1), pao=Pao(0, kind=PaoYakuman.DAISANGEN)),
        ),
    )


def varied_game() -> Game:
    return Game.replay(WITH_CHOMBO, NAMES, VARIED)
