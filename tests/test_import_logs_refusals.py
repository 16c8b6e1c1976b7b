"""Every kind of bad input to the import: refused with one sentence, in bounded time and memory,
nothing written for it, and the other logs still taken in.

The bad files are made here from the real logs in tests/data/tenhou/logs, never stored.
"""

from __future__ import annotations

import gzip
import json
import os
import zlib
from pathlib import Path

import pytest

from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.model import LogRefused
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.importing.recognise import MAX_FILE_BYTES, MAX_LOG_BYTES, NotALog

LOGS = Path(__file__).parent / "data" / "tenhou" / "logs"
GOOD = LOGS / "example.xml"
MJLOG = (LOGS / "2016052515gm-00a9-0000-c4d72066.mjlog").read_text(encoding="utf-8")
TENHOU6 = (LOGS / "2023053016gm-0029-0000-e54b3b98.json").read_text(encoding="utf-8")


def _refusal(path: Path, tmp_path: Path) -> str:
    """Why `path` is refused, after checking the good log beside it is still written and
    nothing else is."""
    out = tmp_path / "out"
    outcomes = import_logs([path, GOOD], out)
    assert [outcome.imported for outcome in outcomes] == [False, True]
    assert sorted(file.name for file in out.iterdir()) == ["example.tallyo"]
    error = outcomes[0].error
    assert error is not None and error.endswith(".") and error.count(". ") == 0, error
    return error


def _write(tmp_path: Path, name: str, content: bytes | str) -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def test_a_file_that_is_no_log(tmp_path: Path) -> None:
    path = _write(tmp_path, "notes.mjlog", "Friday: Ann 32000, Ben 18000")
    assert _refusal(path, tmp_path) == "It is not a Tenhou or Mahjong Soul game log."
    with pytest.raises(NotALog):
        read_game_log(path)
    assert "not a Tenhou" in _refusal(_write(tmp_path, "empty.xml", b""), tmp_path)
    assert "not a Tenhou" in _refusal(_write(tmp_path, "list.json", "[1, 2]"), tmp_path)


def test_a_chip_lobby_and_a_lobby_with_rules_of_its_own(tmp_path: Path) -> None:
    chips = MJLOG.replace('<GO type="169"', '<GO type="553"', 1)
    assert chips != MJLOG
    assert "chips" in _refusal(_write(tmp_path, "chips.mjlog", chips), tmp_path)
    ratio = MJLOG.replace("<AGARI ", '<AGARI ratio="2000,10" ', 1)
    assert "chips" in _refusal(_write(tmp_path, "ratio.mjlog", ratio), tmp_path)


def test_broken_xml_before_the_first_hand_ends(tmp_path: Path) -> None:
    first_end = min(MJLOG.index("<AGARI"), MJLOG.index("<RYUUKYOKU"))
    broken = MJLOG[:first_end] + "<<&>>" + MJLOG[first_end:]
    assert "no complete hand" in _refusal(_write(tmp_path, "broken.mjlog", broken), tmp_path)
    assert "broken" in _refusal(_write(tmp_path, "x.mjlog", "<mjloggm ver='2.3'"), tmp_path)


def test_a_damaged_tag(tmp_path: Path) -> None:
    damaged = MJLOG.replace('ten="', 'ten="x', 1)
    assert "damaged" in _refusal(_write(tmp_path, "damaged.mjlog", damaged), tmp_path)
    cut = TENHOU6[: len(TENHOU6) // 2]
    assert "cut short" in _refusal(_write(tmp_path, "cut.json", cut), tmp_path)


def test_an_encoding_error(tmp_path: Path) -> None:
    for name, text in (("bad.mjlog", MJLOG), ("bad.json", TENHOU6)):
        content = text.encode("utf-8")
        content = content[:100] + b"\xff\xfe" + content[100:]
        assert "UTF-8" in _refusal(_write(tmp_path, name, content), tmp_path)


def test_a_log_whose_payments_are_not_the_rules_names_the_hand(tmp_path: Path) -> None:
    # The first win's payment changed by 100 points, paid and received.
    start = MJLOG.index('sc="', MJLOG.index("<AGARI"))
    values = MJLOG[start + 4 : MJLOG.index('"', start + 4)].split(",")
    changed = [
        str(int(value) + (1 if n == 1 else -1 if n == 3 else 0)) for n, value in enumerate(values)
    ]
    edited = MJLOG[: start + 4] + ",".join(changed) + MJLOG[start + 4 + len(",".join(values)) :]
    error = _refusal(_write(tmp_path, "edited.mjlog", edited), tmp_path)
    assert error.startswith("In East 1, 1 honba the points after the hand are"), error
    assert "Tallyo's reading of its rules" in error


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.mjlog"
    with path.open("wb") as out:
        out.write(MJLOG.encode("utf-8"))
        # A gigabyte the file system does not store (a sparse file), where files can be sparse:
        # reading it would take seconds.
        out.truncate(1024**3 if os.name == "posix" else MAX_FILE_BYTES + 1)
    assert "larger than" in _refusal(path, tmp_path)
    other = tmp_path / "huge.bin"
    with other.open("wb") as out:
        out.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(NotALog):
        read_game_log(other)


def test_a_gzip_bomb(tmp_path: Path) -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [packer.compress(MJLOG.encode("utf-8")[:200])]
    block = b" " * (1 << 20)
    for _ in range(MAX_LOG_BYTES // len(block) * 16):
        parts.append(packer.compress(block))
    parts.append(packer.flush())
    bomb = b"".join(parts)
    assert len(bomb) < MAX_FILE_BYTES
    assert "unpacks to more than" in _refusal(_write(tmp_path, "bomb.mjlog.gz", bomb), tmp_path)


def test_a_gzip_log_is_read_and_a_damaged_one_keeps_what_came_before(tmp_path: Path) -> None:
    packed = _write(tmp_path, "log.gz", gzip.compress(MJLOG.encode("utf-8")))
    assert read_game_log(packed).finished
    damaged = _write(tmp_path, "damaged.gz", packed.read_bytes()[:-200] + b"\x00" * 50)
    assert not read_game_log(damaged).finished


def test_entities_and_deep_nesting(tmp_path: Path) -> None:
    laughs = (
        '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">'
        + "".join(
            f'<!ENTITY lol{n} "{"&lol;" * 10 if n == 1 else f"&lol{n - 1};" * 10}">'
            for n in range(1, 10)
        )
        + ']><mjloggm ver="2.3"><GO type="169"/><UN n0="&lol9;"/></mjloggm>'
    )
    # Refused before any of it is parsed: no log declares a document type.
    assert "not a Tenhou" in _refusal(_write(tmp_path, "laughs.mjlog", laughs), tmp_path)
    inside = '<mjloggm ver="2.3"><!DOCTYPE lol [<!ENTITY lol "lol">]><GO type="169"/></mjloggm>'
    assert "no complete hand" in _refusal(_write(tmp_path, "inside.mjlog", inside), tmp_path)
    deep = '<mjloggm ver="2.3">' + "<a>" * 100_000 + "</a>" * 100_000 + "</mjloggm>"
    assert "nested" in _refusal(_write(tmp_path, "deep.mjlog", deep), tmp_path)
    deep_json = '{"log": ' + "[" * 100_000 + "]" * 100_000 + "}"
    error = _refusal(_write(tmp_path, "deep.json", deep_json), tmp_path)
    assert "nested" in error or "damaged" in error


def test_not_a_regular_file_and_a_folder_given_as_a_log(tmp_path: Path) -> None:
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.mjlog"
        os.mkfifo(pipe)
        assert "ordinary file" in _refusal(pipe, tmp_path)
    with pytest.raises(LogRefused):
        read_game_log(tmp_path)


def test_a_tenhou6_log_with_no_hands_and_one_of_a_variant(tmp_path: Path) -> None:
    document = json.loads(TENHOU6)
    document["log"] = []
    assert "no complete hand" in _refusal(
        _write(tmp_path, "none.json", json.dumps(document)), tmp_path
    )
    document = json.loads(TENHOU6)
    document["log"][0][-1] = ["和了", [1, 2, 3, 4], [0, 0, 0, "30符1飜1000点", "unknown"]]
    assert "damaged" in _refusal(_write(tmp_path, "bad.json", json.dumps(document)), tmp_path)
