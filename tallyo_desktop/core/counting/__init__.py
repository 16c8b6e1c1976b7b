"""Counting a hand from its tiles: tile notation (`tiles`), the win's situation (`situation`),
yaku, han and fu (`count`), the tiles kept with a win (`win_tiles`), and the names and reasons
shown for them (`names`, `refusals`).

May import: `core.scoring`, `core.rules` and the core's shared modules.
"""
