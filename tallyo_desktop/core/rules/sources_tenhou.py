"""Where the Tenhou presets come from: tenhou.net's rules and its real game records."""

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
    KAZOE_CAP,
    RW_HONBA_RON,
    RW_HONBA_TSUMO,
    RW_NOTEN,
    STICKS_TIE_BY_SEAT,
    four_players,
    liable_tsumo,
    online_chombo,
    riichi_deposit,
)

W_T_SUDDEN_DEATH = cite(
    "W-T",
    '"サドンデスルールは、30000点(供託未収)以上になった時点で終了、ただし親の連荘がある場合は'
    '連荘を優先する" (sudden death ends once somebody has 30000, sticks on the table not '
    "counted; a dealer repeat comes first)",
)
W_T_EXTRA_ROUND = cite(
    "W-T",
    '"東風戦の南入、東南戦の西入あり、以降サドンデスルールで終了"; (2015) "サドンデスの最大局は'
    '東風戦は南場まで、東南戦は西場まで"',
)
W_T_YAME = cite("W-T", '(2015) "ラス親トップの自動和了り止め、自動聴牌止めあり"')
W_T_ROUNDED = cite(
    "W-T",
    '(2015) "終了時の得点は1000点未満を四捨五入": "points are rounded to the closest thousand, '
    "'4 down, 5 up'\"",
)
W_T_TIE = cite("W-T", '"the tie is broken in favor of the person having the earlier dealership"')
W_T_LEFTOVER = cite("W-T", '"終了時の供託はトップ取り" (sticks left at the end go to first place)')
W_T_BUSTING = cite(
    "W-T",
    'MobileDiff/26321: "飛び終了あり。点数がマイナスで飛び終了、マイナス点数も集計、0点は続行" '
    "(the game ends below zero; exactly 0 plays on)",
)
W_T_DOUBLE_RON = cite(
    "W-T", '"Double rons allowed. Repeats and deposits go to the next closest player."'
)
W_T_NAGASHI = cite(
    "W-T",
    '"Nagashi mangan allowed. Tenpai payments are replaced by the mangan payment. Dealer tenpai '
    'counts as renchan."',
)
W_T_PAO = cite("W-T", '"Pao is enforced on daisangen and daisuushii."')
W_T_PAO_HONBA = cite("W-T", '"Related repeats also paid through pao."')
W_T_STACKING = cite("W-T", '"Multiple yakuman still count."')
W_T_NO_CHOMBO = cite("W-T", "no chombo: the client takes no wrong win, and riichi only when tenpai")
RENV_WHOLE_HAND = cite(
    "RENV",
    'Tenhou: "Pao player pays the full Tsumo amount including non-Pao Yakumans"',
)

TENHOU_OPTIONS: dict[str, OptionEntry] = {
    **four_players(cite("TENHOU-LOGS", "four-player lobbies (鳳南喰赤, 特南喰赤, 鳳東喰赤)")),
    **entries(
        confirmed(
            "start_points",
            cite("W-T", '"25000点開始の30000点返し"'),
            cite("TENHOU-LOGS", "every ranked game starts at 25000"),
        ),
        confirmed(
            "target_points",
            W_T_SUDDEN_DEATH,
            cite(
                "TENHOU-LOGS",
                "18 games end on a dealer repeat in South 4 with the dealer first with at least "
                "30000; 7 go into the West round",
            ),
        ),
        confirmed(
            "return_points",
            cite("W-T", '"25000点開始の30000点返し"'),
            cite("TENHOU-LOGS", "the results of 177 ranked games, oka +20 to first"),
        ),
        confirmed(
            "uma",
            cite("W-T", '"ウマ10-20"'),
            cite("TENHOU-LOGS", "the results of 177 ranked games"),
            note="Pantheon's Tenhou preset has an uma of 15 and 5 (PAN-TENHOU), which the real "
            "games contradict.",
        ),
        confirmed("uma_by_floating", cite("W-T", '"ウマ10-20": one uma for every result')),
        confirmed(
            "tie_break",
            W_T_TIE,
            cite("TENHOU-LOGS", "equal points rank by seat order, the first dealer highest"),
        ),
        confirmed(
            "leftover_sticks",
            W_T_LEFTOVER,
            cite("TENHOU-LOGS", "10 games end with sticks on the table; first place takes them"),
            readings=(STICKS_TIE_BY_SEAT,),
        ),
        confirmed(
            "settlement",
            cite(
                "TENHOU-LOGS",
                "the 112 games of 2022 and 2023: (points − 30000) / 1000 + uma, to the decimal",
            ),
            note="Games up to 12 August 2020 round each result to 1000 (tenhou-2020) and games "
            "from 1 June 2022 keep the decimal: no text gives the day of the change, and a log "
            "of a day between is settled as its own results show.",
        ),
        confirmed(
            "kiriage_mangan",
            cite(
                "TENHOU-LOGS",
                "every win's points follow the standard formula, with no rounding up to mangan",
            ),
            cite("PAN-TENHOU", "withKiriageMangan false"),
        ),
        confirmed(
            "kazoe_yakuman",
            cite("PAN-TENHOU", "withKazoe true"),
            cite("TENHOU-3P-LOGS", "a ron of 13 han is paid 32000"),
            readings=(KAZOE_CAP,),
        ),
        confirmed(
            "yakuman_stacking",
            W_T_STACKING,
            cite("RENV", '"combinations of independent Yakuman … always stack"'),
            cite("TENHOU-LOGS", "a daisangen and tsuuiisou is paid as a double yakuman"),
        ),
        confirmed("honba_ron", RW_HONBA_RON, cite("TENHOU-LOGS", "668 hands start with honba")),
        confirmed("honba_tsumo", RW_HONBA_TSUMO, cite("TENHOU-LOGS", "every tsumo with honba")),
        riichi_deposit(
            cite("W-T", '"You need at least 1000 points … to declare riichi"'),
            cite("TENHOU-LOGS", "every deposit"),
        ),
        confirmed(
            "game_length",
            cite("W-T", "East-South lobbies (東南戦), and East-only ones (東風戦)"),
            note="The East-only lobbies are this preset played for the East round only.",
        ),
        confirmed(
            "busting",
            W_T_BUSTING,
            cite("TENHOU-LOGS", "50 games end on a player below 0"),
        ),
        confirmed("bust_at_zero", W_T_BUSTING),
        confirmed(
            "multiple_ron",
            cite(
                "W-T",
                'abortive draws: "Nine terminals abortion, four riichi calls, three ron calls, '
                'four kans (separate), four same wind discards"',
            ),
            W_T_DOUBLE_RON,
            cite("RENV", "sanchaho_is_draw: true for Tenhou"),
        ),
        confirmed(
            "honba_to_each_winner",
            W_T_DOUBLE_RON,
            cite("TENHOU-LOGS", "15 double rons: the nearest winner alone takes honba"),
        ),
        confirmed(
            "multiple_ron_sticks",
            W_T_DOUBLE_RON,
            cite("TENHOU-LOGS", "15 double rons: the nearest winner alone takes the sticks"),
        ),
        confirmed(
            "agari_yame",
            W_T_YAME,
            cite(
                "TENHOU-LOGS",
                "18 games end on a dealer repeat in South 4 with the dealer first with at least "
                "30000",
            ),
        ),
        confirmed(
            "tenpai_yame",
            W_T_YAME,
            cite(
                "W-T",
                'the history of the rules: "ラス親トップの自動聴牌止めを導入" (automatic '
                "tenpai-yame introduced)",
            ),
            note="Tenpai-yame came later than agari-yame: the logs of 2009 play on (tenhou-2009).",
        ),
        confirmed(
            "west_extension",
            W_T_EXTRA_ROUND,
            W_T_SUDDEN_DEATH,
            cite("TENHOU-LOGS", "7 games go into the West round"),
            readings=(EXTRA_ROUND,),
        ),
        confirmed(
            "nagashi_mangan",
            W_T_NAGASHI,
            cite(
                "TENHOU-LOGS",
                "3 nagashi mangan: the mangan tsumo amounts only, with no honba and no noten "
                "payments",
            ),
        ),
        confirmed(
            "abortive_draws",
            cite(
                "W-T",
                '"Nine terminals abortion, four riichi calls, three ron calls, four kans '
                '(separate), four same wind discards … All count as renchan."',
            ),
            cite("TENHOU-LOGS", "20 abortive draws: the dealer stays, one more honba"),
        ),
        confirmed(
            "pao",
            W_T_PAO,
            cite("RENV", "pao for daisangen and daisuushii"),
            note="Pantheon's Tenhou preset adds suukantsu (PAN-TENHOU), which Tenhou's rules "
            "do not.",
        ),
        confirmed(
            "pao_whole_hand",
            RENV_WHOLE_HAND,
            cite(
                "TENHOU-LOGS",
                "a double yakuman (daisangen and tsuuiisou) with pao for its daisangen, paid in "
                "full by the liable player",
            ),
        ),
        read(
            "pao_honba_liable",
            W_T_PAO_HONBA,
            cite("TENHOU-LOGS", "3 tsumo wins with pao: the liable player pays the honba too"),
            why=reading(
                'The rule says only "Related repeats also paid through pao". The preset reads '
                "it as: on a ron with pao the liable player pays the honba, as the real games "
                "show the liable player paying them on a tsumo.",
                "pao_honba_liable",
            ),
        ),
        liable_tsumo(
            cite("TENHOU-LOGS", "3 tsumo wins with pao: the liable player pays everything")
        ),
    ),
    **online_chombo(W_T_NO_CHOMBO),
    **entries(
        confirmed(
            "noten_total",
            RW_NOTEN,
            cite("TENHOU-LOGS", "290 exhaustive draws: 3000 from the noten to the tenpai"),
        )
    ),
}

_TENHOU_SOURCES = ("W-T", "TENHOU-LOGS", "TENHOU-3P-LOGS", "RENV", "PAN-TENHOU", "MJ-3")
_COMMON = ("RW-RIICHI", "RW-HONBA", "RW-RYUUKYOKU")

TENHOU = preset_sources(
    "tenhou",
    "Tenhou.net's ranked four-player lobbies as they are played today, results kept to the "
    "decimal: everybody starts at {start_points}, results count from {return_points} with the "
    "oka to first place, and the uma is {uma}. Equal points rank by seat; a player below zero "
    "ends the game; two players may win on one discard, three make an abortive draw. A leading "
    "dealer in the last hand stops the game by winning or by being tenpai, and when nobody has "
    "{target_points} after the last hand the game goes on into a sudden-death extra round. "
    "Nagashi mangan and every abortive draw are played; pao is for daisangen and daisuushii, and "
    "the liable player answers for the whole hand and its honba. Online play has no chombo. "
    "These values are checked against 178 real Tenhou games, which the tests replay hand by hand.",
    sources(*_TENHOU_SOURCES, *_COMMON),
    TENHOU_OPTIONS,
)

_ROUNDED = confirmed(
    "settlement",
    W_T_ROUNDED,
    cite(
        "TENHOU-LOGS",
        "the 65 games up to 2020: each player's points rounded to 1000, halves away from zero "
        "(24500 → 25000, −4500 → −5000), first place taking minus the others' sum",
    ),
    readings=(
        reading(
            "No text found gives the day Tenhou stopped rounding. The logs do: "
            "2020081220gm-00a9-0000-9ee6ab3b (12 August 2020) is the last seen that rounds, "
            "2022060100gm-00a9-0000-01481d95 (1 June 2022) the first that keeps the decimal. "
            "A log of a day between is tried under both settlements, and its own results "
            "decide.",
            "settlement",
        ),
    ),
)

TENHOU_ROUNDED = preset_sources(
    "tenhou-2020",
    "Tenhou (`tenhou`) as it was played while its results were rounded (up to August 2020 at "
    "least): at the end each player's points are first "
    "rounded to the nearest 1000, halves away from zero, and first place takes what leaves the "
    "results adding up to zero. Everything else is as in today's Tenhou.",
    sources(*_TENHOU_SOURCES, *_COMMON),
    {**TENHOU_OPTIONS, **entries(_ROUNDED)},
)

_NO_TENPAI_YAME_2009 = confirmed(
    "tenpai_yame",
    cite(
        "TENHOU-LOGS",
        "a game of February 2009 plays on after the dealer's tenpai in South 4 while first with "
        "over 30000",
    ),
    cite("W-T", 'the history of the rules: "ラス親トップの自動聴牌止めを導入"'),
)

TENHOU_2009 = preset_sources(
    "tenhou-2009",
    "Tenhou as its game records of 2009 show it, kept to replay games of that time and not "
    "offered for a new game: the results are rounded to 1000 as before 2021, and a leading "
    "dealer who is tenpai at the last draw plays on, since tenpai-yame came later.",
    sources(*_TENHOU_SOURCES, *_COMMON),
    {
        **TENHOU_OPTIONS,
        **entries(
            _ROUNDED,
            _NO_TENPAI_YAME_2009,
            confirmed(
                "game_length", cite("TENHOU-LOGS", "the East-South games of 2009 (鳳南喰赤)")
            ),
        ),
    },
)

TENHOU_EAST_2009 = preset_sources(
    "tenhou-east-2009",
    "Tenhou's East-only lobby as its game records of 2009 show it, kept to replay games of that "
    "time: Tenhou of 2009 played for the East round only, with an uma of {uma}.",
    sources(*_TENHOU_SOURCES, "ONLINE-LOGS", *_COMMON),
    {
        **TENHOU_OPTIONS,
        **entries(
            _ROUNDED,
            _NO_TENPAI_YAME_2009,
            confirmed(
                "uma",
                cite("TENHOU-LOGS", "the 2 East-only games of 2009 (鳳東喰赤)"),
                readings=(
                    reading(
                        "A general-room East-only game of December 2009 "
                        "(2009120221gm-0001-0000-8f264f66, ONLINE-LOGS) is settled with an uma "
                        "of 20/10, as `tenhou-2009` played for the East round only: a 2009 "
                        "East-only log is tried under both, and its results decide.",
                        "uma",
                    ),
                ),
            ),
            confirmed("game_length", cite("TENHOU-LOGS", "the East-only lobby (鳳東喰赤)")),
            read(
                "west_extension",
                W_T_EXTRA_ROUND,
                why=reading(
                    "Neither East-only game of 2009 reaches the extra round. The preset plays "
                    "it as the rules describe it for an East-only game: nobody at "
                    "{target_points} after East 4 sends the game on into a sudden-death South "
                    "round.",
                    "west_extension",
                ),
                also=(EXTRA_ROUND,),
            ),
        ),
    },
)
