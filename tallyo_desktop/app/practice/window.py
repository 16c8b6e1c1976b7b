"""The counting practice's window: a session of hands, each answered from the keyboard (fu, Tab,
han, Tab, payment, Enter), marked and explained; Space or Enter goes on, and the score and the
accuracy by topic close the session. Esc closes the window."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.practice.hand_view import TileRow, hand_groups
from tallyo_desktop.app.practice.history import keep_session, session_of
from tallyo_desktop.core.counting.situation import RiichiKind, WinSituation
from tallyo_desktop.core.practice.answer import Mode, Reply
from tallyo_desktop.core.practice.drill import LENGTHS, Drill, choose_hands
from tallyo_desktop.core.practice.question import Question, load_questions
from tallyo_desktop.core.rules.rules import Rules

if TYPE_CHECKING:
    from tallyo_desktop.app.library.keeper import LibraryKeeper

TILE_HEIGHT = 52
INDICATOR_HEIGHT = 34


class PracticeWindow(QDialog):
    def __init__(
        self,
        rules: list[tuple[str, Rules]],
        keeper: LibraryKeeper | None = None,
        parent: QWidget | None = None,
        *,
        seed: int | None = None,
        questions: list[Question] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceWindow")
        self.setWindowTitle(self.tr("Practice counting hands"))
        self._keeper = keeper
        self._rng = random.Random(seed)
        self._questions = load_questions() if questions is None else questions
        self.drill: Drill | None = None

        self.rules_box = _named(QComboBox(), "rulesBox")
        for name, choice in rules:
            self.rules_box.addItem(name, choice)
        self.mode_box = _named(QComboBox(), "modeBox")
        for mode in Mode:
            self.mode_box.addItem(mode.label, mode)
        self.length_box = _named(QComboBox(), "lengthBox")
        for length in LENGTHS:
            self.length_box.addItem(str(length), length)
        self.length_box.setCurrentIndex(1)
        # A choice made takes effect at once: a session not yet answered starts anew, and one
        # under way takes the new number of hands.
        self.length_box.currentIndexChanged.connect(self._length_chosen)
        for box in (self.rules_box, self.mode_box):
            box.currentIndexChanged.connect(self._choice_changed)
        self.new_button = _named(QPushButton(self.tr("&New session")), "newButton")
        self.new_button.clicked.connect(self.start)
        choices = QHBoxLayout()
        for text, box in (
            (self.tr("&Rules:"), self.rules_box),
            (self.tr("&Asks:"), self.mode_box),
            (self.tr("&Hands:"), self.length_box),
        ):
            label = QLabel(text)
            label.setBuddy(box)
            choices.addWidget(label)
            choices.addWidget(box)
        choices.addStretch(1)
        choices.addWidget(self.new_button)

        self.progress = _named(QLabel(), "progress")
        self.situation = _named(QLabel(), "situation")
        self.situation.setWordWrap(True)
        self.hand = TileRow(TILE_HEIGHT)
        self.hand.setObjectName("hand")
        self.dora = TileRow(INDICATOR_HEIGHT)
        self.dora.setObjectName("dora")
        self.ura_label = QLabel(self.tr("Ura dora indicators:"))
        self.ura = TileRow(INDICATOR_HEIGHT)
        self.ura.setObjectName("ura")
        indicators = QHBoxLayout()
        indicators.addWidget(QLabel(self.tr("Dora indicators:")))
        indicators.addWidget(self.dora)
        indicators.addWidget(self.ura_label)
        indicators.addWidget(self.ura)

        self.fu_field = self._number_field("fuField", 200)
        self.han_field = self._number_field("hanField", 130)
        self.payment_field = _named(QLineEdit(), "paymentField")
        self.payment_field.setPlaceholderText(self.tr("7700, 1300-2600 or 2600 all"))
        self.check_button = _named(QPushButton(self.tr("&Check")), "checkButton")
        self.check_button.clicked.connect(self.check)
        self.next_button = _named(QPushButton(self.tr("Ne&xt hand")), "nextButton")
        self.next_button.clicked.connect(self.go_on)
        answer = QHBoxLayout()
        for text, field in (
            (self.tr("&Fu:"), self.fu_field),
            (self.tr("Ha&n:"), self.han_field),
            (self.tr("&Payment:"), self.payment_field),
        ):
            label = QLabel(text)
            label.setBuddy(field)
            answer.addWidget(label)
            answer.addWidget(field)
        answer.addWidget(self.check_button)
        answer.addWidget(self.next_button)

        self.explanation = _named(QPlainTextEdit(), "explanation")
        self.explanation.setReadOnly(True)
        self.explanation.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.explanation.setMinimumHeight(260)

        layout = QVBoxLayout(self)
        layout.addLayout(choices)
        layout.addWidget(self.progress)
        layout.addWidget(self.situation)
        layout.addWidget(self.hand)
        layout.addLayout(indicators)
        layout.addLayout(answer)
        layout.addWidget(self.explanation, 1)
        self.setTabOrder(self.fu_field, self.han_field)
        self.setTabOrder(self.han_field, self.payment_field)
        self.setTabOrder(self.payment_field, self.check_button)
        self.resize(820, 640)
        self.start()

    def _number_field(self, name: str, top: int) -> QLineEdit:
        field = _named(QLineEdit(), name)
        field.setValidator(QIntValidator(0, top, field))
        field.setMaximumWidth(70)
        return field

    # --- a session --------------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        mode = self.mode_box.currentData()
        return mode if isinstance(mode, Mode) else Mode.ALL

    def start(self) -> None:
        """A new session of the chosen length, rules and questions."""
        rules = self.rules_box.currentData()
        assert isinstance(rules, Rules)
        length = int(self.length_box.currentData())
        hands = choose_hands(self._questions, rules, length, self._rng)
        self.drill = Drill(hands, self.mode)
        self._show_hand()

    def _under_way(self) -> bool:
        """Whether a session has hands answered and hands still to answer."""
        drill = self.drill
        return drill is not None and bool(drill.markings) and not drill.finished

    def _choice_changed(self) -> None:
        # Other rules or other questions make another session; one under way goes on.
        if not self._under_way():
            self.start()

    def _length_chosen(self) -> None:
        drill = self.drill
        if drill is None or not self._under_way():
            self.start()
            return
        rules = drill.hands[0].rules
        length = int(self.length_box.currentData())
        wanted = length - len(drill.hands)
        extra = choose_hands(self._questions, rules, wanted, self._rng) if wanted > 0 else []
        drill.resize(length, extra)
        self._show_progress()
        if drill.answered:
            self._offer_next(drill)

    def _show_progress(self) -> None:
        """Where the session is, the hand just answered counted."""
        drill = self.drill
        assert drill is not None
        self.progress.setText(
            self.tr("Hand {number} of {count} · {right} right so far").format(
                number=drill.position + 1, count=len(drill.hands), right=drill.score
            )
        )

    def _show_hand(self) -> None:
        drill = self.drill
        assert drill is not None
        solution = drill.current
        situation = solution.question.situation
        self._show_progress()
        self.situation.setText(self._describe(situation, solution.question.origin))
        self.hand.show_groups(hand_groups(situation))
        self.dora.show_groups([list(situation.dora_indicators)])
        self.ura.show_groups([list(situation.ura_indicators)])
        self.ura_label.setVisible(bool(situation.ura_indicators))
        self.ura.setVisible(bool(situation.ura_indicators))
        asks = {
            self.fu_field: drill.mode in (Mode.ALL, Mode.FU) and solution.asks_fu,
            self.han_field: drill.mode in (Mode.ALL, Mode.HAN),
            self.payment_field: drill.mode in (Mode.ALL, Mode.PAYMENT),
        }
        for field, asked in asks.items():
            field.clear()
            field.setEnabled(asked)
            field.setReadOnly(False)
        self.explanation.clear()
        self.check_button.setEnabled(True)
        self.check_button.setDefault(True)
        self.next_button.setEnabled(False)
        self.next_button.setText(self.tr("Ne&xt hand"))
        next(field for field, asked in asks.items() if asked).setFocus()

    def _describe(self, situation: WinSituation, origin: str) -> str:
        won = self.tr("Tsumo") if situation.tsumo else self.tr("Ron")
        seat = (
            self.tr("the dealer (East)")
            if situation.dealer
            else self.tr("a non-dealer ({wind})").format(wind=situation.seat_wind.label)
        )
        parts = [
            self.tr("{won} by {seat}, in the {wind} round").format(
                won=won, seat=seat, wind=situation.round_wind.label
            )
        ]
        if situation.riichi is RiichiKind.RIICHI:
            parts.append(self.tr("riichi"))
        elif situation.riichi is RiichiKind.DOUBLE:
            parts.append(self.tr("double riichi"))
        if situation.melds:
            parts.append(self.tr("open") if situation.is_open else self.tr("closed, with a kan"))
        extras = {
            "ippatsu": self.tr("ippatsu"),
            "haitei": self.tr("on the last tile of the wall"),
            "houtei": self.tr("on the last discard"),
            "rinshan": self.tr("on the tile after a kan"),
            "chankan": self.tr("robbing a kan"),
        }
        parts += [text for flag, text in extras.items() if getattr(situation, flag)]
        parts.append(
            self.tr("from a Tenhou game ({game})").format(game=origin)
            if origin
            else self.tr("a made-up hand")
        )
        return self.tr("; ").join(parts)

    def check(self) -> None:
        """Mark the answer typed and explain the count."""
        drill = self.drill
        if drill is None or drill.answered:
            return
        marking = drill.answer(
            Reply(
                _number(self.fu_field),
                _number(self.han_field),
                self.payment_field.text() if self.payment_field.isEnabled() else "",
            )
        )
        headline = self.tr("Right!") if marking.right else self.tr("Not quite.")
        self.explanation.setPlainText("\n".join((headline, *marking.lines)))
        for field in (self.fu_field, self.han_field, self.payment_field):
            field.setReadOnly(True)
        self.check_button.setEnabled(False)
        self._show_progress()
        self._offer_next(drill)
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def _offer_next(self, drill: Drill) -> None:
        self.next_button.setEnabled(True)
        self.next_button.setText(
            self.tr("See the &score") if drill.finished else self.tr("Ne&xt hand")
        )

    def go_on(self) -> None:
        """The next hand, or the score once the last is answered."""
        drill = self.drill
        if drill is None or not drill.answered:
            return
        if drill.next():
            self._show_hand()
            return
        self._show_score(drill)

    def _show_score(self, drill: Drill) -> None:
        rules = drill.hands[0].rules
        total, problem = keep_session(self._keeper, session_of(drill, rules))
        self.progress.setText(
            self.tr("Score: {right} of %n hand(s) right", "", len(drill.hands)).format(
                right=drill.score
            )
        )
        lines = [
            self.progress.text(),
            "",
            self.tr("This session, by topic:"),
            *(f"  {line}" for line in drill.accuracy.lines()),
            "",
        ]
        if total is None:
            lines.append(problem)
        else:
            lines.append(self.tr("All your sessions, by topic:"))
            lines += [f"  {line}" for line in total.lines()]
        self.explanation.setPlainText("\n".join(lines))
        self.next_button.setEnabled(False)
        self.new_button.setDefault(True)
        self.new_button.setFocus()


W = TypeVar("W", bound=QWidget)


def _named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget


def _number(field: QLineEdit) -> int | None:
    text = field.text().strip()
    return int(text) if field.isEnabled() and text.isdigit() else None
