"""What a winning hand is worth: a hand's han and fu, or its limit (`hand`), and the scoring
formula that turns it into payments (`payments`).

May import: `core.rules` and the core's shared modules.
"""
