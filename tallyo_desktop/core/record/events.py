"""The events of a game record: each event as a JSON object, and back.

Every field of an event is written; a field that only matters when set (a ron on the riichi
declaration tile, the tiles a win was counted from) is written only when it is set, and read as
unset when absent.
"""

from __future__ import annotations

from collections.abc import Callable

from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.rules import Fields, choice, damaged, flag, kind_of, quoted
from tallyo_desktop.core.rules.rules import AbortiveDraw, PaoYakuman
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    EndedByTime,
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

# Not `typing`'s, which the commands would wait for; only mypy needs `WinTiles` here.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles

Document = dict[str, object]


# --- Writing ----------------------------------------------------------------------------------


def _hand(hand: Hand) -> Document:
    return {"han": hand.han, "fu": hand.fu, "yakuman": hand.yakuman}


def _pao(pao: Pao | None) -> Document | None:
    if pao is None:
        return None
    kind = None if pao.kind is None else pao.kind.value
    return {"seat": pao.seat, "yakuman": pao.yakuman, "kind": kind}


def _tiles(tiles: WinTiles) -> Document:
    # Imported here: only a win counted from its tiles has them, and reading or writing a game
    # without one should not wait for the tile modules.
    from tallyo_desktop.core.record.tiles import tiles_to_dict

    return tiles_to_dict(tiles)


def _win(win: Win) -> Document:
    written: Document = {"winner": win.winner, "hand": _hand(win.hand), "pao": _pao(win.pao)}
    if win.tiles is not None:
        written["tiles"] = _tiles(win.tiles)
    return written


def event_to_dict(event: Event) -> Document:
    match event:
        case Riichi():
            return {"type": "riichi", "seat": event.seat}
        case Ron():
            wins = [_win(win) for win in event.wins]
            ron: Document = {"type": "ron", "discarder": event.discarder, "wins": wins}
            if event.on_riichi_tile:
                ron["on_riichi_tile"] = True
            return ron
        case Tsumo():
            tsumo: Document = {
                "type": "tsumo",
                "winner": event.winner,
                "hand": _hand(event.hand),
                "pao": _pao(event.pao),
            }
            if event.tiles is not None:
                tsumo["tiles"] = _tiles(event.tiles)
            return tsumo
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
        case EndedByTime():
            return {"type": "end_by_time"}
    assert_never(event)


# --- Reading ----------------------------------------------------------------------------------


def _read_hand(data: object, where: str) -> Hand:
    hand = Fields(
        data, translate("record", "{where}, hand").format(where=where), ("han", "fu", "yakuman")
    )
    return Hand(han=hand.whole("han"), fu=hand.optional_whole("fu"), yakuman=hand.whole("yakuman"))


def _read_pao(data: object, where: str) -> Pao | None:
    if data is None:
        return None
    pao = Fields(
        data, translate("record", "{where}, pao").format(where=where), ("seat", "yakuman", "kind")
    )
    kind = pao.get("kind")
    return Pao(
        seat=pao.seat("seat"),
        yakuman=pao.optional_whole("yakuman"),
        kind=None if kind is None else choice(PaoYakuman, kind, pao.what("kind")),
    )


def _read_tiles(fields: Fields, *, tsumo: bool) -> WinTiles | None:
    if "tiles" not in fields.data:
        return None
    # Imported here: only a win counted from its tiles has them, and reading a game without one
    # should not wait for the tile modules.
    from tallyo_desktop.core.record.tiles import tiles_from_dict

    return tiles_from_dict(fields.get("tiles"), fields.where, tsumo=tsumo)


def _read_win(data: object, where: str) -> Win:
    win = Fields(data, where, ("winner", "hand", "pao", "tiles"), ("tiles",))
    return Win(
        win.seat("winner"),
        _read_hand(win.get("hand"), where),
        _read_pao(win.get("pao"), where),
        _read_tiles(win, tsumo=False),
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
    on_riichi_tile = event.data.get("on_riichi_tile", False)
    return Ron(
        event.seat("discarder"),
        tuple(wins),
        on_riichi_tile=flag(on_riichi_tile, event.what("on_riichi_tile")),
    )


def _tsumo(event: Fields) -> Tsumo:
    where = event.where
    hand, pao = _read_hand(event.get("hand"), where), _read_pao(event.get("pao"), where)
    return Tsumo(event.seat("winner"), hand, pao, _read_tiles(event, tsumo=True))


def _nagashi(event: Fields) -> NagashiMangan:
    return NagashiMangan(tuple(event.seats("seats")), frozenset(event.seats("tenpai")))


def _correction(event: Fields) -> PointCorrection:
    return PointCorrection(
        event.seat("payer"), event.seat("receiver"), event.whole("amount"), event.text("reason")
    )


# Each type: its fields, the fields it may leave out, and how it is read.
_EVENT_READERS: dict[str, tuple[tuple[str, ...], tuple[str, ...], Callable[[Fields], Event]]] = {
    "riichi": (("seat",), (), lambda event: Riichi(event.seat("seat"))),
    "ron": (("discarder", "wins", "on_riichi_tile"), ("on_riichi_tile",), _ron),
    "tsumo": (("winner", "hand", "pao", "tiles"), ("tiles",), _tsumo),
    "exhaustive_draw": (
        ("tenpai",),
        (),
        lambda event: ExhaustiveDraw(frozenset(event.seats("tenpai"))),
    ),
    "nagashi_mangan": (("seats", "tenpai"), (), _nagashi),
    "abortive_draw": (
        ("kind",),
        (),
        lambda event: AbortiveDrawEvent(
            choice(AbortiveDraw, event.get("kind"), event.what("kind"))
        ),
    ),
    "chombo": (("seat",), (), lambda event: Chombo(event.seat("seat"))),
    "point_correction": (("payer", "receiver", "amount", "reason"), (), _correction),
    "end_by_time": ((), (), lambda event: EndedByTime()),
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
    names, optional, read = _EVENT_READERS[kind]
    # The type is named as the file spells it, only easier to read: it is not translated.
    typed = translate("record", "event {number} ({type})").format(
        number=number, type=kind.replace("_", " ")
    )
    return read(Fields(data, typed, ("type", *names), optional))
