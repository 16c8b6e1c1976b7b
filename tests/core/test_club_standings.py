"""Standings over game files: one game however many copies, the dates, three players, names, and
each figure against the settlement and the events it comes from."""

from __future__ import annotations

import json
import os
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from standings_games import EVENTS, NAMES, OTHER_WAY, THREE, game, three_player_game, write

from tallyo_desktop.core.club.game_files import game_paths
from tallyo_desktop.core.club.standings import (
    PlayerRow,
    Selection,
    Standings,
    row_order,
    standings_over,
)
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Riichi, Ron, Tsumo, Win

UNFINISHED = EVENTS[:3]
# Ann: 4th, -25.3; Ben 2nd, +10.7; Cid 3rd, -6.7; Dee 1st, +21.3 (tests/test_replay_command.py).
RESULTS = {"Ann": -25300, "Ben": 10700, "Cid": -6700, "Dee": 21300}


def over(*paths: Path, selection: Selection | None = None) -> Standings:
    return standings_over([str(path) for path in paths], selection or Selection())


def row(table: Standings, name: str) -> PlayerRow:
    (found,) = [one for one in table.players if one.name == name]
    return found


def totals(table: Standings) -> dict[str, int]:
    return {one.name: one.total for one in table.players}


# --- Copies ----------------------------------------------------------------------------------


def test_identical_copies_of_one_game_count_once(tmp_path: Path) -> None:
    write(tmp_path / "laptop" / "a.tallyo", game())
    write(tmp_path / "stick" / "a.tallyo", game())
    table = over(tmp_path)
    assert (table.games, table.conflicts, table.unfinished) == (1, (), ())
    assert totals(table) == RESULTS
    assert table.read == 2


def test_the_longer_copy_counts_and_the_earlier_save_is_not_unfinished(tmp_path: Path) -> None:
    write(tmp_path / "early.tallyo", game(events=UNFINISHED))
    write(tmp_path / "later.tallyo", game())
    table = over(tmp_path)
    assert (table.games, table.unfinished, table.conflicts) == (1, (), ())
    assert totals(table) == RESULTS
    assert row(table, "Ann").hands == 5


def test_the_longest_of_several_saves_counts(tmp_path: Path) -> None:
    for length in (1, 3, 7, 5):
        write(tmp_path / f"save-{length}.tallyo", game(events=EVENTS[:length]))
    table = over(tmp_path)
    assert (table.games, table.conflicts) == (1, ())
    assert totals(table) == RESULTS


def test_a_game_whose_longest_copy_is_unfinished_is_listed_once_by_that_copy(
    tmp_path: Path,
) -> None:
    write(tmp_path / "a.tallyo", game(events=UNFINISHED[:1]))
    longest = write(tmp_path / "b.tallyo", game(events=UNFINISHED))
    write(tmp_path / "c.tallyo", game(events=UNFINISHED))
    table = over(tmp_path)
    assert (table.games, table.players, table.unfinished) == (0, (), (str(longest),))


def test_copies_that_contradict_each_other_are_listed_and_not_counted(tmp_path: Path) -> None:
    first = write(tmp_path / "a.tallyo", game())
    second = write(tmp_path / "b.tallyo", game(events=OTHER_WAY))
    write(tmp_path / "c.tallyo", game(names=("Eve", "Fay", "Gus", "Hal")), game_id="other")
    table = over(tmp_path)
    assert table.conflicts == ((str(first), str(second)),)
    assert table.games == 1
    assert {one.name for one in table.players} == {"Eve", "Fay", "Gus", "Hal"}


def test_an_unfinished_copy_that_went_another_way_is_listed_and_the_finished_one_counts(
    tmp_path: Path,
) -> None:
    # Saved on a stick in the middle of the game; the first hand was put right afterwards.
    stale = write(tmp_path / "stick.tallyo", game(events=(Tsumo(0, Hand(3, 30)), *EVENTS[1:3])))
    write(tmp_path / "laptop.tallyo", game())
    table = over(tmp_path)
    assert (table.games, table.conflicts, table.unfinished) == (1, (), (str(stale),))
    assert totals(table) == RESULTS


def test_a_finished_game_played_on_under_longer_rules_is_unfinished(tmp_path: Path) -> None:
    write(tmp_path / "east.tallyo", game())
    hanchan = presets.MAHJONG_SOUL
    played_on = write(tmp_path / "on.tallyo", game(events=(*EVENTS, Riichi(2)), rules=hanchan))
    assert not game(events=(*EVENTS, Riichi(2)), rules=hanchan).is_over
    table = over(tmp_path)
    assert (table.games, table.conflicts, table.unfinished) == (0, (), (str(played_on),))


def test_three_copies_in_conflict_are_one_entry_with_every_copy(tmp_path: Path) -> None:
    paths = [
        write(tmp_path / "a.tallyo", game(events=EVENTS[:2])),
        write(tmp_path / "b.tallyo", game()),
        write(tmp_path / "c.tallyo", game(events=OTHER_WAY)),
        write(tmp_path / "d.tallyo", game(names=("Ann", "Ben", "Cid", "Eve"))),
    ]
    table = over(tmp_path)
    assert table.conflicts == (tuple(str(path) for path in paths),)
    assert (table.games, table.players) == (0, ())


def test_the_same_events_under_other_names_conflict(tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game())
    write(tmp_path / "b.tallyo", game(names=("Ann", "Ben", "Cid", "Eve")))
    assert len(over(tmp_path).conflicts) == 1


def test_files_without_an_id_are_one_game_when_their_content_is_the_same(tmp_path: Path) -> None:
    first = write(tmp_path / "a.tallyo", game(), game_id=None)
    write(tmp_path / "b.tallyo", game(), game_id=None)
    # The same record laid out otherwise, as another program might write it.
    compact = json.dumps(json.loads(first.read_text(encoding="utf-8")))
    (tmp_path / "c.tallyo").write_text(compact, encoding="utf-8")
    table = over(tmp_path)
    assert (table.read, table.games) == (3, 1)
    assert totals(table) == RESULTS


def test_files_without_an_id_and_another_game_are_other_games(tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game(), game_id=None)
    write(tmp_path / "b.tallyo", game(events=OTHER_WAY), game_id=None)
    table = over(tmp_path)
    assert (table.games, table.conflicts) == (2, ())
    assert row(table, "Dee").games == 2


def test_files_without_an_id_saved_at_other_times_are_one_game_as_in_the_library(
    tmp_path: Path,
) -> None:
    # The library keeps a record without its save times: the same game saved twice is one.
    write(tmp_path / "a.tallyo", game(), game_id=None)
    write(tmp_path / "b.tallyo", game(), game_id=None, created="2026-03-06T19:30:00+01:00")
    table = over(tmp_path)
    assert (table.read, table.games) == (2, 1)
    assert totals(table) == RESULTS


# --- Files -----------------------------------------------------------------------------------


def test_folders_are_searched_inside_and_only_game_files_are_taken(tmp_path: Path) -> None:
    deep = write(tmp_path / "club" / "2026" / "march" / "a.tallyo", game())
    loud = write(tmp_path / "club" / "B.TALLYO", game(), game_id="b")
    (tmp_path / "club" / "notes.txt").write_text("not a game", encoding="utf-8")
    named = write(tmp_path / "named.json", game(), game_id="c")
    found, refused = game_paths([str(tmp_path / "club"), str(named), str(deep)])
    assert (found, refused) == ([str(loud), str(deep), str(named)], [])


def test_an_unreadable_file_is_refused_and_the_others_count(tmp_path: Path) -> None:
    write(tmp_path / "good.tallyo", game())
    cut = tmp_path / "cut.tallyo"
    cut.write_text(write(tmp_path / "x" / "full.tallyo", game(), "x").read_text()[:200])
    missing = tmp_path / "missing.tallyo"
    table = over(tmp_path / "good.tallyo", cut, missing)
    assert [one.path for one in table.refused] == [str(cut), str(missing)]
    assert "cut short" in table.refused[0].error
    assert str(missing) in table.refused[1].error
    assert (table.read, table.games) == (1, 1)
    assert totals(table) == RESULTS


def test_nothing_read_is_told_apart(tmp_path: Path) -> None:
    (tmp_path / "bad.tallyo").write_text("{}", encoding="utf-8")
    table = over(tmp_path)
    assert (table.read, len(table.refused), table.games) == (0, 1, 0)


# --- Dates and player counts -----------------------------------------------------------------


def dated_games(folder: Path) -> None:
    for day, names in ((4, NAMES), (5, ("Eve", "Ben", "Cid", "Dee")), (6, ("Fay", *NAMES[1:]))):
        write(
            folder / f"{day}.tallyo",
            game(names=names),
            game_id=f"day-{day}",
            created=f"2026-03-0{day}T23:59:00-05:00",
        )
    write(folder / "undated.tallyo", game(names=("Gus", *NAMES[1:])), "undated", created=None)
    write(folder / "odd.tallyo", game(names=("Hal", *NAMES[1:])), "odd", created="last Friday")


def test_both_dates_are_kept_and_the_date_is_the_tables_own(tmp_path: Path) -> None:
    dated_games(tmp_path)
    # 23:59 at the table, UTC-5, is already the next day in UTC: the table's date counts.
    table = over(tmp_path, selection=Selection(start="2026-03-05", end="2026-03-06"))
    assert table.games == 2
    assert {one.name for one in table.players} == {"Eve", "Fay", "Ben", "Cid", "Dee"}


def test_a_game_without_a_date_is_left_out_only_when_dates_are_asked_for(tmp_path: Path) -> None:
    dated_games(tmp_path)
    assert over(tmp_path).games == 5
    table = over(tmp_path, selection=Selection(end="2026-03-04"))
    assert table.games == 1
    assert {one.name for one in table.players} == set(NAMES)
    assert over(tmp_path, selection=Selection(start="2026-03-06")).games == 1


def test_three_players_have_three_places_and_four_player_games_are_skipped(tmp_path: Path) -> None:
    write(tmp_path / "four.tallyo", game())
    write(tmp_path / "three.tallyo", three_player_game(), game_id="three")
    four = over(tmp_path)
    assert (four.games, four.skipped) == (1, 1)
    three = over(tmp_path, selection=Selection(players=3))
    assert (three.games, three.skipped) == (1, 1)
    settled = {one.name: one for one in three_player_game().settlement().standings}
    assert [(one.name, one.places, one.total) for one in three.players] == [
        (
            name,
            tuple(int(settled[name].place == place) for place in (1, 2, 3)),
            settled[name].result,
        )
        for name in ("Ann", "Cid", "Ben")
    ]


def test_skipped_counts_the_games_of_the_other_count_in_the_dates_finished_or_not(
    tmp_path: Path,
) -> None:
    write(tmp_path / "in.tallyo", three_player_game(), "in")
    write(tmp_path / "out.tallyo", three_player_game(), "out", created="2025-01-01T20:00:00+01:00")
    unfinished = game(("Ann", "Ben", "Cid"), THREE_UNFINISHED, THREE)
    unfinished_path = write(tmp_path / "unfinished.tallyo", unfinished, "unfinished")
    table = over(tmp_path, selection=Selection(start="2026-01-01"))
    # The unfinished three-player game is not lost from sight: it is one of the games skipped.
    assert (table.games, table.skipped, table.unfinished) == (0, 2, ())
    three = over(tmp_path, selection=Selection(players=3, start="2026-01-01"))
    assert (three.games, three.skipped, three.unfinished) == (1, 0, (str(unfinished_path),))


THREE_UNFINISHED = (Ron(1, (Win(0, Hand(1, 30)),)),)


def test_a_conflict_outside_the_selection_is_not_listed(tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game(), created="2025-01-01T20:00:00+01:00")
    write(tmp_path / "b.tallyo", game(events=OTHER_WAY), created="2025-01-01T20:00:00+01:00")
    assert len(over(tmp_path).conflicts) == 1
    assert over(tmp_path, selection=Selection(start="2026-01-01")).conflicts == ()
    assert over(tmp_path, selection=Selection(players=3)).conflicts == ()


# --- Players and figures ---------------------------------------------------------------------


def test_a_name_is_trimmed_and_in_nfc(tmp_path: Path) -> None:
    composed = unicodedata.normalize("NFC", "José")
    decomposed = unicodedata.normalize("NFD", "José")
    assert composed != decomposed
    write(tmp_path / "a.tallyo", game(names=(composed, *NAMES[1:])), "a")
    path = write(tmp_path / "b.tallyo", game(names=(decomposed, *NAMES[1:])), "b")
    # A name with spaces around it, as another program might write it.
    record = json.loads(path.read_text(encoding="utf-8"))
    record["players"][0] = f"  {decomposed} "
    path.write_text(json.dumps(record), encoding="utf-8")
    table = over(tmp_path)
    assert row(table, composed).games == 2
    assert len(table.players) == 4


def test_two_seats_alike_once_in_nfc_make_the_game_refused(tmp_path: Path) -> None:
    names = (unicodedata.normalize("NFC", "José"), unicodedata.normalize("NFD", "José"))
    path = write(tmp_path / "a.tallyo", game(names=(*names, "Cid", "Dee")))
    write(tmp_path / "b.tallyo", game(), "b")
    table = over(tmp_path)
    assert [one.path for one in table.refused] == [str(path)]
    assert "José" in table.refused[0].error
    assert table.games == 1


def test_every_figure_against_the_events(tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game())
    table = over(tmp_path)
    # Riichi(0); Ron Cid->Ben; Tsumo Cid; draw; Ron Ann->Dee; Riichi(1); Ron Ann->Ben.
    assert [
        (one.name, one.games, one.places, one.hands, one.wins, one.deal_ins, one.riichi)
        for one in table.players
    ] == [
        ("Dee", 1, (1, 0, 0, 0), 5, 1, 0, 0),
        ("Ben", 1, (0, 1, 0, 0), 5, 2, 0, 1),
        ("Cid", 1, (0, 0, 1, 0), 5, 1, 1, 0),
        ("Ann", 1, (0, 0, 0, 1), 5, 0, 2, 1),
    ]


def test_a_double_ron_is_two_wins_and_one_deal_in(tmp_path: Path) -> None:
    double = Ron(0, (Win(1, Hand(1, 30)), Win(2, Hand(1, 30))))
    write(tmp_path / "a.tallyo", game(events=(double, *EVENTS)))
    table = over(tmp_path)
    assert row(table, "Ann").deal_ins == 3
    assert (row(table, "Ben").wins, row(table, "Cid").wins) == (3, 2)


def test_a_bust_is_a_game_finished_below_zero(tmp_path: Path) -> None:
    # Mahjong Soul ends the game when a player goes below zero.
    busted = game(events=(Ron(0, (Win(1, Hand(13)),)),), rules=presets.MAHJONG_SOUL)
    assert busted.is_over
    assert busted.state.points[0] < 0
    write(tmp_path / "a.tallyo", busted)
    write(tmp_path / "b.tallyo", game(), "b")
    table = over(tmp_path)
    assert [(one.name, one.busts, one.games) for one in table.players if one.busts] == [
        ("Ann", 1, 2)
    ]


def test_min_games_leaves_players_out_but_not_their_games(tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game(), "a")
    write(tmp_path / "b.tallyo", game(names=("Eve", *NAMES[1:])), "b")
    table = over(tmp_path, selection=Selection(min_games=2))
    assert [one.name for one in table.players] == ["Dee", "Ben", "Cid"]
    assert table.games == 2
    assert row(table, "Dee").total == 2 * RESULTS["Dee"]


def test_rows_are_ordered_by_total_then_name_when_all_else_ties(tmp_path: Path) -> None:
    # Two games with the places turned round: Ben and Cid tie at +4.0, Ann and Dee at -4.0,
    # all four on an average place of 2.5.
    write(tmp_path / "a.tallyo", game(), "a")
    write(tmp_path / "b.tallyo", game(names=("Dee", "Cid", "Ben", "Ann")), "b")
    write(tmp_path / "c.tallyo", game(names=("Zed", "Yan", "Xia", "Wu")), "c")
    table = over(tmp_path)
    assert [(one.name, one.total) for one in table.players] == [
        ("Wu", 21300), ("Yan", 10700), ("Ben", 4000), ("Cid", 4000), ("Ann", -4000),
        ("Dee", -4000), ("Xia", -6700), ("Zed", -25300),
    ]  # fmt: skip


def test_an_equal_total_is_ordered_by_the_average_place_as_shown() -> None:
    def player(name: str, total: int, places: tuple[int, ...]) -> PlayerRow:
        return PlayerRow(name, sum(places), total, places, 0, 0, 0, 0, 0)

    rows = [
        player("Ann", 5000, (0, 0, 1, 0)),
        player("Ben", 5000, (1, 0, 0, 0)),
        # 2.333... and 2.33 (233 places over 100 games) are shown alike: then the name.
        player("Eve", 5000, (1, 0, 2, 0)),
        player("Dee", 5000, (0, 67, 33, 0)),
        player("Cid", 9000, (0, 0, 0, 1)),
    ]
    assert [one.name for one in sorted(rows, key=row_order)] == ["Cid", "Ben", "Dee", "Eve", "Ann"]


def test_the_average_place_is_rounded_to_two_decimals() -> None:
    assert PlayerRow("Ann", 3, 0, (1, 1, 0, 1), 0, 0, 0, 0, 0).average_place == 2.33


def test_a_folder_that_cannot_be_listed_is_refused_and_the_rest_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "open" / "a.tallyo", game())
    locked = tmp_path / "locked"
    write(locked / "b.tallyo", game(), "b")
    listing = os.scandir

    def refusing(path: str) -> Any:
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", str(locked))
        return listing(path)

    # As a folder without the right to list it is, whoever runs the tests (root may list all).
    monkeypatch.setattr(os, "scandir", refusing)
    table = over(tmp_path)
    assert [(one.path, one.error) for one in table.refused] == [
        (str(locked), f"The folder {locked} cannot be read: Permission denied.")
    ]
    assert (table.read, table.games) == (1, 1)
