"""Render the README's pictures from a sample game: the main window in English and Japanese, the
table display, the tile picker, a three-player table, a result screen, the payment chart, the
counting practice, and the main window in the dark scheme. The club night's pictures come from
make_club_screenshots.py.

Run it on a real display, or under Xvfb, whenever the window changes:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 .venv/bin/python docs/make_screenshot.py
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.chart.window import PaymentChart
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.practice.window import PracticeWindow
from tallyo_desktop.app.shared.look import Scheme, apply_scheme, dark_palette, seat_colour
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.smoke import NAMES, SAMPLE
from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.export import result_caption
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

HERE = Path(__file__).parent


def sample_window() -> MainWindow:
    controller = GameController(Game(presets.TENHOU, NAMES))
    for event in SAMPLE:
        controller.record(event)
    window = MainWindow()
    window.set_up(controller)
    window.resize(1280, 720)
    window.show()
    return window


def entering_a_ron(window: MainWindow) -> None:
    """R, 4 (Dan won), 2 (on Bea's discard), 3 (han): the keys a player types."""
    keys = window.entry_actions
    keys.ron.trigger()
    keys.picks[3].trigger()
    keys.picks[1].trigger()
    window.entry.win.rows[0].han.setValue(3)


def counting_tiles() -> TilePicker:
    """Dan's hand of the ron above, counted from its tiles."""
    request = TileRequest(
        presets.TENHOU, "Dan", tsumo=False, seat_wind=Wind.NORTH, round_wind=Wind.EAST,
        riichi=True, honba=1, sticks=1,
    )  # fmt: skip
    picker = TilePicker(request)
    picker.hand.setText("234m456p067s234s88s")
    picker.dora.setText("1m")
    picker.show()
    return picker


def practising() -> PracticeWindow:
    """A hand from a real game answered with the wrong fu, and its count explained."""
    practice = PracticeWindow([("M-League", presets.M_LEAGUE)], None, seed=16)
    solution = practice.drill.current if practice.drill else None
    assert solution is not None
    practice.fu_field.setText("40")
    practice.han_field.setText(str(solution.han))
    practice.payment_field.setText(solution.payment.text)
    practice.check()
    practice.show()
    return practice


def three_players() -> MainWindow:
    """A three-player game under Tenhou's rules, a draw being entered."""
    controller = GameController(Game(presets.TENHOU_3P, ("Ann", "Bea", "Cid")))
    for event in (
        Tsumo(1, Hand(3, 30)),
        ExhaustiveDraw(frozenset({2})),
        Riichi(0),
        Ron(1, (Win(0, Hand(2, 30)),)),
    ):
        controller.record(event)
    window = MainWindow()
    window.set_up(controller)
    window.resize(1280, 720)
    window.show()
    window.controller.record(Riichi(2))
    window.entry_actions.draw.trigger()
    return window


def finished_game() -> tuple[SettlementDialog, MainWindow]:
    """The sample game played to its end, and its result screen."""
    controller = GameController(Game(presets.TENHOU, NAMES))
    for event in SAMPLE:
        controller.record(event)
    hands = [
        Ron(0, (Win(3, Hand(2, 30)),)),
        Tsumo(1, Hand(3, 30)),
        ExhaustiveDraw(frozenset({0, 2})),
        Ron(3, (Win(2, Hand(han=5)),)),
        Ron(1, (Win(0, Hand(1, 30)),)),
    ]
    for event in hands:
        if not controller.state.is_over:
            controller.record(event)
    while not controller.state.is_over:
        if controller.state.hand_name == "South 4":
            # Two riichi in the last hand: their sticks are left on the table for the first.
            controller.record(Riichi(0))
            controller.record(Riichi(2))
        controller.record(ExhaustiveDraw(frozenset()))
    window = MainWindow()
    window.set_up(controller)
    state = controller.state
    reason = state.ended.explanation if state.ended else ""
    # A game of a club night, as the result names it on its picture.
    night = Metadata(
        created="2026-03-13T19:30:00+01:00", event_name="Friday night", season_name="Spring 2026"
    )
    caption = result_caption(controller.rules, night, date(2026, 3, 13))
    dialog = SettlementDialog(
        controller.settlement(), reason, None, controller.model, caption=caption
    )
    dialog.show()
    return dialog, window


def seat_colours() -> QImage:
    """The four seat colours on the light and the dark window, as docs/look.md shows them."""
    image = QImage(560, 150, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    for row, scheme in enumerate((Scheme.LIGHT, Scheme.DARK)):
        dark = scheme is Scheme.DARK
        window = dark_palette() if dark else QApplication.style().standardPalette()
        top = row * 75
        painter.fillRect(0, top, 560, 75, window.color(QPalette.ColorRole.Window))
        for seat, name in enumerate(NAMES):
            colour = seat_colour(seat, dark)
            left = 20 + seat * 135
            painter.fillRect(left, top + 15, 30, 45, colour)
            painter.setPen(QPen(colour, 3))
            painter.drawLine(left + 40, top + 45, left + 110, top + 45)
            painter.setPen(window.color(QPalette.ColorRole.WindowText))
            painter.drawText(left + 40, top + 32, name)
    painter.end()
    return image


def payment_chart(window: MainWindow) -> PaymentChart:
    """Help ▸ Payment chart beside the ron being entered: Dan's 3 han 30 fu is marked."""
    window.show_payment_chart()
    chart = window.findChild(PaymentChart)
    assert chart is not None
    chart.resize(1000, 900)
    return chart


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    app = QApplication([])
    install_translations(app, language)
    apply_scheme(app, Scheme.LIGHT)
    window = sample_window()
    entering_a_ron(window)
    suffix = "" if language == "en" else f"-{language}"

    def shoot() -> None:
        window.grab().save(str(HERE / f"main-window{suffix}.png"))
        if language == "en":
            window.show_table_display()
            display = window.table_display
            assert display is not None
            display.resize(1280, 800)
            display.grab().save(str(HERE / "table-display.png"))
            display.close()
            counting_tiles().grab().save(str(HERE / "tile-picker.png"))
            practising().grab().save(str(HERE / "practice.png"))
            three = three_players()
            three.grab().save(str(HERE / "three-players.png"))
            settlement, _window = finished_game()
            settlement.grab().save(str(HERE / "settlement.png"))
            seat_colours().save(str(HERE / "seat-colours.png"))
            payment_chart(window).grab().save(str(HERE / "payment-chart.png"))
            apply_scheme(app, Scheme.DARK)
            QTimer.singleShot(300, shoot_dark)
            return
        app.quit()

    def shoot_dark() -> None:
        window.grab().save(str(HERE / "main-window-dark.png"))
        app.quit()

    QTimer.singleShot(1000, shoot)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
