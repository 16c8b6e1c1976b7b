"""Where the WRC preset comes from: the World Riichi Championship rules of 2015."""

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
    RW_HONBA_PAO,
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

_WRC_HEAD_BUMP = cite(
    "WRC15",
    '§5.7.6: "only the player closer to the discarder, according to the turn order, will win '
    'and have his hand scored and paid. … Each hand can have only one winner."',
)
_WRC_NO_STACKING = cite(
    "RW-WRC",
    '"Every yakuman is counted as single yakuman. Plus, the maximum points awarded for any hand '
    'is capped as that of a single yakuman."',
)
_WRC_NO_AGARI_YAME = cite("WRC15", '§5.9.1 "No agari yame"')
_WRC_SESSION_SCORE = (
    cite("RW-WRC", '"Session score = ((points – 30,000) / 1,000) + uma"'),
    cite("WRC14-ERR", '"sessions score = (table score - 30,000) / 1,000 + uma"'),
)
_TORI_TOURNAMENT = "in the tournament column"

_WRC_OPTIONS: dict[str, OptionEntry] = {
    **four_players(
        cite("WRC15", '§5.7.6: "A player winning by self-draw is paid by the three opponents."')
    ),
    **entries(
        confirmed(
            "start_points",
            cite("RW-WRC", 'infobox: "Starting points 30,000"'),
            cite("PAN-WRC", "setStartPoints(30000)"),
        ),
        target_without_effect(
            _WRC_NO_AGARI_YAME, cite("RW-WRC", 'infobox: "Ending points (Target) 30,000"')
        ),
        confirmed(
            "return_points", cite("RW-WRC", 'infobox: "Oka (total ante) 0"'), *_WRC_SESSION_SCORE
        ),
        confirmed(
            "uma",
            cite("RW-WRC", '"Uma": "The uma for the tournament uses 「+15 / +5 / -5 / -15」."'),
        ),
        confirmed("uma_by_floating", cite("RW-WRC", '"Uma": one uma for every result')),
        confirmed(
            "tie_break",
            cite(
                "RW-WRC",
                '"in the event of a tie between players, then the uma is adjusted to accommodate '
                'the tie"',
            ),
            cite("TORI", '"Uma in case of tie": "Split/Divide"'),
            cite("PAN-WRC", "setEqualizeUma(true)"),
        ),
        read(
            "leftover_sticks",
            cite(
                "TORI",
                '"Remaining riichi bets": "Lost"; "Any riichi bets left after the final hand are '
                'lost."',
            ),
            cite(
                "EMA-ANN",
                'lists "Riichi bets at game end go to the winner" among the differences to WRC '
                "2015",
            ),
            cite("PAN-WRC", "setRiichiGoesToWinner(true)"),
            why=reading(
                "The 2015 rule book's own words on the end of the game (§5.9) were not reached. "
                "Two independent sources say the sticks left on the table after the last hand "
                "are lost: the Toronto Riichi Club's tournament rules, which are the WRC rules "
                "as they stand, and the EMA's list of the differences between its 2016 rules and "
                "WRC 2015, which names giving them to the winner as one, so that WRC does not "
                "give them. Pantheon's WRC preset, and the rule summaries that follow it, give "
                "them to first place instead. That is one implementation against two "
                "independent statements, so this preset takes them as lost: they are paid to "
                "nobody, and the results add up to less than zero by their value.",
                "leftover_sticks",
            ),
        ),
        confirmed("settlement", *_WRC_SESSION_SCORE),
        confirmed(
            "kiriage_mangan",
            cite("PAN-WRC", "setWithKiriageMangan(true)"),
            cite(
                "EMA-ANN",
                'lists "4-30 is not rounded to mangan payment" among the differences to WRC 2015',
            ),
            cite("TORI", f'"Kiriage mangan": "Ari" {_TORI_TOURNAMENT}'),
        ),
        confirmed(
            "kazoe_yakuman",
            cite(
                "WRC14-ERR",
                "\"Kazoe yakuman is not allowed, so the 'sanbaiman line' should be labeled '11+'\"",
            ),
            cite("PAN-WRC", "setWithKazoe(false)"),
        ),
        confirmed(
            "yakuman_stacking",
            _WRC_NO_STACKING,
            cite("TORI", f'"Yakuman stacking": "Nashi" {_TORI_TOURNAMENT}'),
        ),
    ),
    **honba(
        ron=(
            cite(
                "WRC15",
                '§5.7.7: "Each continuance counter on the table increases the value of a winning '
                'hand by 300 points."',
            ),
        ),
        tsumo=(
            cite("WRC15", '§5.7.7: "each opponent pays 100 points for each continuance counter"'),
        ),
    ),
    **entries(
        riichi_deposit(
            cite(
                "EMA12",
                '§3.3.12: "paying 1000 points to the table by placing a stick" (the WRC rule '
                "book reuses text of the EMA rule book)",
            )
        ),
        confirmed(
            "game_length",
            cite("WRC15", '§5.9.2 "Hanchan score and uma": a game is a hanchan'),
            cite("PAN-WRC", "setTonpuusen(false)"),
        ),
    ),
    **no_busting(
        cite("PAN-WRC", "setWithButtobi(false)"),
        cite("TORI", f'"Tobi": "Nashi" {_TORI_TOURNAMENT}'),
        cite("RW-WRC", 'infobox: "Negative score: Game end"'),
        why=reading(
            "The rule book's text on a player below zero was not reached. The wiki's infobox "
            'says "Negative score: Game end", but the two sources that list the tournament rules '
            "point by point (Pantheon's WRC preset and the Toronto club's tournament column) "
            "both play on below zero; so does the preset.",
            "busting",
            "bust_at_zero",
        ),
    ),
    **entries(confirmed("multiple_ron", _WRC_HEAD_BUMP)),
    **one_winner(_WRC_HEAD_BUMP),
    **entries(
        confirmed(
            "agari_yame", _WRC_NO_AGARI_YAME, cite("PAN-WRC", "setWithLeadingDealerGameOver(false)")
        ),
        read("tenpai_yame", _WRC_NO_AGARI_YAME, why=NO_TENPAI_YAME),
        read(
            "west_extension",
            cite("PAN-WRC", "setPlayAdditionalRounds(false)"),
            cite("TORI", f'"Enchousen": "N/A" {_TORI_TOURNAMENT}'),
            why=NO_EXTRA_ROUND,
        ),
        confirmed(
            "nagashi_mangan",
            cite("PAN-WRC", "setWithNagashiMangan(false)"),
            cite("TORI", f'"Nagashi mangan": "Nashi" {_TORI_TOURNAMENT}'),
        ),
        confirmed("abortive_draws", cite("WRC15", '§5.7: "There are no abortive draws."')),
        confirmed(
            "pao",
            cite("PAN-WRC", "setYakuWithPao([Y_DAISANGEN, Y_DAISUUSHII])"),
            cite(
                "TORI",
                '"Pao": "Daisangen, Daisuushi"; "No liability is incurred for … rinshan pao … '
                'nor … suukantsu pao"',
            ),
            cite("WRC14-ERR", '"There is no daiminkan liability."'),
        ),
        single_yakuman_pao(_WRC_NO_STACKING),
        read(
            "pao_honba_liable",
            cite(
                "TORI",
                '"Pao bonus sticks": "If a win involves pao, the bonus sticks are paid by the '
                'discarder."',
            ),
            cite("EMA12", '§3.3.9: "only the discarder pays for any counters"'),
            RW_HONBA_PAO,
            why=reading(
                "The rule book's section on liability (§6.2) was not reached. The Toronto club's "
                "tournament rules have the discarder pay the honba on a ron with pao, as does "
                "the EMA text from which the WRC rule book takes much of its wording; the preset "
                "follows them.",
                "pao_honba_liable",
            ),
        ),
        liable_tsumo(
            cite(
                "TORI",
                '"Pao": the liable player "is liable to pay the value of the whole hand if the '
                'hand wins by tsumo"',
            )
        ),
        confirmed(
            "chombo",
            cite(
                "WRC15",
                '§7.1 "Point penalty": "The points are removed from the offending player\'s '
                "overall score. They are not added to the opponents' scores. It doesn't change "
                "the table's score.\"",
            ),
            cite(
                "WRC14-ERR",
                '"Penalties are applied to the overall score, not to the table\'s score."',
            ),
        ),
        read(
            "chombo_points",
            cite("PAN-WRC", "setChomboAmount(20000)"),
            why=reading(
                "The rule book's list of fouls with the amount (§7.2) was not reached; the "
                "preset takes Pantheon's amount.",
                "chombo_points",
            ),
        ),
        noten_payment(),
    ),
}

WRC = preset_sources(
    "wrc",
    "The rules of the World Riichi Championship as its 2015 rule book sets them out: a "
    "tournament rule set in which everybody starts at {start_points} with no oka and the uma is "
    "{uma}, shared between tied players. Only the ron nearest the discarder is paid (head bump); "
    "there is no busting, no abortive draw, no nagashi mangan, no agari-yame and no extra round. "
    "Hands of 4 han 30 fu and 3 han 60 fu are rounded up to mangan, 13 han or more stops at "
    "sanbaiman, and a hand is never worth more than one yakuman. A chombo costs the offender "
    "{chombo_points} points off the final result, paid to nobody.",
    sources(
        "WRC15",
        "WRC14-ERR",
        "RW-WRC",
        "TORI",
        "EMA-ANN",
        "EMA12",
        "PAN-WRC",
        "WRC22",
        "RW-RIICHI",
        "RW-HONBA",
        "RW-RYUUKYOKU",
    ),
    _WRC_OPTIONS,
    notes=(
        "WRC 2022 changed two points of counting (WRC22), which this preset does not follow. "
        '"Multiple different yakuman can be stacked to count as double or triple yakuman. '
        "Single yakuman that count as double (ex.: Kokushi Musou on 13 waits) still count as "
        'one." To play that, tick Yakuman add up (yakuman_stacking); whether the liable player '
        "of a pao then pays for every yakuman of the hand (pao_whole_hand) is not found in any "
        "source. And \"The fu value when the pair is both the player's seat and round wind is 2 "
        'instead of 4": when a hand is counted from its tiles, Double wind pair (double_wind_pair) '
        'plays it; under the 2015 rules it is 4 fu (TORI: "Double wind pair": "4 fu").',
    ),
)
