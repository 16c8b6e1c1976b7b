"""The library's own copies of finished games (`<data>/games/finished/`), when a game has
several: writing one beside the others, and which one the library holds, so that a library
made again from the files holds the same games as the one it replaces.

A copy gathered from elsewhere is written beside the copies already there, never over one:
`<id>.tallyo` is the first copy, `<id>.2.tallyo`, `<id>.3.tallyo`… the ones gathered later (an
id holds no dot, so these names are no other game's). `held-copies.json` beside them names, for
each game with several copies, the file the library holds, or null while the organiser has not
chosen between copies that contradict each other (the library then holds none of them). Without
an entry, or with one naming a file that is gone, the copy with the most events is taken. It
also keeps, for each game the organiser chose a copy of, the digests of the records of the
copies set aside then, so that the same choice is not asked again.

Whatever changes this folder (`KeptCopies`, `write_choices`) runs under its lock
(`folder_lock.FolderLock`), held by one window at a time: two windows gathering the same games
at once each find the other's copies, and neither loses the other's choices. Each file is
written under a name of its own first (`<name>.<random>.gathering`, which the data folder's
tidying takes away after a crash and no reader takes for a game), and given its name only once
it is complete and on disk.
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
_BATCH = 256
"""Copies written, flushed and named together: a crash leaves at most this many temporary
files, and a flush costs what the flush of one file does."""
_DIGEST = re.compile(r"[0-9a-f]{64}")


def copy_name(key: str, number: int = 1) -> str:
    """The file name of copy `number` of the game `key` (a game's id, in its safe form)."""
    return f"{key}{FILE_SUFFIX}" if number == 1 else f"{key}.{number}{FILE_SUFFIX}"


def partial_path(target: Path) -> Path:
    """A name of its own to write `target` under first: no other window or thread takes it."""
    return target.with_name(f"{target.name}.{os.getpid()}-{os.urandom(6).hex()}{_PARTIAL}")


def copies_of(folder: Path, key: str) -> list[Path]:
    """The library's copies of the game `key` in `folder`, the first one first."""
    return KeptCopies(folder).of(key)


class KeptCopies:
    """The library's copies in `folder`, listed once: for many games, each game's copies are
    found without listing the folder again. Only valid while the folder's lock is held (or
    for reading only)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._by_key: dict[str, dict[int, str]] = {}
        try:
            names = os.listdir(folder)
        except OSError:
            names = []
        for name in names:
            match = _COPY_NAME.fullmatch(name)
            if match is not None:
                self._by_key.setdefault(match.group(1), {})[int(match.group(2) or 1)] = name

    def of(self, key: str) -> list[Path]:
        """The copies of the game `key`, the first one first."""
        numbers = self._by_key.get(key, {})
        return [self.folder / numbers[number] for number in sorted(numbers)]

    def same(self, key: str, content: bytes) -> Path | None:
        """The copy of the game `key` that holds exactly `content`, if there is one."""
        for path in self.of(key):
            with contextlib.suppress(BadGameFile, OSError):
                if read_bytes(path) == content:
                    return path
        return None

    def keep(self, copies: list[tuple[str, bytes]]) -> list[Path]:
        """Keep each of `copies` (a game's key, a copy's bytes): where each is kept. A copy
        with the same bytes already there is used; the others are written under the first free
        names, never over a file, each only once it is safely on disk. OSError (and none of the
        files written here left) if they cannot all be written."""
        kept: list[Path | None] = []
        to_write: list[tuple[int, str, bytes]] = []
        for index, (key, content) in enumerate(copies):
            if not is_safe_game_id(key):
                raise ValueError(f"not a game's key: {key!r}")
            same = self.same(key, content)
            kept.append(same)
            if same is None:
                to_write.append((index, key, content))
        if to_write:
            self.folder.mkdir(parents=True, exist_ok=True)
        linked: list[Path] = []
        try:
            for start in range(0, len(to_write), _BATCH):
                for index, path in self._write_batch(to_write[start : start + _BATCH]):
                    kept[index] = path
                    linked.append(path)
        except BaseException:
            for path in linked:
                with contextlib.suppress(OSError):
                    os.unlink(path)
                self._forget(path)
            raise
        return [path for path in kept if path is not None]

    def _write_batch(self, batch: list[tuple[int, str, bytes]]) -> list[tuple[int, Path]]:
        partials: list[tuple[int, str, Path]] = []
        done: list[tuple[int, Path]] = []
        try:
            for index, key, content in batch:
                partial = checked_inside(self.folder, partial_path(self.folder / copy_name(key)))
                partials.append((index, key, partial))
                with open(partial, "xb") as file:
                    file.write(content)
            _to_disk([partial for *_, partial in partials])
            for index, key, partial in partials:
                done.append((index, self._link_free(key, partial)))
        except BaseException:
            for _, path in done:
                with contextlib.suppress(OSError):
                    os.unlink(path)
                self._forget(path)
            raise
        finally:
            for *_, partial in partials:
                with contextlib.suppress(OSError):
                    os.unlink(partial)
        return done

    def _link_free(self, key: str, partial: Path) -> Path:
        """Give the written file `partial` the first free name of a copy of `key`."""
        numbers = self._by_key.setdefault(key, {})
        number = max(numbers, default=0) + 1
        while True:
            name = copy_name(key, number)
            target = checked_inside(self.folder, self.folder / name)
            try:
                # A link fails if the name is taken: nothing is ever written over, whoever
                # wrote there meanwhile.
                os.link(partial, target)
            except FileExistsError:
                number += 1
                continue
            except OSError:
                # A file system without links (a stick formatted FAT): the lock keeps other
                # windows out, so a name free now is still free a moment later.
                if os.path.lexists(target):
                    number += 1
                    continue
                os.rename(partial, target)
            numbers[number] = name
            return target

    def _forget(self, path: Path) -> None:
        match = _COPY_NAME.fullmatch(path.name)
        if match is not None:
            self._by_key.get(match.group(1), {}).pop(int(match.group(2) or 1), None)


def clear_partials(folder: Path) -> None:
    """Take away the temporary files a crash left in `folder`: with its lock held, no other
    window is writing one."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.endswith(_PARTIAL):
            with contextlib.suppress(OSError):
                os.unlink(folder / name)


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


def _read_choices(folder: Path) -> dict[str, object]:
    try:
        data = json.loads(read_bytes(folder / HELD_FILE).decode("utf-8"))
    except (BadGameFile, OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def read_held(folder: Path) -> dict[str, str | None]:
    """Which copy the library holds of each game with several (see the module's docstring);
    empty if the file is missing or cannot be read."""
    held = _read_choices(folder).get("held")
    if not isinstance(held, dict):
        return {}
    return {
        str(key): value
        for key, value in held.items()
        if value is None or (isinstance(value, str) and _COPY_NAME.fullmatch(value))
    }


def read_set_aside(folder: Path) -> dict[str, frozenset[str]]:
    """For each game the organiser chose a copy of, the record digests of the copies set
    aside; empty if there are none or the file cannot be read."""
    found = _read_choices(folder).get("set_aside")
    if not isinstance(found, dict):
        return {}
    return {
        str(key): frozenset(
            digest for digest in digests if isinstance(digest, str) and _DIGEST.fullmatch(digest)
        )
        for key, digests in found.items()
        if isinstance(digests, list)
    }


def write_choices(
    folder: Path,
    held: Mapping[str, str | None],
    set_aside: Mapping[str, Iterable[str]] | None = None,
) -> None:
    """Record which copy the library holds of the games in `held` (a file name in `folder`,
    or None for none yet), and the digests of copies the organiser set aside, keeping what is
    recorded of the others. Only with the folder's lock held. OSError if it cannot be."""
    if not held and not set_aside:
        return
    kept = read_held(folder)
    kept.update(held)
    aside = {key: set(digests) for key, digests in read_set_aside(folder).items()}
    for key, digests in (set_aside or {}).items():
        aside.setdefault(key, set()).update(digests)
    document: dict[str, object] = {"held": dict(sorted(kept.items()))}
    if aside:
        document["set_aside"] = {key: sorted(aside[key]) for key in sorted(aside)}
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / HELD_FILE
    partial = partial_path(target)
    try:
        with open(partial, "xb") as file:
            file.write(text.encode("utf-8"))
            file.flush()
            os.fsync(file.fileno())
        # The one file here that is written over: it says which copy counts, and holds no game.
        os.replace(partial, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(partial)
        raise


def write_held(folder: Path, changes: Mapping[str, str | None]) -> None:
    """`write_choices` for the held copies alone."""
    write_choices(folder, changes)


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
