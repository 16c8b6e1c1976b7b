"""A practice session: N hands, half from real games and half made up for the topics players
get wrong, each answered once; the score, and the accuracy by topic (which the library keeps
across sessions)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.practice.answer import Marking, Mode, Reply, Solution, mark, solve
from tallyo_desktop.core.practice.made_up import MADE_UP_TOPICS, made_up
from tallyo_desktop.core.practice.question import Question, Topic
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.values import field, valueclass

LENGTHS = (5, 10, 20)
"""The session lengths offered."""


def choose_hands(
    real: Sequence[Question], rules: Rules, length: int, rng: random.Random
) -> list[Solution]:
    """`length` hands in a random order: every other one made up, in turn for each topic of
    MADE_UP_TOPICS; the rest from `real`, those the rules cannot count left out."""
    topics = MADE_UP_TOPICS
    made = [made_up(topics[n % len(topics)], rules, rng) for n in range(length // 2)]
    chosen: list[Solution] = []
    for question in rng.sample(list(real), len(real)):
        if len(chosen) + len(made) >= length:
            break
        try:
            chosen.append(solve(question, rules))
        except InvalidHand:
            continue
    # Too few real hands count under these rules: made-up ones take their place.
    while len(chosen) + len(made) < length:
        made.append(made_up(topics[len(made) % len(topics)], rules, rng))
    hands = chosen + made
    rng.shuffle(hands)
    return hands


@valueclass(frozen=False)
class Accuracy:
    """Answers right and answers given, by topic."""

    tally: dict[Topic, tuple[int, int]] = field(default_factory=dict)

    def add(self, topics: frozenset[Topic], right: bool) -> None:
        for topic in topics:
            got, asked = self.tally.get(topic, (0, 0))
            self.tally[topic] = (got + right, asked + 1)

    def lines(self) -> list[str]:
        return [
            translate("practice", "{topic}: {right} of {asked}").format(
                topic=topic.label, right=got, asked=asked
            )
            for topic in Topic
            if topic in self.tally
            for got, asked in (self.tally[topic],)
        ]


class Drill:
    """The hands of a session, the one being answered, and how the answers went."""

    def __init__(self, hands: Sequence[Solution], mode: Mode) -> None:
        if not hands:
            raise ValueError("a practice session needs hands")
        self.hands = tuple(hands)
        self.mode = mode
        self.position = 0
        self.markings: list[Marking] = []
        self.accuracy = Accuracy()

    @property
    def current(self) -> Solution:
        return self.hands[self.position]

    @property
    def answered(self) -> bool:
        """Whether the current hand has its answer."""
        return len(self.markings) > self.position

    @property
    def finished(self) -> bool:
        return self.answered and self.position == len(self.hands) - 1

    @property
    def score(self) -> int:
        """Hands answered all right."""
        return sum(marking.right for marking in self.markings)

    def answer(self, reply: Reply) -> Marking:
        """Mark the current hand; it is answered once, later answers change nothing."""
        if self.answered:
            return self.markings[self.position]
        marking = mark(self.current, reply, self.mode)
        self.markings.append(marking)
        self.accuracy.add(self.current.topics, marking.right)
        return marking

    def resize(self, length: int, extra: Sequence[Solution] = ()) -> None:
        """Make the session `length` hands long as it goes on: the hands not reached yet are
        dropped from its end, or hands from `extra` added; it never loses the hands answered
        nor the one being answered."""
        keep = max(length, self.position + 1)
        hands = [*self.hands[:keep], *extra]
        self.hands = tuple(hands[:keep])

    def next(self) -> bool:
        """Go to the next hand once this one is answered; False when there is none."""
        if not self.answered or self.position + 1 >= len(self.hands):
            return False
        self.position += 1
        return True
