"""Where the three-player presets come from: Tenhou's and Mahjong Soul's three-player rooms."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_cited import sources
from tallyo_desktop.core.rules.sources_mahjong_soul import MAHJONG_SOUL_OPTIONS, YAME_CONDITION
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
    STICKS_TIE_BY_SEAT,
    online_chombo,
    riichi_deposit,
)
from tallyo_desktop.core.rules.sources_tenhou import (
    RENV_WHOLE_HAND,
    W_T_BUSTING,
    W_T_DOUBLE_RON,
    W_T_EXTRA_ROUND,
    W_T_LEFTOVER,
    W_T_NAGASHI,
    W_T_NO_CHOMBO,
    W_T_PAO,
    W_T_PAO_HONBA,
    W_T_ROUNDED,
    W_T_STACKING,
    W_T_SUDDEN_DEATH,
    W_T_TIE,
    W_T_YAME,
)

# Readings on the questions the three-player sources leave open, shared by both platforms.
PAO_TSUMO = reading(
    "Pao on a tsumo with three players: no source or real game shows one. Under tsumo loss a "
    "yakuman tsumo pays less than a ron (a non-dealer's two payers pay 8000 and 16000, against "
    "32000 for a ron), so the two readings differ. The preset has the liable player pay what a "
    "ron would have cost, North's share included, as the one model found does (TS: \"should "
    "treat tsumo loss as ron … dealer should get north's payment from liable\") and as the "
    "liable player pays the whole hand in the four-player rules. The liable player also pays "
    "the honba of both payers ({honba_tsumo} each per honba). Untick the option to have the "
    "liable player pay only what the tsumo payments add up to.",
    "pao_tsumo_as_ron",
)
NAGASHI = reading(
    "Nagashi mangan with three players: nobody says how it is paid. The preset pays it like a "
    "mangan tsumo under the rules' own tsumo scheme, without honba: with tsumo loss the two "
    "players at the table pay their four-player amounts (a non-dealer receives 4000 and 2000, "
    "the dealer 4000 from each), and under North-bisection North's share is split between them. "
    "A reverse mangan for a chombo is paid the same way.",
    "nagashi_mangan",
    "sanma_tsumo",
)
CLUB_RULES = reading(
    "Clubs play three-player games with other values than either platform, for example 300 a "
    "honba, 150 from each payer on a tsumo and a 3000 noten payment (PAN-SANMA); none of them "
    "is built into the scorekeeper, and the rules editor sets each one.",
    "honba_ron",
    "honba_tsumo",
    "noten_total",
    "sanma_tsumo",
    "target_points",
    "return_points",
)

# --- Tenhou three-player -------------------------------------------------------------------------

_LOGS = "TENHOU-3P-LOGS"
_W_T_3P = cite("W-T", '"Three-player rules": "35000開始の40000点返し"')

TENHOU_3P_OPTIONS: dict[str, OptionEntry] = entries(
    confirmed(
        "players",
        cite("W-T", '"Three-player rules": East, South and West seats'),
        cite(_LOGS, "the deal passes from East 3 to South 1"),
    ),
    confirmed("start_points", _W_T_3P, cite(_LOGS, "every game starts at 35000")),
    read(
        "target_points",
        W_T_SUDDEN_DEATH,
        cite(
            _LOGS,
            "every game ending after its last hand has first place at 40000 or more; one game "
            "ends when the dealer wins South 3 while first with 46600",
        ),
        why=reading(
            "The rules give the sudden-death threshold only for four players (30000). With "
            "three, the preset takes the return points: the game ends after the last hand, or "
            "in the extra round, once somebody has {target_points}, and agari-yame and "
            "tenpai-yame need the dealer first with at least {target_points}. Every game end "
            "seen agrees, though none tells this apart from another threshold.",
            "target_points",
            "west_extension",
            "agari_yame",
        ),
    ),
    confirmed("return_points", _W_T_3P, cite(_LOGS, "the results of 10 games, oka +15 to first")),
    confirmed(
        "uma",
        cite("W-T", '"順位ウマ +20, 0, −20 (東風戦/東南戦共通)"'),
        cite(_LOGS, "the results of 10 games, the East-only one among them"),
    ),
    confirmed("uma_by_floating", cite("W-T", "one uma for every result")),
    confirmed("tie_break", W_T_TIE, note="No tie occurs in the three-player games seen."),
    confirmed("leftover_sticks", W_T_LEFTOVER, readings=(STICKS_TIE_BY_SEAT,)),
    confirmed(
        "settlement",
        cite(_LOGS, "the games of 2023 and 2024: results to the decimal"),
        readings=(
            reading(
                "Older three-player games round each result to 1000, as in four-player games "
                "(tenhou-3p-2020); no text found gives the date of the change.",
                "settlement",
            ),
        ),
    ),
    confirmed(
        "kiriage_mangan",
        cite(_LOGS, "3 hands of 4 han 30 fu are paid 7700 (ron) or 2000 and 3900 (tsumo)"),
    ),
    confirmed("kazoe_yakuman", cite(_LOGS, "a ron of 13 han is paid 32000"), readings=(KAZOE_CAP,)),
    confirmed("yakuman_stacking", W_T_STACKING),
    confirmed("honba_ron", cite(_LOGS, "12 rons with honba: 200 per honba from the discarder")),
    confirmed(
        "honba_tsumo", cite(_LOGS, "12 tsumo wins with honba: 100 per honba from each payer")
    ),
    riichi_deposit(
        cite("W-T", "no riichi below 1000 points"),
        cite(_LOGS, "46 declarations, every sum checks"),
    ),
    confirmed(
        "sanma_tsumo",
        cite("W-S", '"no change is used to account … for the missing player"'),
        cite(_LOGS, "29 tsumo wins, 15 by the dealer"),
    ),
    confirmed(
        "game_length",
        cite(_LOGS, "10 East-South games and one East-only game"),
        note="The East-only lobby is this preset played for the East round only.",
    ),
    confirmed("busting", W_T_BUSTING, cite(_LOGS, "6 games end on a player below 0")),
    confirmed("bust_at_zero", W_T_BUSTING),
    confirmed(
        "multiple_ron",
        W_T_DOUBLE_RON,
        note="With three players at most two can win on one discard.",
    ),
    confirmed("honba_to_each_winner", W_T_DOUBLE_RON),
    confirmed("multiple_ron_sticks", W_T_DOUBLE_RON),
    confirmed(
        "agari_yame",
        W_T_YAME,
        cite(_LOGS, "one game ends when the dealer wins South 3 while first with 46600"),
    ),
    confirmed(
        "tenpai_yame",
        W_T_YAME,
        cite(_LOGS, "a dealer tenpai twice in South 3 while not first plays on"),
    ),
    read(
        "west_extension",
        W_T_EXTRA_ROUND,
        why=reading(
            "The extra round is described for four players and no three-player game seen "
            "reaches it; the preset plays it as in four-player games, with {target_points} as "
            "the target and West 3 as its last hand.",
            "west_extension",
        ),
        also=(EXTRA_ROUND,),
    ),
    confirmed("nagashi_mangan", W_T_NAGASHI, readings=(NAGASHI,)),
    confirmed(
        "abortive_draws",
        cite(_LOGS, "a nine-terminals draw"),
        cite("W-T", "four kans (四槓散了)"),
        note="Four winds, four riichi and a triple ron cannot happen with three players.",
    ),
    confirmed("pao", W_T_PAO),
    read(
        "pao_whole_hand",
        RENV_WHOLE_HAND,
        why=reading(
            "Shown for four players only; the preset applies it to three as well, since Tenhou's "
            "general rules cover both.",
            "pao_whole_hand",
        ),
    ),
    read(
        "pao_honba_liable",
        W_T_PAO_HONBA,
        why=reading(
            'As in four-player Tenhou: "Related repeats also paid through pao" is read as the '
            "liable player paying the honba on a ron with pao.",
            "pao_honba_liable",
        ),
    ),
    read("pao_tsumo_as_ron", cite("TS", "the liable player pays North's share"), why=PAO_TSUMO),
    *online_chombo(W_T_NO_CHOMBO).values(),
    confirmed(
        "noten_total",
        cite(_LOGS, "9 draws: 2000 in all (one tenpai takes 1000 from each; two take 1000 each)"),
    ),
)

_TENHOU_3P_SOURCES = sources("W-T", "W-S", _LOGS, "RENV", "TS", "MJ-3", "PAN-SANMA", "RW-RIICHI")

TENHOU_3P = preset_sources(
    "tenhou-3p",
    "Tenhou's ranked three-player lobbies (三鳳南喰赤) as they are played today, results kept to "
    "the decimal: three seats, East, South and West, with no North. Everybody starts at "
    "{start_points}, results count from {return_points} with the oka to first place, and the uma "
    "is {uma}. A tsumo is paid with tsumo loss: the two players at the table pay their "
    "four-player amounts and North's share is not paid. A honba is {honba_ron} on a ron and "
    "{honba_tsumo} from each payer on a tsumo; an exhaustive draw moves {noten_total}. The rest "
    "is Tenhou's general rules: busting below zero, double ron, agari-yame and tenpai-yame, an "
    "extra round, nagashi mangan, pao for daisangen and daisuushii.",
    _TENHOU_3P_SOURCES,
    TENHOU_3P_OPTIONS,
    readings=(CLUB_RULES,),
)

TENHOU_3P_ROUNDED = preset_sources(
    "tenhou-3p-2020",
    "Tenhou's three-player lobbies as they were played before 2021, kept to replay games of that "
    "time: at the end each player's points are first rounded to the nearest 1000, halves away "
    "from zero, and first place takes what leaves the results adding up to zero. Everything else "
    "is as in today's three-player Tenhou.",
    _TENHOU_3P_SOURCES,
    {
        **TENHOU_3P_OPTIONS,
        **entries(
            confirmed(
                "settlement",
                W_T_ROUNDED,
                cite(_LOGS, "the older games, up to 2018: results rounded to 1000"),
                readings=(
                    reading(
                        "The three-player games round until at least 2018 and no longer by "
                        "2023; the preset takes the date the four-player games show, 2021.",
                        "settlement",
                    ),
                ),
            ),
        ),
    },
    readings=(CLUB_RULES,),
)

# --- Mahjong Soul three-player -------------------------------------------------------------------

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
