"""A game's figures as plain JSON data and back, so that they can be kept beside the game and
read again without replaying its record.

The data is a list, not a mapping: a library's ten thousand games are read back in one pass.
`KEPT_FORMAT` changes whenever what a game's figures hold does (a field of `SeatRow` added),
so that figures kept by another version are worked out again rather than misread.
"""

from __future__ import annotations

import hashlib

from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.statistics.game_figures import GameFigures, HandRef, YakumanWin
from tallyo_desktop.core.statistics.scope import GameFacts
from tallyo_desktop.core.statistics.seat_row import FIELDS, SeatRow

_WIDTH = len(FIELDS)
KEPT_FORMAT = "1-" + hashlib.sha256(" ".join(FIELDS).encode()).hexdigest()[:12]
"""Names the layout of the data: kept data of another layout is not read."""


def _where(ref: HandRef | None) -> list[int] | None:
    if ref is None:
        return None
    return [ref.event, ref.hand, int(ref.round_wind), ref.hand_number, ref.honba]


def _ref(key: str, data: object) -> HandRef | None:
    if data is None:
        return None
    event, hand, wind, number, honba = (int(value) for value in data)  # type: ignore[attr-defined]
    return HandRef(key, event, hand, Wind(wind), number, honba)


def figures_data(figures: GameFigures) -> list[object]:
    """`figures` as JSON data (its key aside: it is given back to `figures_from_data`)."""
    facts = figures.facts
    return [
        list(facts.names),
        facts.players,
        facts.preset,
        facts.date,
        facts.created,
        facts.club_night,
        facts.season,
        [_sparse(row) for row in figures.rows],
        list(figures.places),
        [dict(yaku) for yaku in figures.yaku],
        [_where(ref) for ref in figures.best_hands],
        [_where(ref) for ref in figures.dealer_streaks],
        [
            [_where(win.where), win.seat, win.name, win.paid, list(win.yaku)]
            for win in figures.yakuman
        ],
    ]


def figures_from_data(key: str, data: object) -> GameFigures:
    """The figures `figures_data` gave as `data`, of the game kept under `key`. ValueError,
    TypeError or KeyError if `data` is not such data."""
    if not isinstance(data, list) or len(data) != 13:
        raise ValueError("not a game's figures")
    names, players, preset, date, created, night, season = data[:7]
    rows, places, yaku, best, streaks, yakuman = data[7:]
    facts = GameFacts(
        key=key,
        names=tuple(str(name) for name in names),
        players=int(players),
        preset=str(preset),
        date=None if date is None else str(date),
        created=None if created is None else str(created),
        club_night=None if night is None else str(night),
        season=None if season is None else str(season),
    )
    seat_rows = tuple(_row(row) for row in rows)
    if len(seat_rows) != facts.players:
        raise ValueError("not a game's figures")
    return GameFigures(
        facts=facts,
        rows=seat_rows,
        places=tuple(int(place) for place in places),
        yaku=tuple({str(name): int(count) for name, count in one.items()} for one in yaku),
        best_hands=tuple(_ref(key, ref) for ref in best),
        dealer_streaks=tuple(_ref(key, ref) for ref in streaks),
        yakuman=tuple(
            YakumanWin(
                where=_checked(_ref(key, where)),
                seat=int(seat),
                name=str(name),
                paid=int(paid),
                yaku=tuple(str(one) for one in names_won),
            )
            for where, seat, name, paid, names_won in yakuman
        ),
    )


def _sparse(row: SeatRow) -> list[int]:
    """The fields of `row` that are not 0, as index and value one after the other: most of a
    seat's fields are 0 in one game."""
    return [number for index, value in enumerate(row) if value for number in (index, value)]


def _row(data: list[int]) -> SeatRow:
    values = [0] * _WIDTH
    # The JSON's whole numbers are ints already: checked, not converted, for speed.
    for at in range(0, len(data) - 1, 2):
        index, value = data[at], data[at + 1]
        if type(index) is not int or type(value) is not int:
            raise ValueError("not a game's figures")
        values[index] = value
    if len(data) % 2:
        raise ValueError("not a game's figures")
    return SeatRow._make(values)


def _checked(ref: HandRef | None) -> HandRef:
    if ref is None:
        raise ValueError("a yakuman without its hand")
    return ref
