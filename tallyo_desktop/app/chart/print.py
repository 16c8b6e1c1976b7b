"""The payment chart on paper: printed through the system's print dialog, or written as a PDF.

Landscape, so that the eleven fu columns fit the width of an A4 or Letter page; the tables take
the first page, and the limits with the rules' notes the second.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QSizeF
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)

from tallyo_desktop.app.chart.sheet_html import sheet_html
from tallyo_desktop.core.table.payment_sheet import PaymentSheet

MARGIN_MM = 12.0
POINT_SIZE = 10.0
"""Small enough for the four tables to share a landscape page."""


def local_page_size() -> QPageSize:
    """Letter where the locale measures in inches (the United States), A4 elsewhere."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return QPageSize(QPageSize.PageSizeId.Letter if imperial else QPageSize.PageSizeId.A4)


def page_layout(size: QPageSize) -> QPageLayout:
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        size, QPageLayout.Orientation.Landscape, margins, QPageLayout.Unit.Millimeter
    )


def paint(html: str, device: QPagedPaintDevice) -> None:
    """Lay the page out on `device`'s pages and print it there."""
    document = QTextDocument()
    # Laid out at the device's resolution, a page of the document is a page of paper.
    document.documentLayout().setPaintDevice(device)
    font = QFont(document.defaultFont())
    font.setPointSizeF(POINT_SIZE)
    document.setDefaultFont(font)
    document.setHtml(html)
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    document.setPageSize(QSizeF(rect.width(), rect.height()))
    document.print_(device)


def pdf_bytes(html: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle("Tallyo payment chart")
    writer.setCreator("Tallyo Desktop")
    writer.setPageLayout(page_layout(size or local_page_size()))
    paint(html, writer)
    # The writer finishes the file as it goes.
    del writer
    return bytes(buffer.data().data())


def write_pdf(html: str, path: str, size: QPageSize | None = None) -> None:
    """Write the page to the PDF file `path`; OSError if it cannot be written."""
    data = pdf_bytes(html, size)
    with open(path, "wb") as file:
        file.write(data)


def write_pdf_command(sheet: PaymentSheet, path: str) -> int:
    """`tallyo-desktop chart --pdf FILE`: the PDF without a window, also where no display is."""
    if QGuiApplication.instance() is None:
        # Nothing is shown: the page is only laid out, which needs fonts but no screen.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["tallyo-desktop"])
        app.setApplicationName("Tallyo Desktop")
    try:
        write_pdf(sheet_html(sheet), path)
    except OSError as error:
        print(f"tallyo-desktop chart: cannot write {path}: {error}", file=sys.stderr)
        return 1
    return 0
