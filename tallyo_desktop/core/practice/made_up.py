"""Hands made up to practise what players get wrong: pinfu tsumo, seven pairs, open hands at the
30 fu minimum, closed kans, and the 30 fu 4 han that kiriage rounds up.

Each is drawn at random from the shapes of its topic and kept only once the core counts it and
finds the topic in it, so a made-up hand is always a hand that can be won under the rules.
"""

from __future__ import annotations

import random

from tallyo_desktop.core.counting.situation import Meld, MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import EAST, KINDS, RED, WHITE, Tile
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.practice.answer import Solution, solve
from tallyo_desktop.core.practice.question import Question, Topic
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind

MADE_UP_TOPICS = (
    Topic.PINFU_TSUMO,
    Topic.SEVEN_PAIRS,
    Topic.OPEN_MINIMUM,
    Topic.CLOSED_KAN,
    Topic.KIRIAGE,
)
ATTEMPTS = 2000
"""Draws before giving up; every topic is found in far fewer under every four-player preset."""

Group = tuple[Tile, ...]


def made_up(topic: Topic, rules: Rules, rng: random.Random) -> Solution:
    """A hand of `topic` that counts under `rules`, with the core's count of it."""
    for _ in range(ATTEMPTS):
        situation = _draw(topic, rules, rng)
        if situation is None:
            continue
        try:
            solution = solve(Question(situation), rules)
        except InvalidHand:
            continue
        if topic in solution.topics:
            return solution
    raise LookupError(f"no {topic.value} hand found under {rules.preset}")


def _sequence(rng: random.Random, *, simples: bool = False) -> Group:
    suit = rng.randrange(3) * 9
    start = rng.randint(1, 5) if simples else rng.randint(0, 6)
    return tuple(Tile(suit + start + step) for step in range(3))


def _number(rng: random.Random, *, simples: bool = False) -> Tile:
    return Tile(rng.randrange(3) * 9 + (rng.randint(1, 7) if simples else rng.randint(0, 8)))


def _any_kind(rng: random.Random) -> Tile:
    return Tile(rng.randrange(KINDS))


def _fits(tiles: list[Tile]) -> bool:
    """No kind more than four times."""
    return all(tiles.count(tile) <= 4 for tile in set(tiles))


def _winds(rng: random.Random) -> tuple[Wind, Wind]:
    return rng.choice(list(Wind)), rng.choice((Wind.EAST, Wind.SOUTH))


def _indicator(rng: random.Random) -> Tile:
    return _any_kind(rng)


def _draw(topic: Topic, rules: Rules, rng: random.Random) -> WinSituation | None:
    seat, round_wind = _winds(rng)
    dora: tuple[Tile, ...] = (_indicator(rng),)
    melds: tuple[Meld, ...] = ()
    riichi = RiichiKind.RIICHI if rng.random() < 0.6 else RiichiKind.NONE
    tsumo = rng.random() < 0.5
    haitei = houtei = False
    if topic is Topic.PINFU_TSUMO:
        groups = [_sequence(rng) for _ in range(4)]
        pair = _number(rng)
        concealed = [tile for group in groups for tile in group] + [pair, pair]
        win = rng.choice([group[0] for group in groups] + [group[2] for group in groups])
        tsumo = True
    elif topic is Topic.SEVEN_PAIRS:
        kinds = rng.sample(range(KINDS), 7)
        concealed = [Tile(kind) for kind in kinds for _ in range(2)]
        win = Tile(rng.choice(kinds))
    elif topic is Topic.OPEN_MINIMUM:
        calls = rng.randint(1, 2)
        # All simples is the yaku; where open tanyao does not count, the last tile is.
        simples = rules.open_tanyao
        melds = tuple(Meld(MeldKind.CHI, _sequence(rng, simples=simples)) for _ in range(calls))
        groups = [_sequence(rng, simples=simples) for _ in range(4 - calls)]
        pair = _number(rng, simples=simples)
        concealed = [tile for group in groups for tile in group] + [pair, pair]
        win = rng.choice([group[0] for group in groups] + [group[2] for group in groups])
        riichi = RiichiKind.NONE
        if not simples:
            haitei, houtei = tsumo, not tsumo
    elif topic is Topic.CLOSED_KAN:
        kan = _any_kind(rng)
        melds = (Meld(MeldKind.CLOSED_KAN, (kan,) * 4),)
        groups = [_sequence(rng) for _ in range(3)]
        pair = _number(rng)
        concealed = [tile for group in groups for tile in group] + [pair, pair]
        win = rng.choice(concealed)
        riichi = RiichiKind.RIICHI
        # The indicator after a kan: the kan's own kind shows on it often enough to teach.
        if rules.kan_dora:
            dora = (_indicator(rng), _indicator(rng))
    else:
        return _thirty_fu_four_han(rules, rng)
    whole = concealed + [tile for meld in melds for tile in meld.tiles]
    if not _fits([*whole, *dora]):
        return None
    return WinSituation(
        concealed=tuple(sorted(concealed)),
        win_tile=win,
        tsumo=tsumo,
        melds=melds,
        riichi=riichi,
        haitei=haitei,
        houtei=houtei,
        seat_wind=seat,
        round_wind=round_wind,
        dora_indicators=dora,
    )


def _thirty_fu_four_han(rules: Rules, rng: random.Random) -> WinSituation | None:
    """A closed hand won by ron with no fu but its base, and the dora that make it 4 han."""
    groups = [_sequence(rng) for _ in range(4)]
    pair = _number(rng)
    concealed = [tile for group in groups for tile in group] + [pair, pair]
    # A middle tile of a sequence: a closed wait, so no pinfu, and 2 fu that round away.
    win = rng.choice([group[1] for group in groups])
    seat, round_wind = _winds(rng)
    base = WinSituation(
        concealed=tuple(sorted(concealed)),
        win_tile=win,
        tsumo=False,
        riichi=RiichiKind.RIICHI,
        seat_wind=seat,
        round_wind=round_wind,
        dora_indicators=(Tile(WHITE),),
    )
    if not _fits([*concealed, Tile(WHITE)]):
        return None
    try:
        counted = solve(Question(base), rules).counted
    except InvalidHand:
        return None
    wanted = 4 - counted.han
    kinds = [tile for tile in set(concealed) if concealed.count(tile) == wanted]
    if wanted <= 0 or not kinds:
        return None
    indicator = _pointing_at(rng.choice(kinds))
    if not _fits([*concealed, indicator]):
        return None
    return WinSituation(
        concealed=base.concealed,
        win_tile=win,
        tsumo=False,
        riichi=RiichiKind.RIICHI,
        seat_wind=seat,
        round_wind=round_wind,
        dora_indicators=(indicator,),
    )


def _pointing_at(dora: Tile) -> Tile:
    """The indicator whose dora is `dora`: the tile before it, round its suit, winds or dragons."""
    if dora.is_honour:
        first, size = (EAST, 4) if dora.kind < WHITE else (WHITE, RED - WHITE + 1)
        return Tile(first + (dora.kind - first - 1) % size)
    first = dora.kind // 9 * 9
    return Tile(first + (dora.kind - first - 1) % 9)
