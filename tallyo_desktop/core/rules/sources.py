"""The cited rules reference: for each preset, the source of every option's value.

Each preset identifier has a `PresetSources`: a summary, the sources it draws on, and for every
option of `Rules` the citation, whether a source states the value (confirmed) or a reading was
taken, and the readings themselves. The values are never written here; `rules_doc` takes them
from the presets. The data lives in one module per group of presets.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.rules.sources_cited import SOURCES
from tallyo_desktop.core.rules.sources_counting import COUNTING
from tallyo_desktop.core.rules.sources_ema import EMA_2016, EMA_2025
from tallyo_desktop.core.rules.sources_leagues import JPML_A, M_LEAGUE
from tallyo_desktop.core.rules.sources_mahjong_soul import MAHJONG_SOUL
from tallyo_desktop.core.rules.sources_mahjong_soul_3p import MAHJONG_SOUL_3P
from tallyo_desktop.core.rules.sources_model import (
    OPTION_LABELS,
    OPTIONS,
    Citation,
    OptionEntry,
    PresetSources,
    Reading,
    Source,
    Status,
)
from tallyo_desktop.core.rules.sources_tenhou import (
    TENHOU,
    TENHOU_2009,
    TENHOU_EAST_2009,
    TENHOU_ROUNDED,
)
from tallyo_desktop.core.rules.sources_tenhou_3p import TENHOU_3P, TENHOU_3P_ROUNDED
from tallyo_desktop.core.rules.sources_wrc import WRC

__all__ = [
    "OPTIONS",
    "OPTION_LABELS",
    "PRESET_SOURCES",
    "Citation",
    "OptionEntry",
    "PresetSources",
    "Reading",
    "Source",
    "Status",
    "sources_for",
]


def _with_counting(documented: PresetSources) -> PresetSources:
    """A preset's sources with those of the options for counting hands from tiles."""
    counting = COUNTING[documented.preset]
    options = {entry.option: entry for entry in documented.options} | counting
    keys = {source.key for source in documented.sources}
    used = {citation.source for entry in counting.values() for citation in entry.citations}
    extra = tuple(SOURCES[key] for key in sorted(used - keys))
    return replace(
        documented,
        sources=documented.sources + extra,
        options=tuple(options[name] for name in OPTIONS if name in options),
    )


PRESET_SOURCES: dict[str, PresetSources] = {
    documented.preset: _with_counting(documented)
    for documented in (
        WRC, EMA_2016, EMA_2025, TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, M_LEAGUE, JPML_A,
        TENHOU_3P, MAHJONG_SOUL_3P, TENHOU_2009, TENHOU_EAST_2009, TENHOU_3P_ROUNDED,
    )
}  # fmt: skip
"""Every documented preset by identifier: those offered for a new game, then those kept to
replay older games."""


def sources_for(preset: str) -> PresetSources:
    """The sources of the preset named `preset` (KeyError if it is not documented)."""
    return PRESET_SOURCES[preset]
