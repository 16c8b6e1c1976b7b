"""Where the presets of the Japanese professional leagues come from: M-League and JPML-A."""

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
    NO_EXTRA_ROUND,
    NO_TENPAI_YAME,
    PAO_HONBA_BY_DISCARDER,
    RW_HONBA_PAO,
    STICKS_TIE_SPLIT,
    four_players,
    honba,
    liable_tsumo,
    no_busting,
    noten_payment,
    one_winner,
    riichi_deposit,
    single_yakuman_pao,
    target_without_effect,
)

# --- M-League ------------------------------------------------------------------------------------

_ML_HEAD_BUMP = cite("W-ML", '"Multiple ron: Atamahane"')
_ML_PAO = cite(
    "W-ML",
    'MobileDiff/26112: "Sekinin barai: Applies to daisangen, daisuushi and suukantsu. '
    "Suukantsu's pao only applies to the case where sankantsu is completed while fourth kan is "
    'daiminkan."',
)
_ML_CHOMBO = (
    cite("ML-SPACE", '"チョンボは満貫払い" (a chombo pays a mangan)'),
    cite("ML-ITEM", '"チョンボが20000点相当の罰符" (a chombo is a fine of 20000 points)'),
)
_ML_CHOMBO_READING = reading(
    "The summaries disagree: one has the offender pay a mangan at the table, another a fine of "
    "20000 points. The preset takes the fine off the offender's final result, paid to nobody, "
    "as in the other tournament rules here; to play it the other way, choose Reverse mangan.",
    "chombo",
    "chombo_points",
)
_NOT_FOUND = "no rule found in the summaries of the M.League rules consulted"

M_LEAGUE = preset_sources(
    "m-league",
    "The rules of M.League, Japan's professional team league: everybody starts at "
    "{start_points} and results count from {return_points}, with the oka to first place and an "
    "uma of {uma}; tied players share. Only the ron nearest the discarder is paid; there is no "
    "busting, no abortive draw and no agari-yame. Hands of 4 han 30 fu and 3 han 60 fu are "
    "rounded up to mangan and 13 han or more stops at sanbaiman, but different yakuman add up. "
    "Pao also covers suukantsu.",
    sources(
        "W-ML",
        "ML-SPACE",
        "ML-NAVI",
        "ML-KBYS",
        "ML-ITEM",
        "RW-RIICHI",
        "RW-HONBA",
        "RW-RYUUKYOKU",
    ),
    {
        **four_players(cite("W-ML", '"All games are played in the form of hanchan"')),
        **entries(
            confirmed(
                "start_points",
                cite(
                    "W-ML",
                    '"The starting score is 25,000 points; the target score is 30,000 points."',
                ),
                cite("ML-SPACE", '"持ち点25,000点スタート、30,000点返し"'),
            ),
            target_without_effect(
                cite("ML-NAVI", '"アガリ止め無し"'), cite("W-ML", "no extra round is mentioned")
            ),
            confirmed(
                "return_points",
                cite("W-ML", '"+50/+10/-10/-30 … the mixture of uma +30/+10/-10/-30 and oka +20"'),
                cite("ML-SPACE", '"30,000点返し"'),
            ),
            confirmed("uma", cite("W-ML", '"uma +30/+10/-10/-30 and oka +20"')),
            confirmed("uma_by_floating", cite("W-ML", "one uma for every result")),
            confirmed(
                "tie_break", cite("W-ML", '"Tie: Bonus point spilts evenly to tied players."')
            ),
            read(
                "leftover_sticks",
                cite("W-ML", _NOT_FOUND),
                cite(
                    "RW-RIICHI",
                    'rule sets "differ on … what happens if the game ends before '
                    'any player claims the bet"',
                ),
                why=reading(
                    "No source found says what happens to the sticks left at the end. The "
                    "preset gives them to first place, as most of the rule sets here do.",
                    "leftover_sticks",
                ),
                also=(STICKS_TIE_SPLIT,),
            ),
            confirmed("settlement", cite("ML-KBYS", 'a result worked out as "6.8+10=16.8"')),
            read(
                "kiriage_mangan",
                cite("ML-ITEM", '"7700は切り上げ" (7700 is rounded up)'),
                why=reading(
                    "Only one summary says it, and no source says otherwise; the preset rounds up.",
                    "kiriage_mangan",
                ),
            ),
            confirmed(
                "kazoe_yakuman",
                cite(
                    "W-ML",
                    '"Counted yakuman: Not applied. Regular yaku scoring is capped to sanbaiman."',
                ),
                cite("ML-KBYS", '"数え役満はありません"'),
            ),
            read(
                "yakuman_stacking",
                cite("ML-KBYS", '"役満の複合はあります。例えば大三元字一色など"'),
                cite(
                    "W-ML",
                    '"Double yakuman: Not applied. Only scores the regular version for suuankou '
                    'tanki / kokushi 13-wait / junsei chuuren poutou."',
                ),
                why=reading(
                    "One summary says different yakuman add up (daisangen with tsuuiisou, for "
                    "example); the wiki rules out only the double forms of a single yakuman. "
                    "The preset adds them up.",
                    "yakuman_stacking",
                ),
            ),
        ),
        **honba(ron=(cite("ML-SPACE", '"1本場につき300点"'),)),
        **entries(
            riichi_deposit(),
            confirmed("game_length", cite("W-ML", '"All games are played in the form of hanchan"')),
        ),
        **no_busting(cite("ML-NAVI", '"飛びなし"'), cite("ML-ITEM", '"トビなし"')),
        **entries(
            confirmed(
                "multiple_ron",
                _ML_HEAD_BUMP,
                cite("ML-NAVI", '"ダブロン・トリプルロンはなし(全て頭ハネ)"'),
            ),
        ),
        **one_winner(_ML_HEAD_BUMP),
        **entries(
            confirmed(
                "agari_yame",
                cite(
                    "ML-NAVI",
                    '"アガリ止め無し(南四局の親がアガってトップになっても対局続行)"',
                ),
            ),
            read("tenpai_yame", cite("ML-NAVI", '"アガリ止め無し"'), why=NO_TENPAI_YAME),
            read("west_extension", cite("W-ML", _NOT_FOUND), why=NO_EXTRA_ROUND),
            read(
                "nagashi_mangan",
                cite("W-ML", _NOT_FOUND),
                cite("ML-SPACE", _NOT_FOUND),
                why=reading(
                    "No source found says whether nagashi mangan is played. The preset plays "
                    "it, as Japanese rule sets commonly do.",
                    "nagashi_mangan",
                ),
            ),
            confirmed(
                "abortive_draws",
                cite("W-ML", '"Ryuukyoku: No abortive draws."'),
                cite(
                    "ML-SPACE",
                    '"途中流局(九種九牌、四風子連打、四人リーチ、箱割れ、四槓流れ)なし"',
                ),
            ),
            confirmed(
                "pao",
                _ML_PAO,
                readings=(
                    reading(
                        "Suukantsu pao applies only when the fourth kan is an open kan called "
                        "on a discard. A scorekeeper cannot see how the kan was made: the "
                        "players record pao for suukantsu only in that case.",
                        "pao",
                    ),
                ),
            ),
            read(
                "pao_whole_hand",
                _ML_PAO,
                why=reading(
                    "No source says whether the liable player answers for a second yakuman of "
                    "the hand. The preset makes the liable player answer only for the yakuman "
                    "fed, as Mahjong Soul does.",
                    "pao_whole_hand",
                ),
            ),
            read("pao_honba_liable", _ML_PAO, RW_HONBA_PAO, why=PAO_HONBA_BY_DISCARDER),
            liable_tsumo(_ML_PAO),
            read("chombo", *_ML_CHOMBO, why=_ML_CHOMBO_READING),
            read(
                "chombo_points",
                *_ML_CHOMBO,
                why=reading(
                    "The amount of the fine, in the one summary that names a fine; see the "
                    "chombo penalty.",
                    "chombo_points",
                ),
            ),
            noten_payment(),
        ),
    },
    notes=(
        'A double-wind pair is worth 2 fu (W-ML: "Double-wind pair worths 2 fu."); the players '
        "count fu before entering a hand, so no option changes it.",
    ),
)

# --- JPML-A --------------------------------------------------------------------------------------

_JPML_LENGTH = cite("JPML-J39", '"競技は四人一組で東南戦半荘を一回戦とする"')
_JPML_NO_STACKING = cite("JPML-B1", '"ダブル役満(例:大三元&字一色)はない"')
_PANTHEON_ONLY = "No JPML text on this was reached; the preset follows Pantheon's JPML-A preset."


def _pantheon(option: str, setting: str, *changed_by: str) -> OptionEntry:
    """An option only Pantheon's JPML-A preset speaks to."""
    return read(
        option,
        cite("PAN-JPML", setting),
        why=reading(_PANTHEON_ONLY, option, *changed_by),
    )


JPML_A = preset_sources(
    "jpml-a",
    "The A rules of the Japan Professional Mahjong League: everybody starts at {start_points} "
    "with no oka, and the uma depends on how many players finish at {return_points} or more "
    "(float): each count has its own table, given below. Riichi sticks left at the end are "
    "lost. Only the ron nearest the discarder is paid; there is no "
    "busting, no agari-yame, no nagashi mangan, no rounding up to mangan, no counted yakuman and "
    "no yakuman adding up. A chombo costs {chombo_points} points off the offender's result, paid "
    "to nobody.",
    sources(
        "JPML-J39",
        "JPML-W",
        "JPML-B1",
        "JPML-B2",
        "PAN-JPML",
        "PAN-RULESET",
        "RW-RIICHI",
        "RW-HONBA",
        "RW-RYUUKYOKU",
    ),
    {
        **four_players(cite("JPML-J39", '"競技は四人一組で…"')),
        **entries(
            confirmed(
                "start_points",
                cite("JPML-J39", '"持ち点は各自三万点とする"'),
                cite("JPML-B2", '"30000点持ちの30000点返し。オカはない"'),
            ),
            target_without_effect(cite("PAN-JPML", "playAdditionalRounds false")),
            confirmed("return_points", cite("JPML-B2", '"30000点持ちの30000点返し。オカはない"')),
            confirmed(
                "uma",
                cite("JPML-B2", "the uma with two players floating"),
                note="Not used: the uma by how many float replaces it. It holds the table for "
                "two floating players.",
            ),
            confirmed(
                "uma_by_floating",
                cite(
                    "JPML-B2",
                    "the uma by the number of floating players (the first heading says 一人浮き "
                    "over the table of three floating, a slip)",
                ),
                cite("PAN-RULESET", "complexUma()"),
                readings=(
                    reading(
                        "A player on exactly {return_points} floats: Pantheon counts only a "
                        "player below the starting points as sunk, and no JPML text says "
                        "otherwise.",
                        "uma_by_floating",
                        "return_points",
                    ),
                    reading(
                        "Nobody floating (possible only with riichi sticks lost on the table) or "
                        "everybody on exactly {return_points}: the uma for two floating players "
                        "applies, as in Pantheon.",
                        "uma_by_floating",
                    ),
                    reading(
                        "The players floating are counted on the final points; the lost riichi "
                        "sticks count for nobody.",
                        "uma_by_floating",
                        "leftover_sticks",
                    ),
                ),
            ),
            read(
                "tie_break",
                cite("PAN-JPML", "equalizeUma true"),
                why=reading(
                    _PANTHEON_ONLY + " Tied players share the uma of their places, whichever "
                    "table the number floating chooses.",
                    "tie_break",
                ),
            ),
            read(
                "leftover_sticks",
                cite("PAN-JPML", "riichiGoesToWinner false"),
                why=reading(
                    _PANTHEON_ONLY + " The sticks left on the table are paid to nobody, and the "
                    "results add up to less than zero by their value.",
                    "leftover_sticks",
                ),
            ),
            confirmed("settlement", cite("JPML-B2", '"36000点の一人浮きなら、+6に+12"')),
            _pantheon("kiriage_mangan", "withKiriageMangan false"),
            confirmed(
                "kazoe_yakuman",
                cite("JPML-B1", '"数え役満(13飜以上)はなく三倍満(11飜以上)まで"'),
                cite("JPML-W", 'yaku table: "三倍満 十三翻以上", counting the two 場ゾロ han'),
                note="The JPML's own tables add two han to every hand (場ゾロ): enter the han "
                "without them.",
            ),
            confirmed(
                "yakuman_stacking", _JPML_NO_STACKING, cite("PAN-JPML", "withMultiYakumans false")
            ),
        ),
        **honba(),
        **entries(riichi_deposit(), confirmed("game_length", _JPML_LENGTH)),
        **no_busting(
            cite("PAN-JPML", "withButtobi false"),
            why=reading(_PANTHEON_ONLY, "busting", "bust_at_zero"),
        ),
        **entries(_pantheon("multiple_ron", "withAtamahane true")),
        **one_winner(cite("PAN-JPML", "withAtamahane true")),
        **entries(
            _pantheon("agari_yame", "withLeadingDealerGameOver false"),
            read(
                "tenpai_yame",
                cite("PAN-JPML", "withLeadingDealerGameOver false"),
                why=NO_TENPAI_YAME,
            ),
            read(
                "west_extension", cite("PAN-JPML", "playAdditionalRounds false"), why=NO_EXTRA_ROUND
            ),
            _pantheon("nagashi_mangan", "withNagashiMangan false"),
            read(
                "abortive_draws",
                cite("PAN-JPML", "withAbortives true"),
                why=reading(
                    "Pantheon has abortive draws but does not say which; the preset plays every "
                    "one but the triple ron, which cannot be a draw under head bump.",
                    "abortive_draws",
                ),
            ),
            read(
                "pao",
                cite("PAN-JPML", "yakuWithPao: daisangen, daisuushii, suukantsu"),
                cite(
                    "JPML-B1",
                    '"明カンのパオあり" (liability for a win on the replacement tile of an open '
                    "kan, which is not a yakuman liability and is left to the players)",
                ),
                why=reading(_PANTHEON_ONLY, "pao"),
            ),
            single_yakuman_pao(_JPML_NO_STACKING),
            read("pao_honba_liable", RW_HONBA_PAO, why=PAO_HONBA_BY_DISCARDER),
            liable_tsumo(cite("PAN-JPML", "yakuWithPao")),
            _pantheon(
                "chombo",
                "chomboPenalty 200 (in units of 100 points), extraChomboPayments false",
                "chombo_points",
            ),
            _pantheon("chombo_points", "chomboPenalty 200 (in units of 100 points)"),
            noten_payment(),
        ),
    },
    notes=(
        "The A rules play without ippatsu, ura-dora, kan-dora or red fives (JPML-B1: "
        '"裏ドラ、槓(カン)ドラはない。立直(リーチ)時に一発はない。"), and all-green needs the '
        'green dragon (JPML-W: "緑一色 發を含まなければならない"). These change how a hand is '
        "counted, which the players do before entering it.",
    ),
)
