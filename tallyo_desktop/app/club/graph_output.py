"""A player's graph on the screen, as a picture and on printable pages: each is the same
painting (`player_graphs.Graph.paint`), in the window's colours or in light ones."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import (
    QFont,
    QImage,
    QImageWriter,
    QPageLayout,
    QPageSize,
    QPainter,
    QPaintEvent,
    QPalette,
    QPdfWriter,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from tallyo_desktop.app.club.player_graphs import PICTURE_SIZE, Graph
from tallyo_desktop.app.shared.printed_page import page_layout


class GraphView(QWidget):
    """One graph on the screen, in the window's colours."""

    def __init__(self, graph: Graph, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.graph = graph
        self.setAccessibleName(graph.title)
        self.setMinimumSize(360, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_graph(self, graph: Graph) -> None:
        self.graph = graph
        self.setAccessibleName(graph.title)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.graph.paint(painter, QRectF(self.rect()), self.palette(), self.font())
        painter.end()


def graph_image(
    graph: Graph, palette: QPalette, font: QFont, size: tuple[int, int] = PICTURE_SIZE
) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    graph.paint(painter, QRectF(0, 0, size[0], size[1]), palette, font)
    painter.end()
    return image


def write_png(graph: Graph, path: str, palette: QPalette, font: QFont) -> None:
    """Write the graph as a PNG picture; OSError if it cannot be written."""
    writer = QImageWriter(path, QByteArray(b"png"))
    if not writer.write(graph_image(graph, palette, font)):
        raise OSError(writer.errorString())


def write_pdf(
    graphs: Sequence[Graph],
    path: str,
    palette: QPalette,
    font: QFont,
    size: QPageSize | None = None,
) -> None:
    """Write the graphs as a PDF, one a landscape page; OSError if it cannot be written."""
    writer = QPdfWriter(path)
    layout: QPageLayout = page_layout(size)
    writer.setPageLayout(layout)
    writer.setResolution(150)
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(path)
    try:
        for number, graph in enumerate(graphs):
            if number:
                writer.newPage()
            page = layout.paintRectPixels(writer.resolution())
            graph.paint(painter, QRectF(0, 0, page.width(), page.height()), palette, font)
    finally:
        painter.end()
    # QPdfWriter says nothing of a file it could not write: it is looked for.
    if not Path(path).is_file():
        raise OSError(path)
