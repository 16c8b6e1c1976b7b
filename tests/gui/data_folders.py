"""What a data folder holds, read as a test checks it: the finished games in its files, the games
in its library, and the library a Rebuild from game files would make of it (made in a copy, so
that the folder itself is left as it is)."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from contextlib import closing
from pathlib import Path

from tallyo_desktop.app.files.finished_elsewhere import GameKey, key_of
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import saved_game_from_json

LIBRARY = "library.sqlite3"


def library_games(data: Path) -> dict[str, GameKey]:
    """The library's games by id: their rules, players and events, as its records say."""
    path = data / LIBRARY
    if not path.exists():
        return {}
    with closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT game_uid, record_json FROM games").fetchall()
    return {str(uid): key_of(saved_game_from_json(record).game) for uid, record in rows}


def finished_files(data: Path) -> dict[str, list[GameKey]]:
    """The finished games among the data folder's files, by id: each copy's game."""
    found: dict[str, list[GameKey]] = {}
    for path in sorted((data / "games").rglob("*.tallyo")):
        try:
            saved = read_saved_game(path)
        except TallyoError:
            continue
        if saved.game.is_over and saved.metadata.id is not None:
            found.setdefault(saved.metadata.id, []).append(key_of(saved.game))
    return found


def rebuilt(data: Path) -> dict[str, GameKey]:
    """The library that Library ▸ Rebuild from game files makes of `data`'s files."""
    with tempfile.TemporaryDirectory(prefix="tallyo-rebuilt-") as top:
        copy = Path(top) / "data"
        if (data / "games").exists():
            shutil.copytree(data / "games", copy / "games", dirs_exist_ok=True)
        keeper = LibraryKeeper(lambda: open_library(copy), GameStore(copy))
        keeper.rebuild()
        keeper.close()
        return library_games(copy)
