"""The rule dialogs keep a preset's name: Tenhou made East-only in the options is "Tenhou (East
only)", with what its rules are a click away; "Custom" is listed once; Game ▸ Change the
rules… offers the presets; the standings can be narrowed to the games of a table's own rules;
and a new game after a restart offers the rules last played."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.standings_page import StandingsPage
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.rules.change_rules_dialog import ChangeRulesDialog
from tallyo_desktop.app.rules.editor import RulesEditor
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.rules.reference import RulesReference
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID, GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .test_new_game_dialog import child

NAMES = ("Ann", "Bea", "Cid", "Dan")


def items(box: QComboBox) -> list[str]:
    return [box.itemText(index) for index in range(box.count())]


def choose(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, (text, items(box))
    box.setCurrentIndex(index)


def new_game_dialog(qtbot: QtBot, rules: Rules = presets.DEFAULT) -> NewGameDialog:
    dialog = NewGameDialog(names=NAMES, rules=rules, rng=random.Random(3))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def editor_of(dialog: NewGameDialog | ChangeRulesDialog) -> RulesEditor:
    editor = dialog.findChild(RulesEditor)
    assert editor is not None
    return editor


def game_length_box(dialog: NewGameDialog | ChangeRulesDialog) -> QComboBox:
    (widget,) = editor_of(dialog).field_widgets("game_length")
    assert isinstance(widget, QComboBox)
    return widget


def set_east_only(box: QComboBox) -> None:
    """The game length's box lists the lengths in their order: the East round only is one."""
    box.setCurrentIndex(list(GameLength).index(GameLength.EAST_ONLY))


def test_a_preset_made_east_only_keeps_its_name(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    preset = child(dialog, QComboBox, "preset")
    choose(preset, "Tenhou")
    child(dialog, QPushButton, "customizeRules").click()
    set_east_only(game_length_box(dialog))
    assert preset.currentText() == "Tenhou (East only)"
    assert dialog.rules() == presets.east_only(presets.TENHOU)
    about = child(dialog, QPushButton, "aboutRules")
    assert about.isEnabled()
    qtbot.mouseClick(about, Qt.MouseButton.LeftButton)
    reference = dialog.reference
    assert isinstance(reference, RulesReference)
    qtbot.addWidget(reference)
    assert reference.windowTitle().endswith("Tenhou (East only)")
    # A real change of an option is the table's own.
    kiriage = editor_of(dialog).field_widgets("kiriage_mangan")[0]
    assert isinstance(kiriage, QCheckBox)
    kiriage.click()
    assert preset.currentText() == "Custom"
    assert dialog.rules().preset == CUSTOM_ID
    assert not about.isEnabled()
    # And changed back, Tenhou's again.
    kiriage.click()
    assert preset.currentText() == "Tenhou (East only)"


def test_east_only_presets_are_offered_where_their_rooms_play_them(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot)
    preset = child(dialog, QComboBox, "preset")
    shown = items(preset)
    assert "Tenhou (East only)" in shown and "Mahjong Soul (East only)" in shown
    assert "WRC (East only)" not in shown and "M-League (East only)" not in shown
    choose(preset, "Mahjong Soul (East only)")
    assert dialog.rules() == presets.east_only(presets.MAHJONG_SOUL)
    box = game_length_box(dialog)
    assert box.currentIndex() == list(GameLength).index(GameLength.EAST_ONLY)


def test_custom_is_listed_once_and_holds_the_games_own_rules(qtbot: QtBot) -> None:
    own = presets.TENHOU.with_changes(kiriage_mangan=True)
    dialog = new_game_dialog(qtbot, own)
    preset = child(dialog, QComboBox, "preset")
    assert items(preset).count("Custom") == 1
    assert preset.currentText() == "Custom"
    assert dialog.rules() == own
    # A look at a preset, and back to Custom: the table's own rules again.
    choose(preset, "WRC")
    assert dialog.rules() == presets.WRC
    choose(preset, "Custom")
    assert dialog.rules() == own


def test_a_game_of_custom_rules_equal_to_a_preset_is_offered_as_the_preset(qtbot: QtBot) -> None:
    dialog = new_game_dialog(qtbot, presets.M_LEAGUE.with_changes(preset=CUSTOM_ID))
    preset = child(dialog, QComboBox, "preset")
    assert preset.currentText() == "M-League"
    assert items(preset).count("Custom") == 1
    assert dialog.rules() == presets.M_LEAGUE


def test_changing_the_rules_offers_the_presets(qtbot: QtBot) -> None:
    game = Game(presets.TENHOU, NAMES)
    dialog = ChangeRulesDialog(game.rules, game.rules_refusal)
    qtbot.addWidget(dialog)
    dialog.show()
    preset = child(dialog, QComboBox, "preset")
    shown = items(preset)
    # The presets of a four-player game, and Custom once.
    assert "WRC" in shown and "Tenhou three-player" not in shown
    assert shown.count("Custom") == 1
    assert preset.currentText() == "Tenhou"
    choose(preset, "M-League")
    assert dialog.rules() == presets.M_LEAGUE
    assert dialog.change_button.isEnabled()
    set_east_only(game_length_box(dialog))
    assert preset.currentText() == "M-League (East only)"
    assert dialog.rules() == presets.east_only(presets.M_LEAGUE)
    dialog.accept()
    assert dialog.result() == ChangeRulesDialog.DialogCode.Accepted


def test_three_player_games_are_offered_the_three_player_presets(qtbot: QtBot) -> None:
    game = Game(presets.TENHOU_3P, NAMES[:3])
    dialog = ChangeRulesDialog(game.rules, game.rules_refusal)
    qtbot.addWidget(dialog)
    shown = items(child(dialog, QComboBox, "preset"))
    assert "Tenhou three-player" in shown and "Mahjong Soul three-player" in shown
    assert "WRC" not in shown and shown.count("Custom") == 1
    choose(child(dialog, QComboBox, "preset"), "Custom")
    assert dialog.rules().players == 3


class Offered(FakePrompter):
    """Answers the new-game dialog as told, and keeps the rules it offered."""

    def __init__(self) -> None:
        super().__init__()
        self.rules_offered: list[Rules] = []

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        self.rules_offered.append(rules)
        return super().new_game(names, rules)


def test_a_new_game_after_a_restart_offers_the_rules_last_played(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = str(tmp_path / "settings.ini")
    played = presets.east_only(presets.TENHOU)
    answers = Offered()
    answers.new_game_answer = (NAMES, played)
    first = MainWindow()
    first.set_up(GameController(), answers, settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    first.new_game()
    assert first.controller.rules == played
    assert answers.rules_offered == [presets.DEFAULT]
    first.close()

    # The next start has no game yet: its new game starts from the rules played last.
    again = Offered()
    again.new_game_answer = None
    second = MainWindow()
    second.set_up(GameController(), again, settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.new_game()
    assert again.rules_offered == [played]


def test_rules_kept_that_cannot_be_read_give_the_default(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("newGame/lastRules", "{not rules")
    answers = Offered()
    window = MainWindow()
    window.set_up(GameController(), answers, settings=settings)
    qtbot.addWidget(window)
    window.new_game()
    assert answers.rules_offered == [presets.DEFAULT]


def test_the_standings_narrow_to_a_preset_east_only_or_to_the_tables_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    def finished(rules: Rules, names: tuple[str, ...]) -> Game:
        game = Game(rules, names)
        while not game.is_over:
            game.record(ExhaustiveDraw(frozenset()))
        return game

    library = GameLibrary(tmp_path / "library.sqlite3")
    when = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
    # Tenhou made East-only in the options, as the dialog made it before: called custom.
    east = finished(presets.TENHOU.with_changes(game_length=GameLength.EAST_ONLY), NAMES)
    own = finished(presets.TENHOU.with_changes(kiriage_mangan=True), ("Eve", "Fay", "Gus", "Hal"))
    for game in (east, own):
        library.add_finished_game(game, game_to_json(game), when)
    keeper = LibraryKeeper(lambda: library)
    page = StandingsPage(keeper)
    qtbot.addWidget(page)
    page.refresh()
    assert items(page.preset).count("Custom") == 1
    choose(page.preset, "Tenhou")
    assert sorted(row.name for row in page.rows()) == list(NAMES)
    choose(page.preset, "Custom")
    assert sorted(row.name for row in page.rows()) == ["Eve", "Fay", "Gus", "Hal"]
    keeper.close()
