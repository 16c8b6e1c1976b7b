"""What the rules editor says about each option and choice, in a player's words."""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.rules import (
    AbortiveDraw,
    ChomboPenalty,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    PaoYakuman,
    Settlement,
    TieBreak,
)

ORDINALS = ("1st", "2nd", "3rd", "4th")
BELOW_COUNT = ("Nobody below", "One below", "Two below", "Three below", "All four below")

# Label and tooltip for each option, in a player's words.
OPTIONS: dict[str, tuple[str, str]] = {
    "start_points": ("Starting points", "The points each player has when the game begins."),
    "return_points": (
        "Return points",
        "The points each player gives back at the end. What the four paid in above their "
        "starting points goes to first place as a bonus (oka).",
    ),
    "uma": ("Uma", "The bonus or penalty for finishing first to fourth, added to the result."),
    "uma_by_count": (
        "Uma by how many finish below the return points",
        "The uma changes with how many players end below the return points. Untick it to use "
        "the single uma above for every result.",
    ),
    "tie_break": ("Equal points", "How players who end on the same points are ranked."),
    "leftover_sticks": ("Leftover riichi sticks", "Who gets the riichi sticks left at the end."),
    "settlement": ("Final result", "How the table points become the final result."),
    "kiriage_mangan": ("Round up to mangan (kiriage)", "4 han 30 fu and 3 han 60 fu pay a mangan."),
    "kazoe_yakuman": ("Counted yakuman (kazoe)", "13 han or more pays a yakuman, not a sanbaiman."),
    "yakuman_stacking": ("Yakuman add up", "A hand with two yakuman pays a double yakuman."),
    "honba_ron": ("Honba on ron", "What the discarder pays the winner for each honba stick."),
    "honba_tsumo": ("Honba on tsumo", "What each other player pays for each honba stick."),
    "riichi_stick": ("Riichi deposit", "What a player puts on the table to declare riichi."),
    "game_length": ("Game length", "How many rounds the game lasts."),
    "busting": ("Busting ends the game", "The game ends as soon as a player drops below zero."),
    "bust_at_zero": ("Bust at exactly zero", "A player on exactly 0 points busts as well."),
    "multiple_ron": ("Several ron on one discard", "What happens when two or three call ron."),
    "honba_to_each_winner": (
        "Honba to every ron winner",
        "When several players win on one discard, each collects the honba, not only the "
        "winner nearest the discarder.",
    ),
    "agari_yame": (
        "Dealer may stop after winning the last hand (agari-yame)",
        "A dealer who wins the last hand while in first place may end the game there.",
    ),
    "tenpai_yame": (
        "Dealer may stop when tenpai at the last draw (tenpai-yame)",
        "A dealer in first place and tenpai when the last hand is drawn may end the game "
        "there. Needs agari-yame.",
    ),
    "west_extension": (
        "Play on into West",
        "If nobody has the return points after the last hand, play goes on into the West "
        "round until somebody does.",
    ),
    "nagashi_mangan": (
        "Nagashi mangan",
        "At a draw, a player whose discards are all terminals and honours, none of them "
        "called, is paid a mangan.",
    ),
    "abortive_draws": ("Abortive draws", "What ends the hand at once with nobody winning."),
    "pao": ("Liability (pao)", "Yakuman for which whoever fed the last set pays for the hand."),
    "pao_whole_hand": (
        "Liable player pays every yakuman",
        "The player who fed the last set pays for the whole hand, not only the yakuman fed.",
    ),
    "chombo": ("Chombo penalty", "How a serious mistake (chombo) is punished."),
    "chombo_points": ("Chombo points", "What a chombo costs when it is paid in the final result."),
    "noten_total": ("Noten payment", "At a draw, what the players not tenpai pay those tenpai."),
}
# Label and tooltip for each choice of an option.
CHOICES: dict[Enum, tuple[str, str]] = {
    GameLength.EAST_ONLY: ("East round only (tonpuusen)", "One round: four hands or more."),
    GameLength.EAST_SOUTH: ("East and South (hanchan)", "Two rounds: eight hands or more."),
    MultipleRon.HEAD_BUMP: ("Head bump", "Only the winner first in turn after the discarder."),
    MultipleRon.DOUBLE_RON: ("Double ron", "Two winners are paid; three make an abortive draw."),
    MultipleRon.DOUBLE_AND_TRIPLE_RON: ("Double and triple ron", "Every winner is paid."),
    TieBreak.SEAT_ORDER: (
        "Rank by seat",
        "The player seated nearer the first dealer ranks higher.",
    ),
    TieBreak.SPLIT: ("Share the uma", "Tied players share their places' uma and bonus equally."),
    LeftoverSticks.TO_FIRST: ("To first place", "First place collects them."),
    LeftoverSticks.NOT_PAID: ("Nobody", "They are not paid out."),
    Settlement.EXACT: ("Exact", "Points above or below the return points, to the decimal."),
    Settlement.ROUND_TO_THOUSAND: ("Rounded to 1000", "Points are rounded to 1000 first."),
    ChomboPenalty.NONE: ("Not recorded", "Chombo cannot be entered."),
    ChomboPenalty.AT_SETTLEMENT: ("Points off the final result", "The table points stay."),
    ChomboPenalty.REVERSE_MANGAN: ("Reverse mangan", "The offender pays each player a mangan."),
    AbortiveDraw.NINE_TERMINALS: ("Nine terminals", "Nine different terminals and honours."),
    AbortiveDraw.FOUR_WINDS: ("Four winds", "All four first discards are the same wind."),
    AbortiveDraw.FOUR_RIICHI: ("Four riichi", "All four players declare riichi."),
    AbortiveDraw.FOUR_KANS: ("Four kans", "Four kans made by more than one player."),
    AbortiveDraw.TRIPLE_RON: ("Triple ron", "Three players call ron on the same discard."),
    PaoYakuman.DAISANGEN: ("Big three dragons", "Daisangen: fed the third dragon set."),
    PaoYakuman.DAISUUSHII: ("Big four winds", "Daisuushii: fed the fourth wind set."),
    PaoYakuman.SUUKANTSU: ("Four kans", "Suukantsu: fed the fourth kan."),
}


def option_text(name: str) -> tuple[str, str]:
    return OPTIONS.get(name) or (name.replace("_", " ").capitalize(), "")


def choice_text(member: Enum) -> tuple[str, str]:
    return CHOICES.get(member) or (member.name.replace("_", " ").capitalize(), "")
