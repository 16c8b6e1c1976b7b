"""`tallyo-desktop rules`: the presets, and a preset's rules exactly as a game record holds them.

The settlement figures here are those the presets' sources give (docs/rules.md): a record is
written from `rules ID --json` the way another program would write one, and `replay --json`
must settle it to the source's numbers.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.record.rules import rules_to_dict
from tallyo_desktop.core.rules import presets

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def rules_json(capsys: pytest.CaptureFixture[str], preset: str, *flags: str) -> object:
    status, out, err = run(capsys, "rules", preset, "--json", *flags)
    assert (status, err) == (0, "")
    return json.loads(out)


def corrections(start: int, final: list[int]) -> list[dict[str, object]]:
    """Point corrections from the start to `final` points, each from a loser to a gainer."""
    points = [start] * len(final)
    events: list[dict[str, object]] = []
    for receiver, wanted in enumerate(final):
        for payer in range(len(final)):
            while points[receiver] < wanted and points[payer] > final[payer]:
                amount = min(wanted - points[receiver], points[payer] - final[payer])
                events.append(
                    {
                        "type": "point_correction",
                        "payer": payer,
                        "receiver": receiver,
                        "amount": amount,
                        "reason": "Set up the final table",
                    }
                )
                points[payer] -= amount
                points[receiver] += amount
    assert points == final
    return events


def nobody_tenpai(count: int) -> list[dict[str, object]]:
    return [{"type": "exhaustive_draw", "tenpai": []}] * count


def settle(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, rules: object, events: Sequence[object]
) -> dict[str, object]:
    assert isinstance(rules, dict)
    record = {
        "format": "tallyo-game",
        "version": 2,
        "players": NAMES[: rules["players"]],
        "rules": rules,
        "events": list(events),
    }
    path = tmp_path / "written-elsewhere.tallyo"
    path.write_text(json.dumps(record), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(path), "--json")
    assert (status, err) == (0, ""), err
    summary = json.loads(out)
    assert isinstance(summary, dict)
    return summary


def results_by_seat(summary: dict[str, object]) -> list[str]:
    standings = summary["settlement"]
    assert isinstance(standings, list)
    return [s["result_text"] for s in sorted(standings, key=lambda s: s["seat"])]


def test_the_presets_are_listed_by_identifier(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rules")
    assert (status, err) == (0, "")
    ids = [line.split()[0] for line in out.splitlines()]
    assert ids == [
        "wrc", "ema-2016", "ema-2025", "tenhou", "tenhou-2020", "mahjong-soul", "m-league",
        "jpml-a", "tenhou-3p", "mahjong-soul-3p", "custom",
    ]  # fmt: skip
    assert "mahjong-soul     Mahjong Soul" in out
    status, out, _ = run(capsys, "rules", "--json")
    assert {"id": "tenhou-2020", "name": "Tenhou (before 2021)"} in json.loads(out)


@pytest.mark.parametrize("preset", [*presets.PRESETS, "custom"])
def test_each_preset_prints_as_a_record_holds_it(
    capsys: pytest.CaptureFixture[str], preset: str
) -> None:
    expected = presets.CUSTOM if preset == "custom" else presets.PRESETS[preset]
    assert rules_json(capsys, preset) == rules_to_dict(expected)
    east = rules_json(capsys, preset, "--east-only")
    assert east == rules_to_dict(presets.east_only(expected))
    assert isinstance(east, dict) and east["game_length"] == "east_only"
    # Custom rules played East-only may be exactly a preset's, and are written as that preset.
    assert east["preset"] == presets.filed(presets.east_only(expected)).preset
    if preset != "custom":
        assert east["preset"] == preset


def test_an_unknown_preset_exits_2_with_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "rules", "tenhuo")
    assert (status, out) == (2, "")
    assert "there is no preset 'tenhuo'" in err
    assert "wrc, ema-2016, ema-2025, tenhou" in err


def test_mahjong_soul_has_no_oka(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # riichi.wiki "Majsoul", "Calculation of End-Score Points": (points - 25000) / 1000 + uma,
    # "Oka Points: Not applied".
    rules = rules_json(capsys, "mahjong-soul")
    final = [42300, 27400, 18100, 12200]
    summary = settle(capsys, tmp_path, rules, [*corrections(25000, final), *nobody_tenpai(8)])
    assert summary["over"] is True
    assert results_by_seat(summary) == ["+32.3", "+7.4", "-11.9", "-27.8"]


@pytest.mark.parametrize(
    ("final", "expected"),
    [
        # Three float at 30000 or more: +8/+3/+1/-12.
        ([40000, 33000, 31000, 16000], ["+18.0", "+6.0", "+2.0", "-26.0"]),
        # One floats: +12/-1/-3/-8.
        ([52000, 29000, 22000, 17000], ["+34.0", "-2.0", "-11.0", "-21.0"]),
    ],
)
def test_jpml_uma_by_the_players_floating(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, final: list[int], expected: list[str]
) -> None:
    rules = rules_json(capsys, "jpml-a")
    summary = settle(capsys, tmp_path, rules, [*corrections(30000, final), *nobody_tenpai(8)])
    assert summary["over"] is True
    assert results_by_seat(summary) == expected


def test_wrc_chombo_is_paid_to_nobody(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # WRC: -20000 off the offender's final result, not added to the others'.
    rules = rules_json(capsys, "wrc")
    final = [41000, 33000, 26000, 20000]
    events = [{"type": "chombo", "seat": 2}, *corrections(30000, final), *nobody_tenpai(8)]
    summary = settle(capsys, tmp_path, rules, events)
    assert summary["over"] is True
    assert results_by_seat(summary) == ["+26.0", "+8.0", "-29.0", "-25.0"]
    standings = summary["settlement"]
    assert isinstance(standings, list)
    unpaid = summary["unpaid"]
    assert isinstance(unpaid, int)
    assert sum(s["result"] for s in standings) == -20000 == -unpaid


def test_jpml_sticks_left_on_the_table_are_lost(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = rules_json(capsys, "jpml-a")
    final = [40000, 32000, 31000, 15000]
    # Two riichi in South 4, then nobody tenpai: the game ends with both sticks on the table.
    events = [
        *corrections(30000, [40000, 33000, 31000, 16000]),
        *nobody_tenpai(7),
        {"type": "riichi", "seat": 1},
        {"type": "riichi", "seat": 3},
        *nobody_tenpai(1),
    ]
    summary = settle(capsys, tmp_path, rules, events)
    assert summary["over"] is True
    assert summary["leftover_sticks"] == 2000 and summary["leftover_sticks_lost"] is True
    standings = summary["settlement"]
    assert isinstance(standings, list)
    assert [s["points"] for s in sorted(standings, key=lambda s: s["seat"])] == final
    assert sum(s["result"] for s in standings) == -2000


def test_a_real_process_writes_rules_that_replay(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "tallyo_desktop"]
    printed = subprocess.run(
        [*command, "rules", "tenhou-3p", "--json"], capture_output=True, text=True, check=True
    )
    record = {
        "format": "tallyo-game",
        "version": 2,
        "players": ["Ann", "Ben", "Cid"],
        "rules": json.loads(printed.stdout),
        "events": [{"type": "exhaustive_draw", "tenpai": [0]}],
    }
    path = tmp_path / "sanma.tallyo"
    path.write_text(json.dumps(record), encoding="utf-8")
    replayed = subprocess.run(
        [*command, "replay", str(path), "--json"], capture_output=True, text=True, check=True
    )
    summary = json.loads(replayed.stdout)
    # sanma.md: one tenpai takes 1000 from each of the two others (2000 in all).
    points = [seat["points"] for seat in summary["table"]["seats"]]
    assert points == [37000, 34000, 34000]
    assert summary["players"] == 3
