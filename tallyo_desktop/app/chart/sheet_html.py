"""The payment sheet as a page: the same HTML is shown in the window and printed.

It reads in black and white: impossible cells say so with a dash, limit amounts are bold, and
the hand being entered is drawn white on black.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.scoring.hand import yakuman_name
from tallyo_desktop.core.scoring.payments import Limit, limit_label
from tallyo_desktop.core.table.payment_sheet import (
    LimitTier,
    Payment,
    PaymentSheet,
    Spot,
    TsumoPay,
    sheet_notes,
)

IMPOSSIBLE = "—"
MARKED = 'bgcolor="#000000" style="white-space: nowrap; color: #ffffff; font-weight: bold;"'
"""The style of the cell the hand being entered lands in."""
MARK_ANCHOR = "entered"
"""The anchor in the cell the hand being entered lands in, for the window to scroll to it."""


translate = QCoreApplication.translate


def legend() -> str:
    return translate(
        "PaymentChart",
        "— : no hand is won so. Bold: paid as a limit. Honba and riichi sticks are not included.",
    )


def tier_label(tier: LimitTier) -> str:
    if tier.yakuman > 1:
        return yakuman_name(tier.yakuman)
    return limit_label(Limit(tier.name))


def _tsumo(paid: TsumoPay | None) -> str | None:
    if paid is None:
        return None
    if paid.each_pays is not None:
        return str(paid.each_pays)
    return f"{paid.non_dealer_pays}/{paid.dealer_pays}"


def _td(text: str | None, *, limit: bool, marked: bool) -> str:
    shown = IMPOSSIBLE if text is None else escape(text)
    if marked:
        return f'<td align="right" {MARKED}><a name="{MARK_ANCHOR}">{shown}</a></td>'
    if limit and text is not None:
        shown = f"<b>{shown}</b>"
    return f'<td align="right" style="white-space: nowrap;">{shown}</td>'


def _grid(sheet: PaymentSheet, *, dealer: bool, tsumo: bool, marks: frozenset[Spot]) -> str:
    # Equal columns, so that the four tables line up under each other.
    head = "".join(f'<th align="right" width="8%">{fu}</th>' for fu in sheet.fus)
    corner = escape(translate("PaymentChart", "han / fu"))
    rows = [f'<tr><th align="left" width="12%">{corner}</th>{head}</tr>']
    for han in sheet.hans:
        cells = []
        for fu in sheet.fus:
            cell = sheet.cell(han, fu, dealer=dealer)
            assert cell is not None
            paid = cell.payment
            text = _tsumo(paid.tsumo) if tsumo else (None if paid.ron is None else str(paid.ron))
            marked = Spot(dealer, tsumo, han=han, fu=fu) in marks
            cells.append(_td(text, limit=paid.limit is not None, marked=marked))
        rows.append(f'<tr><th align="left">{han}</th>{"".join(cells)}</tr>')
    return _table(rows)


def _table(rows: list[str]) -> str:
    return (
        '<table border="1" cellspacing="0" cellpadding="3" width="100%" '
        'style="border-collapse: collapse; border-color: #000000;">' + "".join(rows) + "</table>"
    )


def _limits(sheet: PaymentSheet, marks: frozenset[Spot]) -> str:
    heads = (
        translate("PaymentChart", "Limit"),
        translate("PaymentChart", "han"),
        translate("PaymentChart", "Non-dealer ron"),
        translate("PaymentChart", "Non-dealer tsumo"),
        translate("PaymentChart", "Dealer ron"),
        translate("PaymentChart", "Dealer tsumo"),
    )
    rows = ["<tr>" + "".join(f"<th>{escape(head)}</th>" for head in heads) + "</tr>"]
    half = len(sheet.limits) // 2
    for tier, dealer_tier in zip(sheet.limits[:half], sheet.limits[half:], strict=True):
        han = "" if tier.han is None else str(tier.han)
        cells = [
            f'<td align="left">{escape(tier_label(tier))}</td>',
            _td(han, limit=False, marked=False),
        ]
        for paid in (tier.payment, dealer_tier.payment):
            cells += _payments(paid, tier.name, marks)
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return _table(rows)


def _payments(paid: Payment, name: str, marks: frozenset[Spot]) -> list[str]:
    ron = None if paid.ron is None else str(paid.ron)
    return [
        _td(ron, limit=False, marked=Spot(paid.dealer, False, tier=name) in marks),
        _td(_tsumo(paid.tsumo), limit=False, marked=Spot(paid.dealer, True, tier=name) in marks),
    ]


def sheet_html(sheet: PaymentSheet, marks: frozenset[Spot] = frozenset()) -> str:
    """The page: the four tables (the hand's first page), then the limits and the rules' notes,
    which a printer puts on the second."""
    rules = sheet.rules
    title = translate("PaymentChart", "Payment chart: {rules}, {players} players").format(
        rules=rules_name(rules), players=rules.players
    )
    parts = [f"<h2>{escape(title)}</h2>"]
    grids = (
        (False, False, translate("PaymentChart", "Non-dealer ron")),
        (
            False,
            True,
            translate("PaymentChart", "Non-dealer tsumo: from each non-dealer / from the dealer"),
        ),
        (True, False, translate("PaymentChart", "Dealer ron")),
        (True, True, translate("PaymentChart", "Dealer tsumo: from each player")),
    )
    for dealer, tsumo, heading in grids:
        parts.append(f"<h3>{escape(heading)}</h3>")
        parts.append(_grid(sheet, dealer=dealer, tsumo=tsumo, marks=marks))
    parts.append(f"<p>{escape(legend())}</p>")
    parts.append(
        '<h3 style="page-break-before: always;">'
        + escape(translate("PaymentChart", "Limits"))
        + "</h3>"
    )
    parts.append(_limits(sheet, marks))
    extras = translate("PaymentChart", "Honba, riichi sticks and draws")
    parts.append(f"<h3>{escape(extras)}</h3>")
    parts.append(
        "<ul>" + "".join(f"<li>{escape(note)}</li>" for note in sheet_notes(sheet)) + "</ul>"
    )
    return (
        '<html><body style="color: #000000; background: #ffffff;">'
        + "".join(parts)
        + "</body></html>"
    )
