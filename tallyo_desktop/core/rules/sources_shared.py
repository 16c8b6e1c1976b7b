"""Entries and readings that several presets share: facts of the game, options that have no
effect under a preset's other options, and readings of how the core plays a rule."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_model import (
    Citation,
    OptionEntry,
    Reading,
    cite,
    confirmed,
    entries,
    read,
    reading,
)

STICKS_TIE_BY_SEAT = reading(
    "A tie for first place at the end: the sticks go to the tied player seated nearer the first "
    "dealer, who ranks first under these rules. Places are decided on the points before the "
    "sticks are added.",
    "leftover_sticks",
    "tie_break",
)
STICKS_TIE_SPLIT = reading(
    "A tie for first place at the end: the tied players share the sticks equally, as they share "
    "the uma and the oka. Each share is rounded down to 100 points and the hundreds left over go "
    "one each to the tied players in seat order from the first dealer.",
    "leftover_sticks",
    "tie_break",
)
NO_EXTRA_ROUND = reading(
    "No source mentions an extra round, and none is played: the game ends the first time the "
    "deal passes after the last hand, whatever the points. A dealer who wins or is tenpai in the "
    "last hand keeps the deal and plays it again with one more honba, for as long as the dealer "
    "keeps it, since there is no agari-yame either.",
    "west_extension",
    "agari_yame",
)
EXTRA_ROUND = reading(
    "How the extra round runs (the West round after East and South; the South round in an "
    "East-only game): the game ends after the first hand in which the deal passes and somebody "
    "has at least {target_points} points (riichi sticks on the table do not count). A dealer "
    "who repeats plays on, unless agari-yame or tenpai-yame ends the game because the dealer is "
    "first (ties ranked by seat) with at least {target_points}. The round's last hand (the "
    "fourth; the third with three players) ends the game when the deal passes, whatever the "
    "points; a dealer repeat there (a win, tenpai at the draw, or an abortive draw) plays the "
    "same hand again with one more honba, for as long as the dealer keeps the deal.",
    "west_extension",
    "target_points",
    "agari_yame",
    "tenpai_yame",
)
KAZOE_CAP = reading(
    "13 han or more pays one yakuman however many han there are: no hand of 26 han or more is "
    "known from these platforms, so whether it would pay two is open (MJ-3).",
    "kazoe_yakuman",
)
PAO_HONBA_BY_DISCARDER = reading(
    "Nothing found for this rule set says who pays the honba on a ron with pao. The preset "
    "follows the common rule: the discarder pays them, the liable player shares only the hand "
    "(RW-HONBA).",
    "pao_honba_liable",
)
NO_TENPAI_YAME = reading(
    "Without agari-yame there is no tenpai-yame either: a dealer tenpai at the last draw keeps "
    "the deal and plays on.",
    "tenpai_yame",
    "agari_yame",
)

RW_RIICHI = cite(
    "RW-RIICHI",
    '"the riichi announcer now places a bet of 1,000 points on the table. This bet is collected '
    'by the next player to win a hand."',
)
RW_HONBA_RON = cite(
    "RW-HONBA",
    "\"For each honba in play, a winning hand's score increases by 300. For ron, the discarder "
    'pays the additional 300 points."',
)
RW_HONBA_TSUMO = cite(
    "RW-HONBA", '"For tsumo, everyone pays an additional 100 each (whether dealer or not)."'
)
RW_HONBA_PAO = cite(
    "RW-HONBA",
    'pao on a ron "is subject to rule variation, but most rulesets have the discarder of the '
    'winning tile pay for the honba completely"',
)
RW_NOTEN = cite(
    "RW-RYUUKYOKU",
    '"the total exchange of 3000 points are evenly split between among the tenpai players from '
    'the noten players."',
)


def riichi_deposit(*citations: Citation) -> OptionEntry:
    return confirmed("riichi_stick", RW_RIICHI, *citations)


def honba(
    ron: tuple[Citation, ...] = (), tsumo: tuple[Citation, ...] = ()
) -> dict[str, OptionEntry]:
    """The common 300 a honba: all of it from the discarder, or 100 from each payer."""
    return entries(
        confirmed("honba_ron", RW_HONBA_RON, *ron),
        confirmed("honba_tsumo", RW_HONBA_TSUMO, *tsumo),
    )


def noten_payment(*citations: Citation) -> OptionEntry:
    return confirmed("noten_total", RW_NOTEN, *citations)


def four_players(citation: Citation) -> dict[str, OptionEntry]:
    """Four seats, so the three-player tsumo scheme never applies."""
    return entries(
        confirmed("players", citation),
        confirmed(
            "sanma_tsumo",
            citation,
            note="Has no effect: with four players every other player pays on a tsumo.",
        ),
    )


def one_winner(citation: Citation) -> dict[str, OptionEntry]:
    """Under head bump a hand has one winner, so what several winners get never arises."""
    note = "Has no effect: under head bump only one player wins on a discard."
    return entries(
        confirmed("honba_to_each_winner", citation, note=note),
        confirmed("multiple_ron_sticks", citation, note=note),
    )


def no_busting(*citations: Citation, why: Reading | None = None) -> dict[str, OptionEntry]:
    busting = (
        confirmed("busting", *citations) if why is None else read("busting", *citations, why=why)
    )
    return entries(
        busting,
        confirmed(
            "bust_at_zero",
            *citations,
            note="Has no effect: nobody busts under these rules, at zero or below.",
        ),
    )


def target_without_effect(*citations: Citation) -> OptionEntry:
    return confirmed(
        "target_points",
        *citations,
        note="Has no effect: with no extra round and no agari-yame, the target never decides "
        "anything.",
    )


def single_yakuman_pao(citation: Citation) -> OptionEntry:
    return confirmed(
        "pao_whole_hand",
        citation,
        note="Has no effect: yakuman do not add up, so a hand is never worth more than the one "
        "yakuman the liable player fed.",
    )


def liable_tsumo(*citations: Citation) -> OptionEntry:
    return confirmed(
        "pao_tsumo_as_ron",
        *citations,
        note="With four players a yakuman tsumo costs what a ron would, so the liable player "
        "pays the same either way.",
    )


def online_chombo(citation: Citation) -> dict[str, OptionEntry]:
    """Online play: the client refuses a wrong win or a noten riichi, so there is no chombo."""
    return entries(
        confirmed("chombo", citation),
        confirmed("chombo_points", citation, note="Has no effect: there is no chombo."),
    )
