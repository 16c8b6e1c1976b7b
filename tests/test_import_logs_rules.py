"""The rules a log is read under: Tenhou's settlement by the day it was played, a log that does
not name its lobby, a room's own uma read from its results, and one game however it is written.

The logs are the real ones in tests/data; a changed one (renamed, a field removed, results of
another room's uma) is made here from them.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.core.importing.model import LogRefused
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.importing.tenhou6_hands import Seat, win_tiles
from tallyo_desktop.core.importing.tiles import tile_of_code
from tallyo_desktop.core.rules.rules import GameLength, Settlement

DATA = Path(__file__).parent / "data"
SANMA = DATA / "tenhou-sanma" / "logs" / "sanma2.xml"
TENHOU6 = DATA / "tenhou" / "logs" / "2019021004gm-00a9-0000-e2f6516d.json"
MJLOG = DATA / "tenhou" / "logs" / "2019021004gm-00a9-0000-e2f6516d.mjlog"
ROUNDED = DATA / "online-logs" / "logs" / "usual.xml"


def _renamed(tmp_path: Path, source: Path, log_id: str) -> Path:
    path = tmp_path / f"{log_id}.mjlog"
    shutil.copy(source, path)
    return path


@pytest.mark.parametrize(
    ("day", "preset"),
    [("2018092823", "tenhou-3p-2020"), ("2021011512", "tenhou-3p-2020"),
     ("2022060112", "tenhou-3p-2020")],
)  # fmt: skip
def test_three_player_results_are_rounded_as_their_day_and_their_log_say(
    tmp_path: Path, day: str, preset: str
) -> None:
    # sanma2.xml's results are rounded: -13, +79, -66 for 27400, 83100, -5500.
    imported = read_game_log(_renamed(tmp_path, SANMA, f"{day}gm-00b9-0000-0123abcd"))
    assert imported.game.rules.preset == preset
    standings = sorted(imported.game.settlement().standings, key=lambda one: one.seat)
    assert [standing.result for standing in standings] == [-13000, 79000, -66000]


def test_a_three_player_log_of_a_day_that_keeps_the_decimal_must_keep_it(tmp_path: Path) -> None:
    with pytest.raises(LogRefused) as refused:
        read_game_log(_renamed(tmp_path, SANMA, "2023010112gm-00b9-0000-0123abcd"))
    assert str(refused.value) == (
        "In East 3, 0 honba the final results are -13.0, +79.0, -66.0 in the log but -12.6, "
        "+78.1, -65.5 by Tallyo's reading of its rules."
    )


def _sanma_settled_exactly(tmp_path: Path, log_id: str) -> Path:
    """sanma2.xml with the results Tenhou writes to the decimal: -12.6, +78.1, -65.5."""
    text = SANMA.read_text(encoding="utf-8").replace(
        'owari="274,-13.0,831,79.0,-55,-66.0,0,0.0"', 'owari="274,-12.6,831,78.1,-55,-65.5,0,0.0"'
    )
    path = tmp_path / f"{log_id}.mjlog"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_three_player_log_between_the_known_days_is_settled_as_its_results_say(
    tmp_path: Path,
) -> None:
    # No three-player log between 8 November 2018 and 19 December 2022 is known: one of 2020
    # is settled to the decimal where its results keep it, and rounded where they do not.
    exact = read_game_log(_sanma_settled_exactly(tmp_path, "2020070112gm-00b9-0000-0123abcd"))
    assert exact.game.rules.preset == "tenhou-3p"
    standings = sorted(exact.game.settlement().standings, key=lambda one: one.seat)
    assert [standing.result for standing in standings] == [-12600, 78100, -65500]
    rounded = read_game_log(_renamed(tmp_path, SANMA, "2020070113gm-00b9-0000-0123abcd"))
    assert rounded.game.rules.preset == "tenhou-3p-2020"


def test_a_three_player_log_of_the_last_rounded_day_must_be_rounded(tmp_path: Path) -> None:
    with pytest.raises(LogRefused) as refused:
        read_game_log(_sanma_settled_exactly(tmp_path, "2018110809gm-00b9-0000-0123abcd"))
    assert str(refused.value) == (
        "In East 3, 0 honba the final results are -12.6, +78.1, -65.5 in the log but -13.0, "
        "+79.0, -66.0 by Tallyo's reading of its rules."
    )


def test_a_four_player_log_between_the_known_days_is_settled_as_its_results_say(
    tmp_path: Path,
) -> None:
    rounded = DATA / "tenhou" / "logs" / "2020052221gm-00a9-0000-6f0524c7.mjlog"
    imported = read_game_log(_renamed(tmp_path, rounded, "2021063012gm-00a9-0000-0123abcd"))
    assert imported.game.rules.settlement is Settlement.ROUND_TO_THOUSAND
    exact = DATA / "tenhou" / "logs" / "2022060101gm-00a9-0000-4f6762de.mjlog"
    imported = read_game_log(_renamed(tmp_path, exact, "2021063013gm-00a9-0000-0123abcd"))
    assert imported.game.rules.settlement is Settlement.EXACT


def _document(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return document


def _write(path: Path, document: dict[str, Any]) -> Path:
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_log_without_rule_is_read_from_its_id(tmp_path: Path) -> None:
    document = _document(TENHOU6)
    del document["rule"]
    imported = read_game_log(_write(tmp_path / "no-rule.json", document))
    assert imported.game.rules == read_game_log(TENHOU6).game.rules
    assert imported.notes == ()


def test_a_log_without_rule_or_id_says_what_was_assumed(tmp_path: Path) -> None:
    document = _document(TENHOU6)
    del document["rule"]
    del document["ref"]
    imported = read_game_log(_write(tmp_path / "bare.json", document))
    assert imported.finished
    assert imported.game.rules.red_fives and imported.game.rules.open_tanyao
    assert imported.game.rules.game_length is GameLength.EAST_SOUTH
    assert imported.notes == (
        "The log does not say where or by what rules it was played: it was read as a game of "
        "Tenhou's rules with red fives (its tiles show them) and open tanyao.",
        "The log does not name the game's length: it was read as an East-South game, which its "
        "hands and its end agree with.",
    )


def test_a_log_without_names_is_the_same_game(tmp_path: Path) -> None:
    document = _document(TENHOU6)
    del document["name"]
    imported = read_game_log(_write(tmp_path / "nameless.json", document))
    assert imported.game.names == ("Seat 1", "Seat 2", "Seat 3", "Seat 4")
    assert imported.metadata.id == read_game_log(MJLOG).metadata.id
    renamed = tmp_path / "renamed.xml"
    shutil.copy(MJLOG, renamed)
    assert read_game_log(renamed).metadata.id == imported.metadata.id


def _round(points: int) -> int:
    magnitude = (abs(points) + 500) // 1000 * 1000
    return magnitude if points >= 0 else -magnitude


def _private_with_uma(tmp_path: Path, uma: tuple[int, ...]) -> Path:
    """usual.xml as a private lobby's game settled with `uma` and results rounded to 1000."""
    text = ROUNDED.read_text(encoding="utf-8").replace('lobby="0"', 'lobby="1234"', 1)
    owari = re.search(r'owari="([^"]+)"', text)
    assert owari is not None
    values = owari.group(1).split(",")
    points = [int(value) * 100 for value in values[0::2]]
    order = sorted(range(4), key=lambda seat: (-points[seat], seat))
    results = [0] * 4
    for place, seat in enumerate(order[1:], start=1):
        results[seat] = (_round(points[seat]) - 30000) // 1000 + uma[place] // 1000
    results[order[0]] = -sum(results)
    written = ",".join(
        f"{value},{result}.0" for value, result in zip(values[0::2], results, strict=True)
    )
    path = tmp_path / "private.xml"
    path.write_text(text.replace(owari.group(1), written), encoding="utf-8")
    return path


def test_a_private_lobbys_rounded_results_give_its_uma(tmp_path: Path) -> None:
    imported = read_game_log(_private_with_uma(tmp_path, (10000, 5000, -5000, -10000)))
    rules = imported.game.rules
    assert rules.uma == (10000, 5000, -5000, -10000)
    assert rules.settlement is Settlement.ROUND_TO_THOUSAND
    assert imported.notes[-1] == (
        "Uma and oka as the log's results give them: uma +10.0 / +5.0 / -5.0 / -10.0, oka +20.0 "
        "to first, each result rounded to 1000."
    )


def test_results_no_uma_gives_are_refused(tmp_path: Path) -> None:
    path = _private_with_uma(tmp_path, (10000, 5000, -5000, -10000))
    text = path.read_text(encoding="utf-8")
    owari = re.search(r'owari="([^"]+)"', text)
    assert owari is not None
    values = owari.group(1).split(",")
    values[1] = str(float(values[1]) + 1)  # the results now add up to +1.0
    path.write_text(text.replace(owari.group(1), ",".join(values)), encoding="utf-8")
    with pytest.raises(LogRefused) as refused:
        read_game_log(path)
    assert "which no uma and oka give from its final points" in str(refused.value)


def test_a_win_on_a_north_set_aside_is_won_on_the_north() -> None:
    winner = Seat([11, 19, 21, 29, 31, 39, 41, 42, 43, 45, 46, 47, 47], [], [])
    setting_aside = Seat([12, 13, 14, 15, 16, 17, 18, 22, 23, 24, 25, 26, 44], [27], ["f44"])
    third = Seat([32, 33, 34, 35, 36, 37, 38, 22, 23, 24, 25, 26, 27], [], [])
    tiles = win_tiles([winner, setting_aside, third], 0, 1, [11], [])
    assert tiles is not None
    assert tiles.win_tile == tile_of_code(44)
    assert setting_aside.kita == 1
