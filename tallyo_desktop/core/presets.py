"""Rule presets for the common rule sets.

Sources: the official rulebooks' published summaries (the WRC, EMA and M-League rules), the rule
sets of the MahjongPantheon tournament system, and 178 real Tenhou games for the Tenhou preset.
Where the sources disagree or are silent, each preset's comment says which reading it took.
"""

from __future__ import annotations

from tallyo_desktop.core.rules import (
    ALL_ABORTIVE_DRAWS,
    AbortiveDraw,
    ChomboPenalty,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    PaoYakuman,
    Rules,
    Settlement,
    TieBreak,
    UmaByCount,
)

_ALL_PAO = frozenset(PaoYakuman)
_FLAT_UMA = (15000, 5000, -5000, -15000)

# World Riichi Championship rules: 30000 start and return (no oka), uma 15/5, tied players split
# uma, kiriage mangan, no counted yakuman and no stacking, no busting, head bump, no abortive
# draws or nagashi mangan, chombo -20000 at the settlement.
WRC = Rules(
    name="WRC",
    start_points=30000,
    return_points=30000,
    uma=_FLAT_UMA,
    tie_break=TieBreak.SPLIT,
    kiriage_mangan=True,
    kazoe_yakuman=False,
    yakuman_stacking=False,
    busting=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    pao=frozenset({PaoYakuman.DAISANGEN, PaoYakuman.DAISUUSHII}),
    chombo=ChomboPenalty.AT_SETTLEMENT,
)

# EMA Riichi Competition Rules 2016: as WRC but no kiriage mangan, and double and triple ron are
# all paid. Reading taken: each winner of a multiple ron collects the honba, the riichi sticks go
# to the winner nearest the discarder.
EMA_2016 = WRC.with_changes(
    name="EMA 2016",
    kiriage_mangan=False,
    multiple_ron=MultipleRon.DOUBLE_AND_TRIPLE_RON,
    honba_to_each_winner=True,
)

# EMA 2025: as EMA 2016 with kiriage mangan. Its chombo ends the hand, which every chombo here does.
EMA_2025 = EMA_2016.with_changes(name="EMA 2025", kiriage_mangan=True)

# Tenhou ranked games, as 178 real games show them: 25000/30000 with a 20000 oka, uma 20/10,
# equal points by seat order, busting below 0, double ron with honba and sticks to the nearest
# winner (triple ron is an abortive draw), agari-yame and tenpai-yame, a sudden-death West round,
# nagashi mangan, every abortive draw, pao including suukantsu covering the whole hand (a double
# yakuman with pao for its daisangen is paid in full by the liable seat), no chombo.
# The games from 2021 on keep exact decimals; `TENHOU_ROUNDED` reproduces the earlier ones.
TENHOU = Rules(
    name="Tenhou",
    start_points=25000,
    return_points=30000,
    uma=(20000, 10000, -10000, -20000),
    tie_break=TieBreak.SEAT_ORDER,
    kiriage_mangan=False,
    kazoe_yakuman=True,
    yakuman_stacking=True,
    busting=True,
    multiple_ron=MultipleRon.DOUBLE_RON,
    agari_yame=True,
    tenpai_yame=True,
    west_extension=True,
    nagashi_mangan=True,
    abortive_draws=ALL_ABORTIVE_DRAWS,
    pao=_ALL_PAO,
    pao_whole_hand=True,
    chombo=ChomboPenalty.NONE,
)

# Tenhou before 2021: each player's points are rounded to the nearest 1000 before the uma.
TENHOU_ROUNDED = TENHOU.with_changes(
    name="Tenhou (before 2021)", settlement=Settlement.ROUND_TO_THOUSAND
)

# Tenhou as its logs of 2009 show it, to replay games of that time (not offered for play, so not
# in PRESETS). Agari-yame already ended the game, but tenpai-yame did not yet: a game of
# February 2009 plays on after the dealer's tenpai in South 4 while first with over 30000.
TENHOU_2009 = TENHOU_ROUNDED.with_changes(name="Tenhou (2009)", tenpai_yame=False)

# The East-only lobby of 2009 (鳳東): as `TENHOU_2009`, East only with uma 10/5. Reading taken,
# since no log of it reaches the extra round: as in the East-South game, nobody at the return
# points after East 4 sends the game on into a sudden-death South round.
TENHOU_EAST_2009 = TENHOU_2009.with_changes(
    name="Tenhou East (2009)",
    game_length=GameLength.EAST_ONLY,
    uma=(10000, 5000, -5000, -10000),
)

# Mahjong Soul (friendly rooms): the reference leaves the uma, the oka and the multiple-ron sticks
# unconfirmed. Readings taken: 25000/30000 with a 20000 oka and uma 15/5, equal points by seat
# order, honba and sticks to the winner nearest the discarder, busting below 0 (exactly 0 plays
# on), double and triple ron, every abortive draw but the triple-ron one.
MAHJONG_SOUL = Rules(
    name="Mahjong Soul",
    start_points=25000,
    return_points=30000,
    uma=_FLAT_UMA,
    tie_break=TieBreak.SEAT_ORDER,
    kiriage_mangan=False,
    kazoe_yakuman=True,
    yakuman_stacking=True,
    busting=True,
    multiple_ron=MultipleRon.DOUBLE_AND_TRIPLE_RON,
    agari_yame=True,
    tenpai_yame=True,
    west_extension=True,
    nagashi_mangan=True,
    abortive_draws=ALL_ABORTIVE_DRAWS - {AbortiveDraw.TRIPLE_RON},
    pao=_ALL_PAO,
    chombo=ChomboPenalty.NONE,
)

# M-League: 25000/30000 with a 20000 oka, uma 30/10, tied players split, kiriage mangan, no
# counted yakuman, stacking yakuman, no busting, head bump, no abortive draws. Readings taken:
# leftover sticks to first; nagashi mangan played; chombo -20000 at the settlement (one source
# says a reverse mangan instead).
M_LEAGUE = Rules(
    name="M-League",
    start_points=25000,
    return_points=30000,
    uma=(30000, 10000, -10000, -30000),
    tie_break=TieBreak.SPLIT,
    kiriage_mangan=True,
    kazoe_yakuman=False,
    yakuman_stacking=True,
    busting=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    nagashi_mangan=True,
    pao=_ALL_PAO,
    chombo=ChomboPenalty.AT_SETTLEMENT,
)

# JPML A rules: 30000/30000, uma by how many players finish below 30000, head bump, abortive
# draws, no nagashi mangan, leftover sticks not paid out, chombo -20000 at the settlement.
# Readings taken: tied players split the uma; with nobody or everybody below 30000 (only possible
# when sticks are left on the table) the two-below uma applies.
_JPML_TWO = (8000, 4000, -4000, -8000)
JPML_A = Rules(
    name="JPML-A",
    start_points=30000,
    return_points=30000,
    uma=_JPML_TWO,
    uma_by_count=UmaByCount(
        (
            _JPML_TWO,
            (12000, -1000, -3000, -8000),
            _JPML_TWO,
            (8000, 3000, 1000, -12000),
            _JPML_TWO,
        )
    ),
    tie_break=TieBreak.SPLIT,
    leftover_sticks=LeftoverSticks.NOT_PAID,
    kiriage_mangan=False,
    kazoe_yakuman=False,
    yakuman_stacking=False,
    busting=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    abortive_draws=ALL_ABORTIVE_DRAWS - {AbortiveDraw.TRIPLE_RON},
    pao=_ALL_PAO,
    chombo=ChomboPenalty.AT_SETTLEMENT,
)

# The default for a casual game: Mahjong Soul's rules, because that is where most casual players
# learned the game, so points, busting and the end of the game behave as they expect.
DEFAULT = MAHJONG_SOUL

CUSTOM = DEFAULT.with_changes(name="Custom")
"""The starting point for a rule set of the players' own: the default, to be edited."""

PRESETS: dict[str, Rules] = {
    rules.name: rules
    for rules in (
        WRC, EMA_2016, EMA_2025, TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, M_LEAGUE, JPML_A, CUSTOM,
    )
}  # fmt: skip


def custom(base: Rules = DEFAULT, **changes: object) -> Rules:
    """A custom rule set: a preset with some options changed."""
    return base.with_changes(**changes)


def east_only(rules: Rules) -> Rules:
    return rules.with_changes(name=f"{rules.name} (East only)", game_length=GameLength.EAST_ONLY)
