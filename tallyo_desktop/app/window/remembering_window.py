"""What the main window remembers between runs: where it was and how large, how its splitter
shared the width, and the language and the look chosen in the View menu.

`MainWindow` builds on `RememberingWindow`; this module imports no more than the empty window
needs, as `main_window` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from tallyo_desktop.app.shared.look import (
    Scheme,
    apply_scheme,
    remember_shown,
    save_scheme,
    saved_scheme,
)
from tallyo_desktop.app.shared.translations import (
    install_translations,
    save_language,
    saved_language,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent
    from PySide6.QtWidgets import QSplitter, QWidget

    from tallyo_desktop.app.window.actions import WindowActions

TABLE_SHARE = 0.64
"""The part of the window's width the table takes at first; the history and chart the rest."""
FRAME_GUESS = (16, 40)
"""What a window's frame (its borders and title bar) takes, before it is shown and can be
measured: a little more than most systems' frames."""


def frame_room(widget: QWidget) -> tuple[int, int]:
    """The width and height the frame of the window `widget` takes round its inside."""
    if widget.isVisible():
        outside, inside = widget.frameGeometry(), widget.geometry()
        return outside.width() - inside.width(), outside.height() - inside.height()
    return FRAME_GUESS


def screen_room(widget: QWidget, room: QRect | None = None) -> QRect:
    """`room`, else the part of `widget`'s screen windows may take (without its panels and
    docks)."""
    if room is not None:
        return room
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def fit_to_screen(widget: QWidget, room: QRect | None = None) -> None:
    """The window `widget` made no larger than its screen's room, its frame included, and
    moved into it when it had to shrink: on a small screen it opens whole, every part in view."""
    room = screen_room(widget, room)
    frame_width, frame_height = frame_room(widget)
    width = min(widget.width(), room.width() - frame_width)
    height = min(widget.height(), room.height() - frame_height)
    if (width, height) == (widget.width(), widget.height()):
        return
    widget.resize(max(width, widget.minimumWidth()), max(height, widget.minimumHeight()))
    frame = widget.frameGeometry() if widget.isVisible() else QRect(widget.pos(), widget.size())
    if not room.contains(frame):
        # A window's place is its frame's.
        widget.move(room.topLeft())


class RememberingWindow(QMainWindow):
    """A main window that keeps its layout, language and look in the settings it is given."""

    splitter: QSplitter
    commands: WindowActions
    is_set_up: bool

    def __init__(self) -> None:
        super().__init__()
        self._settings: QSettings | None = None
        self._language: str | None = None
        self._splitter_restored = False

    def choose_language(self, code: str | None) -> None:
        """Speak language `code` (None: the system's) at once, and from the next start on.

        The choice is kept in the settings given to `remember_layout`; without them it lasts
        until the app ends. The windows follow the new translators as Qt tells them
        (`changeEvent`).
        """
        self.commands.languages[code].setChecked(True)
        if code == self._language:
            return
        self._language = code
        if self._settings is not None:
            save_language(self._settings, code)
        app = QApplication.instance()
        if app is not None:
            install_translations(app, code)

    def choose_scheme(self, scheme: Scheme) -> None:
        """Light, dark, or as the system is: at once, and from the next start on when the
        window keeps settings."""
        self.commands.schemes[scheme].setChecked(True)
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        apply_scheme(app, scheme)
        if self._settings is not None:
            save_scheme(self._settings, scheme)
            remember_shown(self._settings, app)

    def restore_geometry(self, settings: QSettings, room: QRect | None = None) -> None:
        """Put the window where and as large as it was left, as far as the screen's room
        (`room`, else the screen's) holds it: left on a larger screen, it fits this one."""
        geometry = settings.value("mainWindow/geometry")
        # Anything but what was saved (a settings file edited or damaged) is left out.
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        fit_to_screen(self, room)

    def remember_layout(self, settings: QSettings) -> None:
        """Restore the splitter from `settings` (and the size, if the window is not shown yet),
        and save both there on close.

        The language chosen in the View menu is kept in `settings` too.
        """
        self._settings = settings
        self._language = saved_language(settings)
        self.commands.languages[self._language].setChecked(True)
        self.commands.schemes[saved_scheme(settings)].setChecked(True)
        if not self.isVisible():
            self.restore_geometry(settings)
        splitter = settings.value("mainWindow/splitter")
        if isinstance(splitter, QByteArray):
            self._splitter_restored = self.splitter.restoreState(splitter)

    def save_layout(self) -> None:
        """Keep the window's place, size and splitter in the settings, if it was given any."""
        if self._settings is not None:
            self._settings.setValue("mainWindow/geometry", self.saveGeometry())
            self._settings.setValue("mainWindow/splitter", self.splitter.saveState())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.is_set_up:
            self._size_splitter()

    def _size_splitter(self) -> None:
        if not self._splitter_restored:
            # At first the table takes most of the width, whatever the screen.
            width = self.splitter.width() or self.width()
            self.splitter.setSizes([int(width * TABLE_SHARE), width - int(width * TABLE_SHARE)])
            self._splitter_restored = True
