"""A record writer kept across a game writes the whole record after an edit in its middle,
however many events the edit leaves."""

from __future__ import annotations

from tallyo_desktop.core.record import format as record
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
METADATA = record.Metadata(created="2026-01-02T03:04:05+09:00", app_version="1.0")


def test_an_edit_that_keeps_the_number_of_events_is_written() -> None:
    game = Game(presets.WRC, NAMES)
    for _ in range(12):
        game.record(ExhaustiveDraw(frozenset({0})))
    writer = record.RecordWriter()
    before = writer.text(game, METADATA)
    game.splice(5, 6, [ExhaustiveDraw(frozenset({1, 2}))])
    after = writer.text(game, METADATA)
    assert after != before
    assert after == record.game_to_json(game, METADATA)
    # And the hand recorded after it is written after the edited ones.
    game.record(ExhaustiveDraw(frozenset()))
    assert writer.text(game, METADATA) == record.game_to_json(game, METADATA)
