"""Copies of one game that contradict each other, side by side: the organiser chooses the one
that counts, or leaves it for later.

The dialog says where the copies part (`record.copies.first_difference`): the first hand one of
them recorded otherwise, and what each recorded there; or the players' names or the rule options
they differ in, when their hands are the same. However many copies there are, it fits the screen:
the copies scroll, and what comes from a file (its path, the players' names, a correction's
reason) is cut to a sensible length, whole in its tooltip. The choice is remembered
(`core.library.gathering.choose`): gathering the same copies again asks no more.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.rules.texts import choice_text, option_text
from tallyo_desktop.core.library.gathering import Conflict, Copy
from tallyo_desktop.core.record.copies import Difference, first_difference
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.table.history import describe
from tallyo_desktop.core.table.settlement import format_result

COLUMN_WIDTH = 280
"""Each copy's column, in pixels: wide enough for a result line, narrow enough for several."""
CUT = 60
"""The most characters shown of a text from a file (a path, a hand's description)."""
NAME_CUT = 24
"""The most characters shown of a player's name (its end left out; in the row of a seat
whose names differ, its middle)."""
ROOM = 0.9
"""The most of the screen the dialog takes, each way."""


def cut(text: str, most: int = CUT, *, middle: bool = True) -> str:
    """`text` shortened to `most` characters: its middle left out (a path's start and its
    file name are what say which it is; two long names may differ at their ends), or its end."""
    if len(text) <= most:
        return text
    keep = most - 1
    if not middle:
        return text[:keep] + "\N{HORIZONTAL ELLIPSIS}"
    return text[: keep - keep // 2] + "\N{HORIZONTAL ELLIPSIS}" + text[len(text) - keep // 2 :]


class ConflictDialog(QDialog):
    """Each copy in a column of its own with a button to keep it; Decide later keeps the
    library as it is (the copies stay kept in the data folder). With `remaining` conflicts
    after this one, Decide all later leaves them all (`later_for_all`). `room` is the part of
    the screen the dialog may take (the screen's own, unless given)."""

    def __init__(
        self,
        conflict: Conflict,
        parent: QWidget | None = None,
        *,
        remaining: int = 0,
        room: QRect | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("conflictDialog")
        self.setWindowTitle(self.tr("Copies of one game that differ"))
        self.chosen: int | None = None
        self.later_for_all = False
        self.difference = first_difference([copy.game for copy in conflict.copies])
        self.parted_at = ""
        """The hand where the copies part, if they part in a hand ("East 3")."""
        if self.difference.event is not None:
            event = self.difference.event
            first = next(copy.game for copy in conflict.copies if len(copy.game) > event)
            self.parted_at = first.state_before(event).hand_name
        self.at_hand = self.tr("At {hand}").format(hand=self.parted_at)
        intro = QLabel(self._intro())
        intro.setObjectName("conflictIntro")
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        columns = QHBoxLayout()
        self.keep_buttons: list[QPushButton] = []
        for index, copy in enumerate(conflict.copies):
            columns.addWidget(self._column(index, copy, index == conflict.held))
        columns.addStretch(1)
        inside = QWidget()
        inside.setLayout(columns)
        self.copies_area = QScrollArea()
        self.copies_area.setObjectName("conflictCopies")
        self.copies_area.setWidgetResizable(True)
        self.copies_area.setWidget(inside)
        later = QPushButton(self.tr("Decide &later"))
        later.setObjectName("conflictLater")
        later.setToolTip(
            self.tr("The library stays as it is; gathering these files again asks again")
        )
        later.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        if remaining:
            rest = QPushButton(self.tr("Decide these and the %n other(s) later", "", remaining))
            rest.setObjectName("conflictAllLater")
            rest.clicked.connect(self._all_later)
            bottom.addWidget(rest)
        bottom.addWidget(later)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(intro)
        self._layout.addWidget(self.copies_area, 1)
        self._layout.addLayout(bottom)
        self._fit(inside, room)

    # --- what is said ------------------------------------------------------------------------

    def _intro(self) -> str:
        difference = self.difference
        after = self.tr(
            "Keep the copy that is right; the others stay in the data folder, nothing is "
            "deleted, and gathering them again does not ask again."
        )
        if difference.event is not None:
            parted = self.tr(
                "These copies of one game went different ways from {hand} (the game's event "
                "{number}): a hand was entered differently, or only on some of the laptops. "
                "Each column shows what its copy has there."
            ).format(hand=self.parted_at, number=difference.event + 1)
        elif difference.seats and not difference.rules:
            parted = self.tr(
                "These copies of one game have the same hands under other players' names."
            )
        elif difference.rules:
            parted = self.tr(
                "These copies of one game have the same hands under other rules: {options}."
            ).format(options=", ".join(option_text(name)[0] for name in difference.rules))
        else:
            parted = self.tr("These copies of one game differ.")
        return f"{parted} {after}"

    def _column(self, index: int, copy: Copy, held: bool) -> QGroupBox:
        title = (
            self.tr("Copy {number}: in the library now")
            if held
            else self.tr("Copy {number}").format(number=index + 1)
        )
        box = QGroupBox(title.format(number=index + 1))
        box.setObjectName(f"conflictCopy{index + 1}")
        box.setFixedWidth(COLUMN_WIDTH)
        game, metadata = copy.game, copy.saved.metadata
        where = copy.path if copy.path is not None else copy.kept
        shown_where = str(where) if where is not None else self.tr("(the library's own)")
        facts: list[tuple[str, str, int]] = [
            (self.tr("File"), shown_where, CUT),
            (
                self.tr("Date"),
                (metadata.updated or metadata.created or "").replace("T", " "),
                CUT,
            ),
            (self.tr("Rules"), rules_name(game.rules), CUT),
            (self.tr("Hands"), str(game.state.hands_played), CUT),
        ]
        difference = self.difference
        if difference.event is not None:
            facts.append((self.at_hand, self._event_there(copy, difference), CUT))
        for seat in difference.seats:
            seat_label = self.tr("Seat {number}").format(number=seat + 1)
            facts.append((seat_label, game.names[seat], NAME_CUT))
        for option in difference.rules:
            facts.append((option_text(option)[0], _value(getattr(game.rules, option)), CUT))
        grid = QGridLayout()
        row = 0
        for label, value, most in facts:
            grid.addWidget(QLabel(label), row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(_plain(value, most), row, 1)
            row += 1
        grid.addWidget(QLabel(self.tr("Result")), row, 0, Qt.AlignmentFlag.AlignTop)
        results = "\n".join(
            self.tr("{place}. {name}: {points} points, {result}").format(
                place=standing.place,
                name=cut(standing.name, NAME_CUT, middle=False),
                points=standing.points,
                result=format_result(standing.result),
            )
            for standing in game.settlement().by_place()
        )
        grid.addWidget(_plain(results, 0), row, 1)
        grid.setColumnStretch(1, 1)
        keep = QPushButton(self.tr("&Keep copy {number}").format(number=index + 1))
        keep.setObjectName(f"conflictKeep{index + 1}")
        keep.clicked.connect(lambda: self._keep(index))
        self.keep_buttons.append(keep)
        layout = QVBoxLayout(box)
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.addWidget(keep)
        return box

    def _event_there(self, copy: Copy, difference: Difference) -> str:
        game = copy.game
        assert difference.event is not None
        if len(game) <= difference.event:
            return self.tr("Nothing: this copy ends before it.")
        before = game.state_before(difference.event)
        # Described with the players' names cut, so that a long name leaves room for the hand.
        names = tuple(cut(name, NAME_CUT, middle=False) for name in before.names)
        return describe(replace(before, names=names), game.events_at(difference.event), game.rules)

    # --- the screen --------------------------------------------------------------------------

    def _fit(self, inside: QWidget, room: QRect | None) -> None:
        """As large as the copies need, but never larger than the screen: the copies scroll."""
        if room is None:
            screen = self.screen()
            room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)
        wanted = self.sizeHint()
        # The scroll area's hint is capped; the copies' own size is what they would take.
        content = inside.sizeHint()
        frame = 2 * self.copies_area.frameWidth() + self.copies_area.verticalScrollBar().width()
        width = max(wanted.width(), content.width() + frame + 2 * self._layout.spacing())
        extra = wanted.height() - self.copies_area.sizeHint().height()
        height = extra + content.height() + frame
        most_width, most_height = int(room.width() * ROOM), int(room.height() * ROOM)
        self.resize(min(width, most_width), min(height, most_height))
        self.setMaximumSize(room.width(), room.height())

    def _keep(self, index: int) -> None:
        self.chosen = index
        self.accept()

    def _all_later(self) -> None:
        self.later_for_all = True
        self.reject()


def _value(value: object) -> str:
    """A rule option's value as the rules editor words it."""
    if isinstance(value, Enum):
        return choice_text(value)[0]
    if isinstance(value, bool):
        if value:
            return QCoreApplication.translate("ConflictDialog", "yes")
        return QCoreApplication.translate("ConflictDialog", "no")
    if isinstance(value, tuple | frozenset | list):
        items = sorted(value, key=str) if isinstance(value, frozenset) else list(value)
        return ", ".join(_value(item) for item in items) or "–"
    return str(value)


def _plain(text: str, most: int = CUT) -> QLabel:
    """A label showing `text` as written (never as markup), each line cut to `most` characters
    with the whole of it in the tooltip; `most` 0 for text already cut."""
    shown = "\n".join(cut(line, most) for line in text.split("\n")) if most else text
    label = QLabel(shown)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    if shown != text:
        label.setToolTip(text)
    return label
