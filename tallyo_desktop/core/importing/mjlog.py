"""Tenhou's mjlog: the XML log Tenhou keeps of every game, read into a `LogGame`.

The XML is read by expat one tag at a time, without building a tree: a document type (and with
it every entity, the way to the "billion laughs") is refused, as is nesting deeper than an mjlog
ever goes. A log cut short (a download stopped, a disconnection) keeps every hand that ended
before the cut; a hand counts as ended when the next one begins, when the game's end is written
on it, or when the document closes after it.
"""

from __future__ import annotations

import re
from decimal import Decimal
from urllib.parse import unquote
from xml.parsers import expat

from tallyo_desktop.core.counting.situation import Meld
from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.log_ids import (
    EAST_SOUTH,
    NO_OPEN_TANYAO,
    NO_RED,
    THREE_PLAYERS,
    lobby_name,
    tenhou_id_in,
)
from tallyo_desktop.core.importing.model import (
    DrawKind,
    Lobby,
    LogDraw,
    LogFormat,
    LogGame,
    LogHand,
    LogRefused,
    LogTiles,
    LogWin,
    Site,
)
from tallyo_desktop.core.importing.tiles import (
    KITA,
    TENHOU_YAKU,
    code_of,
    meld_of_mjlog,
    tile_of_id,
)
from tallyo_desktop.core.values import field, valueclass

MAX_DEPTH = 3
STANDARD_FLAGS = 0xFF
"""The lobby flags Tallyo reads; any other (chips, a private lobby's own rules) is a variant
it does not play."""
DRAWS = {
    "yao9": DrawKind.NINE_TERMINALS,
    "kaze4": DrawKind.FOUR_WINDS,
    "reach4": DrawKind.FOUR_RIICHI,
    "kan4": DrawKind.FOUR_KANS,
    "ron3": DrawKind.TRIPLE_RON,
    "nm": DrawKind.NAGASHI,
}
Tag = tuple[str, dict[str, str]]


class _Bad(Exception):
    """An attribute that is not what an mjlog writes."""


def _refused_variant() -> LogRefused:
    return LogRefused(
        translate(
            "importing",
            "It is a game of a Tenhou lobby with chips or rules of its own, which Tallyo does "
            "not play.",
        )
    )


def read_tags(content: bytes) -> tuple[list[Tag], bool]:
    """The tags of the document in order, and whether the document was whole and well formed."""
    tags: list[Tag] = []
    depth = 0

    def start(name: str, attributes: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise LogRefused(
                translate("importing", "It is nested deeper than any Tenhou log: it is no log.")
            )
        tags.append((name, attributes))

    def end(name: str) -> None:
        nonlocal depth
        depth -= 1

    def doctype(*_: object) -> None:
        raise LogRefused(
            translate("importing", "It declares a document type, which no Tenhou log does.")
        )

    # The text was read as UTF-8 already: a declaration naming another encoding is not followed.
    parser = expat.ParserCreate(encoding="UTF-8")
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = doctype
    try:
        parser.Parse(content, True)
    except expat.ExpatError:
        return tags, False
    return tags, True


# Every number is checked for its form and length before it is converted: a log never writes a
# number longer than these, and a number of a million digits ("1e999990") would take seconds to
# convert.
_INTEGER = re.compile(r"-?\d{1,9}")
_DECIMAL = re.compile(r"-?\d{1,9}(?:\.\d{1,3})?")


def _ints(text: str) -> list[int]:
    if not text.strip():
        return []
    parts = [part.strip() for part in text.split(",")]
    if not all(_INTEGER.fullmatch(part) for part in parts):
        raise _Bad(text[:40])
    return [int(part) for part in parts]


def _decimal(value: str) -> Decimal:
    value = value.strip()
    if not _DECIMAL.fullmatch(value):
        raise _Bad(value[:40])
    return Decimal(value)


def _hundreds(values: list[str]) -> list[int]:
    return [int(_decimal(value) * 100) for value in values]


def _thousandths(value: str) -> int:
    return int(_decimal(value) * 1000)


@valueclass(frozen=False)
class _Hand:
    init: dict[str, str]
    declared: list[int] = field(default_factory=list)
    paid: list[int] = field(default_factory=list)
    kita: dict[int, int] = field(default_factory=dict)
    results: list[Tag] = field(default_factory=list)
    closed: bool = False


def _split_hands(tags: list[Tag]) -> tuple[list[_Hand], dict[str, str]]:
    hands: list[_Hand] = []
    header: dict[str, str] = {}
    for name, attributes in tags:
        if name == "GO":
            header.setdefault("type", attributes.get("type", "0"))
            header.setdefault("lobby", attributes.get("lobby", "0"))
        elif name == "UN" and "n0" in attributes and "names" not in header:
            header["names"] = "\x00".join(attributes.get(f"n{seat}", "") for seat in range(4))
        elif name == "INIT":
            if hands:
                hands[-1].closed = bool(hands[-1].results)
            hands.append(_Hand(attributes))
        elif not hands:
            continue
        elif name == "REACH":
            seat = _ints(attributes.get("who", ""))[0]
            step = attributes.get("step")
            (hands[-1].declared if step == "1" else hands[-1].paid).append(seat)
        elif name == "N":
            code = _ints(attributes.get("m", ""))[0]
            if meld_of_mjlog(code, red_fives=False) == KITA:
                seat = _ints(attributes.get("who", ""))[0]
                hands[-1].kita[seat] = hands[-1].kita.get(seat, 0) + 1
        elif name in ("AGARI", "RYUUKYOKU"):
            if "chip" in attributes or "ratio" in attributes:
                raise _refused_variant()
            hands[-1].results.append((name, attributes))
            if "owari" in attributes:
                header["owari"] = attributes["owari"]
                hands[-1].closed = True
    return hands, header


def _tiles(ids: list[int], red: bool) -> tuple[Tile, ...]:
    return tuple(tile_of_id(tile_id, red_fives=red) for tile_id in ids)


def _win(attributes: dict[str, str], players: int, red: bool, hand: _Hand) -> LogWin:
    yaku_numbers = _ints(attributes.get("yaku", ""))
    yakuman_numbers = _ints(attributes.get("yakuman", ""))
    yaku = [
        (TENHOU_YAKU[number], han)
        for number, han in zip(yaku_numbers[::2], yaku_numbers[1::2], strict=True)
        if han
    ]
    yaku += [(TENHOU_YAKU[number], 13) for number in yakuman_numbers]
    fu, _, _ = _ints(attributes["ten"])
    scores = _hundreds(attributes["sc"].split(","))
    winner = _ints(attributes["who"])[0]
    melds: list[Meld] = []
    kita = 0
    # The calls are listed last first.
    for code in reversed(_ints(attributes.get("m", ""))):
        meld = meld_of_mjlog(code, red_fives=red)
        if isinstance(meld, Meld):
            melds.append(Meld(meld.kind, tuple(sorted(meld.tiles))))
        else:
            kita += 1
    tiles = LogTiles(
        concealed=tuple(sorted(_tiles(_ints(attributes["hai"]), red))),
        win_tile=tile_of_id(_ints(attributes["machi"])[0], red_fives=red),
        melds=tuple(melds),
        dora=_tiles(_ints(attributes.get("doraHai", "")), red),
        ura=_tiles(_ints(attributes.get("doraHaiUra", "")), red),
        kita=max(kita, hand.kita.get(winner, 0)),
    )
    pao = attributes.get("paoWho")
    return LogWin(
        winner=winner,
        discarder=_ints(attributes["fromWho"])[0],
        pao=None if pao is None else _ints(pao)[0],
        han=sum(han for _, han in yaku),
        fu=fu,
        yakuman=len(yakuman_numbers),
        yaku=tuple(yaku),
        deltas=tuple(scores[1 : 2 * players : 2]),
        tiles=tiles,
    )


def _draw(attributes: dict[str, str], players: int) -> LogDraw:
    scores = _hundreds(attributes["sc"].split(","))
    kind_name = attributes.get("type")
    if kind_name is None:
        kind = DrawKind.EXHAUSTIVE
    elif kind_name in DRAWS:
        kind = DRAWS[kind_name]
    else:
        raise _Bad(kind_name)
    shown = frozenset(seat for seat in range(players) if f"hai{seat}" in attributes)
    tenpai = shown if kind in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI) else None
    return LogDraw(kind, tuple(scores[1 : 2 * players : 2]), tenpai)


def _hand(hand: _Hand, players: int, red: bool) -> LogHand:
    seed = _ints(hand.init["seed"])
    start = [100 * value for value in _ints(hand.init["ten"])[:players]]
    wins = tuple(
        _win(attributes, players, red, hand) for name, attributes in hand.results if name == "AGARI"
    )
    draws = [attributes for name, attributes in hand.results if name == "RYUUKYOKU"]
    if (wins and draws) or len(draws) > 1:
        raise _Bad(hand.results)
    ura = wins[0].tiles.ura if wins and wins[0].tiles else ()
    return LogHand(
        round_index=seed[0],
        honba=seed[1],
        sticks=seed[2],
        start_points=tuple(start),
        riichi_declared=tuple(hand.declared),
        riichi_paid=tuple(hand.paid),
        wins=wins,
        draw=_draw(draws[0], players) if draws else None,
        dora=(tile_of_id(seed[5], red_fives=red),),
        ura=ura,
    )


def read_mjlog(content: bytes, file_name: str) -> LogGame:
    """The game in an mjlog; LogRefused with the reason if there is none to take in."""
    tags, whole = read_tags(content)
    if not tags or tags[0][0] != "mjloggm":
        raise LogRefused(translate("importing", "It is not a Tenhou log: its XML is broken."))
    try:
        return _game(tags, whole, file_name)
    except LogRefused:
        raise
    except (_Bad, KeyError, IndexError, ValueError):
        raise LogRefused(
            translate("importing", "It is a damaged Tenhou log: a tag holds what no log writes.")
        ) from None


def _game(tags: list[Tag], whole: bool, file_name: str) -> LogGame:
    hands, header = _split_hands(tags)
    if hands and whole and hands[-1].results:
        hands[-1].closed = True
    complete = [hand for hand in hands if hand.closed]
    if not complete:
        raise LogRefused(
            translate(
                "importing",
                "It holds no complete hand: the log stops before the first hand ends.",
            )
        )
    flags = _ints(header.get("type", "0"))[0]
    if flags & ~STANDARD_FLAGS:
        raise _refused_variant()
    players = 3 if flags & THREE_PLAYERS else 4
    red = not flags & NO_RED
    raw_names = header.get("names", "").split("\x00")[:players]
    names = tuple(unquote(name, errors="replace") for name in raw_names)
    names += ("",) * (players - len(names))
    tenhou_id = tenhou_id_in(file_name)
    log_id = tenhou_id.text if tenhou_id else None
    lobby = Lobby(
        site=Site.TENHOU,
        players=players,
        east_only=not flags & EAST_SOUTH,
        red_fives=red,
        open_tanyao=not flags & NO_OPEN_TANYAO,
        ranked=header.get("lobby", "0") in ("", "0"),
        name=lobby_name(flags),
    )
    read = tuple(_hand(hand, players, red) for hand in complete)
    final_points = final_results = None
    if "owari" in header:
        values = header["owari"].split(",")
        final_points = tuple(_hundreds(values[0 : 2 * players : 2]))
        final_results = tuple(_thousandths(value) for value in values[1 : 2 * players : 2])
    first = hands[0].init
    deal = tuple(
        tuple(sorted(code_of(tile) for tile in _tiles(_ints(first.get(f"hai{seat}", "")), red)))
        for seat in range(players)
    )
    dora = code_of(tile_of_id(_ints(first["seed"])[5], red_fives=red))
    return LogGame(
        format=LogFormat.MJLOG,
        lobby=lobby,
        names=names,
        hands=read,
        log_id=log_id,
        played=tenhou_id.day if tenhou_id else None,
        final_points=final_points,
        final_results=final_results,
        identity=(deal, dora),
    )
