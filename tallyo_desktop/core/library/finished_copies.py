"""The library's own copies of finished games (`<data>/games/finished/`), when a game has
several: writing one beside the others, and which one the library holds, so that a library
made again from the files holds the same games as the one it replaces.

A copy gathered from elsewhere is written beside the copies already there, never over one:
`<id>.tallyo` is the first copy, `<id>.2.tallyo`, `<id>.3.tallyo`… the ones gathered later (an
id holds no dot, so these names are no other game's). `held-copies.json` beside them names, for
each game with several copies, the file the library holds, or null while the organiser has not
chosen between copies that contradict each other (the library then holds none of them). Without
an entry, or with one naming a file that is gone, the copy with the most events is taken.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

from tallyo_desktop.core.record.files import read_bytes
from tallyo_desktop.core.record.format import FILE_SUFFIX, BadGameFile
from tallyo_desktop.core.record.safe_paths import checked_inside, is_safe_game_id

HELD_FILE = "held-copies.json"
_COPY_NAME = re.compile(r"([A-Za-z0-9][A-Za-z0-9_-]*)(?:\.([0-9]+))?\.tallyo")
_PARTIAL = ".gathering"
"""Ends the name of a copy being written: the store's tidying takes away one left by a crash
(it matches `*.tallyo.*`), and no reader takes it for a game."""


def copy_name(key: str, number: int = 1) -> str:
    """The file name of copy `number` of the game `key` (a game's id, in its safe form)."""
    return f"{key}{FILE_SUFFIX}" if number == 1 else f"{key}.{number}{FILE_SUFFIX}"


def copies_of(folder: Path, key: str) -> list[Path]:
    """The library's copies of the game `key` in `folder`, the first one first."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found: list[tuple[int, Path]] = []
    for name in names:
        match = _COPY_NAME.fullmatch(name)
        if match is not None and match.group(1) == key:
            found.append((int(match.group(2) or 1), folder / name))
    return [path for _, path in sorted(found)]


def keep_copy(folder: Path, key: str, content: bytes) -> Path:
    """Keep `content`, a copy of the game `key`, among the library's copies in `folder`: where it
    is kept (see `keep_copies`)."""
    return keep_copies(folder, [(key, content)])[0]


def keep_copies(folder: Path, copies: list[tuple[str, bytes]]) -> list[Path]:
    """Keep each of `copies` (a game's key, a copy's bytes) among the library's copies in
    `folder`: where each is kept. A copy with the same bytes already there is used; the others
    are written under the first free names, never over a file, and only once all of them are
    safely on disk. OSError if they cannot be written."""
    kept: list[Path | None] = []
    written: list[tuple[int, str, Path]] = []
    try:
        for index, (key, content) in enumerate(copies):
            if not is_safe_game_id(key):
                raise ValueError(f"not a game's key: {key!r}")
            same = _same_copy(folder, key, content)
            kept.append(same)
            if same is None:
                folder.mkdir(parents=True, exist_ok=True)
                partial = checked_inside(folder, folder / f"{copy_name(key)}.{index}{_PARTIAL}")
                with open(partial, "wb") as file:
                    file.write(content)
                written.append((index, key, partial))
        _to_disk([partial for *_, partial in written])
        for index, key, partial in written:
            kept[index] = _link_free(folder, key, partial)
    finally:
        for *_, partial in written:
            with contextlib.suppress(OSError):
                os.unlink(partial)
    return [path for path in kept if path is not None]


def _same_copy(folder: Path, key: str, content: bytes) -> Path | None:
    for path in copies_of(folder, key):
        with contextlib.suppress(BadGameFile, OSError):
            if read_bytes(path) == content:
                return path
    return None


def _to_disk(paths: list[Path]) -> None:
    """Make sure the files `paths` are on the disk, not only in the system's memory."""
    if not paths:
        return
    sync = getattr(os, "sync", None)
    if sync is not None and len(paths) > 1:
        # One flush of everything costs what a flush of one file does: a thousand files are
        # written in a second, not in a minute.
        sync()
        return
    for path in paths:
        descriptor = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _link_free(folder: Path, key: str, partial: Path) -> Path:
    """Give the written file `partial` the first free name of a copy of `key`."""
    number = 1
    while True:
        target = checked_inside(folder, folder / copy_name(key, number))
        if not os.path.lexists(target):
            try:
                # A link fails if the name is taken: nothing is ever written over.
                os.link(partial, target)
                return target
            except FileExistsError:
                pass
            except OSError:
                # A file system without links (a stick formatted FAT): the name was free a
                # moment ago, and only this app writes here.
                if not os.path.lexists(target):
                    os.rename(partial, target)
                    return target
        number += 1


def read_held(folder: Path) -> dict[str, str | None]:
    """Which copy the library holds of each game with several (see the module's docstring);
    empty if the file is missing or cannot be read."""
    try:
        data = json.loads(read_bytes(folder / HELD_FILE).decode("utf-8"))
    except (BadGameFile, OSError, ValueError):
        return {}
    held = data.get("held") if isinstance(data, dict) else None
    if not isinstance(held, dict):
        return {}
    return {
        str(key): value
        for key, value in held.items()
        if value is None or (isinstance(value, str) and _COPY_NAME.fullmatch(value))
    }


def write_held(folder: Path, changes: Mapping[str, str | None]) -> None:
    """Record which copy the library holds of the games in `changes` (a file name in `folder`,
    or None for none yet), keeping what is recorded of the others. OSError if it cannot be."""
    if not changes:
        return
    held = read_held(folder)
    held.update(changes)
    text = json.dumps({"held": dict(sorted(held.items()))}, indent=1, ensure_ascii=False) + "\n"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / HELD_FILE
    partial = target.with_name(target.name + _PARTIAL)
    with open(partial, "wb") as file:
        file.write(text.encode("utf-8"))
        file.flush()
        os.fsync(file.fileno())
    # The one file here that is written over: it says which copy counts, and holds no game.
    os.replace(partial, target)


def held_copies(paths: Iterable[Path], folder: Path) -> Iterator[Path]:
    """Of the finished games' files `paths` (in `folder`), the ones a library made from them
    takes: every file, but of a game with several copies only the one the library holds."""
    groups: dict[str, list[Path]] = {}
    for path in paths:
        match = _COPY_NAME.fullmatch(path.name)
        if match is None:
            yield path
        else:
            groups.setdefault(match.group(1), []).append(path)
    held = read_held(folder)
    for key, group in groups.items():
        if len(group) == 1 and key not in held:
            yield group[0]
        else:
            yield from _held_of(key, group, held)


def _held_of(key: str, group: list[Path], held: Mapping[str, str | None]) -> Iterator[Path]:
    copies: list[tuple[int, int, Path]] = []
    for path in group:
        game_id, events = _outline(path)
        if game_id != key:
            # Named like a copy of the game, but another game (or none): it stands alone.
            yield path
            continue
        match = _COPY_NAME.fullmatch(path.name)
        assert match is not None
        copies.append((-events, int(match.group(2) or 1), path))
    names = {path.name: path for *_, path in copies}
    if key in held and held[key] in names:
        yield names[str(held[key])]
    elif key in held and held[key] is None and len(copies) > 1:
        # Copies that contradict each other, and the organiser has not chosen yet.
        return
    elif copies:
        yield min(copies)[2]


def _outline(path: Path) -> tuple[str | None, int]:
    """The id a game file gives its game and how many events it holds, read without replaying
    them; (None, -1) if it cannot be read."""
    try:
        data = json.loads(read_bytes(path).decode("utf-8-sig"))
    except (BadGameFile, OSError, ValueError):
        return None, -1
    if not isinstance(data, dict):
        return None, -1
    metadata, events = data.get("metadata"), data.get("events")
    game_id = metadata.get("id") if isinstance(metadata, dict) else None
    return (
        game_id if isinstance(game_id, str) else None,
        len(events) if isinstance(events, list) else -1,
    )
