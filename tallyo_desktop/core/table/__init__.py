"""The table: the events a game is made of (`events`), the state of the table (`state`), what
one event does to it (`apply`, with `wins`, `draws` and `abortive_draws`), the game as a list
of events with its undo history (`game`), a win's tiles kept at the winds of the table it is
played at (`seated_tiles`), the history rows and previews shown from it (`history`,
`preview`, `progress`, and `hand_words`: what a hand was), the final settlement with uma and
oka (`settlement`), and the payment sheet of a set of rules (`payment_sheet`).

May import: `core.counting`, `core.scoring`, `core.rules` and the core's shared modules.
"""
