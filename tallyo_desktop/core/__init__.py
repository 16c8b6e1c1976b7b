"""The Qt-free core: scoring, rules and presets, the table, the settlement and the game record.

Nothing in this package may import Qt (a test enforces it), so it runs and is tested anywhere.
The package imports none of its modules itself: each command imports what it needs, so that
`tallyo-desktop score` does not pay for the game record, the library or hand counting.

Each subpackage may import only the ones below it (import-linter holds this order):

    session   the game session the app runs: operations on the game and the entry, and the
              change each one makes
    club      the club beyond one table: standings over game files, the seating of an
              evening (beside session)
    importing games played online, read from Tenhou's and Mahjong Soul's logs into game
              records (beside session and club)
    tournament  the tournament's whole schedule seated in advance, seated again after drops,
              Swiss rounds and the final tables (beside session; it needs only the shared
              modules)
    library   the library of finished games
    statistics  players' statistics from the records: each game's figures, their sums
                over a scope, achievements, a rating, finding hands by what happened
    record    the record format, reading files, export, safe names and paths
    table     events, the table's state, wins and draws, the game, the settlement, the
              payment sheet
    practice  counting practice: questions, marking, explanations (beside table)
    counting  hands counted from their tiles
    scoring   a hand's worth and the payments
    rules     the options, the presets and their sources

and all of them the shared modules here: `errors`, `i18n` (translatable texts), `exhaustive`
(`assert_never`), `seats` (seats, winds and turn order) and `values` (`@valueclass`, the
dataclass every value class of the package is, made without compiling code as it is imported).
"""
