"""The main window."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow

from tallyo_desktop import __version__


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("Tallyo Desktop")
        label = QLabel(f"Tallyo Desktop {__version__}")
        self.setCentralWidget(label)
        self.resize(1280, 720)
