"""Render the README's pictures of a club night: the seating of a round shown big for the room,
the club window's standings, and the standings on the big screen (the table display), from a
made-up season of three club nights of twelve players.

Run it on a real display, or under Xvfb, whenever these windows change:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 .venv/bin/python docs/make_club_screenshots.py
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.shared.look import Scheme, apply_scheme
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.table.display import TableDisplay
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.club.seating import Round, next_round
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.gathering import GatherReport
from tallyo_desktop.core.library.seasons import Counting
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

HERE = Path(__file__).parent
PLAYERS = ("Aiko", "Ben", "Chloé", "Daichi", "Emma", "Fumiko", "Gabriel", "Haruto", "Inès",
           "Jun", "Kate", "Leo")  # fmt: skip
NIGHTS = (date(2026, 10, 1), date(2026, 10, 8), date(2026, 10, 15))
RULES = presets.east_only(presets.DEFAULT)


def played(names: tuple[str, ...], rng: random.Random) -> Game:
    """An East-only game of made-up hands, played to its end."""
    game = Game(RULES, names)
    for _ in range(40):
        if game.is_over:
            break
        roll = rng.random()
        winner, other = rng.sample(range(4), 2)
        hand = Hand(rng.choice((1, 2, 3, 4)), rng.choice((30, 40))) if rng.random() < 0.8 else (
            Hand(han=rng.choice((5, 6, 8)))
        )  # fmt: skip
        try:
            if rng.random() < 0.3:
                game.record(Riichi(winner))
            if roll < 0.5:
                game.record(Ron(other, (Win(winner, hand),)))
            elif roll < 0.8:
                game.record(Tsumo(winner, hand))
            else:
                game.record(ExhaustiveDraw(frozenset({winner})))
        except TallyoError:
            continue
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    return game


def club_library(folder: Path, rounds_a_night: int = 3) -> tuple[LibraryKeeper, str, str]:
    """A season of three nights, `rounds_a_night` rounds each; the keeper, the season's and the
    last night's identities."""
    path = folder / "library.sqlite3"
    keeper = LibraryKeeper(lambda: GameLibrary(path), GameStore(folder / "data"))
    library = keeper.library
    assert library is not None
    season = library.add_season("Autumn 2026", date_from=NIGHTS[0], counting=Counting.BY_EVENTS)
    rng = random.Random(7)
    night_uid = ""
    for week, day in enumerate(NIGHTS, 1):
        night = library.add_club_night(f"Thursday club, week {week}", day, season.uid)
        night_uid = night.uid
        rounds: list[Round] = []
        for number in range(rounds_a_night):
            seated = next_round(PLAYERS, played=rounds, rng=rng)
            rounds.append(seated)
            for table, names in enumerate(seated.tables):
                stamp = f"{day.isoformat()}T{19 + number}:{10 * table:02}:00+09:00"
                metadata = Metadata(
                    id=f"{week:08x}{number:08x}{table:016x}",
                    created=stamp,
                    updated=stamp,
                    event_id=night.uid,
                    event_name=night.name,
                    season_id=season.uid,
                    season_name=season.name,
                )
                game = played(names, rng)
                when = datetime.fromisoformat(stamp)
                library.add_finished_game(game, game_to_json(game, metadata), when, metadata.id)
    return keeper, season.uid, night_uid


def seating() -> SeatingWindow:
    """Round 2 of the evening, shown big for the room: thirteen came, so one sits out."""
    window = SeatingWindow(None, today=NIGHTS[-1], rng=random.Random(3))
    window.night_name.setText("Thursday club, week 3")
    window.night_name.editingFinished.emit()
    window.attendance.setPlainText("\n".join((*PLAYERS, "Mika")))
    window.next_round()
    window.next_round()
    window.show()
    window.show_big_view()
    big = window.big_view
    assert big is not None
    big.showNormal()
    big.resize(1600, 900)
    return window


def table_of_the_organiser(
    keeper: LibraryKeeper, night: str, folder: Path, seated: Round
) -> MainWindow:
    """The organiser's own table of the round `seated`, in its second hand, with the club's
    standings up; the two other tables' games, gathered from their laptops while they play,
    listed below them."""
    first, *others = seated.tables
    controller = GameController(Game(RULES, first))
    controller.record(Ron(2, (Win(1, Hand(3, 30)),)))
    window = MainWindow()
    window.set_up(controller, keeper=keeper)
    window.resize(1280, 720)
    window.show()
    unfinished = []
    for number, (names, hands) in enumerate(zip(others, (3, 2), strict=False)):
        game = Game(RULES, names)
        rng = random.Random(number)
        for _ in range(hands):
            winner, other = rng.sample(range(4), 2)
            game.record(Ron(other, (Win(winner, Hand(rng.choice((1, 2, 3)), 30)),)))
        path = folder / f"table {number + 2}.tallyo"
        path.write_text(
            game_to_json(game, Metadata(id=f"{number:032x}", event_id=night)), encoding="utf-8"
        )
        unfinished.append(path)
    window.club.follow_gather(GatherReport(unfinished=unfinished))
    return window


def main() -> int:
    app = QApplication([])
    install_translations(app, "en")
    apply_scheme(app, Scheme.LIGHT)
    folder = Path(tempfile.mkdtemp(prefix="tallyo-club-"))
    keeper, season, night = club_library(folder)
    seated = seating()
    club = ClubWindow(keeper, today=NIGHTS[-1])
    club.standings.choose_scope("season", season)
    club.resize(1240, 700)
    club.show()
    organiser = table_of_the_organiser(keeper, night, folder, seated.plan.rounds[1])

    def shoot() -> None:
        big = seated.big_view
        assert big is not None
        big.grab().save(str(HERE / "club-seating.png"))
        club.grab().save(str(HERE / "club-standings.png"))
        organiser.club.window().standings.choose_scope("night", night)
        organiser.club.set_board(True)
        display = organiser.table_display
        assert display is not None
        display.showNormal()
        display.resize(1600, 900)
        QTimer.singleShot(500, lambda: shoot_board(display))

    def shoot_board(display: TableDisplay) -> None:
        display.grab().save(str(HERE / "club-board.png"))
        app.quit()

    QTimer.singleShot(1000, shoot)
    code = app.exec()
    keeper.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
