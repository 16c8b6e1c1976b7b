"""A tournament taken out of the app as text: the ranking, the EMA's results table and the
penalties as CSV for spreadsheets, each CSV as every export of the app writes it (a byte order
mark, no cell that a spreadsheet would run as a formula).
"""

from __future__ import annotations

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.export import rows_to_csv
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.penalty_list import listed_penalties
from tallyo_desktop.core.tournament.ranking import RankedRow, Ranking
from tallyo_desktop.core.tournament.state import TournamentState


def total_text(points: int) -> str:
    """A total in thousands, as results are shown ("+45.3"); a halved total keeps its
    hundredths ("+22.65")."""
    if points % 100 == 0:
        return format_result(points)
    sign = "-" if points < 0 else "+"
    tens = abs(points) // 10
    return f"{sign}{tens // 100}.{tens % 100:02d}"


def place_text(row: RankedRow) -> str:
    """ "3", "3=" for a shared place, "" for a substitute."""
    if row.place is None:
        return ""
    return f"{row.place}=" if row.tied else str(row.place)


def ranking_csv(state: TournamentState, table: Ranking) -> str:
    """One line a player: place, number, name and details, total, each round, penalties."""
    rounds = [
        translate("Tournament exports", "Round {round}").format(round=number + 1)
        for number in range(table.rounds)
    ]
    header = [
        translate("Tournament exports", "Place"),
        translate("Tournament exports", "Number"),
        translate("Tournament exports", "Name"),
        translate("Tournament exports", "EMA number"),
        translate("Tournament exports", "Country"),
        translate("Tournament exports", "Club"),
        translate("Tournament exports", "Team"),
        translate("Tournament exports", "Total"),
        *rounds,
        translate("Tournament exports", "Penalties"),
        translate("Tournament exports", "Chombo"),
        translate("Tournament exports", "MERS points"),
    ]
    lines: list[list[str]] = [[state.name], header]
    for row in table.rows:
        player = row.player
        lines.append(
            [
                place_text(row),
                player.id,
                player.name,
                player.ema,
                player.country,
                player.club,
                player.team,
                total_text(row.total),
                *["" if result is None else format_result(result) for result in row.results],
                format_result(-row.penalties) if row.penalties else "",
                str(row.chombo) if row.chombo else "",
                "" if row.mers is None else str(row.mers),
            ]
        )
    return rows_to_csv(lines)


def ema_results_csv(state: TournamentState, table: Ranking) -> str:
    """The final results table the EMA asks of a tournament for its ranking: place, name,
    EMA number, country, total, and the MERS points of the place. Substitutes are left out."""
    header = [
        translate("Tournament exports", "Place"),
        translate("Tournament exports", "Name"),
        translate("Tournament exports", "EMA number"),
        translate("Tournament exports", "Country"),
        translate("Tournament exports", "Total"),
        translate("Tournament exports", "MERS points"),
    ]
    lines: list[list[str]] = [header]
    for row in table.ranked:
        player = row.player
        lines.append(
            [
                str(row.place),
                player.name,
                player.ema,
                player.country,
                total_text(row.total),
                str(row.mers),
            ]
        )
    return rows_to_csv(lines)


def penalties_csv(state: TournamentState) -> str:
    """Every penalty and chombo: round, table, player, points off, chombo, reason."""
    header = [
        translate("Tournament exports", "Round"),
        translate("Tournament exports", "Table"),
        translate("Tournament exports", "Number"),
        translate("Tournament exports", "Name"),
        translate("Tournament exports", "Points off"),
        translate("Tournament exports", "Chombo"),
        translate("Tournament exports", "Reason"),
    ]
    lines: list[list[str]] = [[state.name], header]
    for item in listed_penalties(state):
        player = state.players[item.player]
        lines.append(
            [
                str(item.round + 1),
                "" if item.table is None else str(item.table + 1),
                player.id,
                player.name,
                format_result(-item.points) if item.points else "",
                str(item.chombo) if item.chombo else "",
                item.reason,
            ]
        )
    return rows_to_csv(lines)
