"""Two laptops' data folders and a stick between them, through random evenings: new games, hands,
undo and redo past the end, Save as onto the stick, Library ▸ Gather a folder of the stick, real
Tenhou logs imported (a whole one and one cut short), Game ▸ Open of an older file on the stick,
Game ▸ Continue a game (stale copies included), games finished, the app killed (its objects
dropped without their close) or quit, and started again, in real windows.

After every step, on each laptop: no finished game ever shown is lost from the data folder or the
library (unless the players took it back with an undo past its end), the library holds nothing the
files do not, a Rebuild from game files gives the same library, and no acknowledged hand is lost.

The default profile plays a few short evenings; HYPOTHESIS_PROFILE=thorough plays many more.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.files.finished_elsewhere import GameKey, key_of
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win

from .data_folders import finished_files, library_games, rebuilt
from .fake_prompter import FakePrompter
from .modal_answers import Answers

RULES = presets.east_only(presets.WRC)
NAMES = ("Ann", "Bea", "Cid", "Dan")
EVENTS = st.sampled_from(
    [
        Riichi(0),
        ExhaustiveDraw(frozenset()),
        ExhaustiveDraw(frozenset({0, 1, 2, 3})),
        Ron(1, (Win(2, Hand(3, 30)),)),
        Tsumo(3, Hand(2, 30)),
        Ron(0, (Win(3, Hand(13)),)),
    ]
)
LOGS = Path(__file__).resolve().parent.parent / "data" / "tenhou" / "logs"
LOG_FILES = st.sampled_from(
    [
        LOGS / "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog",
        LOGS / "2011020401gm-00a9-0000-f6eff225.mjlog",
    ]
)
LAPTOPS = st.sampled_from([0, 1])
STICK_FILES = st.sampled_from(["table 1.tallyo", "table 2.tallyo"])
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"


class Laptop:
    """One laptop: its data folder, its window, and what it was seen to hold finished."""

    def __init__(self, folder: Path) -> None:
        self.data = folder / "data"
        self.answers = FakePrompter()
        self.window = self._start()
        self.shown: dict[str, GameKey] = {}
        """Every finished game the laptop showed, as it was last shown: its id and game."""

    def _start(self) -> MainWindow:
        window, _found, _reason = build_window(self.data, prompter=self.answers)
        # What a start leaves for the event loop (the library taking in what it missed) runs.
        QApplication.processEvents()
        return window

    def restart(self, *, killed: bool) -> None:
        window = self.window
        if killed:
            # What a kill leaves: the files as they are, the locks let go, nothing closed.
            assert window.files is not None
            window.files.store.release_all()
            window.is_set_up = False
        window.close()
        window.deleteLater()
        self.window = self._start()

    @property
    def game_id(self) -> str | None:
        files = self.window.files
        return files.metadata.id if files is not None and self.playing else None

    @property
    def playing(self) -> bool:
        controller = self.window.controller
        return controller.has_game and not controller.read_only

    def follow(self) -> None:
        """The finished game on screen is shown; what the library took in is shown too."""
        if self.playing and self.window.controller.state.is_over:
            assert self.game_id is not None
            self.shown[self.game_id] = key_of(self.window.controller.game)
        for game_id, game in library_games(self.data).items():
            self.shown.setdefault(game_id, game)


class Evenings(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.root = Path(tempfile.mkdtemp(prefix="tallyo-evenings-"))
        self.stick = self.root / "stick"
        self.stick.mkdir()
        self.laptops = [Laptop(self.root / "laptop-1"), Laptop(self.root / "laptop-2")]
        self.touched: set[int] = set()
        """The laptops the last step changed: the others' folders are as they were checked."""

    def teardown(self) -> None:
        for laptop in self.laptops:
            laptop.window.close()
            laptop.window.deleteLater()
        QApplication.processEvents()
        shutil.rmtree(self.root, ignore_errors=True)

    @initialize(hands=st.integers(0, 3), finished=st.booleans(), gathered=st.booleans())
    def a_table_kept_on_the_stick_and_opened_on_the_other_laptop(
        self, hands: int, finished: bool, gathered: bool
    ) -> None:
        """How an evening of two laptops begins: a table's game saved onto the stick, a few
        hands in, and the stick's file opened on the organiser's laptop; then, perhaps, the
        table plays it to its end, and the organiser gathers the stick."""
        table, organiser = self.laptops
        assert table.window.file_commands.start_game(RULES, NAMES)
        table.answers.path = self.stick / "table 1.tallyo"
        assert table.window.file_commands.save_as()
        for _ in range(hands):
            assert table.window.controller.record(ExhaustiveDraw(frozenset({0, 1, 2, 3})))
        assert organiser.window.file_commands.open_path(self.stick / "table 1.tallyo")
        if finished:
            self.play_to_the_end(0)
        if gathered:
            self.gather_the_stick(1)
        self.touched = {0, 1}

    # What the players do
    @rule(number=LAPTOPS, names=st.permutations(NAMES))
    def new_game(self, number: int, names: list[str]) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        assert laptop.window.file_commands.start_game(RULES, names)
        laptop.follow()

    @rule(number=LAPTOPS, event=EVENTS)
    def record(self, number: int, event: Event) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        if laptop.playing:
            laptop.window.controller.record(event)
            laptop.follow()

    @rule(number=LAPTOPS)
    def play_to_the_end(self, number: int) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        controller = laptop.window.controller
        if laptop.playing:
            while not controller.state.is_over:
                assert controller.record(ExhaustiveDraw(frozenset()))
            laptop.follow()

    @rule(number=LAPTOPS, back=st.booleans())
    def undo_or_redo(self, number: int, back: bool) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        controller = laptop.window.controller
        if not laptop.playing:
            return
        if back and controller.can_undo:
            was_over, game_id = controller.state.is_over, laptop.game_id
            controller.undo()
            if was_over and not controller.state.is_over and game_id is not None:
                # Taken back by the players: the game goes on, out of the library.
                laptop.shown.pop(game_id, None)
        elif not back and controller.can_redo:
            controller.redo()
        laptop.follow()

    @rule(number=LAPTOPS, name=STICK_FILES)
    def save_to_the_stick(self, number: int, name: str) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        if laptop.playing:
            laptop.answers.path = self.stick / name
            laptop.window.file_commands.save_as()

    @rule(number=LAPTOPS, name=STICK_FILES)
    def open_from_the_stick(self, number: int, name: str) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        if (self.stick / name).is_file():
            laptop.window.file_commands.open_path(self.stick / name)
            laptop.follow()

    @rule(number=LAPTOPS)
    def gather_the_stick(self, number: int) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        answers = Answers()
        try:
            laptop.window.file_commands.gathering.gather([self.stick])
        finally:
            answers.stop()
        laptop.follow()

    @rule(number=LAPTOPS, log=LOG_FILES)
    def import_a_log(self, number: int, log: Path) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        answers = Answers()
        try:
            laptop.window.file_commands.importing.import_paths([log])
        finally:
            answers.stop()
        laptop.follow()

    @rule(number=LAPTOPS, which=st.integers(0, 3), choice=st.sampled_from([0, 1]))
    def continue_a_game(self, number: int, which: int, choice: int) -> None:
        self.touched = {number}
        laptop = self.laptops[number]
        files = laptop.window.files
        assert files is not None
        games = [
            game
            for game in files.store.unfinished()
            if game.saved is not None and game.path != files.autosave_path
        ]
        if not games:
            return
        laptop.answers.continue_answer = games[which % len(games)].path
        laptop.answers.choose_answer = choice
        laptop.window.file_commands.continue_game()
        laptop.follow()

    @rule(number=LAPTOPS, killed=st.booleans())
    def started_again(self, number: int, killed: bool) -> None:
        """The app killed (its objects dropped without their close) or quit, and started."""
        self.touched = {number}
        self.laptops[number].restart(killed=killed)

    # What must always hold
    def _touched(self) -> list[Laptop]:
        return [self.laptops[number] for number in sorted(self.touched)]

    @invariant()
    def no_finished_game_shown_is_lost(self) -> None:
        for laptop in self._touched():
            in_library = library_games(laptop.data)
            on_disk = finished_files(laptop.data)
            for game_id, game in laptop.shown.items():
                assert in_library.get(game_id) == game, (game_id, "library")
                assert game in on_disk.get(game_id, []), (game_id, "files")

    @invariant()
    def the_library_is_what_a_rebuild_makes(self) -> None:
        for laptop in self._touched():
            games = library_games(laptop.data)
            assert games == rebuilt(laptop.data)
            on_disk = finished_files(laptop.data)
            assert all(game in on_disk.get(game_id, []) for game_id, game in games.items())

    @invariant()
    def no_acknowledged_hand_is_lost(self) -> None:
        for laptop in self._touched():
            files = laptop.window.files
            if laptop.playing and files is not None and not files.behind:
                assert files.autosave_path is not None
                on_disk = read_saved_game(files.autosave_path)
                assert key_of(on_disk.game) == key_of(laptop.window.controller.game)


@pytest.mark.qt_log_ignore("QLockFile", "This plugin does not support")
def test_two_laptops_lose_no_finished_game(qapp: QApplication) -> None:
    run_state_machine_as_test(
        Evenings,
        settings=settings(
            max_examples=300 if THOROUGH else 25,
            stateful_step_count=40 if THOROUGH else 12,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        ),
    )
