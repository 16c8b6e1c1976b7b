"""Finding games by what happened in them: a yaku, a yakuman, a double ron, a winner, a player,
a date. The answer names the game and the hand.

Every condition given must hold. The conditions on a hand (`yaku`, `yakuman`, `double_ron`,
`winner`) are met by a hand; with none of them, a game that meets the others is found whole
(its `hand` is None). Names are compared as `scope.player_name` writes them; a yaku by the name
a record gives it ("Riichi", "Yakuhai (haku)"), in any case, so only hands whose tiles were kept
can have one.
"""

from __future__ import annotations

from collections.abc import Iterable

from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.statistics.game_figures import HandRef, hand_ref
from tallyo_desktop.core.statistics.hands import played_hands
from tallyo_desktop.core.statistics.scope import game_date, player_name
from tallyo_desktop.core.statistics.wins import HandWins, hand_wins
from tallyo_desktop.core.values import valueclass


@valueclass
class HandQuery:
    yaku: str | None = None
    """A winner's hand had this yaku (from its tiles)."""
    yakuman: bool = False
    """A winner's hand was a yakuman (counted ones included)."""
    double_ron: bool = False
    """Two or three players were paid for a ron on one discard."""
    winner: str | None = None
    """This player was among the hand's winners."""
    player: str | None = None
    """This player played the game."""
    start: str | None = None
    """The game was played on this date (YYYY-MM-DD) or later."""
    end: str | None = None
    """The game was played on this date or earlier."""

    @property
    def asks_hands(self) -> bool:
        return bool(self.yaku or self.yakuman or self.double_ron or self.winner)


@valueclass
class Found:
    game: str
    """The game's key."""
    hand: HandRef | None
    """The hand found; None when the query asks nothing of a hand."""


def _dated(saved: SavedGame, query: HandQuery) -> bool:
    if query.start is None and query.end is None:
        return True
    date = game_date(saved.metadata)
    if date is None:
        return False
    return (query.start is None or query.start <= date) and (query.end is None or date <= query.end)


def _meets(won: HandWins, query: HandQuery, winner_seat: int | None) -> bool:
    wins = won.wins
    if not wins:
        return False
    if query.double_ron and (won.discarder is None or len(wins) < 2):
        return False
    if query.yakuman and not any(win.yakuman for win in wins):
        return False
    if winner_seat is not None and all(win.winner != winner_seat for win in wins):
        return False
    if query.yaku is not None:
        wanted = query.yaku.casefold()
        return any(
            win.tiles is not None and any(yaku.name.casefold() == wanted for yaku in win.tiles.yaku)
            for win in wins
        )
    return True


def find_hands(games: Iterable[tuple[str, SavedGame]], query: HandQuery) -> list[Found]:
    """What `query` finds in `games`, each a game's key and its record, in the order given and,
    in a game, the order played."""
    found: list[Found] = []
    for key, saved in games:
        game = saved.game
        names = [player_name(name) for name in game.names]
        if query.player is not None and player_name(query.player) not in names:
            continue
        if not _dated(saved, query):
            continue
        if not query.asks_hands:
            found.append(Found(key, None))
            continue
        winner_seat = None
        if query.winner is not None:
            if player_name(query.winner) not in names:
                continue
            winner_seat = names.index(player_name(query.winner))
        for hand in played_hands(game):
            if not hand.counts or not _meets(hand_wins(hand, game.rules), query, winner_seat):
                continue
            found.append(Found(key, hand_ref(key, hand)))
    return found
