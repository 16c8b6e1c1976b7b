"""The shape of the cited rules reference: for each preset, where every option's value comes from.

A value itself is never written here: the reference shows what the preset holds, and says where
that value comes from and whether a source states it (confirmed) or a reading had to be taken
where the sources are silent, thin or disagree. A text may name an option of the preset in
braces, "{target_points}", and the reference puts the preset's value there.

The texts are in English only: they quote sources and are the project's documentation, not part
of the interface.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.values import valueclass


class Status(Enum):
    CONFIRMED = "confirmed"
    """A primary text (a rule book, the platform's own page, client or game logs) or two
    independent secondary sources say it, and nothing found says otherwise."""
    READING = "reading"
    """The sources are silent, thin or disagree: a reading was taken and is explained."""


@valueclass
class Source:
    key: str
    """A short name, unique in the reference: "WRC15"."""
    citation: str
    """The document or page, where it lives, and its revision or date where known."""


@valueclass
class Citation:
    source: str
    """The key of a `Source` the preset lists."""
    where: str
    """The section, and a quote where one decides it."""


@valueclass
class Reading:
    text: str
    """The question, the reading taken and why."""
    changed_by: tuple[str, ...]
    """The options of the rules editor that change what the reading decides."""


@valueclass
class OptionEntry:
    option: str
    citations: tuple[Citation, ...]
    status: Status
    readings: tuple[Reading, ...] = ()
    """The readings behind the value, or behind questions the value leaves open."""
    note: str = ""
    """Something worth knowing that is not a reading, such as an option that has no effect."""


@valueclass
class PresetSources:
    preset: str
    summary: str
    """One paragraph: what the rule set is and what marks it out."""
    sources: tuple[Source, ...]
    options: tuple[OptionEntry, ...]
    """One entry for each option, in the order of `OPTIONS`."""
    readings: tuple[Reading, ...] = ()
    """Readings that concern the rule set as a whole rather than one option."""
    notes: tuple[str, ...] = ()
    """Other editions and rules the scorekeeper leaves to the players, such as counting fu."""

    def entry(self, option: str) -> OptionEntry:
        for entry in self.options:
            if entry.option == option:
                return entry
        raise KeyError(option)


OPTIONS: tuple[str, ...] = tuple(field.name for field in fields(Rules) if field.name != "preset")
"""Every option of a rule set, in the order of `Rules` (and of a game record)."""

OPTION_LABELS: dict[str, str] = {
    "players": "Players",
    "start_points": "Starting points",
    "target_points": "Target points",
    "return_points": "Return points",
    "uma": "Uma",
    "uma_by_floating": "Uma by how many float",
    "tie_break": "Equal points",
    "leftover_sticks": "Leftover riichi sticks",
    "settlement": "Final result",
    "kiriage_mangan": "Round up to mangan (kiriage)",
    "kazoe_yakuman": "Counted yakuman (kazoe)",
    "yakuman_stacking": "Yakuman add up",
    "honba_ron": "Honba on ron",
    "honba_tsumo": "Honba on tsumo",
    "riichi_stick": "Riichi deposit",
    "sanma_tsumo": "Three-player tsumo",
    "game_length": "Game length",
    "busting": "Busting ends the game",
    "bust_at_zero": "Bust at exactly zero",
    "multiple_ron": "Several ron on one discard",
    "honba_to_each_winner": "Honba to every ron winner",
    "multiple_ron_sticks": "Riichi sticks on a multiple ron",
    "agari_yame": "Dealer may stop after winning the last hand (agari-yame)",
    "tenpai_yame": "Dealer may stop when tenpai at the last draw (tenpai-yame)",
    "west_extension": "Play on into an extra round",
    "nagashi_mangan": "Nagashi mangan",
    "abortive_draws": "Abortive draws",
    "pao": "Liability (pao)",
    "pao_whole_hand": "Liable player pays every yakuman",
    "pao_honba_liable": "Liable player pays the honba on a ron",
    "pao_tsumo_as_ron": "Liable player pays a tsumo as a ron",
    "chombo": "Chombo penalty",
    "chombo_points": "Chombo points",
    "noten_total": "Noten payment",
    "open_tanyao": "Open tanyao (kuitan)",
    "red_fives": "Red fives",
    "double_yakuman_forms": "Double yakuman forms",
    "renhou": "Renhou",
    "ippatsu": "Ippatsu",
    "ura_dora": "Ura dora",
    "kan_dora": "Kan dora",
    "double_wind_pair": "Double wind pair",
}
"""A short English label for each option, as the rules editor names it."""


def cite(source: str, where: str) -> Citation:
    return Citation(source, where)


def reading(text: str, *changed_by: str) -> Reading:
    return Reading(text, changed_by)


def confirmed(
    option: str, *citations: Citation, readings: tuple[Reading, ...] = (), note: str = ""
) -> OptionEntry:
    return OptionEntry(option, citations, Status.CONFIRMED, readings, note)


def read(
    option: str,
    *citations: Citation,
    why: Reading,
    also: tuple[Reading, ...] = (),
    note: str = "",
) -> OptionEntry:
    """An option whose value is a reading: `why` says which and why; `also` are further
    readings on questions the value leaves open."""
    return OptionEntry(option, citations, Status.READING, (why, *also), note)


def entries(*listed: OptionEntry) -> dict[str, OptionEntry]:
    return {entry.option: entry for entry in listed}


def preset_sources(
    preset: str,
    summary: str,
    sources: tuple[Source, ...],
    options: dict[str, OptionEntry],
    readings: tuple[Reading, ...] = (),
    notes: tuple[str, ...] = (),
) -> PresetSources:
    # A missing or unknown option is kept as it is rather than refused, so that a test names it.
    known = tuple(options[name] for name in OPTIONS if name in options)
    unknown = tuple(entry for name, entry in options.items() if name not in OPTIONS)
    return PresetSources(preset, summary, sources, known + unknown, readings, notes)
