"""What the rules editor says about each choice of an option, in a player's words: the label
and tooltip of each member of the rules' enums, kept in English and translated when shown (see
`texts.choice_text`).
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules.rules import (
    AbortiveDraw,
    ChomboPenalty,
    DoubleWindPair,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    MultipleRonSticks,
    PaoYakuman,
    Renhou,
    SanmaTsumo,
    Settlement,
    TieBreak,
)

# Label and tooltip for each choice of an option.
CHOICES: dict[Enum, tuple[str, str]] = {
    GameLength.EAST_ONLY: (
        QT_TRANSLATE_NOOP("RulesEditor", "East round only (tonpuusen)"),
        QT_TRANSLATE_NOOP("RulesEditor", "One round: four hands or more."),
    ),
    GameLength.EAST_SOUTH: (
        QT_TRANSLATE_NOOP("RulesEditor", "East and South (hanchan)"),
        QT_TRANSLATE_NOOP("RulesEditor", "Two rounds: eight hands or more."),
    ),
    MultipleRon.HEAD_BUMP: (
        QT_TRANSLATE_NOOP("RulesEditor", "Head bump"),
        QT_TRANSLATE_NOOP("RulesEditor", "Only the winner first in turn after the discarder."),
    ),
    MultipleRon.DOUBLE_RON: (
        QT_TRANSLATE_NOOP("RulesEditor", "Double ron"),
        QT_TRANSLATE_NOOP("RulesEditor", "Two winners are paid; three make an abortive draw."),
    ),
    MultipleRon.DOUBLE_AND_TRIPLE_RON: (
        QT_TRANSLATE_NOOP("RulesEditor", "Double and triple ron"),
        QT_TRANSLATE_NOOP("RulesEditor", "Every winner is paid."),
    ),
    TieBreak.SEAT_ORDER: (
        QT_TRANSLATE_NOOP("RulesEditor", "Rank by seat"),
        QT_TRANSLATE_NOOP("RulesEditor", "The player seated nearer the first dealer ranks higher."),
    ),
    TieBreak.SPLIT: (
        QT_TRANSLATE_NOOP("RulesEditor", "Share the uma"),
        QT_TRANSLATE_NOOP("RulesEditor", "Tied players share their places' uma and bonus equally."),
    ),
    LeftoverSticks.TO_FIRST: (
        QT_TRANSLATE_NOOP("RulesEditor", "To first place"),
        QT_TRANSLATE_NOOP("RulesEditor", "First place collects them."),
    ),
    LeftoverSticks.LOST: (
        QT_TRANSLATE_NOOP("RulesEditor", "Nobody"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "They are not paid out: the results add up to less than zero."
        ),
    ),
    MultipleRonSticks.NEAREST_WINNER: (
        QT_TRANSLATE_NOOP("RulesEditor", "Nearest winner takes all"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "The winner first in turn after the discarder takes every stick."
        ),
    ),
    MultipleRonSticks.OWN_STICK_BACK: (
        QT_TRANSLATE_NOOP("RulesEditor", "Own stick back"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "Each winner who declared riichi in this hand takes back their own stick; the "
            "nearest winner takes the rest.",
        ),
    ),
    SanmaTsumo.TSUMO_LOSS: (
        QT_TRANSLATE_NOOP("RulesEditor", "Tsumo loss"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "The two payers pay as with four players; North's share is not paid."
        ),
    ),
    SanmaTsumo.NORTH_BISECTION: (
        QT_TRANSLATE_NOOP("RulesEditor", "North's share split"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "North's share is split between the two payers, each half rounded up to 100.",
        ),
    ),
    Settlement.EXACT: (
        QT_TRANSLATE_NOOP("RulesEditor", "Exact"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "Points above or below the return points, to the decimal."
        ),
    ),
    Settlement.ROUND_TO_THOUSAND: (
        QT_TRANSLATE_NOOP("RulesEditor", "Rounded to 1000"),
        QT_TRANSLATE_NOOP("RulesEditor", "Points are rounded to 1000 first."),
    ),
    ChomboPenalty.NONE: (
        QT_TRANSLATE_NOOP("RulesEditor", "Not recorded"),
        QT_TRANSLATE_NOOP("RulesEditor", "Chombo cannot be entered."),
    ),
    ChomboPenalty.AT_SETTLEMENT: (
        QT_TRANSLATE_NOOP("RulesEditor", "Points off the final result"),
        QT_TRANSLATE_NOOP("RulesEditor", "The table points stay; the penalty is paid to nobody."),
    ),
    ChomboPenalty.REVERSE_MANGAN: (
        QT_TRANSLATE_NOOP("RulesEditor", "Reverse mangan"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The offender pays what a mangan tsumo would cost them: a non-dealer pays 4000 to "
            "the dealer and 2000 to each other player, a dealer 4000 to each.",
        ),
    ),
    Renhou.NONE: (
        QT_TRANSLATE_NOOP("RulesEditor", "Not a yaku"),
        QT_TRANSLATE_NOOP("RulesEditor", "Renhou counts for nothing."),
    ),
    Renhou.FIVE_HAN: (
        QT_TRANSLATE_NOOP("RulesEditor", "5 han"),
        QT_TRANSLATE_NOOP("RulesEditor", "A 5-han yaku, added to the others."),
    ),
    Renhou.MANGAN: (
        QT_TRANSLATE_NOOP("RulesEditor", "Mangan"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "A mangan, not added to the others: the greater of the two pays."
        ),
    ),
    Renhou.YAKUMAN: (
        QT_TRANSLATE_NOOP("RulesEditor", "Yakuman"),
        QT_TRANSLATE_NOOP("RulesEditor", "A yakuman."),
    ),
    DoubleWindPair.FOUR_FU: (
        QT_TRANSLATE_NOOP("RulesEditor", "4 fu"),
        QT_TRANSLATE_NOOP("RulesEditor", "2 fu for each of the two winds."),
    ),
    DoubleWindPair.TWO_FU: (
        QT_TRANSLATE_NOOP("RulesEditor", "2 fu"),
        QT_TRANSLATE_NOOP("RulesEditor", "The same as a pair of one value wind."),
    ),
    AbortiveDraw.NINE_TERMINALS: (
        QT_TRANSLATE_NOOP("RulesEditor", "Nine terminals"),
        QT_TRANSLATE_NOOP("RulesEditor", "Nine different terminals and honours."),
    ),
    AbortiveDraw.FOUR_WINDS: (
        QT_TRANSLATE_NOOP("RulesEditor", "Four winds"),
        QT_TRANSLATE_NOOP("RulesEditor", "All four first discards are the same wind."),
    ),
    AbortiveDraw.FOUR_RIICHI: (
        QT_TRANSLATE_NOOP("RulesEditor", "Four riichi"),
        QT_TRANSLATE_NOOP("RulesEditor", "All four players declare riichi."),
    ),
    AbortiveDraw.FOUR_KANS: (
        QT_TRANSLATE_NOOP("RulesEditor", "Four kans"),
        QT_TRANSLATE_NOOP("RulesEditor", "Four kans made by more than one player."),
    ),
    AbortiveDraw.TRIPLE_RON: (
        QT_TRANSLATE_NOOP("RulesEditor", "Triple ron"),
        QT_TRANSLATE_NOOP("RulesEditor", "Three players call ron on the same discard."),
    ),
    PaoYakuman.DAISANGEN: (
        QT_TRANSLATE_NOOP("RulesEditor", "Big three dragons"),
        QT_TRANSLATE_NOOP("RulesEditor", "Daisangen: fed the third dragon set."),
    ),
    PaoYakuman.DAISUUSHII: (
        QT_TRANSLATE_NOOP("RulesEditor", "Big four winds"),
        QT_TRANSLATE_NOOP("RulesEditor", "Daisuushii: fed the fourth wind set."),
    ),
    PaoYakuman.SUUKANTSU: (
        QT_TRANSLATE_NOOP("RulesEditor", "Four kans by one player"),
        QT_TRANSLATE_NOOP("RulesEditor", "Suukantsu: fed the fourth kan."),
    ),
}
