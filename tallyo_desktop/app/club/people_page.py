"""Players as people: every name written in a game belongs to a person, and the organiser
merges the names that are one person ("ben", "Ben K." and "Ben"), renames a person, and opens a
person's page with their games. A merge or a rename is undone with the window's Undo (Ctrl+Z).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import RowsModel, _Cells
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.people import Merge, Person
from tallyo_desktop.core.library.store import GameLibrary

_ASCENDING = Qt.SortOrder.AscendingOrder
_DESCENDING = Qt.SortOrder.DescendingOrder


class PeopleModel(RowsModel[Person]):
    COLUMNS = (
        QT_TRANSLATE_NOOP("PeopleModel", "Player"),
        QT_TRANSLATE_NOOP("PeopleModel", "Games"),
        QT_TRANSLATE_NOOP("PeopleModel", "Names in games"),
    )
    _KEYS: tuple[Callable[[Person], Any], ...] = (
        lambda person: person.display_name.casefold(),
        lambda person: person.games,
        lambda person: len(person.aliases),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        orders = (_ASCENDING, _DESCENDING, _DESCENDING)
        super().__init__(self.COLUMNS, orders, (1, _DESCENDING), parent, "PeopleModel")

    def person(self, row: int) -> Person | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, person_id: int) -> int | None:
        return next((n for n, person in enumerate(self._rows) if person.id == person_id), None)

    def _right_aligned(self, column: int) -> bool:
        return column == 1

    def _make_cells(self, row: Person) -> _Cells:
        return _Cells((row.display_name, str(row.games), ", ".join(row.aliases)))

    def _sort_key(self, column: int) -> Callable[[Person], Any]:
        return self._KEYS[column]


class _Done(QUndoCommand):
    """A change already made in the library: pushed after it succeeded, so that a refusal is
    said and nothing is pushed; redo after an undo makes it again."""

    def __init__(self, text: str, undo: Callable[[], None], redo: Callable[[], None],
                 after: Callable[[], None]) -> None:  # fmt: skip
        super().__init__(text)
        self._undo, self._redo, self._after = undo, redo, after
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
        else:
            self._redo()
        self._after()

    def undo(self) -> None:
        self._undo()
        self._after()


def _saying(status: QLabel, change: Callable[[], None]) -> Callable[[], None]:
    """`change`, with a refusal of the library (written by another window meanwhile, say) said
    in `status` rather than raised into Qt's undo stack."""

    def run() -> None:
        try:
            change()
        except TallyoError as error:
            status.setText(str(error))

    return run


class PeoplePage(QWidget):
    personChosen = Signal(int)
    changed = Signal()
    """People were merged, renamed, or that was undone: standings read again."""

    def __init__(self, keeper: LibraryKeeper, undo: QUndoStack,
                 parent: QWidget | None = None, load: bool = True) -> None:  # fmt: skip
        """`load`: read the people now; else the first `refresh` does (when first shown)."""
        super().__init__(parent)
        self.setObjectName("peoplePage")
        self.keeper = keeper
        self.undo_stack = undo
        self.model = PeopleModel(self)
        self.table = QTableView()
        self.table.setObjectName("peopleTable")
        self.table.setAccessibleName(self.tr("Players"))
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSortIndicator(*self.model.read_order)
        self.table.setSortingEnabled(True)
        self.table.activated.connect(self._open_row)
        hint = QLabel(
            self.tr(
                "Select the names that are one player (Ctrl+click) and merge them. "
                "Undo (Ctrl+Z) takes a merge or a rename back."
            )
        )
        hint.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("peopleStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.merge_button = QPushButton(self.tr("&Merge…"))
        self.merge_button.setObjectName("peopleMerge")
        self.merge_button.clicked.connect(self.ask_merge)
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.rename_button.setObjectName("peopleRename")
        self.rename_button.clicked.connect(self.ask_rename)
        self.open_button = QPushButton(self.tr("Player's &page"))
        self.open_button.setObjectName("peopleOpen")
        self.open_button.clicked.connect(self._open_selected)
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.setObjectName("peopleUndo")
        self.undo_button.clicked.connect(undo.undo)
        undo.canUndoChanged.connect(self.undo_button.setEnabled)
        undo.undoTextChanged.connect(self._show_undo_text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for button in (self.undo_button, self.merge_button, self.rename_button, self.open_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._show_undo_text(undo.undoText())
        self.undo_button.setEnabled(undo.canUndo())
        if load:
            self.refresh()

    @property
    def library(self) -> GameLibrary | None:
        return self.keeper.library

    def refresh(self) -> None:
        library = self.library
        people: list[Person] = []
        try:
            people = library.people() if library is not None else []
        except TallyoError as error:
            self.status.setText(str(error))
        self.model.set_rows(people)
        self._update_buttons()

    def selected(self) -> list[Person]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [person for row in rows if (person := self.model.person(row)) is not None]

    def select(self, person_ids: Sequence[int]) -> None:
        """Select the people `person_ids` (as a click and Ctrl+clicks would)."""
        self.table.clearSelection()
        flags = self.table.selectionModel().SelectionFlag
        for person_id in person_ids:
            row = self.model.row_of(person_id)
            if row is not None:
                self.table.selectionModel().select(
                    self.model.index(row, 0), flags.Select | flags.Rows
                )

    def _update_buttons(self) -> None:
        count = len(self.selected())
        self.merge_button.setEnabled(count >= 2)
        self.rename_button.setEnabled(count == 1)
        self.open_button.setEnabled(count == 1)

    def _show_undo_text(self, text: str) -> None:
        self.undo_button.setText(self.tr("&Undo {change}").format(change=text) if text
                                 else self.tr("&Undo"))  # fmt: skip

    def _after(self) -> None:
        self.refresh()
        self.changed.emit()

    # --- merging and renaming ------------------------------------------------------------------

    def ask_merge(self) -> None:
        people = self.selected()
        if len(people) < 2:
            return
        # The name with the most games first: the one most likely kept.
        names = [person.display_name for person in sorted(people, key=lambda p: -p.games)]
        name, chosen = QInputDialog.getItem(
            self, self.tr("Merge players"),
            self.tr("These %n names are one player. Show them as:", "", len(people)),
            names, 0, True,
        )  # fmt: skip
        if chosen:
            self.merge([person.id for person in people], name)

    def merge(self, person_ids: Sequence[int], name: str) -> bool:
        """Merge the people `person_ids` into one shown as `name`; False (said) if refused."""
        library = self.library
        if library is None:
            return False
        ids = list(person_ids)
        try:
            done: list[Merge] = [library.merge_people(ids, name)]
        except TallyoError as error:
            self.status.setText(str(error))
            return False

        def undo() -> None:
            library.undo_merge(done[0])

        def redo() -> None:
            done[0] = library.merge_people(ids, name)

        self.status.setText(self.tr("Merged into {name}.").format(name=name))
        self.undo_stack.push(_Done(self.tr("merge into {name}").format(name=name),
                                   _saying(self.status, undo), _saying(self.status, redo),
                                   self._after))  # fmt: skip
        return True

    def ask_rename(self) -> None:
        people = self.selected()
        if len(people) != 1:
            return
        name, chosen = QInputDialog.getText(
            self, self.tr("Rename player"), self.tr("Show this player as:"),
            QLineEdit.EchoMode.Normal, people[0].display_name,
        )  # fmt: skip
        if chosen:
            self.rename(people[0].id, name)

    def rename(self, person_id: int, name: str) -> bool:
        library = self.library
        if library is None:
            return False
        try:
            old = library.rename_person(person_id, name)
        except TallyoError as error:
            self.status.setText(str(error))
            return False
        self.status.setText(self.tr("Renamed {old} to {name}.").format(old=old, name=name))
        self.undo_stack.push(
            _Done(
                self.tr("rename to {name}").format(name=name),
                _saying(self.status, lambda: self._rename_quietly(person_id, old)),
                _saying(self.status, lambda: self._rename_quietly(person_id, name)),
                self._after,
            )
        )
        return True

    def _rename_quietly(self, person_id: int, name: str) -> None:
        library = self.library
        if library is not None:
            library.rename_person(person_id, name)

    def _open_selected(self) -> None:
        people = self.selected()
        if len(people) == 1:
            self.personChosen.emit(people[0].id)

    def _open_row(self, index: QModelIndex) -> None:
        person = self.model.person(index.row())
        if person is not None:
            self.personChosen.emit(person.id)
