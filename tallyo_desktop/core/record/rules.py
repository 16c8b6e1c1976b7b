"""The rules in a game record, and the checks every part of a record is read with.

Every option of `Rules` is written under its own name: numbers and switches as they are, enums
as their values, sets of enums as sorted lists of values, the uma as a list of one amount per
place and the uma by the number of floating players as one such list per count (or null).
Reading refuses a missing or unknown option rather than guessing: an option read wrongly would
change the score without anyone noticing.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import fields
from enum import Enum
from inspect import get_annotations
from types import GenericAlias, NoneType, UnionType

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.presets import filed
from tallyo_desktop.core.rules.rules import MAX_PLAYERS, Rules, UmaByFloating

# Not `typing`'s: the commands that read or print rules would wait for it to import, and only
# mypy needs the type variable below.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TypeVar

    E = TypeVar("E", bound=Enum)

MAX_NUMBER = 2**53 - 1
"""The largest whole number that every JSON reader (JavaScript's included) keeps exactly."""


class BadGameFile(TallyoError):
    """A game file that cannot be opened, and why, in a player's words."""


def damaged(detail: str) -> BadGameFile:
    return BadGameFile(
        translate("record", "The game file is damaged: {detail}.").format(detail=detail)
    )


def kind_of(value: object) -> str:
    """What a value from the file is, in words, for messages that must not repeat the value."""
    if value is None:
        #: What a value in the file is: JSON's null, the word as the file spells it.
        return translate("record", "null")
    if isinstance(value, bool):
        return translate("record", "true or false")
    if isinstance(value, int):
        return translate("record", "a whole number")
    if isinstance(value, float):
        return translate("record", "a decimal number")
    if isinstance(value, str):
        return translate("record", "text")
    if isinstance(value, list):
        return translate("record", "a list")
    if isinstance(value, dict):
        return translate("record", "an object")
    return translate("record", "something that is not JSON")


def quoted(value: object) -> str:
    """Text from the file, shortened, for a message; anything else is only named."""
    if not isinstance(value, str):
        return kind_of(value)
    shown = value if len(value) <= 40 else value[:37] + "..."
    return json.dumps(shown, ensure_ascii=False)


def whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise damaged(
            translate("record", "{what} should be a whole number, not {kind}").format(
                what=what, kind=kind_of(value)
            )
        )
    if abs(value) > MAX_NUMBER:
        raise damaged(translate("record", "{what} is too large a number").format(what=what))
    return value


def seat(value: object, what: str) -> int:
    number = whole(value, what)
    if not 0 <= number < MAX_PLAYERS:
        raise damaged(
            translate(
                "record", "{what} is {number}, which is not a seat at the table (seats are 0 to 3)"
            ).format(what=what, number=number)
        )
    return number


def flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise damaged(
            translate("record", "{what} should be true or false, not {kind}").format(
                what=what, kind=kind_of(value)
            )
        )
    return value


def string(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise damaged(
            translate("record", "{what} should be text, not {kind}").format(
                what=what, kind=kind_of(value)
            )
        )
    # A lone surrogate ("\udc80" in JSON) could be read but never written back as UTF-8.
    if any("\ud800" <= char <= "\udfff" for char in value):
        raise damaged(
            translate("record", "{what} holds characters that are not text").format(what=what)
        )
    return value


def items(value: object, what: str) -> list[object]:
    if not isinstance(value, list):
        raise damaged(
            translate("record", "{what} should be a list, not {kind}").format(
                what=what, kind=kind_of(value)
            )
        )
    return value


def choice(kind: type[E], value: object, what: str) -> E:
    for member in kind:
        if member.value == value and isinstance(value, str):
            return member
    known = ", ".join(str(member.value) for member in kind)
    raise damaged(
        translate("record", "{what} is {value}, which is not one of: {known}").format(
            what=what, value=quoted(value), known=known
        )
    )


class Fields:
    """One JSON object of the file, read field by field; `where` names it in messages."""

    def __init__(
        self, data: object, where: str, names: Sequence[str], optional: Sequence[str] = ()
    ) -> None:
        if not isinstance(data, dict):
            raise damaged(
                translate("record", "{what} should be an object, not {kind}").format(
                    what=where, kind=kind_of(data)
                )
            )
        for name in names:
            if name not in data and name not in optional:
                raise damaged(
                    translate("record", '{what} has no "{field}"').format(what=where, field=name)
                )
        for key in data:
            if key not in names:
                raise damaged(
                    translate(
                        "record", "{what} has a field Tallyo Desktop does not know: {field}"
                    ).format(what=where, field=quoted(key))
                )
        self.data: dict[str, object] = data
        self.where = where

    def what(self, name: str) -> str:
        return translate("record", '{what}: "{field}"').format(what=self.where, field=name)

    def get(self, name: str) -> object:
        return self.data.get(name)

    def whole(self, name: str) -> int:
        return whole(self.data[name], self.what(name))

    def optional_whole(self, name: str) -> int | None:
        value = self.data[name]
        return None if value is None else whole(value, self.what(name))

    def seat(self, name: str) -> int:
        return seat(self.data[name], self.what(name))

    def seats(self, name: str) -> list[int]:
        what = self.what(name)
        return [seat(item, what) for item in items(self.data[name], what)]

    def text(self, name: str) -> str:
        return string(self.data[name], self.what(name))

    def items(self, name: str) -> list[object]:
        return items(self.data[name], self.what(name))


# --- The rules --------------------------------------------------------------------------------

RULE_FIELDS: tuple[str, ...] = tuple(option.name for option in fields(Rules))
Decoder = Callable[[object, str], object]


def _places(value: object, what: str) -> tuple[int, ...]:
    """One amount per place; whether there is one for each player is the rules' to say."""
    listed = items(value, what)
    if not 3 <= len(listed) <= MAX_PLAYERS:
        raise damaged(
            translate("record", "{what} should list 3 or 4 amounts, not {found}").format(
                what=what, found=len(listed)
            )
        )
    return tuple(whole(item, what) for item in listed)


def _uma_by_floating(value: object, what: str) -> UmaByFloating | None:
    if value is None:
        return None
    listed = items(value, what)
    if not 4 <= len(listed) <= MAX_PLAYERS + 1:
        raise damaged(
            translate(
                "record", "{what} should hold an uma table for each count of players, not {found}"
            ).format(what=what, found=len(listed))
        )
    return UmaByFloating(tuple(_places(table, what) for table in listed))


def _decoder(hint: object) -> Decoder:
    """How to read one option, from its type in `Rules`."""
    if hint is bool:
        return flag
    if hint is int:
        return whole
    if hint is str:
        return string
    if isinstance(hint, type) and issubclass(hint, Enum):
        kind: type[Enum] = hint
        return lambda value, what: choice(kind, value, what)
    if isinstance(hint, GenericAlias):
        origin, args = hint.__origin__, hint.__args__
        if origin is frozenset and len(args) == 1 and issubclass(args[0], Enum):
            member: type[Enum] = args[0]
            return lambda value, what: frozenset(
                choice(member, item, what) for item in items(value, what)
            )
        if origin is tuple and args == (int, Ellipsis):
            return _places
    if isinstance(hint, UnionType) and set(hint.__args__) == {UmaByFloating, NoneType}:
        return _uma_by_floating
    # Only reached when `Rules` gains an option of a new kind: the record must learn it first.
    raise TypeError(f"The game record cannot hold a rules option of type {hint}.")


_DECODERS: dict[str, Decoder] = {
    name: _decoder(hint)
    for name, hint in get_annotations(Rules, eval_str=True).items()
    if name in RULE_FIELDS
}


def _encode(value: object) -> object:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, frozenset):
        return sorted(str(member.value) for member in value)
    if isinstance(value, UmaByFloating):
        return [list(table) for table in value.tables]
    if isinstance(value, tuple):
        return list(value)
    return value


def rules_to_dict(rules: Rules) -> dict[str, object]:
    """The rules as written, under the preset they are (as they are read back): a record
    reads back as the same text it was written as."""
    filed_as = filed(rules)
    return {name: _encode(getattr(filed_as, name)) for name in RULE_FIELDS}


def rules_from_dict(data: object) -> Rules:
    """The rules as written; rules written as "custom" whose every option is a preset's (or a
    preset's played East-only) are that preset's, as the library and the standings file them.
    Whether they can be played is `Rules.problems()`'s to say."""
    record = Fields(data, translate("record", "the rules"), RULE_FIELDS)
    values = {name: _DECODERS[name](record.get(name), record.what(name)) for name in RULE_FIELDS}
    return filed(Rules(**values))  # type: ignore[arg-type]
