"""One log read into a Tallyo game, checked hand by hand, without writing anything."""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.check import Disagreement, Played, differs, hand_label, play
from tallyo_desktop.core.importing.mjlog import read_mjlog
from tallyo_desktop.core.importing.model import LogFormat, LogGame, LogRefused, Site
from tallyo_desktop.core.importing.recognise import read_log, text_of
from tallyo_desktop.core.importing.results import results_note, rules_for_results
from tallyo_desktop.core.importing.rules_choice import Candidate, candidate_rules
from tallyo_desktop.core.importing.tenhou6 import read_tenhou6
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.values import valueclass


@valueclass
class ImportedGame:
    """A game taken in from a log: the game, its record's metadata, and what the log says of
    it."""

    game: Game
    metadata: Metadata
    log: LogGame
    log_id: str | None
    """The game's id at its site, where the log (or its file name) gives it."""
    notes: tuple[str, ...] = ()
    """What the log does not say and was read from its hands or its results, each in a
    sentence: told with the import."""

    @property
    def finished(self) -> bool:
        return self.game.state.is_over

    @property
    def hands(self) -> int:
        return len(self.log.hands)

    @property
    def final_points(self) -> tuple[int, ...]:
        """In seat order: after the leftover sticks for a finished game, else as they stand."""
        if self.finished:
            standings = sorted(self.game.settlement().standings, key=lambda one: one.seat)
            return tuple(standing.points for standing in standings)
        return self.game.state.points


def game_id(log: LogGame) -> str:
    """The game's id in Tallyo: made from what its logs share (the first deal), so an mjlog,
    its tenhou.net/6 log with or without the players' names, a copy renamed and a copy cut
    short are one game."""
    digest = hashlib.sha256(repr((log.lobby.site.value, *log.identity)).encode("utf-8"))
    return digest.hexdigest()[:32]


def former_game_id(log: LogGame) -> str:
    """The id earlier versions gave the game: made from its players' names as well as the
    first deal. A game imported then is known again by it, so importing its log once more
    does not count it twice."""
    digest = hashlib.sha256(repr((log.lobby.site.value, log.names, *log.identity)).encode("utf-8"))
    return digest.hexdigest()[:32]


def seat_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """The players' names as the table needs them: none empty, none twice."""
    found: list[str] = []
    for seat, name in enumerate(names):
        cleaned = name.strip() or translate("importing", "Seat {number}").format(number=seat + 1)
        unique, copy = cleaned, 2
        while unique in found:
            unique = f"{cleaned} ({copy})"
            copy += 1
        found.append(unique)
    return tuple(found)


def parse_log(content: bytes, kind: LogFormat, file_name: str) -> LogGame:
    """The game a log's bytes tell, not yet checked against the rules."""
    text = text_of(content)
    if kind is LogFormat.MJLOG:
        return read_mjlog(text.encode("utf-8"), file_name)
    return read_tenhou6(text, file_name)


_TENHOU_HOUR = re.compile(r"(\d{10})gm-")
_JAPAN = timezone(timedelta(hours=9))


def played_at(log: LogGame) -> str | None:
    """When the game was played, to the hour, where its id says (a Tenhou id begins with the
    hour in Japan's time): ISO 8601, as a record's dates are. The library files the game
    under it, so a game played years ago is not counted in this season."""
    found = _TENHOU_HOUR.match(log.log_id or "") if log.lobby.site is Site.TENHOU else None
    if found is None:
        return None
    try:
        hour = datetime.strptime(found.group(1), "%Y%m%d%H").replace(tzinfo=_JAPAN)
    except ValueError:
        return None
    return hour.isoformat(timespec="seconds")


def _results_text(results: tuple[int, ...]) -> str:
    return ", ".join(format_result(result) for result in results)


def _results(game: Game) -> tuple[int, ...]:
    standings = sorted(game.settlement().standings, key=lambda standing: standing.seat)
    return tuple(standing.result for standing in standings)


def _results_differ(log: LogGame, game: Game) -> Disagreement | None:
    """Where the game's results are not the log's; None where they are, or where the log
    gives none (a log cut short, an exporter that leaves them out)."""
    wanted = log.final_results
    if wanted is None or game.state.ended is None or _results(game) == wanted:
        return None
    return Disagreement(
        len(log.hands),
        differs(
            log.hands[-1],
            translate("importing", "the final results"),
            _results_text(_results(game)),
            _results_text(wanted),
        ),
    )


def _imported(log: LogGame, game: Game, notes: tuple[str, ...]) -> ImportedGame:
    site = log.lobby.site.value
    source = f"{site}:{log.log_id}" if log.log_id else site
    metadata = Metadata(id=game_id(log), source=source).stamped()
    when = played_at(log)
    if when is not None:
        metadata = replace(metadata, created=when, updated=when)
    return ImportedGame(game, metadata, log, log.log_id, notes=(*log.notes, *notes))


def _with_results_rules(
    log: LogGame, tried: list[tuple[Candidate, Played]], names: tuple[str, ...]
) -> ImportedGame | Disagreement:
    """For a room whose rules are its own: the game under the uma and oka its results give."""
    wanted = log.final_results
    assert wanted is not None
    for candidate, played in tried:
        found = rules_for_results(candidate.rules, played.game.state, wanted)
        replayed = play(log, found, names) if found is not None else None
        if found is not None and isinstance(replayed, Played):
            notes = (*candidate.notes, *replayed.notes, results_note(found))
            return _imported(log, replayed.game, notes)
    game = tried[0][1].game
    return Disagreement(
        len(log.hands),
        translate(
            "importing",
            "After {hand} the log's final results are {log}, which no uma and oka give from "
            "its final points (Tallyo's reading of its rules gives {tallyo}).",
        ).format(
            hand=hand_label(log.hands[-1]),
            log=_results_text(wanted),
            tallyo=_results_text(_results(game)),
        ),
    )


def game_of_log(log: LogGame) -> ImportedGame:
    """The log as a Tallyo game, under the first rules its every hand, its end and its results
    agree with; for a room whose rules are its own, under the uma and oka its results give.
    LogRefused naming the hand where it parts from Tallyo's reading of its rules."""
    names = seat_names(log.names)
    first: Disagreement | None = None
    tried: list[tuple[Candidate, Played]] = []
    for candidate in candidate_rules(log):
        played = play(log, candidate.rules, names)
        problem = played if isinstance(played, Disagreement) else _results_differ(log, played.game)
        if problem is None and isinstance(played, Played):
            return _imported(log, played.game, (*candidate.notes, *played.notes))
        if isinstance(played, Played):
            tried.append((candidate, played))
        if problem is not None and (first is None or problem.hands_agreed > first.hands_agreed):
            first = problem
    if tried and not log.lobby.ranked:
        found = _with_results_rules(log, tried, names)
        if isinstance(found, ImportedGame):
            return found
        first = found
    assert first is not None
    raise LogRefused(first.reason)


def read_game_log(path: str | os.PathLike[str]) -> ImportedGame:
    """The game in the log at `path`, checked, without writing anything; LogRefused (NotALog
    for a file that is no log at all) with one sentence saying why not."""
    kind, content = read_log(path)
    try:
        return game_of_log(parse_log(content, kind, os.path.basename(os.fspath(path))))
    except LogRefused:
        raise
    except (ArithmeticError, ValueError, TypeError, LookupError, RecursionError, MemoryError):
        # The readers refuse every damage they know in their own words; whatever else a file
        # holds, it is refused too, so that the logs after it are still read.
        raise LogRefused(
            translate(
                "importing", "It holds what no game log writes, and cannot be read: it is damaged."
            )
        ) from None


__all__ = ["ImportedGame", "LogRefused", "Site", "game_id", "game_of_log", "read_game_log"]
