"""Bringing a game record of an older format up to date, one version at a time.

Version 1 named its rules by their English name and had no player count, no preset identifier
and none of the options added since. Its upgrade:
- rules named after a preset ("Tenhou", "WRC (East only)") become that preset as it is now, so a
  game played under a preset is settled as the preset's sources say, also where version 1 had it
  wrong (Mahjong Soul's oka, JPML-A's uma);
- any other rules keep every value they had: the "return points" are both the target and the
  base of the results, the uma by the number of players below the return points is turned into
  the uma by the number of players at or above them, and each new option takes the value that
  behaves as version 1 did;
- a liability (pao) does not say for which yakuman it is, since version 1 did not ask.
"""

from __future__ import annotations

from collections.abc import Callable

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.rules import BadGameFile, damaged, rules_to_dict
from tallyo_desktop.core.rules.presets import by_id

Document = dict[str, object]
Upgrader = Callable[[Document], Document]

_V1_PRESETS = {
    "WRC": "wrc",
    "EMA 2016": "ema-2016",
    "EMA 2025": "ema-2025",
    "Tenhou": "tenhou",
    "Tenhou (before 2021)": "tenhou-2020",
    "Tenhou (2009)": "tenhou-2009",
    "Tenhou East (2009)": "tenhou-east-2009",
    "Mahjong Soul": "mahjong-soul",
    "M-League": "m-league",
    "JPML-A": "jpml-a",
}
_V1_EAST_ONLY = " (East only)"
# What each option new in version 2 must be for a game to play as it did in version 1.
_V2_OPTIONS_AS_V1: dict[str, object] = {
    "players": 4,
    "sanma_tsumo": "tsumo_loss",
    "multiple_ron_sticks": "nearest_winner",
    "pao_honba_liable": False,
    "pao_tsumo_as_ron": True,
    # Format 1 never counted hands from their tiles: the default rules' counting.
    "open_tanyao": True,
    "red_fives": True,
    "double_yakuman_forms": False,
    "renhou": "none",
    "ippatsu": True,
    "ura_dora": True,
    "kan_dora": True,
    "double_wind_pair": "four_fu",
}


def _v1_rules(rules: object) -> object:
    if not isinstance(rules, dict) or not isinstance(rules.get("name"), str):
        # Left for the reader to refuse with the usual explanation.
        return rules
    name: str = rules["name"]
    east_only = name.endswith(_V1_EAST_ONLY)
    preset = _V1_PRESETS.get(name.removesuffix(_V1_EAST_ONLY))
    if preset is not None:
        return rules_to_dict(by_id(preset, east=east_only))
    upgraded = {key: value for key, value in rules.items() if key != "name"}
    upgraded["preset"] = "custom"
    upgraded["target_points"] = rules.get("return_points")
    by_count = upgraded.pop("uma_by_count", None)
    upgraded["uma_by_floating"] = list(reversed(by_count)) if isinstance(by_count, list) else None
    if upgraded.get("leftover_sticks") == "not_paid":
        upgraded["leftover_sticks"] = "lost"
    upgraded.update(_V2_OPTIONS_AS_V1)
    return upgraded


def _v1_pao(pao: object) -> object:
    if isinstance(pao, dict):
        return {**pao, "kind": None}
    return pao


def _v1_event(event: object) -> object:
    if not isinstance(event, dict):
        return event
    if event.get("type") == "tsumo":
        return {**event, "pao": _v1_pao(event.get("pao"))}
    if event.get("type") == "ron" and isinstance(event.get("wins"), list):
        wins = [
            {**win, "pao": _v1_pao(win.get("pao"))} if isinstance(win, dict) else win
            for win in event["wins"]
        ]
        return {**event, "wins": wins}
    return event


def _from_v1(document: Document) -> Document:
    document["rules"] = _v1_rules(document.get("rules"))
    events = document.get("events")
    if isinstance(events, list):
        document["events"] = [_v1_event(event) for event in events]
    return document


def _from_v2(document: Document) -> Document:
    # Version 3 adds the tiles a win was counted from, which no earlier record has.
    return document


UPGRADERS: dict[int, Upgrader] = {1: _from_v1, 2: _from_v2}
"""`UPGRADERS[n]` turns a record of version n into one of version n + 1 (given a copy it may
change)."""


def upgrade(
    document: Document,
    version: int,
    target: int,
    upgraders: dict[int, Upgrader] | None = None,
) -> Document:
    """`document`, of format `version`, brought up to `target` one version at a time. The input
    is left as it was."""
    steps = UPGRADERS if upgraders is None else upgraders
    while version < target:
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
