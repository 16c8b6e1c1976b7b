"""What the tournament window puts on paper and in files, asking where first: the schedule,
the player cards and a round's table cards (PDF), the ranking (PDF, CSV, a picture, a web
page, the EMA's results table) and the list of penalties (CSV).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared.translations import current_language
from tallyo_desktop.app.tournament import exports, printing
from tallyo_desktop.app.tournament.board import BoardContent
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.core.tournament.exports import ema_results_csv, penalties_csv, ranking_csv
from tallyo_desktop.core.tournament.ranking import Ranking
from tallyo_desktop.core.tournament.web_page import web_page


class Questions(Protocol):
    """What the tournament window asks (the main window's prompter answers)."""

    def inform(self, title: str, text: str) -> None: ...
    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None: ...
    def save_path(
        self, title: str, file_filter: str, suffix: str, suggested: Path
    ) -> Path | None: ...


class TournamentOutputs(QObject):
    def __init__(
        self,
        controller: TournamentController,
        questions: Questions | None,
        window: QWidget,
        ranking: Callable[[], Ranking],
        board: Callable[[], BoardContent],
        round_chosen: Callable[[], int],
    ) -> None:
        super().__init__(window)
        self.controller = controller
        self.questions = questions
        self.window = window
        self._ranking = ranking
        self._board = board
        self._round = round_chosen
        self.written: list[Path] = []
        """Every file written, in order (the window says so in its status line)."""

    def _folder(self) -> Path:
        path = self.controller.path
        if path is not None:
            return path.parent
        return Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )

    def _ask(self, title: str, kind: str, suffix: str, name: str) -> Path | None:
        if self.questions is None:
            return None
        return self.questions.save_path(title, kind, suffix, self._folder() / f"{name}{suffix}")

    def _stem(self) -> str:
        path = self.controller.path
        return path.stem if path is not None else "tournament"

    def _done(self, path: Path, reason: str | None) -> bool:
        if reason is None:
            self.written.append(path)
            return True
        if self.questions is not None:
            self.questions.inform(
                self.tr("Tournament"),
                self.tr(
                    "{file} could not be written: {reason}. Choose another folder or name."
                ).format(file=path.name, reason=reason),
            )
        return False

    def print_kind(self, kind: str) -> bool:
        """ "schedule", "cards" or "tables" (the chosen round's), as a PDF."""
        if not self.controller.has_tournament:
            return False
        state = self.controller.state
        if state.schedule is None:
            if self.questions is not None:
                self.questions.inform(self.tr("Tournament"), self.tr("Seat the schedule first."))
            return False
        pdf = self.tr("PDF files (*.pdf)")
        if kind == "schedule":
            page, point, name = printing.schedule_html(state), printing.SCHEDULE_POINTS, "schedule"
            title = self.tr("Save the schedule as PDF")
        elif kind == "cards":
            page, point, name = printing.player_cards_html(state), printing.CARD_POINTS, "cards"
            title = self.tr("Save the player cards as PDF")
        else:
            number = self._round()
            page = printing.table_cards_html(state, number)
            point, name = printing.CARD_POINTS, f"round-{number + 1}-tables"
            title = self.tr("Save the table cards of round {round} as PDF").format(round=number + 1)
        path = self._ask(title, pdf, ".pdf", f"{self._stem()}-{name}")
        if path is None:
            return False
        return self._done(
            path, exports.write_bytes(path, exports.pdf_bytes(page, state.name, point))
        )

    def export(self, kind: str) -> bool:
        """One of the ranking page's exports, or "penalties"."""
        if not self.controller.has_tournament:
            return False
        state = self.controller.state
        table = self._ranking()
        stem = self._stem()
        csv = self.tr("CSV files (*.csv)")
        if kind == "print":
            path = self._ask(self.tr("Save the ranking as PDF"), self.tr("PDF files (*.pdf)"),
                             ".pdf", f"{stem}-ranking")  # fmt: skip
            if path is None:
                return False
            data = exports.pdf_bytes(
                printing.ranking_html(state, table), state.name, printing.RANKING_POINTS
            )
            return self._done(path, exports.write_bytes(path, data))
        if kind == "picture":
            path = self._ask(self.tr("Save the ranking as a picture"),
                             self.tr("PNG images (*.png)"), ".png", f"{stem}-ranking")  # fmt: skip
            if path is None:
                return False
            # Fusion's light colours whatever the window's scheme: the picture is sent on.
            palette = self.window.style().standardPalette()
            data = exports.png_bytes(self._board(), palette, self.window.font())
            return self._done(path, exports.write_bytes(path, data))
        if kind == "page":
            path = self._ask(self.tr("Save the ranking and the schedule as a web page"),
                             self.tr("Web pages (*.html)"), ".html", stem)  # fmt: skip
            text = web_page(state, table, current_language() or "en") if path else ""
        elif kind == "ema":
            path = self._ask(self.tr("Save the EMA's results table"), csv, ".csv", f"{stem}-ema")
            text = ema_results_csv(state, table) if path else ""
        elif kind == "penalties":
            path = self._ask(self.tr("Export the penalties and chombo"), csv, ".csv",
                             f"{stem}-penalties")  # fmt: skip
            text = penalties_csv(state) if path else ""
        else:
            path = self._ask(self.tr("Export the ranking as CSV"), csv, ".csv", f"{stem}-ranking")
            text = ranking_csv(state, table) if path else ""
        if path is None:
            return False
        return self._done(path, exports.write_text(path, text))
