"""Real Tenhou and Mahjong Soul logs of other log tools' test data (tests/data/online-logs), each
imported to the log's own points and results: the points every hand starts with, the final
scores and the final results, read from the file itself here, not from the import.

Each log is checked hand by hand against the game the import gives, and its record is replayed by
`tallyo-desktop replay --json` to the log's final scores and results.
"""

from __future__ import annotations

import gzip
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.reading import ImportedGame, read_game_log
from tallyo_desktop.core.table.events import Riichi

FOLDER = Path(__file__).parent / "data" / "online-logs"
ROW = re.compile(r"^\| `([^`]+)` \| ([^|]+) \|", re.MULTILINE)
KEPT = [FOLDER / "logs" / name for name, _ in ROW.findall((FOLDER / "SOURCES.md").read_text())]
SCORES = re.compile(r'<INIT [^>]*?ten="([^"]+)"')
OWARI = re.compile(r'owari="([^"]+)"')


class LogSays:
    """What the log file itself says of the points: each hand's start, the final scores and
    results (results in points: +45.3 is 45300)."""

    def __init__(self, path: Path) -> None:
        content = path.read_bytes()
        if content.startswith(b"\x1f\x8b"):
            content = gzip.decompress(content)
        text = content.decode("utf-8")
        if "<mjloggm" in text[:2000]:
            self._mjlog(text)
        else:
            self._tenhou6(json.loads(text))

    def _mjlog(self, text: str) -> None:
        self.starts = [
            tuple(100 * int(value) for value in found.split(",")) for found in SCORES.findall(text)
        ]
        players = 3 if self.starts[0][3:] == (0,) else 4
        self.starts = [start[:players] for start in self.starts]
        values = OWARI.findall(text)[-1].split(",")
        self.final = tuple(int(Decimal(value) * 100) for value in values[0 : 2 * players : 2])
        self.results = tuple(int(Decimal(value) * 1000) for value in values[1 : 2 * players : 2])

    def _tenhou6(self, document: dict[str, object]) -> None:
        hands = document["log"]
        assert isinstance(hands, list)
        players = 3 if hands[0][1][3:] == [0] else 4
        self.starts = [tuple(hand[1][:players]) for hand in hands]
        scores = document["sc"]
        assert isinstance(scores, list)
        self.final = tuple(scores[0 : 2 * players : 2])
        self.results = tuple(
            int(Decimal(str(value)) * 1000) for value in scores[1 : 2 * players : 2]
        )


def _starts_in_tallyo(imported: ImportedGame) -> list[tuple[int, ...]]:
    """The points each hand starts with in the game imported: before the first event, and
    after every result (the events that are not riichi declarations)."""
    game = imported.game
    starts = [game.state_before(0).points]
    for index in range(len(game)):
        if not isinstance(game.events_at(index), Riichi) and index + 1 < len(game):
            starts.append(game.state_after(index).points)
    return starts


def test_every_kept_file_is_listed_with_its_licence() -> None:
    on_disk = {path.name for path in (FOLDER / "logs").iterdir()}
    assert {path.name for path in KEPT} == on_disk
    assert len(KEPT) == 31
    licences = {licence.strip() for _, licence in ROW.findall((FOLDER / "SOURCES.md").read_text())}
    assert licences == {
        "MahjongPantheon/pantheon (GPL-3.0)",
        "Mystouille/kandora (MIT)",
        "Jim137/Tenhou-Paifu-Logger (MIT)",
    }
    assert len(list((FOLDER / "licenses").iterdir())) == 3


@pytest.mark.parametrize("path", KEPT, ids=[path.name for path in KEPT])
def test_every_hand_starts_where_the_log_starts_it(path: Path) -> None:
    says = LogSays(path)
    imported = read_game_log(path)
    assert imported.finished
    assert imported.hands == len(says.starts)
    assert _starts_in_tallyo(imported) == says.starts
    assert imported.final_points == says.final
    standings = sorted(imported.game.settlement().standings, key=lambda one: one.seat)
    assert tuple(standing.result for standing in standings) == says.results


@pytest.mark.parametrize("path", KEPT, ids=[path.name for path in KEPT])
def test_replay_of_the_record_gives_the_logs_final_scores_and_results(
    path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    says = LogSays(path)
    (outcome,) = import_logs([path], tmp_path)
    assert outcome.file is not None, outcome.error
    capsys.readouterr()
    assert main(["replay", str(outcome.file), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["over"]
    standings = sorted(summary["settlement"], key=lambda standing: standing["seat"])
    assert tuple(standing["points"] for standing in standings) == says.final
    assert tuple(standing["result"] for standing in standings) == says.results


def _log(name: str) -> ImportedGame:
    return read_game_log(FOLDER / "logs" / name)


def test_each_room_is_read_under_its_sites_rules() -> None:
    presets = {
        "231014-84c11a6f-b3f7-4363-966e-25f37886cfbf.json": ("mahjong-soul", "east_only"),
        "230709-ae5c0c3c-2a52-49bc-9cac-1c620a94c894.json": ("mahjong-soul", "east_south"),
        "220602-d182ba37-3b4a-44d8-b095-726d53b8ec20.json": ("mahjong-soul", "east_south"),
        "2023101214gm-00a9-0000-8cb902d4.json": ("tenhou", "east_south"),
        "2017060214gm-00a9-0000-40a46a1c.json": ("tenhou-2020", "east_south"),
        "2009120221gm-0001-0000-8f264f66.json": ("tenhou-2009", "east_only"),
        "2022060222gm-0001-0000-a87679bc.mjlog": ("tenhou", "east_only"),
    }
    for name, (preset, length) in presets.items():
        rules = _log(name).game.rules
        assert (rules.preset, rules.game_length.value) == (preset, length), name


def test_a_tournament_rooms_own_uma_is_read_from_its_results_and_said() -> None:
    imported = _log("250118-02cb218e-4a14-41f0-bb4c-c6b3cf0e25bb.json")
    rules = imported.game.rules
    assert (rules.start_points, rules.return_points) == (30000, 30000)
    assert rules.uma == (30000, 10000, -10000, -30000)
    assert imported.notes == (
        "The room starts everybody at 30000 points, not at 25000.",
        "Uma and oka as the log's results give them: uma +30.0 / +10.0 / -10.0 / -30.0, no oka.",
    )
    # A tournament room whose uma is Mahjong Soul's needs no word on it.
    assert _log("240122-8211b2d1-2b15-499e-a845-e1095c1b964a.json").notes == ()


def test_a_converters_payments_that_leave_the_sites_points_are_said_and_not_kept() -> None:
    imported = _log("220602-d182ba37-3b4a-44d8-b095-726d53b8ec20.json")
    assert imported.notes == (
        "In East 2, 1 honba the log's payments add up to 10300, 42100, 25800, 22800, but it "
        "starts the next hand with Tallyo's 10300, 41100, 25800, 22800: those are kept.",
    )


def test_one_game_however_it_is_written() -> None:
    json_log = _log("2023101214gm-00a9-0000-8cb902d4.json")
    mjlog = _log("openhand_bug.xml")
    assert json_log.metadata.id == mjlog.metadata.id
    assert json_log.game.events == mjlog.game.events
    named = _log("2017060214gm-00a9-0000-40a46a1c.json")
    noname = _log("2017060214gm-00a9-0000-40a46a1c-noname.json")
    assert named.metadata.id == noname.metadata.id
    assert noname.game.names[3] == "NoName"
