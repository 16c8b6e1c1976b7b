"""The settlement dialog shows each preset's results as its source gives them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.events import Chombo, Event, ExhaustiveDraw, PointCorrection, Riichi
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")


def corrections(start: int, final: list[int]) -> list[Event]:
    """Point corrections that take the table from the start to `final`."""
    points = [start] * len(final)
    events: list[Event] = []
    for receiver, wanted in enumerate(final):
        for payer in range(len(final)):
            amount = min(wanted - points[receiver], points[payer] - final[payer])
            if amount > 0:
                events.append(PointCorrection(payer, receiver, amount, "Set up the table"))
                points[payer] -= amount
                points[receiver] += amount
    assert points == final
    return events


def finished(rules: Rules, events: list[Event]) -> Game:
    game = Game(rules, NAMES)
    for event in events:
        game.record(event)
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    return game


def shown(qtbot: QtBot, game: Game) -> tuple[dict[str, str], SettlementDialog]:
    dialog = SettlementDialog(game.settlement(), "The last hand is over.")
    qtbot.addWidget(dialog)
    dialog.show()
    results = {card.name_label.text(): card.result_label.text() for card in dialog.cards}
    places = [card.place_label.text() for card in dialog.cards]
    assert places == sorted(places), "the first place comes first"
    return results, dialog


def details(dialog: SettlementDialog) -> list[str]:
    return [card.details_label.text() for card in dialog.cards]


def notes(dialog: SettlementDialog) -> str:
    label = dialog.findChild(QLabel, "settlementNotes")
    assert label is not None
    return label.text()


def test_mahjong_soul_has_no_oka(qtbot: QtBot) -> None:
    game = finished(presets.MAHJONG_SOUL, corrections(25000, [42300, 27400, 18100, 12200]))
    results, dialog = shown(qtbot, game)
    assert results == {"Ann": "+32.3", "Bea": "+7.4", "Cid": "-11.9", "Dan": "-27.8"}
    # Nobody gets an oka and nobody made a chombo: neither is shown.
    assert details(dialog) == ["uma +15.0", "uma +5.0", "uma -5.0", "uma -15.0"]
    assert notes(dialog) == ""


@pytest.mark.parametrize(
    ("final", "expected"),
    [
        ([40000, 33000, 31000, 16000], ["+18.0", "+6.0", "+2.0", "-26.0"]),
        ([52000, 29000, 22000, 17000], ["+34.0", "-2.0", "-11.0", "-21.0"]),
    ],
)
def test_jpml_uma_by_floating(qtbot: QtBot, final: list[int], expected: list[str]) -> None:
    results, _ = shown(qtbot, finished(presets.JPML_A, corrections(30000, final)))
    assert results == dict(zip(NAMES, expected, strict=True))


def test_wrc_chombo_comes_off_the_offender_alone(qtbot: QtBot) -> None:
    events = [Chombo(2), *corrections(30000, [41000, 33000, 26000, 20000])]
    results, dialog = shown(qtbot, finished(presets.WRC, events))
    assert results == {"Ann": "+26.0", "Bea": "+8.0", "Cid": "-29.0", "Dan": "-25.0"}
    cid = next(card for card in dialog.cards if card.name_label.text() == "Cid")
    assert "chombo -20.0" in cid.details_label.text()
    assert sum("chombo" in text for text in details(dialog)) == 1, "only Cid's"
    assert "The results add up to -20.0" in notes(dialog)


def test_jpml_sticks_left_on_the_table_are_lost(qtbot: QtBot) -> None:
    game = Game(presets.JPML_A, NAMES)
    for event in corrections(30000, [40000, 33000, 31000, 16000]):
        game.record(event)
    for _ in range(7):
        game.record(ExhaustiveDraw(frozenset()))
    game.record(Riichi(1))
    game.record(Riichi(3))
    game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    results, dialog = shown(qtbot, game)
    total = sum(round(float(text) * 1000) for text in results.values())
    assert total == -2000
    assert "The 2 riichi sticks left on the table (2000) are paid to nobody." in notes(dialog)
    assert "riichi sticks left on the table (2.0) are paid to nobody" in notes(dialog)


def test_the_result_is_shared_as_an_image(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QGuiApplication, QImage

    from tallyo_desktop.app.game.controller import GameController

    game = finished(presets.TENHOU, corrections(25000, [42300, 27400, 18100, 12200]))
    model = GameController(game).model
    target = tmp_path / "friday"
    dialog = SettlementDialog(game.settlement(), "The last hand is over.", None, model,
                              ask_path=lambda: target)  # fmt: skip
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chart is not None and len(dialog.chart.rows) == model.rowCount()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    saved = QImage(str(tmp_path / "friday.png"))
    assert not saved.isNull()
    assert saved.size() == dialog.sheet.size() * dialog.devicePixelRatioF()
    assert "friday.png" in dialog.message.text()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert not QGuiApplication.clipboard().pixmap().isNull()
