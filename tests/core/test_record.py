"""The game record: what is written is read back as the same game, and every bad file is refused
with a reason a player can act on, never with any other exception.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import random
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop import __version__
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record import files as record_file
from tallyo_desktop.core.record import format as record
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.record.format import (
    FILE_SUFFIX,
    FORMAT_NAME,
    FORMAT_VERSION,
    UPGRADERS,
    BadGameFile,
    Metadata,
    game_from_dict,
    game_from_json,
    game_to_dict,
    game_to_json,
    saved_game_from_dict,
    saved_game_from_json,
)
from tallyo_desktop.core.record.rules import RULE_FIELDS, rules_from_dict, rules_to_dict
from tallyo_desktop.core.record.upgrade import upgrade
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import (
    AbortiveDraw,
    ChomboPenalty,
    GameLength,
    LeftoverSticks,
    MultipleRon,
    MultipleRonSticks,
    PaoYakuman,
    Rules,
    SanmaTsumo,
    Settlement,
    TieBreak,
)
from tallyo_desktop.core.scoring.hand import VALID_FU, Hand, is_possible
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")
FIXED = Metadata(
    created="2025-03-14T19:02:11+01:00", updated="2025-03-14T20:15:47+01:00", app_version="0.1.0"
)
DOCS = Path(__file__).resolve().parents[2] / "docs" / "game-format.md"
NEWER = (
    "This game was saved by a newer version of Tallyo Desktop (format 4); this version reads up "
    "to format 3. Update Tallyo Desktop to open it."
)

# --- Random rules and random legal games ------------------------------------------------------

BASES = [
    *(rules for rules in presets.PRESETS.values() if rules.players == 4),
    presets.TENHOU_2009,
    presets.east_only(presets.WRC),
    presets.WRC.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN),
]
UMAS = [(20000, 10000, -10000, -20000), (15000, 5000, -5000, -15000), (0, 0, 0, 0)]
SWITCHES = [
    "kiriage_mangan", "kazoe_yakuman", "yakuman_stacking", "busting", "bust_at_zero",
    "honba_to_each_winner", "agari_yame", "tenpai_yame", "west_extension", "nagashi_mangan",
    "pao_whole_hand", "pao_honba_liable", "pao_tsumo_as_ron",
]  # fmt: skip
# Preset identifiers a record may carry: any text is kept, and names "Custom" if not known.
RULE_NAMES = [
    "custom",
    "tenhou",
    "",
    "hausregeln-k\u00f6ln",
    'A "quoted" name',
]
# Players' names that are hard to write: quotes, backslashes, line breaks, other scripts, emoji.
NAME_POOL = [
    *NAMES,
    "\u6771\u91ce",
    "Zo\u00eb",
    'Quote "Q"',
    "Back\\slash",
    "Line\nbreak",
    "\U0001f004 Tile",
    " Spaced ",
    "Tab\there",
    "{",
    "null",
]


def random_rules(rng: random.Random) -> Rules:
    """A preset with some options changed at random to values the rules accept."""
    rules = rng.choice(BASES)
    changes: dict[str, object] = {}
    chance = rng.random()

    def maybe() -> bool:
        return rng.random() < chance

    if maybe():
        changes["preset"] = rng.choice(RULE_NAMES)
    if maybe():
        start, back = rng.choice([(25000, 30000), (30000, 30000), (27000, 30000), (1000, 1000)])
        changes.update(start_points=start, return_points=back)
    if maybe():
        changes["target_points"] = rng.choice([1000, 30000, 40000])
    if maybe():
        changes.update(uma=rng.choice(UMAS), uma_by_floating=None)
    elif maybe():
        changes["uma_by_floating"] = presets.JPML_A.uma_by_floating
    for name, kind in (
        ("tie_break", TieBreak), ("leftover_sticks", LeftoverSticks), ("settlement", Settlement),
        ("game_length", GameLength), ("multiple_ron", MultipleRon), ("chombo", ChomboPenalty),
        ("multiple_ron_sticks", MultipleRonSticks), ("sanma_tsumo", SanmaTsumo),
    ):  # fmt: skip
        if maybe():
            changes[name] = rng.choice(list(kind))
    if maybe():
        changes["abortive_draws"] = frozenset(rng.sample(list(AbortiveDraw), rng.randint(0, 5)))
    if maybe():
        changes["pao"] = frozenset(rng.sample(list(PaoYakuman), rng.randint(0, 3)))
    for name in ("honba_ron", "honba_tsumo", "riichi_stick", "chombo_points"):
        if maybe():
            changes[name] = 100 * rng.randint(0, 60)
    if maybe():
        changes["noten_total"] = 600 * rng.randint(0, 10)
    for name in SWITCHES:
        if maybe():
            changes[name] = rng.random() < 0.5
    if changes.get("tenpai_yame", rules.tenpai_yame):
        changes["agari_yame"] = True
    # Double ron makes three rons an abortive draw and double and triple ron pays them, so the
    # triple-ron draw follows that choice; double yakuman forms need yakuman that add up.
    multiple_ron = changes.get("multiple_ron", rules.multiple_ron)
    draws = changes.get("abortive_draws", rules.abortive_draws)
    assert isinstance(draws, frozenset)
    if multiple_ron is MultipleRon.DOUBLE_RON:
        changes["abortive_draws"] = draws | {AbortiveDraw.TRIPLE_RON}
    elif multiple_ron is MultipleRon.DOUBLE_AND_TRIPLE_RON:
        changes["abortive_draws"] = draws - {AbortiveDraw.TRIPLE_RON}
    if changes.get("double_yakuman_forms", rules.double_yakuman_forms):
        changes["yakuman_stacking"] = True
    changed = rules.with_changes(**{"preset": rules.preset, **changes})
    assert changed.problems() == []
    return changed


HANDS = [
    *(Hand(han=han, fu=fu) for han in range(1, 5) for fu in VALID_FU),
    *(Hand(han=han) for han in (5, 6, 8, 11, 13)),
    Hand(yakuman=1),
    Hand(yakuman=2),
]
RON_HANDS = [hand for hand in HANDS if is_possible(hand, tsumo=False)]
TSUMO_HANDS = [hand for hand in HANDS if is_possible(hand, tsumo=True)]
REASONS = ["Wrong honba", "Paid the wrong player", 'Stick "forgotten"']


def random_hand(rng: random.Random, hands: list[Hand]) -> Hand:
    # Small hands half of the time, so that games last more than a hand or two.
    return rng.choice(hands[:12] if rng.random() < 0.5 else hands)


def random_pao(rng: random.Random, winner: int, hand: Hand) -> Pao | None:
    if not hand.yakuman or rng.random() < 0.5:
        return None
    return Pao((winner + rng.randint(1, 3)) % 4, rng.choice([None, 1, 2]))


def random_event(rng: random.Random) -> Event:
    """An event that is often, not always, one the game accepts."""
    kind = rng.randrange(12)
    seat = rng.randrange(4)
    tenpai = frozenset(other for other in range(4) if rng.random() < 0.5)
    if kind < 3:
        return Riichi(seat)
    if kind < 6:
        others = [(seat + step) % 4 for step in range(1, 4)]
        wins = []
        for winner in rng.sample(others, rng.choice([1, 1, 1, 2, 3])):
            hand = random_hand(rng, RON_HANDS)
            wins.append(Win(winner, hand, random_pao(rng, winner, hand)))
        return Ron(seat, tuple(wins))
    if kind < 8:
        hand = random_hand(rng, TSUMO_HANDS)
        return Tsumo(seat, hand, random_pao(rng, seat, hand))
    if kind == 8:
        return ExhaustiveDraw(tenpai)
    if kind == 9:
        return NagashiMangan(tuple(rng.sample(range(4), rng.randint(1, 2))), tenpai)
    if kind == 10:
        return AbortiveDrawEvent(rng.choice(list(AbortiveDraw)))
    if rng.random() < 0.5:
        return Chombo(seat)
    receiver = (seat + rng.randint(1, 3)) % 4
    return PointCorrection(seat, receiver, 100 * rng.randint(1, 50), rng.choice(REASONS))


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A game of random events under random rules, keeping the events the game accepts.

    The choices come from one drawn seed, which keeps each example cheap to make; the number
    of events tried is drawn apart, so a failing game shrinks to its shortest form."""
    rng = random.Random(draw(st.integers(0, 2**64), label="seed"))
    names = rng.sample(NAME_POOL, 4) if rng.random() < 0.5 else list(NAMES)
    game = Game(random_rules(rng), names)
    for _ in range(draw(st.integers(0, 80), label="events tried")):
        if game.is_over:
            break
        with contextlib.suppress(TallyoError):
            game.record(random_event(rng))
    return game


def sample_game(rules: Rules = presets.MAHJONG_SOUL) -> Game:
    game = Game(rules, NAMES)
    for event in (
        Riichi(0),
        Ron(2, (Win(1, Hand(yakuman=1), Pao(0)),)),
        Tsumo(3, Hand(2, 30)),
        ExhaustiveDraw(frozenset({0, 2})),
        PointCorrection(1, 2, 1000, "Wrong honba"),
    ):
        game.record(event)
    return game


SAMPLE_TEXT = game_to_json(sample_game(), FIXED)


def sample_document() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE_TEXT)
    return data


def refusal(data: object) -> str:
    with pytest.raises(BadGameFile) as refused:
        game_from_dict(data)
    message = str(refused.value)
    assert message.endswith("."), message
    assert "Traceback" not in message and "Error" not in message
    return message


# --- Round trips ------------------------------------------------------------------------------


@given(games())
def test_a_written_game_reads_back_as_the_same_game(game: Game) -> None:
    text = game_to_json(game, FIXED)
    again = game_from_json(text)
    # "Custom" rules that are exactly a preset's are read (and written) as that preset.
    assert again.rules == presets.filed(game.rules)
    assert again.names == game.names
    assert again.events == game.events
    assert again.state == game.state
    assert again.settlement() == game.settlement()
    # Stable: writing what was read gives the same text.
    assert game_to_json(again, FIXED) == text
    assert json.loads(text) == game_to_dict(game, FIXED)


@given(games())
def test_the_text_is_the_whole_record_laid_out_however_it_is_built(game: Game) -> None:
    # The text is put together from each event's cached text; it must be exactly what laying
    # out the whole record at once gives.
    metadata = record.Metadata(created="2026-01-02T03:04:05+09:00", app_version="1.0")
    whole = record._layout(record.game_to_dict(game, metadata)) + "\n"
    assert record.game_to_json(game, metadata) == whole


@given(games(), st.randoms(use_true_random=False))
def test_a_writer_kept_across_records_and_undos_writes_the_whole_record(
    game: Game, rng: random.Random
) -> None:
    metadata = record.Metadata(created="2026-01-02T03:04:05+09:00", app_version="1.0")
    writer = record.RecordWriter()
    replayed = Game(game.rules, game.names)
    for event in game.events:
        replayed.record(event)
        assert writer.text(replayed, metadata) == record.game_to_json(replayed, metadata)
        if rng.random() < 0.3:
            replayed.undo()
            assert writer.text(replayed, metadata) == record.game_to_json(replayed, metadata)
            replayed.redo()
    whole = record._layout(record.game_to_dict(game, metadata)) + "\n"
    assert writer.text(replayed, metadata) == whole
    # A hand changed at the start, and a player renamed: written as a whole record again.
    if replayed.events:
        replayed.splice(0, 0, [])
        replayed.rename(0, "Zed")
        whole = record._layout(record.game_to_dict(replayed, metadata)) + "\n"
        assert writer.text(replayed, metadata) == whole


def test_rules_round_trip_option_by_option() -> None:
    rng = random.Random(2024)
    unplayable = Rules(start_points=-5, uma=(1, 2, 3, 4), tenpai_yame=True, agari_yame=False)
    for rules in [unplayable, *(random_rules(rng) for _ in range(300))]:
        written = rules_to_dict(rules)
        assert tuple(written) == RULE_FIELDS
        assert rules_from_dict(json.loads(json.dumps(written))) == rules


def test_every_rules_option_is_in_the_record_under_its_own_name() -> None:
    # These names are format 2. Adding or renaming a `Rules` option changes the format: raise
    # FORMAT_VERSION and add an upgrader that fills the new option for older files.
    assert RULE_FIELDS == (
        "preset", "players", "start_points", "target_points", "return_points", "uma",
        "uma_by_floating", "tie_break", "leftover_sticks", "settlement", "kiriage_mangan",
        "kazoe_yakuman", "yakuman_stacking", "honba_ron", "honba_tsumo", "riichi_stick",
        "sanma_tsumo", "game_length", "busting", "bust_at_zero", "multiple_ron",
        "honba_to_each_winner", "multiple_ron_sticks", "agari_yame", "tenpai_yame",
        "west_extension", "nagashi_mangan", "abortive_draws", "pao", "pao_whole_hand",
        "pao_honba_liable", "pao_tsumo_as_ron", "chombo", "chombo_points", "noten_total",
        "open_tanyao", "red_fives", "double_yakuman_forms", "renhou", "ippatsu", "ura_dora",
        "kan_dora", "double_wind_pair",
    )  # fmt: skip
    written = rules_to_dict(presets.JPML_A)
    tables = presets.JPML_A.uma_by_floating
    assert tables is not None
    assert written["uma_by_floating"] == [list(table) for table in tables.tables]
    assert written["tie_break"] == "split"
    assert written["abortive_draws"] == ["four_kans", "four_riichi", "four_winds", "nine_terminals"]
    assert rules_to_dict(presets.WRC)["uma_by_floating"] is None


def test_the_text_is_indented_in_a_fixed_order_and_ends_with_a_newline() -> None:
    text = game_to_json(sample_game(), FIXED)
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert text.startswith('{\n  "format": "tallyo-game",\n  "version": 3,\n  "metadata": {')
    keys = [line.split('"')[1] for line in text.splitlines() if line.startswith('  "')]
    assert keys == ["format", "version", "metadata", "players", "rules", "events"]
    assert '    {"type": "riichi", "seat": 0},\n' in text
    assert '"reason": "Wrong honba"}' in text


def test_names_in_any_script_are_written_as_they_are() -> None:
    game = Game(presets.TENHOU, ["東", "Zoë", 'Quote " Back \\ slash', "Line\nbreak"])
    text = game_to_json(game, FIXED)
    assert '"東"' in text and '"Zoë"' in text
    assert game_from_json(text).names == game.names


def test_a_file_on_disk_reads_back(tmp_path: Path) -> None:
    game = sample_game(presets.TENHOU)
    path = tmp_path / f"game{FILE_SUFFIX}"
    path.write_text(game_to_json(game), encoding="utf-8")
    assert read_game_file(path).state == game.state
    assert read_game_file(str(path)).events == game.events
    # A byte order mark, as some editors add, is not part of the JSON.
    path.write_bytes(b"\xef\xbb\xbf" + game_to_json(game).encode("utf-8"))
    assert read_game_file(path).events == game.events


def test_an_empty_game_round_trips() -> None:
    game = Game(presets.WRC, NAMES)
    again = game_from_json(game_to_json(game))
    assert (again.rules, again.names, again.events) == (game.rules, game.names, ())


# --- Metadata ---------------------------------------------------------------------------------


def test_metadata_says_when_the_game_was_first_and_last_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = iter(["2025-01-01T10:00:00+00:00", "2025-01-01T11:30:00+00:00", "2025-01-02"])
    monkeypatch.setattr(record, "_now", lambda: next(clock))
    game = sample_game()
    first = Metadata.new()
    assert first.id is not None and len(first.id) == 32
    assert game_to_dict(game, first)["metadata"] == {
        "id": first.id,
        "created": "2025-01-01T10:00:00+00:00",
        "updated": "2025-01-01T10:00:00+00:00",
        "app_version": __version__,
    }
    second = first.stamped()
    assert game_to_dict(game, second)["metadata"] == {
        "id": first.id,
        "created": "2025-01-01T10:00:00+00:00",
        "updated": "2025-01-01T11:30:00+00:00",
        "app_version": __version__,
    }
    assert Metadata.new().id != first.id


def test_the_real_clock_gives_iso_times_with_an_offset() -> None:
    metadata = game_to_dict(sample_game())["metadata"]
    assert isinstance(metadata, dict)
    created = datetime.fromisoformat(metadata["created"])
    assert created.utcoffset() is not None


def test_a_read_game_keeps_its_identity_and_creation_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(record, "_now", lambda: "2026-06-01T09:00:00+02:00")
    kept = replace(FIXED, id="0123456789abcdef0123456789abcdef", saved_as="/home/ann/x.tallyo")
    saved = saved_game_from_json(game_to_json(sample_game(), kept))
    assert saved.metadata == kept
    assert game_to_dict(saved.game, saved.metadata.stamped())["metadata"] == {
        "id": kept.id,
        "created": FIXED.created,
        "updated": "2026-06-01T09:00:00+02:00",
        "app_version": __version__,
        "saved_as": "/home/ann/x.tallyo",
    }


def test_metadata_is_optional_and_other_programs_may_add_to_it() -> None:
    data = sample_document()
    del data["metadata"]
    assert saved_game_from_dict(data).metadata == Metadata()
    data["metadata"] = {"created": "2024-01-01T00:00:00Z", "written_by": {"program": "other"}}
    assert saved_game_from_dict(data).metadata == Metadata(created="2024-01-01T00:00:00Z")
    assert game_to_dict(game_from_dict(data), Metadata())["metadata"] == {}


def test_a_key_given_twice_is_refused() -> None:
    text = game_to_json(sample_game(), FIXED).replace(
        '"format": "tallyo-game",', '"format": "tallyo-game", "format": "tallyo-game",'
    )
    with pytest.raises(BadGameFile, match='the field "format" is given twice'):
        game_from_json(text)


# --- Versions ---------------------------------------------------------------------------------


def test_the_current_version_is_written_and_every_older_one_has_an_upgrader() -> None:
    assert (FORMAT_NAME, FORMAT_VERSION) == ("tallyo-game", 3)
    document = game_to_dict(sample_game())
    assert (document["format"], document["version"]) == (FORMAT_NAME, FORMAT_VERSION)
    # Version 1 is the first: a later version must come with the step up from each before it.
    assert sorted(UPGRADERS) == list(range(1, FORMAT_VERSION))


def test_a_newer_version_is_refused_with_a_request_to_update() -> None:
    data = sample_document()
    data["version"] = 4
    assert refusal(data) == NEWER
    # Whatever a newer format holds, it is not read as this one.
    assert refusal({"format": FORMAT_NAME, "version": 4, "events": "anything"}) == NEWER
    assert "format 999" in refusal({"format": FORMAT_NAME, "version": 999})


def test_upgraders_run_in_order_one_version_at_a_time() -> None:
    def to_2(document: dict[str, object]) -> dict[str, object]:
        assert document["version"] == 1
        document["steps"] = ["1 to 2"]
        return document

    def to_3(document: dict[str, object]) -> dict[str, object]:
        assert document["version"] == 2
        steps = document["steps"]
        assert isinstance(steps, list)
        document["steps"] = [*steps, "2 to 3"]
        return document

    old: dict[str, object] = {"version": 1}
    upgraded = upgrade(old, 1, 3, {1: to_2, 2: to_3})
    assert upgraded == {"version": 3, "steps": ["1 to 2", "2 to 3"]}
    assert old == {"version": 1}
    assert upgrade(old, 2, 2, {1: to_2, 2: to_3}) == old
    with pytest.raises(BadGameFile, match="format 1, which Tallyo Desktop cannot read"):
        upgrade(old, 1, 3, {2: to_3})


def test_an_older_version_is_read_through_its_upgrader(monkeypatch: pytest.MonkeyPatch) -> None:
    # An imagined format 0 that called the players "names": its upgrader renames the field.
    def from_0(document: dict[str, object]) -> dict[str, object]:
        document["players"] = document.pop("names")
        return document

    monkeypatch.setitem(UPGRADERS, 0, from_0)
    data = sample_document()
    data["version"] = 0
    data["names"] = data.pop("players")
    original = copy.deepcopy(data)
    game = game_from_dict(data)
    assert game.names == NAMES
    assert game.events == sample_game().events
    assert data == original
    del data["names"]
    assert "could not be brought up to date from format 0" in refusal(data)


def test_a_version_nobody_wrote_is_refused() -> None:
    for version in (0, -3):
        data = sample_document()
        data["version"] = version
        assert f"format {version}, which Tallyo Desktop cannot read" in refusal(data)


# --- Bad files --------------------------------------------------------------------------------


def test_a_missing_file_a_folder_and_an_unreadable_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(BadGameFile, match=r"There is no game file at .*nowhere\.tallyo"):
        read_game_file(tmp_path / "nowhere.tallyo")
    with pytest.raises(BadGameFile, match="is a folder"):
        read_game_file(tmp_path)
    locked = tmp_path / "locked.tallyo"
    locked.write_text(game_to_json(sample_game()))

    def denied(*args: object) -> int:
        raise PermissionError(13, "Permission denied")

    # The tests may run as an administrator, whom file permissions do not stop.
    with pytest.raises(BadGameFile, match=r"^The game file .* cannot be read\.$"):
        read_game_file(str(tmp_path / "nul\x00.tallyo"))
    monkeypatch.setattr(os, "open", denied)
    with pytest.raises(BadGameFile, match=r"not allowed to read .*locked\.tallyo"):
        read_game_file(locked)
    monkeypatch.undo()

    def broken(*args: object) -> bytes:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "read", broken)
    with pytest.raises(BadGameFile, match=r"locked\.tallyo cannot be read: Input/output error\.$"):
        read_game_file(locked)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "The game file is empty."),
        (b"  \n\t ", "The game file is empty."),
        (b"\xff\xfe{\x00", "is not a Tallyo game file: it is not text."),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "is not a Tallyo game file: it is not text."),
        (b"not json at all", "it is not valid JSON (line 1, column 1)."),
        (b'{"format": "tallyo-game",\n "version": 1,, }', "not valid JSON (line 2, column 15)"),
        (b'{"format": "tallyo-game", "version": 1, "rules"', "ends too early"),
        (b'{"format": "tallyo-ga', "ends too early"),
        (b'{"format": "tallyo-game", "version": 1, "metadata": {"app_version": tr', "too early"),
        (b"[" * 100_000, "nested too deeply"),
        (b'{"version": 1' + b"1" * 5000 + b"}", "a number too long"),
        (b'["format", "tallyo-game"]', "This is not a Tallyo game file"),
        (b'{"some": "other shape"}', "This is not a Tallyo game file"),
        (b'{"format": "tallyo-game", "version": 99}', "newer version of Tallyo Desktop"),
    ],
)
def test_bad_file_contents(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "bad.tallyo"
    path.write_bytes(content)
    with pytest.raises(BadGameFile) as refused:
        read_game_file(path)
    assert words in str(refused.value)


def test_every_cut_short_copy_of_a_file_is_called_cut_short() -> None:
    # Names that JSON escapes: a quote, a backslash, a line break and a control character.
    game = Game(presets.TENHOU, ['"Q"', "Back\\slash", "Line\nbreak", "Bell\x07"])
    game.record(PointCorrection(0, 1, 100, "R\u00e9vision -1"))
    text = game_to_json(game, FIXED).rstrip()
    assert "\\u0007" in text
    for end in range(1, len(text)):
        with pytest.raises(BadGameFile, match="ends too early"):
            game_from_json(text[:end])


Change = Callable[[dict[str, Any]], object]


def put(path: str, value: object) -> Change:
    """A change that sets the value at `path` ("rules.uma.0") of the sample document."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value

    return change


def drop(path: str) -> Change:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        del target[last]

    return change


# Sample events: 1 riichi Ann, 2 ron (Ben from Cid, Ann liable), 3 tsumo Dee, 4 draw, 5 correction.
BAD_DOCUMENTS: list[tuple[str, Change, str]] = [
    ("format", put("format", "other-game"), 'its format is "other-game"'),
    ("no format", drop("format"), "This is not a Tallyo game file"),
    ("no version", drop("version"), 'damaged: it has no format "version".'),
    ("version text", put("version", "1"), '"version" should be a whole number, not text.'),
    ("version bool", put("version", True), "should be a whole number, not true or false."),
    ("no players", drop("players"), 'damaged: the file has no "players".'),
    ("no rules", drop("rules"), 'the file has no "rules".'),
    ("no events", drop("events"), 'the file has no "events".'),
    ("unknown field", put("score", 1), 'a field Tallyo Desktop does not know: "score".'),
    ("metadata list", put("metadata", []), '"metadata" should be an object, not a list.'),
    ("created number", put("metadata.created", 5), 'metadata: "created" should be text'),
    ("3 players", put("players", ["A", "B", "C"]), '"players" should list 4 names, not 3.'),
    ("player number", put("players.2", 7), '"players" should be text, not a whole number.'),
    ("same names", put("players.1", "Ann"), "Two players have the same name"),
    ("empty name", put("players.3", "  "), "are not valid: Every player needs a name."),
    ("surrogate", put("players.0", "\udc80"), "holds characters that are not text"),
    ("rules list", put("rules", []), "the rules should be an object, not a list."),
    ("no option", drop("rules.busting"), 'the rules has no "busting".'),
    ("new option", put("rules.sanma", True), 'does not know: "sanma".'),
    ("option type", put("rules.busting", 1), '"busting" should be true or false'),
    ("points text", put("rules.start_points", "25000"), '"start_points" should be a whole'),
    ("points decimal", put("rules.start_points", 25000.0), "not a decimal number."),
    ("huge", put("rules.riichi_stick", 2**60), '"riichi_stick" is too large a number.'),
    ("enum", put("rules.game_length", "hanchan"), '"hanchan", which is not one of: east_only'),
    ("enum type", put("rules.chombo", None), '"chombo" is null, which is not one of:'),
    ("set item", put("rules.pao", ["daisangen", "tsuuiisou"]), '"tsuuiisou", which is not'),
    ("set type", put("rules.abortive_draws", "four_winds"), "should be a list, not text."),
    ("uma length", put("rules.uma", [10000, -10000]), '"uma" should list 3 or 4 amounts, not 2.'),
    ("uma item", put("rules.uma.1", "5k"), '"uma" should be a whole number, not text.'),
    ("by count", put("rules.uma_by_floating", [[0, 0, 0, 0]]), "an uma table for each count"),
    ("uma sum", put("rules.uma.0", 20000), "cannot be played: The uma must add up to zero."),
    ("tenpai-yame", put("rules.agari_yame", False), "cannot be played: Tenpai-yame needs"),
    ("events object", put("events", {}), '"events" should be a list, not an object.'),
    ("event text", put("events.0", "riichi"), "event 1 should be an object, not text."),
    ("no type", drop("events.0.type"), 'event 1 has no "type".'),
    ("unknown type", put("events.0.type", "dora"), "event 1 is of a type Tallyo Desktop does"),
    ("type number", put("events.3.type", 4), "event 4 is of a type Tallyo Desktop does not"),
    ("no seat", drop("events.0.seat"), 'event 1 (riichi) has no "seat".'),
    ("extra", put("events.0.ippatsu", True), "event 1 (riichi) has a field Tallyo Desktop does"),
    ("seat range", put("events.0.seat", 4), '"seat" is 4, which is not a seat at the table'),
    ("seat minus", put("events.1.discarder", -1), 'event 2 (ron): "discarder" is -1, which'),
    ("seat text", put("events.0.seat", "Ann"), '"seat" should be a whole number, not text.'),
    ("wins", put("events.1.wins", None), 'event 2 (ron): "wins" should be a list, not null.'),
    ("winner", put("events.1.wins.0.winner", 9), 'winner 1: "winner" is 9, which is not a seat'),
    ("hand", drop("events.1.wins.0.hand.fu"), 'event 2 (ron), winner 1, hand has no "fu".'),
    ("han", put("events.1.wins.0.hand.han", 3.5), '"han" should be a whole number, not a dec'),
    ("pao", put("events.2.pao", {"seat": 0}), 'event 3 (tsumo), pao has no "yakuman".'),
    ("pao seat", put("events.1.wins.0.pao.seat", 5), 'pao: "seat" is 5, which is not a seat'),
    ("pao count", put("events.1.wins.0.pao.yakuman", "all"), '"yakuman" should be a whole'),
    ("tenpai", put("events.3.tenpai", [0, 2, 7]), '(exhaustive draw): "tenpai" is 7, which'),
    ("reason", put("events.4.reason", None), '"reason" should be text, not null.'),
    ("abortive", put("events.3", {"type": "abortive_draw", "kind": "five_winds"}), "five_winds"),
]


@pytest.mark.parametrize(
    ("change", "words"),
    [(change, words) for _, change, words in BAD_DOCUMENTS],
    ids=[name for name, _, _ in BAD_DOCUMENTS],
)
def test_a_document_of_another_shape_is_refused(change: Change, words: str) -> None:
    data = sample_document()
    change(data)
    message = refusal(data)
    assert words in message
    # The same refusal from the text of the file.
    with pytest.raises(BadGameFile) as refused:
        game_from_json(json.dumps(data))
    assert str(refused.value) == message


REFUSED_EVENTS: list[tuple[str, Change, str]] = [
    ("riichi twice", put("events.1", {"type": "riichi", "seat": 0}), "Event 2: Ann has already"),
    (
        "impossible hand",
        put("events.1.wins.0.hand", {"han": 1, "fu": 20, "yakuman": 0}),
        "Event 2: Ben: 20 fu is only pinfu won by tsumo",
    ),
    ("own discard", put("events.1.discarder", 1), "Event 2: A player cannot win on their own"),
    ("no winners", put("events.1.wins", []), "Event 2: A ron has one, two or three winners."),
    (
        "pao on own hand",
        put("events.1.wins.0.pao.seat", 1),
        "Event 2: The winner cannot be liable for their own hand.",
    ),
    (
        "chombo",
        put("events.4", {"type": "chombo", "seat": 0}),
        "Event 5: These rules have no chombo penalty.",
    ),
    (
        "correction",
        put("events.4.amount", 150),
        "Event 5: A correction is a positive number of points in steps of 100.",
    ),
    (
        "huge correction",
        put("events.4.amount", 9_007_199_254_740_900),
        "Event 5: A correction moves at most 1,000,000 points: check the amount.",
    ),
]


@pytest.mark.parametrize(
    ("change", "words"),
    [(change, words) for _, change, words in REFUSED_EVENTS],
    ids=[name for name, _, _ in REFUSED_EVENTS],
)
def test_an_event_the_game_refuses_is_named_with_its_reason(change: Change, words: str) -> None:
    data = sample_document()
    change(data)
    message = refusal(data)
    assert message.startswith("The game in this file cannot be replayed. ")
    assert words in message


def test_an_event_after_the_end_of_the_game_is_refused() -> None:
    game = Game(presets.east_only(presets.TENHOU), NAMES)
    # Dee goes bust on a dealer yakuman.
    game.record(Ron(3, (Win(0, Hand(yakuman=1)),)))
    assert game.is_over
    data = game_to_dict(game)
    events = data["events"]
    assert isinstance(events, list)
    events.append({"type": "riichi", "seat": 1})
    assert "Event 2: The game is over" in refusal(data)


def test_only_parsed_json_is_accepted() -> None:
    for value in (None, 3, "text", [1, 2], {"format": FORMAT_NAME, "version": 1, "x": {1, 2}}):
        message = refusal(value)
        assert "Tallyo game file" in message or "damaged" in message
    data = sample_document()
    data["rules"]["uma"] = (20000, 10000, -10000, -20000)
    assert "should be a list" in refusal(data)
    data = sample_document()
    data["players"][0] = 10**5000
    assert '"players" should be text, not a whole number.' in refusal(data)


# --- Fuzzing: any content gives a game or BadGameFile, nothing else ---------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
WORDS = sorted(
    {"format", "version", "metadata", "players", "rules", "events", "type", "seat", "wins"}
    | {"hand", "han", "fu", "yakuman", "pao", "winner", "discarder", "tenpai", "kind", "seats"}
    | {"riichi", "ron", "tsumo", "exhaustive_draw", "abortive_draw", "four_winds", "split"}
    | set(RULE_FIELDS)
)
# Values near those a record holds, and values no record holds.
ODD_VALUES: list[object] = [
    None, True, False, 0, 1, 2, 3, 4, -1, 5, 13, 30, 100, 25000, 2**53, 2**53 - 1, -(2**70),
    0.5, 30.0, float("nan"), float("inf"), "", " ", FORMAT_NAME, "\udc80", "\u6771", *WORDS,
]  # fmt: skip


def random_json(rng: random.Random, depth: int = 0) -> object:
    roll = rng.random()
    if depth >= 3 or roll < 0.6:
        return rng.choice(ODD_VALUES)
    if roll < 0.8:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    keys = rng.sample(WORDS, rng.randint(0, 5))
    return {key: random_json(rng, depth + 1) for key in keys}


def game_or_refusal(read: Callable[[], Game]) -> None:
    try:
        game = read()
    except BadGameFile as error:
        assert str(error)
    else:
        assert isinstance(game, Game)


def in_a_record(where: str, value: object) -> dict[str, Any]:
    """The sample document with `value` at one of its places."""
    document = sample_document()
    if where == "event":
        document["events"].insert(1, value)
    elif where == "hand":
        document["events"][1]["wins"][0]["hand"] = value
    else:
        document[where] = value
    return document


@given(json_values)
def test_random_json_gives_a_game_or_bad_game_file(value: object) -> None:
    game_or_refusal(lambda: game_from_json(json.dumps(value)))
    # The other places are left to the mutation test below.
    for where in ("metadata", "rules", "event", "hand"):
        document = in_a_record(where, value)
        game_or_refusal(lambda: game_from_dict(document))  # noqa: B023


def places(value: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a parsed JSON value, as keys and indexes from the top."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += places(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += places(item, (*prefix, index))
    return found


SAMPLES = [
    json.dumps(game_to_dict(sample_game(rules), FIXED))
    for rules in (presets.MAHJONG_SOUL, presets.WRC, presets.JPML_A)
]


def mutate(document: dict[str, Any], rng: random.Random) -> None:
    """One random change at one random place: replace, delete, add or nudge a number."""
    *path, last = rng.choice(places(document)[1:])
    parent: Any = document
    for key in path:
        parent = parent[key]
    target = parent[last]
    how = rng.randrange(4)
    if how == 0:
        parent[last] = random_json(rng)
    elif how == 1:
        del parent[last]
    elif how == 2 and isinstance(target, dict):
        target[rng.choice(WORDS)] = random_json(rng)
    elif how == 2 and isinstance(target, list):
        target.insert(rng.randint(0, len(target)), random_json(rng))
    elif isinstance(target, int) and not isinstance(target, bool):
        parent[last] = target + rng.choice([-100, -1, 1, 100, 10**20])
    else:
        parent[last] = rng.choice(ODD_VALUES)


@given(st.integers(0, 2**64), st.integers(1, 3))
def test_a_mutated_document_gives_a_game_or_bad_game_file(seed: int, changes: int) -> None:
    rng = random.Random(seed)
    document = json.loads(rng.choice(SAMPLES))
    for _ in range(changes):
        mutate(document, rng)
    game_or_refusal(lambda: game_from_dict(document))
    game_or_refusal(lambda: game_from_json(json.dumps(document)))


@given(st.integers(0, 2**64), st.text(max_size=6))
def test_a_mutated_text_gives_a_game_or_bad_game_file(seed: int, inserted: str) -> None:
    rng = random.Random(seed)
    text = SAMPLE_TEXT
    start = rng.randint(0, len(text))
    end = rng.randint(start, min(len(text), start + 20))
    game_or_refusal(lambda: game_from_json(text[:start] + inserted + text[end:]))


# --- The documentation ------------------------------------------------------------------------


def docs_example() -> str:
    found = re.search(r"```json\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.DOTALL)
    assert found is not None
    return found.group(1)


def test_the_example_in_the_docs_is_a_real_game_written_as_tallyo_writes_it() -> None:
    example = docs_example()
    game = game_from_json(example)
    assert len(game) == 7
    assert game.is_over
    assert game_to_json(game, saved_game_from_json(example).metadata) == example


def test_the_docs_name_every_rules_option_and_event_type() -> None:
    docs = DOCS.read_text(encoding="utf-8")
    for name in RULE_FIELDS:
        assert f"| `{name}`" in docs, name
    for kind in (
        "riichi", "ron", "tsumo", "exhaustive_draw", "nagashi_mangan", "abortive_draw", "chombo",
        "point_correction",
    ):  # fmt: skip
        assert f"| `{kind}`" in docs, kind
    assert NEWER in " ".join(docs.split())


# --- Files that are not what they seem -----------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.tallyo"
    os.mkfifo(pipe)
    with pytest.raises(BadGameFile, match="it is not an ordinary file"):
        read_game_file(pipe)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused() -> None:
    with pytest.raises(BadGameFile, match="it is not an ordinary file"):
        read_game_file("/dev/zero")


def test_a_file_over_the_size_limit_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(record_file, "MAX_FILE_BYTES", 4096)
    big = tmp_path / "big.tallyo"
    big.write_text(game_to_json(sample_game()).replace('"Ann"', '"' + "A" * 5000 + '"'))
    with pytest.raises(BadGameFile, match=r"too large to be a game file \(over 0 MB\)"):
        read_game_file(big)
    # The limit, not the size the system reports, decides: a file that grows while it is read
    # is stopped too.
    assert record_file.MAX_FILE_BYTES == 4096


def test_custom_rules_that_are_a_presets_are_written_and_read_as_that_preset() -> None:
    own = replace(presets.WRC, preset="custom")
    game = Game(own, NAMES)
    text = game_to_json(game, FIXED)
    again = game_from_json(text)
    assert again.rules == presets.WRC
    assert json.loads(text)["rules"]["preset"] == presets.WRC.preset
    assert game_to_json(again, FIXED) == text
