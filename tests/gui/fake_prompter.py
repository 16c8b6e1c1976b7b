"""A prompter that answers the window's questions the way a test says, and remembers them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from tallyo_desktop.app.files.game_store import StoredGame
from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.prompter import Prompter
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.settlement import FinalResult


class FakePrompter:
    def __init__(self) -> None:
        self.settlements: list[tuple[FinalResult, str]] = []
        self.captions: list[str] = []
        """The caption of each result shown: its day, rules and club night."""
        self.new_game_after_settlement = False
        self.new_game_answer: tuple[tuple[str, ...], Rules] | None = None
        self.rename_answer: tuple[str, ...] | None = None
        self.tiles_answer: tuple[WinTiles, Hand] | None = None
        self.tiles_picked: Callable[[TileRequest], tuple[WinTiles, Hand] | None] | None = None
        """What the player picks in the tile picker for a request; `tiles_answer` if None."""
        self.tile_requests: list[TileRequest] = []
        self.messages: list[str] = []
        self.path: Path | None = None
        self.folders: list[Path] = []
        self.suggested: list[Path] = []
        self.offered: list[list[StoredGame]] = []
        self.continue_answer: Path | None = None
        self.folder_answer: Path | None = None
        self.choices: list[tuple[str, tuple[str, ...]]] = []
        """Each question asked with `choose`: its text and the choices offered."""
        self.choose_answer: int | None = None
        self.rules_answer: Rules | None = None

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        return self.new_game_answer

    def change_rules(self, rules: Rules, refusal: Callable[[Rules], str | None]) -> Rules | None:
        return self.rules_answer

    def settlement(
        self,
        result: FinalResult,
        reason: str,
        model: GameModel | None = None,
        final: bool = True,
        caption: str = "",
    ) -> bool:
        self.settlements.append((result, reason))
        self.captions.append(caption)
        return self.new_game_after_settlement

    def rename(self, names: tuple[str, ...]) -> tuple[str, ...] | None:
        return self.rename_answer

    def count_tiles(self, request: TileRequest) -> tuple[WinTiles, Hand] | None:
        self.tile_requests.append(request)
        if self.tiles_picked is not None:
            return self.tiles_picked(request)
        return self.tiles_answer

    def inform(self, title: str, text: str) -> None:
        self.messages.append(text)

    def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None:
        self.choices.append((text, tuple(choices)))
        return self.choose_answer

    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None:
        self.folders.append(folder)
        return self.path

    def save_path(self, title: str, file_filter: str, suffix: str, suggested: Path) -> Path | None:
        self.suggested.append(suggested)
        return self.path

    def choose_folder(self, title: str, folder: Path) -> Path | None:
        self.folders.append(folder)
        return self.folder_answer

    def continue_game(self, games: list[StoredGame]) -> Path | None:
        self.offered.append(games)
        return self.continue_answer


def _conforms(prompter: FakePrompter) -> Prompter:
    # mypy checks here that the fake answers every question the window may ask.
    return prompter
