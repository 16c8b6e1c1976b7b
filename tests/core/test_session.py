"""The game session: every operation returns what it changed, and a refused one changes
nothing; the entry's draft goes where the game is."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.session.draft import Draft, EntryMode, Place
from tallyo_desktop.core.session.session import GameSession
from tallyo_desktop.core.table.events import ExhaustiveDraw, NagashiMangan, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
RON = Ron(0, (Win(1, Hand(3, 30)),))
TSUMO = Tsumo(2, Hand(2, 30))


def session(*events: Ron | Tsumo | Riichi | ExhaustiveDraw) -> GameSession:
    game = Game(presets.east_only(presets.WRC), NAMES)
    for event in events:
        game.record(event)
    return GameSession(game)


def test_without_a_game_nothing_can_be_changed() -> None:
    empty = GameSession()
    with pytest.raises(TallyoError, match="new game first"):
        empty.record(RON)
    assert empty.begin(EntryMode.RON) == GameChange()
    assert not empty.can_enter() and empty.entry_table() is None


def test_loading_resets_everything_and_is_no_edit() -> None:
    loaded = GameSession().load(Game(presets.WRC, NAMES))
    assert loaded.reset and loaded.table and loaded.history_from == 0 and loaded.names
    assert not loaded.edited


def test_recording_says_the_table_and_history_changed_and_asks_for_a_save() -> None:
    played = session(RON)
    change = played.record(TSUMO)
    assert change == GameChange(table=True, history_from=1, edited=True, draft=True)
    assert played.game.events == (RON, TSUMO)


def test_a_refused_operation_raises_and_changes_nothing() -> None:
    played = session(RON)
    before = (played.game.events, played.state)
    with pytest.raises(TallyoError):
        played.record(Ron(1, (Win(1, Hand(3, 30)),)))
    with pytest.raises(TallyoError):
        played.splice(0, 1, [Ron(0, (Win(0, Hand(3, 30)),))])
    assert (played.game.events, played.state) == before


def test_read_only_refuses_every_change() -> None:
    shown = GameSession()
    shown.load(Game(presets.WRC, NAMES), read_only=True)
    with pytest.raises(TallyoError, match="look at only"):
        shown.record(RON)
    with pytest.raises(TallyoError, match="look at only"):
        shown.undo()
    assert shown.begin(EntryMode.RON) == GameChange()


def test_undo_and_redo_report_where_the_history_changed() -> None:
    played = session(RON, TSUMO)
    assert played.undo().history_from == 1
    assert played.game.events == (RON,)
    assert played.redo().history_from == 1
    assert played.redo() == GameChange()


def test_renaming_changes_the_names() -> None:
    played = session(RON)
    change = played.rename(1, "Beatrice")
    assert change.names and change.edited
    assert played.state.names[1] == "Beatrice"


def test_the_change_that_ends_the_game_carries_its_result() -> None:
    played = session()
    changes = [played.record(ExhaustiveDraw(frozenset())) for _ in range(4)]
    assert [change.finished is not None for change in changes] == [False] * 3 + [True]
    final = changes[-1].finished
    assert final is not None and final == played.settlement()


def test_an_entry_is_begun_described_previewed_and_recorded() -> None:
    played = session()
    assert played.begin(EntryMode.RON).draft
    assert played.draft_preview() is None
    played.describe(RON)
    preview = played.draft_preview()
    assert preview is not None and preview.ok and preview.lines
    change = played.record_draft()
    assert change.edited and change.draft
    assert played.game.events == (RON,)
    assert played.draft.mode is EntryMode.IDLE


def test_an_entry_the_game_refuses_stays_open() -> None:
    played = session()
    played.begin(EntryMode.RON)
    impossible = Ron(1, (Win(1, Hand(3, 30)),))
    played.describe(impossible)
    preview = played.draft_preview()
    assert preview is not None and not preview.ok
    with pytest.raises(TallyoError):
        played.record_draft()
    assert played.draft.mode is EntryMode.RON and played.game.events == ()


def test_a_draw_and_a_nagashi_share_their_entry_but_a_win_starts_a_new_one() -> None:
    played = GameSession(Game(presets.TENHOU, NAMES))
    played.begin(EntryMode.DRAW)
    first = played.draft.entry
    played.begin(EntryMode.NAGASHI)
    assert (played.draft.mode, played.draft.entry) == (EntryMode.NAGASHI, first)
    played.begin(EntryMode.RON)
    assert played.draft.entry != first
    again = played.draft.entry
    played.begin(EntryMode.RON)
    assert played.draft.entry != again, "pressing R again starts the entry afresh"


def test_a_past_hand_opens_filled_in_and_its_change_replays_the_rest() -> None:
    played = session(Riichi(2), RON, TSUMO)
    played.open_hand(0, 2, frozenset({2}))
    assert played.draft == Draft(EntryMode.RON, Place(0, 2, frozenset({2})), RON, 1)
    table = played.entry_table()
    assert table is not None and table.riichi == frozenset({2})
    # The riichi is taken back, and Bea's win made a tsumo.
    played.declare_riichi(2)
    played.begin(EntryMode.TSUMO)
    played.describe(Tsumo(1, Hand(3, 30)))
    change = played.record_draft()
    assert change.history_from == 0
    assert played.game.events == (Tsumo(1, Hand(3, 30)), TSUMO)


def test_riichi_at_the_end_is_recorded_and_the_entry_stays() -> None:
    played = session()
    played.begin(EntryMode.RON)
    change = played.declare_riichi(3)
    assert change.edited and played.game.events == (Riichi(3),)
    assert played.draft.mode is EntryMode.RON


def test_a_forgotten_hand_goes_in_before_the_row() -> None:
    played = session(TSUMO)
    played.insert_hand(0)
    assert played.draft.place.inserting and played.draft.mode is EntryMode.IDLE
    played.begin(EntryMode.RON)
    played.describe(RON)
    played.record_draft()
    assert played.game.events == (RON, TSUMO)


def test_an_undo_under_a_past_hand_being_changed_closes_the_entry() -> None:
    played = session(RON, TSUMO)
    played.open_hand(1, 2, frozenset())
    played.undo()
    assert played.draft.mode is EntryMode.IDLE and played.draft.place.at_end


def test_cancel_closes_the_entry() -> None:
    played = session(RON)
    played.open_hand(0, 1, frozenset())
    before = played.draft.entry
    assert played.cancel().draft
    assert played.draft.mode is EntryMode.IDLE and played.draft.entry > before


def test_nagashi_is_entered_like_a_draw() -> None:
    played = GameSession(Game(presets.TENHOU, NAMES))
    played.begin(EntryMode.NAGASHI)
    played.describe(NagashiMangan((1,), frozenset({1})))
    preview = played.draft_preview()
    assert preview is not None and preview.ok
    played.record_draft()
    assert played.game.events == (NagashiMangan((1,), frozenset({1})),)


def test_undoing_and_redoing_a_rename_says_the_names_changed() -> None:
    played = session(RON)
    played.rename(3, "Dee")
    undone = played.undo()
    assert undone.names and played.state.names[3] == "Dan"
    assert played.redo().names and played.state.names[3] == "Dee"
