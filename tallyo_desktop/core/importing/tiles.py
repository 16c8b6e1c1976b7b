"""The tiles and yaku of Tenhou's logs, in Tallyo's terms.

An mjlog numbers the 136 tiles 0-135 (`id // 4` is the kind; ids 16, 52 and 88 are the red
fives) and packs each call into one number; a tenhou.net/6 log writes a tile as two digits
(11-19 characters, 21-29 circles, 31-39 bamboo, 41-47 honours, 51-53 the red fives). Both name
the yaku as Tenhou does; the record keeps the English names the rest of Tallyo shows.
"""

from __future__ import annotations

from tallyo_desktop.core.counting.situation import Meld, MeldKind
from tallyo_desktop.core.counting.tiles import Tile

RED_IDS = frozenset({16, 52, 88})
KITA = "kita"
"""What a three-player log's call is when a North is set aside as dora."""


def tile_of_id(tile_id: int, *, red_fives: bool) -> Tile:
    """The tile an mjlog numbers `tile_id` (0-135)."""
    if not 0 <= tile_id < 136:
        raise ValueError(f"no tile {tile_id}")
    return Tile(tile_id // 4, red=red_fives and tile_id in RED_IDS)


def tile_of_code(code: int) -> Tile:
    """The tile a tenhou.net/6 log writes as `code`."""
    if code in (51, 52, 53):
        return Tile((code - 51) * 9 + 4, red=True)
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return Tile((suit - 1) * 9 + number - 1)
    if suit == 4 and 1 <= number <= 7:
        return Tile(27 + number - 1)
    raise ValueError(f"no tile {code}")


def code_of(tile: Tile) -> int:
    """The tenhou.net/6 code of a tile: the same for a game read from either log."""
    if tile.red:
        return 51 + tile.kind // 9
    if tile.is_honour:
        return 41 + tile.kind - 27
    return (tile.kind // 9 + 1) * 10 + tile.kind % 9 + 1


def meld_of_mjlog(code: int, *, red_fives: bool) -> Meld | str:
    """The call an mjlog packs into `code`, or `KITA` for a North set aside."""

    def tile(tile_id: int) -> Tile:
        return tile_of_id(tile_id, red_fives=red_fives)

    if code & 0x4:
        pattern = code >> 10
        first = pattern // 3
        kind = first // 7 * 9 + first % 7
        offsets = ((code >> 3) & 3, (code >> 5) & 3, (code >> 7) & 3)
        return Meld(
            MeldKind.CHI,
            tuple(tile((kind + step) * 4 + offset) for step, offset in enumerate(offsets)),
        )
    if code & 0x18:
        kind = (code >> 9) // 3
        if kind >= 34:
            raise ValueError(f"no call {code}")
        if code & 0x10:
            return Meld(MeldKind.ADDED_KAN, tuple(tile(kind * 4 + n) for n in range(4)))
        unused = (code >> 5) & 3
        return Meld(MeldKind.PON, tuple(tile(kind * 4 + n) for n in range(4) if n != unused))
    if code & 0x20:
        return KITA
    kind = (code >> 8) // 4
    if kind >= 34:
        raise ValueError(f"no call {code}")
    closed = code & 3 == 0
    return Meld(
        MeldKind.CLOSED_KAN if closed else MeldKind.OPEN_KAN,
        tuple(tile(kind * 4 + n) for n in range(4)),
    )


# Tenhou's yaku by the number an mjlog gives them, as tenhou.net/6 writes their names.
TENHOU_YAKU = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和",
    "断幺九", "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南",
    "場風 西", "場風 北", "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九",
    "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭",
    "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻",
    "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双",
    "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)  # fmt: skip

# The same yaku as the record names them: the English names the counting gives them.
ENGLISH_YAKU = (
    "Menzen Tsumo", "Riichi", "Ippatsu", "Chankan", "Rinshan Kaihou", "Haitei Raoyue",
    "Houtei Raoyui", "Pinfu", "Tanyao", "Iipeiko", "Yakuhai (seat wind east)",
    "Yakuhai (seat wind south)", "Yakuhai (seat wind west)", "Yakuhai (seat wind north)",
    "Yakuhai (round wind east)", "Yakuhai (round wind south)", "Yakuhai (round wind west)",
    "Yakuhai (round wind north)", "Yakuhai (haku)", "Yakuhai (hatsu)", "Yakuhai (chun)",
    "Double Riichi", "Chiitoitsu", "Chantai", "Ittsu", "Sanshoku Doujun", "Sanshoku Doukou",
    "San Kantsu", "Toitoi", "San Ankou", "Shou Sangen", "Honroutou", "Ryanpeikou", "Junchan",
    "Honitsu", "Chinitsu", "Renhou (yakuman)", "Tenhou", "Chiihou", "Daisangen", "Suu Ankou",
    "Suu Ankou Tanki", "Tsuu Iisou", "Ryuuiisou", "Chinroutou", "Chuuren Poutou",
    "Daburu Chuuren Poutou", "Kokushi Musou", "Kokushi Musou Juusanmen Matchi", "Dai Suushii",
    "Shousuushii", "Suu Kantsu", "Dora", "Ura Dora", "Aka Dora",
)  # fmt: skip

ENGLISH_OF = dict(zip(TENHOU_YAKU, ENGLISH_YAKU, strict=True))
# Other spellings the logs use: Mahjong Soul's exporters and older Tenhou viewers.
ENGLISH_OF.update(
    {
        "ダブル立直": "Double Riichi",
        "抜きドラ": "Dora",
        "国士無双十三面待ち": "Kokushi Musou Juusanmen Matchi",
        "四暗刻単騎待ち": "Suu Ankou Tanki",
        "純正九蓮宝燈": "Daburu Chuuren Poutou",
    }
)

DAISANGEN, DAISUUSHII = "大三元", "大四喜"


def english_yaku(name: str) -> str:
    """The name the record keeps for a yaku the log names `name` (the log's name if unknown)."""
    return ENGLISH_OF.get(name, name)
