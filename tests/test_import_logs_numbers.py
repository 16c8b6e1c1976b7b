"""No number in a log can hang or crash an import: every number is bounded before it is converted,
a log holding one no log writes is refused in a sentence, and the logs beside it are still taken
in, by the command and by the library's import alike. And a gzip log whose only damage is its
checksum keeps everything before the damage: all of it.

The bad files are made here from the real logs in tests/data, never stored.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.into_library import import_into_library
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.library.store import GameLibrary

DATA = Path(__file__).parent / "data"
GOOD = DATA / "tenhou" / "logs" / "example.xml"
MJLOG = (DATA / "tenhou" / "logs" / "2016052515gm-00a9-0000-c4d72066.mjlog").read_text("utf-8")
TENHOU6 = (DATA / "tenhou" / "logs" / "2023053016gm-0029-0000-e54b3b98.json").read_text("utf-8")
HUGE = ("1e999990", "1e999999", "1e100000", "Infinity", "-Infinity", "NaN", "9" * 100_000)


def _refused(path: Path, tmp_path: Path) -> str:
    """Why `path` is refused by the command, with the good log after it still written."""
    outcomes = import_logs([path, GOOD], tmp_path / "out")
    assert [outcome.imported for outcome in outcomes] == [False, True]
    error = outcomes[0].error
    assert error is not None and error.endswith(".") and error.count(". ") == 0, error
    return error


def _mjlog_with(tmp_path: Path, number: str, where: str) -> Path:
    if where == "owari":
        start = MJLOG.index('owari="') + len('owari="')
    else:
        start = MJLOG.index('sc="', MJLOG.index("<AGARI")) + len('sc="')
    path = tmp_path / f"bad-{where}.mjlog"
    path.write_text(MJLOG[:start] + number + MJLOG[MJLOG.index(",", start) :], encoding="utf-8")
    return path


@pytest.mark.parametrize("where", ["owari", "sc"])
def test_a_huge_number_in_an_mjlog_is_refused_at_once(tmp_path: Path, where: str) -> None:
    for number in ("1e999990", "1e999999", "Infinity", "9" * 100_000, "1.5.5", "0x10"):
        assert "damaged" in _refused(_mjlog_with(tmp_path, number, where), tmp_path), number


def _tenhou6_with(tmp_path: Path, number: str, where: str) -> Path:
    document = json.loads(TENHOU6)
    marker = 424242
    if where == "results":
        document["sc"][1] = marker
    elif where == "final":
        document["sc"][0] = marker
    elif where == "start":
        document["log"][1][1][0] = marker
    else:
        document["log"][0][4][0] = marker
    text = json.dumps(document, ensure_ascii=False).replace(str(marker), number, 1)
    path = tmp_path / f"bad-{where}.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("where", ["results", "final", "start", "tile"])
def test_a_huge_number_in_a_tenhou6_log_is_refused_at_once(tmp_path: Path, where: str) -> None:
    for number in HUGE:
        error = _refused(_tenhou6_with(tmp_path, number, where), tmp_path)
        assert "number no game log writes" in error, (number, error)


def test_a_number_written_as_text_is_refused_too(tmp_path: Path) -> None:
    document = json.loads(TENHOU6)
    document["sc"][1] = "1e999990"
    path = tmp_path / "text.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert "damaged" in _refused(path, tmp_path)


def test_the_librarys_folder_import_refuses_the_bad_log_and_takes_in_the_others(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "downloads"
    folder.mkdir()
    _tenhou6_with(folder, "1e999999", "results")
    _mjlog_with(folder, "1e999990", "owari")
    (folder / "good.xml").write_bytes(GOOD.read_bytes())
    with GameLibrary(tmp_path / "library.sqlite") as library:
        result = import_into_library([folder], library, tmp_path / "finished")
    assert [path.name for path in result.new] == ["good.xml"]
    assert sorted(path.name for path, _ in result.refused) == [
        "bad-owari.mjlog",
        "bad-results.json",
    ]
    assert all("damaged" in reason for _, reason in result.refused)


def test_a_gzip_log_whose_only_damage_is_its_checksum_is_read_whole(tmp_path: Path) -> None:
    packed = bytearray(gzip.compress(MJLOG.encode("utf-8")))
    packed[-8] ^= 0xFF  # the CRC-32 of the unpacked text
    path = tmp_path / "crc.mjlog.gz"
    path.write_bytes(bytes(packed))
    whole = read_game_log(DATA / "tenhou" / "logs" / "2016052515gm-00a9-0000-c4d72066.mjlog")
    imported = read_game_log(path)
    assert imported.finished
    assert imported.game.events == whole.game.events
    packed[-1] ^= 0xFF  # and the size
    path.write_bytes(bytes(packed))
    assert read_game_log(path).finished


def test_a_gzip_log_with_a_name_and_a_comment_in_its_header_is_read(tmp_path: Path) -> None:
    packed = gzip.compress(MJLOG.encode("utf-8"))
    flags = 0x08 | 0x10 | 0x04 | 0x02
    extra = b"\x04\x00abcd"
    header = packed[:3] + bytes([flags]) + packed[4:10] + extra + b"log.mjlog\x00a comment\x00"
    header += b"\x00\x00"  # the header's own checksum, not checked
    path = tmp_path / "named.gz"
    path.write_bytes(header + packed[10:])
    assert read_game_log(path).finished
