"""`tallyo-desktop chart`: the payment chart of a preset, as a table, as JSON, or as a PDF.

The PDF is drawn by Qt, which no command imports: the `tallyo-desktop` entry (cli.py) hands
`run` the function that writes it, and only a `--pdf` run calls it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from tallyo_desktop.commands.output import file_problem, reason_of, refuse
from tallyo_desktop.commands.parser import CommandParser
from tallyo_desktop.core.rules.presets import CUSTOM, KNOWN, rules_name
from tallyo_desktop.core.scoring.hand import yakuman_name
from tallyo_desktop.core.scoring.payments import Limit, limit_label
from tallyo_desktop.core.table.payment_sheet import (
    LimitTier,
    Payment,
    PaymentSheet,
    TsumoPay,
    payment_sheet,
    sheet_json,
    sheet_notes,
)

PROG = "tallyo-desktop chart"
CHOICES = {**KNOWN, CUSTOM.preset: CUSTOM}

PdfWriter = Callable[[PaymentSheet, str], None]
"""Writes the sheet to a PDF file; OSError if it cannot."""


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=PROG,
        description="Show the payment chart of a rule preset: what each han and fu pays by ron "
        "and by tsumo, the limits, honba, riichi sticks and the draw split.",
        epilog="Amounts leave out honba and riichi sticks. In the JSON a cell is {han, fu, "
        "dealer, ron, tsumo}, where tsumo is {dealer_pays, non_dealer_pays} for a non-dealer's "
        "win and {each_pays} for the dealer's, and null stands for a win no hand can make; "
        "a limit is {name, han, dealer, ron, tsumo}.",
    )
    parser.add_argument("--rules", required=True, metavar="ID", help="a preset, e.g. tenhou")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--pdf", metavar="FILE", help="write the chart as a printable PDF")
    out.add_argument("--json", action="store_true", help="print the chart as one JSON object")
    return parser


def _tsumo(paid: TsumoPay | None) -> str:
    if paid is None:
        return "-"
    if paid.each_pays is not None:
        return str(paid.each_pays)
    return f"{paid.non_dealer_pays}/{paid.dealer_pays}"


def _ron(paid: Payment) -> str:
    return "-" if paid.ron is None else str(paid.ron)


def tier_label(tier: LimitTier) -> str:
    """A limit as the table names it: "Mangan", "Double yakuman" (the JSON has the fixed
    names, "double_yakuman")."""
    label = yakuman_name(tier.yakuman) if tier.yakuman > 1 else limit_label(Limit(tier.name))
    return label[:1].upper() + label[1:]


def sheet_text(sheet: PaymentSheet) -> str:
    """The chart as a reader sees it in a terminal: a table for each seat and way of winning."""
    rules = sheet.rules
    lines = [f"Payment chart: {rules_name(rules)} ({rules.preset}), {rules.players} players", ""]
    for dealer in (False, True):
        who = "Dealer" if dealer else "Non-dealer"
        for title, show in (
            ("ron", _ron),
            (
                "tsumo (each)" if dealer else "tsumo (non-dealer/dealer)",
                lambda paid: _tsumo(paid.tsumo),
            ),
        ):
            lines.append(f"{who} {title}")
            lines.append("han " + "".join(f"{fu:>10}" for fu in sheet.fus))
            for han in sheet.hans:
                row = []
                for fu in sheet.fus:
                    cell = sheet.cell(han, fu, dealer=dealer)
                    assert cell is not None
                    row.append(f"{show(cell.payment):>10}")
                lines.append(f"{han:>3} " + "".join(row))
            lines.append("")
    lines.append(f"{'Limit':<18}{'han':>4}{'ron':>10}{'tsumo':>14}{'dealer ron':>12}"
                 f"{'dealer tsumo':>14}")  # fmt: skip
    half = len(sheet.limits) // 2
    for tier, dealer_tier in zip(sheet.limits[:half], sheet.limits[half:], strict=True):
        fewest = "" if tier.han is None else str(tier.han)
        lines.append(
            f"{tier_label(tier):<18}{fewest:>4}{_ron(tier.payment):>10}{_tsumo(tier.payment.tsumo):>14}"
            f"{_ron(dealer_tier.payment):>12}{_tsumo(dealer_tier.payment.tsumo):>14}"
        )
    lines.append("")
    lines += sheet_notes(sheet)
    lines.append("Amounts leave out honba and riichi sticks; - : no hand can win so.")
    return "\n".join(lines) + "\n"


def run(argv: list[str], write_pdf: PdfWriter | None = None) -> int:
    args = build_parser().parse_args(argv)
    rules = CHOICES.get(args.rules)
    if rules is None:
        print(
            f"{PROG}: there is no preset {args.rules!r}. The presets are: " + ", ".join(CHOICES),
            file=sys.stderr,
        )
        return 2
    sheet = payment_sheet(rules)
    if args.pdf is not None:
        if write_pdf is None:
            print(f"{PROG}: run it as tallyo-desktop chart to write a PDF.", file=sys.stderr)
            return 2
        problem = file_problem(args.pdf, ".pdf")
        if problem is not None:
            return refuse(PROG, args.pdf, problem)
        try:
            write_pdf(sheet, args.pdf)
        except OSError as error:
            return refuse(PROG, args.pdf, reason_of(error))
        return 0
    if args.json:
        import json

        print(json.dumps(sheet_json(sheet), ensure_ascii=False))
    else:
        sys.stdout.write(sheet_text(sheet))
    return 0
