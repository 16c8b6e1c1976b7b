"""One log read into a Tallyo game, checked hand by hand, without writing anything."""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.check import Disagreement, play
from tallyo_desktop.core.importing.mjlog import read_mjlog
from tallyo_desktop.core.importing.model import LogFormat, LogGame, LogRefused, Site
from tallyo_desktop.core.importing.recognise import read_log, text_of
from tallyo_desktop.core.importing.rules_choice import candidate_rules
from tallyo_desktop.core.importing.tenhou6 import read_tenhou6
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.table.game import Game


@dataclass(frozen=True)
class ImportedGame:
    """A game taken in from a log: the game, its record's metadata, and what the log says of
    it."""

    game: Game
    metadata: Metadata
    log: LogGame
    log_id: str | None
    """The game's id at its site, where the log (or its file name) gives it."""

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
    """The game's id in Tallyo: made from what its logs share (the players and the first
    deal), so an mjlog, its tenhou.net/6 log and a copy cut short are one game."""
    digest = hashlib.sha256(repr((log.lobby.site.value, *log.identity)).encode("utf-8"))
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


def game_of_log(log: LogGame) -> ImportedGame:
    """The log as a Tallyo game, under the first rules its every hand agrees with; LogRefused
    naming the hand where it parts from Tallyo's reading of its rules."""
    names = seat_names(log.names)
    first: Disagreement | None = None
    for rules in candidate_rules(log):
        played = play(log, rules, names)
        if isinstance(played, Game):
            site = log.lobby.site.value
            source = f"{site}:{log.log_id}" if log.log_id else site
            metadata = Metadata(id=game_id(log), source=source).stamped()
            when = played_at(log)
            if when is not None:
                metadata = replace(metadata, created=when, updated=when)
            return ImportedGame(played, metadata, log, log.log_id)
        if first is None or played.hands_agreed > first.hands_agreed:
            first = played
    assert first is not None
    raise LogRefused(first.reason)


def read_game_log(path: str | os.PathLike[str]) -> ImportedGame:
    """The game in the log at `path`, checked, without writing anything; LogRefused (NotALog
    for a file that is no log at all) with one sentence saying why not."""
    kind, content = read_log(path)
    return game_of_log(parse_log(content, kind, os.path.basename(os.fspath(path))))


__all__ = ["ImportedGame", "LogRefused", "Site", "game_id", "game_of_log", "read_game_log"]
