"""The seating on paper: a round's tables on a landscape page, large enough to pin on a wall,
printed through the system's print dialog or written as a PDF."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared import printed_page
from tallyo_desktop.app.shared.plain_text import isolated_html
from tallyo_desktop.app.shared.save_places import file_name
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.seats import Wind

POINT_SIZE = 22.0
"""Read from a step or two away from the wall; smaller, down to the next, for a night with
many tables, so that the round stays on one page."""
SMALLEST_POINT_SIZE = 8.0
TITLE = "Tallyo seating"


def round_html(night: str, number: int, seated: Round) -> str:
    """The page of round `number` of the night `night`. The names typed in a line (the
    night's, those sitting out) are isolated: one written right to left turns nothing after it
    around; a table's names are a cell each."""
    heading = html.escape(
        QCoreApplication.translate("SeatingPrint", "{night}: round {number}")
    ).format(night=isolated_html(night), number=number)
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
        names = html.escape(", ").join(isolated_html(name) for name in seated.sitting_out)
        text = html.escape(QCoreApplication.translate("SeatingPrint", "Sitting out: {names}"))
        out = f"<p>{text.format(names=names)}</p>"
    return f"<h1>{heading}</h1><table width='100%' cellspacing='0'>{grid}</table>{out}"


def document_name(night: str, day: str, number: int) -> str:
    """What a round's page is called, and the name the print dialog proposes for its PDF:
    "seating-club-night-2026-12-03-round-2" (the day added when the night's name has none)."""
    parts = [QCoreApplication.translate("SeatingPrint", "seating"), night]
    if day not in night:
        parts.append(day)
    parts.append(QCoreApplication.translate("SeatingPrint", "round {number}").format(number=number))
    return file_name(*parts, suffix="")


def pdf_bytes(page: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    return printed_page.pdf_bytes(page, TITLE, POINT_SIZE, size, SMALLEST_POINT_SIZE)


def print_page(page: str, parent: QWidget | None, name: str = "") -> bool:
    """Print the page through the system's print dialog, which proposes `name` for a PDF;
    whether it was printed."""
    return printed_page.print_with_dialog(
        page, parent, POINT_SIZE, SMALLEST_POINT_SIZE, name=name, title=TITLE
    )
