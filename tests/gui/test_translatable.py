"""Every text the windows show goes through Qt's translators, and the language can be chosen.

A translator that wraps every text it is asked for in «» stands in for a real translation: any
text shown without the marks was never offered for translation, unless it is data (points,
players' names, names of rule sets).
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.continue_dialog import ContinueDialog
from tallyo_desktop.app.files.game_store import StoredGame
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.rules.change_rules_dialog import ChangeRulesDialog
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.shared import translations
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.app.shared.translations import LANGUAGES, install_translations
from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.app.window.rename_dialog import RenameDialog
from tallyo_desktop.core import i18n
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import Metadata, SavedGame
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import FinalResult

NAMES = ("Ann", "Bea", "Cid", "Dan")
MARK = "«"
BROKEN_FILE = "broken.tallyo"
PLAIN_TIP_START = plain_tip("x").removesuffix("x</p>")
# Shown as they are in every language: the players' names, a file's name, and each language's
# name in that language.
DATA = (
    *NAMES,
    BROKEN_FILE,
    *LANGUAGES.values(),
)
ROOT = Path(__file__).resolve().parents[2]
# Qt's own texts (standard buttons, key names) come with Qt's translations.
QT_CONTEXT = re.compile(r"Q[A-Z]")


def pyside_tool(name: str) -> str:
    """A PySide6 tool, installed beside this Python with PySide6 itself."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found is not None, f"{name} comes with PySide6 and should be installed"
    return found


class MarkingTranslator(QTranslator):
    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str]] = set()

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        self.asked.add((context, source_text, disambiguation or ""))
        return f"«{source_text}»" if source_text else ""

    def isEmpty(self) -> bool:
        return False


class DialogPrompter:
    """Builds each dialog the window asks for, without running it, and keeps it to be read."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.dialogs: list[QWidget] = []
        self.messages: list[tuple[str, str]] = []

    def _keep(self, dialog: QWidget) -> None:
        self.qtbot.addWidget(dialog)
        self.dialogs.append(dialog)

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        self._keep(NewGameDialog(None, names=names, rules=rules))
        return None

    def settlement(
        self,
        result: FinalResult,
        reason: str,
        model: GameModel | None = None,
        final: bool = True,
        caption: str = "",
    ) -> bool:
        self._keep(SettlementDialog(result, reason, None, model, final=final, caption=caption))
        return False

    def rename(self, names: tuple[str, ...]) -> tuple[str, ...] | None:
        self._keep(RenameDialog(names))
        return None

    def change_rules(self, rules: Rules, refusal: Callable[[Rules], str | None]) -> Rules | None:
        self._keep(ChangeRulesDialog(rules, refusal))
        return None

    def count_tiles(self, request: TileRequest) -> tuple[WinTiles, Hand] | None:
        picker = TilePicker(request)
        # A counted hand, so that its yaku, fu and payment are shown too.
        picker.hand.setText("234m456p067s234s88s")
        self._keep(picker)
        return None

    def inform(self, title: str, text: str) -> None:
        self.messages.append((title, text))

    def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None:
        self.messages.append((title, text))
        return None

    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None:
        return None

    def save_path(self, title: str, file_filter: str, suffix: str, suggested: Path) -> Path | None:
        return None

    def choose_folder(self, title: str, folder: Path) -> Path | None:
        return None

    def continue_game(self, games: list[StoredGame]) -> Path | None:
        self._keep(ContinueDialog(games))
        return None


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[MarkingTranslator]:
    """Every Qt text and every core text comes out marked while the test runs."""
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    i18n.set_translator(lambda context, text: QCoreApplication.translate(context, text))
    yield translator
    i18n.set_translator(None)
    QCoreApplication.removeTranslator(translator)


def extracted(tmp_path: Path) -> set[tuple[str, str, str]]:
    """The texts pyside6-lupdate finds in the app and the core, as translators get them."""
    sources = sorted((ROOT / "tallyo_desktop" / "app").rglob("*.py"))
    sources += sorted((ROOT / "tallyo_desktop" / "core").rglob("*.py"))
    ts_file = tmp_path / "extracted.ts"
    command = [pyside_tool("pyside6-lupdate"), "-silent", *map(str, sources), "-ts", str(ts_file)]
    subprocess.run(command, check=True)
    found: set[tuple[str, str, str]] = set()
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            text = (name, message.findtext("source", ""), message.findtext("comment", ""))
            found.add(text)
    return found


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite3")
    game = Game(Rules(game_length=GameLength.EAST_ONLY), NAMES)
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    opened.add_finished_game(game, "draws", datetime(2024, 5, 1, 20, 0, tzinfo=UTC))
    yield opened
    opened.close()


def is_translated_or_data(text: str) -> bool:
    for line in text.splitlines():
        if MARK in line:
            continue
        rest = line
        for item in sorted(DATA, key=len, reverse=True):
            rest = rest.replace(item, "")
        if any(character.isalpha() for character in rest):
            return False
    return True


def shown_tip(tip: str) -> str:
    """A tooltip as players read it: the markup that keeps names plain is not text."""
    if tip.startswith(PLAIN_TIP_START) and tip.endswith("</p>"):
        return html.unescape(tip.removeprefix(PLAIN_TIP_START).removesuffix("</p>"))
    return tip


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every text `widget` shows or tells assistive technology, with what it is."""
    yield "tooltip", shown_tip(widget.toolTip())
    yield "accessible name", widget.accessibleName()
    if widget.isWindow():
        yield "window title", widget.windowTitle()
    if isinstance(widget, QLabel):
        yield "text", widget.text()
    if isinstance(widget, QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QLineEdit):
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QSpinBox):
        yield "prefix", widget.prefix()
        yield "suffix", widget.suffix()
        yield "special value", widget.specialValueText()
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield f"item {index}", widget.itemText(index)
            tip = widget.itemData(index, Qt.ItemDataRole.ToolTipRole)
            yield f"item {index} tooltip", tip if isinstance(tip, str) else ""
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield f"tab {index}", widget.tabText(index)
    if isinstance(widget, QTableView) and widget.model() is not None:
        model = widget.model()
        for column in range(model.columnCount()):
            header = model.headerData(column, Qt.Orientation.Horizontal)
            yield f"header {column}", header if isinstance(header, str) else ""
            for row in range(model.rowCount()):
                for what, role in (("", Qt.ItemDataRole.DisplayRole),
                                   (" tooltip", Qt.ItemDataRole.ToolTipRole)):  # fmt: skip
                    text = model.index(row, column).data(role)
                    yield f"cell {row},{column}{what}", text if isinstance(text, str) else ""
    if isinstance(widget, QMenu):
        yield "title", widget.title()


def untranslated(top: QWidget) -> list[str]:
    """What `top` and everything in it shows that no translator was asked for."""
    found: list[str] = []

    def check(where: str, texts: Iterable[tuple[str, str]]) -> None:
        for what, text in texts:
            if text and not is_translated_or_data(text):
                found.append(f"{where} {what}: {text!r}")

    for widget in [top, *top.findChildren(QWidget)]:
        check(f"{type(widget).__name__} {widget.objectName()!r}", widget_texts(widget))
    for action in top.findChildren(QAction):
        check(
            f"QAction {action.objectName()!r}",
            [("text", action.text()), ("tooltip", action.toolTip())],
        )
    return found


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# The offscreen platform says this when the library window is brought to the front.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_every_text_shown_is_offered_for_translation(
    qtbot: QtBot, marked: MarkingTranslator, library: GameLibrary, tmp_path: Path
) -> None:
    prompter = DialogPrompter(qtbot)
    # Tenhou's table with a chombo, so that every entry form can be shown.
    rules = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
    controller = GameController(Game(rules, NAMES))
    keeper = LibraryKeeper(lambda: library)
    window = MainWindow()
    window.set_up(controller, prompter, keeper=keeper)
    qtbot.addWidget(window)
    window.show()
    controller.record(Riichi(2))
    controller.record(ExhaustiveDraw(frozenset({1})))
    controller.record(Riichi(3))
    shown: dict[str, list[str]] = {"idle": untranslated(window)}
    shown["status bar"] = [window.statusBar().currentMessage()]

    entry, keys = window.entry, window.entry_actions
    keys.ron.trigger()
    keys.picks[1].trigger()
    keys.picks[3].trigger()
    keys.add_winner.trigger()
    shown["win entry, picking"] = untranslated(window)
    keys.picks[2].trigger()
    keys.tiles.trigger()
    entry.win.rows[0].yakuman.setValue(1)
    entry.win.rows[0].pao.setCurrentIndex(1)
    shown["win entry"] = untranslated(window)
    for action, name in (
        (keys.tsumo, "tsumo"),
        (keys.draw, "draw"),
        (keys.nagashi, "nagashi"),
        (keys.chombo, "chombo"),
        (keys.abortive, "abortive"),
        (keys.correction, "correction"),
    ):
        action.trigger()
        shown[f"{name} entry"] = untranslated(window)
        keys.picks[0].trigger()
        keys.picks[1].trigger()
        shown[f"{name} entry, picked"] = untranslated(window)
        keys.cancel.trigger()
    window.go_to_history()
    window.history.insertRequested.emit(0)
    shown["putting a hand in"] = untranslated(window)
    keys.cancel.trigger()
    window.history.editRequested.emit(0)
    shown["changing a hand"] = untranslated(window)
    keys.cancel.trigger()

    window.commands.new.trigger()
    window.commands.settlement.trigger()
    window.commands.rename.trigger()
    window.commands.change_rules.trigger()
    window.commands.keys.trigger()
    window.commands.about.trigger()
    shown["keys help and about"] = [
        line
        for _title, text in prompter.messages
        for line in text.splitlines()
        if not is_translated_or_data(line)
    ]
    unfinished = StoredGame(tmp_path / "x.tallyo", 0.0, SavedGame(controller.game, Metadata()))
    empty = tmp_path / BROKEN_FILE
    empty.write_text("")
    with pytest.raises(TallyoError) as unreadable:
        read_saved_game(empty)
    broken = StoredGame(empty, 0.0, None, str(unreadable.value))
    prompter.continue_game([unfinished, broken])
    kinds = [
        TilePicker,
        NewGameDialog,
        SettlementDialog,
        RenameDialog,
        ChangeRulesDialog,
        ContinueDialog,
    ]
    assert [type(dialog) for dialog in prompter.dialogs] == kinds
    for dialog in prompter.dialogs:
        shown[type(dialog).__name__ + " " + dialog.windowTitle()] = untranslated(dialog)

    window.commands.library.trigger()
    (library_window,) = [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, LibraryWindow) and widget.keeper is keeper
    ]
    qtbot.addWidget(library_window)
    assert library_window.games_table.model().rowCount() == 1
    shown["library"] = untranslated(library_window)

    window.commands.display.trigger()
    # Closed and deleted with the window.
    display = window.table_display
    assert display is not None
    keys.ron.trigger()
    keys.picks[1].trigger()
    keys.picks[0].trigger()
    drawn = [line for seat in range(4) for line in display.seat_lines(seat)]
    drawn += [*display.centre_lines(), window.chart.legend_key()]
    shown["table display"] = untranslated(display) + [
        repr(line) for line in drawn if not is_translated_or_data(line)
    ]
    keys.cancel.trigger()
    display.close()

    shown["status bar"] = [text for text in shown["status bar"] if not is_translated_or_data(text)]
    offenders = {where: texts for where, texts in shown.items() if texts}
    assert not offenders, "\n".join(
        f"{where}:\n  " + "\n  ".join(texts) for where, texts in offenders.items()
    )

    # A text asked for at run time but missing from what lupdate extracts would never reach
    # a translator: its context or text is not a literal where it is written.
    ours = {asked for asked in marked.asked if not QT_CONTEXT.match(asked[0])}
    assert len(ours) > 200
    missing = ours - extracted(tmp_path)
    assert not missing, "\n".join(sorted(map(repr, missing)))


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: QtBot) -> tuple[MainWindow, DialogPrompter]:
    prompter = DialogPrompter(qtbot)
    main = MainWindow()
    main.set_up(GameController(Game(presets.TENHOU, NAMES)), prompter)
    qtbot.addWidget(main)
    return main, prompter


def test_the_language_chosen_is_kept_for_the_next_start(
    window: tuple[MainWindow, DialogPrompter], settings: QSettings, clean_translators: None
) -> None:
    main, prompter = window
    main.remember_layout(settings)
    actions = main.commands.languages
    assert [action.text() for action in actions.values()] == [
        "&System language",
        "English",
        "日本語",
    ]
    assert actions[None].isChecked()

    actions["en"].trigger()
    assert settings.value("language") == "en"
    assert actions["en"].isChecked() and not actions[None].isChecked()

    actions[None].trigger()
    assert not settings.contains("language")
    assert actions[None].isChecked()
    assert prompter.messages == [], "the language changes at once: there is nothing to say"


def test_a_saved_language_is_checked_at_the_next_start(
    window: tuple[MainWindow, DialogPrompter], settings: QSettings
) -> None:
    main, prompter = window
    settings.setValue("language", "ja")
    main.remember_layout(settings)
    assert main.commands.languages["ja"].isChecked()
    main.commands.languages["ja"].trigger()
    assert prompter.messages == [], "choosing the language in use changes nothing"


def test_without_settings_the_choice_is_shown_but_not_kept(
    window: tuple[MainWindow, DialogPrompter], clean_translators: None
) -> None:
    main, prompter = window
    main.commands.languages["ja"].trigger()
    assert main.commands.languages["ja"].isChecked()
    assert not main.commands.languages[None].isChecked()
    assert prompter.messages == [], "nothing to take effect at the next start"


@pytest.fixture
def clean_translators(qapp: QApplication) -> Iterator[None]:
    """Takes out whatever translators a test installs, so later tests read English."""
    before = set(qapp.findChildren(QTranslator))
    yield
    for translator in set(qapp.findChildren(QTranslator)) - before:
        QCoreApplication.removeTranslator(translator)
        translator.setParent(None)
    i18n.set_translator(None)


@pytest.mark.parametrize("language", [None, "en", "ja"])
def test_without_translation_files_the_app_stays_in_english(
    qapp: QApplication,
    clean_translators: None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    language: str | None,
) -> None:
    monkeypatch.setattr(translations, "QM_FOLDER", tmp_path)
    chosen = install_translations(qapp, language)
    assert chosen in LANGUAGES
    assert chosen == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_a_translation_file_is_loaded_for_the_language_chosen(
    qapp: QApplication,
    clean_translators: None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    source = tmp_path / "tallyo_ja.ts"
    source.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="ja" sourcelanguage="en">\n'
        "<context><name>MainWindow</name><message><source>&amp;Game</source>"
        "<translation>ゲーム(&amp;G)</translation></message></context>\n"
        "<context><name>seats</name><message><source>East</source>"
        "<translation>東</translation></message></context>\n</TS>\n",
        encoding="utf-8",
    )
    subprocess.run([pyside_tool("pyside6-lrelease"), "-silent", str(source)], check=True)
    monkeypatch.setattr(translations, "QM_FOLDER", tmp_path)

    assert install_translations(qapp, "ja") == "ja"
    assert QCoreApplication.translate("MainWindow", "&Game") == "ゲーム(&G)"
    assert i18n.translate("seats", "East") == "東"
