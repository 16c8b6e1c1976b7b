"""The standings painted large: on the big screen for the room, and as an image for the club's
chat. One painting serves both, so the picture sent is the board the room saw.

Sizes follow the space given, not the system's font: across a room the rows must fill the
screen's height, with as many rows as stay readable (a name about a twentieth of the screen's
height), and the rest named in one line.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared.big_board import PaintedBoard, fitted, painted_image
from tallyo_desktop.app.shared.look import seat_colour
from tallyo_desktop.core.library.statistics import PersonStatistics
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.values import field, valueclass

MIN_ROW_SHARE = 1 / 22
"""The smallest row, as a part of the board's height: smaller is not read across a room."""
IMAGE_WIDTH = 1200
IMAGE_ROW = 54
"""The image's width and each row's height, in pixels: sharp on a phone, small to send."""


@valueclass
class BoardContent:
    """What the board shows: a title, the standings, and the tables being played."""

    title: str
    headers: tuple[str, str, str, str, str]
    """Place, player, total, games, average place."""
    rows: list[tuple[str, str, str, str, str]] = field(default_factory=list)
    live_title: str = ""
    live: list[str] = field(default_factory=list)
    """One line for each table being played."""
    more: Callable[[int], str] | None = None
    """Says below the rows how many did not fit: "and 5 more"."""
    achievements_title: str = ""
    achievements: list[str] = field(default_factory=list)
    """One line for each achievement held."""


def board_rows(standings: list[PersonStatistics]) -> list[tuple[str, str, str, str, str]]:
    """The rows of a board, in the order given: equal totals and places share a place."""
    rows = []
    place = 0
    previous: tuple[int, float] | None = None
    for number, row in enumerate(standings, 1):
        key = (row.total_result, round(row.average_place, 2))
        if key != previous:
            place = number
            previous = key
        rows.append(
            (str(place), row.name, format_result(row.total_result), str(row.games),
             f"{row.average_place:.2f}")
        )  # fmt: skip
    return rows


# The columns' shares of the width: place, name, total, games, average place.
_SHARES = (0.08, 0.46, 0.18, 0.12, 0.16)


def paint_board(
    painter: QPainter,
    area: QRectF,
    content: BoardContent,
    palette: QPalette,
    base: QFont,
    unit: float | None = None,
) -> int:
    """Paint `content` in `area`; the number of rows that fitted. Sizes are multiples of
    `unit`, a 26th of the height unless given (an image gives it, and a height to fit)."""
    text = palette.color(QPalette.ColorRole.WindowText)
    painter.fillRect(area, palette.color(QPalette.ColorRole.Window))
    live_lines = len(content.live) + 1 if content.live else 0
    award_lines = len(content.achievements) + 1 if content.achievements else 0
    height = area.height()
    # Title (2 lines), headers (1), rows, live tables: rows share what is left.
    fixed = unit is not None
    unit = unit if unit is not None else height / 26
    title_h = unit * 2.4
    header_h = unit * 1.1
    live_h = unit * 1.05 * live_lines
    awards_h = unit * 1.05 * award_lines
    rows_space = height - title_h - header_h - live_h - awards_h - unit * 0.6
    row_h = unit * 1.6
    if not fixed:
        row_h = max(height * MIN_ROW_SHARE, min(row_h, rows_space / max(1, len(content.rows))))
    fitting = max(0, int(round(rows_space / row_h, 6)))
    shown = content.rows if len(content.rows) <= fitting else content.rows[: max(0, fitting - 1)]
    left, width = area.left() + unit, area.width() - 2 * unit
    top = area.top()

    def font(size: float, bold: bool = False) -> QFont:
        made = QFont(base)
        made.setPixelSize(max(8, int(size)))
        made.setBold(bold)
        return made

    painter.setPen(text)
    title_font = font(title_h * 0.55, bold=True)
    painter.setFont(fitted(title_font, content.title, width))
    painter.drawText(QRectF(left, top, width, title_h), Qt.AlignmentFlag.AlignCenter, content.title)
    top += title_h
    columns = []
    x = left
    for share in _SHARES:
        columns.append((x, width * share))
        x += width * share
    aligns = [Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft] + [
        Qt.AlignmentFlag.AlignRight
    ] * 3

    def line(cells: tuple[str, ...], y: float, h: float, cell_font: QFont) -> None:
        for (cx, cw), cell, align in zip(columns, cells, aligns, strict=True):
            painter.setFont(fitted(cell_font, cell, cw - unit * 0.6))
            box = QRectF(cx + unit * 0.3, y, cw - unit * 0.6, h)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, cell)

    muted = QColor(text)
    muted.setAlphaF(0.7)
    painter.setPen(muted)
    line(content.headers, top, header_h, font(header_h * 0.6))
    top += header_h
    stripe = palette.color(QPalette.ColorRole.AlternateBase)
    row_font = font(row_h * 0.62, bold=True)
    for number, cells in enumerate(shown):
        if number % 2:
            painter.fillRect(QRectF(area.left(), top, area.width(), row_h), stripe)
        painter.setPen(text)
        line(cells, top, row_h, row_font)
        top += row_h
    if len(shown) < len(content.rows) and content.more:
        painter.setPen(muted)
        painter.setFont(font(row_h * 0.45))
        more = content.more(len(content.rows) - len(shown))
        painter.drawText(QRectF(left, top, width, row_h), Qt.AlignmentFlag.AlignCenter, more)
    if content.achievements:
        _paint_lines(
            painter,
            QRectF(left, area.bottom() - live_h - awards_h, width, awards_h),
            unit,
            content.achievements_title,
            content.achievements,
            palette,
            font,
        )
    if content.live:
        top = area.bottom() - live_h
        painter.setPen(seat_colour(0, palette.color(QPalette.ColorRole.Window).lightness() < 128))
        painter.setFont(font(unit * 0.7, bold=True))
        painter.drawText(QRectF(left, top, width, unit * 1.05),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         content.live_title)  # fmt: skip
        painter.setPen(text)
        live_font = font(unit * 0.75)
        for number, live in enumerate(content.live, 1):
            painter.setFont(fitted(live_font, live, width))
            painter.drawText(QRectF(left, top + unit * 1.05 * number, width, unit * 1.05),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             live)  # fmt: skip
    return len(shown)


def _paint_lines(
    painter: QPainter,
    area: QRectF,
    unit: float,
    title: str,
    lines: list[str],
    palette: QPalette,
    font: Callable[[float, bool], QFont],
) -> None:
    """A titled list of lines (the achievements) in `area`, one line a `unit` high."""
    text = palette.color(QPalette.ColorRole.WindowText)
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    painter.setPen(seat_colour(2, dark))
    painter.setFont(font(unit * 0.7, True))
    line_h = unit * 1.05
    painter.drawText(
        QRectF(area.left(), area.top(), area.width(), line_h),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        title,
    )
    painter.setPen(text)
    line_font = font(unit * 0.75, False)
    for number, line in enumerate(lines, 1):
        painter.setFont(fitted(line_font, line, area.width()))
        painter.drawText(
            QRectF(area.left(), area.top() + line_h * number, area.width(), line_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )


def board_image(content: BoardContent, palette: QPalette, base: QFont) -> QImage:
    """The standings as a picture: every row, however many."""
    unit = IMAGE_ROW / 1.6
    live = 1.05 * (len(content.live) + 1) if content.live else 0.0
    awards = 1.05 * (len(content.achievements) + 1) if content.achievements else 0.0
    height = int(unit * (2.4 + 1.1 + 1.6 * len(content.rows) + live + awards + 0.6)) + 1
    # Every row fits: the rows are given the height they need.
    return painted_image(
        IMAGE_WIDTH,
        height,
        lambda painter, area: paint_board(painter, area, content, palette, base, unit),
    )


class StandingsBoard(PaintedBoard[BoardContent]):
    """The board on the big screen, made again from `content` each time it is painted (the
    live tables change while it is up)."""

    def __init__(self, content: Callable[[], BoardContent], parent: QWidget | None = None) -> None:
        super().__init__(content, paint_board, parent)
        self.setObjectName("standingsBoard")
        self.setAccessibleName(self.tr("Standings"))
