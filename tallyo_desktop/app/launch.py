"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop import __version__
from tallyo_desktop.app.main_window import MainWindow


def launch(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Tallyo Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Tallyo")
    window = MainWindow()
    window.remember_layout(QSettings())
    window.show()
    # A new table starts with naming the players and choosing the rules.
    QTimer.singleShot(0, window.new_game)
    return app.exec()
