"""The counting practice explains every real hand of tests/data/tenhou/hands.jsonl as the core
counts it, and as Tenhou did.

Each hand goes through the same conversion that makes the hands the app ships
(packaging/make_practice_hands.py), is read back as a practice question, and is solved under
Tenhou's rules: the trainer's expected fu, han and payment must be the core's count, Tenhou's
han, fu and value; the explanation's fu parts must add up to the fu before rounding (rounded up
to a ten, seven pairs' 25 left alone) and its yaku han to the han.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tallyo_desktop.core.counting.count import count_hand
from tallyo_desktop.core.practice.answer import Mode, Reply, explain, mark, solve
from tallyo_desktop.core.practice.question import question_from_line
from tallyo_desktop.core.rules.presets import TENHOU

ROOT = Path(__file__).resolve().parent.parent.parent
DATA_FILE = ROOT / "tests" / "data" / "tenhou" / "hands.jsonl"
HANDS: list[dict[str, Any]] = [
    json.loads(line) for line in DATA_FILE.read_text(encoding="utf-8").splitlines()
]


def _maker() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_practice_hands", ROOT / "packaging" / "make_practice_hands.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MAKER = _maker()


def hand_id(hand: dict[str, Any]) -> str:
    game = hand["game_id"].split(":")[-1].replace("/", "_")
    return f"{game}-hand{hand['hand_index']}-win{hand['win_index']}"


@pytest.mark.parametrize("hand", HANDS, ids=[hand_id(hand) for hand in HANDS])
def test_the_explanation_agrees_with_the_core(hand: dict[str, Any]) -> None:
    question = question_from_line(MAKER.line_of(hand))
    solution = solve(question, TENHOU)
    counted = count_hand(question.situation, TENHOU)
    assert (solution.fu, solution.han) == (counted.fu, counted.han) == (hand["fu"], hand["han"])
    assert counted.score.points == hand["points"]
    if not hand["tsumo"]:
        assert solution.payment.figures == (hand["points"],)
    elif hand["is_dealer"]:
        assert solution.payment.figures[0] * 3 == hand["points"]
    else:
        non_dealer, dealer = solution.payment.figures
        assert 2 * non_dealer + dealer == hand["points"]

    explanation = explain(solution)
    assert sum(han for han, _ in explanation.yaku) == solution.han
    if solution.asks_fu:
        total = sum(fu for fu, _ in explanation.fu_parts)
        assert total == counted.fu_sum
        rounded = total if total == 25 else -(-total // 10) * 10
        assert rounded == solution.fu

    # The right answer is marked right on every part, and the explanation shows the count.
    reply = Reply(solution.fu, solution.han, solution.payment.text)
    marking = mark(solution, reply, Mode.ALL)
    assert marking.right
    assert f"= {solution.han} han" in "\n".join(marking.lines)
