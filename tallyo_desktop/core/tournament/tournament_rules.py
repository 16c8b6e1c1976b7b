"""A tournament's rules: the rules every game is played and settled by, the step a referee's
penalty is given in, and how players level on their total are told apart.

Every rule preset of the game is a tournament preset of the same identifier. What each preset
does with ties, and where that comes from, is in docs/tournament.md ("Ties").
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID, Rules
from tallyo_desktop.core.values import valueclass

PENALTY_STEP = 100
"""The step of a penalty under every preset: Mahjong Pantheon's EMA, WRC and JPML-A rule sets
give penalties from 100 to 20000 points in steps of 100 (Common/rulesets/ema.php, wrc.php,
jpmlA.php)."""
MOST_PENALTY = 100_000
"""The largest penalty Tallyo takes at once: five chombo."""


class TieBreak(Enum):
    """A way of telling apart players level on their total. Those still level after every
    tie-break of the rules share the place."""

    BEST_RESULT = "best_result"
    """The better single game result."""
    TABLE_POINTS = "table_points"
    """More table points at the end of their games, added up (before uma and oka)."""
    FIRST_PLACES = "first_places"
    """More games finished first."""

    @property
    def label(self) -> str:
        match self:
            case TieBreak.BEST_RESULT:
                return translate("Tournament rules", "the better single result")
            case TieBreak.TABLE_POINTS:
                return translate("Tournament rules", "more table points")
            case TieBreak.FIRST_PLACES:
                return translate("Tournament rules", "more first places")
        assert_never(self)


SHARING = frozenset({"wrc", "ema-2016", "ema-2025"})
"""The presets under which players level on their total share the place: the EMA's ranking
counts each place of a tournament's results table (mahjong-europe.org, "Basics for ranking
system") and gives tied players one place."""
BROKEN = (TieBreak.BEST_RESULT, TieBreak.TABLE_POINTS)
"""The other presets' tie-breaks: Tallyo's reading, as no source found gives theirs."""


@valueclass
class TournamentRules:
    """How a tournament is played and ranked."""

    game: Rules
    """Every game's rules: start points, uma and oka, chombo and leftover sticks settle each
    table as they settle a game."""
    penalty_step: int = PENALTY_STEP
    tie_breaks: tuple[TieBreak, ...] = ()
    """In order; players still level share their place."""

    @property
    def table_size(self) -> int:
        return self.game.players

    @property
    def preset(self) -> str:
        return self.game.preset

    def problems(self) -> list[str]:
        """Why a tournament cannot be played by these rules (empty when it can)."""
        found = list(self.game.problems())
        if self.penalty_step <= 0 or self.penalty_step % 100 or self.penalty_step > MOST_PENALTY:
            found.append(
                translate(
                    "Tournament rules",
                    "A penalty's step is a multiple of 100 points, from 100 to {most}.",
                ).format(most=MOST_PENALTY)
            )
        if len(set(self.tie_breaks)) < len(self.tie_breaks):
            found.append(translate("Tournament rules", "A tie-break is named twice."))
        return found

    def checked(self) -> TournamentRules:
        problems = self.problems()
        if problems:
            raise TallyoError(" ".join(problems))
        return self


def tournament_rules(game: Rules) -> TournamentRules:
    """The tournament preset for games played by `game`: its tie-breaks and penalty step."""
    breaks = () if game.preset in SHARING else BROKEN
    return TournamentRules(game, PENALTY_STEP, breaks)


def tournament_presets(players: int = 4) -> list[TournamentRules]:
    """The tournament presets for tables of `players`, in the order the game's are offered."""
    return [
        tournament_rules(rules)
        for rules in presets.PRESETS.values()
        if rules.players == players and rules.preset != CUSTOM_ID
    ]


def ties_text(rules: TournamentRules) -> str:
    """How ties are broken, in the organiser's words."""
    if not rules.tie_breaks:
        return translate("Tournament rules", "Players level on their total share the place.")
    return translate(
        "Tournament rules",
        "Players level on their total are ranked by {breaks}; those still level share the place.",
    ).format(
        #: Between two tie-breaks: "the better single result, then more table points".
        breaks=translate("Tournament rules", ", then ").join(tie.label for tie in rules.tie_breaks)
    )
