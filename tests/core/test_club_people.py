"""Players as people: names as aliases, merged (and the merge undone), renamed, split off."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from club_games import random_game, record, when

from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.people import Person
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite")
    tables = [
        ("Ann", "ben", "Cid", "Dan"),
        ("Ann", "Ben K.", "Cid", "Dan"),
        (" Ben ", "Ann", "Cid", "Eve"),
        ("Ann", "Cid", "Dan", unicodedata.normalize("NFD", "Zoë")),
        ("Ann", "Cid", "Dan", "Zoë"),
    ]
    for seed, names in enumerate(tables):
        game = random_game(names, seed)
        opened.add_finished_game(game, record(game, f"g{seed}"), when(seed), f"g{seed}")
    yield opened
    opened.close()


def named(library: GameLibrary, name: str) -> Person:
    person = library.person_named(name)
    assert person is not None, name
    return person


def standing_names(library: GameLibrary) -> dict[str, int]:
    return {row.name: row.games for row in library.statistics(StatisticsFilter())}


def test_names_are_people_trimmed_and_in_nfc(library: GameLibrary) -> None:
    people = library.people()
    assert [(p.display_name, p.games) for p in people] == [
        ("Ann", 5),
        ("Cid", 5),
        ("Dan", 4),
        ("Zoë", 2),
        ("Ben", 1),
        ("ben", 1),
        ("Ben K.", 1),
        ("Eve", 1),
    ]
    assert named(library, unicodedata.normalize("NFD", " Zoë")).aliases == ("Zoë",)
    assert library.known_names(3) == ["Ann", "Cid", "Dan"]
    assert library.known_names()[-1] == "Eve"


def test_merged_names_count_once_and_the_merge_undoes(library: GameLibrary) -> None:
    before = library.people()
    standings_before = library.statistics(StatisticsFilter())
    ben, ben_k, lower = named(library, "Ben"), named(library, "Ben K."), named(library, "ben")
    merge = library.merge_people([ben.id, ben_k.id, lower.id], "Ben Kay")
    kept = library.person(ben.id)
    assert (kept.display_name, kept.aliases, kept.games) == ("Ben Kay", ("Ben", "Ben K.", "ben"), 3)
    assert standing_names(library)["Ben Kay"] == 3
    assert not {"Ben", "Ben K.", "ben"} & set(standing_names(library))
    assert library.known_names(4)[-1] == "Ben Kay"
    assert {game.id for game in library.person_games(ben.id)} == {1, 2, 3}
    library.undo_merge(merge)
    assert library.people() == before
    assert library.statistics(StatisticsFilter()) == standings_before


def test_people_who_played_each_other_are_not_merged(library: GameLibrary) -> None:
    before = library.people()
    with pytest.raises(LibraryError, match="same game"):
        library.merge_people([named(library, "Ann").id, named(library, "Cid").id])
    with pytest.raises(LibraryError, match="at least two"):
        library.merge_people([named(library, "Ann").id])
    assert library.people() == before


def test_a_person_is_renamed_and_back(library: GameLibrary) -> None:
    eve = named(library, "Eve")
    assert library.rename_person(eve.id, "  Evelyn ") == "Eve"
    assert library.person(eve.id).display_name == "Evelyn"
    assert "Evelyn" in standing_names(library)
    # The games still say Eve: the name as written stays her alias.
    assert named(library, "Eve").id == eve.id
    with pytest.raises(LibraryError, match="already called"):
        library.rename_person(eve.id, "Ann")
    with pytest.raises(LibraryError, match="empty"):
        library.rename_person(eve.id, " ")
    library.rename_person(eve.id, "Eve")
    assert library.person(eve.id).display_name == "Eve"


def test_a_name_merged_in_by_mistake_is_split_off_with_its_games(library: GameLibrary) -> None:
    ben, lower = named(library, "Ben"), named(library, "ben")
    library.merge_people([ben.id, lower.id])
    split = library.split_alias("ben")
    assert (split.display_name, split.aliases, split.games) == ("ben", ("ben",), 1)
    assert library.person(ben.id).games == 1
    with pytest.raises(LibraryError, match="only name"):
        library.split_alias("ben")


def test_a_new_game_under_a_merged_name_counts_for_the_person(library: GameLibrary) -> None:
    ben, ben_k = named(library, "Ben"), named(library, "Ben K.")
    library.merge_people([ben.id, ben_k.id])
    game = random_game(("Ben K.", "Ann", "Cid", "Dan"), 9)
    library.add_finished_game(game, record(game, "g9"), when(9), "g9")
    assert library.person(ben.id).games == 3
