"""Renaming the players during a game: a name field per seat, in seat order."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget


class RenameDialog(QDialog):
    def __init__(self, names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rename players"))
        self.fields = []
        layout = QFormLayout(self)
        for seat, name in enumerate(names):
            field = QLineEdit(name)
            field.setObjectName(f"renameField{seat}")
            field.setAccessibleName(self.tr("Name of player {number}").format(number=seat + 1))
            layout.addRow(self.tr("Player &{number}:").format(number=seat + 1), field)
            self.fields.append(field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def names(self) -> tuple[str, ...]:
        return tuple(field.text() for field in self.fields)
