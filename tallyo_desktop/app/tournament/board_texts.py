"""What the big screen says: the ranking's rows, the round to be played next and its tables,
from the tournament's state and ranking."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QObject

from tallyo_desktop.app.tournament.board import BoardContent
from tallyo_desktop.core.tournament.exports import place_text, total_text
from tallyo_desktop.core.tournament.ranking import Ranking
from tallyo_desktop.core.tournament.state import TournamentState

translate = QCoreApplication.translate
"""Qt's translation, under the name the translation tools look for."""


class TournamentBoard(QObject):
    """The board's words that count something: a QObject's method, as lupdate reads a text with
    a count only in `self.tr`, so that Qt's plural forms fit the count."""

    def more(self, count: int) -> str:
        return self.tr("and %n more", "", count)


@cache
def _words() -> TournamentBoard:
    return TournamentBoard()


def more_text(count: int) -> str:
    """Said below the rows, or the tables, that did not fit: "and 5 more"."""
    return _words().more(count)


def next_round(state: TournamentState) -> int | None:
    """The round the room plays next (or now): the first not complete; None after the last."""
    number = state.rounds_complete()
    return number if number < state.rounds and state.tables(number) else None


def board_content(state: TournamentState, table: Ranking, clock: str = "") -> BoardContent:
    title = QCoreApplication.translate(
        "TournamentBoard", "{tournament}: after round {round} of {rounds}"
    ).format(tournament=state.name, round=state.rounds_complete(), rounds=state.rounds)
    rows = [
        (place_text(row), row.player.name, total_text(row.total), str(row.played))
        for row in table.ranked
    ]
    number = next_round(state)
    seating: list[str] = []
    seating_title = ""
    if number is not None:
        seating_title = translate("TournamentBoard", "Round {round}").format(round=number + 1)
        reported = state.reported(number)
        for table_number, seated in enumerate(state.tables(number)):
            names = " · ".join(state.players[player].name for player in seated)
            mark = " ✓" if table_number in reported else ""
            seating.append(f"{table_number + 1}  {names}{mark}")
    return BoardContent(
        title=title,
        clock=clock,
        headers=(
            translate("TournamentBoard", "Place"),
            translate("TournamentBoard", "Player"),
            translate("TournamentBoard", "Total"),
            translate("TournamentBoard", "Rounds"),
        ),
        rows=rows,
        seating_title=seating_title,
        seating=seating,
        more=more_text,
        finalists=sum(1 for row in table.ranked if row.finalist),
    )
