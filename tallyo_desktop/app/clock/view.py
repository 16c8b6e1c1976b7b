"""The round clock as the table reads it: the time left, paused, or what is still played once
the time is up; lit in the highlight colours while it flashes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tallyo_desktop.app.clock.keeper import ClockKeeper
from tallyo_desktop.app.shared.look import HEADING_SCALE, scaled_font
from tallyo_desktop.core.club.clock import ClockEnd, clock_figures


def clock_text(keeper: ClockKeeper) -> str:
    """What the clock reads now; "" when there is no clock. Each text is written out whole for
    the translation tools to find."""
    clock = keeper.clock
    if clock is None:
        return ""
    if not keeper.is_out():
        figures = clock_figures(keeper.remaining())
        if clock.running:
            #: The round clock while it runs: the time left ("42:07 left").
            return QCoreApplication.translate("RoundClock", "{time} left").format(time=figures)
        #: The round clock paused by the organiser.
        return QCoreApplication.translate("RoundClock", "{time} left (paused)").format(time=figures)
    if keeper.game_over():
        # The game ended (by time or not): the time being up is no news at its table.
        return ""
    to_go = keeper.hands_to_go()
    if to_go == 2:
        return QCoreApplication.translate("RoundClock", "Time is up: this hand and one more")
    if to_go == 1 and clock.end is ClockEnd.ONE_MORE_HAND:
        return QCoreApplication.translate("RoundClock", "Time is up: one more hand")
    if to_go == 1:
        return QCoreApplication.translate("RoundClock", "Time is up: last hand")
    return QCoreApplication.translate("RoundClock", "Time is up")


class ClockLabel(QLabel):
    """The clock in a line of the window, as large as the hand's name beside it where there is
    room, smaller where there is not; hidden while there is no clock."""

    def __init__(self, keeper: ClockKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundClock")
        self.keeper = keeper
        self.heading = scaled_font(self, HEADING_SCALE)
        self.smallest = scaled_font(self, 1.0)
        self.setFont(self.heading)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # The line's room is shared with the hand's name: the text fits what it is given.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # Room either side of the text when lit; none above or below, so that the clock is
        # never taller than the hand's name beside it.
        self.setContentsMargins(6, 0, 6, 0)
        self.whole = ""
        """What the clock says, whether or not it fits."""
        self.lit = False
        """Shown in the highlight colours: the clock is flashing and this is a flash."""
        keeper.changed.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        text = clock_text(self.keeper)
        if text != self.whole:
            self.whole = text
            self.setAccessibleName(self.tr("Round clock: {text}").format(text=text))
            self.setToolTip(text)
            self._fit()
        self.setVisible(bool(text))
        lit = self.keeper.flash_on()
        if lit != self.lit:
            self.lit = lit
            self.setAutoFillBackground(lit)
            if lit:
                palette = QPalette(self.palette())
                window = self.palette().color(QPalette.ColorRole.Highlight)
                text_colour = self.palette().color(QPalette.ColorRole.HighlightedText)
                palette.setColor(QPalette.ColorRole.Window, window)
                palette.setColor(QPalette.ColorRole.WindowText, text_colour)
                self.setPalette(palette)
            else:
                # Back to the window's own colours.
                self.setPalette(QPalette())

    def _fit(self) -> None:
        """The whole text in the heading's size if it fits, else smaller down to the window's
        own size, and cut short (the tooltip keeps it whole) only below that."""
        room = float(self.contentsRect().width())
        font = QFont(self.heading)
        advance = QFontMetricsF(font).horizontalAdvance(self.whole)
        if room > 0 and advance > room:
            # A little under the exact ratio: text is not measured quite linearly in its size.
            size = max(self.smallest.pointSizeF(), font.pointSizeF() * room / advance * 0.95)
            font.setPointSizeF(size)
        self.setFont(font)
        shown = QFontMetrics(font).elidedText(self.whole, Qt.TextElideMode.ElideRight, int(room))
        self.setText(shown if room > 0 else self.whole)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
