"""Games for the standings' tests, written by the core as the app writes them."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")
FOUR = presets.east_only(presets.MAHJONG_SOUL)
THREE = presets.east_only(presets.MAHJONG_SOUL_3P)
EVENTS: tuple[Event, ...] = (
    Riichi(0),
    Ron(2, (Win(1, Hand(3, 40)),)),
    Tsumo(2, Hand(2, 30)),
    ExhaustiveDraw(frozenset({0, 2})),
    Ron(0, (Win(3, Hand(5)),)),
    Riichi(1),
    Ron(0, (Win(1, Hand(2, 30)),)),
)
"""A finished East-only game under `FOUR`: Dee +21.3, Ben +10.7, Cid -6.7, Ann -25.3."""
OTHER_WAY: tuple[Event, ...] = (*EVENTS[:2], Tsumo(2, Hand(2, 40)), *EVENTS[3:])
"""The same game with Cid's tsumo entered at 40 fu: it finishes as well, and contradicts it."""
THREE_EVENTS: tuple[Event, ...] = (
    Ron(1, (Win(0, Hand(3, 30)),)),
    ExhaustiveDraw(frozenset()),
    ExhaustiveDraw(frozenset()),
    ExhaustiveDraw(frozenset()),
)
CREATED = "2026-03-05T19:30:00+01:00"


def game(
    names: Sequence[str] = NAMES, events: Sequence[Event] = EVENTS, rules: Rules = FOUR
) -> Game:
    return Game.replay(rules, names, events)


def three_player_game(names: Sequence[str] = ("Ann", "Ben", "Cid")) -> Game:
    played = game(names, THREE_EVENTS, THREE)
    assert played.is_over
    return played


def write(
    path: Path,
    played: Game,
    game_id: str | None = "game-1",
    created: str | None = CREATED,
) -> Path:
    """`played` saved at `path` with the metadata a table's laptop gives it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    metadata = Metadata(id=game_id, created=created, updated=created, app_version="1.0")
    path.write_text(game_to_json(played, metadata), encoding="utf-8")
    return path
