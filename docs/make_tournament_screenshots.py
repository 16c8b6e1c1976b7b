"""Render the README's pictures of a tournament day: the results page with a slip being typed,
the ranking after the cut, and the ranking on the big screen with the next round's tables and
the round clock, from a made-up tournament of 32 players over 4 rounds.

Run it on a real display, or under Xvfb, whenever these windows change:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 .venv/bin/python docs/make_tournament_screenshots.py          # into docs/
    DISPLAY=:99 .venv/bin/python docs/make_tournament_screenshots.py ja /tmp  # in Japanese
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.shared.look import Scheme, apply_scheme
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.tournament.window import RANKING, RESULTS, TournamentWindow
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.club.clock import ClockEnd
from tallyo_desktop.core.tournament.events import Carry
from tallyo_desktop.core.tournament.players import Player

HERE = Path(__file__).parent
DAY = "2026-11-14"
NAMES = (
    "Aiko Tanaka", "Ben Schmidt", "Chloé Martin", "Daichi Sato", "Emma Jensen", "Fumiko Ito",
    "Gabriel Rossi", "Haruto Suzuki", "Inès Dubois", "Jun Watanabe", "Kate Novak", "Leo Berg",
    "Mika Koskinen", "Nils Larsen", "Olga Petrova", "Pierre Lambert", "Rin Yamamoto",
    "Sofia Costa", "Tomás Silva", "Ulla Nielsen", "Viktor Horvat", "Wen Li", "Xavier Moreau",
    "Yuki Kobayashi", "Zoé Girard", "Anna Kowalska", "Bruno Keller", "Clara Vogel",
    "David Meyer", "Eva Lund", "Felix Braun", "Greta Holm",
)  # fmt: skip
COUNTRIES = {"Tanaka": "JP", "Sato": "JP", "Ito": "JP", "Suzuki": "JP", "Watanabe": "JP",
             "Yamamoto": "JP", "Kobayashi": "JP", "Schmidt": "DE", "Keller": "DE",
             "Vogel": "DE", "Meyer": "DE", "Braun": "DE", "Martin": "FR", "Dubois": "FR",
             "Lambert": "FR", "Moreau": "FR", "Girard": "FR"}  # fmt: skip


def slip(rng: random.Random) -> list[int]:
    points = [30000] * 4
    for _ in range(6):
        winner, loser = rng.sample(range(4), 2)
        amount = rng.choice((2000, 3900, 5200, 8000, 12000))
        points[winner] += amount
        points[loser] -= amount
    return points


def tournament(window: TournamentWindow, folder: Path) -> None:
    """Three rounds played, the cut to a final table, round 4 under way."""
    assert window.new_tournament(folder / "Autumn Open.tallyo-tournament")
    controller = window.controller
    state = controller.state
    controller.change_settings(state.name, DAY, state.rules, state.rounds)
    players = [
        Player("", name, ema=f"{4290001 + number:08d}",
               country=COUNTRIES.get(name.split()[-1], "DK"), team=f"Team {number % 8 + 1}")
        for number, name in enumerate(NAMES)
    ]  # fmt: skip
    controller.register(players)
    controller.check_in(list(controller.state.players), True)
    controller.seat_whole(seed=2026)
    rng = random.Random(38)
    for round_ in range(3):
        for table in range(8):
            controller.record_slip(round_, table, slip(rng), [0] * 4, 0)
    controller.penalise("6", 1, 2000, "Slow play")
    controller.make_cut(4, Carry.HALVED, True)
    for table in (0, 2, 3, 5):
        controller.record_slip(3, table, slip(rng), [0] * 4, 0)


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else HERE
    suffix = "" if language == "en" else f"-{language}"
    app = QApplication([])
    install_translations(app, language)
    apply_scheme(app, Scheme.LIGHT)
    folder = Path(tempfile.mkdtemp(prefix="tallyo-tournament-"))
    main_window = MainWindow()
    main_window.set_up()
    main_window.resize(1280, 720)
    main_window.show()
    tournaments = main_window.tournament
    window = tournaments.show_window()
    tournament(window, folder)
    window.resize(1280, 760)
    main_window.clock.start(75, ClockEnd.FINISH_HAND)
    window.tabs.setCurrentIndex(RESULTS)
    window.results.choose(3, 1)
    slip_form = window.results.slip
    for seat, points in enumerate((41200, 30500, 24300)):
        slip_form.points[seat].setText(str(points))

    def shoot() -> None:
        window.grab().save(str(out / f"tournament-results{suffix}.png"))
        window.tabs.setCurrentIndex(RANKING)
        QTimer.singleShot(300, shoot_ranking)

    def shoot_ranking() -> None:
        window.grab().save(str(out / f"tournament-ranking{suffix}.png"))
        tournaments.set_board(True)
        display = main_window.table_display
        assert display is not None
        display.showNormal()
        display.resize(1600, 900)
        QTimer.singleShot(500, shoot_board)

    def shoot_board() -> None:
        display = main_window.table_display
        assert display is not None
        display.grab().save(str(out / f"tournament-board{suffix}.png"))
        app.quit()

    QTimer.singleShot(1000, shoot)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
