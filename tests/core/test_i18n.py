"""Every word the core shows goes through `translate`, in a form Qt's lupdate can extract."""

from __future__ import annotations

import ast
import builtins
import dataclasses
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

import tallyo_desktop.core
from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.i18n import set_translator, translate
from tallyo_desktop.core.record.format import BadGameFile, game_from_json
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import hand_value
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import (
    ABORTIVE_NAMES,
    describe,
    history_rows,
    short_label,
)
from tallyo_desktop.core.table.preview import preview_lines
from tallyo_desktop.core.table.state import EndReason

CORE = Path(tallyo_desktop.core.__file__).parent
NAMES = ("Ann", "Bea", "Cid", "Dee")


def _mark(context: str, text: str) -> str:
    return f"«{text}»"


@pytest.fixture
def marked() -> Iterator[None]:
    """Every translated text comes out between « and », so untranslated text stands out."""
    set_translator(_mark)
    try:
        yield
    finally:
        set_translator(None)


# --- The translator is used -----------------------------------------------------------------


def test_without_a_translator_the_text_is_the_english_itself() -> None:
    assert translate("table", "The game is over.") == "The game is over."


def test_a_translator_gets_the_context_and_the_text() -> None:
    seen: list[tuple[str, str]] = []

    def recording(context: str, text: str) -> str:
        seen.append((context, text))
        return text

    set_translator(recording)
    try:
        assert Hand(han=2, fu=40).describe() == "2 han 40 fu"
    finally:
        set_translator(None)
    assert seen == [("hand", "{han} han {fu} fu")]


def test_none_brings_back_the_english() -> None:
    set_translator(_mark)
    set_translator(None)
    assert EndReason.BUST.explanation == "A player went bust."


def test_a_refused_event_is_translated(marked: None) -> None:
    game = Game(Rules(), NAMES)
    game.record(Riichi(0))
    with pytest.raises(RefusedEvent) as refused:
        game.record(Riichi(0))
    assert str(refused.value) == "«Ann has already declared riichi this hand.»"
    with pytest.raises(RefusedEvent) as refused:
        game.record(Riichi(7))
    assert str(refused.value) == "«Pick a player declaring riichi at the table.»"


def test_a_refused_hand_names_the_winner_in_a_translated_frame(marked: None) -> None:
    game = Game(Rules(), NAMES)
    with pytest.raises(RefusedEvent) as refused:
        game.record(Ron(0, (Win(1, Hand(han=1, fu=20)),)))
    assert str(refused.value) == (
        "«Bea: «20 fu is only pinfu won by tsumo: a hand won by ron has at least 25 fu.»»"
    )


def test_hand_descriptions_and_limit_names_are_translated(marked: None) -> None:
    assert Hand(han=4, fu=30).describe() == "«4 han 30 fu»"
    assert Hand(han=6).describe() == "«6 han»"
    assert Hand(yakuman=2).describe() == "«double yakuman»"
    assert Hand(yakuman=5).describe() == "«5x yakuman»"
    assert hand_value(Hand(han=6), tsumo=False, rules=Rules()).limit_name == "«haneman»"


def test_history_summaries_and_labels_are_translated(marked: None) -> None:
    game = Game(Rules(), NAMES)
    state = game.state
    ron = Ron(0, (Win(1, Hand(han=4, fu=30)),))
    assert describe(state, ron, game.rules) == "«Ron from Ann: «Bea «4 han 30 fu»: 7700»»"
    assert short_label(state, ron, game.rules) == "«««East» 1» ron 7700»"
    assert preview_lines(state, ron, game.rules) == [
        "«4 han 30 fu»",
        "«Ann pays 7700»",
        "«Bea receives 7700»",
    ]
    assert ABORTIVE_NAMES["four_riichi"] == "«four riichi»"
    game.record(Riichi(1))
    game.record(ron)
    (row,) = history_rows(game)
    assert row.hand_name == "««East» 1»"
    assert row.summary == (
        "««Ron from Ann: «Bea «4 han 30 fu»: «7700 + 1000 (1 riichi stick)»»» («Bea riichi»)»"
    )


def test_winds_and_end_reasons_are_translated(marked: None) -> None:
    assert [wind.label for wind in Wind] == ["«East»", "«South»", "«West»", "«North»"]
    assert EndReason.LAST_HAND.explanation == "«The last hand is over.»"


def test_rule_problems_are_translated(marked: None) -> None:
    rules = Rules(tenpai_yame=True, agari_yame=False, honba_ron=50)
    assert rules.problems() == [
        "«The honba on ron must be a non-negative multiple of 100.»",
        "«Tenpai-yame needs agari-yame.»",
    ]


def test_game_file_problems_are_translated(marked: None) -> None:
    with pytest.raises(BadGameFile) as bad:
        game_from_json("")
    assert str(bad.value) == "«The game file is empty.»"
    with pytest.raises(BadGameFile) as bad:
        game_from_json("[]")
    assert str(bad.value) == "«This is not a Tallyo game file: it does not say it holds a game.»"


# --- The source stays extractable -----------------------------------------------------------


def _core_sources() -> list[Path]:
    files = sorted(CORE.rglob("*.py"))
    assert files, f"no core sources under {CORE}"
    return files


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _is_translate(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "translate"
    )


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def translate_call_problems(source: str, filename: str = "<source>") -> list[str]:
    """What keeps lupdate from extracting a `translate` call, or `.format` from filling it."""
    tree = ast.parse(source, filename)
    parents = _parents(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if not _is_translate(node):
            continue
        assert isinstance(node, ast.Call)
        where = f"{filename}:{node.lineno}"
        if len(node.args) != 2 or node.keywords or not all(_is_text(arg) for arg in node.args):
            found.append(f"{where}: translate() needs exactly two string literals")
            continue
        text = node.args[1]
        assert isinstance(text, ast.Constant) and isinstance(text.value, str)
        try:
            fields = {
                name for _, name, _, _ in string.Formatter().parse(text.value) if name is not None
            }
        except ValueError as error:
            found.append(f"{where}: the text is not a valid format string ({error})")
            continue
        if any(not name.isidentifier() for name in fields):
            found.append(f"{where}: placeholders must be named, so translators can reorder them")
            continue
        if not fields:
            continue
        attribute = parents.get(node)
        call = parents.get(attribute) if attribute is not None else None
        if not (
            isinstance(attribute, ast.Attribute)
            and attribute.attr == "format"
            and isinstance(call, ast.Call)
        ):
            found.append(f"{where}: a text with placeholders must be filled with .format()")
            continue
        given = {keyword.arg for keyword in call.keywords}
        if call.args or given != fields:
            found.append(f"{where}: .format() must name exactly {sorted(fields)}")
    return found


def test_every_translate_call_in_the_core_can_be_extracted() -> None:
    problems: list[str] = []
    calls = 0
    for path in _core_sources():
        source = path.read_text(encoding="utf-8")
        problems += translate_call_problems(source, path.name)
        calls += sum(_is_translate(node) for node in ast.walk(ast.parse(source)))
    assert not problems, "\n".join(problems)
    # The scan must have had something to look at.
    assert calls > 100


def test_the_translate_check_sees_what_lupdate_cannot_extract() -> None:
    assert translate_call_problems('translate("ctx", "Fine.")') == []
    assert translate_call_problems('translate("ctx", "{n} han").format(n=2)') == []
    for bad in (
        "translate(context, 'Text.')",
        "translate('ctx', text)",
        "translate('ctx', f'{name} won')",
        "translate('ctx')",
        "translate('ctx', 'Text.', 'extra')",
        "translate('ctx', '{} han').format(2)",
        "translate('ctx', '{n} han')",
        "translate('ctx', '{n} han {fu} fu').format(n=2)",
        "translate('ctx', 'open {brace').format()",
    ):
        assert translate_call_problems(bad), bad


def _raised_name(node: ast.Raise) -> str | None:
    if not isinstance(node.exc, ast.Call):
        return None
    func = node.exc.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


PROGRAM_ERRORS = {"FrozenInstanceError": dataclasses.FrozenInstanceError}
"""Errors of the standard library that, as Python's own, report a mistake in the program."""


def _is_builtin_exception(name: str) -> bool:
    value = PROGRAM_ERRORS.get(name, getattr(builtins, name, None))
    return isinstance(value, type) and issubclass(value, BaseException)


def _untranslated(node: ast.expr) -> bool:
    """A message written in the source itself rather than fetched through `translate`."""
    if _is_text(node) or isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _untranslated(node.left) or _untranslated(node.right)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        # "literal".format(...), but not translate(...).format(...); a separator joining
        # translated sentences (" ".join(problems)) carries no words of its own.
        return node.func.attr == "format" and _untranslated(node.func.value)
    return False


def untranslated_raises(source: str, filename: str = "<source>") -> list[str]:
    """`raise SomeError(<literal>)`: a player would read it in English whatever the language.

    Python's own exceptions are left out: they report a mistake in the program, not the input.
    """
    found: list[str] = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Raise):
            continue
        name = _raised_name(node)
        if name is None or _is_builtin_exception(name):
            continue
        assert isinstance(node.exc, ast.Call)
        arguments = [*node.exc.args, *(keyword.value for keyword in node.exc.keywords)]
        if any(_untranslated(argument) for argument in arguments):
            found.append(f"{filename}:{node.lineno}: raise {name}(...) with an untranslated text")
    return found


def test_no_core_error_is_raised_with_an_untranslated_message() -> None:
    problems: list[str] = []
    for path in _core_sources():
        problems += untranslated_raises(path.read_text(encoding="utf-8"), path.name)
    assert not problems, "\n".join(problems)


def test_the_raise_check_sees_an_untranslated_message() -> None:
    assert untranslated_raises("raise RefusedEvent(translate('table', 'No.'))") == []
    assert untranslated_raises("raise damaged(translate('r', '{w} x').format(w='a'))") == []
    assert untranslated_raises("raise TypeError(f'option of type {hint}')") == []
    assert untranslated_raises("raise RefusedEvent(error)") == []
    assert untranslated_raises("raise TallyoError(' '.join(problems))") == []
    for bad in (
        "raise RefusedEvent('No.')",
        "raise RefusedEvent(f'{name} cannot riichi.')",
        "raise damaged(f'{what} is wrong')",
        "raise BadGameFile('Rules: ' + ' '.join(problems))",
        "raise errors.TallyoError('{} players'.format(3))",
        "raise LibraryError(message='Closed.')",
    ):
        assert untranslated_raises(bad), bad
