"""A hand counted from its tiles keeps its tiles and yaku at every han, limits and yakuman
included, whichever way the win is entered: a new hand, a past hand changed, a forgotten hand
put in, the second winner of a double ron."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.entry.winner_row import WinnerRow
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.counting.names import CountedYaku
from tallyo_desktop.core.counting.situation import RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tiles
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.record.format import game_to_dict
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import KAZOE_HAN, LIMIT_HAN, MAX_YAKUMAN, VALID_FU, Hand
from tallyo_desktop.core.table.events import Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .five_hands import HANDS, NAMES
from .pages import HistoryPage, TablePage, TilePickerPage
from .table_driver import show

# No busting, so that a yakuman in East 1 leaves the later hands possible; double yakuman forms,
# so that a double yakuman can be counted.
RULES = presets.TENHOU.with_changes(busting=False, double_yakuman_forms=True)
KIRIAGE = RULES.with_changes(kiriage_mangan=True)


@dataclass(frozen=True)
class Counted:
    """A win the player counts from its tiles, and the hand the table must record for it."""

    name: str
    tiles: str
    win: str | None
    dora: str
    tsumo: bool
    hand: Hand
    rules: Rules = RULES

    def __str__(self) -> str:
        return self.name


TILES = (
    Counted("1 han", "123m456p789s234s99p", "9p", "", False, Hand(1, 40)),
    Counted("2 han", "123m456p789s234s99p", "9p", "1m", False, Hand(2, 40)),
    Counted("3 han", "123m456p789s234s99p", "9p", "8p", False, Hand(3, 40)),
    Counted("4 han", "234m406p678s55p234s", None, "", False, Hand(4, 30)),
    Counted("4 han 30 fu, kiriage", "234m406p678s55p234s", None, "", False, Hand(4, 30), KIRIAGE),
    Counted("mangan", "234m406p678s55p234s", None, "1m", False, Hand(5)),
    Counted("haneman by tsumo", "234m406p678s55p234s", None, "1m", True, Hand(6)),
    Counted("haneman", "234m406p678s55p234s", None, "4p", False, Hand(7)),
    Counted("baiman", "111222333m55z666z", "6z", "", False, Hand(9)),
    Counted("sanbaiman", "22334455667788m", "8m", "", False, Hand(12)),
    Counted("counted yakuman", "22334405667788m", "8m", "", False, Hand(13)),
    Counted("15 han by tsumo", "223344m556677m88m", "2m", "1m", True, Hand(15)),
    Counted("yakuman", "11123455678999m", "9m", "", False, Hand(yakuman=1)),
    Counted("double yakuman", "11122233344455m", "5m", "", False, Hand(yakuman=2)),
)
"""Every level a hand can be worth, each by ron or by tsumo (with riichi)."""
BY_RON = tuple(case for case in TILES if not case.tsumo)


def _window(qtbot: QtBot, case: Counted) -> tuple[TablePage, HistoryPage, FakePrompter]:
    prompter = FakePrompter()
    window = MainWindow()
    window.set_up(GameController(Game.replay(case.rules, NAMES, HANDS)), prompter)
    qtbot.addWidget(window)
    show(qtbot, window)

    def pick(request: TileRequest) -> tuple[WinTiles, Hand] | None:
        # The real picker, for the request the table made, filled in as the player would.
        picker = TilePickerPage(qtbot, request, shown=False)
        picker.fill_in(case.tiles, case.win, dora=case.dora, riichi=RiichiKind.RIICHI)
        return picker.picked()

    prompter.tiles_picked = pick
    return TablePage(qtbot, window), HistoryPage(qtbot, window), prompter


def _start(table: TablePage, case: Counted, winner: str, dealt_in: str) -> None:
    if case.tsumo:
        table.start_tsumo(winner)
    else:
        table.start_ron(winner, dealt_in=dealt_in)


def _count_and_record(table: TablePage, case: Counted) -> WinTiles:
    """K, the tiles picked, Use this hand; then Record. The tiles the win was counted from."""
    table.count_tiles()
    row = table.winner_row(-1)
    assert row.tiles_label() == "Tiles ✓", f"a {case} keeps its tiles in the entry"
    tiles = row.counted_tiles()
    assert tiles is not None
    assert table.can_record()
    table.record()
    return tiles


def _kept(table: TablePage, history: HistoryPage, case: Counted, index: int, row: int) -> None:
    """The win of event `index` (row `row` of the history) kept its tiles, in the game, in the
    history and in the file."""
    game = table.window.controller.game
    event = game.events[index]
    win = event.wins[-1] if isinstance(event, Ron) else event
    assert isinstance(win, Win | Tsumo)
    assert win.hand == case.hand
    assert win.tiles is not None, f"a {case} is recorded with its tiles"
    assert win.tiles.yaku_text() in history.summary(row)
    assert history.window.controller.model.row_at(row).tiles
    written = game_to_dict(game)["events"]
    assert isinstance(written, list)
    recorded = written[index]
    wins = recorded.get("wins", [recorded])
    assert "tiles" in wins[-1], f"a {case} is written with its tiles"


@pytest.mark.parametrize("case", TILES, ids=str)
def test_a_new_hand_keeps_its_tiles(qtbot: QtBot, case: Counted) -> None:
    table, history, _ = _window(qtbot, case)
    _start(table, case, "Bea", dealt_in="Cid")
    _count_and_record(table, case)
    _kept(table, history, case, len(HANDS), row=history.rows() - 1)


@pytest.mark.parametrize("case", TILES, ids=str)
def test_a_past_hand_changed_keeps_its_tiles(qtbot: QtBot, case: Counted) -> None:
    table, history, _ = _window(qtbot, case)
    # East 1 is Bea's ron on Ann, East 2 Cid's tsumo: the one of the case's kind is changed.
    row, index = (1, 2) if case.tsumo else (0, 0)
    history.double_click(row)
    _count_and_record(table, case)
    _kept(table, history, case, index, row)
    assert len(table.window.controller.game.events) == len(HANDS)


@pytest.mark.parametrize("case", TILES, ids=str)
def test_a_forgotten_hand_put_in_keeps_its_tiles(qtbot: QtBot, case: Counted) -> None:
    table, history, _ = _window(qtbot, case)
    history.go_to(rows_up=history.rows() - 1)
    table.press("insert")
    _start(table, case, "Bea", dealt_in="Ann")
    _count_and_record(table, case)
    _kept(table, history, case, 0, row=0)
    assert len(table.window.controller.game.events) == len(HANDS) + 1


@pytest.mark.parametrize("case", BY_RON, ids=str)
def test_the_second_winner_of_a_double_ron_keeps_its_tiles(qtbot: QtBot, case: Counted) -> None:
    table, history, prompter = _window(qtbot, case)
    table.start_ron("Dan", dealt_in="Cid")
    table.hand(han=2)
    table.press("w", table.seat_key("Bea"))
    _count_and_record(table, case)
    assert prompter.tile_requests[-1].winner == "Bea"
    _kept(table, history, case, len(HANDS), row=history.rows() - 1)
    ron = table.window.controller.game.events[-1]
    assert isinstance(ron, Ron)
    assert (ron.wins[0].hand, ron.wins[0].tiles) == (Hand(2, 30), None)


def test_the_hand_counted_changed_by_hand_drops_its_tiles(qtbot: QtBot) -> None:
    # Counted a haneman, then entered as a mangan: the tiles no longer make the hand.
    case = TILES[6]
    table, _, _ = _window(qtbot, case)
    _start(table, case, "Bea", dealt_in="Cid")
    table.count_tiles()
    table.hand(limit="mangan")
    row = table.winner_row(-1)
    assert row.tiles_label() == "Tiles…"
    table.record()
    tsumo = table.window.controller.game.events[-1]
    assert isinstance(tsumo, Tsumo)
    assert (tsumo.hand, tsumo.tiles) == (Hand(5), None)


_CONCEALED = parse_tiles("123m456p789s234s99p", None)
_TILES = WinTiles(
    WinSituation(_CONCEALED, _CONCEALED[-1], tsumo=False, riichi=RiichiKind.RIICHI),
    (CountedYaku("Riichi", 1),),
)
_HANDS = st.one_of(
    st.builds(Hand, han=st.integers(1, LIMIT_HAN - 1), fu=st.sampled_from(VALID_FU[2:])),
    # From 5 han a count may come with its fu or without, and beyond the 13 a field shows.
    st.builds(
        Hand, han=st.integers(LIMIT_HAN, KAZOE_HAN + 13), fu=st.sampled_from((None, *VALID_FU))
    ),
    st.builds(Hand, yakuman=st.integers(1, MAX_YAKUMAN)),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(hand=_HANDS)
def test_a_winners_line_keeps_the_tiles_of_any_hand_counted(qtbot: QtBot, hand: Hand) -> None:
    # One line for each hand, as the entry shows a new winner: nothing carries over.
    line = WinnerRow()
    qtbot.addWidget(line)
    line.show_seat(1, Game(RULES, NAMES).state, RULES, removable=False)
    line.set_counted(_TILES, hand)
    assert line.counted_tiles() == _TILES
    assert line.hand() == hand, "the hand recorded is the one counted, 15 han or 6 han 40 fu"
