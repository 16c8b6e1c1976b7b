"""What a start finds and loads into the main window: the game played last if it is unfinished,
a game file the system hands over, or else a new game."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.data_folder import data_dir
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.shared.look import (
    Scheme,
    apply_scheme,
    remember_line_heights,
    remember_shown,
    saved_scheme,
)
from tallyo_desktop.app.shared.translations import install_translations, saved_language
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_saved_game

if TYPE_CHECKING:
    from tallyo_desktop.app.handed_over import HandedOverFiles
    from tallyo_desktop.app.window.prompter import Prompter
    from tallyo_desktop.core.library.store import GameLibrary


def open_library(folder: Path) -> GameLibrary:
    # Imported here, with sqlite3, to keep start-up fast.
    from tallyo_desktop.core.library.errors import LibraryError
    from tallyo_desktop.core.library.store import GameLibrary

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LibraryError(str(error)) from None
    return GameLibrary(folder / "library.sqlite3")


class Start(Enum):
    """What start-up found to go on with."""

    NEW = "new"
    """Nothing: the last game was finished, or there was none."""
    RECOVERED = "recovered"
    """The unfinished game played last is back."""
    UNREADABLE = "unreadable"
    """The last game's file cannot be read: it is left as it is."""
    HELD = "held"
    """The last game is open in another window."""


def build_window(
    folder: Path, settings: QSettings | None = None, prompter: Prompter | None = None
) -> tuple[MainWindow, Start, str]:
    """The main window, with the game played last if it is unfinished; what start-up found,
    and the reason when the last game cannot be continued."""
    window = MainWindow()
    found, reason = set_up_window(window, folder, settings, prompter)
    return window, found, reason


def set_up_window(
    window: MainWindow,
    folder: Path,
    settings: QSettings | None = None,
    prompter: Prompter | None = None,
) -> tuple[Start, str]:
    """Give `window` its table, with the game played last if it is unfinished; what start-up
    found, and the reason when the last game cannot be continued."""
    store = GameStore(folder)
    store.clean_up()
    controller = GameController()
    files = GameFiles(controller, store)
    # The library waits until a game ends or the player opens it: start-up need not open it.
    keeper = LibraryKeeper(lambda: open_library(folder), store)
    window.set_up(controller, prompter, files, keeper, settings)
    for child in (controller, files, keeper):
        child.setParent(window)
    last = store.last_game()
    if last is None:
        return Start.NEW, ""
    try:
        files.continue_game(last)
    except TallyoError as error:
        reason = str(error)
        if "another Tallyo Desktop window" in reason:
            return Start.HELD, reason
        try:
            saved = read_saved_game(last)
        except TallyoError:
            return Start.UNREADABLE, reason
        if saved.game.is_over:
            # The app stopped before it could move the finished game: move it now.
            store.retire(last, saved)
            keeper.game_saved(saved)
            return Start.NEW, ""
        return Start.UNREADABLE, reason
    return Start.RECOVERED, ""


def follow_scheme(app: QApplication, settings: QSettings) -> None:
    """Light or dark as the player chose, or as the system is, following it as it changes."""
    apply_scheme(app, saved_scheme(settings))
    remember_shown(settings, app)

    def changed() -> None:
        if saved_scheme(settings) is Scheme.SYSTEM:
            apply_scheme(app, Scheme.SYSTEM)
            remember_shown(settings, app)

    app.styleHints().colorSchemeChanged.connect(changed)


def load(
    app: QApplication,
    window: MainWindow,
    settings: QSettings,
    handed_over: HandedOverFiles,
    earlier_crash: Path | None = None,
) -> None:
    """Load the table into the empty window a start shows: the last game, the game files handed
    over (named on the command line, or by the system meanwhile), or else a new game. After a
    crash (`earlier_crash` is its log), the start says so first."""
    install_translations(app, saved_language(settings))
    follow_scheme(app, settings)
    remember_line_heights(settings)
    found, reason = set_up_window(window, data_dir(), settings)
    window.remember_layout(settings)
    if handed_over.open_with(lambda name: open_when_free(window, name)):
        if earlier_crash is not None:
            QTimer.singleShot(0, lambda: say_it_crashed(window, earlier_crash, found))
        return
    if found is Start.RECOVERED:
        window.statusBar().showMessage(
            QCoreApplication.translate("launch", "Your unfinished game is back where you left it."),
            8000,
        )

    def go_on() -> None:
        # One after the other: a dialog opened by a second timer would come up over the first.
        if earlier_crash is not None:
            say_it_crashed(window, earlier_crash, found)
        if found is not Start.RECOVERED:
            _start_afresh(window, found, reason, handed_over)

    if earlier_crash is not None or found is not Start.RECOVERED:
        QTimer.singleShot(0, go_on)


def say_it_crashed(window: MainWindow, log: Path, found: Start) -> None:
    """Tell the player the app closed unexpectedly the last time, what came of their game, and
    where what happened is written."""
    if found is Start.RECOVERED:
        game = QCoreApplication.translate(
            "launch", "Your unfinished game is back where you left it, with every hand recorded."
        )
    else:
        game = QCoreApplication.translate(
            "launch", "Every hand recorded before then is kept; a finished game is in the library."
        )
    window.prompter.inform(
        QCoreApplication.translate("launch", "Tallyo Desktop closed unexpectedly"),
        QCoreApplication.translate(
            "launch",
            "Tallyo Desktop closed unexpectedly the last time it ran. {game}\n\n"
            "What it was doing then is written in {log}. Sending that file, with a word on what "
            "you did just before, helps to put it right.",
        ).format(game=game, log=log),
    )


MODAL_WAIT_MS = 250
"""How often a game file handed over looks again whether the dialog in its way is closed."""


def open_when_free(window: MainWindow, name: str) -> None:
    """Open a game file handed over as Game ▸ Open opens it, once no dialog is open: the
    dialog's answer is about the game it was opened on, which is still there when it comes."""
    if QApplication.activeModalWidget() is not None:
        QTimer.singleShot(MODAL_WAIT_MS, window, lambda: open_when_free(window, name))
        return
    window.file_commands.open_path(Path(name))


def _start_afresh(
    window: MainWindow, found: Start, reason: str, handed_over: HandedOverFiles
) -> None:
    """Say why the last game did not come back, if it did not, then ask for a new game unless
    the system handed over a game file meanwhile."""
    if found is Start.UNREADABLE:
        window.prompter.inform(
            QCoreApplication.translate("launch", "Your last game"),
            QCoreApplication.translate(
                "launch",
                "Your last game cannot be continued: {reason} Its file was left as it is. "
                "Game ▸ Continue a game lists the other unfinished games.",
            ).format(reason=reason),
        )
    elif found is Start.HELD:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "launch", "Your last game is open in another Tallyo Desktop window."
            ),
            8000,
        )
    if handed_over.taken:
        return
    # A new table starts with naming the players and choosing the rules.
    window.new_game()
