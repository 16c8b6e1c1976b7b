"""Players as people: the names written in games are aliases, each of one person.

Every name a game is stored under becomes an alias of a person of its own the first time it is
seen; merging people gives all their aliases (and games) to one of them, and can be undone.
Names are compared trimmed and in Unicode NFC, so "Ann", " Ann" and the same letters typed
with combining accents are one alias. Each stored player keeps the id of their person, so that
standings group by person as cheaply as by name.
"""

from __future__ import annotations

import sqlite3
import unicodedata
from collections.abc import Sequence

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.access import LibraryAccess
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.rows import LISTED_SOURCE, ListedGame
from tallyo_desktop.core.values import valueclass


def name_key(name: str) -> str:
    """A name as the library compares it: trimmed, in Unicode NFC."""
    return unicodedata.normalize("NFC", name).strip()


@valueclass
class Person:
    """A player: the name shown for them and the names they were written under in games."""

    id: int
    display_name: str
    aliases: tuple[str, ...]
    """Trimmed and in NFC, in alphabetical order."""
    games: int
    """Stored games they played (of any number of players)."""


@valueclass
class Merge:
    """A merge done, with what `GameLibrary.undo_merge` needs to undo it: the people as they
    were before it."""

    into: Person
    """The person kept, before the merge."""
    merged: tuple[Person, ...]
    """The people merged into it, who are gone until the merge is undone."""


def person_for(connection: sqlite3.Connection, name: str) -> int:
    """The id of the person `name` is an alias of; a new person if it is none's yet."""
    key = name_key(name)
    row = connection.execute("SELECT person_id FROM aliases WHERE name = ?", (key,)).fetchone()
    if row is not None:
        return int(row[0])
    cursor = connection.execute("INSERT INTO people (display_name) VALUES (?)", (key,))
    person_id = cursor.lastrowid
    assert person_id is not None
    connection.execute("INSERT INTO aliases (name, person_id) VALUES (?, ?)", (key, person_id))
    return person_id


def link_players(connection: sqlite3.Connection, game_ids: Sequence[int]) -> None:
    """Give every player of the stored games `game_ids` without a person the person of their
    name."""
    marks = ",".join("?" * len(game_ids))
    rows = connection.execute(
        f"SELECT game_id, seat, name FROM players WHERE game_id IN ({marks}) AND person_id IS NULL",
        list(game_ids),
    ).fetchall()
    for game_id, seat, name in rows:
        connection.execute(
            "UPDATE players SET person_id = ? WHERE game_id = ? AND seat = ?",
            (person_for(connection, str(name)), game_id, seat),
        )


_PERSON_SQL = (
    "SELECT pe.id, pe.display_name,"
    " (SELECT json_group_array(name) FROM"
    "  (SELECT name FROM aliases WHERE person_id = pe.id ORDER BY name)),"
    " (SELECT coalesce(sum(games), 0) FROM person_totals WHERE person_id = pe.id)"
    " FROM people AS pe"
)


def _person(row: Sequence[object]) -> Person:
    import json

    person_id, display_name, aliases, games = row
    return Person(
        id=int(str(person_id)),
        display_name=str(display_name),
        aliases=tuple(str(alias) for alias in json.loads(str(aliases))),
        games=int(str(games)),
    )


def _no_person(person_id: int) -> LibraryError:
    return LibraryError(
        translate("library", "There is no player {id} in the library.").format(id=person_id)
    )


class PeopleMixin(LibraryAccess):
    """The people part of `GameLibrary`."""

    def people(self, players: int | None = None) -> list[Person]:
        """Everybody who played a stored game (of `players` players, if given; their `games`
        then count those only), the most games first, then by name."""
        # From each person's totals: no game is read.
        where = "" if players is None else " WHERE players = ?"
        rows = self._read(
            f"SELECT person_id, sum(games) FROM person_totals{where} GROUP BY person_id",
            () if players is None else (players,),
        )
        counts = {int(person_id): int(games) for person_id, games in rows}
        found = [
            _person(row)
            for row in self._read(
                _PERSON_SQL + " WHERE pe.id IN (SELECT person_id FROM person_totals)"
            )
            if int(row[0]) in counts
        ]
        people = [
            Person(person.id, person.display_name, person.aliases, counts[person.id])
            for person in found
        ]
        return sorted(
            people,
            key=lambda person: (-person.games, person.display_name.casefold(), person.display_name),
        )

    def known_names(self, limit: int | None = None) -> list[str]:
        """The display names of the people who played stored games, the most games first: what
        a name field completes from. Cheap: no game is read."""
        rows = self._read(
            "SELECT pe.display_name FROM person_totals AS t JOIN people AS pe"
            " ON pe.id = t.person_id GROUP BY t.person_id"
            " ORDER BY sum(t.games) DESC, pe.display_name COLLATE NOCASE, pe.display_name"
            + (" LIMIT ?" if limit is not None else ""),
            () if limit is None else (limit,),
        )
        return [str(name) for (name,) in rows]

    def person(self, person_id: int) -> Person:
        rows = self._read(_PERSON_SQL + " WHERE pe.id = ?", (person_id,))
        if not rows:
            raise _no_person(person_id)
        return _person(rows[0])

    def person_named(self, name: str) -> Person | None:
        """The person `name` (as written in a game) is an alias of, if any."""
        rows = self._read(
            _PERSON_SQL + " WHERE pe.id = (SELECT person_id FROM aliases WHERE name = ?)",
            (name_key(name),),
        )
        return _person(rows[0]) if rows else None

    def person_games(self, person_id: int) -> list[ListedGame]:
        """The stored games `person_id` played, the most recently finished first."""
        return list(
            map(
                ListedGame._make,
                self._read(
                    "SELECT g.id, g.finished_at, g.rules_preset, g.east_only,"
                    " json_group_array(json_array(p.seat, p.name, p.points, p.place, p.result)),"
                    f" {LISTED_SOURCE}"
                    " FROM games AS g JOIN players AS p ON p.game_id = g.id"
                    " WHERE g.id IN (SELECT game_id FROM players WHERE person_id = ?)"
                    " GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC",
                    (person_id,),
                ),
            )
        )

    def rename_person(self, person_id: int, display_name: str) -> str:
        """Show `person_id` as `display_name` (trimmed, NFC); the name shown before, which
        undoes it. Refused if another person is shown under that name: merge them instead."""
        name = name_key(display_name)
        if not name:
            raise LibraryError(translate("library", "A player's name cannot be empty."))
        with self._writing() as connection:
            row = connection.execute(
                "SELECT display_name FROM people WHERE id = ?", (person_id,)
            ).fetchone()
            if row is None:
                raise _no_person(person_id)
            _refuse_taken(connection, name, person_id)
            connection.execute("UPDATE people SET display_name = ? WHERE id = ?", (name, person_id))
            return str(row[0])

    def merge_people(self, person_ids: Sequence[int], display_name: str | None = None) -> Merge:
        """Make the people `person_ids` one: the first keeps its id and takes the others'
        aliases and games, shown as `display_name` if given. Refused when two of them played
        in the same game (they are then two people). Returns what undoes it."""
        ids = list(dict.fromkeys(person_ids))
        if len(ids) < 2:
            raise LibraryError(translate("library", "Choose at least two players to merge."))
        name = None if display_name is None else name_key(display_name)
        if name == "":
            raise LibraryError(translate("library", "A player's name cannot be empty."))
        with self._writing() as connection:
            before = [_person_in(connection, person_id) for person_id in ids]
            marks = ",".join("?" * len(ids))
            shared = connection.execute(
                f"SELECT game_id FROM players WHERE person_id IN ({marks})"
                " GROUP BY game_id HAVING count(*) > 1 LIMIT 1",
                ids,
            ).fetchone()
            if shared is not None:
                raise LibraryError(
                    translate(
                        "library",
                        "These players played in the same game (game {id}), so they are "
                        "different people and cannot be merged.",
                    ).format(id=shared[0])
                )
            into, rest = ids[0], ids[1:]
            if name is not None:
                _refuse_taken(connection, name, *ids)
            others = ",".join("?" * len(rest))
            connection.execute(
                f"UPDATE aliases SET person_id = ? WHERE person_id IN ({others})", (into, *rest)
            )
            connection.execute(
                f"UPDATE players SET person_id = ? WHERE person_id IN ({others})", (into, *rest)
            )
            connection.execute(f"DELETE FROM people WHERE id IN ({others})", rest)
            if name is not None:
                connection.execute("UPDATE people SET display_name = ? WHERE id = ?", (name, into))
        return Merge(into=before[0], merged=tuple(before[1:]))

    def undo_merge(self, merge: Merge) -> None:
        """Give the people a merge took back their ids, names, aliases and games. Aliases
        taken from the kept person since (split off, merged elsewhere) stay where they are."""
        with self._writing() as connection:
            into = merge.into.id
            _person_in(connection, into)
            for person in merge.merged:
                connection.execute(
                    "INSERT INTO people (id, display_name) VALUES (?, ?)",
                    (person.id, person.display_name),
                )
                marks = ",".join("?" * len(person.aliases))
                connection.execute(
                    f"UPDATE aliases SET person_id = ? WHERE person_id = ? AND name IN ({marks})",
                    (person.id, into, *person.aliases),
                )
            connection.execute(
                "UPDATE people SET display_name = ? WHERE id = ?",
                (merge.into.display_name, into),
            )
            _relink(connection, into)

    def split_alias(self, name: str) -> Person:
        """Take the alias `name` from its person into a person of its own, shown under it,
        with the games played under it. Refused for a person's only alias."""
        key = name_key(name)
        with self._writing() as connection:
            row = connection.execute(
                "SELECT person_id, (SELECT count(*) FROM aliases AS b"
                " WHERE b.person_id = a.person_id) FROM aliases AS a WHERE name = ?",
                (key,),
            ).fetchone()
            if row is None:
                raise LibraryError(
                    translate("library", "No game was played under the name {name}.").format(
                        name=key
                    )
                )
            owner, aliases = int(row[0]), int(row[1])
            if aliases < 2:
                raise LibraryError(
                    translate("library", "{name} is this player's only name.").format(name=key)
                )
            cursor = connection.execute("INSERT INTO people (display_name) VALUES (?)", (key,))
            connection.execute(
                "UPDATE aliases SET person_id = ? WHERE name = ?", (cursor.lastrowid, key)
            )
            _relink(connection, owner)
            return _person_in(connection, int(cursor.lastrowid or 0))


def _person_in(connection: sqlite3.Connection, person_id: int) -> Person:
    row = connection.execute(_PERSON_SQL + " WHERE pe.id = ?", (person_id,)).fetchone()
    if row is None:
        raise _no_person(person_id)
    return _person(row)


def _refuse_taken(connection: sqlite3.Connection, name: str, *allowed: int) -> None:
    marks = ",".join("?" * len(allowed))
    taken = connection.execute(
        f"SELECT 1 FROM people WHERE display_name = ? AND id NOT IN ({marks})", (name, *allowed)
    ).fetchone()
    if taken is not None:
        raise LibraryError(
            translate(
                "library", "Another player is already called {name}: merge the two instead."
            ).format(name=name)
        )


def _relink(connection: sqlite3.Connection, person_id: int) -> None:
    """Give the players stored under `person_id` the person their name is an alias of now."""
    rows = connection.execute(
        "SELECT game_id, seat, name FROM players WHERE person_id = ?", (person_id,)
    ).fetchall()
    for game_id, seat, name in rows:
        found = connection.execute(
            "SELECT person_id FROM aliases WHERE name = ?", (name_key(str(name)),)
        ).fetchone()
        if found is not None and int(found[0]) != person_id:
            connection.execute(
                "UPDATE players SET person_id = ? WHERE game_id = ? AND seat = ?",
                (int(found[0]), game_id, seat),
            )
