"""The payment chart (Help ▸ Payment chart): the sheet of what each hand pays under a set of
rules, made by the core (`core/table/payment_sheet.py`), laid out as a page (`sheet_html`),
shown in a window of its own that marks the hand being entered (`window`), and printed or
written as a PDF (`print`), also by `tallyo-desktop chart --pdf`.

May import: `app.files` (where its PDF is saved), `app.game`, `app.shared` and the core.
"""
