"""The ids the sites give their games, and what a Tenhou id tells of its game.

A Tenhou log id, `2019020120gm-0009-10011-215330df`, is the hour the game began (in Japan's
time), the lobby's rule flags in hexadecimal (`0009`), the lobby (`0000` for the ranked ones,
a private lobby's number otherwise) and a key. A Mahjong Soul game's id is a uuid after the day
it was played, `230808-2e2c24ee-b480-4789-b689-470aba0ef2e4`; the log links add the viewer's
account after it (`…_a12345678`).
"""

from __future__ import annotations

import re
from datetime import date

from tallyo_desktop.core.values import valueclass

TENHOU_ID = re.compile(r"(\d{4})(\d{2})(\d{2})\d{2}gm-([0-9a-f]{4})-(\d{4,5})-[0-9a-f]{8}")
MAHJONG_SOUL_ID = re.compile(
    r"(?<![0-9a-f])\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])"
)
RANKED_LOBBY = "0000"
THREE_PLAYERS, EAST_SOUTH, NO_RED, NO_OPEN_TANYAO = 0x10, 0x08, 0x02, 0x04
"""Bits of a Tenhou lobby's rule flags."""


@valueclass
class TenhouId:
    text: str
    flags: int
    """The lobby's rules, as the mjlog's `<GO type>` gives them."""
    lobby: str
    """`0000` for a ranked lobby, else the private lobby's number."""
    day: date | None
    """The day the game began, in Japan's time."""

    @property
    def ranked(self) -> bool:
        return self.lobby == RANKED_LOBBY


def tenhou_id_in(text: str) -> TenhouId | None:
    """The Tenhou log id in `text` (a file name, a `ref`, a replay's address), if any."""
    found = TENHOU_ID.search(text)
    if found is None:
        return None
    year, month, day, flags, lobby = found.groups()
    try:
        played: date | None = date(int(year), int(month), int(day))
    except ValueError:
        played = None
    return TenhouId(found.group(0), int(flags, 16), lobby, played)


def mahjong_soul_id_in(text: str) -> str | None:
    """The Mahjong Soul game id in `text`, if any; an id of zeros, which some exporters write
    where they have none, is none."""
    found = MAHJONG_SOUL_ID.search(text)
    if found is None or not found.group(0).strip("0-"):
        return None
    return found.group(0)


def lobby_name(flags: int) -> str:
    """The lobby as Tenhou names it: 鳳南喰赤, 三般東喰赤速."""
    room = "般上特鳳"[(flags & 0x20) >> 4 | (flags & 0x80) >> 7]
    return "".join(
        (
            "三" if flags & THREE_PLAYERS else "",
            room,
            "南" if flags & EAST_SOUTH else "東",
            "" if flags & NO_OPEN_TANYAO else "喰",
            "" if flags & NO_RED else "赤",
            "速" if flags & 0x40 else "",
        )
    )
