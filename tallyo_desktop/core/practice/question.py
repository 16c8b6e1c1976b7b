"""A practice question: a winning hand as it lay on the table, and the topics it teaches.

The hands from real games are shipped as JSON lines (tallyo_desktop/resources/
practice_hands.jsonl, made by packaging/make_practice_hands.py), one win a line:
`{"game": ..., "hand": "345m055678p34088s", "win": "8s", "tsumo": false, "melds": ["pon:777z"],
"dora": "2s", "ura": "", "riichi": "none", "flags": ["ippatsu"], "seat": "S", "round": "E"}`;
`hand` holds the concealed tiles with the winning tile, melds are written as the `hand` command
takes them.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Any, assert_never

from tallyo_desktop.core.counting.count import CountedHand
from tallyo_desktop.core.counting.names import FuSource
from tallyo_desktop.core.counting.situation import MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.counting.win_tiles import parse_meld
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.scoring.payments import KIRIAGE_BASE
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.values import valueclass

SHIPPED_HANDS = Path(__file__).resolve().parent.parent.parent / "resources" / "practice_hands.jsonl"
WINDS = {"E": Wind.EAST, "S": Wind.SOUTH, "W": Wind.WEST, "N": Wind.NORTH}
FLAGS = ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")
"""How a hand was won, besides riichi, as a line of the hands file names it."""


class Topic(Enum):
    """What a hand teaches: players' accuracy is kept for each."""

    PINFU_TSUMO = "pinfu_tsumo"
    """20 fu: a pinfu hand gets no 2 fu for its tsumo."""
    SEVEN_PAIRS = "seven_pairs"
    """25 fu, never rounded."""
    OPEN_MINIMUM = "open_minimum"
    """An open hand with no fu of its own is still 30 fu."""
    CLOSED_KAN = "closed_kan"
    """A closed kan is 16 fu (32 of terminals or honours), and keeps the hand closed."""
    KIRIAGE = "kiriage"
    """30 fu 4 han and 60 fu 3 han: rounded up to a mangan under kiriage mangan."""
    OTHER = "other"

    @property
    def label(self) -> str:
        match self:
            case Topic.PINFU_TSUMO:
                return translate("practice", "Pinfu tsumo")
            case Topic.SEVEN_PAIRS:
                return translate("practice", "Seven pairs (25 fu)")
            case Topic.OPEN_MINIMUM:
                return translate("practice", "Open hands' 30 fu minimum")
            case Topic.CLOSED_KAN:
                return translate("practice", "Closed kans")
            case Topic.KIRIAGE:
                return translate("practice", "30 fu 4 han and 60 fu 3 han (kiriage)")
            case Topic.OTHER:
                return translate("practice", "Other hands")
        assert_never(self)


_NO_FU_OF_ITS_OWN = frozenset({FuSource.BASE, FuSource.TSUMO, FuSource.OPEN_PINFU})


def topics_of(situation: WinSituation, counted: CountedHand) -> frozenset[Topic]:
    """The topics a counted hand belongs to; OTHER when none of the rest."""
    names = {yaku.name for yaku in counted.yaku}
    topics: set[Topic] = set()
    if not counted.yakuman:
        if situation.tsumo and "Pinfu" in names:
            topics.add(Topic.PINFU_TSUMO)
        if "Chiitoitsu" in names:
            topics.add(Topic.SEVEN_PAIRS)
        if situation.is_open and all(item.source in _NO_FU_OF_ITS_OWN for item in counted.fu_items):
            topics.add(Topic.OPEN_MINIMUM)
        if any(meld.kind is MeldKind.CLOSED_KAN for meld in situation.melds):
            topics.add(Topic.CLOSED_KAN)
        if counted.han < 5 and counted.fu * 2 ** (2 + counted.han) == KIRIAGE_BASE:
            topics.add(Topic.KIRIAGE)
    return frozenset(topics or {Topic.OTHER})


@valueclass
class Question:
    situation: WinSituation
    origin: str = ""
    """Where the hand comes from, as players read it: a game's id, or "" for a made-up hand."""


def question_from_line(line: dict[str, Any]) -> Question:
    """The question a line of the hands file holds; raises InvalidHand for one that is not."""
    try:
        riichi = RiichiKind(line.get("riichi", "none"))
        flags = set(line.get("flags", ()))
        situation = WinSituation(
            concealed=parse_tiles(str(line["hand"]), None),
            win_tile=parse_tile(str(line["win"]), None),
            tsumo=bool(line["tsumo"]),
            melds=tuple(parse_meld(str(meld), None) for meld in line.get("melds", ())),
            riichi=riichi,
            seat_wind=WINDS[str(line["seat"])],
            round_wind=WINDS[str(line["round"])],
            dora_indicators=parse_tiles(line["dora"], None) if line.get("dora") else (),
            ura_indicators=parse_tiles(line["ura"], None) if line.get("ura") else (),
            ippatsu="ippatsu" in flags,
            haitei="haitei" in flags,
            houtei="houtei" in flags,
            rinshan="rinshan" in flags,
            chankan="chankan" in flags,
            tenhou="tenhou" in flags,
            chiihou="chiihou" in flags,
            renhou="renhou" in flags,
        )
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidHand(
            translate("practice", "A practice hand is not written as expected: {error}.").format(
                error=error
            )
        ) from None
    return Question(situation, str(line.get("game", "")))


def load_questions(path: Path = SHIPPED_HANDS) -> list[Question]:
    """Every question of a hands file; a line that cannot be read is left out."""
    questions = []
    for text in path.read_text(encoding="utf-8").splitlines():
        if not text.strip():
            continue
        try:
            questions.append(question_from_line(json.loads(text)))
        except (ValueError, InvalidHand):
            continue
    return questions
