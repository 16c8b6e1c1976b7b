"""Every modal question the window asks goes through a prompter, so tests can answer instead.

`Prompter` is what the window needs; `DialogPrompter` asks with real dialogs. They are imported
where they are asked for, to keep start-up fast: the main window is painted before any of them is
needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from tallyo_desktop.app.shared.modal import asked

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tallyo_desktop.app.files.game_store import StoredGame
    from tallyo_desktop.app.game.model import GameModel
    from tallyo_desktop.app.tiles.request import TileRequest
    from tallyo_desktop.core.counting.win_tiles import WinTiles
    from tallyo_desktop.core.rules.rules import Rules
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.table.settlement import FinalResult


class Prompter(Protocol):
    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None: ...

    def settlement(
        self,
        result: FinalResult,
        reason: str,
        model: GameModel | None = None,
        final: bool = True,
        caption: str = "",
    ) -> bool:
        """Show the settlement (with the game's chart, given its `model`, and the `caption`
        that says which game it is); True when the players want a new game. Before the game is
        over (not `final`) it is the result if the game ended now, and no new game is
        offered."""
        ...

    def rename(self, names: tuple[str, ...]) -> tuple[str, ...] | None:
        """The players' new names, in seat order, or None to keep them."""
        ...

    def change_rules(self, rules: Rules, refusal: Callable[[Rules], str | None]) -> Rules | None:
        """The rules the game is to be played by from now on, starting from its `rules`, or
        None to keep them; `refusal` says why the game cannot go on by some (None: it can)."""
        ...

    def count_tiles(self, request: TileRequest) -> tuple[WinTiles, Hand] | None:
        """The tiles of a win and the hand they make, or None to leave the hand as it is."""
        ...

    def inform(self, title: str, text: str) -> None: ...

    def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None:
        """Which of `choices` (button texts, the first the default) the player took; None when
        they cancelled."""
        ...

    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None: ...

    def save_path(
        self, title: str, file_filter: str, suffix: str, suggested: Path
    ) -> Path | None: ...

    def choose_folder(self, title: str, folder: Path) -> Path | None:
        """A folder the player picks (a stick, say), starting in `folder`; None if none."""
        ...

    def continue_game(self, games: list[StoredGame]) -> Path | None:
        """The unfinished game to go on with (games may be deleted on the way), or None."""
        ...


class DialogPrompter:
    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.known_names: Callable[[], list[str]] = list
        """The names a new game's name fields complete from, the most played first."""

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog

        made = NewGameDialog(self.parent, names=names, rules=rules, known=self.known_names())
        with asked(made) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.names(), dialog.rules()

    def change_rules(self, rules: Rules, refusal: Callable[[Rules], str | None]) -> Rules | None:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.rules.change_rules_dialog import ChangeRulesDialog

        with asked(ChangeRulesDialog(rules, refusal, self.parent)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.rules()

    def settlement(
        self,
        result: FinalResult,
        reason: str,
        model: GameModel | None = None,
        final: bool = True,
        caption: str = "",
    ) -> bool:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.history.settlement_dialog import SettlementDialog

        made = SettlementDialog(result, reason, self.parent, model, final=final, caption=caption)
        with asked(made) as dialog:
            return dialog.exec() == QDialog.DialogCode.Accepted

    def count_tiles(self, request: TileRequest) -> tuple[WinTiles, Hand] | None:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.tiles.picker import TilePicker

        with asked(TilePicker(request, self.parent)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.picked()

    def rename(self, names: tuple[str, ...]) -> tuple[str, ...] | None:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.window.rename_dialog import RenameDialog

        with asked(RenameDialog(names, self.parent)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.names()

    def inform(self, title: str, text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        made = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self.parent)
        with asked(made) as box:
            # Messages quote file and player names: they are shown as typed, never as markup.
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.exec()

    def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        made = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.parent)
        with asked(made) as box:
            box.setTextFormat(Qt.TextFormat.PlainText)
            choice_buttons = [
                box.addButton(choice, QMessageBox.ButtonRole.AcceptRole) for choice in choices
            ]
            cancel = box.addButton(QMessageBox.StandardButton.Cancel)
            box.setDefaultButton(choice_buttons[0])
            box.setEscapeButton(cancel)
            box.exec()
            clicked = box.clickedButton()
            buttons = enumerate(choice_buttons)
            return next((index for index, button in buttons if button is clicked), None)

    def open_path(self, title: str, file_filter: str, folder: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self.parent, title, str(folder), file_filter)
        return Path(name) if name else None

    def save_path(self, title: str, file_filter: str, suffix: str, suggested: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self.parent, title, str(suggested), file_filter)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(suffix)

    def choose_folder(self, title: str, folder: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name = QFileDialog.getExistingDirectory(self.parent, title, str(folder))
        return Path(name) if name else None

    def continue_game(self, games: list[StoredGame]) -> Path | None:
        from PySide6.QtWidgets import QDialog

        from tallyo_desktop.app.files.continue_dialog import ContinueDialog

        with asked(ContinueDialog(games, self.parent)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.chosen()
