"""Players brought in from the CSV files registration forms and spreadsheets write."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.roster_csv import players_from_csv


def test_named_columns_are_read_whatever_their_order_and_the_rest_left_out() -> None:
    text = (
        "\ufeffEMA number,Country,Name,Paid,Team\n04290017,Denmark,Ann Berg,yes,Vikings\n,,Bo,no,\n"
    )
    players = players_from_csv(text)
    assert [(p.name, p.ema, p.country, p.team) for p in players] == [
        ("Ann Berg", "04290017", "Denmark", "Vikings"),
        ("Bo", "", "", ""),
    ]


def test_without_a_header_the_columns_are_name_ema_country_club_team() -> None:
    players = players_from_csv("Ann;111;France;Paris Riichi\nBo;;;;Team B\n\n")
    assert [(p.name, p.ema, p.country, p.club, p.team) for p in players] == [
        ("Ann", "111", "France", "Paris Riichi", ""),
        ("Bo", "", "", "", "Team B"),
    ]


def test_japanese_headers_and_first_and_last_names() -> None:
    assert [p.name for p in players_from_csv("名前,国\n山田 太郎,日本\n")] == ["山田 太郎"]
    players = players_from_csv("First name\tLast name\tEMA\nAnn\tBerg\t7\n")
    assert [(p.name, p.ema) for p in players] == [("Ann Berg", "7")]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Name,EMA\nAnn,1\nann ,2\n", "Line 3: ann is listed already, on line 2"),
        ("Name,EMA\nAnn,12a\n", "Line 2: Ann: an EMA number is up to 12 digits"),
        ("Name\n\n", "no player"),
        ("", "no player"),
        ("Name,EMA\n" + "x" * 101 + ",1\n", "at most 100 characters"),
    ],
)
def test_a_file_that_cannot_be_players_is_refused_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(TallyoError, match=message):
        players_from_csv(text)
