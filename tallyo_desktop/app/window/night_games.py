"""Library ▸ Save this night's games to…: every game of the current club night this laptop holds,
finished and still being played, written to a folder or a stick in one step.

The current club night is the current game's (its file's `event_id`), else the night seated on
this laptop today, else the night the library holds for today. Its games are found in the data
folder: the unfinished games, and the finished ones (of a game with several copies, the one the
library holds); the current game as it stands in the window. A file in the folder is never
written over unless it holds an earlier moment of the same game (a copy saved there earlier in
the evening): a file holding anything else is left as it is, and the game is written beside it.

Imported when first used: it is no part of a start.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.files.finished_elsewhere import is_earlier_moment, key_of
from tallyo_desktop.app.files.game_store import GameStore, write_atomically
from tallyo_desktop.app.files.player_file import Link
from tallyo_desktop.app.window.file_names import suggested_name
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_bytes, read_saved_game, saved_game_from_bytes
from tallyo_desktop.core.record.format import FILE_SUFFIX, SavedGame, game_to_json
from tallyo_desktop.core.record.safe_paths import checked_inside
from tallyo_desktop.core.values import field, valueclass

if TYPE_CHECKING:
    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.window.prompter import Prompter

SEATING_FOLDER = "seating"
"""The data folder's folder of club nights' seatings (as the Club menu keeps them)."""


class NightHost(Protocol):
    """What saving the night's games needs of the window's file commands."""

    @property
    def controller(self) -> GameController: ...
    @property
    def prompter(self) -> Prompter: ...
    @property
    def files(self) -> GameFiles | None: ...
    @property
    def keeper(self) -> LibraryKeeper | None: ...
    def dialog_folder(self) -> Path: ...
    def remember_folder(self, folder: Path) -> None: ...


@valueclass
class Night:
    uid: str
    name: str


@valueclass(frozen=False)
class NightSaved:
    """What saving a night's games to a folder did, file by file."""

    written: list[Path] = field(default_factory=list)
    """New files, each a game the folder did not hold."""
    updated: list[Path] = field(default_factory=list)
    """Files of an earlier moment of a game, brought up to date."""
    already: list[Path] = field(default_factory=list)
    """Files that hold the game already: left as they are."""
    beside: list[tuple[Path, Path]] = field(default_factory=list)
    """Games written under another name, and the file holding something else that they were
    not written over."""
    failed: list[tuple[str, str]] = field(default_factory=list)
    """Games that could not be written: the file name meant, and why."""
    finished: int = 0
    unfinished: int = 0


def save_night(commands: NightHost) -> None:
    """Library ▸ Save this night's games to…, for the window of `commands`: the night, a folder
    the player picks, the games written there, and what was written."""
    title = QCoreApplication.translate("NightGames", "Save this night's games")
    files, prompter = commands.files, commands.prompter
    if files is None:
        prompter.inform(
            title, QCoreApplication.translate("NightGames", "This window keeps no games on disk.")
        )
        return
    today = date.today()
    night = current_night(files, commands.keeper, today)
    if night is None:
        prompter.inform(
            title,
            QCoreApplication.translate(
                "NightGames",
                "No club night is known for today: the current game belongs to none, and no "
                "night was seated here today (Club ▸ Seating…).",
            ),
        )
        return
    folder = prompter.choose_folder(
        QCoreApplication.translate("NightGames", "Save this night's games to"),
        commands.dialog_folder(),
    )
    if folder is None:
        return
    commands.remember_folder(folder)
    controller = commands.controller
    current = None
    if controller.has_game and not controller.read_only:
        current = SavedGame(controller.game, files.metadata)
    kept = files.user_path if files.link is Link.KEPT else None

    def name_of(saved: SavedGame) -> str:
        try:
            day = date.fromisoformat((saved.metadata.created or "")[:10])
        except ValueError:
            day = today
        return suggested_name(saved.game.names, day, FILE_SUFFIX)

    done = save_games(night_games(files.store, night.uid, current), folder, name_of, kept)
    prompter.inform(title, summary(night, folder, done))


def current_night(
    files: GameFiles | None, keeper: LibraryKeeper | None, today: date
) -> Night | None:
    """The club night whose games are saved: the current game's, else the night seated here
    today, else the one the library holds for today; None when none is known."""
    if files is not None and files.controller.has_game:
        metadata = files.metadata
        if metadata.event_id:
            return Night(metadata.event_id, metadata.event_name or "")
    if files is not None:
        # Imported here: the seating is the club's, and read only when asked for.
        from tallyo_desktop.app.club.seating_store import SeatingStore

        plan = SeatingStore(files.store.data_dir / SEATING_FOLDER).night_of(today.isoformat())
        if plan is not None:
            return Night(plan.night_id, plan.night_name)
    library = keeper.library if keeper is not None else None
    if library is not None:
        with contextlib.suppress(TallyoError):
            for night in library.club_nights():
                if night.date == today:
                    return Night(night.uid, night.name)
    return None


def night_games(store: GameStore, night: str, current: SavedGame | None) -> list[SavedGame]:
    """The games of the club night `night` in the data folder of `store`, each once: its
    finished copy if it has one (the one the library holds), else its unfinished one; the
    current game (`current`) as it stands."""
    # Imported here: which of a game's finished copies counts is the library's to say.
    from tallyo_desktop.core.library.finished_copies import held_copies

    marker = night.encode("utf-8")
    found: dict[str, SavedGame] = {}
    finished = held_copies(store.finished(), store.finished_dir)
    unfinished = sorted(store.games_dir.glob(f"*{FILE_SUFFIX}")) if store.games_dir.is_dir() else []
    for path in [*finished, *unfinished]:
        try:
            content = read_bytes(path)
            # Most files are of other nights: only a file naming the night is read as a game.
            if marker not in content:
                continue
            saved = saved_game_from_bytes(content, str(path))
        except TallyoError:
            continue
        game_id = saved.metadata.id or str(path)
        if saved.metadata.event_id == night and game_id not in found:
            found[game_id] = saved
    if current is not None and current.metadata.event_id == night:
        found[current.metadata.id or ""] = current
    return sorted(found.values(), key=lambda saved: saved.metadata.created or "")


def save_games(
    games: list[SavedGame],
    folder: Path,
    name_of: Callable[[SavedGame], str],
    kept_here: Path | None = None,
) -> NightSaved:
    """Write each of `games` to `folder` (see the module's docstring), under the name
    `name_of` gives it; `kept_here` is the current game's own file of the player's, which the
    window keeps up to date itself."""
    done = NightSaved()
    there = _games_in(folder)
    kept_here = kept_here.resolve() if kept_here is not None else None
    for saved in games:
        if saved.game.is_over:
            done.finished += 1
        else:
            done.unfinished += 1
        text = game_to_json(saved.game, replace(saved.metadata, saved_as=None))
        same = there.get(saved.metadata.id or "")
        if same is not None and (
            same[0].resolve() == kept_here or key_of(same[1].game) == key_of(saved.game)
        ):
            done.already.append(same[0])
            continue
        if same is not None and is_earlier_moment(same[1].game, saved.game):
            target, taken, kind = same[0], None, done.updated
        else:
            wanted = checked_inside(folder, folder / name_of(saved))
            taken = same[0] if same is not None else wanted
            target = _free_name(folder, wanted.name)
            kind = done.written
        reason = write_atomically(target, text)
        if reason is not None:
            done.failed.append((target.name, reason))
        elif taken is not None and target != taken:
            done.beside.append((target, taken))
        else:
            kind.append(target)
    return done


def _games_in(folder: Path) -> dict[str, tuple[Path, SavedGame]]:
    """The game files already in `folder`, by their games' ids."""
    found: dict[str, tuple[Path, SavedGame]] = {}
    try:
        paths = sorted(folder.glob(f"*{FILE_SUFFIX}"))
    except OSError:
        return found
    for path in paths:
        with contextlib.suppress(TallyoError):
            saved = read_saved_game(path)
            if saved.metadata.id is not None:
                found.setdefault(saved.metadata.id, (path, saved))
    return found


def _free_name(folder: Path, name: str) -> Path:
    """`name` in `folder`, or, if a file has it, the first of "name (2)", "name (3)"… free."""
    path = checked_inside(folder, folder / name)
    stem = path.name[: -len(FILE_SUFFIX)] if path.name.endswith(FILE_SUFFIX) else path.stem
    number = 1
    while path.exists():
        number += 1
        path = checked_inside(folder, folder / f"{stem} ({number}){FILE_SUFFIX}")
    return path


def summary(night: Night, folder: Path, done: NightSaved) -> str:
    """What saving the night's games did, in the player's words, naming each file written."""
    shown = night.name or night.uid
    if not done.finished + done.unfinished:
        return QCoreApplication.translate(
            "NightGames", "This laptop holds no game of {night}: nothing was written."
        ).format(night=shown)
    # The folder on a line of its own: a long path wraps in the middle of the sentence, at
    # any hyphen of it.
    heading = QCoreApplication.translate(
        "NightGames",
        "The games of {night} on this laptop, saved to:\n{folder}\n{finished} finished, "
        "{unfinished} still being played.",
    )
    lines = [
        heading.format(
            night=shown, folder=folder, finished=done.finished, unfinished=done.unfinished
        )
    ]
    lines += [
        QCoreApplication.translate("NightGames", "Written: {file}").format(file=path.name)
        for path in done.written
    ]
    lines += [
        QCoreApplication.translate("NightGames", "Brought up to date: {file}").format(
            file=path.name
        )
        for path in done.updated
    ]
    beside = QCoreApplication.translate(
        "NightGames",
        "Written as {file}, beside {other}, which holds something else and was left as it is",
    )
    lines += [beside.format(file=path.name, other=other.name) for path, other in done.beside]
    lines += [
        QCoreApplication.translate("NightGames", "Already there: {file}").format(file=path.name)
        for path in done.already
    ]
    lines += [
        QCoreApplication.translate("NightGames", "Not written: {file}: {reason}").format(
            file=name, reason=reason
        )
        for name, reason in done.failed
    ]
    return "\n".join(lines)
