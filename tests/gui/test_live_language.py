"""View ▸ Language changes the language at once: the main window, the library, the keys help and
the table display speak it without a restart, and the game and the entry being made stay."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.shared.action_table import menu_bar
from tallyo_desktop.app.shared.look import Scheme
from tallyo_desktop.app.shared.translations import current_language, install_translations
from tallyo_desktop.app.window.keys_help import KeysHelp, ascent
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core import i18n
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import ExhaustiveDraw, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    """Every test starts and ends in English: the translators are the application's."""
    install_translations(qapp, "en")
    yield
    install_translations(qapp, "en")
    i18n.set_translator(None)
    QApplication.processEvents()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "en")
    return settings


def shown_window(
    qtbot: QtBot, settings: QSettings, keeper: LibraryKeeper | None = None
) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), FakePrompter(), keeper=keeper)
    window.remember_layout(settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    show(qtbot, window)
    return window


def choose(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """View ▸ Language ▸ `code`, then let Qt tell the windows (it posts the change)."""
    window.commands.languages[code].trigger()
    assert current_language() == code
    qtbot.waitUntil(lambda: menu_titles(window) == translated_menus())


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def translated_menus() -> list[str]:
    return [tr(menu.context, menu.title) for menu in menu_bar()]


def test_japanese_at_once_in_the_middle_of_an_entry_and_back(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown_window(qtbot, settings)
    page = TablePage(qtbot, window)
    page.ron("Bea", dealt_in="Ann", han=3)
    page.tsumo("Cid", han=2)
    window.commands.undo.trigger()
    # Half an entry: a ron by Dan, who dealt in not picked yet.
    page.press("r", page.seat_key("Dan"))
    controller = window.controller
    game, events = controller.game, controller.game.events
    past, future = game.last_change, game.next_change
    draft = controller.draft
    assert draft.event is None and window.entry.roles() == {3: SeatRole.WINNER}
    old_entry = window.entry
    assert page.message() == "Who dealt in? Press 1–4 or click that player."

    choose(qtbot, window, "ja")

    assert settings.value("language") == "ja", "kept for the next start too"
    assert window.entry is not old_entry, "the table was made again"
    assert menu_titles(window)[0] == "ゲーム(&G)"
    assert window.commands.languages["ja"].isChecked()
    assert (
        window.windowTitle()
        == tr("MainWindow", "{game} – Tallyo Desktop").format(game=", ".join(NAMES)) + "[*]"
    )
    assert page.round() == "東2局"
    assert [seat.riichi_button.text() for seat in window.seats] == ["リーチ"] * 4
    assert page.role_of("Dan") == "和了"
    assert page.message() == "放銃したのは誰？ 1〜4を押すかその人をクリック。"
    model = controller.model
    assert model.headerData(Column.HAND, Qt.Orientation.Horizontal) == "局"
    assert model.headerData(Column.SUMMARY, Qt.Orientation.Horizontal) == "内容"
    assert str(model.data(model.index(0, Column.SUMMARY))).startswith("ロン")
    assert window.commands.redo.text().startswith("やり直す")
    # The game, its undo history and the entry are as they were.
    assert controller.game is game and game.events == events
    assert (game.last_change, game.next_change) == (past, future)
    assert controller.draft == draft and window.entry.roles() == {3: SeatRole.WINNER}
    assert page.mode is EntryMode.RON

    # The new parts work: the entry is finished with the keys, and undone.
    page.press(page.seat_key("Ann"), "2", "enter")
    assert len(game.events) == len(events) + 1
    assert isinstance(game.events[-1], Ron) and game.events[-1].discarder == 0
    assert str(model.data(model.index(1, Column.SUMMARY))).startswith("ロン")
    window.commands.undo.trigger()
    assert game.events == events

    choose(qtbot, window, "en")

    assert menu_titles(window)[0] == "&Game"
    assert page.round() == "East 2"
    assert page.message() == "What happened? Alt+1–4 declares riichi."
    assert model.headerData(Column.HAND, Qt.Orientation.Horizontal) == "Hand"
    assert str(model.data(model.index(0, Column.SUMMARY))).startswith("Ron")
    assert window.commands.redo.text().startswith("&Redo")
    assert settings.value("language") == "en"


def test_the_splitters_the_chosen_hand_and_the_ticked_choices_stay(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown_window(qtbot, settings)
    for _ in range(3):
        TablePage(qtbot, window).draw_nobody_tenpai()
    window.splitter.setSizes([700, 580])
    sizes = window.splitter.sizes()
    window.history.selectRow(1)
    # Ticked, not chosen: the menus are made with the system's scheme ticked.
    window.commands.schemes[Scheme.DARK].setChecked(True)

    choose(qtbot, window, "ja")

    assert window.splitter.sizes() == sizes
    assert window.history.selected_row() == 1
    ticked = [name for name, action in window.commands.actions_by_id.items() if action.isChecked()]
    assert ticked == ["window.language_ja", "window.scheme_dark"]


def test_a_whole_event_being_entered_is_shown_again(qtbot: QtBot, settings: QSettings) -> None:
    window = shown_window(qtbot, settings)
    page = TablePage(qtbot, window)
    page.start_ron("Cid", dealt_in="Bea")
    page.hand(han=4, fu=40)
    described = window.controller.draft.event
    assert described == Ron(1, (Win(2, Hand(4, 40)),))

    choose(qtbot, window, "ja")

    assert window.controller.draft.event == described
    assert window.entry.roles() == {2: SeatRole.WINNER, 1: SeatRole.DISCARDER}
    assert window.entry.ready, "Record can be pressed as before"
    page.record()
    assert window.controller.game.events[-1] == described


def test_the_library_window_follows(qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    library = GameLibrary(tmp_path / "library.sqlite")
    game = Game(Rules(game_length=GameLength.EAST_ONLY), NAMES)
    game.record(Tsumo(2, Hand(han=5)))
    for _ in range(3):
        game.record(ExhaustiveDraw(frozenset()))
    library.add_finished_game(game, "one", datetime(2024, 5, 1, 20, 0, tzinfo=UTC))
    library.add_finished_game(game, "two", datetime(2024, 5, 2, 20, 0, tzinfo=UTC))
    window = shown_window(qtbot, settings, LibraryKeeper(lambda: library))
    window.commands.library.trigger()
    shown = window.findChild(LibraryWindow)
    assert shown is not None and shown.isVisible()
    shown.games_table.selectRow(1)
    chosen = shown.selected_game_id()
    assert shown.tabs.tabText(0) == "&Games"

    choose(qtbot, window, "ja")
    qtbot.waitUntil(lambda: shown.windowTitle() == tr("LibraryWindow", "Game library"))

    assert shown.windowTitle() != "Game library"
    assert shown.tabs.tabText(0) == "対局(&G)"
    assert shown.open_button.text() == tr("LibraryWindow", "&Open") != "&Open"
    model = shown.games_table.model()
    assert model.headerData(0, Qt.Orientation.Horizontal) == "日時"
    assert shown.selected_game_id() == chosen, "the game chosen stays chosen"
    assert shown.standings_players.itemText(0) == tr("LibraryWindow", "Four-player games")

    choose(qtbot, window, "en")
    qtbot.waitUntil(lambda: shown.windowTitle() == "Game library")
    assert shown.games_table.model().headerData(0, Qt.Orientation.Horizontal) == "Date"
    window.close()
    library.close()


def test_the_table_display_follows_with_the_entry(qtbot: QtBot, settings: QSettings) -> None:
    window = shown_window(qtbot, settings)
    page = TablePage(qtbot, window)
    window.commands.display.trigger()
    old = window.table_display
    assert old is not None and old.isVisible()
    page.press("t", page.seat_key("Bea"))

    choose(qtbot, window, "ja")

    display = window.table_display
    assert display is not None and display is not old and display.isVisible()
    assert display.windowTitle() == tr("TableDisplay", "Tallyo Desktop: table display")
    assert display.entry is window.entry and window.entry.parent() is display
    assert display.seat_lines(1)[0].endswith(tr("TableDisplay", "winner"))
    assert "ツモ" in window.entry.message.text()
    display.close()
    assert window.entry.parent() is not display, "the entry goes back to the table"


def test_the_keys_help_in_japanese_lines_up_in_columns(qtbot: QtBot, settings: QSettings) -> None:
    window = shown_window(qtbot, settings)
    window.commands.keys.trigger()
    help_window = window.findChild(KeysHelp)
    assert help_window is not None
    english = help_window.rows()
    assert english[0] == ("R, T, D", "Enter a ron, a tsumo, an exhaustive draw")

    choose(qtbot, window, "ja")
    qtbot.waitUntil(lambda: help_window.rows() != english)

    assert help_window.windowTitle() == "キー操作"
    assert help_window.rows()[0] == ("R、T、D", "ロン、ツモ、流局を入力")
    assert len(help_window.rows()) == len(english)
    window.commands.keys.trigger()
    assert window.findChildren(KeysHelp) == [help_window], "F1 again shows the same window"
    qtbot.waitExposed(help_window)
    assert_columns(help_window)


def test_the_keys_help_lines_up_in_english_too(qtbot: QtBot, settings: QSettings) -> None:
    window = shown_window(qtbot, settings)
    window.commands.keys.trigger()
    help_window = window.findChild(KeysHelp)
    assert help_window is not None
    qtbot.waitExposed(help_window)
    assert_columns(help_window)


def assert_columns(help_window: KeysHelp) -> None:
    """The keys in one column, what they do in the next, each line's two cells side by side."""
    QApplication.processEvents()

    def left(label: QLabel) -> int:
        return label.mapTo(help_window, label.rect().topLeft()).x()

    def top(label: QLabel) -> int:
        return label.mapTo(help_window, label.rect().topLeft()).y()

    cells = help_window.cells
    keys_lefts = {left(keys) for keys, _what in cells}
    what_lefts = {left(what) for _keys, what in cells}
    assert len(keys_lefts) == 1 and len(what_lefts) == 1, (keys_lefts, what_lefts)
    widest_keys = max(left(keys) + keys.width() for keys, _what in cells)
    assert widest_keys < min(what_lefts)

    def baseline(label: QLabel) -> float:
        return top(label) + label.contentsRect().top() + ascent(label)

    for keys, what in cells:
        assert top(keys) == top(what), (keys.text(), what.text())
        assert abs(baseline(keys) - baseline(what)) < 1, (keys.text(), what.text())
        # Nothing is cut: each label has the room its text needs.
        for label in (keys, what):
            assert label.width() >= label.sizeHint().width(), label.text()
    tops = [top(keys) for keys, _what in cells]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)
    inside = help_window.rect()
    assert all(inside.contains(what.mapTo(help_window, what.rect().bottomRight()))
               for _keys, what in cells)  # fmt: skip


def test_a_start_in_japanese_makes_the_table_once(qtbot: QtBot, qapp: QApplication) -> None:
    """As a start does: the empty window is on screen, the translators are installed, then the
    table is made; the change of language Qt posts then finds the table already in Japanese."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    install_translations(qapp, "ja")
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), FakePrompter())
    made = window.entry
    QApplication.processEvents()
    QApplication.processEvents()
    assert window.entry is made
    assert menu_titles(window) == translated_menus() and menu_titles(window)[0] == "ゲーム(&G)"


def installed(qapp: QApplication) -> list[str]:
    names = [child.objectName() for child in qapp.findChildren(QTranslator)]
    return sorted(name for name in names if name.startswith(("tallyo_", "qtbase_")))


def test_each_language_replaces_the_last_and_the_same_changes_nothing(qapp: QApplication) -> None:
    assert install_translations(qapp, "ja") == "ja"
    ours = installed(qapp)
    assert "tallyo_ja" in ours
    translators = qapp.findChildren(QTranslator)
    assert install_translations(qapp, "ja") == "ja"
    assert qapp.findChildren(QTranslator) == translators
    assert install_translations(qapp, "en") == "en"
    # English keeps only its own forms of the texts that count something.
    assert current_language() == "en" and installed(qapp) == ["tallyo_en"]
    assert tr("MainWindow", "&Game") == "&Game"
    english = qapp.findChildren(QTranslator)
    assert install_translations(qapp, "en") == "en"
    assert qapp.findChildren(QTranslator) == english
