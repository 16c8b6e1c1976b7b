"""A game as a spreadsheet (CSV): the history, one row per hand, then the final results."""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from datetime import date

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows
from tallyo_desktop.core.table.settlement import format_result, leftover_note, unpaid_note

BYTE_ORDER_MARK = "\ufeff"
"""Starts the text, so that spreadsheets (Excel on Windows above all) read it as UTF-8."""
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def neutralised(cell: object) -> object:
    """A cell a spreadsheet will not run as a formula: text starting with = + - @, a tab or a
    carriage return gets a leading apostrophe (OWASP's advice), unless it is a plain number.
    So does text starting with their full-width or small forms (U+FF1D, U+FF0B, U+FF0D, U+FF20,
    U+FE62...), as a Japanese input method types them: LibreOffice reads those as text, but a
    spreadsheet that reads cells as it reads typing may turn them into the formula signs, as
    typing does in Japanese Excel."""
    if not isinstance(cell, str) or not cell or _NUMBER.fullmatch(cell):
        return cell
    if cell.startswith(_FORMULA_START) or unicodedata.normalize("NFKC", cell[0]) in _FORMULA_START:
        return "'" + cell
    return cell


class _SafeWriter:
    """A csv writer whose every cell is neutralised."""

    def __init__(self, out: io.StringIO) -> None:
        self._writer = csv.writer(out, lineterminator="\n")

    def writerow(self, row: Sequence[object]) -> None:
        self._writer.writerow([neutralised(cell) for cell in row])


def game_to_csv(game: Game) -> str:
    """The history and the results as CSV text, lines ending in "\\n", after a byte order mark.

    Points are plain whole numbers, so a spreadsheet can add them up; uma, oka, chombo and the
    result are in thousands with one decimal and a sign (+45.3), as the table reads them.
    Before the end of the game the results are those the game would have if it ended now.
    Players' names and reasons never reach a spreadsheet as formulas.
    """
    out = io.StringIO()
    out.write(BYTE_ORDER_MARK)
    writer = _SafeWriter(out)
    names = game.names
    writer.writerow(
        [
            translate("export", "Hand"),
            translate("export", "Honba"),
            translate("export", "What happened"),
        ]
        + [
            column
            for name in names
            for column in (
                translate("export", "{name} change").format(name=name),
                translate("export", "{name} total").format(name=name),
            )
        ]
    )
    for row in history_rows(game):
        writer.writerow(
            [row.hand_name, row.honba, row.summary]
            + [
                value
                for seat in range(len(names))
                for value in (row.changes[seat], row.totals[seat])
            ]
        )
    writer.writerow([])
    if game.is_over:
        writer.writerow([translate("export", "Final results")])
    else:
        writer.writerow([translate("export", "Results if the game ended now")])
    writer.writerow(
        [
            translate("export", "Place"),
            translate("export", "Name"),
            translate("export", "Points"),
            translate("export", "Uma"),
            translate("export", "Oka"),
            translate("export", "Chombo"),
            translate("export", "Result"),
        ]
    )
    outcome = game.settlement()
    for standing in outcome.by_place():
        writer.writerow(
            [
                standing.place,
                standing.name,
                standing.points,
                format_result(standing.uma),
                format_result(standing.oka),
                format_result(standing.chombo),
                standing.result_text,
            ]
        )
    for note in (leftover_note(outcome), unpaid_note(outcome)):
        if note is not None:
            writer.writerow([note])
    return out.getvalue()


def result_caption(rules: Rules, metadata: Metadata | None, today: date) -> str:
    """What a result shared as a picture says it is: the day the game was played (first saved;
    `today` for a game never saved), its rules, and for a club night's game the night and its
    season: "2026-03-14 · Tenhou · Friday night, Spring 2026"."""
    created = metadata.created if metadata is not None else None
    played = created[:10] if created else today.isoformat()
    #: A shared result's caption: the day, then the rules ("2026-03-14 · Tenhou").
    caption = translate("export", "{date} · {rules}").format(date=played, rules=rules_name(rules))
    night = metadata.event_name if metadata is not None else None
    season = metadata.season_name if metadata is not None else None
    if night and season:
        #: A shared result's caption, then the club night and its season.
        return translate("export", "{caption} · {night}, {season}").format(
            caption=caption, night=night, season=season
        )
    if night or season:
        #: A shared result's caption, then the club night (or the season) alone.
        return translate("export", "{caption} · {night}").format(
            caption=caption, night=night or season
        )
    return caption


def rows_to_csv(rows: Iterable[Sequence[object]]) -> str:
    """Any table as `game_to_csv` writes its own: after a byte order mark, every cell kept from
    running as a formula, lines ending in "\\n"."""
    out = io.StringIO()
    out.write(BYTE_ORDER_MARK)
    writer = _SafeWriter(out)
    for row in rows:
        writer.writerow(row)
    return out.getvalue()
