"""Number fields for han, fu and yakuman that only offer values a hand can have.

Each selects its text when it gets the focus, so typing replaces what is there ("3", not "13").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from tallyo_desktop.core.scoring.hand import KAZOE_HAN, MAX_YAKUMAN, VALID_FU

UNSET = "–"
"""What a han field shows before a number is typed: a hand has no han until one is given."""


NUMBER_KEYS = frozenset(
    {
        Qt.Key.Key_Backspace,
        Qt.Key.Key_Delete,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
    }
)
"""Keys that edit a number, besides the digits."""


class SelectingSpinBox(QSpinBox):
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # A number field keeps only the keys that edit a number: letters and Alt or Ctrl
            # combinations reach the window's keys (M for mangan, Alt+2 for riichi...).
            plain = not event.modifiers() & ~(
                Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
            )
            if not (plain and (event.text().isdigit() or event.key() in NUMBER_KEYS)):
                event.ignore()
                return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # After Qt's own handling of the focus, which places the cursor.
        QTimer.singleShot(0, self.selectAll)


class HanSpinBox(SelectingSpinBox):
    """1 to 13+ han, empty (0) until given; 13 stands for 13 or more."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, KAZOE_HAN)
        self.setSpecialValueText(UNSET)
        self.setValue(0)
        self.setSuffix(self.tr(" han", "suffix of the han count, with its leading space"))
        self.setAccessibleName(self.tr("Han"))

    def textFromValue(self, value: int) -> str:
        return f"{value}+" if value == KAZOE_HAN else str(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return min(int(digits), KAZOE_HAN) if digits else 0

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = text.removesuffix(self.suffix()).strip().rstrip("+")
        if not digits or digits == UNSET:
            return QValidator.State.Intermediate, text, pos
        if digits.isdigit() and 1 <= int(digits) <= KAZOE_HAN:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos


class FuSpinBox(SelectingSpinBox):
    """Steps only through the fu that exist: 20, 25, 30, 40 ... 110.

    The spin box holds the index into the valid fu; `fu()` gives the fu themselves.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, len(VALID_FU) - 1)
        self.set_fu(30)
        self.setSuffix(self.tr(" fu", "suffix of the fu count, with its leading space"))
        self.setAccessibleName(self.tr("Fu"))

    def fu(self) -> int:
        return VALID_FU[self.value()]

    def set_fu(self, fu: int) -> None:
        self.setValue(VALID_FU.index(fu))

    def textFromValue(self, value: int) -> str:
        return str(VALID_FU[value])

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return VALID_FU.index(int(digits)) if digits and int(digits) in VALID_FU else self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = text.removesuffix(self.suffix()).strip()
        if not digits:
            return QValidator.State.Intermediate, text, pos
        if not digits.isdigit():
            return QValidator.State.Invalid, text, pos
        if int(digits) in VALID_FU:
            return QValidator.State.Acceptable, text, pos
        if any(str(fu).startswith(digits) for fu in VALID_FU):
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Invalid, text, pos


class YakumanSpinBox(SelectingSpinBox):
    """How many yakuman: none, or 1 to 6 (2 is a double yakuman)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, MAX_YAKUMAN)
        self.setPrefix(self.tr("Yakuman ×", "prefix of the yakuman count: Yakuman ×2"))
        self.setSpecialValueText(self.tr("No yakuman"))
        self.setAccessibleName(self.tr("Yakuman count"))
