"""The game record: a game kept as JSON, to be opened again, replayed, or read by other programs.

A record holds the rules (every option), the players and the events in the order they were
recorded. The table and the settlement are not stored but replayed, so a record can never
disagree with itself. docs/game-format.md describes the format for players and programmers.

`FORMAT_VERSION` goes up whenever the shape or the meaning of a record changes. A record of an
older version is brought up to date one version at a time by `UPGRADERS`; a record of a newer
version is refused with a message asking for an update, since reading it as an older shape could
silently change the score.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import assert_never
from weakref import WeakKeyDictionary

from tallyo_desktop import __version__
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.game import Game, check_names
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record_rules import BadGameFile as BadGameFile  # re-exported
from tallyo_desktop.core.record_rules import (
    Fields,
    choice,
    damaged,
    kind_of,
    quoted,
    rules_from_dict,
    rules_to_dict,
    string,
    whole,
)
from tallyo_desktop.core.rules import AbortiveDraw
from tallyo_desktop.core.seats import SEATS

FORMAT_NAME = "tallyo-game"
FORMAT_VERSION = 1
FILE_SUFFIX = ".tallyo"

Document = dict[str, object]
Upgrader = Callable[[Document], Document]

UPGRADERS: dict[int, Upgrader] = {}
"""`UPGRADERS[n]` turns a record of version n into one of version n + 1 (given a copy it may
change). Version 1 is the first format, so there is nothing to upgrade yet."""

_TOP_FIELDS = ("format", "version", "metadata", "players", "rules", "events")
_WIDTH = 120


@dataclass(frozen=True)
class Metadata:
    """What a record says about itself; nothing in it changes the game."""

    created: str | None = None
    """When the game was first saved: ISO 8601, local time with its offset from UTC."""
    updated: str | None = None
    """When the game was last saved."""
    app_version: str | None = None
    """The version of Tallyo Desktop that last saved it."""


# The metadata each game was read or last written with, so that saving a game again keeps the
# time it was first saved although `Game` itself does not hold it.
_KNOWN: WeakKeyDictionary[Game, Metadata] = WeakKeyDictionary()


def metadata_of(game: Game) -> Metadata | None:
    """The metadata `game` was read with or last written with; None if neither happened."""
    return _KNOWN.get(game)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


# --- Writing ----------------------------------------------------------------------------------


def _hand(hand: Hand) -> Document:
    return {"han": hand.han, "fu": hand.fu, "yakuman": hand.yakuman}


def _pao(pao: Pao | None) -> Document | None:
    return None if pao is None else {"seat": pao.seat, "yakuman": pao.yakuman}


def event_to_dict(event: Event) -> Document:
    match event:
        case Riichi():
            return {"type": "riichi", "seat": event.seat}
        case Ron():
            wins = [
                {"winner": win.winner, "hand": _hand(win.hand), "pao": _pao(win.pao)}
                for win in event.wins
            ]
            return {"type": "ron", "discarder": event.discarder, "wins": wins}
        case Tsumo():
            return {
                "type": "tsumo",
                "winner": event.winner,
                "hand": _hand(event.hand),
                "pao": _pao(event.pao),
            }
        case ExhaustiveDraw():
            return {"type": "exhaustive_draw", "tenpai": sorted(event.tenpai)}
        case NagashiMangan():
            return {
                "type": "nagashi_mangan",
                "seats": list(event.seats),
                "tenpai": sorted(event.tenpai),
            }
        case AbortiveDrawEvent():
            return {"type": "abortive_draw", "kind": event.kind.value}
        case Chombo():
            return {"type": "chombo", "seat": event.seat}
        case PointCorrection():
            return {
                "type": "point_correction",
                "payer": event.payer,
                "receiver": event.receiver,
                "amount": event.amount,
                "reason": event.reason,
            }
    assert_never(event)


def game_to_dict(game: Game, metadata: Metadata | None = None) -> dict[str, object]:
    """The record of `game`. Without `metadata`, it says now as the time of this save, the time
    the game was first saved (read from its file, or this save) and this app's version."""
    document = _header(game, metadata)
    document["events"] = [event_to_dict(event) for event in game.events]
    return document


def _header(game: Game, metadata: Metadata | None) -> dict[str, object]:
    """Everything in the record but the events."""
    if metadata is None:
        known = _KNOWN.get(game)
        now = _now()
        created = known.created if known is not None and known.created else now
        metadata = Metadata(created=created, updated=now, app_version=__version__)
    _KNOWN[game] = metadata
    written = {
        "created": metadata.created,
        "updated": metadata.updated,
        "app_version": metadata.app_version,
    }
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "metadata": {key: value for key, value in written.items() if value is not None},
        "players": list(game.names),
        "rules": rules_to_dict(game.rules),
    }


def _layout(value: object, indent: str = "", used: int = 0) -> str:
    """`value` as JSON: on one line where it fits in `_WIDTH` columns, else one item a line."""
    flat = json.dumps(value, ensure_ascii=False)
    fits = len(indent) + used + len(flat) <= _WIDTH
    if fits or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + "  "
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            name = json.dumps(key, ensure_ascii=False)
            lines.append(f"{inner}{name}: {_layout(item, inner, len(name) + 2)}")
        return "{\n" + ",\n".join(lines) + f"\n{indent}}}"
    return "[\n" + ",\n".join(inner + _layout(item, inner) for item in value) + f"\n{indent}]"


_EVENTS_KEY = '  "events": '
_EVENT_INDENT = "    "


def _event_text(event: Event) -> tuple[str, str]:
    """An event's JSON on one line, and as laid out in the event list."""
    data = event_to_dict(event)
    return json.dumps(data, ensure_ascii=False), _layout(data, _EVENT_INDENT)


class RecordWriter:
    """Writes the record of a game again and again, laying out only the events it has not seen.

    Events never change once recorded and a game only gains or loses events at its end, so a
    game saved after every hand costs as little to save in the last hand of a long session as
    in the first. The text is exactly what laying out `game_to_dict` as a whole gives.
    """

    def __init__(self) -> None:
        self._events: list[Event] = []
        self._texts: list[tuple[str, str]] = []
        self._flat_length = 0

    def _follow(self, events: tuple[Event, ...]) -> None:
        kept = 0
        for known, event in zip(self._events, events, strict=False):
            if known is not event:
                break
            kept += 1
        self._flat_length -= sum(len(one_line) for one_line, _ in self._texts[kept:])
        del self._events[kept:]
        del self._texts[kept:]
        for event in events[kept:]:
            text = _event_text(event)
            self._events.append(event)
            self._texts.append(text)
            self._flat_length += len(text[0])

    def text(self, game: Game, metadata: Metadata | None = None) -> str:
        """The record as `game_to_json` writes it."""
        document = _header(game, metadata)
        if len(json.dumps(document, ensure_ascii=False)) <= _WIDTH:
            # Too short a document to be laid out over lines: no real game gets here.
            events = [event_to_dict(event) for event in game.events]
            return _layout({**document, "events": events}) + "\n"
        self._follow(game.events)
        texts = self._texts
        separators = 2 * max(len(texts) - 1, 0) + 2
        if not texts or len(_EVENTS_KEY) + self._flat_length + separators <= _WIDTH:
            listed = "[" + ", ".join(one_line for one_line, _ in texts) + "]"
        else:
            items = ",\n".join(_EVENT_INDENT + laid for _, laid in texts)
            listed = "[\n" + items + "\n  ]"
        head = _layout(document)
        return head[: -len("\n}")] + ",\n" + _EVENTS_KEY + listed + "\n}\n"


def game_to_json(game: Game, metadata: Metadata | None = None) -> str:
    """The record as text: keys in a fixed order, indented, short parts (each event) on one
    line, ending with a newline. `metadata` as in `game_to_dict`."""
    return RecordWriter().text(game, metadata)


# --- Reading ----------------------------------------------------------------------------------


def _read_hand(data: object, where: str) -> Hand:
    hand = Fields(
        data, translate("record", "{where}, hand").format(where=where), ("han", "fu", "yakuman")
    )
    return Hand(han=hand.whole("han"), fu=hand.optional_whole("fu"), yakuman=hand.whole("yakuman"))


def _read_pao(data: object, where: str) -> Pao | None:
    if data is None:
        return None
    pao = Fields(data, translate("record", "{where}, pao").format(where=where), ("seat", "yakuman"))
    return Pao(seat=pao.seat("seat"), yakuman=pao.optional_whole("yakuman"))


def _read_win(data: object, where: str) -> Win:
    win = Fields(data, where, ("winner", "hand", "pao"))
    return Win(
        win.seat("winner"), _read_hand(win.get("hand"), where), _read_pao(win.get("pao"), where)
    )


def _ron(event: Fields) -> Ron:
    wins = [
        _read_win(
            win,
            translate("record", "{where}, winner {number}").format(
                where=event.where, number=number
            ),
        )
        for number, win in enumerate(event.items("wins"), start=1)
    ]
    return Ron(event.seat("discarder"), tuple(wins))


def _tsumo(event: Fields) -> Tsumo:
    where = event.where
    hand, pao = _read_hand(event.get("hand"), where), _read_pao(event.get("pao"), where)
    return Tsumo(event.seat("winner"), hand, pao)


def _nagashi(event: Fields) -> NagashiMangan:
    return NagashiMangan(tuple(event.seats("seats")), frozenset(event.seats("tenpai")))


def _correction(event: Fields) -> PointCorrection:
    return PointCorrection(
        event.seat("payer"), event.seat("receiver"), event.whole("amount"), event.text("reason")
    )


_EVENT_READERS: dict[str, tuple[tuple[str, ...], Callable[[Fields], Event]]] = {
    "riichi": (("seat",), lambda event: Riichi(event.seat("seat"))),
    "ron": (("discarder", "wins"), _ron),
    "tsumo": (("winner", "hand", "pao"), _tsumo),
    "exhaustive_draw": (
        ("tenpai",),
        lambda event: ExhaustiveDraw(frozenset(event.seats("tenpai"))),
    ),
    "nagashi_mangan": (("seats", "tenpai"), _nagashi),
    "abortive_draw": (
        ("kind",),
        lambda event: AbortiveDrawEvent(
            choice(AbortiveDraw, event.get("kind"), event.what("kind"))
        ),
    ),
    "chombo": (("seat",), lambda event: Chombo(event.seat("seat"))),
    "point_correction": (("payer", "receiver", "amount", "reason"), _correction),
}


def event_from_dict(data: object, number: int = 1) -> Event:
    """One event of a record; `number` (from 1) names it in messages."""
    #: Where in a game file a problem is; the parts add up to "event 3 (ron), winner 1, hand".
    where = translate("record", "event {number}").format(number=number)
    if not isinstance(data, dict):
        raise damaged(
            translate("record", "{what} should be an object, not {kind}").format(
                what=where, kind=kind_of(data)
            )
        )
    if "type" not in data:
        raise damaged(
            translate("record", '{what} has no "{field}"').format(what=where, field="type")
        )
    kind = data["type"]
    if not isinstance(kind, str) or kind not in _EVENT_READERS:
        raise damaged(
            translate("record", "{what} is of a type Tallyo Desktop does not know: {type}").format(
                what=where, type=quoted(kind)
            )
        )
    names, read = _EVENT_READERS[kind]
    # The type is named as the file spells it, only easier to read: it is not translated.
    typed = translate("record", "event {number} ({type})").format(
        number=number, type=kind.replace("_", " ")
    )
    return read(Fields(data, typed, ("type", *names)))


def upgrade(
    document: Document,
    version: int,
    upgraders: dict[int, Upgrader] | None = None,
    target: int | None = None,
) -> Document:
    """`document`, of format `version`, brought up to `target` (the current format) one version
    at a time. The input is left as it was."""
    steps = UPGRADERS if upgraders is None else upgraders
    goal = FORMAT_VERSION if target is None else target
    while version < goal:
        step = steps.get(version)
        if step is None:
            raise BadGameFile(
                translate(
                    "record",
                    "This game file is in format {version}, which Tallyo Desktop cannot read.",
                ).format(version=version)
            )
        try:
            document = step(dict(document))
        except BadGameFile:
            raise
        except (LookupError, TypeError, ValueError, AttributeError):
            raise damaged(
                translate(
                    "record", "it could not be brought up to date from format {version}"
                ).format(version=version)
            ) from None
        version += 1
        document["version"] = version
    return document


def _current_document(data: object) -> Document:
    """The record in the current format, after checking it is a Tallyo game at all."""
    if not isinstance(data, dict) or "format" not in data:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it does not say it holds a game.")
        )
    if data["format"] != FORMAT_NAME:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: its format is {format}.").format(
                format=quoted(data["format"])
            )
        )
    if "version" not in data:
        raise damaged(translate("record", 'it has no format "version"'))
    version = whole(data["version"], translate("record", 'the format "version"'))
    if version > FORMAT_VERSION:
        raise BadGameFile(
            translate(
                "record",
                "This game was saved by a newer version of Tallyo Desktop (format {version}); "
                "this version reads up to format {readable}. "
                "Update Tallyo Desktop to open it.",
            ).format(version=version, readable=FORMAT_VERSION)
        )
    return upgrade(data, version)


def _read_metadata(data: object) -> Metadata:
    # Other programs may keep their own keys here: they are ignored, not refused.
    if not isinstance(data, dict):
        raise damaged(
            translate("record", "{what} should be an object, not {kind}").format(
                what='"metadata"', kind=kind_of(data)
            )
        )
    values: dict[str, str | None] = {}
    for name in ("created", "updated", "app_version"):
        value = data.get(name)
        values[name] = (
            None
            if value is None
            else string(value, translate("record", 'the metadata: "{field}"').format(field=name))
        )
    return Metadata(**values)


def game_from_dict(data: object) -> Game:
    """The game a record (parsed JSON) holds, replayed; BadGameFile says why it cannot be."""
    document = Fields(
        _current_document(data),
        translate("record", "the file"),
        _TOP_FIELDS,
        optional=("metadata",),
    )
    metadata = _read_metadata(document.get("metadata") if "metadata" in document.data else {})
    players = document.items("players")
    if len(players) != SEATS:
        raise damaged(
            translate("record", '"players" should list 4 names, not {count}').format(
                count=len(players)
            )
        )
    names = [string(name, '"players"') for name in players]
    rules = rules_from_dict(document.get("rules"))
    events = [
        event_from_dict(event, number)
        for number, event in enumerate(document.items("events"), start=1)
    ]
    problems = rules.problems()
    if problems:
        raise BadGameFile(
            translate("record", "The rules in this game file cannot be played: {problems}").format(
                problems=" ".join(problems)
            )
        )
    try:
        check_names(names)
    except TallyoError as error:
        raise BadGameFile(
            translate("record", "The players in this game file are not valid: {reason}").format(
                reason=error
            )
        ) from None
    try:
        game = Game.replay(rules, names, events)
    except TallyoError as error:
        raise BadGameFile(
            translate("record", "The game in this file cannot be replayed. {reason}").format(
                reason=error
            )
        ) from None
    _KNOWN[game] = metadata
    return game


def game_from_json(text: str) -> Game:
    if not text.strip():
        raise BadGameFile(translate("record", "The game file is empty."))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        # Text cut short fails at its very end, in an open string or escape, or in a last
        # word ("tr").
        rest = text[error.pos :].rstrip()
        unfinished = any(word.startswith(rest) for word in ("true", "false", "null", "-")) or (
            error.msg.startswith("Invalid \\uXXXX escape") and len(rest) <= 5
        )
        if unfinished or error.msg.startswith("Unterminated string"):
            raise BadGameFile(
                translate(
                    "record",
                    "The game file ends too early: its JSON is cut short, probably while it was "
                    "being saved or copied.",
                )
            ) from None
        raise BadGameFile(
            translate(
                "record",
                "This is not a Tallyo game file: it is not valid JSON "
                "(line {line}, column {column}).",
            ).format(line=error.lineno, column=error.colno)
        ) from None
    except RecursionError:
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it is nested too deeply.")
        ) from None
    except ValueError:
        # Python refuses to read whole numbers of thousands of digits.
        raise BadGameFile(
            translate("record", "This is not a Tallyo game file: it holds a number too long.")
        ) from None
    return game_from_dict(data)


def read_game_file(path: str | os.PathLike[str]) -> Game:
    shown = os.fspath(path)
    try:
        content = Path(path).read_bytes()
    except FileNotFoundError:
        raise BadGameFile(
            translate("record", "There is no game file at {path}.").format(path=shown)
        ) from None
    except IsADirectoryError:
        raise BadGameFile(
            translate("record", "{path} is a folder, not a game file.").format(path=shown)
        ) from None
    except PermissionError:
        raise BadGameFile(
            translate("record", "Tallyo Desktop is not allowed to read {path}.").format(path=shown)
        ) from None
    except (OSError, ValueError) as error:
        # ValueError: a path no system accepts, such as one holding a NUL character.
        reason = getattr(error, "strerror", None)
        if reason:
            message = translate("record", "The game file {path} cannot be read: {reason}.").format(
                path=shown, reason=reason
            )
        else:
            message = translate("record", "The game file {path} cannot be read.").format(path=shown)
        raise BadGameFile(message) from None
    try:
        # A byte order mark, as some Windows editors write, is not part of the JSON.
        decoded = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadGameFile(
            translate("record", "{path} is not a Tallyo game file: it is not text.").format(
                path=shown
            )
        ) from None
    return game_from_json(decoded)
