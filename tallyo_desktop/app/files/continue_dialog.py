"""Continue a game: the unfinished games besides the current one, to go on with or delete. A
copy of a game finished since (on another laptop, say) is listed as what it is: an earlier
moment of the finished game, or a game that went another way."""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QFile, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.files.finished_elsewhere import Stands, final_points
from tallyo_desktop.app.files.game_store import StoredGame
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules.presets import rules_name


class ContinueDialog(QDialog):
    COLUMNS = (
        QT_TRANSLATE_NOOP("ContinueDialog", "Players"),
        QT_TRANSLATE_NOOP("ContinueDialog", "Rules"),
        QT_TRANSLATE_NOOP("ContinueDialog", "Hand"),
        QT_TRANSLATE_NOOP("ContinueDialog", "Last played"),
    )

    def __init__(self, games: list[StoredGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueDialog")
        self.setWindowTitle(self.tr("Continue a game"))
        self.games = list(games)
        heading = QLabel(
            self.tr("Unfinished games, the last played first.")
            if games
            else self.tr("There is no other unfinished game.")
        )
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("continueGames")
        self.table.setAccessibleName(self.tr("Unfinished games"))
        self.table.setHorizontalHeaderLabels([self.tr(column) for column in self.COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.activated.connect(lambda _index: self._continue())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.continue_button = buttons.addButton(
            self.tr("&Continue"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.continue_button.setObjectName("continueChosen")
        self.delete_button = buttons.addButton(
            self.tr("&Delete"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.delete_button.setObjectName("continueDelete")
        self.delete_button.setToolTip(self.tr("Move the game's file to the trash"))
        self.continue_button.clicked.connect(self._continue)
        self.delete_button.clicked.connect(self.delete_selected)
        delete_key = QAction(self)
        delete_key.setShortcut(QKeySequence.StandardKey.Delete)
        delete_key.triggered.connect(self.delete_selected)
        self.addAction(delete_key)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setObjectName("continueNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(heading)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self._chosen: Path | None = None
        self._fill()
        if games:
            self.table.selectRow(0)
        self._update_buttons()
        self.resize(720, 360)

    def _fill(self) -> None:
        self.table.setRowCount(len(self.games))
        for row, stored in enumerate(self.games):
            when = datetime.fromtimestamp(stored.modified).strftime("%Y-%m-%d %H:%M")
            if stored.saved is None:
                cells = [stored.path.name, "", stored.problem or "", when]
            else:
                game = stored.saved.game
                hand = game.state.hand_name
                if stored.stands is Stands.EARLIER:
                    hand = self.tr("{hand}, finished since").format(hand=hand)
                elif stored.stands is Stands.ANOTHER_WAY:
                    hand = self.tr("{hand}, went another way").format(hand=hand)
                cells = [", ".join(game.names), rules_name(game.rules), hand, when]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if stored.saved is None:
                    item.setForeground(self.palette().placeholderText())
                self.table.setItem(row, column, item)

    def _selected(self) -> StoredGame | None:
        rows = self.table.selectionModel().selectedRows()
        return self.games[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        selected = self._selected()
        self.continue_button.setEnabled(selected is not None and selected.saved is not None)
        self.delete_button.setEnabled(selected is not None)
        note = self.note_for(selected) if selected is not None else ""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.continue_button.setText(
            self.tr("&Continue…")
            if selected is not None and selected.stands is Stands.EARLIER
            else self.tr("&Continue")
        )

    def note_for(self, stored: StoredGame) -> str:
        """What the list says of a copy of a game finished since; empty for another game."""
        if stored.finished is None:
            return ""
        result = final_points(stored.finished.game)
        if stored.stands is Stands.EARLIER:
            return self.tr(
                "This copy is an earlier moment of a game that was finished since, on another "
                "laptop say ({result}). Continue opens the finished game, or plays on from this "
                "moment as a game of its own; the finished game stays as it ended."
            ).format(result=result)
        return self.tr(
            "This copy went another way than the finished game of the same identity "
            "({result}). Continue plays it on as a game of its own; the finished game stays as "
            "it ended."
        ).format(result=result)

    def _continue(self) -> None:
        selected = self._selected()
        if selected is not None and selected.saved is not None:
            self._chosen = selected.path
            self.accept()

    def delete_selected(self) -> None:
        selected = self._selected()
        if selected is None:
            return
        # The trash, where the system has one, so a slip can be undone outside the app.
        if not QFile.moveToTrash(str(selected.path)):
            with contextlib.suppress(OSError):
                selected.path.unlink()
        if selected.path.exists():
            return
        self.games.remove(selected)
        self._fill()
        self._update_buttons()

    def chosen(self) -> Path | None:
        return self._chosen
