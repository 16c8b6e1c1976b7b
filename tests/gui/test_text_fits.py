"""Every text of every window and dialog fits at 1024 by 600, in English and in Japanese: no label,
button or check box cut."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.continue_dialog import ContinueDialog
from tallyo_desktop.app.files.game_store import StoredGame
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.app.window.rename_dialog import RenameDialog
from tallyo_desktop.core import i18n
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, SavedGame
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .text_fit import unfit_texts

SMALL = (1024, 600)
NAMES = ("Ann", "Bea", "Cid", "Dan")
# Tenhou's table with a chombo, so that every entry can be shown.
RULES = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
HANDS = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(3, 30)),
    ExhaustiveDraw(frozenset({1})),
    Riichi(3),
)


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = set(qapp.findChildren(QTranslator))
    install_translations(qapp, request.param)
    yield str(request.param)
    for translator in set(qapp.findChildren(QTranslator)) - before:
        QCoreApplication.removeTranslator(translator)
        translator.setParent(None)
    i18n.set_translator(None)


def _shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(*SMALL)
    widget.show()
    QApplication.processEvents()
    return widget


def _window(qtbot: QtBot) -> MainWindow:
    controller = GameController(Game.replay(RULES, NAMES, HANDS))
    window = MainWindow()
    window.set_up(controller, FakePrompter())
    _shown(qtbot, window)
    return window


def test_the_table_fits_in_every_entry(qtbot: QtBot, language: str) -> None:
    window = _window(qtbot)
    keys = window.entry_actions
    # Each entry, by the keys a player presses for it.
    steps: list[tuple[str, list[QAction]]] = [
        ("idle", []),
        ("ron", [keys.ron, keys.picks[1], keys.picks[3]]),
        ("double ron", [keys.add_winner, keys.picks[0]]),
        ("tsumo", [keys.tsumo, keys.picks[1]]),
        ("draw", [keys.draw]),
        ("nagashi", [keys.nagashi]),
        ("chombo", [keys.chombo, keys.picks[0]]),
        ("abortive", [keys.abortive]),
        ("correction", [keys.correction, keys.picks[0], keys.picks[1]]),
    ]
    found = {}
    for name, actions in steps:
        for action in actions:
            action.trigger()
        QApplication.processEvents()
        found[name] = unfit_texts(window)
    window.history.insertRequested.emit(1)
    QApplication.processEvents()
    found["putting a hand in"] = unfit_texts(window)
    window.history.editRequested.emit(0)
    QApplication.processEvents()
    found["changing a hand"] = unfit_texts(window)
    offenders = {name: texts for name, texts in found.items() if texts}
    assert not offenders, offenders


def test_every_dialog_fits(qtbot: QtBot, language: str, tmp_path: Path) -> None:
    game = Game.replay(RULES, NAMES, HANDS)
    model = GameController(game).model
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    request = TileRequest(RULES, "Bea", tsumo=False, seat_wind=Wind.SOUTH,
                          round_wind=Wind.EAST, riichi=True)  # fmt: skip
    picker = TilePicker(request)
    picker.hand.setText("234m456p067s234s88s")
    new_game = NewGameDialog(None, names=NAMES, rules=RULES)
    dialogs: dict[str, QWidget] = {
        "new game": new_game,
        "settlement": SettlementDialog(game.settlement(), "The last hand is over.", None, model),
        "rename": RenameDialog(NAMES),
        "tile picker": picker,
        "continue": ContinueDialog(
            [StoredGame(tmp_path / "x.tallyo", 0.0, SavedGame(game, Metadata()))]
        ),
    }
    library = GameLibrary(tmp_path / "library.sqlite3")
    library.add_finished_game(game, "friday", datetime(2024, 5, 1, 20, 0, tzinfo=UTC))
    keeper = LibraryKeeper(lambda: library)
    dialogs["library"] = LibraryWindow(keeper)
    found = {name: unfit_texts(_shown(qtbot, dialog)) for name, dialog in dialogs.items()}
    customize = new_game.findChild(QPushButton, "customizeRules")
    assert customize is not None
    customize.click()
    new_game.resize(*SMALL)
    QApplication.processEvents()
    found["new game, every option"] = unfit_texts(new_game)
    offenders = {name: texts for name, texts in found.items() if texts}
    keeper.close()
    assert not offenders, offenders


def test_the_check_finds_a_cut_text(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    box = QWidget()
    layout = QVBoxLayout(box)
    cut = QLabel("A text far too long for the little room it is given here")
    cut.setFixedWidth(40)
    wrapped = QLabel("Wrapped words " * 20)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 20)
    button = QPushButton("A button with a long text")
    button.setFixedWidth(30)
    for widget in (cut, wrapped, button):
        layout.addWidget(widget)
    qtbot.addWidget(box)
    box.show()
    found = unfit_texts(box)
    assert len(found) == 3, found
