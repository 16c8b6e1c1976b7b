"""One game's figures, worked out once by walking its hands: a `SeatRow` of counts for each
seat, the yaku each seat won with, and where the hands worth pointing to were played (each
seat's best hand and longest dealer streak, every yakuman).

Nothing here depends on any other game, so the figures of a game can be kept beside it and
summed later with those of any set of games (`totals`).
"""

from __future__ import annotations

from collections.abc import Mapping

from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.statistics.hands import PlayedHand, played_hands
from tallyo_desktop.core.statistics.scope import GameFacts, game_date, player_name
from tallyo_desktop.core.statistics.seat_row import (
    FIELDS,
    SIZE_BANDS,
    SeatRow,
    packed,
    size_band,
)
from tallyo_desktop.core.statistics.wins import DORA_NAMES, HandWins, PaidWin, hand_wins
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    ExhaustiveDraw,
    NagashiMangan,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.values import field, valueclass


@valueclass
class HandRef:
    """Where in which game a hand was played."""

    game: str
    """The game's key."""
    event: int
    """The index of the event that ended the hand, from 0."""
    hand: int
    """The hand's place among the game's hands, from 0."""
    round_wind: Wind
    hand_number: int
    """1 to the number of seats: "East 2" is 2."""
    honba: int


@valueclass
class YakumanWin:
    where: HandRef
    seat: int
    name: str
    paid: int
    """What the winner was paid for the hand, honba and sticks aside."""
    yaku: tuple[str, ...]
    """The yaku counted from its tiles (the yakuman's names), where they were kept."""


Seat = tuple[int, int, int, int, Mapping[str, int]]
"""What summing a seat's figures reads, in one tuple: its packed row, its best hand, dealer
streak and comeback, and its yaku."""


@valueclass
class GameFigures:
    """A game's figures, seat by seat (seat 0 dealt first)."""

    facts: GameFacts
    rows: tuple[SeatRow, ...]
    places: tuple[int, ...]
    yaku: tuple[Mapping[str, int], ...]
    """For each seat, how many of its wins counted from tiles had each yaku, by the name the
    record gives it ("Riichi", "Yakuhai (haku)"); dora are counted in the rows instead."""
    best_hands: tuple[HandRef | None, ...]
    """Where each seat's `best_hand` was won (the first, of equal ones)."""
    dealer_streaks: tuple[HandRef | None, ...]
    """The hand of the last repeat of each seat's longest dealer streak (the first, of equal
    ones)."""
    yakuman: tuple[YakumanWin, ...]
    packed: tuple[int, ...] = ()
    """Each seat's row packed into one number (`seat_row.packed`), for summing many games;
    made from the rows when not given."""

    seats: tuple[Seat, ...] = field(init=False, repr=False, compare=False)
    """Each seat's `Seat`, made from the rest."""

    def __post_init__(self) -> None:
        # Frozen: set once here, as the dataclass's own __init__ would.
        if not self.packed:
            object.__setattr__(self, "packed", tuple(map(packed, self.rows)))
        seats = tuple(
            (packed_row, row.best_hand, row.dealer_streak, row.comeback, yaku)
            for packed_row, row, yaku in zip(self.packed, self.rows, self.yaku, strict=True)
        )
        object.__setattr__(self, "seats", seats)


def hand_ref(key: str, hand: PlayedHand) -> HandRef:
    """Where `hand` of the game kept under `key` was played."""
    before = hand.before
    return HandRef(
        key, hand.event, hand.number, before.round_wind, before.hand_number, before.honba
    )


class _Walk:
    """The counts of one game as its hands are walked."""

    def __init__(self, key: str, seats: int) -> None:
        self.key = key
        self.counts = [dict.fromkeys(FIELDS, 0) for _ in range(seats)]
        self.yaku: list[dict[str, int]] = [{} for _ in range(seats)]
        self.best: list[HandRef | None] = [None] * seats
        self.streaks: list[HandRef | None] = [None] * seats
        self.yakuman: list[YakumanWin] = []
        self.running = [0] * seats
        self.behind = [0] * seats

    def hand(self, hand: PlayedHand, won: HandWins) -> None:
        counts = self.counts
        for position, seat in enumerate(hand.riichi):
            counts[seat]["riichi"] += 1
            counts[seat]["first_riichi"] += position == 0
        end = hand.end
        if isinstance(end, Chombo):
            counts[end.seat]["chombo"] += 1
            return
        for win in won.wins:
            self.win(hand, win)
        if won.discarder is not None:
            dealt = counts[won.discarder]
            dealt["deal_ins"] += 1
            dealt["deal_ins_to_riichi"] += any(win.riichi for win in won.wins)
            dealt["deal_ins_in_riichi"] += won.discarder in hand.riichi
            dealt["deal_ins_to_dealer"] += any(win.dealer for win in won.wins)
            dealt["deal_in_points"] += won.dealt
            dealt[f"deal_ins_from_{SIZE_BANDS[size_band(won.dealt)]}"] += 1
        if isinstance(end, ExhaustiveDraw | NagashiMangan):
            for seat, seat_counts in enumerate(counts):
                seat_counts["draws"] += 1
                seat_counts["tenpai"] += seat in end.tenpai
            if isinstance(end, NagashiMangan):
                for seat in end.seats:
                    counts[seat]["nagashi_mangan"] += 1
        self.dealer(hand, won)
        points = hand.after.points
        leader = max(points)
        self.behind = [max(was, leader - now) for was, now in zip(self.behind, points, strict=True)]

    def dealer(self, hand: PlayedHand, won: HandWins) -> None:
        """The dealer's hand, and whether the deal was kept: a win by the dealer, the dealer
        tenpai at an exhaustive draw, or an abortive draw (a triple ron that is one included)."""
        end = hand.end
        dealer = hand.before.dealer
        counts = self.counts[dealer]
        counts["dealer_hands"] += 1
        if isinstance(end, ExhaustiveDraw | NagashiMangan):
            kept = dealer in end.tenpai
        elif isinstance(end, AbortiveDrawEvent) or not won.wins:
            kept = True
        else:
            kept = any(win.winner == dealer for win in won.wins)
        if not kept:
            self.running[dealer] = 0
            return
        counts["dealer_repeats"] += 1
        self.running[dealer] += 1
        if self.running[dealer] > counts["dealer_streak"]:
            counts["dealer_streak"] = self.running[dealer]
            self.streaks[dealer] = hand_ref(self.key, hand)

    def win(self, hand: PlayedHand, win: PaidWin) -> None:
        seat = win.winner
        counts = self.counts[seat]
        counts["wins"] += 1
        counts["tsumo_wins" if win.tsumo else "ron_wins"] += 1
        counts["riichi_wins"] += win.riichi
        counts["first_riichi_wins"] += hand.riichi[:1] == (seat,)
        counts["dealer_wins"] += win.dealer
        counts["win_points"] += win.paid
        counts[f"wins_from_{SIZE_BANDS[size_band(win.paid)]}"] += 1
        counts["yakuman"] += win.yakuman
        counts["riichi_nomi"] += win.riichi_nomi
        if win.hand_points > counts["best_hand"]:
            counts["best_hand"] = win.hand_points
            self.best[seat] = hand_ref(self.key, hand)
        tiles = win.tiles
        names: tuple[str, ...] = ()
        if tiles is not None:
            counts["counted_wins"] += 1
            counts["open_wins"] += bool(win.is_open)
            counts["damaten_wins"] += win.damaten
            yaku = self.yaku[seat]
            for counted in tiles.yaku:
                dora = DORA_NAMES.get(counted.name)
                if dora is None:
                    yaku[counted.name] = yaku.get(counted.name, 0) + 1
                    names += (counted.name,)
                else:
                    counts[dora] += counted.han
        if win.yakuman:
            where = hand_ref(self.key, hand)
            self.yakuman.append(YakumanWin(where, seat, "", win.hand_points, names))


def game_figures(game: Game, metadata: Metadata, key: str) -> GameFigures:
    """The figures of `game`, whose record says `metadata`, kept under `key`.

    The places and results are the settlement's as the game stands: final once it is over.
    """
    rules = game.rules
    names = tuple(player_name(name) for name in game.names)
    walk = _Walk(key, rules.players)
    for hand in played_hands(game):
        walk.hand(hand, hand_wins(hand, rules) if hand.counts else HandWins((), None))
    hands = game.state.hands_played
    places = []
    for standing, counts in zip(game.settlement().standings, walk.counts, strict=True):
        counts["games"] = 1
        counts[f"place_{standing.place}"] = 1
        counts["result"] = standing.result
        counts["final_points"] = standing.points
        counts["busts"] = int(standing.points < 0)
        counts["hands"] = hands
        counts["comeback"] = walk.behind[standing.seat] if standing.place == 1 else 0
        places.append(standing.place)
    facts = GameFacts(
        key=key,
        names=names,
        players=rules.players,
        preset=rules.preset,
        date=game_date(metadata),
        created=metadata.created,
        club_night=metadata.event_id,
        season=metadata.season_id,
    )
    yakuman = tuple(
        YakumanWin(win.where, win.seat, names[win.seat], win.paid, win.yaku) for win in walk.yakuman
    )
    return GameFigures(
        facts=facts,
        rows=tuple(SeatRow(**counts) for counts in walk.counts),
        places=tuple(places),
        yaku=tuple(walk.yaku),
        best_hands=tuple(walk.best),
        dealer_streaks=tuple(walk.streaks),
        yakuman=yakuman,
    )
