"""Where the Tenhou three-player presets come from: Tenhou's three-player rooms, and their
games before results were no longer rounded."""

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
from tallyo_desktop.core.rules.sources_sanma import CLUB_RULES, NAGASHI, PAO_TSUMO
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

_LOGS = "TENHOU-3P-LOGS"
_SETTLEMENT_DAYS = reading(
    "No text gives the day Tenhou stopped rounding three-player results; the logs do. The last "
    "seen that rounds is 2018110809gm-00b9-0000-00a79b89 (8 November 2018), after the Phoenix "
    "lists of 14 December 2015 and 28 September 2018, every result a whole number; the first "
    "seen that keeps the decimal are two Phoenix games of 19 December 2022 (+44.3, +8.5, "
    "-52.8 and +53.6, +18.1, -71.7). No three-player log of the years between has been found "
    "(four-player ones change between August 2020 and June 2022). Tallyo settles a log of 8 "
    "November 2018 or before rounded, one of 19 December 2022 or after to the decimal, and one "
    "between under both in turn, as its own results show.",
    "settlement",
)
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
        cite(
            "TENHOU-ARCHIVE",
            "two Phoenix games of 19 December 2022: +44.3, +8.5, -52.8 and +53.6, +18.1, -71.7",
        ),
        readings=(_SETTLEMENT_DAYS,),
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

_TENHOU_3P_SOURCES = sources(
    "W-T", "W-S", _LOGS, "TENHOU-ARCHIVE", "RENV", "TS", "MJ-3", "PAN-SANMA", "RW-RIICHI"
)

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
    "Tenhou's three-player lobbies as they were played while their results were rounded (up to "
    "November 2018 at least), kept to replay games of that time: at the end each player's points "
    "are first rounded to the nearest 1000, halves away from zero, and first place takes what "
    "leaves the results adding up to zero. Everything else is as in today's three-player Tenhou.",
    _TENHOU_3P_SOURCES,
    {
        **TENHOU_3P_OPTIONS,
        **entries(
            confirmed(
                "settlement",
                W_T_ROUNDED,
                cite(_LOGS, "the older games, up to November 2018: results rounded to 1000"),
                cite(
                    "TENHOU-ARCHIVE",
                    "the 9 three-player Phoenix games of 14 December 2015 and 28 September "
                    "2018: every result a whole number",
                ),
                readings=(_SETTLEMENT_DAYS,),
            ),
        ),
    },
    readings=(CLUB_RULES,),
)
