"""A tournament day of 32 players over 4 rounds, run through the real windows on two laptops.

The organiser registers the players from a CSV file and checks them in, seats the whole
schedule and prints it. Round 1 is played on the two laptops: each table's game started from
the tournament window (its file naming the tournament, the round and the table), played to its
end on the table; the second laptop's games are gathered from its folder. Round 2 comes in by
slips typed in (one that does not add up is refused), a referee gives a penalty, a player drops
after round 2 and a replacement takes the seats; round 3 is seated again without a repeat and
played; the cut sends the top four to the final table for round 4. The final ranking goes on
the big screen, and out as the EMA's results table and a web page; the `tournament` command
reads the same ranking from the file.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.tournament.window import TournamentWindow
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.tournament.ranking import ranking
from tallyo_desktop.core.tournament.schedule import repeats

from .fake_prompter import FakePrompter
from .modal_answers import Answers
from .pages import TablePage
from .table_driver import show
from .tournament_page import TournamentPage

PLAYERS = 32
COUNTRIES = ("Denmark", "France", "Japan", "Germany")


class TablePrompter(FakePrompter):
    """The new-game dialog accepted as the tournament fills it in."""

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        return names, rules


def laptop(qtbot: QtBot, folder: Path) -> tuple[MainWindow, TablePrompter]:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    prompter = TablePrompter()
    window, _found, _reason = build_window(folder / "data", settings, prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    return window, prompter


@pytest.fixture
def laptops(
    qtbot: QtBot, tmp_path: Path
) -> Iterator[tuple[tuple[MainWindow, TablePrompter], tuple[MainWindow, TablePrompter]]]:
    organiser, second = laptop(qtbot, tmp_path / "organiser"), laptop(qtbot, tmp_path / "second")
    yield organiser, second
    for window, _ in (organiser, second):
        window.file_commands.gathering.watch.stop()
        window.close()


def tournament_window(main: MainWindow) -> TournamentWindow:
    main.tournament.actions_by_id["tournament.window"].trigger()
    window = main.findChild(TournamentWindow)
    assert window is not None and window.isVisible()
    return window


def play_table(qtbot: QtBot, main: MainWindow, rng: random.Random) -> None:
    """The table's game played to its end on the laptop: a win or two, then draws."""
    show(qtbot, main)
    table = TablePage(qtbot, main)
    names = main.controller.state.names
    winner, loser = rng.sample(range(4), 2)
    table.ron(names[winner], dealt_in=names[loser], han=rng.choice((2, 3, 4)), fu=30)
    table.tsumo(names[rng.randrange(4)], han=5)
    for _ in range(16):
        if main.controller.state.is_over:
            break
        table.draw_nobody_tenpai()
    assert main.controller.state.is_over


def csv_of_players(path: Path) -> Path:
    lines = ["Name,EMA number,Country,Team"]
    for number in range(1, PLAYERS + 1):
        lines.append(f"Player {number:02d},{4290000 + number:08d},{COUNTRIES[number % 4]},"
                     f"Team {number % 8}")  # fmt: skip
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def slip_points(rng: random.Random) -> list[int]:
    points = [30000] * 4
    for _ in range(5):
        winner, loser = rng.sample(range(4), 2)
        amount = rng.choice((2000, 3900, 5800, 8000))
        points[winner] += amount
        points[loser] -= amount
    return points


def type_round(page: TournamentPage, round_: int, rng: random.Random) -> None:
    for table in range(1, len(page.state.tables(round_ - 1)) + 1):
        said = page.type_slip(round_, table, slip_points(rng))
        assert said == "The table adds up to 120000."
    assert page.state.complete(round_ - 1)


def test_a_tournament_day_through_the_windows(
    qtbot: QtBot,
    laptops: tuple[tuple[MainWindow, TablePrompter], tuple[MainWindow, TablePrompter]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (organiser, prompter), (second, second_prompter) = laptops
    rng = random.Random(38)
    stick = tmp_path / "stick"
    stick.mkdir()
    tournament_file = tmp_path / "Autumn Open.tallyo-tournament"

    # Registration from a CSV file, and the check-in on the day.
    prompter.path = tournament_file
    organiser.tournament.actions_by_id["tournament.new"].trigger()
    window = tournament_window(organiser)
    page = TournamentPage(qtbot, window, prompter)
    assert window.controller.path == tournament_file and tournament_file.is_file()
    page.import_players(csv_of_players(tmp_path / "players.csv"))
    assert len(page.state.players) == PLAYERS
    assert page.state.players["5"].ema == "04290005"
    page.set_here("7", True)
    assert page.state.present == {"7"}
    page.everyone_here()
    assert len(page.state.present) == PLAYERS

    # The whole schedule, seated in advance, then printed.
    page.seat_schedule()
    schedule = page.state.schedule
    assert schedule is not None and len(schedule.rounds) == 4
    assert repeats(schedule.rounds) == 0
    page.print_("schedule", tmp_path / "schedule.pdf")
    page.print_("cards", tmp_path / "cards.pdf")
    for printed in ("schedule.pdf", "cards.pdf"):
        assert (tmp_path / printed).read_bytes().startswith(b"%PDF")

    # The tournament's file goes to the second laptop, which opens it.
    shutil.copy(tournament_file, stick / tournament_file.name)
    second_prompter.path = stick / tournament_file.name
    second.tournament.actions_by_id["tournament.open"].trigger()
    theirs = TournamentPage(qtbot, tournament_window(second), second_prompter)
    assert theirs.state.schedule == schedule

    # Round 1: tables 1-4 on the organiser's laptop, 5-8 on the second, from the windows.
    for table in range(1, 9):
        main, tables_page = (organiser, page) if table <= 4 else (second, theirs)
        tables_page.start_table(1, table)
        files = main.files
        assert files is not None and files.autosave_path is not None
        metadata = read_saved_game(files.autosave_path).metadata
        assert (metadata.tournament_id, metadata.tournament_round, metadata.tournament_table) == (
            page.state.id,
            1,
            table,
        )
        seated = page.state.tables(0)[table - 1]
        assert main.controller.state.names == tuple(page.state.players[p].name for p in seated)
        play_table(qtbot, main, rng)
    qtbot.waitUntil(lambda: page.state.reported(0) == {0, 1, 2, 3})
    # The second laptop's games, gathered from its games' folder as from a stick (the last
    # game played there is among the games, the others among the finished ones).
    games = tmp_path / "second" / "data" / "games"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(games))
    answers = Answers()
    try:
        page.gather()
    finally:
        answers.stop()
    assert any("New games stored: 4" in message for message in answers.messages)
    qtbot.waitUntil(lambda: page.state.complete(0))
    assert all(page.state.results[(0, table)].result.game is not None for table in range(8))

    # Round 2 by slips; one that does not add up is refused.
    said = page.type_slip(2, 1, [40000, 31000, 29000, 19000])
    assert said == "The table adds up to 119000: 1000 short."
    assert page.state.reported(1) == set()
    assert window.results.slip.check.text() == "The table adds up to 119000: 1000 short."
    type_round(page, 2, rng)

    # A referee's penalty in round 2.
    page.give_penalty("3", 2, 2000, "Slow play")
    (penalty,) = page.state.penalties.values()
    assert (penalty.player, penalty.round, penalty.points) == ("3", 1, 2000)
    assert window.penalties.list.rowCount() == 1

    # A drop after round 2: a replacement takes the seats.
    page.drop("12", replacement="Reserve Player")
    state = page.state
    substitute = next(player for player in state.players.values() if player.substitute)
    assert substitute.name == "Reserve Player" and state.dropped == {"12": 2}
    assert state.schedule is not None
    assert all("12" not in table for tables in state.schedule.rounds[2:] for table in tables)

    # Round 3 seated again: no two players meet twice in rounds 1 to 3.
    page.seat_again()
    state = page.state
    assert state.schedule is not None and state.schedule.rounds[:2] == schedule.rounds[:2]
    assert repeats(state.schedule.rounds[:3]) == 0
    type_round(page, 3, rng)

    # The cut: the top four play round 4 at the final table.
    leaders = ranking(page.state, 3).order()[:4]
    page.make_cut(4, "halved")
    assert set(page.state.tables(3)[0]) == set(leaders)
    type_round(page, 4, rng)

    # The final ranking: the finalists first, the substitute unranked, the penalty counted.
    final = ranking(page.state)
    assert {row.player.id for row in final.rows[:4]} == set(leaders)
    assert final.rows[-1].player.name == "Reserve Player" and final.rows[-1].place is None
    shown = page.shown_ranking()
    assert len(shown) == PLAYERS + 1 and shown[0][0] == "1"
    assert next(row for row in final.rows if row.player.id == "3").penalties == 2000

    # On the big screen.
    page.big_screen()
    board = organiser.tournament.board
    assert board is not None and board.isVisible()
    content = board.content()
    assert len(content.rows) == PLAYERS and content.rows[0][1] == final.rows[0].player.name
    assert content.title.startswith("Autumn Open: after round 4 of 4")

    # The EMA's results table and the web page.
    page.export("ema", tmp_path / "ema.csv")
    page.export("page", tmp_path / "autumn.html")
    ema = (tmp_path / "ema.csv").read_text(encoding="utf-8-sig").splitlines()
    assert ema[0] == "Place,Name,EMA number,Country,Total,MERS points"
    assert len(ema) == PLAYERS + 1 and ema[1].endswith(",1000") and ema[-1].endswith(",0")
    html = (tmp_path / "autumn.html").read_text(encoding="utf-8")
    assert "<script" not in html and html.count("<section class='round'>") == 4

    # The file holds the same ranking, for other programs.
    ran = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "tournament", str(tournament_file), "--json"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    rows = json.loads(ran.stdout)["ranking"]
    assert [row["number"] for row in rows] == final.order()
    assert [row["total"] for row in rows] == [row.total for row in final.ranked]
