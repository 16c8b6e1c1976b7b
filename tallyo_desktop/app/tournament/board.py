"""The tournament on the big screen for the room: the ranking in large type, the next round's
seating beside it, and the round clock above; and the same painting as a picture to send.

As the club's standings board (`app.club.board`), sizes follow the space given, not the
system's font: rows fill the screen's height, as many as stay readable across the room (a
name about a twentieth of the height), and the rest are named in one line.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPalette
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared.big_board import PaintedBoard, fitted, painted_image
from tallyo_desktop.app.shared.look import seat_colour
from tallyo_desktop.core.values import field, valueclass

MIN_ROW_SHARE = 1 / 24
IMAGE_WIDTH = 1600
IMAGE_ROW = 48


@valueclass
class BoardContent:
    title: str
    clock: str = ""
    """The round clock's time left, or "" when no clock runs."""
    headers: tuple[str, str, str, str] = ("", "", "", "")
    """Place, player, total, rounds played."""
    rows: list[tuple[str, str, str, str]] = field(default_factory=list)
    seating_title: str = ""
    seating: list[str] = field(default_factory=list)
    """One line a table of the next round: "3  Ann · Bea · Cid · Dan"."""
    more: Callable[[int], str] | None = None
    """Says how many rows (or tables) did not fit: "and 5 more"."""
    finalists: int = 0
    """The first rows are the final tables' players: a rule is drawn below them."""


_SHARES = (0.12, 0.52, 0.22, 0.14)


def paint_board(
    painter: QPainter,
    area: QRectF,
    content: BoardContent,
    palette: QPalette,
    base: QFont,
    unit: float | None = None,
) -> int:
    """Paint `content` in `area`; the number of ranking rows that fitted."""
    text = palette.color(QPalette.ColorRole.WindowText)
    painter.fillRect(area, palette.color(QPalette.ColorRole.Window))
    fixed = unit is not None
    height = area.height()
    unit = unit if unit is not None else height / 26
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128

    def font(size: float, bold: bool = False) -> QFont:
        made = QFont(base)
        made.setPixelSize(max(8, int(size)))
        made.setBold(bold)
        return made

    left = area.left() + unit
    width = area.width() - 2 * unit
    seating_width = width * 0.42 if content.seating else 0.0
    ranking_width = width - seating_width - (unit if content.seating else 0)
    title_h = unit * 2.4
    painter.setPen(text)
    clock_width = width * 0.22 if content.clock else 0.0
    title_font = font(title_h * 0.55, bold=True)
    title_box = QRectF(left, area.top(), width - clock_width, title_h)
    painter.setFont(fitted(title_font, content.title, title_box.width()))
    painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     content.title)  # fmt: skip
    if content.clock:
        painter.setPen(seat_colour(0, dark))
        painter.setFont(font(title_h * 0.75, bold=True))
        box = QRectF(left + width - clock_width, area.top(), clock_width, title_h)
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         content.clock)  # fmt: skip
        painter.setPen(text)
    top = area.top() + title_h
    header_h = unit * 1.1
    rows_space = area.bottom() - top - header_h - unit * 0.6
    row_h = unit * 1.5
    if not fixed:
        row_h = max(height * MIN_ROW_SHARE, min(row_h, rows_space / max(1, len(content.rows))))
    fitting = max(0, int(round(rows_space / row_h, 6)))
    shown = content.rows if len(content.rows) <= fitting else content.rows[: max(0, fitting - 1)]
    columns = []
    x = left
    for share in _SHARES:
        columns.append((x, ranking_width * share))
        x += ranking_width * share
    aligns = [Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft,
              Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignRight]  # fmt: skip

    def line(cells: tuple[str, ...], y: float, h: float, cell_font: QFont) -> None:
        for (cx, cw), cell, align in zip(columns, cells, aligns, strict=True):
            painter.setFont(fitted(cell_font, cell, cw - unit * 0.6))
            box = QRectF(cx + unit * 0.3, y, cw - unit * 0.6, h)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, cell)

    muted = QColor(text)
    muted.setAlphaF(0.7)
    painter.setPen(muted)
    line(content.headers, top, header_h, font(header_h * 0.6))
    stripe = palette.color(QPalette.ColorRole.AlternateBase)
    row_font = font(row_h * 0.6, bold=True)
    y = top + header_h
    for number, cells in enumerate(shown):
        if number % 2:
            painter.fillRect(QRectF(left, y, ranking_width, row_h), stripe)
        if number and number == content.finalists:
            painter.fillRect(QRectF(left, y - unit * 0.06, ranking_width, unit * 0.12), muted)
        painter.setPen(text)
        line(cells, y, row_h, row_font)
        y += row_h
    if len(shown) < len(content.rows) and content.more:
        painter.setPen(muted)
        painter.setFont(font(row_h * 0.45))
        more = content.more(len(content.rows) - len(shown))
        painter.drawText(QRectF(left, y, ranking_width, row_h), Qt.AlignmentFlag.AlignCenter, more)
    if content.seating:
        sx = left + ranking_width + unit
        painter.setPen(seat_colour(0, dark))
        painter.setFont(font(header_h * 0.75, bold=True))
        painter.drawText(QRectF(sx, top, seating_width, header_h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         content.seating_title)  # fmt: skip
        painter.setPen(text)
        space = area.bottom() - top - header_h - unit * 0.6
        table_h = max(height * MIN_ROW_SHARE * 0.8, min(unit * 1.2, space / len(content.seating)))
        fit = max(0, int(space / table_h))
        lines = content.seating if len(content.seating) <= fit else content.seating[: fit - 1]
        # One size for every table, the one the longest line fits in.
        seat_font = font(table_h * 0.58)
        longest = max(lines, key=lambda seated: QFontMetricsF(seat_font).horizontalAdvance(seated))
        seat_font = fitted(seat_font, longest, seating_width)
        sy = top + header_h
        for seated in lines:
            painter.setFont(seat_font)
            painter.drawText(QRectF(sx, sy, seating_width, table_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             seated)  # fmt: skip
            sy += table_h
        if len(lines) < len(content.seating) and content.more:
            painter.setPen(muted)
            more = content.more(len(content.seating) - len(lines))
            painter.drawText(QRectF(sx, sy, seating_width, table_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             more)  # fmt: skip
    return len(shown)


def board_image(content: BoardContent, palette: QPalette, base: QFont) -> QImage:
    """The board as a picture: every ranking row and every table, however many."""
    unit = IMAGE_ROW / 1.5
    lines = max(len(content.rows) * 1.5 + 1.1, len(content.seating) * 1.2 + 1.1)
    height = int(unit * (2.4 + lines + 0.8)) + 1
    return painted_image(
        IMAGE_WIDTH,
        height,
        lambda painter, area: paint_board(painter, area, content, palette, base, unit),
    )


class TournamentBoard(PaintedBoard[BoardContent]):
    """The board on the table display, made again from `content` at each painting (the clock
    ticks, results come in)."""

    def __init__(self, content: Callable[[], BoardContent], parent: QWidget | None = None) -> None:
        super().__init__(content, paint_board, parent)
        self.setObjectName("tournamentBoard")
        self.setAccessibleName(self.tr("Tournament ranking"))
