"""The payment chart on paper: printed through the system's print dialog, or written as a PDF.

Landscape, so that the eleven fu columns fit the width of an A4 or Letter page; the tables take
the first page, and the limits with the rules' notes the second.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QGuiApplication, QPageSize
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.chart.sheet_html import sheet_html
from tallyo_desktop.app.shared import printed_page
from tallyo_desktop.core.table.payment_sheet import PaymentSheet

POINT_SIZE = 10.0
"""Small enough for the four tables to share a landscape page."""


def pdf_bytes(html: str, size: QPageSize | None = None) -> bytes:
    """The page as a PDF document."""
    return printed_page.pdf_bytes(html, "Tallyo payment chart", POINT_SIZE, size)


def write_pdf(html: str, path: str, size: QPageSize | None = None) -> None:
    """Write the page to the PDF file `path`; OSError if it cannot be written."""
    printed_page.write_pdf(pdf_bytes(html, size), path)


def print_with_dialog(html: str, parent: QWidget | None) -> bool:
    """Print the page through the system's print dialog; whether it was printed."""
    return printed_page.print_with_dialog(html, parent, POINT_SIZE)


def write_pdf_command(sheet: PaymentSheet, path: str) -> None:
    """`tallyo-desktop chart --pdf FILE`: the PDF without a window, also where no display is;
    OSError if it cannot be written (the command says why)."""
    if QGuiApplication.instance() is None:
        # Nothing is shown: the page is only laid out, which needs fonts but no screen.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["tallyo-desktop"])
        app.setApplicationName("Tallyo Desktop")
    write_pdf(sheet_html(sheet), path)
