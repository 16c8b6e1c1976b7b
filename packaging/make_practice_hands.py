"""Make the hands the counting practice ships: tallyo_desktop/resources/practice_hands.jsonl.

    python packaging/make_practice_hands.py

Reads the winning hands kept with their tiles in tests/data/tenhou/hands.jsonl (real Tenhou
games; tests/data/tenhou/SOURCES.md says where they come from) and writes one line a win in the
form `core.practice.question` reads, leaving out the yakuman, whose fu decide nothing. Beside it
goes practice_hands.LICENSES.txt: the source repositories and their licences, which the data's
licences ask to travel with it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tests" / "data" / "tenhou"
TARGET = ROOT / "tallyo_desktop" / "resources" / "practice_hands.jsonl"
LICENSES = TARGET.with_name("practice_hands.LICENSES.txt")
MELD_KINDS = {"chi": "chi", "pon": "pon", "daiminkan": "kan", "shouminkan": "kan", "ankan": "ankan"}
FLAGS = ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")


def line_of(record: dict[str, Any]) -> dict[str, Any]:
    """A win of hands.jsonl as a line of the practice hands."""
    # For a yakuman Tenhou lists only the yakuman: how it was won comes from the game's events.
    flags = record["log_flags"] if record["yakuman"] else record["flags"]
    riichi = "double" if flags["double_riichi"] else "riichi" if flags["riichi"] else "none"
    return {
        "game": record["game_id"],
        "hand": record["hai_str"],
        "win": record["machi_str"],
        "tsumo": record["tsumo"],
        "melds": [f"{MELD_KINDS[meld['type']]}:{meld['tiles_str']}" for meld in record["melds"]],
        "dora": "".join(record["dora_indicators_str"]),
        "ura": "".join(record["ura_indicators_str"]),
        "riichi": riichi,
        "flags": [flag for flag in FLAGS if flags[flag]],
        "seat": record["seat_wind"],
        "round": record["round_wind"],
    }


def records() -> list[dict[str, Any]]:
    text = (SOURCE / "hands.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def licences_text() -> str:
    parts = [
        "The hands in practice_hands.jsonl are wins from real Tenhou (tenhou.net) games, read",
        "from mjlog records kept as test data in these repositories, under these licences:",
        "",
        "- mjx-project/mjx (MIT)",
        "- dnovikoff/tenhou (MIT)",
        "- tsubakisakura/mjlog2json (MIT OR Apache-2.0; used under MIT)",
        "",
        "Each line's `game` is the Tenhou log id of its game. The licence texts follow.",
    ]
    for name in (
        "mjx-project__mjx__LICENSE",
        "dnovikoff__tenhou__LICENSE",
        "tsubakisakura__mjlog2json__LICENSE-MIT",
    ):
        text = (SOURCE / "licenses" / name).read_text(encoding="utf-8").strip()
        parts += ["", "=" * 72, name.replace("__", "/", 1).replace("__", ": ", 1), "", text]
    return "\n".join(parts) + "\n"


def main() -> None:
    lines = [line_of(record) for record in records() if not record["yakuman"]]
    TARGET.write_text(
        "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8"
    )
    LICENSES.write_text(licences_text(), encoding="utf-8")
    print(f"{len(lines)} hands written to {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
