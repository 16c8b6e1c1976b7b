"""One rule for every payment text, in the preview and in the history, as the README shows it:
a payer pays the hand's value, then "+ honba" apart; a receiver receives the hand with its honba,
then "+ sticks (N riichi sticks)" apart. On a double ron each winner's line holds only what that
winner took."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tallyo_desktop.core.rules.rules import MultipleRonSticks, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows
from tallyo_desktop.core.table.preview import preview_lines

NAMES = ("Ann", "Bea", "Cid", "Dan")
README = Path(__file__).resolve().parents[2] / "README.md"
SHARED_OUT = Rules(honba_to_each_winner=True, multiple_ron_sticks=MultipleRonSticks.OWN_STICK_BACK)
"""Double ron as EMA plays it: every winner takes the honba and their own riichi stick back."""

PAYS = re.compile(r"(?P<name>\w+) pays (?P<hand>\d+)(?: \+ (?P<honba>\d+))?")
RECEIVES = re.compile(
    r"(?P<name>\w+) receives (?P<amount>\d+)"
    r"(?: \+ (?P<sticks>\d+) \((?P<count>\d+) riichi sticks?\))?"
)


def _game(rules: Rules, events: list[Event]) -> Game:
    game = Game(rules, NAMES)
    for event in events:
        game.record(event)
    return game


def _table_sticks(rules: Rules) -> Game:
    """East 1 again with one honba, and Bea's and Dan's riichi sticks left on the table."""
    game = _game(rules, [Riichi(1), Riichi(3), ExhaustiveDraw(frozenset({0, 1, 3}))])
    assert (game.state.honba, game.state.sticks, game.state.riichi) == (1, 2, frozenset())
    return game


def _own_stick(rules: Rules) -> Game:
    """East 1 again with one honba and Bea's stick on the table; Dan declares riichi now."""
    game = _game(rules, [Riichi(1), ExhaustiveDraw(frozenset({0, 1})), Riichi(3)])
    assert (game.state.honba, game.state.sticks, game.state.riichi) == (1, 2, frozenset({3}))
    return game


def _follows_the_rule(game: Game, event: Ron | Tsumo) -> list[str]:
    """The preview's lines, once each payer's and receiver's part is checked against the rule
    and against what recording the event moves."""
    state, rules = game.state, game.rules
    _title, payers, receivers = lines = preview_lines(state, event, rules)
    after = apply_event(state, event, rules)
    change = {
        name: a - b for name, a, b in zip(state.names, after.points, state.points, strict=True)
    }
    honba = (rules.honba_tsumo if isinstance(event, Tsumo) else rules.honba_ron) * state.honba
    for part in payers.split("; "):
        paid = PAYS.fullmatch(part)
        assert paid is not None, f"{part!r} is no payer's part"
        assert int(paid["hand"]) + int(paid["honba"]) == -change[paid["name"]]
        assert int(paid["honba"]) % honba == 0
    for part in receivers.split("; "):
        got = RECEIVES.fullmatch(part)
        assert got is not None, f"{part!r} is no receiver's part"
        sticks = int(got["sticks"] or 0)
        assert int(got["amount"]) + sticks == change[got["name"]]
        assert sticks == int(got["count"] or 0) * 1000
    return lines


def test_the_readme_example_is_what_the_preview_says() -> None:
    game = _table_sticks(Rules())
    lines = _follows_the_rule(game, Ron(1, (Win(3, Hand(han=6)),)))
    example = f"{lines[0]}: {'; '.join(lines[1:])}"
    assert example == "Haneman: Bea pays 12000 + 300; Dan receives 12300 + 2000 (2 riichi sticks)"
    assert f'("{example}")' in " ".join(README.read_text(encoding="utf-8").split())


def test_a_tsumo_each_payer_pays_the_hand_then_the_honba() -> None:
    game = _table_sticks(Rules())
    lines = _follows_the_rule(game, Tsumo(2, Hand(han=3, fu=30)))
    assert lines[1:] == [
        "Ann pays 2000 + 100; Bea pays 1000 + 100; Dan pays 1000 + 100",
        "Cid receives 4300 + 2000 (2 riichi sticks)",
    ]


def test_a_double_ron_gives_the_honba_and_sticks_to_the_nearest_winner_only() -> None:
    game = _table_sticks(Rules())
    ron = Ron(0, (Win(1, Hand(han=3, fu=30)), Win(3, Hand(han=4, fu=40))))
    lines = _follows_the_rule(game, ron)
    # Ann pays both hands (3900 + 8000), and one honba: to Bea, the nearest winner.
    assert lines[1:] == [
        "Ann pays 11900 + 300",
        "Bea receives 4200 + 2000 (2 riichi sticks); Dan receives 8000",
    ]


def test_a_double_ron_that_shares_the_honba_and_own_sticks_out() -> None:
    game = _own_stick(SHARED_OUT)
    ron = Ron(1, (Win(2, Hand(han=3, fu=30)), Win(3, Hand(han=4, fu=40))))
    lines = _follows_the_rule(game, ron)
    # Each winner takes a honba; Dan his own stick back, Cid (nearest) the one on the table.
    assert lines[1:] == [
        "Bea pays 11900 + 600",
        "Cid receives 4200 + 1000 (1 riichi stick); Dan receives 8300 + 1000 (1 riichi stick)",
    ]


CASES = [
    (Rules(), _table_sticks, Ron(1, (Win(3, Hand(han=6)),))),
    (Rules(), _table_sticks, Ron(0, (Win(1, Hand(han=3, fu=30)), Win(3, Hand(han=4, fu=40))))),
    (SHARED_OUT, _own_stick, Ron(1, (Win(2, Hand(han=3, fu=30)), Win(3, Hand(han=4, fu=40))))),
    (Rules(), _table_sticks, Tsumo(2, Hand(han=3, fu=30))),
]


@pytest.mark.parametrize(("rules", "setting", "event"), CASES)
def test_the_history_says_what_each_winner_received_as_the_preview_does(
    rules: Rules, setting: Callable[[Rules], Game], event: Ron | Tsumo
) -> None:
    game = setting(rules)
    receivers = preview_lines(game.state, event, rules)[-1]
    game.record(event)
    summary = history_rows(game)[-1].summary
    for part in receivers.split("; "):
        got = RECEIVES.fullmatch(part)
        assert got is not None
        amount = part.removeprefix(f"{got['name']} receives ")
        if isinstance(event, Ron):
            # "Dan 6 han: 12300 + 2000 (2 riichi sticks)": the winner, the hand, what they took.
            assert re.search(rf"{got['name']} [^:,]+: {re.escape(amount)}(,|$| \()", summary)
        else:
            assert summary.endswith(f"; {part}")


def test_the_history_of_a_ron_without_honba_or_sticks_is_the_hand_alone() -> None:
    game = _game(Rules(), [Ron(0, (Win(1, Hand(han=4, fu=30)),))])
    assert history_rows(game)[-1].summary == "Ron from Ann: Bea 4 han 30 fu: 7700"
    game.record(Tsumo(2, Hand(han=2, fu=30)))
    assert history_rows(game)[-1].summary == "Cid tsumo, 2 han 30 fu: 500/1000"
