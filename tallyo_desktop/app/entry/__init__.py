"""The entry on the table: the panel where every event is entered (`panel`), its forms (wins,
draws, abortive draws, chombo, corrections), the grid of common hands, the payment preview,
and the entry's keys (`actions`).

May import: `app.tiles`, `app.rules`, `app.game`, `app.shared` and the core.
"""
