"""The tournament's games as the library holds them: the copy of each game that counts is the
library's (gathering decides it, the same way for every laptop's files), so a table's result is
taken from there, whether the game was gathered from a stick, ended on this laptop, or chosen
among copies that contradicted each other.

Only games finished from the day before the tournament's first day on, under its rules, are
read: a club's library of years is not read whole for a day's tables.
"""

from __future__ import annotations

from datetime import date, timedelta

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import SavedGame, saved_game_from_json
from tallyo_desktop.core.tournament.state import TournamentState


def library_games(library: GameLibrary, state: TournamentState) -> list[SavedGame]:
    """The finished games of this tournament in the library (LibraryError if it cannot be
    read)."""
    since = (date.fromisoformat(state.day) - timedelta(days=1)).isoformat()
    preset = state.rules.game.preset
    found: list[SavedGame] = []
    for listed in library.listed_games():
        # The list is by time, the latest first: text order is time order.
        if listed.finished_at < since:
            break
        if listed.rules_preset != preset:
            continue
        record = library.record_json(listed.id)
        if state.id not in record:
            continue
        try:
            saved = saved_game_from_json(record)
        except TallyoError:
            continue
        if saved.metadata.tournament_id == state.id:
            found.append(saved)
    return found
