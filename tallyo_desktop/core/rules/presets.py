"""Rule presets for the common rule sets, each with a stable identifier.

The identifier ("tenhou") is what game records, the command line and the library use; the name a
player reads is `preset_name`, in the app's language. Every option's value and its source are in
docs/rules.md; the comments here say only which reading a preset took where the sources are
silent or disagree.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import (
    ALL_ABORTIVE_DRAWS,
    CUSTOM_ID,
    FOUR_PLAYER_ONLY_DRAWS,
    AbortiveDraw,
    ChomboPenalty,
    DoubleWindPair,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    MultipleRonSticks,
    PaoYakuman,
    Renhou,
    Rules,
    Settlement,
    TieBreak,
    UmaByFloating,
)

_DRAGONS_AND_WINDS = frozenset({PaoYakuman.DAISANGEN, PaoYakuman.DAISUUSHII})
_ALL_PAO = frozenset(PaoYakuman)
_FLAT_UMA = (15000, 5000, -5000, -15000)

# The WRC 2015 rules. Reading taken: riichi sticks left at the end are lost, as two sources
# say (rulesets.md says first place takes them).
WRC = Rules(
    preset="wrc",
    start_points=30000,
    target_points=30000,
    return_points=30000,
    uma=_FLAT_UMA,
    tie_break=TieBreak.SPLIT,
    leftover_sticks=LeftoverSticks.LOST,
    kiriage_mangan=True,
    kazoe_yakuman=False,
    yakuman_stacking=False,
    busting=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    pao=_DRAGONS_AND_WINDS,
    chombo=ChomboPenalty.AT_SETTLEMENT,
    red_fives=False,
    renhou=Renhou.FIVE_HAN,
)

# Reading taken: each winner of a multiple ron collects the honba.
EMA_2016 = WRC.with_changes(
    preset="ema-2016",
    leftover_sticks=LeftoverSticks.TO_FIRST,
    kiriage_mangan=False,
    multiple_ron=MultipleRon.DOUBLE_AND_TRIPLE_RON,
    honba_to_each_winner=True,
    multiple_ron_sticks=MultipleRonSticks.OWN_STICK_BACK,
    renhou=Renhou.MANGAN,
)

# Its chombo ends the hand, which every chombo here does.
EMA_2025 = EMA_2016.with_changes(preset="ema-2025", kiriage_mangan=True)

TENHOU = Rules(
    preset="tenhou",
    start_points=25000,
    target_points=30000,
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
    pao=_DRAGONS_AND_WINDS,
    # The real games show a double yakuman with pao for its daisangen paid in full by the
    # liable seat.
    pao_whole_hand=True,
    pao_honba_liable=True,
    chombo=ChomboPenalty.NONE,
)

TENHOU_ROUNDED = TENHOU.with_changes(preset="tenhou-2020", settlement=Settlement.ROUND_TO_THOUSAND)

# Tenhou as its logs of 2009 show it, to replay games of that time (not offered for play).
# Tenpai-yame was not yet in force: a game of February 2009 plays on after the dealer's tenpai in
# South 4 while first with over 30000.
TENHOU_2009 = TENHOU_ROUNDED.with_changes(preset="tenhou-2009", tenpai_yame=False)

# The East-only lobby of 2009, with uma 10/5. Reading taken, since no log of it reaches the extra
# round: nobody at the target after East 4 sends the game on into a sudden-death South round.
TENHOU_EAST_2009 = TENHOU_2009.with_changes(
    preset="tenhou-east-2009",
    game_length=GameLength.EAST_ONLY,
    uma=(10000, 5000, -5000, -10000),
)

# Readings taken: equal points by seat order, busting below 0 (exactly 0 plays on), every
# abortive draw but the triple-ron one.
MAHJONG_SOUL = Rules(
    preset="mahjong-soul",
    start_points=25000,
    target_points=30000,
    return_points=25000,
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
    pao=_DRAGONS_AND_WINDS,
    pao_honba_liable=True,
    chombo=ChomboPenalty.NONE,
    double_yakuman_forms=True,
)

# Readings taken: leftover sticks to first; nagashi mangan played; chombo -20000 at the
# settlement (one source says a reverse mangan instead).
M_LEAGUE = Rules(
    preset="m-league",
    start_points=25000,
    target_points=30000,
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
    double_wind_pair=DoubleWindPair.TWO_FU,
)

# Uma by how many players float at 30000 or more. Readings taken: exactly 30000 floats; tied
# players share the uma; with nobody floating (only possible with sticks lost on the table) or
# everybody on exactly 30000, the two-floating uma applies.
_JPML_TWO = (8000, 4000, -4000, -8000)
JPML_A = Rules(
    preset="jpml-a",
    start_points=30000,
    target_points=30000,
    return_points=30000,
    uma=_JPML_TWO,
    uma_by_floating=UmaByFloating(
        (
            _JPML_TWO,
            (12000, -1000, -3000, -8000),
            _JPML_TWO,
            (8000, 3000, 1000, -12000),
            _JPML_TWO,
        )
    ),
    tie_break=TieBreak.SPLIT,
    leftover_sticks=LeftoverSticks.LOST,
    kiriage_mangan=False,
    kazoe_yakuman=False,
    yakuman_stacking=False,
    busting=False,
    multiple_ron=MultipleRon.HEAD_BUMP,
    abortive_draws=ALL_ABORTIVE_DRAWS - {AbortiveDraw.TRIPLE_RON},
    pao=_ALL_PAO,
    chombo=ChomboPenalty.AT_SETTLEMENT,
    red_fives=False,
    renhou=Renhou.MANGAN,
    ippatsu=False,
    ura_dora=False,
    kan_dora=False,
)

# Three players: 35000 start, 40000 to end, 200 a honba on ron, tsumo loss, 2000 noten.
# Readings taken for the open questions: a pao tsumo costs the liable seat what a ron would;
# nagashi mangan and a reverse mangan are paid like a mangan tsumo under the rules' tsumo scheme;
# the extra round and agari-yame use the 40000 target.
TENHOU_3P = TENHOU.with_changes(
    preset="tenhou-3p",
    players=3,
    start_points=35000,
    target_points=40000,
    return_points=40000,
    uma=(20000, 0, -20000),
    honba_ron=200,
    noten_total=2000,
    abortive_draws=ALL_ABORTIVE_DRAWS - FOUR_PLAYER_ONLY_DRAWS,
)

TENHOU_3P_ROUNDED = TENHOU_3P.with_changes(
    preset="tenhou-3p-2020", settlement=Settlement.ROUND_TO_THOUSAND
)

MAHJONG_SOUL_3P = MAHJONG_SOUL.with_changes(
    preset="mahjong-soul-3p",
    players=3,
    start_points=35000,
    target_points=40000,
    return_points=35000,
    uma=(15000, 0, -15000),
    honba_ron=200,
    noten_total=2000,
    abortive_draws=ALL_ABORTIVE_DRAWS - FOUR_PLAYER_ONLY_DRAWS,
)

# The default for a casual game: Mahjong Soul's rules, because that is where most casual players
# learned the game, so points, busting and the end of the game behave as they expect.
DEFAULT = MAHJONG_SOUL

CUSTOM = DEFAULT.with_changes(preset=CUSTOM_ID)
"""The starting point for a rule set of the players' own: the default, to be edited."""

PRESETS: dict[str, Rules] = {
    rules.preset: rules
    for rules in (
        WRC, EMA_2016, EMA_2025, TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, M_LEAGUE, JPML_A,
        TENHOU_3P, MAHJONG_SOUL_3P,
    )
}  # fmt: skip
"""The presets offered for play, by identifier."""

EAST_ONLY_PLAYED = ("tenhou", "mahjong-soul", "tenhou-3p", "mahjong-soul-3p")
"""The presets whose own rooms play East-only games too: Tenhou's and Mahjong Soul's East
lobbies (docs/rules.md). They are offered East-only as well."""

KNOWN: dict[str, Rules] = {
    **PRESETS,
    **{rules.preset: rules for rules in (TENHOU_2009, TENHOU_EAST_2009, TENHOU_3P_ROUNDED)},
}
"""Every preset a record may name: those offered, and the older Tenhou rules kept to replay
games of their time."""


def preset_name(preset: str) -> str:
    """The name a player reads for a preset identifier; "Custom" for anything else."""
    match preset:
        case "wrc":
            return translate("presets", "WRC")
        case "ema-2016":
            return translate("presets", "EMA 2016")
        case "ema-2025":
            return translate("presets", "EMA 2025")
        case "tenhou":
            return translate("presets", "Tenhou")
        case "tenhou-2020":
            return translate("presets", "Tenhou (before 2021)")
        case "tenhou-2009":
            return translate("presets", "Tenhou (2009)")
        case "tenhou-east-2009":
            return translate("presets", "Tenhou East (2009)")
        case "mahjong-soul":
            return translate("presets", "Mahjong Soul")
        case "m-league":
            return translate("presets", "M-League")
        case "jpml-a":
            return translate("presets", "JPML-A")
        case "tenhou-3p":
            return translate("presets", "Tenhou three-player")
        case "tenhou-3p-2020":
            return translate("presets", "Tenhou three-player (before 2021)")
        case "mahjong-soul-3p":
            return translate("presets", "Mahjong Soul three-player")
    return translate("presets", "Custom")


def rules_name(rules: Rules) -> str:
    """What the rules are called: the preset's name, with "East only" for that variant."""
    return name_of(rules.preset, east_only=rules.game_length is GameLength.EAST_ONLY)


def name_of(preset: str, *, east_only: bool) -> str:
    """The name of a preset's rules, played in the East round only or not."""
    name = preset_name(preset)
    base = KNOWN.get(preset)
    if east_only and base is not None and base.game_length is not GameLength.EAST_ONLY:
        #: A preset played for the East round only: "Tenhou (East only)".
        return translate("presets", "{name} (East only)").format(name=name)
    return name


def offered() -> list[Rules]:
    """The rules offered for a new game: each preset, followed by its East-only variant where
    its rooms play one."""
    found: list[Rules] = []
    for preset, rules in PRESETS.items():
        found.append(rules)
        if preset in EAST_ONLY_PLAYED:
            found.append(east_only(rules))
    return found


def named(rules: Rules) -> Rules:
    """`rules` under the name of the preset they are: a preset, or a preset played East-only,
    keeps that preset's identifier (the one they name first, if it still fits), whatever
    they were called; any other rules are "custom". So a game filed under "custom" whose
    options are exactly Tenhou's is a Tenhou game."""
    for preset in (rules.preset, *KNOWN):
        variants = _VARIANTS.get(preset)
        if variants is not None:
            same = replace(rules, preset=preset)
            if same in variants:
                return same
    return replace(rules, preset=CUSTOM_ID)


def filed(rules: Rules) -> Rules:
    """The rules as a game is filed under them: "custom" rules that are a preset's (or a
    preset's played East-only) under that preset; any other name stands as it was given, a
    record of a preset since changed still naming it."""
    return named(rules) if rules.preset == CUSTOM_ID else rules


def by_id(preset: str, *, east: bool = False) -> Rules:
    """The preset named `preset` (KeyError if there is none), or its East-only variant."""
    rules = KNOWN[preset]
    return east_only(rules) if east else rules


def east_only(rules: Rules) -> Rules:
    """The same rules for the East round only; still the same preset."""
    return rules.with_changes(preset=rules.preset, game_length=GameLength.EAST_ONLY)


def custom(base: Rules = DEFAULT, **changes: object) -> Rules:
    """A custom rule set: a preset with some options changed."""
    return base.with_changes(**changes)


_VARIANTS = {preset: (rules, east_only(rules)) for preset, rules in KNOWN.items()}
"""Each known preset as it is and played East-only, as `named` compares rules with them."""
