"""What an entry would record, as the controller previews it, or why it cannot be recorded.

The first line names the hand (or the limit); the payments follow. The preview keeps the same
height whatever it says, so that nothing below it moves as a hand is entered.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tallyo_desktop.app.shared.look import line_height
from tallyo_desktop.core.session.draft import Preview


class PaymentPreview(QLabel):
    def __init__(self, name: str, lines: int = 4, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        # Payments name the players, whose names are shown as typed.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName(self.tr("Payments preview"))
        self.setFixedHeight(lines * line_height(self) + 6)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def show_lines(self, lines: list[str]) -> None:
        self.setText("\n".join(lines))

    def show_preview(self, preview: Preview, warning: str = "") -> None:
        if not preview.ok:
            self.show_lines([self.tr("Cannot record this: {reason}").format(reason=preview.error)])
            return
        lines = list(preview.lines)
        if warning:
            lines.insert(0, warning)
        self.show_lines(lines)
