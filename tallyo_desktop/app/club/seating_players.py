"""The seating window's players: who came, one name a line, a field that adds a name (completed
from the library's players), and a line that says how many tables the list makes, or why it
cannot be seated (a repeated name, too few players, a list far too long to be a night's)."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.core.club.seating import TableSizes, check_attendance, table_sizes
from tallyo_desktop.core.errors import TallyoError


class PlayersBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Players"))
        layout = QVBoxLayout(self)
        self.attendance = QPlainTextEdit()
        self.attendance.setObjectName("attendance")
        self.attendance.setAccessibleName(self.tr("Who came, one name a line"))
        self.attendance.setPlaceholderText(self.tr("One name a line"))
        layout.addWidget(self.attendance, 1)
        adding = QHBoxLayout()
        self.add_name = QLineEdit()
        self.add_name.setObjectName("addName")
        self.add_name.setPlaceholderText(self.tr("A name to add"))
        self.add_name.setAccessibleName(self.tr("A player to add"))
        self.add_name.returnPressed.connect(self.add_player)
        completer = QCompleter(self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.names_model = QStringListModel(self)
        completer.setModel(self.names_model)
        self.add_name.setCompleter(completer)
        add = QPushButton(self.tr("&Add"))
        add.setObjectName("addPlayer")
        add.clicked.connect(self.add_player)
        adding.addWidget(self.add_name, 1)
        adding.addWidget(add)
        layout.addLayout(adding)
        self.count = QLabel()
        self.count.setObjectName("playerCount")
        self.count.setWordWrap(True)
        layout.addWidget(self.count)

    def names(self) -> tuple[str, ...]:
        """The names of the list, each line trimmed, the empty ones left out."""
        lines = self.attendance.toPlainText().splitlines()
        return tuple(line.strip() for line in lines if line.strip())

    def show_names(self, names: tuple[str, ...]) -> None:
        self.attendance.setPlainText("\n".join(names))

    def add_player(self) -> None:
        name = self.add_name.text().strip()
        if not name:
            return
        names = self.names()
        if name not in names:
            self.show_names((*names, name))
        self.add_name.clear()

    def say_count(self, sizes: TableSizes) -> bool:
        """Say how many tables the list makes of `sizes`, or why it cannot be seated; whether
        it can be."""
        names = self.names()
        try:
            check_attendance(names)
            tables = table_sizes(len(names), sizes)
        except TallyoError as error:
            self.count.setText(str(error))
            return False
        out = len(names) - sum(tables)
        if len(tables) == 1:
            text = (
                self.tr("{players} players: one table, {out} sitting out")
                if out
                else self.tr("{players} players: one table")
            )
        else:
            text = (
                self.tr("{players} players: {tables} tables, {out} sitting out")
                if out
                else self.tr("{players} players: {tables} tables")
            )
        self.count.setText(text.format(players=len(names), tables=len(tables), out=out))
        return True
