"""The tables still being played on the other laptops, as the organiser's gathers found them:
a gather leaves an unfinished game where it is (and says so), and the big screen lists it among
the evening's tables until a gather brings its finished copy into the library. Each line names
its table as the night's seating numbers it ("Table 2, East 3: …"), and the players' names in it
are isolated, so that one written right to left turns no other name around.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.shared.plain_text import isolated
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.finished_copies import copy_name
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.safe_paths import is_safe_game_id
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.values import valueclass

if TYPE_CHECKING:
    from tallyo_desktop.core.club.seating import Round
    from tallyo_desktop.core.library.gathering import GatherReport

TableOf = Callable[[str | None, Sequence[str]], int | None]
"""The number of the table the night (its id; None: tonight's) seated the players at, if it
did."""


def seated_table(rounds: Sequence[Round], names: Sequence[str]) -> int | None:
    """The number (from 1) of the table of the latest of `rounds` that seats the players
    `names`, in whatever seats they took; None when no round seated them together."""
    players = sorted(names)
    for seated in reversed(rounds):
        for number, table in enumerate(seated.tables, 1):
            if sorted(table) == players:
                return number
    return None


def players_text(state: TableState) -> str:
    """Each player and their points, as a line of the board lists them."""
    return "   ".join(
        f"{isolated(name)} {points}"
        for name, points in zip(state.names, state.points, strict=False)
    )


def table_line(state: TableState, number: int | None) -> str:
    """A gathered table's line: its number if the seating knows it, its hand, its players."""
    players = players_text(state)
    if number is None:
        return QCoreApplication.translate("GatheredTables", "{hand}:   {players}").format(
            hand=state.hand_name, players=players
        )
    return QCoreApplication.translate(
        "GatheredTables", "Table {number}, {hand}:   {players}"
    ).format(number=number, hand=state.hand_name, players=players)


@valueclass
class LiveTable:
    game_id: str | None
    night_id: str | None
    """The club night the game says it belongs to."""
    state: TableState
    """The game's table as the copy gathered has it: its hand and each player's points."""


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
            key = metadata.id or str(path)
            self._tables[key] = LiveTable(metadata.id, metadata.event_id, game.state)

    def lines(
        self, night_id: str | None, finished_dir: Path | None, table_of: TableOf | None = None
    ) -> list[str]:
        """The tables of the club night `night_id` (of any, for None) still being played, by
        their table number when `table_of` knows it: a game the library holds finished is
        played no more."""
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
                number = table_of(table.night_id, table.state.names) if table_of else None
                shown.append((number is None, number or 0, table_line(table.state, number)))
        # The seated tables in their order, then the others as they came.
        return [line for *_order, line in sorted(shown, key=lambda item: item[:2])]
