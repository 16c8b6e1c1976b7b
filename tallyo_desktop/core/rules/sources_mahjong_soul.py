"""Where the four-player Mahjong Soul preset comes from: the platform's ranked rules."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_cited import sources
from tallyo_desktop.core.rules.sources_model import (
    OptionEntry,
    cite,
    confirmed,
    entries,
    preset_sources,
    read,
    reading,
)
from tallyo_desktop.core.rules.sources_shared import (
    EXTRA_ROUND,
    RW_HONBA_PAO,
    RW_HONBA_TSUMO,
    STICKS_TIE_BY_SEAT,
    four_players,
    liable_tsumo,
    online_chombo,
    riichi_deposit,
)

W_M_TIE = cite("W-M", '"Seat wind tie-breaker: Applied"')
W_M_NO_OKA = cite(
    "W-M",
    '"Oka Points: Not applied"; "EndScore = (MatchResult - StartingPts) / 1000 + UmaPts"',
)
W_M_LEFTOVER = cite("W-M", "(2024 edit) riichi sticks left at the end go to first place")
W_M_BUSTING = cite("W-M", '"Negative points: Applied", "Zero point: Not applied"')
W_M_MULTIPLE_RON = cite(
    "W-M", '"Multiple rons: Available"; "Three-player Ron (Sanchahou): No" (no abortive draw)'
)
W_M_STICKS = cite("W-M", "(2024 edit) riichi deposits go to the winner next in turn order")
MP_NEAREST = cite("MP", '"積み棒/供託は上家取り" (honba and sticks to the winner nearest)')
MSC_YAME = cite("MSC", "have_helezhongju and have_tingpaizhongju: on by default")
MSC_EXTRA_ROUND = cite("MSC", "have_nanruxiru: on by default")
W_M_EXTRA_ROUND = cite("W-M", '"Extended match / Extra wind round (Enchousen): Applied"')
W_M_PAO = cite("W-M", '"Apply for: Big Three Dragons (Daisangen), Four Big Winds (Daisuushi)"')
W_M_PAO_PART = cite("W-M", '"Composite yakuman: Seperated responsibility for each yakuman"')
W_M_NO_CHOMBO = cite("W-M", "no chombo: the client takes no wrong win, and riichi only when tenpai")
MSC_STACKING = cite("MSC", "disable_multi_yukaman: off by default")
MSC_NAGASHI = cite("MSC", "have_liujumanguan: on by default")
MSC_NO_KIRIAGE = cite("MSC", "have_qieshangmanguan: off by default")
KAZOE_READING = reading(
    "No rule text on counted yakuman was reached. A replay editor for Mahjong Soul labels 13 han "
    "or more as at least a counted yakuman, and a log converter scores it as 数え役満; the preset "
    "pays 13 han or more as one yakuman.",
    "kazoe_yakuman",
)
YAME_CONDITION = reading(
    "The client has agari-yame and tenpai-yame on, but no source states the exact condition. "
    "The preset applies Tenhou's: a dealer who keeps the deal in the last hand, or in the extra "
    "round, ends the game when first (ties ranked by seat) with at least {target_points}.",
    "agari_yame",
    "tenpai_yame",
    "target_points",
)
PAO_HONBA_LIABLE = reading(
    "No text of the platform says who pays the honba on a ron with pao. The one model found of "
    "its payments, a log converter, has the liable player pay them in full (TS), as Tenhou "
    "does; the preset follows it against the common rule that the discarder pays them "
    "(RW-HONBA). A real Mahjong Soul record could settle it.",
    "pao_honba_liable",
)
HONBA_TO_NEAREST = reading(
    "A Japanese summary of the platform's rules gives the honba to the winner nearest the "
    "discarder (MP); a log converter credits each winner (TS). The preset follows the summary.",
    "honba_to_each_winner",
)

MAHJONG_SOUL_OPTIONS: dict[str, OptionEntry] = {
    **four_players(cite("W-M", '"4-Player East / 4-Player South"')),
    **entries(
        confirmed(
            "start_points",
            cite("W-M", '"Starting Points: 4P 25000"'),
            cite("MSC", "init_point: 25000 by default with four players"),
        ),
        confirmed("target_points", cite("MSC", "fandian: 30000 by default with four players")),
        confirmed(
            "return_points",
            W_M_NO_OKA,
            cite("MSC", "jingsuanyuandian: 25000 by default with four players"),
        ),
        confirmed(
            "uma",
            cite("W-M", '"Calculation of End-Score Points": uma +15/+5/−5/−15'),
            cite("MSC", "shunweima: 15, 5, −5, −15 by default"),
            cite(
                "ONLINE-LOGS",
                "the results Mahjong Soul gives 4 ranked-room games of 2022 and 2023 (Bronze, "
                "Silver, Gold, Throne) and a tournament room's of 2024",
            ),
        ),
        confirmed("uma_by_floating", cite("W-M", "one uma for every result")),
        confirmed("tie_break", W_M_TIE),
        read(
            "leftover_sticks",
            W_M_LEFTOVER,
            why=reading(
                "Only a line added to the wiki in 2024 says it; the preset gives them to first "
                "place, as Tenhou does.",
                "leftover_sticks",
            ),
            also=(STICKS_TIE_BY_SEAT,),
        ),
        confirmed(
            "settlement",
            W_M_NO_OKA,
            cite("ONLINE-LOGS", "the same games' results, to the decimal"),
        ),
        confirmed("kiriage_mangan", MSC_NO_KIRIAGE),
        read(
            "kazoe_yakuman",
            cite("MSRE", '"至少累计役满" for a hand of 13 han or more'),
            cite("TS", "13 han or more scored as 数え役満"),
            why=KAZOE_READING,
        ),
        confirmed(
            "yakuman_stacking",
            MSC_STACKING,
            cite("W-M", 'tenhou with a thirteen-sided kokushi is "counted as triple yakuman"'),
        ),
        confirmed("honba_ron", cite("MSC", "changbang_value: 300 by default with four players")),
        confirmed("honba_tsumo", RW_HONBA_TSUMO, cite("MSC", "changbang_value: 300 in all")),
        riichi_deposit(cite("MSC", "liqibang_value: 1000 by default")),
        confirmed(
            "game_length",
            cite("W-M", '"4-Player East / 4-Player South"'),
            note="The East lobbies are this preset played for the East round only.",
        ),
        confirmed("busting", W_M_BUSTING, cite("MSC", "can_jifei: on by default")),
        confirmed("bust_at_zero", W_M_BUSTING),
        confirmed(
            "multiple_ron",
            W_M_MULTIPLE_RON,
            cite("MSC", "have_sanjiahele and have_toutiao: off by default"),
            cite("RENV", "sanchaho_is_draw: false for Mahjong Soul"),
        ),
        read(
            "honba_to_each_winner",
            MP_NEAREST,
            cite("TS", "credits the honba to each winner"),
            why=HONBA_TO_NEAREST,
        ),
        read(
            "multiple_ron_sticks",
            W_M_STICKS,
            MP_NEAREST,
            why=reading(
                "Only a line added to the wiki in 2024 and a Japanese summary of the "
                "three-player rules say so; the preset gives every stick to the nearest winner.",
                "multiple_ron_sticks",
            ),
        ),
        confirmed("agari_yame", MSC_YAME, readings=(YAME_CONDITION,)),
        confirmed("tenpai_yame", MSC_YAME),
        confirmed("west_extension", W_M_EXTRA_ROUND, MSC_EXTRA_ROUND, readings=(EXTRA_ROUND,)),
        confirmed(
            "nagashi_mangan",
            MSC_NAGASHI,
            cite("W-M", 'renchan after "Mangan at Draw (Nagashi Mangan)"'),
        ),
        confirmed(
            "abortive_draws",
            cite(
                "W-M",
                '"Abortive Draws": four winds, four kans, nine terminals and four riichi; "Three-'
                'player Ron (Sanchahou): No"',
            ),
        ),
        confirmed("pao", W_M_PAO, cite("RENV", "pao for daisangen and daisuushii")),
        confirmed(
            "pao_whole_hand",
            W_M_PAO_PART,
            cite("RENV", "yakuman_pao_is_liability_only: true for Mahjong Soul"),
        ),
        read(
            "pao_honba_liable",
            cite("TS", '"liable seat pays the deal-in seat 1/2 yakuman + full honba"'),
            RW_HONBA_PAO,
            why=PAO_HONBA_LIABLE,
        ),
        liable_tsumo(W_M_PAO),
    ),
    **online_chombo(W_M_NO_CHOMBO),
    **entries(confirmed("noten_total", cite("MSC", "noting_fafu: 1000, 1500, 3000 by default"))),
}

MAHJONG_SOUL = preset_sources(
    "mahjong-soul",
    "Mahjong Soul's ranked four-player rooms: everybody starts at {start_points}, and results "
    "count from {return_points} with no oka and an uma of {uma}; {target_points} decides only "
    "when the game may end after the last hand. Equal points rank by seat; a player below "
    "zero ends the game; double and triple ron are all paid. A leading dealer in the last hand "
    "stops the game by winning or by being tenpai, and a sudden-death extra round follows when "
    "nobody has reached the target. Nagashi mangan and every abortive draw but the triple ron "
    "are played; pao is for daisangen and daisuushii, the liable player answering only for the "
    "yakuman fed. Online play has no chombo.",
    sources("W-M", "MSC", "ONLINE-LOGS", "RENV", "MP", "TS", "MSRE", "RW-RIICHI", "RW-HONBA"),
    MAHJONG_SOUL_OPTIONS,
)
