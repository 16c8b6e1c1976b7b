"""Which games the `stats` command counts, and everything worked out from them.

The files are read and sorted into games as the `standings` command reads them (one game
however many copies, `club.game_files.gather`), and the same games count; of each copy only
its figures are kept, not its game.
"""

from __future__ import annotations

from collections.abc import Iterable

from tallyo_desktop.core.club.game_files import Copy, GameFiles, Refused, Seen, gather
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.statistics.achievements import Award, achievements
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.rating import RatingSeries, chronological, ratings
from tallyo_desktop.core.statistics.scope import Scope, player_name
from tallyo_desktop.core.statistics.totals import PlayerTotals, player_totals
from tallyo_desktop.core.values import field, valueclass


@valueclass(slots=True)
class Summary:
    """What is kept of a copy of a game while the files are read: its preset, two players'
    names written alike, and its figures once it is finished (kept under its path)."""

    preset: str
    alike: str | None
    figures: GameFigures | None


@valueclass(frozen=False)
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


def summarise(saved: SavedGame, path: str) -> Summary:
    """What the command keeps of a copy that may count (read from `path`, the key its figures
    are kept under), made while its game is at hand."""
    game = saved.game
    alike = _alike(tuple(player_name(name) for name in game.names))
    figures = game_figures(game, saved.metadata, path) if game.is_over else None
    return Summary(game.rules.preset, alike, figures)


def gathered(paths: Iterable[str]) -> GameFiles[Summary]:
    """The games in the files and folders `paths`, one however many copies (as `standings`)."""
    return gather(paths, summarise)


def _keeps(scope: Scope, seen: Seen) -> bool:
    return seen.players == scope.players and scope.keeps_date(seen.date)


def count(files: GameFiles[Summary], scope: Scope, player: str | None) -> Counted:
    """The games `files` holds that `scope` keeps, and everything worked out from them.

    The filters apply as the standings' do: conflicts, dates, player count (a game of the other
    count is skipped, finished or not), finished; a rule preset left out is left out of the
    games counted, as a date is. A game is kept under the path of the copy that counts.
    """
    counted = Counted(scope, player, files.read, refused=list(files.refused))
    for found in files.games:
        if found.conflicting:
            if any(_keeps(scope, seen) for seen in found.copies):
                counted.conflicts.append(tuple(seen.path for seen in found.copies))
                counted.unfinished += [copy.path for copy in found.unfinished]
            continue
        standing = found.counted or found.unfinished[0]
        if not scope.keeps_date(standing.seen.date):
            continue
        if standing.seen.players != scope.players:
            counted.skipped += 1
            continue
        counted.unfinished += [copy.path for copy in found.unfinished]
        if found.counted is not None:
            _count(counted, found.counted)
    counted.totals = sorted(player_totals(counted.games), key=_order)
    counted.ratings = ratings(chronological(counted.games))
    counted.awards = achievements(counted.totals, counted.games)
    return counted


def _count(counted: Counted, copy: Copy[Summary]) -> None:
    summary = copy.summary
    assert summary is not None, "a copy that counts is summed up as it is read"
    scope, path = counted.scope, copy.path
    if scope.presets is not None and summary.preset not in scope.presets:
        return
    if summary.alike is not None:
        counted.refused.append(
            Refused(
                path,
                translate(
                    "club",
                    "Two players in {path} have the same name once written alike: {name}. "
                    "Open the game and give each player a different name.",
                ).format(path=path, name=summary.alike),
            )
        )
        return
    assert summary.figures is not None, "a copy that counts is finished"
    counted.games.append(summary.figures)
