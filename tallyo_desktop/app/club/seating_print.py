"""The seating on paper: a round's tables on a landscape page, large enough to pin on a wall,
printed through the system's print dialog or written as a PDF."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared import printed_page
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.seats import Wind

POINT_SIZE = 22.0
"""Read from a step or two away from the wall; smaller, down to the next, for a night with
many tables, so that the round stays on one page."""
SMALLEST_POINT_SIZE = 8.0


def round_html(night: str, number: int, seated: Round) -> str:
    """The page of round `number` of the night `night`."""
    heading = QCoreApplication.translate("SeatingPrint", "{night}: round {number}").format(
        night=night, number=number
    )
    cells = []
    for index, table in enumerate(seated.tables):
        rows = "".join(
            f"<tr><td valign='middle'>{html.escape(Wind(seat).label)}</td>"
            f"<td valign='middle' style='font-size: x-large'><b>{html.escape(name)}</b></td></tr>"
            for seat, name in enumerate(table)
        )
        title = html.escape(
            QCoreApplication.translate("SeatingPrint", "Table {number}").format(number=index + 1)
        )
        cells.append(
            f"<td style='padding: 12px' valign='top'><h2>{title}</h2>"
            f"<table cellspacing='0' cellpadding='4'>{rows}</table></td>"
        )
    # Up to six tables in threes, more in fours and fives: one page holds a night of 80.
    columns = 3 if len(cells) <= 6 else 4 if len(cells) <= 12 else 5
    grid = "".join(
        "<tr>" + "".join(cells[start : start + columns]) + "</tr>"
        for start in range(0, len(cells), columns)
    )
    out = ""
    if seated.sitting_out:
        out = (
            "<p>"
            + html.escape(
                QCoreApplication.translate("SeatingPrint", "Sitting out: {names}").format(
                    names=", ".join(seated.sitting_out)
                )
            )
            + "</p>"
        )
    return f"<h1>{html.escape(heading)}</h1><table width='100%' cellspacing='0'>{grid}</table>{out}"


def pdf_bytes(page: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    return printed_page.pdf_bytes(page, "Tallyo seating", POINT_SIZE, size, SMALLEST_POINT_SIZE)


def print_page(page: str, parent: QWidget | None) -> bool:
    """Print the page through the system's print dialog; whether it was printed."""
    return printed_page.print_with_dialog(page, parent, POINT_SIZE, SMALLEST_POINT_SIZE)
