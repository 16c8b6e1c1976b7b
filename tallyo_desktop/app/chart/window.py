"""The payment chart's window (Help ▸ Payment chart, F3): the sheet for the rules of the game, or
of any preset chosen in it, beside the table. It follows the controller: a change of the game's
rules shows their sheet, and while a win is entered, the cell its hand lands in is marked and
scrolled into view.

Each opening shows the game's own rules: another preset is looked at while the window is open,
and is not what it shows the next time (a table reaching for the chart wants this game's).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.chart.sheet_html import MARK_ANCHOR, sheet_html
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.shared.save_places import SavePlaces, ask_save_path, file_name
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.table.events import Ron, Tsumo
from tallyo_desktop.core.table.payment_sheet import PaymentSheet, Spot, payment_sheet, spot_of

PDF_KEY = "chart/pdfFolder"
"""Where the chart was last saved as a PDF: the next dialog starts there."""
GAME_RULES = ""
"""The choice of the game's own rules, whatever they are."""


def entered_spots(controller: GameController, sheet: PaymentSheet) -> frozenset[Spot]:
    """Where the hands of the win being entered land on `sheet`: one spot for each winner."""
    draft = controller.draft
    table = controller.entry_table() if controller.has_game else None
    if table is None or not draft.mode.is_win:
        return frozenset()
    event = draft.event
    dealer = table.dealer
    found: list[Spot | None] = []
    if isinstance(event, Ron):
        found = [
            spot_of(sheet, win.hand, dealer=win.winner == dealer, tsumo=False) for win in event.wins
        ]
    elif isinstance(event, Tsumo):
        found = [spot_of(sheet, event.hand, dealer=event.winner == dealer, tsumo=True)]
    return frozenset(spot for spot in found if spot is not None)


class PaymentChart(QDialog):
    """The sheet, a choice of rules, and buttons to print it or save it as a PDF."""

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """`settings`: where the chart was last saved as a PDF is kept there."""
        super().__init__(parent)
        self.setObjectName("paymentChart")
        self.places = SavePlaces(settings, PDF_KEY)
        self.controller = controller
        self.choice = QComboBox()
        self.choice.setObjectName("paymentChartRules")
        self.choice_label = QLabel()
        self.choice_label.setBuddy(self.choice)
        self.page = QTextBrowser()
        self.page.setObjectName("paymentChartPage")
        self.print_button = QPushButton()
        self.print_button.setObjectName("paymentChartPrint")
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("paymentChartPdf")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.choice_label)
        top.addWidget(self.choice, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.page, 1)
        layout.addWidget(buttons)
        self.sheet = payment_sheet(self.rules())
        self.marks: frozenset[Spot] = frozenset()
        self._fill_choices()
        self.choice.currentIndexChanged.connect(self._show)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.ask_pdf)
        controller.changed.connect(self._follow)
        self._show()
        self.resize(1000, 720)

    def _fill_choices(self) -> None:
        self.setWindowTitle(self.tr("Payment chart"))
        self.choice_label.setText(self.tr("&Rules:"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Save as P&DF…"))
        chosen = self.choice.currentData()
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItem(self.tr("This game's rules"), GAME_RULES)
        for preset, rules in presets.PRESETS.items():
            self.choice.addItem(presets.rules_name(rules), preset)
        index = self.choice.findData(chosen) if chosen is not None else 0
        self.choice.setCurrentIndex(max(index, 0))
        self.choice.blockSignals(False)

    def rules(self) -> Rules:
        """The rules shown: the game's (the default preset's before a game), or those chosen."""
        chosen = self.choice.currentData()
        if chosen:
            return presets.PRESETS[str(chosen)]
        return self.controller.rules if self.controller.has_game else presets.DEFAULT

    def _follow(self, change: GameChange) -> None:
        if change.reset or change.rules or change.draft or change.table:
            self._show()

    def showEvent(self, event: QShowEvent) -> None:
        if not event.spontaneous():
            # Opened again (not merely brought back from a minimised window): this game's rules,
            # from the top, or at the hand being entered.
            self.choice.blockSignals(True)
            self.choice.setCurrentIndex(0)
            self.choice.blockSignals(False)
            self.page.verticalScrollBar().setValue(0)
            self._show()
        super().showEvent(event)

    def _show(self) -> None:
        rules = self.rules()
        if rules != self.sheet.rules:
            self.sheet = payment_sheet(rules)
        marks = entered_spots(self.controller, self.sheet)
        moved = marks != self.marks
        self.marks = marks
        bar = self.page.verticalScrollBar()
        kept = bar.value()
        self.page.setHtml(sheet_html(self.sheet, self.marks))
        bar.setValue(kept)
        if marks and (moved or not self.mark_in_view()):
            self._scroll_to_mark()

    def _mark_cursor(self) -> QTextCursor | None:
        """Where the cell of the hand being entered is, if one is marked."""
        document = self.page.document()
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                if MARK_ANCHOR in fragment.charFormat().anchorNames():
                    cursor = QTextCursor(document)
                    cursor.setPosition(fragment.position())
                    return cursor
                fragments += 1
            block = block.next()
        return None

    def mark_in_view(self) -> bool:
        """Whether the cell of the hand being entered is in the window's view."""
        cursor = self._mark_cursor()
        if cursor is None:
            return False
        spot = self.page.cursorRect(cursor)
        return self.page.viewport().rect().contains(spot)

    def _scroll_to_mark(self) -> None:
        cursor = self._mark_cursor()
        if cursor is None:
            return
        # The cell in the middle of the view, with the rows around it: its han and its fu.
        spot = self.page.cursorRect(cursor)
        bar = self.page.verticalScrollBar()
        bar.setValue(bar.value() + spot.center().y() - self.page.viewport().height() // 2)

    def print_sheet(self) -> None:
        """Print the sheet, unmarked, through the system's print dialog."""
        # Imported when asked for: printing support is loaded only to print.
        from tallyo_desktop.app.chart.print import print_with_dialog

        print_with_dialog(sheet_html(self.sheet), self)

    def pdf_name(self) -> str:
        """The name proposed for the chart's PDF: "payment-chart-m-league.pdf"."""
        return file_name(self.tr("payment chart"), presets.rules_name(self.rules()), suffix=".pdf")

    def ask_pdf(self) -> None:
        path = ask_save_path(
            self,
            self.tr("Save the payment chart as PDF"),
            self.tr("PDF files (*.pdf)"),
            self.places,
            self.pdf_name(),
        )
        if path is not None:
            self.save_pdf(str(path))

    def save_pdf(self, path: str) -> bool:
        """Write the sheet, unmarked, as a PDF to `path`; say so if it cannot be written."""
        from tallyo_desktop.app.chart.print import write_pdf

        try:
            write_pdf(sheet_html(self.sheet), path)
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Payment chart"),
                self.tr("The chart could not be saved to {path}: {reason}. Choose another "
                        "folder or name.").format(path=path, reason=error.strerror or error),
            )  # fmt: skip
            return False
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill_choices()
            self._show()
        super().changeEvent(event)
