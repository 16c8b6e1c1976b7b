"""The counting practice's core: the shipped hands, the made-up hands of each topic, the marking
of answers and its explanation, a session's score and the accuracy kept by topic."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.core.counting.situation import MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.practice.answer import Mode, Payment, Reply, explain, mark, solve
from tallyo_desktop.core.practice.drill import Accuracy, Drill, choose_hands
from tallyo_desktop.core.practice.made_up import MADE_UP_TOPICS, made_up
from tallyo_desktop.core.practice.question import (
    SHIPPED_HANDS,
    Question,
    Topic,
    load_questions,
    question_from_line,
)
from tallyo_desktop.core.rules.presets import M_LEAGUE, PRESETS, TENHOU
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind

ROOT = Path(__file__).resolve().parent.parent.parent
FOUR_PLAYERS = [rules for rules in PRESETS.values() if rules.players == 4]


def hand(text: str, win: str, *, tsumo: bool, dora: str = "") -> Question:
    """A closed hand in riichi."""
    situation = WinSituation(
        concealed=parse_tiles(text, None),
        win_tile=parse_tile(win, None),
        tsumo=tsumo,
        riichi=RiichiKind.RIICHI,
        dora_indicators=parse_tiles(dora, None) if dora else (),
    )
    return Question(situation)


def test_every_shipped_hand_loads_and_counts() -> None:
    questions = load_questions()
    lines = SHIPPED_HANDS.read_text(encoding="utf-8").splitlines()
    assert len(questions) == len(lines) == 558
    topics: set[Topic] = set()
    for question in questions:
        solution = solve(question, TENHOU)
        assert solution.han >= 1 and not solution.counted.yakuman
        topics |= solution.topics
    assert topics == set(Topic)


def test_the_shipped_hands_are_what_the_script_makes(tmp_path: Path) -> None:
    before = SHIPPED_HANDS.read_bytes()
    licences = SHIPPED_HANDS.with_name("practice_hands.LICENSES.txt")
    run = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_practice_hands.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "558 hands" in run.stdout
    assert SHIPPED_HANDS.read_bytes() == before
    text = licences.read_text(encoding="utf-8")
    for repo in ("mjx-project/mjx", "dnovikoff/tenhou", "tsubakisakura/mjlog2json"):
        assert repo in text
    assert text.count("Permission is hereby granted") == 3


def test_a_line_that_is_not_a_hand_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidHand):
        question_from_line({"hand": "123m", "win": "1m"})
    file = tmp_path / "hands.jsonl"
    good = SHIPPED_HANDS.read_text(encoding="utf-8").splitlines()[0]
    file.write_text("not json\n" + json.dumps({"hand": "1m"}) + "\n\n" + good + "\n")
    assert len(load_questions(file)) == 1


@pytest.mark.parametrize("rules", FOUR_PLAYERS, ids=lambda rules: rules.preset)
@pytest.mark.parametrize("topic", MADE_UP_TOPICS, ids=lambda topic: topic.value)
def test_made_up_hands_teach_their_topic(rules: Rules, topic: Topic) -> None:
    for seed in range(8):
        solution = made_up(topic, rules, random.Random(seed))
        assert topic in solution.topics
        situation = solution.question.situation
        if topic is Topic.PINFU_TSUMO:
            assert situation.tsumo and solution.fu == 20
        elif topic is Topic.SEVEN_PAIRS:
            assert solution.fu == 25
        elif topic is Topic.OPEN_MINIMUM:
            assert situation.is_open and solution.fu == 30
        elif topic is Topic.CLOSED_KAN:
            assert not situation.is_open
            assert any(meld.kind is MeldKind.CLOSED_KAN for meld in situation.melds)
        else:
            assert (solution.fu, solution.han) == (30, 4)


def test_pinfu_tsumo_is_explained_without_the_tsumo_fu() -> None:
    question = hand("234m567p345678s22p", "2m", tsumo=True)
    solution = solve(question, TENHOU)
    assert (solution.fu, solution.han) == (20, 4)
    lines = explain(solution).lines
    assert "  20 fu: base" in lines
    assert "  = 20 fu (pinfu: no 2 fu for the tsumo)" in lines
    assert solution.payment == Payment(dealer=2600, non_dealer=1300)


def test_a_closed_ron_splits_its_30_base_into_20_and_10() -> None:
    question = hand("234m567p345678s22p", "2m", tsumo=False)
    explanation = explain(solve(question, TENHOU))
    assert explanation.fu_parts == ((20, "base"), (10, "closed hand won by ron"))


def test_kiriage_is_told_under_rules_with_it_and_without() -> None:
    # Riichi, pinfu, iipeiko and a dora: 30 fu 4 han won by ron.
    question = hand(
        "456m678p11223344s",
        "2s",
        tsumo=False,
        dora="4m",
    )
    with_it, without = solve(question, M_LEAGUE), solve(question, TENHOU)
    assert (with_it.payment.ron, without.payment.ron) == (8000, 7700)
    assert "These rules round 1920 up to a mangan (kiriage)." in explain(with_it).lines
    assert "These rules do not round 1920 up to a mangan (no kiriage)." in explain(without).lines
    assert Topic.KIRIAGE in with_it.topics


def test_payments_are_read_in_any_order_and_with_words() -> None:
    assert Payment(dealer=2600, non_dealer=1300).matches("1300-2600")
    assert Payment(dealer=2600, non_dealer=1300).matches("2600/1300")
    assert not Payment(dealer=2600, non_dealer=1300).matches("1300")
    assert Payment(each=2600).matches("2600 all")
    assert not Payment(each=2600).matches("2600 2600")
    assert Payment(ron=7700).matches(" 7700 ")
    assert not Payment(ron=7700).matches("")
    assert Payment(each=2600).text == "2600 all"
    assert Payment(dealer=2600, non_dealer=1300).text == "1300-2600"


def test_a_wrong_answer_is_marked_and_the_right_one_named() -> None:
    question = hand("234m567p345678s22p", "2m", tsumo=True)
    solution = solve(question, TENHOU)
    marking = mark(solution, Reply(fu=30, han=4, payment="1300-2600"), Mode.ALL)
    assert (marking.fu, marking.han, marking.payment, marking.right) == (False, True, True, False)
    assert marking.lines[0] == "Fu: you said 30; it is 20."
    assert marking.lines[1] == "Han: 4, right."
    only_han = mark(solution, Reply(han=4), Mode.HAN)
    assert (only_han.fu, only_han.payment, only_han.right) == (None, None, True)
    no_payment = mark(solution, Reply(), Mode.PAYMENT)
    assert no_payment.lines[0] == "Payment: no answer; it is 1300-2600."


def test_a_session_keeps_its_score_and_the_accuracy_by_topic() -> None:
    hands = choose_hands(load_questions(), TENHOU, 6, random.Random(3))
    assert len(hands) == 6
    assert sum(not solution.question.origin for solution in hands) == 3
    drill = Drill(hands, Mode.ALL)
    assert not drill.next()  # not before the hand is answered
    for index in range(6):
        solution = drill.current
        right = Reply(solution.fu, solution.han, solution.payment.text)
        drill.answer(right if index % 2 == 0 else Reply(fu=solution.fu + 10))
        # A second answer to the same hand changes nothing.
        drill.answer(right)
        assert drill.finished == (index == 5)
        assert drill.next() == (index < 5)
    assert drill.score == 3
    assert sum(asked for _, asked in drill.accuracy.tally.values()) >= 6


def test_the_accuracy_is_told_by_topic_in_the_order_of_the_topics() -> None:
    accuracy = Accuracy()
    accuracy.add(frozenset({Topic.OTHER, Topic.KIRIAGE}), right=True)
    accuracy.add(frozenset({Topic.KIRIAGE}), right=False)
    assert accuracy.tally == {Topic.KIRIAGE: (1, 2), Topic.OTHER: (1, 1)}
    assert accuracy.lines() == [
        "30 fu 4 han and 60 fu 3 han (kiriage): 1 of 2",
        "Other hands: 1 of 1",
    ]


def test_winds_of_a_line_reach_the_situation() -> None:
    line = json.loads(SHIPPED_HANDS.read_text(encoding="utf-8").splitlines()[1])
    situation = question_from_line(line).situation
    assert (situation.seat_wind, situation.round_wind) == (Wind.NORTH, Wind.EAST)
    assert situation.is_open
