"""What the rules editor says about each option and choice, in a player's words. The options'
texts are here, the choices' in `choice_texts`.

The texts are kept in English and translated when they are shown, so that a translation installed
after this module is imported still applies.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.rules.choice_texts import CHOICES
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP

ORDINALS = (
    QT_TRANSLATE_NOOP("RulesEditor", "1st"),
    QT_TRANSLATE_NOOP("RulesEditor", "2nd"),
    QT_TRANSLATE_NOOP("RulesEditor", "3rd"),
    QT_TRANSLATE_NOOP("RulesEditor", "4th"),
)
FLOATING_COUNT = (
    QT_TRANSLATE_NOOP("RulesEditor", "Nobody at the return points"),
    QT_TRANSLATE_NOOP("RulesEditor", "One at the return points"),
    QT_TRANSLATE_NOOP("RulesEditor", "Two at the return points"),
    QT_TRANSLATE_NOOP("RulesEditor", "Three at the return points"),
    QT_TRANSLATE_NOOP("RulesEditor", "All four at the return points"),
)

# Label and tooltip for each option, in a player's words.
OPTIONS: dict[str, tuple[str, str]] = {
    "players": (
        QT_TRANSLATE_NOOP("RulesEditor", "Players"),
        QT_TRANSLATE_NOOP("RulesEditor", "Four players, or three (sanma)."),
    ),
    "start_points": (
        QT_TRANSLATE_NOOP("RulesEditor", "Starting points"),
        QT_TRANSLATE_NOOP("RulesEditor", "The points each player has when the game begins."),
    ),
    "target_points": (
        QT_TRANSLATE_NOOP("RulesEditor", "Target"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The points first place must reach for the game to end after the last hand, in the "
            "extra round, and for a leading dealer to stop.",
        ),
    ),
    "return_points": (
        QT_TRANSLATE_NOOP("RulesEditor", "Return points"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The points the results are counted from. What the players paid in above their "
            "starting points goes to first place as a bonus (oka).",
        ),
    ),
    "uma": (
        QT_TRANSLATE_NOOP("RulesEditor", "Uma"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The bonus or penalty for finishing first to fourth, added to the result.",
        ),
    ),
    "uma_by_floating": (
        QT_TRANSLATE_NOOP("RulesEditor", "Uma by how many finish at the return points"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The uma changes with how many players end at or above the return points. Untick it "
            "to use the single uma above for every result.",
        ),
    ),
    "tie_break": (
        QT_TRANSLATE_NOOP("RulesEditor", "Equal points"),
        QT_TRANSLATE_NOOP("RulesEditor", "How players who end on the same points are ranked."),
    ),
    "leftover_sticks": (
        QT_TRANSLATE_NOOP("RulesEditor", "Leftover riichi sticks"),
        QT_TRANSLATE_NOOP("RulesEditor", "Who gets the riichi sticks left at the end."),
    ),
    "settlement": (
        QT_TRANSLATE_NOOP("RulesEditor", "Final result"),
        QT_TRANSLATE_NOOP("RulesEditor", "How the table points become the final result."),
    ),
    "kiriage_mangan": (
        QT_TRANSLATE_NOOP("RulesEditor", "Round up to mangan (kiriage)"),
        QT_TRANSLATE_NOOP("RulesEditor", "4 han 30 fu and 3 han 60 fu pay a mangan."),
    ),
    "kazoe_yakuman": (
        QT_TRANSLATE_NOOP("RulesEditor", "Counted yakuman (kazoe)"),
        QT_TRANSLATE_NOOP("RulesEditor", "13 han or more pays a yakuman, not a sanbaiman."),
    ),
    "yakuman_stacking": (
        QT_TRANSLATE_NOOP("RulesEditor", "Yakuman add up"),
        QT_TRANSLATE_NOOP("RulesEditor", "A hand with two yakuman pays a double yakuman."),
    ),
    "honba_ron": (
        QT_TRANSLATE_NOOP("RulesEditor", "Honba on ron"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "What the discarder pays the winner for each honba stick."
        ),
    ),
    "honba_tsumo": (
        QT_TRANSLATE_NOOP("RulesEditor", "Honba on tsumo"),
        QT_TRANSLATE_NOOP("RulesEditor", "What each other player pays for each honba stick."),
    ),
    "riichi_stick": (
        QT_TRANSLATE_NOOP("RulesEditor", "Riichi deposit"),
        QT_TRANSLATE_NOOP("RulesEditor", "What a player puts on the table to declare riichi."),
    ),
    "sanma_tsumo": (
        QT_TRANSLATE_NOOP("RulesEditor", "Three-player tsumo"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "With three players, what happens to the missing North seat's share."
        ),
    ),
    "game_length": (
        QT_TRANSLATE_NOOP("RulesEditor", "Game length"),
        QT_TRANSLATE_NOOP("RulesEditor", "How many rounds the game lasts."),
    ),
    "busting": (
        QT_TRANSLATE_NOOP("RulesEditor", "Busting ends the game"),
        QT_TRANSLATE_NOOP("RulesEditor", "The game ends as soon as a player drops below zero."),
    ),
    "bust_at_zero": (
        QT_TRANSLATE_NOOP("RulesEditor", "Bust at exactly zero"),
        QT_TRANSLATE_NOOP("RulesEditor", "A player on exactly 0 points busts as well."),
    ),
    "multiple_ron": (
        QT_TRANSLATE_NOOP("RulesEditor", "Several ron on one discard"),
        QT_TRANSLATE_NOOP("RulesEditor", "What happens when two or three call ron."),
    ),
    "honba_to_each_winner": (
        QT_TRANSLATE_NOOP("RulesEditor", "Honba to every ron winner"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "When several players win on one discard, each collects the honba, not only the "
            "winner nearest the discarder.",
        ),
    ),
    "multiple_ron_sticks": (
        QT_TRANSLATE_NOOP("RulesEditor", "Riichi sticks on several ron"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "Who takes the riichi sticks when several players win on one discard."
        ),
    ),
    "agari_yame": (
        QT_TRANSLATE_NOOP(
            "RulesEditor", "Dealer may stop after winning the last hand (agari-yame)"
        ),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "A dealer who wins the last hand while in first place may end the game there.",
        ),
    ),
    "tenpai_yame": (
        QT_TRANSLATE_NOOP(
            "RulesEditor", "Dealer may stop when tenpai at the last draw (tenpai-yame)"
        ),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "A dealer in first place and tenpai when the last hand is drawn may end the game "
            "there. Needs agari-yame.",
        ),
    ),
    "west_extension": (
        QT_TRANSLATE_NOOP("RulesEditor", "Play on into an extra round"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "If nobody has the return points after the last hand, play goes on into one more "
            "round (South after an East-only game, West after East-South) until somebody does.",
        ),
    ),
    "nagashi_mangan": (
        QT_TRANSLATE_NOOP("RulesEditor", "Nagashi mangan"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "At a draw, a player whose discards are all terminals and honours, none of them "
            "called, is paid a mangan.",
        ),
    ),
    "abortive_draws": (
        QT_TRANSLATE_NOOP("RulesEditor", "Abortive draws"),
        QT_TRANSLATE_NOOP("RulesEditor", "What ends the hand at once with nobody winning."),
    ),
    "pao": (
        QT_TRANSLATE_NOOP("RulesEditor", "Liability (pao)"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "Yakuman for which whoever fed the last set pays for the hand."
        ),
    ),
    "pao_whole_hand": (
        QT_TRANSLATE_NOOP("RulesEditor", "Liable player pays every yakuman"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "The player who fed the last set pays for the whole hand, not only the yakuman fed.",
        ),
    ),
    "pao_honba_liable": (
        QT_TRANSLATE_NOOP("RulesEditor", "Liable player pays the honba"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "On a ron with liability, the honba are paid by the liable player, not the discarder.",
        ),
    ),
    "pao_tsumo_as_ron": (
        QT_TRANSLATE_NOOP("RulesEditor", "Liable player pays a tsumo as a ron"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "On a tsumo with liability, the liable player pays what a ron would have cost. "
            "Otherwise what the tsumo payments add up to, which is less with three players and "
            "tsumo loss.",
        ),
    ),
    "chombo": (
        QT_TRANSLATE_NOOP("RulesEditor", "Chombo penalty"),
        QT_TRANSLATE_NOOP("RulesEditor", "How a serious mistake (chombo) is punished."),
    ),
    "chombo_points": (
        QT_TRANSLATE_NOOP("RulesEditor", "Chombo points"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "What a chombo costs when it is taken off the final result. It is paid to nobody.",
        ),
    ),
    "noten_total": (
        QT_TRANSLATE_NOOP("RulesEditor", "Noten payment"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "At a draw, what the players not tenpai pay those tenpai in all, shared equally.",
        ),
    ),
    "open_tanyao": (
        QT_TRANSLATE_NOOP("RulesEditor", "Open tanyao (kuitan)"),
        QT_TRANSLATE_NOOP("RulesEditor", "All simples counts in a hand with calls."),
    ),
    "red_fives": (
        QT_TRANSLATE_NOOP("RulesEditor", "Red fives"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "One red five in each suit counts as a dora (no red 5m with three players).",
        ),
    ),
    "double_yakuman_forms": (
        QT_TRANSLATE_NOOP("RulesEditor", "Double yakuman forms"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "Suuankou on a single wait, kokushi on 13 waits, junsei chuuren and daisuushii pay "
            "a double yakuman.",
        ),
    ),
    "renhou": (
        QT_TRANSLATE_NOOP("RulesEditor", "Renhou"),
        QT_TRANSLATE_NOOP(
            "RulesEditor",
            "A non-dealer's ron in the first go-around, before any call.",
        ),
    ),
    "ippatsu": (
        QT_TRANSLATE_NOOP("RulesEditor", "Ippatsu"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "A win within one go-around of riichi, with no call between, is a yaku."
        ),
    ),
    "ura_dora": (
        QT_TRANSLATE_NOOP("RulesEditor", "Ura dora"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "A riichi winner also counts the tiles under the dora indicators."
        ),
    ),
    "kan_dora": (
        QT_TRANSLATE_NOOP("RulesEditor", "Kan dora"),
        QT_TRANSLATE_NOOP("RulesEditor", "Each kan turns over another dora indicator."),
    ),
    "double_wind_pair": (
        QT_TRANSLATE_NOOP("RulesEditor", "Double wind pair"),
        QT_TRANSLATE_NOOP(
            "RulesEditor", "The fu of a pair that is both the seat wind and the round wind."
        ),
    ),
}


def translated(text: str) -> str:
    """One of the texts above, or of `choice_texts`, in the language of the app."""
    return QCoreApplication.translate("RulesEditor", text)


def option_text(name: str) -> tuple[str, str]:
    """The label and tooltip of an option, translated."""
    texts = OPTIONS.get(name)
    if texts is None:
        # An option new to the core reads as its own name until it gets words here.
        return name.replace("_", " ").capitalize(), ""
    return translated(texts[0]), translated(texts[1])


def choice_text(member: Enum) -> tuple[str, str]:
    """The label and tooltip of one choice of an option, translated."""
    texts = CHOICES.get(member)
    if texts is None:
        return member.name.replace("_", " ").capitalize(), ""
    return translated(texts[0]), translated(texts[1])
