"""A page of HTML on paper: laid out on a landscape page of the local paper size, then printed
through the system's print dialog or written as a PDF. The payment chart, a round of the
seating and the club's standings are all printed this way; a PDF's text is found and copied as
it was typed (`pdf_text`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.app.shared.pdf_text import findable

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

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
) -> str:
    """Print the page on `device`, and return its text. With `smallest`, its text is made
    smaller a point at a time, down to `smallest`, until the page fits one sheet."""
    document = laid_out(page, device, point_size)
    while smallest is not None and document.pageCount() > 1 and point_size > smallest:
        point_size -= 1
        document = laid_out(page, device, point_size)
    document.print_(device)
    return document.toPlainText()


def pdf_bytes(
    page: str,
    title: str,
    point_size: float,
    size: QPageSize | None = None,
    smallest: float | None = None,
    layout: QPageLayout | None = None,
) -> bytes:
    """The page as a PDF document, as `paint` lays it out (on a page of `size`, or of
    `layout`), its text found and copied as it was typed (`pdf_text`)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Tallyo Desktop")
    writer.setPageLayout(layout or page_layout(size))
    text = paint(page, writer, point_size, smallest)
    # The writer finishes the file as it goes.
    del writer
    return findable(bytes(buffer.data().data()), text)


def write_pdf(data: bytes, path: str) -> None:
    """Write a PDF document to the file `path`; OSError if it cannot be written."""
    with open(path, "wb") as file:
        file.write(data)


def print_with_dialog(
    page: str,
    parent: QWidget | None,
    point_size: float,
    smallest: float | None = None,
    name: str = "",
    title: str = "",
) -> bool:
    """Print the page through the system's print dialog; whether it was printed. `name` is
    the document's name, which the dialog proposes for a PDF printed to a file ("seating-…");
    `title` the PDF's title."""
    # Imported when asked for: printing is seldom, and its module is large.
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout())
    printer.setDocName(name)
    with asked(QPrintDialog(printer, parent)) as dialog:
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
    try:
        print_on(printer, page, point_size, smallest, title)
    except OSError as error:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        reason = QCoreApplication.translate(
            "PrintedPage",
            "The PDF could not be saved to {path}: {reason}. Choose another folder or name.",
        ).format(path=printer.outputFileName(), reason=error.strerror or error)
        QMessageBox.warning(parent, QCoreApplication.translate("PrintedPage", "Print"), reason)
        return False
    return True


def print_on(
    printer: QPrinter, page: str, point_size: float, smallest: float | None = None, title: str = ""
) -> None:
    """Print the page on `printer` as its dialog left it. A PDF printed to a file is written
    as `pdf_bytes` writes one, its text findable; OSError if that file cannot be written."""
    from PySide6.QtPrintSupport import QPrinter

    target = printer.outputFileName()
    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and target:
        layout = printer.pageLayout()
        write_pdf(pdf_bytes(page, title, point_size, smallest=smallest, layout=layout), target)
    else:
        paint(page, printer, point_size, smallest)
