"""Random sessions with the game files: what the players do, and the app killed and started again.

The invariants are those of docs/game-files.md: no acknowledged hand is ever lost, the player's
file holds the game, the library holds exactly the finished games, and no game appears that
nobody started.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.files.player_file import Link
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

RULES = presets.east_only(presets.WRC)
NAMES = ("Ann", "Bea", "Cid", "Dan")
EVENTS = st.sampled_from(
    [
        Riichi(0),
        Riichi(2),
        ExhaustiveDraw(frozenset()),
        ExhaustiveDraw(frozenset({0})),
        Ron(1, (Win(2, Hand(3, 30)),)),
        Tsumo(3, Hand(2, 30)),
        Ron(0, (Win(3, Hand(5)),)),
    ]
)
FILE_NAMES = st.sampled_from(["evening.tallyo", "friday.tallyo"])


class Session(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.root = Path(tempfile.mkdtemp(prefix="tallyo-session-"))
        self.data = self.root / "data"
        self.folder = self.root / "player"
        self.folder.mkdir()
        self.started: set[str] = set()
        self.expected: tuple[Event, ...] | None = None
        """The events of the current game the app has acknowledged."""
        self.file_untouched = False
        """Whether the player's file was opened under an id of the app's own (it went another
        way than the finished game under its id) and has not been written since."""
        self._launch()

    def _launch(self) -> None:
        self.controller = GameController()
        self.store = GameStore(self.data)
        self.store.clean_up()
        self.files = GameFiles(self.controller, self.store, retry_ms=60_000)
        self.keeper = LibraryKeeper(lambda: open_library(self.data), self.store, retry_ms=60_000)
        self.files.saved.connect(self.keeper.game_saved)
        last = self.store.last_game()
        self.expected = None
        if last is None:
            return
        saved = read_saved_game(last)
        if saved.game.is_over:
            return
        self.files.continue_game(last)
        self.expected = self.controller.game.events

    def teardown(self) -> None:
        self.files.release()
        self.keeper.close()
        shutil.rmtree(self.root, ignore_errors=True)

    # What the players do
    @rule(names=st.permutations(NAMES))
    def new_game(self, names: list[str]) -> None:
        assert self.files.start(Game(RULES, names))
        assert self.files.metadata.id is not None
        self.started.add(self.files.metadata.id)
        self.expected = ()

    @rule(event=EVENTS)
    def record(self, event: Event) -> None:
        if self.expected is None:
            assert not self.controller.record(event)
            return
        if self.controller.record(event):
            self.expected = self.controller.game.events

    @rule()
    def undo(self) -> None:
        if self.expected and self.controller.can_undo:
            self.controller.undo()
            self.expected = self.expected[:-1]

    @rule()
    def redo(self) -> None:
        if self.expected is not None and self.controller.can_redo:
            self.controller.redo()
            self.expected = self.controller.game.events

    @rule()
    def play_to_the_end(self) -> None:
        if self.expected is None:
            return
        while not self.controller.state.is_over:
            assert self.controller.record(ExhaustiveDraw(frozenset()))
        self.expected = self.controller.game.events

    @rule(name=FILE_NAMES)
    def save_as(self, name: str) -> None:
        if self.expected is not None:
            self.files.save_as(self.folder / name)

    @rule(name=FILE_NAMES)
    def open(self, name: str) -> None:
        path = self.folder / name
        try:
            self.files.open(path)
        except TallyoError:
            return
        assert self.files.metadata.id is not None
        self.started.add(self.files.metadata.id)
        self.file_untouched = read_saved_game(path).metadata.id != self.files.metadata.id
        if self.files.set_aside is not None:
            # The app's own copy had gone another way than the file: it is kept as a game of
            # its own, under an id of its own.
            kept = read_saved_game(self.files.set_aside).metadata.id
            assert kept is not None
            self.started.add(kept)
        self.expected = self.controller.game.events

    @rule()
    def killed_and_started_again(self) -> None:
        # What a kill leaves: the files as the last save wrote them, and the locks let go.
        self.store.release_all()
        self.keeper.close()
        self._launch()

    @rule()
    def quit_and_started_again(self) -> None:
        self.files.release()
        self.keeper.close()
        self._launch()

    # What must always hold
    @invariant()
    def no_acknowledged_hand_is_lost(self) -> None:
        if self.expected is None:
            return
        assert self.files.autosave_path is not None
        assert read_saved_game(self.files.autosave_path).game.events == self.expected

    @invariant()
    def the_players_file_holds_the_game(self) -> None:
        if self.expected is not None and self.files.link is Link.KEPT:
            assert self.files.user_path is not None
            saved = read_saved_game(self.files.user_path)
            assert saved.game.events == self.expected
            if saved.metadata.id != self.files.metadata.id:
                # Left as it was opened until the game changes (docs/game-files.md).
                assert self.file_untouched
            else:
                self.file_untouched = False

    def _game_files(self) -> dict[str, bool]:
        """Each game on disk by id: whether it is finished."""
        found: dict[str, bool] = {}
        for folder in (self.store.games_dir, self.store.finished_dir):
            for path in folder.glob("*.tallyo") if folder.is_dir() else ():
                saved = read_saved_game(path)
                assert saved.metadata.id is not None
                found[saved.metadata.id] = saved.game.is_over
        return found

    @invariant()
    def no_game_appears_that_was_never_started(self) -> None:
        assert set(self._game_files()) <= self.started

    @invariant()
    def the_library_holds_exactly_the_finished_games(self) -> None:
        finished = {game_id for game_id, over in self._game_files().items() if over}
        if not (self.data / "library.sqlite3").exists():
            assert not finished
            return
        with GameLibrary(self.data / "library.sqlite3") as library:
            uids = {row[0] for row in library._db.execute("SELECT game_uid FROM games").fetchall()}
        assert uids == finished


@pytest.mark.qt_log_ignore("QLockFile")
def test_random_sessions_lose_nothing(qapp: QApplication) -> None:
    run_state_machine_as_test(
        Session,
        settings=settings(
            max_examples=25,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        ),
    )
