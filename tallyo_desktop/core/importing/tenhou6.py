"""The tenhou.net/6 log: the JSON Tenhou's viewer shows and the usual Mahjong Soul exporters
write, read into a `LogGame`.

The format gives each seat's deal, draws and discards rather than the hands at a win, so the
winner's tiles are worked out by playing its draws, calls and discards through.
"""

from __future__ import annotations

import re
from decimal import Decimal

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.bounded_json import NumberOutOfBounds, load_bounded
from tallyo_desktop.core.importing.model import (
    DrawKind,
    LogDraw,
    LogFormat,
    LogGame,
    LogHand,
    LogRefused,
    LogWin,
)
from tallyo_desktop.core.importing.tenhou6_hands import (
    Bad,
    River,
    Seat,
    as_int,
    riichi_order,
    seat_tiles,
    win_tiles,
)
from tallyo_desktop.core.importing.tenhou6_lobby import players_of, read_lobby
from tallyo_desktop.core.importing.tiles import code_of, tile_of_code

WIN = "和了"
DRAWS = {
    "流局": DrawKind.EXHAUSTIVE,
    "全員聴牌": DrawKind.EXHAUSTIVE,
    "全員不聴": DrawKind.EXHAUSTIVE,
    "流し満貫": DrawKind.NAGASHI,
    "九種九牌": DrawKind.NINE_TERMINALS,
    "四風連打": DrawKind.FOUR_WINDS,
    "四家立直": DrawKind.FOUR_RIICHI,
    "四開槓": DrawKind.FOUR_KANS,
    "四槓散了": DrawKind.FOUR_KANS,
    "三家和了": DrawKind.TRIPLE_RON,
    "三家和": DrawKind.TRIPLE_RON,
}
TSUMOGIRI = 60
FU_HAN = re.compile(r"(\d{1,3})符(\d{1,2})飜")
YAKU = re.compile(r"(.+)\((\d{1,2})飜\)|(.+)\(役満\)")


def _damaged() -> LogRefused:
    return LogRefused(
        translate("importing", "It is a damaged tenhou.net/6 log: a hand holds what no log writes.")
    )


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise Bad(value)
    return value


def _ints(value: object) -> list[int]:
    return [as_int(item) for item in _list(value)]


def _yaku(texts: list[object]) -> tuple[tuple[tuple[str, int], ...], int]:
    found: list[tuple[str, int]] = []
    yakuman = 0
    for text in texts:
        match = YAKU.fullmatch(str(text))
        if not match:
            raise Bad(text)
        if match.group(3):
            found.append((match.group(3), 13))
            yakuman += 1
        elif int(match.group(2)):
            found.append((match.group(1), int(match.group(2))))
    return tuple(found), yakuman


def _seats(rivers: list[River]) -> list[Seat] | None:
    """Every seat's hand played through; None if the draws and discards do not add up, and
    the wins are then taken in without their tiles."""
    try:
        return [Seat(deal, draws, discards) for deal, draws, discards in rivers]
    except (Bad, ValueError):
        return None


def _hand(data: object, players: int, next_hand: object | None) -> LogHand:
    parts = _list(data)
    head = _ints(parts[0])
    scores = _ints(parts[1])[:players]
    dora, ura = _ints(parts[2]), _ints(parts[3])
    result = _list(parts[-1])
    rivers = [
        (_ints(parts[4 + 3 * seat]), _list(parts[5 + 3 * seat]), _list(parts[6 + 3 * seat]))
        for seat in range(players)
    ]
    riichi = riichi_order(rivers, head[0] % 4)
    name = str(result[0])
    wins: list[LogWin] = []
    draw = None
    paid = list(riichi)
    if name == WIN:
        seats = _seats(rivers)
        for deltas, info in zip(result[1::2], result[2::2], strict=True):
            details = _list(info)
            winner, discarder, pao = (as_int(value) for value in details[:3])
            yaku, yakuman = _yaku(details[4:])
            fu_han = FU_HAN.search(str(details[3]))
            tiles = None
            if seats is not None:
                tiles = win_tiles(seats, winner, discarder, dora, ura)
            wins.append(
                LogWin(
                    winner=winner,
                    discarder=discarder,
                    pao=None if pao == winner else pao,
                    han=sum(han for _, han in yaku),
                    fu=int(fu_han.group(1)) if fu_han else None,
                    yakuman=yakuman,
                    yaku=yaku,
                    deltas=tuple(_ints(deltas)[:players]),
                    tiles=tiles,
                )
            )
        first = wins[0]
        discards = rivers[first.discarder][2]
        if not first.tsumo and discards and str(discards[-1]).startswith("r"):
            # Won on the declaring discard: the stick was never placed.
            paid.remove(first.discarder)
    elif name in DRAWS:
        kind = DRAWS[name]
        deltas = tuple(_ints(result[1])[:players]) if len(result) > 1 else (0,) * players
        draw = LogDraw(kind, deltas, _tenpai(kind, name, deltas, head[0], next_hand))
    else:
        raise Bad(name)
    return LogHand(
        round_index=head[0],
        honba=head[1],
        sticks=head[2],
        start_points=tuple(scores),
        riichi_declared=riichi,
        riichi_paid=tuple(paid),
        wins=tuple(wins),
        draw=draw,
        dora=seat_tiles(dora),
        ura=seat_tiles(ura),
    )


def _tenpai(
    kind: DrawKind, name: str, deltas: tuple[int, ...], round_index: int, next_hand: object
) -> frozenset[int] | None:
    """The seats tenpai at an exhaustive draw, which this format does not list: those paid for
    it; where nothing moved, everyone ("全員聴牌") or no one, as the dealer's staying tells."""
    if kind not in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI):
        return None
    seats = range(len(deltas))
    if kind is DrawKind.EXHAUSTIVE and any(deltas):
        return frozenset(seat for seat in seats if deltas[seat] > 0)
    if name == "全員聴牌":
        return frozenset(seats)
    if name == "全員不聴" or next_hand is None:
        return frozenset()
    dealer_stays = _ints(_list(next_hand)[0])[0] == round_index
    dealer = round_index % 4
    if kind is DrawKind.NAGASHI:
        return frozenset({dealer}) if dealer_stays else frozenset()
    return frozenset(seats) if dealer_stays else frozenset()


def read_tenhou6(text: str, file_name: str) -> LogGame:
    """The game in a tenhou.net/6 log; LogRefused with the reason if there is none to take in."""
    try:
        document = load_bounded(text)
    except NumberOutOfBounds as error:
        raise LogRefused(
            translate(
                "importing", "It holds a number no game log writes ({number}): it is damaged."
            ).format(number=error.text)
        ) from None
    except RecursionError:
        raise LogRefused(translate("importing", "It is nested deeper than any game log.")) from None
    except ValueError:
        raise LogRefused(
            translate(
                "importing",
                "It is not a complete tenhou.net/6 log: its JSON is broken or cut short.",
            )
        ) from None
    if not isinstance(document, dict) or not isinstance(document.get("log"), list):
        raise LogRefused(translate("importing", "It is not a Tenhou or Mahjong Soul game log."))
    try:
        return _game(document, file_name)
    except LogRefused:
        raise
    except (Bad, KeyError, IndexError, ValueError, TypeError):
        raise _damaged() from None


def _result(value: object) -> int:
    """A result as the log writes it (+42.2, -8), in points."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Bad(value)
    return int(Decimal(str(value)) * 1000)


def _game(document: dict[str, object], file_name: str) -> LogGame:
    hands = _list(document["log"])
    if not hands:
        raise LogRefused(translate("importing", "It holds no complete hand."))
    first = _list(hands[0])
    players = players_of(document, first)
    reading = read_lobby(document, players, file_name, hands)
    read = tuple(
        _hand(hand, players, hands[number + 1] if number + 1 < len(hands) else None)
        for number, hand in enumerate(hands)
    )
    names = tuple(str(name) for name in _list(document.get("name", []))[:players])
    names += ("",) * (players - len(names))
    final_points = final_results = None
    scores = document.get("sc")
    if isinstance(scores, list) and len(scores) >= 2 * players and any(scores):
        final_points = tuple(as_int(value) for value in scores[0 : 2 * players : 2])
        final_results = tuple(_result(value) for value in scores[1 : 2 * players : 2])
    deal = tuple(
        tuple(sorted(code_of(tile_of_code(code)) for code in _ints(first[4 + 3 * seat])))
        for seat in range(players)
    )
    dora = _ints(first[2])
    log_id = reading.log_id
    return LogGame(
        format=LogFormat.TENHOU6,
        lobby=reading.lobby,
        names=names,
        hands=read,
        log_id=log_id,
        played=reading.tenhou_id.day if reading.tenhou_id else None,
        final_points=final_points,
        final_results=final_results,
        identity=(deal, code_of(tile_of_code(dora[0])) if dora else None),
        notes=reading.notes,
    )
