"""Which games the `stats` command counts, and everything worked out from them.

The files are read and sorted into games as the `standings` command reads them (one game
however many copies, `club.game_files.gather`), and the same games count.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tallyo_desktop.core.club.game_files import GameFiles, Refused
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.statistics.achievements import Award, achievements
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.rating import RatingSeries, chronological, ratings
from tallyo_desktop.core.statistics.scope import Scope, game_date, player_name
from tallyo_desktop.core.statistics.totals import PlayerTotals, player_totals


@dataclass
class Counted:
    """What was found in the files: the games counted, and what was not counted and why."""

    scope: Scope
    player: str | None
    read: int
    games: list[GameFigures] = field(default_factory=list)
    skipped: int = 0
    unfinished: list[str] = field(default_factory=list)
    conflicts: list[tuple[str, ...]] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    totals: list[PlayerTotals] = field(default_factory=list)
    ratings: dict[str, RatingSeries] = field(default_factory=dict)
    awards: list[Award] = field(default_factory=list)

    @property
    def shown(self) -> list[PlayerTotals]:
        """The players shown: all of them, or the one asked for."""
        if self.player is None:
            return self.totals
        return [player for player in self.totals if player.name == self.player]


def _alike(names: tuple[str, ...]) -> str | None:
    seen: set[str] = set()
    for name in names:
        if name in seen:
            return name
        seen.add(name)
    return None


def _order(player: PlayerTotals) -> tuple[int, float, str]:
    """As the standings order their rows: total, average place as shown, then name."""
    counts = player.counts
    average = round(counts.place_total / counts.games, 2) if counts.games else 0.0
    return (-counts.result, average, player.name)


def count(files: GameFiles, scope: Scope, player: str | None) -> Counted:
    """The games `files` holds that `scope` keeps, and everything worked out from them.

    The filters apply as the standings' do: conflicts, dates, player count, finished; a rule
    preset left out is left out of everything, as a date is. A game is kept under the path of
    the copy that counts.
    """
    counted = Counted(scope, player, files.read, refused=list(files.refused))
    for found in files.games:
        path, saved = found.counted.path, found.counted.saved
        game = saved.game
        if not scope.keeps_date(game_date(saved.metadata)):
            continue
        if scope.presets is not None and game.rules.preset not in scope.presets:
            continue
        if game.rules.players != scope.players:
            counted.skipped += game.is_over
            continue
        if not game.is_over:
            counted.unfinished.append(path)
            continue
        alike = _alike(tuple(player_name(name) for name in game.names))
        if alike is not None:
            counted.refused.append(
                Refused(
                    path,
                    translate(
                        "club",
                        "Two players in {path} have the same name once written alike: {name}. "
                        "Open the game and give each player a different name.",
                    ).format(path=path, name=alike),
                )
            )
            continue
        counted.games.append(game_figures(game, saved.metadata, path))
    for conflict in files.conflicts:
        if any(
            scope.keeps_date(game_date(copy.saved.metadata))
            and copy.saved.game.rules.players == scope.players
            and (scope.presets is None or copy.saved.game.rules.preset in scope.presets)
            for copy in conflict.copies
        ):
            counted.conflicts.append(conflict.paths)
    counted.totals = sorted(player_totals(counted.games), key=_order)
    counted.ratings = ratings(chronological(counted.games))
    counted.awards = achievements(counted.totals, counted.games)
    return counted
