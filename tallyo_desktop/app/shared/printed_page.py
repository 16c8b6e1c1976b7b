"""A page of HTML on paper: laid out on a landscape page of the local paper size, then printed
through the system's print dialog or written as a PDF. The payment chart, a round of the
seating and the club's standings are all printed this way."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QSizeF
from PySide6.QtGui import (
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtWidgets import QWidget

MARGIN_MM = 12.0


def local_page_size() -> QPageSize:
    """Letter where the locale measures in inches (the United States), A4 elsewhere."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return QPageSize(QPageSize.PageSizeId.Letter if imperial else QPageSize.PageSizeId.A4)


def page_layout(size: QPageSize | None = None) -> QPageLayout:
    """A landscape page of `size` (the local paper size if None) with the app's margins."""
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        size or local_page_size(),
        QPageLayout.Orientation.Landscape,
        margins,
        QPageLayout.Unit.Millimeter,
    )


def laid_out(page: str, device: QPagedPaintDevice, point_size: float) -> QTextDocument:
    """The page laid out on `device`'s pages, its text at `point_size`."""
    document = QTextDocument()
    # Laid out at the device's resolution, a page of the document is a page of paper.
    document.documentLayout().setPaintDevice(device)
    font = QFont(document.defaultFont())
    font.setPointSizeF(point_size)
    document.setDefaultFont(font)
    document.setHtml(page)
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    document.setPageSize(QSizeF(rect.width(), rect.height()))
    return document


def paint(
    page: str, device: QPagedPaintDevice, point_size: float, smallest: float | None = None
) -> None:
    """Print the page on `device`. With `smallest`, its text is made smaller a point at a time,
    down to `smallest`, until the page fits one sheet."""
    document = laid_out(page, device, point_size)
    while smallest is not None and document.pageCount() > 1 and point_size > smallest:
        point_size -= 1
        document = laid_out(page, device, point_size)
    document.print_(device)


def pdf_bytes(
    page: str,
    title: str,
    point_size: float,
    size: QPageSize | None = None,
    smallest: float | None = None,
) -> bytes:
    """The page as a PDF document, as `paint` lays it out."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Tallyo Desktop")
    writer.setPageLayout(page_layout(size))
    paint(page, writer, point_size, smallest)
    # The writer finishes the file as it goes.
    del writer
    return bytes(buffer.data().data())


def write_pdf(data: bytes, path: str) -> None:
    """Write a PDF document to the file `path`; OSError if it cannot be written."""
    with open(path, "wb") as file:
        file.write(data)


def print_with_dialog(
    page: str, parent: QWidget | None, point_size: float, smallest: float | None = None
) -> bool:
    """Print the page through the system's print dialog; whether it was printed."""
    # Imported when asked for: printing is seldom, and its module is large.
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout())
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint(page, printer, point_size, smallest)
    return True
