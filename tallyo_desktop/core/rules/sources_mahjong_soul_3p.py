"""Where the Mahjong Soul three-player preset comes from: its ranked three-player rooms."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_cited import sources
from tallyo_desktop.core.rules.sources_mahjong_soul import MAHJONG_SOUL_OPTIONS, YAME_CONDITION
from tallyo_desktop.core.rules.sources_model import (
    cite,
    confirmed,
    entries,
    preset_sources,
    read,
    reading,
)
from tallyo_desktop.core.rules.sources_sanma import CLUB_RULES, NAGASHI, PAO_TSUMO
from tallyo_desktop.core.rules.sources_shared import EXTRA_ROUND, riichi_deposit

_W_M_3P = "W-M"
_MSC_DEFAULTS = "by default, whatever the number of players"

MAHJONG_SOUL_3P = preset_sources(
    "mahjong-soul-3p",
    "Mahjong Soul's ranked three-player rooms: three seats with no North. Everybody starts at "
    "{start_points}, results count from {return_points} with no oka and an uma of {uma}, and "
    "{target_points} decides whether the game goes on after the last hand. A tsumo is paid with "
    "tsumo loss, as in ranked play (friendly rooms may split North's share instead); a honba is "
    "{honba_ron} on a ron and {honba_tsumo} from each payer on a tsumo; an exhaustive draw moves "
    "{noten_total}. The rest is as in the four-player rooms.",
    sources(
        "W-M",
        "MSC",
        "MP",
        "TS",
        "MSRE",
        "RENV",
        "PAN-SANMA",
        "RW-RIICHI",
        "RW-HONBA",
    ),
    {
        **MAHJONG_SOUL_OPTIONS,
        **entries(
            confirmed("players", cite(_W_M_3P, '"3-Player East / 3-Player South"')),
            confirmed(
                "start_points",
                cite(_W_M_3P, '"Starting points: 35000"'),
                cite("MSC", "init_point: 35000 by default with three players"),
                cite("MP", '"35000点開始の35000点返し"'),
            ),
            confirmed(
                "target_points",
                cite(_W_M_3P, '"End points: 40000"'),
                cite("MSC", "fandian: 40000 by default with three players"),
                cite("MP", '"一位必要点数40000"'),
            ),
            confirmed(
                "return_points",
                cite(_W_M_3P, '"Oka: Not applied"; "(MatchResult − StartingPts)/1000 + Uma"'),
                cite("MSC", "jingsuanyuandian: 35000 by default with three players"),
                cite("MP", '"35000点開始の35000点返し"'),
            ),
            confirmed(
                "uma",
                cite(_W_M_3P, "uma +15 / 0 / −15"),
                cite("MSC", "shunweima: 15, 0, −15 by default with three players"),
            ),
            confirmed("settlement", cite(_W_M_3P, '"(MatchResult − StartingPts)/1000 + Uma"')),
            confirmed("kiriage_mangan", cite("MSC", "have_qieshangmanguan: off " + _MSC_DEFAULTS)),
            confirmed(
                "yakuman_stacking", cite("MSC", "disable_multi_yukaman: off " + _MSC_DEFAULTS)
            ),
            confirmed(
                "honba_ron",
                cite(_W_M_3P, '"Honba point: 200 points for each Honba stick"'),
                cite("MSC", "changbang_value: 200 by default with three players"),
            ),
            read(
                "honba_tsumo",
                cite(_W_M_3P, '"Honba point: 200 points for each Honba stick"'),
                cite("TS", "100 per honba from each payer"),
                why=reading(
                    "The wiki gives only the 200 a honba. A log converter takes 100 from each "
                    "of the two payers on a tsumo, which the preset follows. Under "
                    "North-bisection (friendly rooms) the honba is not split: each payer still "
                    "pays {honba_tsumo} per honba and North's share of it is not added, as in "
                    "the converter; no real record was found to check either.",
                    "honba_tsumo",
                    "sanma_tsumo",
                ),
            ),
            riichi_deposit(cite("MSC", "liqibang_value: 1000 by default")),
            confirmed(
                "sanma_tsumo",
                cite(_W_M_3P, '"In Ranked Match Tsumo-Loss is applied."'),
                cite("TS", "tsumo loss, and North-bisection when the room switches it off"),
                readings=(
                    reading(
                        "The wiki's table of tsumo-loss payments prints a non-dealer's 30 fu 1 "
                        'han tsumo as "300/500 [-]", with no total. The preset pays it as the '
                        "formula does, 300 and 500: 800 in all.",
                        "sanma_tsumo",
                    ),
                ),
            ),
            confirmed(
                "game_length",
                cite(_W_M_3P, '"3-Player East / 3-Player South"'),
                note="The East rooms are this preset played for the East round only.",
            ),
            confirmed(
                "multiple_ron",
                cite(_W_M_3P, '"Multiple rons: Available"'),
                note="With three players at most two can win on one discard.",
            ),
            confirmed(
                "multiple_ron_sticks",
                cite(_W_M_3P, "(2024 edit) riichi deposits go to the winner next in turn order"),
                cite("MP", '"積み棒/供託は上家取り"'),
            ),
            read(
                "agari_yame",
                cite("MSC", "have_helezhongju: on " + _MSC_DEFAULTS),
                why=reading(
                    "The wiki of 2020 says nothing of agari-yame or tenpai-yame in three-player "
                    "rooms; the client has both on whatever the number of players, and the "
                    "preset follows it.",
                    "agari_yame",
                    "tenpai_yame",
                ),
                also=(YAME_CONDITION,),
            ),
            read(
                "tenpai_yame",
                cite("MSC", "have_tingpaizhongju: on " + _MSC_DEFAULTS),
                why=reading(
                    "As agari-yame: the client's default, not stated for ranked three-player "
                    "rooms.",
                    "tenpai_yame",
                ),
            ),
            confirmed(
                "west_extension",
                cite(_W_M_3P, '"Extended match: Applied"'),
                cite("MP", "an extra round when first place is below 40000"),
                readings=(EXTRA_ROUND,),
            ),
            confirmed(
                "nagashi_mangan",
                cite("MSC", "have_liujumanguan: on " + _MSC_DEFAULTS),
                readings=(NAGASHI,),
            ),
            confirmed(
                "abortive_draws",
                cite(
                    _W_M_3P,
                    '"no abortive draws of Four-wind Discarded … and Four-player Riichi"',
                ),
                cite("MP", "nine terminals and four kans only"),
            ),
            read(
                "pao_tsumo_as_ron",
                cite("TS", "the liable player pays North's share"),
                why=PAO_TSUMO,
            ),
            confirmed(
                "noten_total",
                cite(_W_M_3P, '"No-ten penalty: 2000 points"'),
                cite("MSC", "noting_fafu: 1000, 2000 by default with three players"),
            ),
        ),
    },
    readings=(CLUB_RULES,),
)
