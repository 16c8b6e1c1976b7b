"""Where the EMA presets come from: the European Mahjong Association's rules of 2016 and 2025."""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.rules.sources_cited import sources
from tallyo_desktop.core.rules.sources_model import (
    OptionEntry,
    Status,
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
    STICKS_TIE_SPLIT,
    four_players,
    honba,
    liable_tsumo,
    no_busting,
    noten_payment,
    riichi_deposit,
    single_yakuman_pao,
    target_without_effect,
)

# --- EMA 2016 ------------------------------------------------------------------------------------

_EMA_NO_STACKING = cite(
    "MJW-EMA", '"the maximum score is a single yakuman (Daisuushii no longer worth double)"'
)
_EMA_CHOMBO = cite(
    "EMA-ANN", '"Chombo penalty in a tournament is 20,000 points deduction after uma"'
)
_NOT_A_DIFFERENCE = (
    "Not among the differences from WRC 2015 that the EMA lists, and Pantheon's EMA preset has "
    "the WRC value; the 2016 rule book's own section was not reached. The preset follows them."
)


def _not_a_difference(option: str, *changed_by: str) -> OptionEntry:
    """An option the EMA does not list among its differences from WRC 2015."""
    pantheon = {
        "start_points": "setStartPoints(30000)",
        "return_points": "setOka(0)",
        "game_length": "setTonpuusen(false)",
        "agari_yame": "setWithLeadingDealerGameOver(false)",
        "tie_break": "setEqualizeUma(true)",
    }[option]
    return read(
        option,
        cite("EMA-ANN", "not among the differences to WRC 2015"),
        cite("PAN-EMA", pantheon),
        why=reading(_NOT_A_DIFFERENCE, option, *changed_by),
    )


_EMA_2016_OPTIONS: dict[str, OptionEntry] = {
    **four_players(
        cite(
            "EMA16",
            '§3.4.9: "A player winning on a self-draw, receives payment from the three opponents."',
        )
    ),
    **entries(
        _not_a_difference("start_points"),
        target_without_effect(
            cite("PAN-EMA", "setPlayAdditionalRounds(false), setWithLeadingDealerGameOver(false)")
        ),
        _not_a_difference("return_points"),
        confirmed("uma", cite("EMA-ANN", '"Uma is changed to 15,000/5,000/-5,000/-15,000"')),
        confirmed("uma_by_floating", cite("EMA-ANN", "one uma for every result")),
        _not_a_difference("tie_break"),
        confirmed(
            "leftover_sticks",
            cite("EMA-ANN", '"Riichi bets at game end go to the winner"'),
            readings=(STICKS_TIE_SPLIT,),
        ),
        read(
            "settlement",
            cite("EMA-ANN", "the uma is given in points"),
            why=reading(
                "Nothing found says a result is rounded; the preset keeps the points above or "
                "below the return points to the hundred.",
                "settlement",
            ),
        ),
        confirmed("kiriage_mangan", cite("EMA-ANN", '"4-30 is not rounded to mangan payment"')),
        confirmed(
            "kazoe_yakuman",
            cite("EMA-ANN", '"A hand with 13+ fan is scored as a sanbaiman, not a yakuman"'),
        ),
        confirmed(
            "yakuman_stacking", _EMA_NO_STACKING, cite("PAN-EMA", "setWithMultiYakumans(false)")
        ),
    ),
    **honba(
        ron=(
            cite(
                "EMA16",
                '§3.4.10: "Each counter on the table increases the value of a winning hand by '
                '300 points."',
            ),
        ),
        tsumo=(cite("EMA16", '§3.4.10: "each opponent pays 100 points for each counter"'),),
    ),
    **entries(
        riichi_deposit(
            cite("EMA12", '§3.3.12: "paying 1000 points to the table by placing a stick"')
        ),
        _not_a_difference("game_length"),
    ),
    **no_busting(
        cite("EMA-ANN", "not among the differences to WRC 2015"),
        cite("PAN-EMA", "setWithButtobi(false)"),
        why=reading(_NOT_A_DIFFERENCE, "busting", "bust_at_zero"),
    ),
    **entries(
        confirmed(
            "multiple_ron",
            cite(
                "EMA16",
                '§3.4.9: "A player whose discard results in one or more winning declarations, '
                'pays the full value of each hand to the winner."',
            ),
            cite(
                "RW-EMA",
                '"Double and triple Ron is allowed, the discarder has to pay each winner '
                'separately."',
            ),
        ),
        confirmed(
            "honba_to_each_winner",
            cite(
                "EMA12",
                '§4.1: "Each winner receives the value of the hand including the value of '
                'counters in play."',
            ),
            cite("RW-MULTI", 'row "EMA2016": bonus counters to "Both"'),
            cite("PAN-EMA", "setDoubleronHonbaAtamahane(false)"),
        ),
        confirmed(
            "multiple_ron_sticks",
            cite(
                "EMA12",
                '§4.1: "the riichi bets from players who declared riichi without winning go to '
                "the winner closest to the discarder's right. Riichi declarers that win, always "
                'get their riichi bet back."',
            ),
            cite("RW-MULTI", 'row "EMA2016": "Winners reclaim, rest priority"'),
            cite("PAN-EMA", "setDoubleronRiichiAtamahane(false)"),
        ),
        _not_a_difference("agari_yame"),
        read(
            "tenpai_yame",
            cite("PAN-EMA", "setWithLeadingDealerGameOver(false)"),
            why=NO_TENPAI_YAME,
        ),
        read(
            "west_extension", cite("PAN-EMA", "setPlayAdditionalRounds(false)"), why=NO_EXTRA_ROUND
        ),
        confirmed("nagashi_mangan", cite("EMA-ANN", '"Nagashi Mangan is not allowed"')),
        confirmed("abortive_draws", cite("EMA-ANN", '"Abortive draws are not allowed"')),
        confirmed(
            "pao",
            cite(
                "EMA16", '§3.3.9 "Liability: Third melded dragon pung and fourth melded wind pung"'
            ),
            cite("PAN-EMA", "setYakuWithPao([Y_DAISANGEN, Y_DAISUUSHII])"),
        ),
        single_yakuman_pao(_EMA_NO_STACKING),
        read(
            "pao_honba_liable",
            cite(
                "EMA12",
                '§3.3.9: "he shares the payment equally with the player who fed … but only the '
                'discarder pays for any counters"',
            ),
            why=reading(
                "The 2016 text of §3.3.9 was not reached; its title is the same as in the earlier "
                "rules, which have the discarder alone pay the honba on a ron with pao. The "
                "preset reads 2016 the same way.",
                "pao_honba_liable",
            ),
        ),
        liable_tsumo(
            cite(
                "EMA12",
                '§3.3.9: the liable player "must pay the full value of the hand in case Big Three '
                'Dragons or Big Four Winds are made on a self-draw"',
            )
        ),
        confirmed(
            "chombo",
            _EMA_CHOMBO,
            note="The earlier EMA rules had the offender pay a reverse mangan instead (EMA12).",
        ),
        confirmed("chombo_points", _EMA_CHOMBO),
        noten_payment(),
    ),
}

EMA_2016 = preset_sources(
    "ema-2016",
    "The European Mahjong Association's Riichi Competition Rules, 2016 edition, which differ "
    "from WRC 2015 in the points the EMA lists: the uma is {uma} with everybody starting at "
    "{start_points} and no oka; double and triple ron are all paid, each winner collecting the "
    "honba and taking back a riichi stick of their own; riichi sticks left at the end go to the "
    "winner of the game; nothing is rounded up to mangan. As in WRC 2015 there is no busting, no "
    "abortive draw and no nagashi mangan, 13 han or more stops at sanbaiman and a hand is never "
    "worth more than one yakuman. A chombo costs {chombo_points} points off the offender's "
    "result after the uma, paid to nobody.",
    sources(
        "EMA16",
        "EMA-ANN",
        "EMA12",
        "RW-EMA",
        "RW-MULTI",
        "MJW-EMA",
        "PAN-EMA",
        "RW-RIICHI",
        "RW-HONBA",
        "RW-RYUUKYOKU",
    ),
    _EMA_2016_OPTIONS,
)

# --- EMA 2025 ------------------------------------------------------------------------------------

_PAN_EMA25_AS_2016 = cite("PAN-EMA25", "the same as ema.php on this point")


def _as_2025(entry: OptionEntry) -> OptionEntry:
    return replace(entry, citations=(*entry.citations, _PAN_EMA25_AS_2016), status=Status.READING)


EMA_2025 = preset_sources(
    "ema-2025",
    "The EMA rules as revised in 2025, as Pantheon's EMA 2025 preset has them: EMA 2016 with "
    "hands of 4 han 30 fu and 3 han 60 fu rounded up to mangan. Everything else, from the uma "
    "of {uma} to the chombo of {chombo_points} points after the uma, is as in EMA 2016.",
    sources(
        "PAN-EMA25",
        "EMA16",
        "EMA-ANN",
        "EMA12",
        "RW-EMA",
        "RW-MULTI",
        "MJW-EMA",
        "PAN-EMA",
        "RW-RIICHI",
        "RW-HONBA",
        "RW-RYUUKYOKU",
    ),
    {
        **{name: _as_2025(entry) for name, entry in _EMA_2016_OPTIONS.items()},
        **entries(
            read(
                "kiriage_mangan",
                cite("PAN-EMA25", "setWithKiriageMangan(true)"),
                why=reading(
                    "Rounding up to mangan is the one difference of Pantheon's 2025 preset that "
                    "changes a payment; the preset takes it.",
                    "kiriage_mangan",
                ),
            ),
        ),
    },
    readings=(
        reading(
            "No text of the EMA's 2025 rules was reached, so every value of this preset is a "
            "reading. It takes Pantheon's EMA 2025 preset, which differs from Pantheon's EMA "
            "2016 preset only in rounding up to mangan and in dropping the double-yakuman forms; "
            "every other option keeps its EMA 2016 value and source, given here."
        ),
    ),
    notes=(
        "Pantheon's 2025 preset also drops the double-yakuman forms (setDoubleYakuman([])), "
        "which changes nothing here: a hand is never worth more than one yakuman.",
    ),
)
