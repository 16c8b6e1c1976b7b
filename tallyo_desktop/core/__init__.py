"""The Qt-free core: scoring, rules and presets, the table, the settlement and the game record.

Nothing in this package may import Qt (a test enforces it), so it runs and is tested anywhere.
The package imports none of its modules itself: each command imports what it needs, so that
`tallyo-desktop score` does not pay for the game record, the library or hand counting.
"""
