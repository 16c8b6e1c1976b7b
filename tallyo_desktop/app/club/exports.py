"""The standings as they are shown, taken out of the app: a CSV file for spreadsheets, a
printable page (PDF, or the system's printer), and a picture for the club's chat.

The CSV starts with the byte order mark and neutralises formulas as every export of the app
does (`core.record.export`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import (
    QFont,
    QImageWriter,
    QPageSize,
    QPalette,
)

from tallyo_desktop.app.club.board import BoardContent, board_image
from tallyo_desktop.app.library.standings_model import column_names, standing_texts
from tallyo_desktop.app.shared import printed_page, save_places
from tallyo_desktop.core.library.statistics import PersonStatistics
from tallyo_desktop.core.record.export import rows_to_csv

POINT_SIZE = 9.0
"""Twelve columns fit the width of a landscape A4 or Letter page at this size."""
PLACES_COLUMN = 4


def standings_csv(rows: list[PersonStatistics]) -> str:
    """The rows as CSV text after a byte order mark: the header first, as a spreadsheet takes
    it, then one line a player, each place in a column of its own so that a spreadsheet can add
    them up. What the standings are of is said by the file's name (`file_name`)."""
    seats = max((len(row.places) for row in rows), default=4)
    names = column_names()
    place_names = [
        QCoreApplication.translate("ClubExports", "1st"),
        QCoreApplication.translate("ClubExports", "2nd"),
        QCoreApplication.translate("ClubExports", "3rd"),
        QCoreApplication.translate("ClubExports", "4th"),
    ][:seats]
    header = [*names[:PLACES_COLUMN], *place_names, *names[PLACES_COLUMN + 1 :]]
    lines: list[list[str]] = [header]
    for row in rows:
        texts = standing_texts(row)
        places = [str(count) for count in row.places]
        lines.append([*texts[:PLACES_COLUMN], *places, *texts[PLACES_COLUMN + 1 :]])
    return rows_to_csv(lines)


def write_csv(rows: list[PersonStatistics], path: str) -> None:
    """Write the CSV file; OSError if it cannot be written."""
    with open(path, "w", encoding="utf-8", newline="") as file:
        file.write(standings_csv(rows))


def file_name(scope: str, players: int, suffix: str) -> str:
    """The name proposed for an export of the standings of `scope` (a season's or a night's
    name, or "all games"): "standings-spring-2026.csv"; a three-player table's says so."""
    parts = [QCoreApplication.translate("ClubExports", "standings"), scope]
    if players == 3:
        parts.append(QCoreApplication.translate("ClubExports", "three players"))
    return save_places.file_name(*parts, suffix=suffix)


def standings_html(rows: list[PersonStatistics], title: str, note: str = "") -> str:
    """The printable page: the title, every column, one line a player."""
    cells = "".join(
        f"<th align='{'left' if number == 0 else 'right'}'>{html.escape(name)}</th>"
        for number, name in enumerate(column_names())
    )
    lines = [f"<tr>{cells}</tr>"]
    for row in rows:
        # A cell is a paragraph of its own: a name written right to left turns no other cell.
        texts = standing_texts(row)
        line = "".join(
            f"<td align='{'left' if number == 0 else 'right'}'>{html.escape(text)}</td>"
            for number, text in enumerate(texts)
        )
        lines.append(f"<tr>{line}</tr>")
    note_html = f"<p>{html.escape(note)}</p>" if note else ""
    return (
        f"<h2>{html.escape(title)}</h2>"
        "<table cellspacing='0' cellpadding='3' border='1' style='border-collapse: collapse'>"
        + "".join(lines)
        + f"</table>{note_html}"
    )


def pdf_bytes(page: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    title = QCoreApplication.translate("ClubExports", "Tallyo standings")
    return printed_page.pdf_bytes(page, title, POINT_SIZE, size)


def write_pdf(rows: list[PersonStatistics], title: str, path: str, note: str = "") -> None:
    """Write the printable page as a PDF file; OSError if it cannot be written."""
    printed_page.write_pdf(pdf_bytes(standings_html(rows, title, note)), path)


def write_png(content: BoardContent, path: str, palette: QPalette, font: QFont) -> None:
    """Write the board as a PNG picture; OSError if it cannot be written."""
    writer = QImageWriter(path, QByteArray(b"png"))
    if not writer.write(board_image(content, palette, font)):
        raise OSError(writer.errorString())
