"""The seating on paper: a round's tables on a landscape page, large enough to pin on a wall,
printed through the system's print dialog or written as a PDF."""

from __future__ import annotations

import html

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QLocale, QMarginsF, QSizeF
from PySide6.QtGui import (
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtWidgets import QWidget

from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.seats import Wind

MARGIN_MM = 12.0
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


def local_page_size() -> QPageSize:
    """Letter where the locale measures in inches, A4 elsewhere."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return QPageSize(QPageSize.PageSizeId.Letter if imperial else QPageSize.PageSizeId.A4)


def page_layout(size: QPageSize) -> QPageLayout:
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        size, QPageLayout.Orientation.Landscape, margins, QPageLayout.Unit.Millimeter
    )


def paint(page: str, device: QPagedPaintDevice) -> None:
    """Lay the page out on `device`'s pages and print it there, its text as large as lets it
    fit one page."""
    size = POINT_SIZE
    while True:
        document = _laid_out(page, device, size)
        if document.pageCount() <= 1 or size <= SMALLEST_POINT_SIZE:
            break
        size -= 1
    document.print_(device)


def _laid_out(page: str, device: QPagedPaintDevice, size: float) -> QTextDocument:
    document = QTextDocument()
    # Laid out at the device's resolution, a page of the document is a page of paper.
    document.documentLayout().setPaintDevice(device)
    font = QFont(document.defaultFont())
    font.setPointSizeF(size)
    document.setDefaultFont(font)
    document.setHtml(page)
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    document.setPageSize(QSizeF(rect.width(), rect.height()))
    return document


def pdf_bytes(page: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle("Tallyo seating")
    writer.setCreator("Tallyo Desktop")
    writer.setPageLayout(page_layout(size or local_page_size()))
    paint(page, writer)
    # The writer finishes the document as it goes.
    del writer
    return bytes(buffer.data().data())


def print_page(page: str, parent: QWidget | None) -> bool:
    """Print the page through the system's print dialog; whether it was printed."""
    # Imported when asked for: printing is seldom, and its module is large.
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout(local_page_size()))
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint(page, printer)
    return True
