"""The sources of the options that matter only when a hand is counted from its tiles.

Open tanyao, red fives, double-yakuman forms, renhou, ippatsu, ura and kan dora and the fu of a
double wind pair, for every documented preset. docs/hand-counting.md says how each is passed to
the `mahjong` package or applied after it.
"""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_model import (
    OptionEntry,
    cite,
    confirmed,
    entries,
    read,
    reading,
)

COMMON_YAKU = reading(
    "The rule set's yaku list does not set it apart: it is part of the game as every rule set "
    "plays it, and the option is on.",
)
NO_LOCAL_YAKU = reading(
    "Renhou is a local yaku that this rule set's yaku list does not have; it is not counted. "
    "Where the players count it, the rules editor's Renhou option does.",
    "renhou",
)
FOUR_FU = reading(
    "A pair that is both the seat wind and the round wind counts 2 fu for each, as the sources "
    "that count fu in full do; no source for this rule set says otherwise.",
    "double_wind_pair",
)


def common(option: str, source: str) -> OptionEntry:
    """An option the rule set's `source` plays as every rule set does."""
    why = reading(COMMON_YAKU.text, option)
    return read(option, cite(source, "the yaku list"), why=why)


def four_fu(source: str) -> OptionEntry:
    where = "fu: no exception for a double wind pair"
    return read("double_wind_pair", cite(source, where), why=FOUR_FU)


def usual(source: str) -> dict[str, OptionEntry]:
    """Ippatsu, ura and kan dora, and a double wind pair of 4 fu, as `source` plays them."""
    yaku = (common(option, source) for option in ("ippatsu", "ura_dora", "kan_dora"))
    return entries(*yaku, four_fu(source))


def _tenhou_like(*, double_forms_source: str, red_source: str) -> dict[str, OptionEntry]:
    return entries(
        confirmed(
            "open_tanyao", cite("W-T", "the lobbies played are 喰赤 (open tanyao, red fives)")
        ),
        confirmed("red_fives", cite(red_source, "one red five in each suit (各1枚)")),
        confirmed(
            "double_yakuman_forms",
            cite(
                double_forms_source,
                "suuankou tanki, kokushi on 13 waits, junsei chuuren and daisuushii count one "
                "yakuman each",
            ),
        ),
        read("renhou", cite("W-T", "the yaku list"), why=NO_LOCAL_YAKU),
        *usual("W-T").values(),
    )


WRC = entries(
    confirmed(
        "open_tanyao",
        cite("RW-WRC", '"Kuitan, or open tanyao, is allowed in the WRC rules."'),
    ),
    read(
        "red_fives",
        cite("TORI", "the tournament column: no red fives among the dora"),
        why=reading(
            "The rule book's tile list was not reached; no WRC source mentions red fives, and "
            "the tournament column of the Toronto club's rules lists none. None are counted.",
            "red_fives",
        ),
    ),
    read(
        "double_yakuman_forms",
        cite(
            "WRC22",
            '"Single yakuman that count as double (ex.: Kokushi Musou on 13 waits) '
            'still count as one."',
        ),
        why=reading(
            "The 2022 summary says the double forms still count one yakuman; nothing says the "
            "2015 rules differed.",
            "double_yakuman_forms",
        ),
    ),
    read(
        "renhou",
        cite("WRC14-ERR", '"Renhō is cumulative with other yaku and dora"'),
        cite("TORI", '"a mangan or the value of the hand, whichever is greater"'),
        why=reading(
            "The two sources disagree: the rules' author counts renhou as a yaku added to the "
            "others (5 han here), the Toronto club as the greater of a mangan and the hand. The "
            "preset follows the author.",
            "renhou",
        ),
    ),
    *(common(option, "WRC15") for option in ("ippatsu", "ura_dora", "kan_dora")),
    confirmed(
        "double_wind_pair",
        cite("TORI", '"Double wind pair": "4 fu" for the WRC 2015 rules'),
        cite(
            "WRC22",
            "\"The fu value when the pair is both the player's seat and round wind is 2 "
            'instead of 4" (from 2022, which this preset does not follow)',
        ),
    ),
)

_EMA_RENHOU = confirmed(
    "renhou",
    cite("EMA-ANN", '"Renho (Blessing of Man) is a mangan, not a yakuman"'),
    cite("MJW-EMA", '"renhou is now a strict mangan only"'),
)

EMA_2016 = entries(
    confirmed("open_tanyao", cite("EMA-ANN", "open tanyao is allowed")),
    read(
        "red_fives",
        cite("EMA16", "the tiles: no red fives"),
        why=reading(
            "No EMA source mentions red fives in competition; none are counted.", "red_fives"
        ),
    ),
    read(
        "double_yakuman_forms",
        cite("PAN-EMA", "no double yakuman"),
        why=reading(
            "With yakuman that do not add up, a double form pays one yakuman either way.",
            "double_yakuman_forms",
            "yakuman_stacking",
        ),
    ),
    _EMA_RENHOU,
    *usual("EMA16").values(),
)

EMA_2025 = {
    **EMA_2016,
    **entries(
        read(
            "double_yakuman_forms",
            cite(
                "PAN-EMA25",
                "listExcept([… Y_SUUANKOUTANKI, Y_CHUURENPOUTOPURE, Y_KOKUSHIMUSOU13]), "
                "setDoubleYakuman([])",
            ),
            why=reading(
                "Pantheon's 2025 preset is the only source reached: no double forms.",
                "double_yakuman_forms",
            ),
        ),
    ),
}

TENHOU = _tenhou_like(double_forms_source="RENV", red_source="W-T")

MAHJONG_SOUL = entries(
    confirmed("open_tanyao", cite("W-M", '"Open Tanyao: Enabled by default"')),
    confirmed("red_fives", cite("W-M", '"Red fives: 3 tiles (1 for each suit)"')),
    read(
        "double_yakuman_forms",
        cite("W-M", "the yaku list"),
        why=reading(
            "Suuankou on a single wait, kokushi on 13 waits, junsei chuuren and daisuushii pay "
            "double yakuman on this platform, as its yaku list gives them; the room rules can "
            "turn them off.",
            "double_yakuman_forms",
        ),
    ),
    read(
        "renhou",
        cite("W-M", '"Local yakus … Disabled by default"'),
        why=reading(
            "Local yaku are off by default; that renhou is among them is a reading.", "renhou"
        ),
    ),
    *usual("W-M").values(),
)

M_LEAGUE = entries(
    read(
        "open_tanyao",
        cite("W-ML", "the yaku list"),
        why=reading(
            "Open tanyao is played: none of the rule summaries reached lists it among the "
            "restrictions.",
            "open_tanyao",
        ),
    ),
    confirmed("red_fives", cite("ML-SPACE", '"赤ドラ(5萬・5筒・5索の各1枚)"')),
    confirmed(
        "double_yakuman_forms",
        cite(
            "W-ML",
            '"Double yakuman: Not applied. Only scores the regular version for suuankou tanki / '
            'kokushi 13-wait / junsei chuuren poutou."',
        ),
    ),
    read("renhou", cite("W-ML", "the yaku list"), why=NO_LOCAL_YAKU),
    *(common(option, "W-ML") for option in ("ippatsu", "ura_dora", "kan_dora")),
    confirmed("double_wind_pair", cite("W-ML", '"Double-wind pair worths 2 fu."')),
)

_JPML_NO_EXTRAS = cite("JPML-B1", '"裏ドラ、槓(カン)ドラはない。立直(リーチ)時に一発はない。"')
JPML_A = entries(
    confirmed("open_tanyao", cite("PAN-JPML", "withKuitan(true)")),
    confirmed("red_fives", cite("JPML-B2", '"一発、裏、カンドラ、カン裏、赤なし"')),
    read(
        "double_yakuman_forms",
        cite("PAN-JPML", "no double yakuman"),
        why=reading(
            "Nothing else found; with yakuman that do not add up, a double form pays one yakuman "
            "either way.",
            "double_yakuman_forms",
            "yakuman_stacking",
        ),
    ),
    read(
        "renhou",
        cite("JPML-W", '"特役(満貫) 人和"'),
        why=reading(
            "Renhou is listed among the special yaku worth a mangan; as in EMA, read as a "
            "mangan not added to the other yaku.",
            "renhou",
        ),
    ),
    confirmed("ippatsu", _JPML_NO_EXTRAS, cite("JPML-B2", '"一発、裏、カンドラ、カン裏、赤なし"')),
    confirmed("ura_dora", _JPML_NO_EXTRAS),
    confirmed("kan_dora", _JPML_NO_EXTRAS),
    four_fu("JPML-W"),
)

TENHOU_3P = {
    **_tenhou_like(double_forms_source="RENV", red_source="W-T"),
    **entries(
        confirmed(
            "red_fives",
            cite("W-T", "one red five in each suit; three players have no 5m, so 0p and 0s"),
        ),
    ),
}

MAHJONG_SOUL_3P = {
    **MAHJONG_SOUL,
    **entries(confirmed("red_fives", cite("W-M", '"Red fives: 2 tiles"'))),
}

COUNTING: dict[str, dict[str, OptionEntry]] = {
    "wrc": WRC,
    "ema-2016": EMA_2016,
    "ema-2025": EMA_2025,
    "tenhou": TENHOU,
    "tenhou-2020": TENHOU,
    "tenhou-2009": TENHOU,
    "tenhou-east-2009": TENHOU,
    "mahjong-soul": MAHJONG_SOUL,
    "m-league": M_LEAGUE,
    "jpml-a": JPML_A,
    "tenhou-3p": TENHOU_3P,
    "tenhou-3p-2020": TENHOU_3P,
    "mahjong-soul-3p": MAHJONG_SOUL_3P,
}
"""The counting entries of each documented preset."""
