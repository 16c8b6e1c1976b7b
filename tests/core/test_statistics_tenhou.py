"""The figures of the real Tenhou games kept in tests/data, checked against what the logs say
hand by hand (tests/data/tenhou/games.jsonl): every win, deal-in, riichi, draw and place as
the log has it, counted here from the log's own lines rather than from the imported record.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.library.rows import game_statistics
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.rating import chronological, ratings
from tallyo_desktop.core.statistics.scope import Scope
from tallyo_desktop.core.statistics.seat_row import summed
from tallyo_desktop.core.statistics.totals import player_totals

DATA = Path(__file__).parent.parent / "data"
FOLDERS = (DATA / "tenhou", DATA / "tenhou-sanma")
ROW = re.compile(r"^\| `([^`]+)` \| `([^`]+)` \|", re.MULTILINE)
TRUNCATED = "-no-game-end"
WINS = ("ron", "tsumo", "double_ron")
DRAWS = ("exhaustive_draw",)
DORA = {"ドラ": "dora", "赤ドラ": "red_fives", "裏ドラ": "ura_dora"}
"""Tenhou's names of the dora, red fives and ura dora among a win's yaku."""


def _logs() -> list[tuple[Path, str]]:
    """One log of each whole game: the mjlog where a game has two."""
    found: dict[str, Path] = {}
    for folder in FOLDERS:
        text = (folder / "logs" / "SOURCES.md").read_text(encoding="utf-8")
        for name, game_id in ROW.findall(text):
            if TRUNCATED in name or name.endswith(".json"):
                continue
            found.setdefault(game_id, folder / "logs" / name)
    return [(path, game_id) for game_id, path in found.items()]


def _records() -> dict[str, dict[str, Any]]:
    records = {}
    for folder in FOLDERS:
        with (folder / "games.jsonl").open(encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                records[record["game_id"]] = record
    return records


LOGS = _logs()
RECORDS = _records()


def _figures(path: Path, game_id: str) -> GameFigures:
    imported = read_game_log(path)
    return game_figures(imported.game, imported.metadata, game_id)


def _from_the_log(record: dict[str, Any]) -> list[Counter[str]]:
    """What the log's lines say each seat did."""
    seats = len(record["final_scores"])
    counts = [Counter[str]() for _ in range(seats)]
    for hand in record["hands"]:
        declared = hand["riichi_seats"]
        for position, seat in enumerate(declared):
            counts[seat]["riichi"] += 1
            counts[seat]["first_riichi"] += position == 0
        counts[hand["dealer"]]["dealer_hands"] += 1
        kind = hand["result_type"]
        if kind in WINS:
            sticks = 1000 * (hand["kyotaku"] + len(hand["riichi_sticks_paid"]))
            for position, win in enumerate(hand["result"]):
                seat = win["winner"]
                counts[seat]["wins"] += 1
                counts[seat]["tsumo_wins" if win["tsumo"] else "ron_wins"] += 1
                counts[seat]["riichi_wins"] += seat in declared
                counts[seat]["dealer_wins"] += seat == hand["dealer"]
                # The first winner also took the sticks, which are not the hand's.
                counts[seat]["win_points"] += win["deltas"][seat] - (sticks if position == 0 else 0)
                counts[seat]["yakuman"] += win["yakuman"] > 0 or win["han"] >= 13
                counts[seat]["best_hand"] = max(counts[seat]["best_hand"], win["points"])
                for name, han in win["yaku"]:
                    for dora, field in (
                        ("ドラ", "dora"),
                        ("赤ドラ", "red_fives"),
                        ("裏ドラ", "ura_dora"),
                    ):
                        if name == dora:
                            counts[seat][field] += han
                    counts[seat]["riichi_yaku"] += name == "立直"
            first = hand["result"][0]
            if not first["tsumo"]:
                discarder = first["from"]
                counts[discarder]["deal_ins"] += 1
                counts[discarder]["deal_ins_in_riichi"] += discarder in declared
                counts[discarder]["deal_in_points"] -= sum(
                    win["deltas"][discarder] for win in hand["result"]
                )
        elif kind in DRAWS:
            for seat in range(seats):
                counts[seat]["draws"] += 1
                counts[seat]["tenpai"] += seat in hand["result"]["tenpai_seats"]
    for place, seat in enumerate(record["rank_order_seats"], start=1):
        counts[seat][f"place_{place}"] += 1
        counts[seat]["final_points"] = record["final_scores"][seat]
    return counts


FIELDS = (
    "riichi",
    "first_riichi",
    "dealer_hands",
    "wins",
    "tsumo_wins",
    "ron_wins",
    "riichi_wins",
    "dealer_wins",
    "win_points",
    "yakuman",
    "best_hand",
    "dora",
    "red_fives",
    "ura_dora",
    "deal_ins",
    "deal_ins_in_riichi",
    "deal_in_points",
    "draws",
    "tenpai",
    "place_1",
    "place_2",
    "place_3",
    "place_4",
    "final_points",
)


def test_the_kept_logs_are_twenty_games() -> None:
    assert len(LOGS) == 20
    assert {len(RECORDS[game_id]["final_scores"]) for _, game_id in LOGS} == {3, 4}


@pytest.mark.parametrize(("path", "game_id"), LOGS, ids=[path.name for path, _ in LOGS])
def test_each_seat_s_figures_are_the_log_s(path: Path, game_id: str) -> None:
    figures = _figures(path, game_id)
    record = RECORDS[game_id]
    for seat, (row, expected) in enumerate(zip(figures.rows, _from_the_log(record), strict=True)):
        got = {field: getattr(row, field) for field in FIELDS if field != "place_4" or row.place_4}
        wanted = {field: expected[field] for field in got}
        assert got == wanted, f"{game_id}, seat {seat}"
        assert row.hands == len(record["hands"])
        assert row.games == 1
        # Every win kept its tiles on import, with the yaku the log names.
        assert row.counted_wins == row.wins
        assert figures.yaku[seat].get("Riichi", 0) == expected["riichi_yaku"]


@pytest.mark.parametrize(("path", "game_id"), LOGS, ids=[path.name for path, _ in LOGS])
def test_each_win_is_one_seat_s_and_each_ron_another_s_deal_in(path: Path, game_id: str) -> None:
    figures = _figures(path, game_id)
    table = summed(figures.rows)
    record = RECORDS[game_id]
    rons = [hand for hand in record["hands"] if hand["result_type"] in ("ron", "double_ron")]
    assert table.deal_ins == len(rons)
    assert table.ron_wins == sum(len(hand["result"]) for hand in rons)
    assert table.wins == table.ron_wins + table.tsumo_wins
    # Each place is taken once; the results add up to what the rules pay nobody.
    seats = len(figures.rows)
    assert table.places[:seats] == (1,) * seats
    assert sorted(figures.places) == list(range(1, seats + 1))
    imported = read_game_log(path)
    assert table.result == -imported.game.settlement().unpaid
    # The standings' own count of the same game agrees.
    standings = game_statistics(imported.game)
    assert [(row.wins, row.deal_ins, row.riichi) for row in figures.rows] == [
        (seat.wins, seat.deal_ins, seat.riichi) for seat in standings
    ]


def test_the_four_player_games_summed_and_rated() -> None:
    games = [_figures(path, game_id) for path, game_id in LOGS]
    four = [game for game in games if game.facts.players == 4]
    totals = player_totals(games, Scope(players=4))
    assert sum(player.counts.games for player in totals) == 4 * len(four)
    assert sum(player.counts.wins for player in totals) == sum(
        summed(game.rows).wins for game in four
    )
    series = ratings(chronological(four))
    assert sum(one.games for one in series.values()) == 4 * len(four)
    # Over each game the changes add up to nearly nothing: the table average is everyone's.
    for game in four:
        changes = [
            point.change
            for one in series.values()
            for point in one.points
            if point.game == game.facts.key
        ]
        assert len(changes) == 4
