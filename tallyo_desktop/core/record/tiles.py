"""The tiles of a win counted from them, as a game record holds them, and back.

Tiles are written in the short notation (`234m55p`, `0` the red five) in their order, melds by
kind and tiles,
winds by name. A flag is written only when set, and read as unset when absent. Whether the tiles
make the hand recorded is not checked on reading: the win's han and fu are what was paid.
"""

from __future__ import annotations

from tallyo_desktop.core.counting.names import CountedYaku
from tallyo_desktop.core.counting.situation import Meld, MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import Tile, parse_tile, parse_tiles
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.rules import Fields, choice, damaged, flag
from tallyo_desktop.core.seats import Wind

Document = dict[str, object]
FLAGS = ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")
FIELDS = (
    "concealed",
    "win",
    "melds",
    "riichi",
    *FLAGS,
    "seat_wind",
    "round_wind",
    "dora",
    "ura",
    "kita",
    "yaku",
)
OPTIONAL = ("melds", "riichi", *FLAGS, "dora", "ura", "kita")


def _written(tiles: tuple[Tile, ...]) -> str:
    """Tiles in the short notation in the order they are in, so they read back the same:
    each run of one suit is written together (`234m456p067s234s88s`)."""
    parts: list[str] = []
    for tile in tiles:
        digit = str(tile)[0]
        if parts and parts[-1][-1] == tile.suit:
            parts[-1] = parts[-1][:-1] + digit + tile.suit
        else:
            parts.append(digit + tile.suit)
    return "".join(parts)


def _wind(wind: Wind) -> str:
    return wind.name.lower()


def tiles_to_dict(tiles: WinTiles) -> Document:
    situation = tiles.situation
    written: Document = {
        "concealed": _written(situation.concealed),
        "win": str(situation.win_tile),
    }
    if situation.melds:
        written["melds"] = [
            {"kind": meld.kind.value, "tiles": _written(meld.tiles)} for meld in situation.melds
        ]
    if situation.riichi is not RiichiKind.NONE:
        written["riichi"] = situation.riichi.value
    for name in FLAGS:
        if getattr(situation, name):
            written[name] = True
    written["seat_wind"] = _wind(situation.seat_wind)
    written["round_wind"] = _wind(situation.round_wind)
    if situation.dora_indicators:
        written["dora"] = _written(situation.dora_indicators)
    if situation.ura_indicators:
        written["ura"] = _written(situation.ura_indicators)
    if situation.kita:
        written["kita"] = situation.kita
    written["yaku"] = [{"name": yaku.name, "han": yaku.han} for yaku in tiles.yaku]
    return written


def _tiles(fields: Fields, name: str) -> tuple[Tile, ...]:
    try:
        return parse_tiles(fields.text(name), None)
    except InvalidHand as error:
        raise damaged(
            translate("record", "{what}: {reason}").format(what=fields.what(name), reason=error)
        ) from None


def _read_meld(data: object, where: str) -> Meld:
    meld = Fields(data, where, ("kind", "tiles"))
    return Meld(choice(MeldKind, meld.get("kind"), meld.what("kind")), _tiles(meld, "tiles"))


def _read_yaku(data: object, where: str) -> CountedYaku:
    yaku = Fields(data, where, ("name", "han"))
    return CountedYaku(yaku.text("name"), yaku.whole("han"))


def _read_wind(fields: Fields, name: str) -> Wind:
    names = {_wind(wind): wind for wind in Wind}
    value = fields.get(name)
    if not isinstance(value, str) or value not in names:
        raise damaged(
            translate("record", "{what} is not a wind: east, south, west or north").format(
                what=fields.what(name)
            )
        )
    return names[value]


def tiles_from_dict(data: object, where: str, *, tsumo: bool) -> WinTiles:
    """The tiles of a win read back; `tsumo` as the event says."""
    where = translate("record", "{where}, tiles").format(where=where)
    fields = Fields(data, where, FIELDS, OPTIONAL)
    try:
        win = parse_tile(fields.text("win"), None)
    except InvalidHand as error:
        raise damaged(
            translate("record", "{what}: {reason}").format(what=fields.what("win"), reason=error)
        ) from None
    melds = tuple(
        _read_meld(
            item, translate("record", "{where}, meld {number}").format(where=where, number=n)
        )
        for n, item in enumerate(fields.items("melds") if "melds" in fields.data else (), start=1)
    )
    riichi = fields.get("riichi")

    def is_set(name: str) -> bool:
        return name in fields.data and flag(fields.get(name), fields.what(name))

    situation = WinSituation(
        concealed=_tiles(fields, "concealed"),
        win_tile=win,
        tsumo=tsumo,
        melds=melds,
        riichi=RiichiKind.NONE
        if riichi is None
        else choice(RiichiKind, riichi, fields.what("riichi")),
        ippatsu=is_set("ippatsu"),
        haitei=is_set("haitei"),
        houtei=is_set("houtei"),
        rinshan=is_set("rinshan"),
        chankan=is_set("chankan"),
        tenhou=is_set("tenhou"),
        chiihou=is_set("chiihou"),
        renhou=is_set("renhou"),
        seat_wind=_read_wind(fields, "seat_wind"),
        round_wind=_read_wind(fields, "round_wind"),
        dora_indicators=_tiles(fields, "dora") if "dora" in fields.data else (),
        ura_indicators=_tiles(fields, "ura") if "ura" in fields.data else (),
        kita=fields.whole("kita") if "kita" in fields.data else 0,
    )
    yaku = tuple(
        _read_yaku(
            item, translate("record", "{where}, yaku {number}").format(where=where, number=n)
        )
        for n, item in enumerate(fields.items("yaku"), start=1)
    )
    return WinTiles(situation, yaku)
