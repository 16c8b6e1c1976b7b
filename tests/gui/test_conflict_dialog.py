"""The dialog that shows copies of one game that differ: it says where they part, it fits the
screen however many copies there are, and what comes from a file is cut to a sensible length."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.library.conflict_dialog import CUT, ConflictDialog
from tallyo_desktop.core.library.gathering import Conflict, Copy
from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Tsumo
from tallyo_desktop.core.table.game import Game

SMALL_SCREEN = QRect(0, 0, 1024, 600)
RULES = presets.east_only(presets.WRC)


def copy_of(game: Game, path: str) -> Copy:
    saved = SavedGame(game, Metadata(id="g1", created="2026-03-05T21:00:00+01:00"))
    return Copy(saved, game_to_json(game, saved.metadata).encode(), Path(path))


def played(*events: object, names: tuple[str, ...] = ("Ann", "Bea", "Cid", "Dan")) -> Game:
    return Game.replay(RULES, names, events)  # type: ignore[arg-type]


def texts(dialog: ConflictDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel)]


def test_three_hundred_copies_fit_a_small_screen_and_each_can_be_kept(qtbot: QtBot) -> None:
    long_name = "Bartholomew Fitzwilliam-Smythe the Third of Nether Wallop"
    copies = tuple(
        copy_of(
            played(ExhaustiveDraw(frozenset()), names=("Ann", "Bea", "Cid", f"{long_name} {n}")),
            f"/media/stick/{'a folder with a long name/' * 8}table {n}.tallyo",
        )
        for n in range(300)
    )
    dialog = ConflictDialog(Conflict("g1", copies, None), room=SMALL_SCREEN)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= SMALL_SCREEN.width() and dialog.height() <= SMALL_SCREEN.height()
    intro = dialog.findChild(QLabel, "conflictIntro")
    assert intro is not None and intro.isVisible()
    # Decide later, at the bottom, is on the dialog whatever the copies' size.
    later = dialog.findChild(QPushButton, "conflictLater")
    assert later is not None and later.isVisible()
    corner = later.mapTo(dialog, QPoint(later.width() - 1, later.height() - 1))
    assert dialog.rect().contains(corner)
    # The last copy is reached by scrolling, and kept.
    last = dialog.keep_buttons[-1]
    dialog.copies_area.ensureWidgetVisible(last)
    qtbot.waitUntil(lambda: last.visibleRegion().isEmpty() is False)
    last.click()
    assert dialog.chosen == 299
    # What comes from a file is cut, and whole in the tooltip.
    column = dialog.findChild(QGroupBox, "conflictCopy8")
    assert column is not None
    shown = [label.text() for label in column.findChildren(QLabel)]
    assert all(len(line) <= CUT for text in shown for line in text.split("\n"))
    (path,) = [
        label for label in column.findChildren(QLabel) if label.toolTip().endswith(".tallyo")
    ]
    assert "\N{HORIZONTAL ELLIPSIS}" in path.text() and path.text().endswith("table 7.tallyo")
    assert not any(long_name in text for text in shown)
    assert any("Bartholomew Fitzwilliam\N{HORIZONTAL ELLIPSIS}" in text for text in shown)


def test_the_dialog_names_the_first_hand_entered_otherwise(qtbot: QtBot) -> None:
    draw = ExhaustiveDraw(frozenset())
    first = played(draw, draw, ExhaustiveDraw(frozenset({1})), draw)
    second = played(draw, draw, Tsumo(2, Hand(3, 30)), draw)
    dialog = ConflictDialog(
        Conflict("g1", (copy_of(first, "a.tallyo"), copy_of(second, "b.tallyo")), None),
        room=SMALL_SCREEN,
    )
    qtbot.addWidget(dialog)
    intro = dialog.findChild(QLabel, "conflictIntro")
    assert intro is not None
    hand = first.state_before(2).hand_name
    assert f"from {hand} (the game's event 3)" in intro.text()
    shown = texts(dialog)
    assert "Draw, tenpai: Bea" in shown
    assert any(text.startswith("Cid tsumo, 3 han 30 fu") for text in shown)


def test_copies_alike_but_for_their_rules_say_which_rule(qtbot: QtBot) -> None:
    draw = ExhaustiveDraw(frozenset())
    game = played(draw)
    other = Game.replay(replace(RULES, uma=(30000, 10000, -10000, -30000)), game.names, [draw])
    dialog = ConflictDialog(
        Conflict("g1", (copy_of(game, "a.tallyo"), copy_of(other, "b.tallyo")), None),
        room=SMALL_SCREEN,
    )
    qtbot.addWidget(dialog)
    intro = dialog.findChild(QLabel, "conflictIntro")
    assert intro is not None
    assert "the same hands under other rules: Uma." in intro.text()
    assert "a hand was entered differently" not in intro.text()
    shown = texts(dialog)
    assert "15000, 5000, -5000, -15000" in shown and "30000, 10000, -10000, -30000" in shown


def test_copies_alike_but_for_a_name_say_which_seat(qtbot: QtBot) -> None:
    draw = ExhaustiveDraw(frozenset())
    renamed = played(draw, names=("Ann", "Bea", "Cid", "Dee"))
    dialog = ConflictDialog(
        Conflict("g1", (copy_of(played(draw), "a.tallyo"), copy_of(renamed, "b.tallyo")), None),
        room=SMALL_SCREEN,
        remaining=2,
    )
    qtbot.addWidget(dialog)
    intro = dialog.findChild(QLabel, "conflictIntro")
    assert intro is not None and "under other players' names" in intro.text()
    shown = texts(dialog)
    assert "Seat 4" in shown and "Dan" in shown and "Dee" in shown
    rest = dialog.findChild(QPushButton, "conflictAllLater")
    assert rest is not None and rest.text() == "Decide these and the 2 others later"
    rest.click()
    assert dialog.later_for_all and dialog.chosen is None
