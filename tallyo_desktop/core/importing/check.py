"""A log played through Tallyo's rules, hand by hand: the game it gives, or the first place
where the log and Tallyo's reading of its rules part.

Before each hand the hand, honba, riichi sticks on the table and every seat's points must be
the log's; after it, every seat's points. A log that ends the game must end where Tallyo ends it,
with the log's final points (leftover sticks to first) and, for a ranked Tenhou lobby, the log's
results to the decimal.
"""

from __future__ import annotations

from dataclasses import dataclass

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.events import hand_events
from tallyo_desktop.core.importing.model import LogGame, LogHand, Site
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.game import Game


@dataclass(frozen=True)
class Disagreement:
    hands_agreed: int
    reason: str


def hand_label(hand: LogHand) -> str:
    """The hand as a player names it: "South 2, 1 honba"."""
    wind = Wind(hand.round_index // 4 % 4)
    return translate("importing", "{wind} {number}, {honba} honba").format(
        wind=wind.label, number=hand.round_index % 4 + 1, honba=hand.honba
    )


def _points(points: tuple[int, ...]) -> str:
    return ", ".join(str(value) for value in points)


def _differs(hand: LogHand, what: str, tallyo: object, log: object) -> str:
    return translate(
        "importing",
        "In {hand} {what} are {log} in the log but {tallyo} by Tallyo's reading of its rules.",
    ).format(hand=hand_label(hand), what=what, log=log, tallyo=tallyo)


def _before(game: Game, hand: LogHand) -> str | None:
    state = game.state
    if state.ended is not None:
        return translate(
            "importing",
            "The log goes on to {hand}, but by Tallyo's reading of its rules the game was over.",
        ).format(hand=hand_label(hand))
    where = (state.round_wind.value * 4 + state.hand_number - 1, state.honba, state.sticks)
    if where != (hand.round_index, hand.honba, hand.sticks):
        return translate(
            "importing",
            "The log plays {hand} next, but by Tallyo's reading of its rules {tallyo} came next.",
        ).format(
            hand=hand_label(hand),
            tallyo=translate("importing", "{hand}, {honba} honba, {sticks} sticks").format(
                hand=state.hand_name, honba=state.honba, sticks=state.sticks
            ),
        )
    if state.points != hand.start_points:
        return _differs(
            hand,
            translate("importing", "the points at the start"),
            _points(state.points),
            _points(hand.start_points),
        )
    return None


def _end(game: Game, log: LogGame) -> str | None:
    last = log.hands[-1]
    if log.final_points is None:
        return None
    if game.state.ended is None:
        return translate(
            "importing",
            "The log ends the game after {hand}, but by Tallyo's reading of its rules it goes on.",
        ).format(hand=hand_label(last))
    standings = sorted(game.settlement().standings, key=lambda standing: standing.seat)
    final = tuple(standing.points for standing in standings)
    if final != log.final_points:
        return _differs(
            last,
            translate("importing", "the final points"),
            _points(final),
            _points(log.final_points),
        )
    if log.final_results is not None and log.lobby.ranked and log.lobby.site is Site.TENHOU:
        results = tuple(standing.result for standing in standings)
        if results != log.final_results:
            return _differs(
                last,
                translate("importing", "the final results"),
                _points(results),
                _points(log.final_results),
            )
    return None


def play(log: LogGame, rules: Rules, names: tuple[str, ...]) -> Game | Disagreement:
    """The game the log's hands give under `rules`, or where it parts from the log."""
    game = Game(rules, names)
    for number, hand in enumerate(log.hands):
        problem = _before(game, hand)
        if problem is None:
            try:
                for event in hand_events(hand, log.players):
                    game.record(event)
            except TallyoError as error:
                problem = translate(
                    "importing", "In {hand} Tallyo cannot record what the log says: {reason}"
                ).format(hand=hand_label(hand), reason=error)
        if problem is None and game.state.points != hand.end_points:
            problem = _differs(
                hand,
                translate("importing", "the points after the hand"),
                _points(game.state.points),
                _points(hand.end_points),
            )
        if problem is not None:
            return Disagreement(number, problem)
    problem = _end(game, log)
    if problem is not None:
        return Disagreement(len(log.hands), problem)
    return game
