"""The tables still being played on the other laptops, as the organiser's gathers found them:
a gather leaves an unfinished game where it is (and says so), and the big screen lists it among
the evening's tables until a gather brings its finished copy into the library.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.finished_copies import copy_name
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.safe_paths import is_safe_game_id

if TYPE_CHECKING:
    from tallyo_desktop.core.library.gathering import GatherReport


@dataclass(frozen=True)
class LiveTable:
    game_id: str | None
    night_id: str | None
    """The club night the game says it belongs to."""
    line: str
    """The game as the board lists it: its hand and each player's points."""


class GatheredTables:
    """The unfinished games gathered so far, the latest copy of each."""

    def __init__(self) -> None:
        self._tables: dict[str, LiveTable] = {}

    def follow(self, report: GatherReport) -> None:
        """Take in the unfinished games a gather found."""
        for path in report.unfinished:
            try:
                saved = read_saved_game(path)
            except TallyoError:
                continue
            game, metadata = saved.game, saved.metadata
            if game.is_over:
                continue
            state = game.state
            players = "   ".join(
                f"{name} {points}" for name, points in zip(state.names, state.points, strict=False)
            )
            line = QCoreApplication.translate("GatheredTables", "{hand}:   {players}").format(
                hand=state.hand_name, players=players
            )
            key = metadata.id or str(path)
            self._tables[key] = LiveTable(metadata.id, metadata.event_id, line)

    def lines(self, night_id: str | None, finished_dir: Path | None) -> list[str]:
        """The tables of the club night `night_id` (of any, for None) still being played: a
        game the library holds finished is played no more."""
        shown = []
        for key, table in list(self._tables.items()):
            uid = table.game_id
            if (
                uid is not None
                and finished_dir is not None
                and is_safe_game_id(uid)
                and (finished_dir / copy_name(uid)).is_file()
            ):
                del self._tables[key]
                continue
            if night_id is None or table.night_id == night_id:
                shown.append(table.line)
        return shown
