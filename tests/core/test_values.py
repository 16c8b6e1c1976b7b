"""`@valueclass` makes what `@dataclass` makes, field for field and method for method, before its
objects are many and after (when its methods are compiled), and compiles nothing to make it."""

from __future__ import annotations

import builtins
import copy
import dataclasses
import operator
import pickle
from collections.abc import Callable, Iterator
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any

import pytest

from tallyo_desktop.core import values
from tallyo_desktop.core.values import valueclass


def shapes(decorate: Callable[..., Any], **options: bool) -> list[type]:
    """The same classes, made by `decorate` (`dataclass` with frozen=True, or `valueclass`)."""

    @decorate(**options)
    class Plain:
        han: int
        fu: int = 30
        names: tuple[str, ...] = field(default_factory=tuple)

    @decorate(**options)
    class Hidden:
        seat: int
        note: str = field(default="", compare=False, repr=False)
        order: list[int] = field(default_factory=list, init=False, compare=False)

    @decorate(**options)
    class Keyed:
        first: int
        rest: tuple[int, ...] = ()
        scale: float = field(default=1.0, kw_only=True)
        label: str = field(kw_only=True, default="x")

    @decorate(**options)
    class Empty:
        pass

    @decorate(**options)
    class Checked:
        points: int
        twice: int = field(init=False, default=0)

        def __post_init__(self) -> None:
            object.__setattr__(self, "twice", 2 * self.points)

    @decorate(**options)
    class Child(Plain):
        dora: int = 0

    return [Plain, Hidden, Keyed, Empty, Checked, Child]


CALLS: list[tuple[tuple[object, ...], dict[str, object]]] = [
    ((), {}),
    ((1,), {}),
    ((1, 2), {}),
    ((1, 2, ("a",)), {}),
    ((1, 2, ("a",), 3), {}),
    ((), {"han": 1, "fu": 40}),
    ((1,), {"names": ("b",)}),
    ((1,), {"dora": 2}),
    ((1,), {"first": 1}),
    ((1,), {"nowhere": 1}),
    ((1,), {"scale": 2.0, "label": "y"}),
    ((1, (2,)), {"scale": 0.5}),
    ((1,), {"note": "kept"}),
    ((1,), {"order": [1]}),
    ((3,), {"twice": 6}),
    ((), {"points": 4}),
]


def made(cls: type, args: tuple[object, ...], kwargs: dict[str, object]) -> Any:
    try:
        return cls(*args, **kwargs)
    except TypeError:
        return TypeError


@pytest.fixture(params=["as made", "compiled"])
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Value classes as they are made, or with their methods compiled from the first object."""
    if request.param == "compiled":
        monkeypatch.setattr(values, "HOT", 1)
    yield request.param


@pytest.mark.usefixtures("mode")
@pytest.mark.parametrize(
    "options", [{}, {"order": True}, {"slots": True}, {"frozen": False}], ids=str
)
def test_a_value_class_is_the_dataclass_it_stands_for(options: dict[str, bool]) -> None:
    twins = zip(
        shapes(dataclass, frozen=options.get("frozen", True), **_without_frozen(options)),
        shapes(valueclass, **options),
        strict=True,
    )
    for expected, actual in twins:
        assert described(actual) == described(expected)
        assert actual.__match_args__ == expected.__match_args__  # type: ignore[attr-defined]
        objects = []
        for args, kwargs in CALLS:
            want, got = made(expected, args, kwargs), made(actual, args, kwargs)
            assert (want is TypeError) == (got is TypeError), (expected, args, kwargs)
            if got is not TypeError:
                assert repr(got) == repr(want)
                assert dataclasses.asdict(got) == dataclasses.asdict(want)
                objects.append((want, got))
        for want, got in objects:
            for other_want, other_got in objects:
                assert (got == other_got) == (want == other_want)
                if options.get("order"):
                    for compare in (operator.lt, operator.ge):
                        assert outcome(compare, got, other_got) == outcome(
                            compare, want, other_want
                        )
            assert got != want  # another class altogether
            if options.get("frozen", True):
                assert hash(got) == hash(dataclasses.replace(got))
                with pytest.raises(FrozenInstanceError):
                    got.han = 1
            else:
                assert type(got).__hash__ is None
            assert dataclasses.replace(got) == got


def described(cls: type) -> list[tuple[str, bool, bool, object]]:
    return [(item.name, item.init, item.compare, item.kw_only) for item in dataclasses.fields(cls)]


def outcome(compare: Callable[[Any, Any], bool], left: Any, right: Any) -> object:
    """What a comparison gives, or that it cannot be made (fields of unlike types)."""
    try:
        return compare(left, right)
    except TypeError:
        return TypeError


def _without_frozen(options: dict[str, bool]) -> dict[str, bool]:
    return {name: setting for name, setting in options.items() if name != "frozen"}


@valueclass(slots=True)
class Seated:
    seat: int
    names: tuple[str, ...] = ("Ann",)


@valueclass
class Scored:
    han: int
    fu: int = 30


@pytest.mark.parametrize("item", [Seated(2), Scored(3, 40)], ids=repr)
def test_a_value_is_copied_and_pickled_whole(item: object) -> None:
    assert pickle.loads(pickle.dumps(item)) == item
    assert copy.copy(item) == item
    assert copy.deepcopy(item) == item


def counting_exec(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The code compiled from text from now on (dataclasses compiles its methods with exec)."""
    compiled: list[object] = []
    real = builtins.exec

    def exec_counted(source: Any, *args: Any, **kwargs: Any) -> None:
        compiled.append(source)
        real(source, *args, **kwargs)

    monkeypatch.setattr(builtins, "exec", exec_counted)
    return compiled


def test_a_value_class_is_made_without_compiling_code(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = counting_exec(monkeypatch)
    classes = shapes(valueclass)
    for cls in classes:
        for args, kwargs in CALLS[:6]:
            made(cls, args, kwargs)
    assert compiled == []
    # What the check sees of a dataclass.
    shapes(dataclass, frozen=True)
    assert compiled


def test_a_class_whose_objects_are_many_has_its_methods_compiled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiled = counting_exec(monkeypatch)
    monkeypatch.setattr(values, "HOT", 10)

    @valueclass(order=True)
    class Hand:
        han: int
        fu: int = 30

    generic = Hand.__init__, Hand.__eq__, Hand.__hash__, Hand.__lt__, Hand.__repr__
    hands = [Hand(number) for number in range(9)]
    assert compiled == []
    hands.append(Hand(9))
    assert compiled
    assert Hand.__init__ is not generic[0]
    assert Hand.__eq__ is not generic[1]
    assert Hand.__hash__ is not generic[2]
    assert Hand.__lt__ is not generic[3]
    # Its repr stays as it was: nothing makes many of them.
    assert Hand.__repr__ is generic[4]
    assert sorted(reversed(hands)) == hands
    assert Hand(3) == hands[3] and hash(Hand(3)) == hash(hands[3])
    with pytest.raises(FrozenInstanceError):
        hands[0].han = 2  # type: ignore[misc]


def test_a_class_without_a_docstring_is_named_with_its_fields() -> None:
    plain = shapes(valueclass)[0]
    assert plain.__doc__ == "Plain(han, fu, names)"
    assert Scored.__doc__ == "Scored(han, fu)"


def test_a_method_the_class_writes_is_its_own() -> None:
    @valueclass
    class Named:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Named) and other.name.lower() == self.name.lower()

        def __hash__(self) -> int:
            return hash(self.name.lower())

    assert repr(Named("Ann")) == "<Ann>"
    assert Named("Ann") == Named("ANN")
    assert hash(Named("Ann")) == hash(Named("ann"))
