"""What a tenhou.net/6 log says of where and how it was played: its site, its lobby's rules, the
game's id, and, where the log is silent, what its hands show.

Tenhou's viewer writes the lobby as Tenhou names it (`rule.disp`: 鳳南喰赤, 三鳳南喰赤); the
Mahjong Soul exporters write the room (銀の間南喰赤, 玉の間南喰, 三銀の間赤, 大会戦東喰, or in
English) and the game's uuid in `ref` (some in `title`). A three-player room of Mahjong Soul is
often written without 東 or 南: its length is then left to the hands and the end. A Tenhou log id
carries its lobby's flags, so a log with no `rule` but such an id is read as its id says; a log
with neither is read as a game of Tenhou's rules, and says so.
"""

from __future__ import annotations

import re

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.log_ids import (
    EAST_SOUTH,
    NO_OPEN_TANYAO,
    NO_RED,
    THREE_PLAYERS,
    TenhouId,
    lobby_name,
    mahjong_soul_id_in,
    tenhou_id_in,
)
from tallyo_desktop.core.importing.model import Lobby, Site
from tallyo_desktop.core.values import valueclass

MAHJONG_SOUL_ROOMS = ("の間", "友人戦", "大会戦", "Room", "Friendly", "Tournament", "Tounament")
PRIVATE_ROOMS = ("友人戦", "大会戦", "Friendly", "Tourn", "Tounament")
RED_CODES = frozenset({51, 52, 53})
_CODE = re.compile(r"\d\d")


@valueclass
class LobbyReading:
    lobby: Lobby
    log_id: str | None
    """The game's id at its site: the Tenhou log id, or the Mahjong Soul uuid."""
    tenhou_id: TenhouId | None
    notes: tuple[str, ...] = ()


def _text(value: object) -> str:
    if isinstance(value, list):
        return " ".join(str(part) for part in value if isinstance(part, str | int))
    return value if isinstance(value, str) else ""


def rule_of(document: dict[str, object]) -> dict[str, object] | None:
    rule = document.get("rule")
    return rule if isinstance(rule, dict) else None


def _shown(document: dict[str, object]) -> str:
    rule = rule_of(document)
    return str(rule.get("disp", "")) if rule is not None else ""


def players_of(document: dict[str, object], first_hand: list[object]) -> int:
    """Three or four: from the room's name, the rating class, the id, else the seats dealt."""
    shown = _shown(document)
    if shown.startswith(("三", "3")) or document.get("ratingc") == "PF3":
        return 3
    if document.get("ratingc") == "PF4" or shown.startswith(("四", "4")):
        return 4
    tenhou = tenhou_id_in(_text(document.get("ref")))
    if tenhou is not None:
        return 3 if tenhou.flags & THREE_PLAYERS else 4
    seat_lists = (len(first_hand) - 5) // 3
    if seat_lists == 4 and not first_hand[4 + 9]:
        return 3
    return 3 if seat_lists == 3 else 4


def _length(shown: str) -> bool | None:
    """Whether the room's name says East only (True), East-South (False) or neither (None)."""
    if "東" in shown or "East" in shown:
        return True
    if "南" in shown or "South" in shown:
        return False
    return None


def shows_red_fives(hands: list[object]) -> bool:
    """Whether a red five appears anywhere in the hands: dealt, drawn, called or a dora."""
    for hand in hands:
        if not isinstance(hand, list):
            continue
        for part in hand[2:-1]:
            for item in part if isinstance(part, list) else ():
                if isinstance(item, int) and item in RED_CODES:
                    return True
                if isinstance(item, str) and any(
                    int(code) in RED_CODES for code in _CODE.findall(item)
                ):
                    return True
        result = hand[-1] if hand else None
        if isinstance(result, list) and any("赤ドラ" in str(entry) for entry in result):
            return True
    return False


def read_lobby(
    document: dict[str, object], players: int, file_name: str, hands: list[object]
) -> LobbyReading:
    """Where the game was played and under which lobby's rules, as far as the log says."""
    rule = rule_of(document)
    shown = _shown(document)
    ref = _text(document.get("ref"))
    title = _text(document.get("title"))
    soul_id = mahjong_soul_id_in(ref) or mahjong_soul_id_in(title)
    tenhou = tenhou_id_in(ref)
    mahjong_soul = soul_id is not None or any(word in shown for word in MAHJONG_SOUL_ROOMS)
    if mahjong_soul:
        soul_id = soul_id or mahjong_soul_id_in(file_name)
        return LobbyReading(_mahjong_soul_lobby(rule, shown, players), soul_id, None)
    tenhou = tenhou or tenhou_id_in(file_name)
    log_id = tenhou.text if tenhou else None
    if rule is None and tenhou is not None:
        return LobbyReading(_lobby_of_id(tenhou, players), log_id, tenhou)
    if rule is None:
        red = shows_red_fives(hands)
        note = (
            translate(
                "importing",
                "The log does not say where or by what rules it was played: it was read as a "
                "game of Tenhou's rules with red fives (its tiles show them) and open tanyao.",
            )
            if red
            else translate(
                "importing",
                "The log does not say where or by what rules it was played: it was read as a "
                "game of Tenhou's rules without red fives (its tiles show none) and with open "
                "tanyao.",
            )
        )
        lobby = Lobby(Site.TENHOU, players, None, red_fives=red, ranked=False)
        return LobbyReading(lobby, log_id, tenhou, (note,))
    lobby_field = document.get("lobby", 0)
    red = any(rule.get(key) for key in ("aka", "aka51", "aka52", "aka53")) or "赤" in shown
    ranked = lobby_field in (0, "0", None, "") and (tenhou is None or tenhou.ranked)
    lobby = Lobby(
        site=Site.TENHOU,
        players=players,
        east_only=_length(shown),
        red_fives=red,
        open_tanyao="喰" in shown,
        ranked=ranked,
        name=shown,
    )
    return LobbyReading(lobby, log_id, tenhou)


def _mahjong_soul_lobby(rule: dict[str, object] | None, shown: str, players: int) -> Lobby:
    red = rule is None or any(rule.get(key) for key in ("aka", "aka51", "aka52", "aka53"))
    return Lobby(
        site=Site.MAHJONG_SOUL,
        players=players,
        east_only=_length(shown),
        red_fives=red or "赤" in shown,
        open_tanyao=True,
        ranked=not any(word in shown for word in PRIVATE_ROOMS),
        name=shown,
    )


def _lobby_of_id(tenhou: TenhouId, players: int) -> Lobby:
    flags = tenhou.flags
    return Lobby(
        site=Site.TENHOU,
        players=players,
        east_only=not flags & EAST_SOUTH,
        red_fives=not flags & NO_RED,
        open_tanyao=not flags & NO_OPEN_TANYAO,
        ranked=tenhou.ranked,
        name=lobby_name(flags),
    )
