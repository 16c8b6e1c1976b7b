"""Each game's figures, worked out by hand from games built event by event: every count of
every seat, the yaku, and where the best hands were played."""

from __future__ import annotations

from standings_games import EVENTS, FOUR
from statistics_games import NAMES, tiles_game, varied_game

from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.statistics.game_figures import HandRef, game_figures
from tallyo_desktop.core.statistics.hands import played_hands
from tallyo_desktop.core.statistics.seat_row import SeatRow
from tallyo_desktop.core.table.events import Chombo, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

METADATA = Metadata(id="g1", created="2026-03-05T19:30:00+01:00")


def test_a_finished_game_seat_by_seat() -> None:
    # standings_games.EVENTS: Ann's riichi and Ben's ron from Cid (5200); Cid's tsumo
    # (500/1000); a draw with Ann and Cid tenpai, so Cid deals again; Dee's mangan from Ann
    # with 1 honba; Ben's riichi and his ron from Ann (2000), which ends the game.
    figures = game_figures(Game.replay(FOUR, ("Ann", "Ben", "Cid", "Dee"), EVENTS), METADATA, "g1")
    common = {"games": 1, "hands": 5, "draws": 1}
    assert figures.rows == (
        SeatRow(
            **common,
            place_4=1,
            result=-25300,
            final_points=14700,
            dealer_hands=1,
            deal_ins=2,
            deal_ins_to_riichi=1,
            deal_in_points=8300 + 2000,
            deal_ins_from_8000=1,
            deal_ins_from_2000=1,
            riichi=1,
            first_riichi=1,
            tenpai=1,
        ),
        SeatRow(
            **common,
            place_2=1,
            result=10700,
            final_points=30700,
            dealer_hands=1,
            wins=2,
            ron_wins=2,
            riichi_wins=1,
            first_riichi_wins=1,
            win_points=5200 + 2000,
            wins_from_4000=1,
            wins_from_2000=1,
            riichi=1,
            first_riichi=1,
            best_hand=5200,
        ),
        SeatRow(
            **common,
            place_3=1,
            result=-6700,
            final_points=23300,
            dealer_hands=2,
            dealer_repeats=1,
            dealer_streak=1,
            wins=1,
            tsumo_wins=1,
            win_points=2000,
            wins_from_2000=1,
            deal_ins=1,
            deal_in_points=5200,
            deal_ins_from_4000=1,
            tenpai=1,
            best_hand=2000,
        ),
        SeatRow(
            **common,
            place_1=1,
            result=21300,
            final_points=31300,
            dealer_hands=1,
            wins=1,
            ron_wins=1,
            win_points=8300,
            wins_from_8000=1,
            best_hand=8000,
            # After the first hand Ben had 31200 (5200 and Ann's stick) to Dee's 25000.
            comeback=6200,
        ),
    )
    assert figures.places == (4, 2, 3, 1)
    assert figures.facts.names == ("Ann", "Ben", "Cid", "Dee")
    assert (figures.facts.date, figures.facts.players, figures.facts.preset) == (
        "2026-03-05",
        4,
        "mahjong-soul",
    )
    assert figures.best_hands[3] == HandRef("g1", 4, 3, Wind.EAST, 3, 1)
    assert figures.dealer_streaks[2] == HandRef("g1", 3, 2, Wind.EAST, 3, 0)
    assert figures.best_hands[0] is None and figures.yakuman == ()


def _hand_counts(row: SeatRow) -> dict[str, int]:
    """The row without what the settlement gives (places, results, points)."""
    skipped = {"place_1", "place_2", "place_3", "place_4", "result", "final_points", "busts"}
    skipped |= {"games", "hands", "comeback"}
    return {
        name: value
        for name, value in row._asdict().items()
        if value and name not in skipped and "_from_" not in name
    }


def test_riichi_double_ron_chombo_draws_and_the_dealer_s_streak() -> None:
    figures = game_figures(varied_game(), METADATA, "g2")
    assert {row.hands for row in figures.rows} == {7}, "the chombo's hand is played again"
    ann, bea, cid, dan = (_hand_counts(row) for row in figures.rows)
    assert ann == {
        "dealer_hands": 1,
        # Declared in the hand Dan's chombo voided: still a first riichi.
        "riichi": 1,
        "first_riichi": 1,
        "deal_ins": 1,
        "deal_in_points": 2000 + 3900,
        "wins": 1,
        "ron_wins": 1,
        # 2000 and four honba.
        "win_points": 3200,
        "best_hand": 2000,
        "draws": 2,
    }
    assert bea == {
        "dealer_hands": 1,
        "riichi": 1,
        "first_riichi": 1,
        "wins": 1,
        "ron_wins": 1,
        "riichi_wins": 1,
        "first_riichi_wins": 1,
        "riichi_nomi": 1,
        "win_points": 1000,
        "best_hand": 1000,
        "draws": 2,
        "nagashi_mangan": 1,
    }
    assert cid == {
        "dealer_hands": 4,
        "dealer_repeats": 3,
        "dealer_streak": 3,
        "riichi": 1,
        "deal_ins": 1,
        "deal_ins_to_riichi": 1,
        "deal_ins_in_riichi": 1,
        "deal_in_points": 1000,
        "wins": 2,
        "ron_wins": 1,
        "tsumo_wins": 1,
        "dealer_wins": 1,
        # 2000 in the double ron; 3900 all with 1 honba, 12000 in all.
        "win_points": 2000 + 12000,
        "best_hand": 11700,
        "draws": 2,
        "tenpai": 1,
    }
    assert dan == {
        "dealer_hands": 1,
        "chombo": 1,
        "riichi": 1,
        "first_riichi": 1,
        # On the tile that declared it: still dealt in while in riichi.
        "deal_ins": 1,
        "deal_ins_in_riichi": 1,
        "deal_in_points": 3200,
        "wins": 1,
        "ron_wins": 1,
        "win_points": 3900,
        "best_hand": 3900,
        "draws": 2,
    }
    assert figures.dealer_streaks[2] == HandRef("g2", 8, 4, Wind.EAST, 3, 2)
    # The sizes, by band from 0, 2000, 4000, 8000, 12000, 24000: Ann's double ron cost 5900
    # and her win was paid 3200; Cid's tsumo was paid 12000 in all.
    rows = figures.rows
    assert [row.win_bands for row in rows] == [
        (0, 1, 0, 0, 0, 0),
        (1, 0, 0, 0, 0, 0),
        (0, 1, 0, 0, 1, 0),
        (0, 1, 0, 0, 0, 0),
    ]
    assert [row.deal_in_bands for row in rows] == [
        (0, 0, 1, 0, 0, 0),
        (0, 0, 0, 0, 0, 0),
        (1, 0, 0, 0, 0, 0),
        (0, 1, 0, 0, 0, 0),
    ]


def test_wins_counted_from_tiles_a_triple_ron_and_a_liable_yakuman() -> None:
    figures = game_figures(tiles_game(), METADATA, "g3")
    ann, bea, cid, dan = figures.rows
    # The triple ron is an abortive draw under Tenhou's rules: nobody won, nobody dealt in,
    # and Ann dealt again. Ann paid the daisangen she fed: no deal-in either.
    assert (ann.wins, ann.deal_ins, ann.dealer_hands, ann.dealer_repeats) == (0, 0, 2, 1)
    assert (ann.final_points, ann.busts, ann.place_4) == (-8100, 1, 1)
    assert (bea.counted_wins, bea.open_wins, bea.damaten_wins, bea.dora) == (1, 1, 0, 1)
    assert (bea.win_points, bea.best_hand) == (2300, 2000)
    assert (cid.counted_wins, cid.open_wins, cid.damaten_wins, cid.dora) == (1, 0, 1, 0)
    assert (dan.deal_ins, dan.deal_in_points, dan.wins, dan.yakuman) == (1, 2000, 1, 1)
    assert (dan.counted_wins, dan.best_hand, dan.comeback) == (0, 32000, 4900)
    assert figures.yaku == ({}, {"Yakuhai (haku)": 1}, {"Tanyao": 1, "Pinfu": 1}, {})
    (yakuman,) = figures.yakuman
    assert (yakuman.name, yakuman.seat, yakuman.paid, yakuman.where.hand) == ("Dan", 3, 32000, 3)


def test_the_hands_walked_hold_every_riichi_once() -> None:
    game = varied_game()
    hands = list(played_hands(game))
    assert [hand.number for hand in hands] == [0, 1, 2, 2, 3, 4, 5, 6]
    assert [hand.counts for hand in hands].count(False) == 1
    assert isinstance(hands[2].end, Chombo) and hands[2].riichi == (0,)
    assert sum(len(hand.riichi) for hand in hands) == sum(
        isinstance(event, Riichi) for event in game.events
    )
    assert sum(hand.counts for hand in hands) == game.state.hands_played


def test_a_riichi_in_a_hand_still_played_belongs_to_no_hand() -> None:
    game = Game.replay(FOUR, NAMES, (ExhaustiveDraw(frozenset()), Riichi(2)))
    (row_ann, _, row_cid, _) = game_figures(game, Metadata(), "g4").rows
    assert (row_cid.riichi, row_ann.draws, row_ann.hands) == (0, 1, 1)


def test_a_counted_yakuman_of_thirteen_han_is_a_yakuman_where_the_rules_say_so() -> None:
    events = (Tsumo(1, Hand(13)), Ron(0, (Win(2, Hand(13)),)))
    counted = game_figures(Game.replay(FOUR, NAMES, events), Metadata(), "k").rows
    capped = FOUR.with_changes(kazoe_yakuman=False)
    not_counted = game_figures(Game.replay(capped, NAMES, events), Metadata(), "k").rows
    assert [row.yakuman for row in counted] == [0, 1, 1, 0]
    assert [row.yakuman for row in not_counted] == [0, 0, 0, 0]
    # A non-dealer's yakuman by tsumo, 8000/16000; a sanbaiman by ron, 24000.
    assert [row.best_hand for row in counted] == [0, 32000, 32000, 0]
    assert [row.best_hand for row in not_counted] == [0, 24000, 24000, 0]
