"""The final settlement as a result screen: each player's place, points, uma, oka, penalties
and result, largest first, the game's chart below, and the screen as an image to share.

Asked for before the game is over, the same screen shows the results as they would be if the
game ended now, under that name, and offers no new game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import (
    QGuiApplication,
    QKeySequence,
    QPalette,
    QPixmap,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.app.history.points_chart import PointsChart
from tallyo_desktop.app.shared.look import (
    HEADING_SCALE,
    NAME_SCALE,
    RESULT_SCALE,
    SPACE,
    scaled_font,
    seat_colour_for,
)
from tallyo_desktop.app.shared.plain_text import plain_label
from tallyo_desktop.core.table.settlement import (
    FinalResult,
    Standing,
    format_result,
    leftover_note,
    unpaid_note,
)

PathQuestion = Callable[[], Path | None]
SIZE = (720, 640)
"""The result screen's size with its chart, where the screen has room for it."""
SIZE_WITHOUT_CHART = (720, 420)
FRAME_GUESS = (16, 40)
"""What the screen's frame round the dialog (its borders and title bar) may take."""


class StandingCard(QFrame):
    """One player's line of the result: place, name and points, what made the result, and the
    result itself, large."""

    def __init__(self, standing: Standing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"standing{standing.place}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.standing = standing
        colour = seat_colour_for(self, standing.seat)
        self.place_label = QLabel(self.tr("{place}.").format(place=standing.place))
        self.place_label.setFont(scaled_font(self, RESULT_SCALE))
        # The seat's colour, as on its line of the chart beside.
        palette = self.place_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        self.place_label.setPalette(palette)
        self.name_label = plain_label(standing.name)
        self.name_label.setFont(scaled_font(self, NAME_SCALE))
        self.points_label = QLabel(self.tr("{points} points").format(points=standing.points))
        # Only what counts for this player: no "oka +0.0" beside everybody but the first.
        parts = [self.tr("uma {uma}").format(uma=format_result(standing.uma))]
        if standing.oka:
            parts.append(self.tr("oka {oka}").format(oka=format_result(standing.oka)))
        if standing.chombo:
            parts.append(self.tr("chombo {chombo}").format(chombo=format_result(standing.chombo)))
        #: Between the parts of a result: "uma +20.0 · oka +20.0".
        self.details_label = QLabel(self.tr(" · ").join(parts))
        self.result_label = QLabel(standing.result_text)
        self.result_label.setFont(scaled_font(self, RESULT_SCALE))
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid = QGridLayout(self)
        grid.setContentsMargins(2 * SPACE, SPACE, 2 * SPACE, SPACE)
        grid.addWidget(self.place_label, 0, 0, 2, 1)
        grid.addWidget(self.name_label, 0, 1)
        grid.addWidget(self.points_label, 0, 2)
        grid.addWidget(self.details_label, 1, 1, 1, 2)
        grid.addWidget(self.result_label, 0, 3, 2, 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, self.fontMetrics().averageCharWidth() * 6)
        self.setAccessibleName(
            self.tr("{place}. {name}, {points} points, result {result}").format(
                place=standing.place,
                name=standing.name,
                points=standing.points,
                result=standing.result_text,
            )
        )


class SettlementDialog(QDialog):
    """Accepted (exec() returns Accepted) when the players ask for a new game, which only the
    `final` result offers: by its button (Alt+N) or Ctrl+N, never by Enter, which closes the
    screen. On a small screen the result scrolls, and the buttons stay in view."""

    def __init__(
        self,
        result: FinalResult,
        reason: str,
        parent: QWidget | None = None,
        model: GameModel | None = None,
        ask_path: PathQuestion | None = None,
        *,
        final: bool = True,
        caption: str = "",
        room: QRect | None = None,
    ) -> None:
        """`caption` says which game it is (its day, rules, club night), on the picture too;
        `room` is the screen's room for windows (the dialog's screen's when None)."""
        super().__init__(parent)
        self.setObjectName("settlementDialog")
        title = self.tr("Final result") if final else self.tr("Result if the game ended now")
        self.setWindowTitle(title)
        self._ask_path = ask_path or self._ask_for_path
        self.sheet = QWidget()
        self.sheet.setObjectName("settlementSheet")
        self.sheet.setAutoFillBackground(True)
        self.heading = QLabel(title)
        self.heading.setObjectName("settlementHeading")
        self.heading.setFont(scaled_font(self, HEADING_SCALE))
        self.caption = plain_label(caption)
        self.caption.setObjectName("settlementCaption")
        self.caption.setWordWrap(True)
        self.caption.setVisible(bool(caption))
        why = plain_label(reason)
        why.setObjectName("settlementReason")
        why.setWordWrap(True)
        self.cards = [StandingCard(standing) for standing in result.by_place()]
        sheet = QVBoxLayout(self.sheet)
        sheet.addWidget(self.heading)
        sheet.addWidget(self.caption)
        sheet.addWidget(why)
        for card in self.cards:
            sheet.addWidget(card)
        # Where the sticks left on the table went, beside the points that hold them.
        lines = [note for note in (leftover_note(result), unpaid_note(result)) if note]
        self.notes = plain_label("\n".join(lines))
        self.notes.setObjectName("settlementNotes")
        self.notes.setWordWrap(True)
        self.notes.setVisible(bool(lines))
        sheet.addWidget(self.notes)
        self.chart: PointsChart | None = None
        if model is not None:
            self.chart = PointsChart()
            self.chart.follow(model)
            self.chart.setMinimumHeight(220)
            sheet.addWidget(self.chart, 1)

        buttons = QDialogButtonBox()
        self.save_button = buttons.addButton(
            self.tr("&Save as image…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setObjectName("saveResultImage")
        self.save_button.clicked.connect(self.save_image)
        self.copy_button = buttons.addButton(
            self.tr("&Copy image"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setObjectName("copyResultImage")
        self.copy_button.clicked.connect(self.copy_image)
        # A new game is offered once this one is over, not while it is being played.
        self.new_game_button: QPushButton | None = None
        if final:
            self.new_game_button = buttons.addButton(
                self.tr("&New game"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.new_game_button.setObjectName("settlementNewGame")
            # As Game ▸ New game starts one.
            QShortcut(QKeySequence.StandardKey.New, self, self.accept)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter goes back to the game: a second Enter after the last hand, pressed once too
        # often, must not start another game nor save an image.
        for button in buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        self.close_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.message = plain_label()
        self.message.setObjectName("settlementMessage")
        # The sheet scrolls where the screen is too small for it; the buttons stay below.
        self.sheet_area = QScrollArea()
        self.sheet_area.setObjectName("settlementScroll")
        self.sheet_area.setWidgetResizable(True)
        self.sheet_area.setFrameShape(QFrame.Shape.NoFrame)
        # The focus stays on the buttons: the wheel and the scroll bar scroll.
        self.sheet_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet_area.setWidget(self.sheet)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sheet_area, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self._fit(SIZE if model is not None else SIZE_WITHOUT_CHART, room)

    def _fit(self, size: tuple[int, int], room: QRect | None) -> None:
        """`size`, or the screen's room where it is smaller, its frame included."""
        if room is None:
            screen = self.screen()
            room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)
        width = min(size[0], room.width() - FRAME_GUESS[0])
        height = min(size[1], room.height() - FRAME_GUESS[1])
        self.setMaximumSize(room.width(), room.height())
        self.resize(width, height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The focus on the harmless button, as Enter is.
        self.close_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # The result to share
    def image(self) -> QPixmap:
        """The result sheet as it shows: the places, the results and the chart."""
        return self.sheet.grab()

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setPixmap(self.image())
        self.message.setText(self.tr("The result is on the clipboard as an image."))

    def save_image(self) -> None:
        path = self._ask_path()
        if path is None:
            return
        if path.suffix.lower() != ".png":
            path = path.with_suffix(".png")
        if self.image().save(str(path), "PNG"):
            self.message.setText(self.tr("Saved as {file}.").format(file=path.name))
        else:
            self.message.setText(
                self.tr("{file} could not be written: choose another folder or name.").format(
                    file=path.name
                )
            )

    def _ask_for_path(self) -> Path | None:
        # Imported when asked for: the result screen opens without it.
        from tallyo_desktop.app.shared.save_places import SavePlaces, ask_save_path, file_name

        #: The start of the name proposed for a result's picture: "result-2026-03-14-tenhou.png".
        name = file_name(self.tr("result"), self.caption.text(), suffix=".png")
        return ask_save_path(
            self,
            self.tr("Save the result as an image"),
            self.tr("PNG images (*.png)"),
            SavePlaces(None, ""),
            name,
        )
