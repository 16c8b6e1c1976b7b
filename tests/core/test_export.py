"""The CSV export: one row per hand, then the results, readable by any spreadsheet.

The expected figures are worked out by hand in the comments from the standard payment chart.
"""

from __future__ import annotations

import csv
import io

from tallyo_desktop.core.record.export import game_to_csv, rows_to_csv
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    Chombo,
    Event,
    ExhaustiveDraw,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")

# East only, Mahjong Soul rules (25000 start, 30000 return, uma 15/5, 20000 oka to first).
EVENTS: list[Event] = [
    Riichi(0),
    Ron(2, (Win(1, Hand(3, 40)),)),  # Ben 5200 from Cid, and Ann's stick
    Tsumo(2, Hand(2, 30)),  # Cid 500/1000, Ben deals
    ExhaustiveDraw(frozenset({0, 2})),  # Ann and Cid take 1500 each; Cid deals on
    Ron(0, (Win(3, Hand(5)),)),  # Dee mangan 8000 + 300 from Ann
    Riichi(1),
    Ron(0, (Win(1, Hand(2, 30)),)),  # Ben 2000 from Ann and his stick back: the game ends
]


def read(text: str) -> list[list[str]]:
    # Spreadsheets read the byte order mark as the encoding, not as text.
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))


def played(events: list[Event], rules: Rules = presets.MAHJONG_SOUL) -> Game:
    game = Game(presets.east_only(rules), NAMES)
    for event in events:
        game.record(event)
    return game


def test_one_row_per_hand_with_each_seats_change_and_total() -> None:
    rows = read(game_to_csv(played(EVENTS)))
    assert rows[0] == [
        "Hand", "Honba", "What happened",
        "Ann change", "Ann total", "Ben change", "Ben total",
        "Cid change", "Cid total", "Dee change", "Dee total",
    ]  # fmt: skip
    assert rows[1:6] == [
        ["East 1", "0", "Ron from Cid: Ben 3 han 40 fu: 5200 + 1000 (1 riichi stick) (Ann riichi)",
         "-1000", "24000", "6200", "31200", "-5200", "19800", "0", "25000"],
        ["East 2", "0", "Cid tsumo, 2 han 30 fu: 500/1000",
         "-500", "23500", "-1000", "30200", "2000", "21800", "-500", "24500"],
        ["East 3", "0", "Draw, tenpai: Ann, Cid",
         "1500", "25000", "-1500", "28700", "1500", "23300", "-1500", "23000"],
        ["East 3", "1", "Ron from Ann: Dee mangan: 8300",
         "-8300", "16700", "0", "28700", "0", "23300", "8300", "31300"],
        ["East 4", "0", "Ron from Ann: Ben 2 han 30 fu: 2000 + 1000 (1 riichi stick) (Ben riichi)",
         "-2000", "14700", "2000", "30700", "0", "23300", "0", "31300"],
    ]  # fmt: skip
    assert rows[6] == []


def test_the_final_results_follow_in_thousands_with_one_decimal() -> None:
    rows = read(game_to_csv(played(EVENTS)))
    assert rows[7:] == [
        ["Final results"],
        ["Place", "Name", "Points", "Uma", "Oka", "Chombo", "Result"],
        # Mahjong Soul: (31300 - 25000) / 1000 + 15 uma, no oka = +21.3, and so on down.
        ["1", "Dee", "31300", "+15.0", "+0.0", "+0.0", "+21.3"],
        ["2", "Ben", "30700", "+5.0", "+0.0", "+0.0", "+10.7"],
        ["3", "Cid", "23300", "-5.0", "+0.0", "+0.0", "-6.7"],
        ["4", "Ann", "14700", "-15.0", "+0.0", "+0.0", "-25.3"],
    ]


def test_the_changes_add_up_to_the_totals() -> None:
    rows = read(game_to_csv(played(EVENTS)))
    hands = rows[1 : rows.index([])]
    for seat in range(4):
        change, total = 3 + 2 * seat, 4 + 2 * seat
        assert 25000 + sum(int(row[change]) for row in hands) == int(hands[-1][total])


def test_an_unfinished_game_says_its_results_are_not_final() -> None:
    rows = read(game_to_csv(played(EVENTS[:2])))
    assert len(rows) == 1 + 1 + 1 + 1 + 1 + 4
    assert rows[3] == ["Results if the game ended now"]
    game = Game(presets.WRC, NAMES)
    empty = read(game_to_csv(game))
    assert empty[1] == []
    assert [row[1] for row in empty[4:]] == ["Ann", "Ben", "Cid", "Dee"]


def test_a_chombo_at_the_settlement_has_its_own_column() -> None:
    # WRC: 30000 start and return, tied players split: all four share first place and its uma.
    # Ann's 20000 penalty is paid to nobody, which the last line says.
    game = Game(presets.WRC, NAMES)
    game.record(Chombo(0))
    rows = read(game_to_csv(game))
    assert rows[1][:3] == ["East 1", "0", "Chombo by Ann: -20000 at the settlement"]
    assert rows[-5:] == [
        ["1", "Ann", "30000", "+0.0", "+0.0", "-20.0", "-20.0"],
        ["1", "Ben", "30000", "+0.0", "+0.0", "+0.0", "+0.0"],
        ["1", "Cid", "30000", "+0.0", "+0.0", "+0.0", "+0.0"],
        ["1", "Dee", "30000", "+0.0", "+0.0", "+0.0", "+0.0"],
        ["The results add up to -20.0: the chombo penalties (20.0) are paid to nobody."],
    ]


def test_names_with_commas_quotes_and_line_breaks_survive() -> None:
    names = ["Smith, Ann", 'Ben "the wall"', "Cid\nNew line", "=Dee"]
    game = Game(presets.TENHOU, names)
    game.record(Riichi(1))
    game.record(Ron(0, (Win(1, Hand(1, 30)),)))
    text = game_to_csv(game)
    rows = read(text)
    assert rows[0][3:] == [
        "Smith, Ann change", "Smith, Ann total", 'Ben "the wall" change', 'Ben "the wall" total',
        "Cid\nNew line change", "Cid\nNew line total", "'=Dee change", "'=Dee total",
    ]  # fmt: skip
    assert (
        rows[1][2]
        == 'Ron from Smith, Ann: Ben "the wall" 1 han 30 fu: 1000 + 1000 (1 riichi stick) '
        '(Ben "the wall" riichi)'
    )
    assert {row[1] for row in rows[-4:]} == {*names[:3], "'=Dee"}
    assert "\r" not in text


def test_nothing_reaches_a_spreadsheet_as_a_formula() -> None:
    # OWASP: a cell starting with = + - @, a tab or a carriage return is a formula to Excel,
    # LibreOffice and Google Sheets; an apostrophe in front makes it text.
    names = ['=HYPERLINK("http://x","y")', "+1+1", "-cmd", "@SUM(A1)"]
    game = Game(presets.WRC, names)
    game.record(PointCorrection(0, 1, 1000, "=1+1 was the honba"))
    rows = read(game_to_csv(game))
    cells = [cell for row in rows for cell in row]
    dangerous = ("=", "+", "-", "@", "\t", "\r")
    for cell in cells:
        if cell.startswith(dangerous):
            # Only our own signed figures may start so: "-1000", "+5.0".
            float(cell)
    assert '\'=HYPERLINK("http://x","y")' in [row[1] for row in rows[-4:]]
    assert rows[0][3] == '\'=HYPERLINK("http://x","y") change'


def test_full_width_formula_signs_reach_a_spreadsheet_as_text() -> None:
    # A Japanese input method types the signs full-width; their small forms fold the same way.
    names = ["＝1+1", "＋1", "－cmd", "＠SUM(A1)"]
    rows = read(rows_to_csv([[name] for name in names] + [["﹦1+1"], ["Ａnn＝"], ["-1000"]]))
    assert [row[0] for row in rows] == [
        "'＝1+1", "'＋1", "'－cmd", "'＠SUM(A1)", "'﹦1+1", "Ａnn＝", "-1000",
    ]  # fmt: skip
