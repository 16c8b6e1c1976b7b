"""Value classes: `@valueclass` makes of a class what `@dataclass(frozen=True)` makes of it, at a
fraction of the cost of making it.

A dataclass writes its `__init__`, `__eq__`, `__hash__`, `__repr__` and frozen `__setattr__` as
Python source and compiles each one as its class is made: about a millisecond a class, 35 of
them before a start can show the game. `@valueclass` has `dataclasses` collect the fields (their
defaults, factories, order and inheritance, kept where `dataclasses.fields` and `replace` find
them) and gives the class methods written once here, which read the fields from that list: the
class costs a fifteenth as much to make, and behaves as the dataclass would.

Those methods take about twice the time of compiled ones, which tells where many objects are
made (a club's standings over thousands of games): a class whose objects are made `HOT` times
has `dataclasses` compile its `__init__`, `__eq__`, `__hash__` and comparisons after all, and
uses those from then on. A start on a game of 16 hands makes none of its classes that often.

    @valueclass
    class Hand:
        han: int
        fu: int = 30

`@valueclass(frozen=False)` makes a mutable one, unhashable as a mutable dataclass is;
`@valueclass(order=True)` adds the comparisons, `@valueclass(slots=True)` gives it `__slots__`.
A method the class defines itself is kept, as a dataclass keeps it. Type checkers read
`@valueclass` as the dataclass it stands for (`dataclass_transform`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, field
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

__all__ = ["field", "valueclass"]

T = TypeVar("T")

_set = object.__setattr__
_ABSENT: Any = object()
HOT = 64
"""How many objects of a class are made before its methods are compiled."""
_COMPILED = ("__init__", "__eq__", "__hash__", "__lt__", "__le__", "__gt__", "__ge__")
"""The methods a hot class takes compiled: those objects are made, compared and hashed by."""


@overload
def valueclass(cls: type[T], /) -> type[T]: ...


@overload
def valueclass(
    *, frozen: bool = True, order: bool = False, slots: bool = False
) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def valueclass(
    cls: type[T] | None = None, /, *, frozen: bool = True, order: bool = False, slots: bool = False
) -> type[T] | Callable[[type[T]], type[T]]:
    """The value class `cls` (see the module's docstring); with options, the decorator."""

    def make(cls: type[T]) -> type[T]:
        return _make(cls, frozen=frozen, order=order, slots=slots)

    return make if cls is None else make(cls)


def _make(cls: type[T], *, frozen: bool, order: bool, slots: bool) -> type[T]:
    undocumented = not cls.__doc__
    if undocumented:
        # Else dataclasses would write one from the class's signature, which takes `inspect`
        # longer than all the rest: the fields are enough.
        cls.__doc__ = cls.__name__
    # Only the fields: asked for no method, dataclasses compile none.
    made: type[T] = dataclasses.dataclass(
        cls, init=False, repr=False, eq=False, frozen=False, slots=slots
    )
    own = dict(made.__dict__)
    every = dataclasses.fields(made)  # type: ignore[arg-type]
    if undocumented:
        made.__doc__ = f"{made.__name__}({', '.join(item.name for item in every)})"

    def compile_methods() -> None:
        compiled = _compiled(made, every, frozen=frozen, order=order)
        for name in _COMPILED:
            if name not in own and name in compiled.__dict__:
                setattr(made, name, compiled.__dict__[name])

    methods: dict[str, Any] = {"__init__": _init(made, every, frozen, compile_methods)}
    compared = tuple(item.name for item in every if item.compare)
    key = _key(compared)
    methods["__eq__"] = _eq(key)
    methods["__repr__"] = _repr(tuple(item.name for item in every if item.repr))
    if order:
        methods.update(_order(key))
    if frozen:
        methods["__setattr__"] = _frozen_setattr
        methods["__delattr__"] = _frozen_delattr
        if slots:
            # Pickling and copying set a slotted object's fields again, as its own code does.
            methods["__getstate__"] = _getstate
            methods["__setstate__"] = _setstate
    for name, method in methods.items():
        if name not in own:
            if name not in _SHARED:
                # Named as a dataclass's are, for tracebacks and `help`.
                method.__name__, method.__qualname__ = name, f"{made.__qualname__}.{name}"
            setattr(made, name, method)
    if "__hash__" not in own or (own["__hash__"] is None and "__eq__" in own):
        # As a dataclass hashes: a frozen one by its compared fields, a mutable one not at all.
        if frozen:
            hashed = _hash(key)
            hashed.__name__, hashed.__qualname__ = "__hash__", f"{made.__qualname__}.__hash__"
            made.__hash__ = hashed  # type: ignore[assignment,method-assign]
        else:
            made.__hash__ = None  # type: ignore[assignment]
    return made


_SHARED = ("__setattr__", "__delattr__", "__getstate__", "__setstate__")
"""The methods every frozen value class shares: named once, here."""


def _key(names: tuple[str, ...]) -> Callable[[object], tuple[object, ...]]:
    """The compared fields of an object, as a tuple."""
    if not names:
        return lambda _item: ()
    if len(names) == 1:
        only = attrgetter(names[0])
        return lambda item: (only(item),)
    return attrgetter(*names)


def _compiled(cls: type, every: tuple[Field[Any], ...], *, frozen: bool, order: bool) -> type:
    """A dataclass of the same fields, whose compiled methods `cls` takes."""
    namespace = {"__post_init__": cls.__post_init__} if hasattr(cls, "__post_init__") else {}
    copies = [
        (
            item.name,
            item.type,
            field(
                default=item.default,
                default_factory=item.default_factory,
                init=item.init,
                repr=item.repr,
                hash=item.hash,
                compare=item.compare,
                metadata=item.metadata,
                kw_only=item.kw_only,
            ),
        )
        for item in every
    ]
    return dataclasses.make_dataclass(
        cls.__name__, copies, namespace=namespace, frozen=frozen, order=order
    )


def _init(
    cls: type, every: tuple[Field[Any], ...], frozen: bool, compile_methods: Callable[[], None]
) -> Callable[..., None]:
    taken = [item for item in every if item.init]
    names = tuple(item.name for item in taken)
    positional = sum(1 for item in taken if not item.kw_only)
    defaults = {item.name: item.default for item in taken if item.default is not MISSING}
    factories: dict[str, Callable[[], object]] = {
        item.name: item.default_factory for item in taken if item.default_factory is not MISSING
    }
    left_out = [(item.name, item.default, item.default_factory) for item in every if not item.init]
    post_init = getattr(cls, "__post_init__", None) is not None
    store = _set if frozen else setattr
    title = f"{cls.__qualname__}.__init__()"
    made = 0

    def init(self: object, *args: object, **kwargs: object) -> None:
        nonlocal made
        made += 1
        if made == HOT:
            compile_methods()
        given = len(args)
        if given > positional:
            raise TypeError(
                f"{title} takes {positional + 1} positional arguments but {given + 1} were given"
            )
        for name, argument in zip(names, args, strict=False):
            store(self, name, argument)
        for name in names[given:]:
            argument = kwargs.pop(name, _ABSENT) if kwargs else _ABSENT
            if argument is _ABSENT:
                argument = defaults.get(name, _ABSENT)
                if argument is _ABSENT:
                    if name not in factories:
                        raise TypeError(f"{title} missing 1 required argument: '{name}'")
                    argument = factories[name]()
            store(self, name, argument)
        if kwargs:
            wrong = next(iter(kwargs))
            said = "multiple values for" if wrong in names else "an unexpected keyword"
            raise TypeError(f"{title} got {said} argument '{wrong}'")
        for name, default, factory in left_out:
            if factory is not MISSING:
                store(self, name, factory())
            elif default is not MISSING:
                store(self, name, default)
        if post_init:
            self.__post_init__()  # type: ignore[attr-defined]

    return init


def _eq(key: Callable[[object], tuple[object, ...]]) -> Callable[[object, object], object]:
    def equal(self: object, other: object) -> object:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return equal


def _hash(key: Callable[[object], tuple[object, ...]]) -> Callable[[object], int]:
    def hashed(self: object) -> int:
        return hash(key(self))

    return hashed


def _order(
    key: Callable[[object], tuple[object, ...]],
) -> dict[str, Callable[[object, object], object]]:
    def compare(test: Callable[[Any, Any], bool]) -> Callable[[object, object], object]:
        def comparison(self: object, other: object) -> object:
            if other.__class__ is self.__class__:
                return test(key(self), key(other))
            return NotImplemented

        return comparison

    return {
        "__lt__": compare(lambda mine, theirs: mine < theirs),
        "__le__": compare(lambda mine, theirs: mine <= theirs),
        "__gt__": compare(lambda mine, theirs: mine > theirs),
        "__ge__": compare(lambda mine, theirs: mine >= theirs),
    }


def _repr(names: tuple[str, ...]) -> Callable[[object], str]:
    def shown(self: object) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({fields})"

    return shown


def _frozen_setattr(self: object, name: str, _value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: object) -> list[object]:
    return [getattr(self, item.name) for item in dataclasses.fields(self)]  # type: ignore[arg-type]


def _setstate(self: object, state: list[object]) -> None:
    for item, saved in zip(dataclasses.fields(self), state, strict=True):  # type: ignore[arg-type]
        _set(self, item.name, saved)
