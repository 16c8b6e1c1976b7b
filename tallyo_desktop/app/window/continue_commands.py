"""Game ▸ Continue a game: the unfinished games besides the current one, to go on with or delete.
A copy of a game finished since (on another laptop, say) is offered as what it is, and never
takes the finished game back: an earlier moment of it opens the finished game, or is played on
as a game of its own, as the player chooses; a copy that went another way is played on as a
game of its own.

Its texts keep the file commands' translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.files.finished_elsewhere import Stands, final_points
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError

if TYPE_CHECKING:
    from tallyo_desktop.app.window.prompter import Prompter


def continue_a_game(
    files: GameFiles, keeper: LibraryKeeper | None, controller: GameController, prompter: Prompter
) -> None:
    """Ask which unfinished game to go on with, and go on with it."""
    title = QCoreApplication.translate("FileCommands", "Continue a game")
    current = files.autosave_path
    games = [game for game in files.store.unfinished() if game.path != current]
    # Listing them moved any finished game found among them: the library takes it in.
    if keeper is not None:
        keeper.follow_files()
    chosen = prompter.continue_game(games)
    if chosen is None:
        return
    stored = next((game for game in games if game.path == chosen), None)
    apart = False
    if stored is not None and stored.stands is Stands.EARLIER and stored.finished:
        choice = prompter.choose(
            title,
            QCoreApplication.translate(
                "FileCommands",
                "This copy is an earlier moment of a game that was finished since (on another "
                "laptop, say): {result}. Open the finished game as it ended, or play on from "
                "this moment as a game of its own? The finished game stays as it ended either "
                "way.",
            ).format(result=final_points(stored.finished.game)),
            [
                QCoreApplication.translate("FileCommands", "Open the finished game"),
                QCoreApplication.translate("FileCommands", "Play on as a game of its own"),
            ],
        )
        if choice is None:
            return
        if choice == 0:
            # As the library opens a game: to look at, not to change.
            files.retire_current()
            controller.load(stored.finished.game, read_only=True)
            return
        apart = True
    try:
        files.continue_game(chosen, apart=apart)
    except TallyoError as error:
        prompter.inform(title, str(error))
        return
    if files.played_apart and not apart:
        prompter.inform(
            title,
            QCoreApplication.translate(
                "FileCommands",
                "This copy went another way than the finished game of the same identity: it is "
                "played on as a game of its own, and the finished game stays as it ended.",
            ),
        )
