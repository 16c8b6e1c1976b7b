"""A tournament on paper, as HTML pages that `printed_page` lays out on landscape sheets: the
whole schedule (a round a page), a card for every player with their table and wind in every
round, a card for every table of a round with its seating and a result slip to fill in, and the
ranking. Names are escaped: a page shows them as typed.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.exports import place_text, total_text
from tallyo_desktop.core.tournament.ranking import Ranking
from tallyo_desktop.core.tournament.state import TournamentState

translate = QCoreApplication.translate
"""Qt's translation, under the name the translation tools look for."""

SCHEDULE_POINTS = 12.0
CARD_POINTS = 11.0
RANKING_POINTS = 9.0
CARDS_A_PAGE = 6
"""Player cards on a landscape sheet: three across, two down, to cut apart."""
TABLE_CARDS_A_PAGE = 2
_BREAK = "<table style='page-break-before: always' width='100%'><tr><td></td></tr></table>"


def _word(name: str) -> str:
    """A column's heading, escaped, in the app's language."""
    words = {
        "chombo": translate("TournamentPrint", "Chombo"),
        "country": translate("TournamentPrint", "Country"),
        "final_points": translate("TournamentPrint", "Final points"),
        "mers": translate("TournamentPrint", "MERS"),
        "penalties": translate("TournamentPrint", "Penalties"),
        "place": translate("TournamentPrint", "Place"),
        "player": translate("TournamentPrint", "Player"),
        "round": translate("TournamentPrint", "Round"),
        "signature": translate("TournamentPrint", "Signature"),
        "table": translate("TournamentPrint", "Table"),
        "total": translate("TournamentPrint", "Total"),
        "wind": translate("TournamentPrint", "Wind"),
    }
    return escape(words[name])


def _name(state: TournamentState, player: str) -> str:
    return escape(state.players[player].name)


def schedule_html(state: TournamentState) -> str:
    """Every round on a page of its own: each table's players by wind."""
    if state.schedule is None:
        return ""
    winds = [escape(Wind(seat).label) for seat in range(state.table_size)]
    pages = []
    for number, tables in enumerate(state.schedule.rounds, 1):
        heading = escape(
            translate("TournamentPrint", "{tournament}: round {round}").format(
                tournament=state.name, round=number
            )
        )
        header = "".join(f"<th align='left'>{wind}</th>" for wind in winds)
        rows = [f"<tr><th align='right'>{_word('table')}</th>{header}</tr>"]
        for table_number, table in enumerate(tables, 1):
            cells = "".join(f"<td>{_name(state, player)}</td>" for player in table)
            rows.append(f"<tr><td align='right'><b>{table_number}</b></td>{cells}</tr>")
        pages.append(
            f"<h2>{heading}</h2><table cellspacing='0' cellpadding='3' border='1' "
            f"style='border-collapse: collapse'>{''.join(rows)}</table>"
        )
    return _BREAK.join(pages)


def player_cards_html(state: TournamentState) -> str:
    """A card for every player seated: their number and name, then each round's table and
    wind, to hand out at registration."""
    if state.schedule is None:
        return ""
    seated = [player for player in state.players if player in state.schedule.players()]
    cards = []
    for player in seated:
        rows = [
            f"<tr><th align='left'>{_word('round')}</th>"
            f"<th align='left'>{_word('table')}</th>"
            f"<th align='left'>{_word('wind')}</th></tr>"
        ]
        for number in range(state.rounds):
            seat = state.seat_of(player, number)
            table, wind = ("–", "–") if seat is None else (str(seat[0] + 1), Wind(seat[1]).label)
            rows.append(
                f"<tr><td>{number + 1}</td><td><b>{escape(table)}</b></td>"
                f"<td>{escape(wind)}</td></tr>"
            )
        title = escape(state.name)
        number_text = escape(translate("TournamentPrint", "No. {number}").format(number=player))
        cards.append(
            f"<td valign='top' width='33%' style='padding: 10px'>"
            f"<p><small>{title}</small><br><b style='font-size: large'>{_name(state, player)}"
            f"</b> &nbsp; {number_text}</p>"
            f"<table cellspacing='0' cellpadding='2' border='1' style='border-collapse: "
            f"collapse'>{''.join(rows)}</table></td>"
        )
    return _pages(cards, CARDS_A_PAGE, 3)


def table_cards_html(state: TournamentState, round_: int) -> str:
    """A card for every table of the round: its players by wind, and the slip the table
    fills in at the end (final points, chombo, the sticks left)."""
    tables = state.tables(round_)
    start = state.rules.game.start_points
    size = state.table_size
    total = QCoreApplication.translate(
        "TournamentPrint", "The points and the riichi sticks left add up to {total}."
    ).format(total=size * start)
    cards = []
    for number, table in enumerate(tables, 1):
        heading = escape(
            QCoreApplication.translate(
                "TournamentPrint", "{tournament}: round {round}, table {table}"
            ).format(tournament=state.name, round=round_ + 1, table=number)
        )
        rows = [
            f"<tr><th align='left'>{_word('wind')}</th>"
            f"<th align='left'>{_word('player')}</th>"
            f"<th width='25%'>{_word('final_points')}</th>"
            f"<th width='12%'>{_word('chombo')}</th>"
            f"<th width='20%'>{_word('signature')}</th></tr>"
        ]
        for seat, player in enumerate(table):
            rows.append(
                f"<tr><td>{escape(Wind(seat).label)}</td><td><b>{_name(state, player)}</b> "
                f"({escape(player)})</td><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr>"
            )
        sticks = escape(translate("TournamentPrint", "Riichi sticks left on the table:"))
        cards.append(
            f"<td valign='top' style='padding: 12px'><h3>{heading}</h3>"
            f"<table width='100%' cellspacing='0' cellpadding='8' border='1' "
            f"style='border-collapse: collapse'>{''.join(rows)}</table>"
            f"<p>{sticks} ______ &nbsp; {escape(total)}</p></td>"
        )
    return _pages(cards, TABLE_CARDS_A_PAGE, 1)


def _pages(cards: list[str], per_page: int, across: int) -> str:
    pages = []
    for start in range(0, len(cards), per_page):
        page = cards[start : start + per_page]
        rows = "".join(
            "<tr>" + "".join(page[at : at + across]) + "</tr>" for at in range(0, len(page), across)
        )
        pages.append(f"<table width='100%' cellspacing='0'>{rows}</table>")
    return _BREAK.join(pages)


def ranking_html(state: TournamentState, table: Ranking) -> str:
    """The ranking on paper: place, player, country, total, each round, penalties, MERS."""
    rounds = "".join(f"<th align='right'>R{number + 1}</th>" for number in range(table.rounds))
    header = (
        f"<tr><th align='right'>{_word('place')}</th>"
        f"<th align='left'>{_word('player')}</th>"
        f"<th align='left'>{_word('country')}</th>"
        f"<th align='right'>{_word('total')}</th>{rounds}"
        f"<th align='right'>{_word('penalties')}</th>"
        f"<th align='right'>{_word('mers')}</th></tr>"
    )
    rows = [header]
    for row in table.rows:
        name = escape(row.player.name)
        if row.player.substitute:
            name += " " + escape(translate("TournamentPrint", "(substitute)"))
        results = "".join(
            f"<td align='right'>{'' if result is None else format_result(result)}</td>"
            for result in row.results
        )
        penalties = format_result(-row.penalties) if row.penalties else ""
        rows.append(
            f"<tr><td align='right'>{escape(place_text(row))}</td><td>{name}</td>"
            f"<td>{escape(row.player.country)}</td>"
            f"<td align='right'><b>{escape(total_text(row.total))}</b></td>{results}"
            f"<td align='right'>{penalties}</td>"
            f"<td align='right'>{'' if row.mers is None else row.mers}</td></tr>"
        )
    heading = escape(
        QCoreApplication.translate(
            "TournamentPrint", "{tournament}: ranking after round {round}"
        ).format(tournament=state.name, round=table.rounds)
    )
    return (
        f"<h2>{heading}</h2><table cellspacing='0' cellpadding='2' border='1' "
        f"style='border-collapse: collapse'>{''.join(rows)}</table>"
    )
