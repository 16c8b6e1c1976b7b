"""What an entry would record, as the controller previews it, or why it cannot be recorded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tallyo_desktop.app.controller import Preview


class PaymentPreview(QLabel):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        # Payments name the players, whose names are shown as typed.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAccessibleName(self.tr("Payments preview"))

    def show_preview(self, preview: Preview) -> None:
        if preview.ok:
            self.setText("\n".join(preview.lines))
        else:
            self.setText(self.tr("Cannot record this: {reason}").format(reason=preview.error))
