"""The questions of a random session answered as a player at random would: the real dialogs are
shown (the result screen, a new game, renaming, the rules, the clock, message boxes…) and a
timer answers each one as it comes, having sometimes done something in it first. Only the
system's file dialogs are answered without being shown: a session's files stay in its folder.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QWidget,
)

from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.rules.preset_box import PresetBox
from tallyo_desktop.app.window.prompter import DialogPrompter


class SessionPrompter(DialogPrompter):
    """The window's real dialogs, but files chosen in the session's own folder."""

    def __init__(self, parent: QWidget, folder: Path, rng: random.Random) -> None:
        super().__init__(parent)
        self.folder = folder
        self.rng = rng

    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None:
        games = sorted(self.folder.rglob("*.tallyo"))
        return self.rng.choice([None, *games])

    def save_path(self, title: str, file_filter: str, suffix: str, suggested: Path) -> Path | None:
        if self.rng.random() < 0.2:
            return None
        saved = self.folder / "saved"
        saved.mkdir(exist_ok=True)
        return saved / f"game {self.rng.randrange(3)}{suffix}"

    def choose_folder(self, title: str, folder: Path) -> Path | None:
        if self.rng.random() < 0.2:
            return None
        chosen = self.folder / "stick"
        chosen.mkdir(exist_ok=True)
        return chosen


class ModalAnswers:
    """Answers each modal dialog as it comes up, at every pass of the event loop."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.answered: list[str] = []
        """The kind of each dialog answered, in order."""
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            return
        if isinstance(dialog, QProgressDialog):
            # The work behind it ends it.
            return
        self.answered.append(type(dialog).__name__)
        rng = self.rng
        if isinstance(dialog, SettlementDialog):
            if rng.random() < 0.3:
                dialog.copy_button.click()
            if dialog.new_game_button is not None and rng.random() < 0.3:
                dialog.new_game_button.click()
            else:
                dialog.reject()
        elif isinstance(dialog, NewGameDialog):
            box = dialog.findChild(PresetBox)
            if box is not None and rng.random() < 0.6:
                box.setCurrentIndex(rng.randrange(box.count()))
            if rng.random() < 0.8:
                dialog.accept()
            if dialog.isVisible():
                dialog.reject()
        elif isinstance(dialog, QMessageBox):
            default = dialog.defaultButton()
            if default is not None and rng.random() < 0.7:
                default.click()
            else:
                dialog.reject()
            if dialog.isVisible():
                dialog.done(0)
        elif isinstance(dialog, QFileDialog):
            dialog.reject()
        elif isinstance(dialog, QDialog):
            # Renaming, the rules, the tile picker, the clock, the games to continue…: a
            # field changed or a box ticked now and then, then OK or Cancel.
            fields = dialog.findChildren(QLineEdit)
            if fields and rng.random() < 0.3:
                rng.choice(fields).setText(rng.choice(["Ann", "Bea", "", "Bea"]))
            boxes = dialog.findChildren(QCheckBox)
            if boxes and rng.random() < 0.3:
                rng.choice(boxes).click()
            if rng.random() < 0.5:
                dialog.accept()
            if dialog.isVisible():
                dialog.reject()
        else:
            dialog.close()
