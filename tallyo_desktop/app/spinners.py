"""Spin boxes for han, fu and yakuman that only offer values a hand can have."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from tallyo_desktop.core.hand import KAZOE_HAN, MAX_YAKUMAN, VALID_FU


class HanSpinBox(QSpinBox):
    """1 to 13+ han; 13 stands for 13 or more (a counted yakuman where the rules have it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(1, KAZOE_HAN)
        self.setValue(1)
        self.setSuffix(self.tr(" han", "suffix of the han count, with its leading space"))
        self.setAccessibleName(self.tr("Han"))

    def textFromValue(self, value: int) -> str:
        return f"{value}+" if value == KAZOE_HAN else str(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return min(int(digits), KAZOE_HAN) if digits else 1

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = text.removesuffix(self.suffix()).strip().rstrip("+")
        if not digits:
            return QValidator.State.Intermediate, text, pos
        if digits.isdigit() and 1 <= int(digits) <= KAZOE_HAN:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos


class FuSpinBox(QSpinBox):
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


class YakumanSpinBox(QSpinBox):
    """How many yakuman: none, or 1 to 6 (2 is a double yakuman)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, MAX_YAKUMAN)
        self.setPrefix(self.tr("Yakuman ×", "prefix of the yakuman count: Yakuman ×2"))
        self.setSpecialValueText(self.tr("No yakuman"))
        self.setAccessibleName(self.tr("Yakuman count"))
