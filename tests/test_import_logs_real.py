"""Real Tenhou logs (tests/data/tenhou/logs, tests/data/tenhou-sanma/logs) imported and checked
hand by hand against the results in games.jsonl, and replayed by `tallyo-desktop replay --json`
to the logs' final points, seat by seat.

Each kept file says which game it is in its SOURCES.md; the games.jsonl lines are what the
import must reproduce: the points before and after every hand, honba and sticks, the number of
hands, the final points and the final results.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.table.events import Riichi, Tsumo

DATA = Path(__file__).parent / "data"
FOLDERS = (DATA / "tenhou", DATA / "tenhou-sanma")
ROW = re.compile(r"^\| `([^`]+)` \| `([^`]+)` \|", re.MULTILINE)


def _kept() -> list[tuple[Path, str]]:
    found = []
    for folder in FOLDERS:
        text = (folder / "logs" / "SOURCES.md").read_text(encoding="utf-8")
        found += [(folder / "logs" / name, game_id) for name, game_id in ROW.findall(text)]
    return found


def _games() -> dict[str, dict[str, Any]]:
    games = {}
    for folder in FOLDERS:
        with (folder / "games.jsonl").open(encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                games[record["game_id"]] = record
    return games


KEPT = _kept()
GAMES = _games()
TRUNCATED = "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"


def test_every_kept_file_is_listed_and_a_game_of_the_data() -> None:
    listed = {path.name for path, _ in KEPT}
    on_disk = {
        path.name
        for folder in FOLDERS
        for path in (folder / "logs").iterdir()
        if path.name != "SOURCES.md"
    }
    assert listed == on_disk
    assert all(game_id in GAMES for _, game_id in KEPT)
    assert len(KEPT) == 27
    formats = {path.suffix for path, _ in KEPT}
    assert {".json", ".mjlog", ".xml", ".gz"} <= formats


@pytest.mark.parametrize(("path", "game_id"), KEPT, ids=[path.name for path, _ in KEPT])
def test_every_hand_is_the_logs(path: Path, game_id: str) -> None:
    record = GAMES[game_id]
    imported = read_game_log(path)
    game = imported.game
    hands = record["hands"]
    if path.name == TRUNCATED:
        # The log stops in its last hand: every hand before it is there.
        hands = hands[:-1]
    assert imported.hands == len(hands)
    index = 0
    for number, hand in enumerate(hands):
        where = f"{game_id}, hand {number + 1} ({hand['round_name']} {hand['honba']})"
        before = game.state_before(index)
        assert before.points == tuple(hand["start_scores"]), where
        assert (before.honba, before.sticks) == (hand["honba"], hand["kyotaku"]), where
        declared = [event for event in game.events[index:] if isinstance(event, Riichi)]
        events = len(hand["riichi_seats"]) + 1
        assert len(declared) >= len(hand["riichi_seats"]), where
        index += events
        after = game.state_before(index) if index < len(game) else game.state
        assert after.points == tuple(hand["end_scores"]), where
    assert index == len(game)


@pytest.mark.parametrize(("path", "game_id"), KEPT, ids=[path.name for path, _ in KEPT])
def test_replay_of_the_record_gives_the_final_points(
    path: Path, game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (outcome,) = import_logs([path], tmp_path)
    assert outcome.file is not None and outcome.written
    assert main(["replay", str(outcome.file), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    record = GAMES[game_id]
    if path.name == TRUNCATED:
        assert not summary["over"]
        seats = summary["table"]["seats"]
        points = [seat["points"] for seat in sorted(seats, key=lambda seat: seat["seat"])]
        assert points == record["hands"][-2]["end_scores"]
        return
    assert summary["over"]
    standings = sorted(summary["settlement"], key=lambda standing: standing["seat"])
    assert [standing["points"] for standing in standings] == record["final_scores"]
    # The log's own results, always: a private lobby's uma and oka come from them.
    results = [round(standing["result"] / 1000, 1) for standing in standings]
    assert results == record["final_results"]


def test_the_two_logs_of_one_game_give_the_same_record() -> None:
    pairs = [path for path, _ in KEPT if path.suffix == ".json"]
    assert len(pairs) == 6
    for json_log in pairs:
        from_json = read_game_log(json_log)
        from_mjlog = read_game_log(json_log.with_suffix(".mjlog"))
        assert from_json.game.events == from_mjlog.game.events, json_log.name
        assert from_json.game.rules == from_mjlog.game.rules
        assert from_json.game.names == from_mjlog.game.names
        assert from_json.metadata.id == from_mjlog.metadata.id
        assert from_json.metadata.source == f"tenhou:{json_log.stem}"


def test_wins_keep_their_tiles_and_the_yaku_the_log_names() -> None:
    imported = read_game_log(DATA / "tenhou" / "logs" / "2010012206gm-00a9-0000-5414f3c4.mjlog")
    yakuman = [
        event for event in imported.game.events if isinstance(event, Tsumo) and event.hand.yakuman
    ]
    (win,) = yakuman
    assert win.pao is not None
    assert win.tiles is not None
    assert [yaku.name for yaku in win.tiles.yaku] == ["Daisangen"]
    assert win.tiles.situation.melds, "a daisangen with pao was called"
    assert win.tiles.situation.dora_indicators


def test_a_private_lobbys_results_are_the_logs_and_its_uma_is_said() -> None:
    imported = read_game_log(DATA / "tenhou" / "logs" / "2019020120gm-0009-10011-215330df.mjlog")
    standings = sorted(imported.game.settlement().standings, key=lambda one: one.seat)
    assert [standing.result for standing in standings] == [-10600, -100700, 87400, 23900]
    rules = imported.game.rules
    assert (rules.start_points, rules.return_points, rules.oka) == (30000, 30000, 0)
    assert rules.uma == (50000, 20000, 0, -70000)
    assert imported.notes == (
        "The room starts everybody at 30000 points, not at 25000.",
        "Uma and oka as the log's results give them: uma +50.0 / +20.0 / 0.0 / -70.0, no oka.",
    )
