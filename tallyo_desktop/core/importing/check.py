"""A log played through Tallyo's rules, hand by hand: the game it gives, or the first place
where the log and Tallyo's reading of its rules part.

Before each hand the hand, honba, riichi sticks on the table and every seat's points must be
the log's; after it, every seat's points. A log that ends the game must end where Tallyo ends it,
with the log's final points (leftover sticks to first). The results are checked after, in
`reading`, where a room with rules of its own may give its uma.
"""

from __future__ import annotations

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.events import hand_events
from tallyo_desktop.core.importing.model import LogGame, LogHand, Site
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.values import valueclass


@valueclass
class Disagreement:
    hands_agreed: int
    reason: str


def hand_label(hand: LogHand) -> str:
    """The hand as a player names it: "South 2, 1 honba"."""
    wind = Wind(hand.round_index // 4 % 4)
    return translate("importing", "{wind} {number}, {honba} honba").format(
        wind=wind.label, number=hand.round_index % 4 + 1, honba=hand.honba
    )


def points_text(points: tuple[int, ...]) -> str:
    return ", ".join(str(value) for value in points)


def differs(hand: LogHand, what: str, tallyo: object, log: object) -> str:
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
        return differs(
            hand,
            translate("importing", "the points at the start"),
            points_text(state.points),
            points_text(hand.start_points),
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
        return differs(
            last,
            translate("importing", "the final points"),
            points_text(final),
            points_text(log.final_points),
        )
    return None


@valueclass
class Played:
    game: Game
    notes: tuple[str, ...] = ()
    """Where the log's own payments add up to other points than it goes on with."""


def _payments_note(hand: LogHand, tallyo: tuple[int, ...], last: bool) -> str:
    label, log, kept = hand_label(hand), points_text(hand.end_points), points_text(tallyo)
    if last:
        return translate(
            "importing",
            "In {hand} the log's payments add up to {log}, but its final scores are those of "
            "Tallyo's payments, {tallyo}: they are kept.",
        ).format(hand=label, log=log, tallyo=kept)
    return translate(
        "importing",
        "In {hand} the log's payments add up to {log}, but it starts the next hand with "
        "Tallyo's {tallyo}: those are kept.",
    ).format(hand=label, log=log, tallyo=kept)


def _after(log: LogGame, number: int) -> tuple[int, ...] | None:
    """The points the log holds after hand `number`.

    A Tenhou log's payments are Tenhou's own: the points they give must be Tallyo's. A Mahjong
    Soul log is converted, and its converter works the payments out itself, sometimes a riichi
    stick wrong; the points it starts the next hand with and its final scores are Mahjong
    Soul's own: those are checked (the final scores once the game is settled)."""
    if log.lobby.site is not Site.MAHJONG_SOUL:
        return log.hands[number].end_points
    if number + 1 < len(log.hands):
        return log.hands[number + 1].start_points
    return log.hands[number].end_points if log.final_points is None else None


def play(log: LogGame, rules: Rules, names: tuple[str, ...]) -> Played | Disagreement:
    """The game the log's hands give under `rules`, or where it parts from the log."""
    game = Game(rules, names)
    notes: list[str] = []
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
        after = _after(log, number)
        points = game.state.points
        if problem is None and after is not None and points != after:
            problem = differs(
                hand,
                translate("importing", "the points after the hand"),
                points_text(points),
                points_text(after),
            )
        if problem is not None:
            return Disagreement(number, problem)
        if points != hand.end_points:
            notes.append(_payments_note(hand, points, after is None))
    problem = _end(game, log)
    if problem is not None:
        return Disagreement(len(log.hands), problem)
    return Played(game, tuple(notes))
