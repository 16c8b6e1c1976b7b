"""A night's seating as a document: checked whole before anything of it is kept, and, when
it comes from another laptop, set beside the seating of the same night here."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tallyo_desktop.core.club.seating import MAX_NAME_LENGTH, MAX_PLAYERS, Round, TableSizes
from tallyo_desktop.core.club.seating_checks import MAX_NIGHT_NAME, MAX_ROUNDS
from tallyo_desktop.core.club.seating_plan import (
    SeatingPlan,
    new_night_id,
    plan_from_json,
    plan_to_json,
)
from tallyo_desktop.core.club.seating_received import Standing, compare, taken
from tallyo_desktop.core.errors import TallyoError

EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
FIRST = Round((EIGHT[:4], EIGHT[4:]))
SECOND = Round((("Ann", "Cid", "Eve", "Gus"), ("Bea", "Dan", "Fay", "Hal")))
THIRD = Round((("Ann", "Dan", "Fay", "Gus"), ("Bea", "Cid", "Eve", "Hal")))
OTHER_SECOND = Round((("Ann", "Fay", "Cid", "Hal"), ("Bea", "Eve", "Dan", "Gus")))


def night(*rounds: Round, **changes: object) -> SeatingPlan:
    plan = SeatingPlan("a" * 32, "Thursday club", "2026-12-03", attendance=EIGHT, rounds=rounds)
    return replace(plan, **changes)  # type: ignore[arg-type]


def document(plan: SeatingPlan) -> dict[str, object]:
    found: dict[str, object] = json.loads(plan_to_json(plan))
    return found


def refused(changed: dict[str, object]) -> str:
    with pytest.raises(TallyoError) as error:
        plan_from_json(json.dumps(changed))
    return str(error.value)


def test_a_table_of_five_is_refused_in_a_sentence() -> None:
    changed = document(night(FIRST, SECOND))
    rounds = changed["rounds"]
    assert isinstance(rounds, list)
    rounds[1]["tables"][0].append("Zoe")
    said = refused(changed)
    assert said == (
        "This seating cannot be used: table 1 of round 2 seats 5 players, where a table seats 3 "
        "or 4. Nothing was changed."
    )


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["rounds"][0]["tables"][1].__setitem__(0, "Ann"), "round 1 seats Ann twice"),
        (lambda d: d["rounds"][0]["sitting_out"].append("Bea"), "round 1 seats Bea twice"),
        (lambda d: d["rounds"][0]["tables"].__setitem__(1, ["Eve", "Fay"]), "seats 2 players"),
        (lambda d: d["rounds"][0].__setitem__("tables", []), "round 1 seats nobody"),
        (lambda d: d["rounds"][0]["tables"][0].__setitem__(0, " "), "has no name"),
        (
            lambda d: d["rounds"][0]["tables"][0].__setitem__(0, "x" * (MAX_NAME_LENGTH + 1)),
            "too long",
        ),
        (lambda d: d["rounds"][0]["tables"][0].__setitem__(0, "Ann\nBea"), "not text"),
        (lambda d: d["attendance"].append("Ann"), "on the list twice"),
        (
            lambda d: d.__setitem__("attendance", [f"P{n}" for n in range(MAX_PLAYERS + 1)]),
            f"more than {MAX_PLAYERS} players",
        ),
        (lambda d: d.__setitem__("rounds", d["rounds"] * (MAX_ROUNDS + 1)), "more than 60 rounds"),
        (lambda d: d["night"].__setitem__("name", "x" * (MAX_NIGHT_NAME + 1)), "night's name"),
        (lambda d: d["night"].__setitem__("name", ""), "night's name"),
        (lambda d: d["night"].__setitem__("day", "2026-13-45"), "YYYY-MM-DD"),
        (lambda d: d["night"].__setitem__("day", "tonight"), "YYYY-MM-DD"),
    ],
)
def test_a_seating_that_cannot_be_used_says_why(change: object, words: str) -> None:
    changed = document(night(FIRST))
    assert callable(change)
    change(changed)
    said = refused(changed)
    assert said.startswith("This seating cannot be used") and words in said


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["rounds"][0]["tables"][0].__setitem__(0, 4),
        lambda d: d["rounds"][0].__setitem__("tables", "Ann"),
        lambda d: d.__setitem__("rounds", {}),
        lambda d: d.__setitem__("received_rounds", 5),
        lambda d: d.__setitem__("received_rounds", True),
        lambda d: d.__setitem__("version", 2),
        lambda d: d["night"].__setitem__("id", "../../x"),
    ],
)
def test_a_document_that_is_not_a_seating_is_refused(change: object) -> None:
    changed = document(night(FIRST))
    assert callable(change)
    change(changed)
    assert refused(changed).startswith("This seating cannot be read")


def test_a_seating_made_under_two_choices_of_tables_is_kept() -> None:
    # Tables of four and three, then tables of four: the choice can change between rounds.
    seven = Round((EIGHT[:4], EIGHT[4:7]), (EIGHT[7],))
    plan = night(seven, FIRST, sizes=TableSizes.FOURS)
    assert plan_from_json(plan_to_json(plan)) == plan


def test_what_came_in_a_file_is_kept_here_but_not_passed_on() -> None:
    plan = night(FIRST, SECOND, received_rounds=1)
    assert plan_from_json(plan_to_json(plan)) == plan
    assert plan.seated_here(2) and not plan.seated_here(1)
    passed_on = plan_from_json(plan_to_json(plan, for_others=True))
    assert passed_on.received_rounds is None and passed_on.rounds == plan.rounds
    # Seating its own round again keeps the rounds received as they were.
    assert plan.without_last_round().received_rounds == 1
    assert night(FIRST, received_rounds=1).without_last_round().received_rounds == 0


def test_a_file_behind_the_seating_here_says_so() -> None:
    found = compare(night(FIRST, SECOND, THIRD), night(FIRST))
    assert (found.standing, found.here, found.received) == (Standing.BEHIND, 3, 1)


def test_a_file_that_goes_on_from_the_seating_here_is_further() -> None:
    found = compare(night(FIRST), night(FIRST, SECOND))
    assert (found.standing, found.here, found.received) == (Standing.FURTHER, 1, 2)


def test_two_seatings_that_went_different_ways_say_where() -> None:
    found = compare(night(FIRST, SECOND), night(FIRST, OTHER_SECOND, THIRD))
    assert (found.standing, found.first_difference) == (Standing.APART, 2)


def test_the_same_rounds_under_another_name_or_list_differ_in_details() -> None:
    here = night(FIRST)
    assert compare(here, here).standing is Standing.SAME
    assert compare(here, night(FIRST, night_name="Week 3")).standing is Standing.DETAILS
    assert compare(here, night(FIRST, attendance=EIGHT[:7])).standing is Standing.DETAILS
    # Where the seating came from is this laptop's own knowledge, no difference of the file's.
    assert compare(night(FIRST, received_rounds=1), here).standing is Standing.SAME


def test_a_night_seated_here_stays_its_own_and_a_received_one_follows_the_file() -> None:
    organisers = night(FIRST, SECOND, THIRD)
    back = taken(organisers, night(FIRST))
    assert back.rounds == (FIRST,) and not back.received
    table_laptop = night(FIRST, SECOND, received_rounds=1)
    assert taken(table_laptop, night(FIRST, OTHER_SECOND, THIRD)).received_rounds == 3
    assert taken(None, night(FIRST)).received_rounds == 1


def test_a_new_night_is_written_with_a_fresh_identity() -> None:
    plan = SeatingPlan(new_night_id(), "Club night 2026-12-03", "2026-12-03")
    assert plan_from_json(plan_to_json(plan)) == plan


def test_the_nights_season_is_written_for_the_other_laptops_and_read_back() -> None:
    plan = night(FIRST, season_id="s" * 32, season_name="Winter 2026")
    written = document(plan)["night"]
    assert isinstance(written, dict)
    assert written["season"] == {"id": "s" * 32, "name": "Winter 2026"}
    assert plan_from_json(plan_to_json(plan, for_others=True)) == plan
    # A seating of no season, as older files all are, says none and reads back so.
    older = document(night(FIRST))
    assert "season" not in str(older)
    read = plan_from_json(json.dumps(older))
    assert (read.season_id, read.season_name) == (None, None)


@pytest.mark.parametrize("season", ["Winter", {"id": 7, "name": "Winter"}, {"id": "s"}])
def test_a_season_that_is_not_one_is_refused(season: object) -> None:
    changed = document(night(FIRST))
    night_part = changed["night"]
    assert isinstance(night_part, dict)
    night_part["season"] = season
    assert refused(changed)
