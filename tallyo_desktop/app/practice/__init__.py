"""Practice ▸ Count a hand: the counting practice's window (`window`), which shows a winning
hand (`hand_view`), takes the player's fu, han and payment from the keyboard, and shows what was
right and how the core counted it; the accuracy by topic is kept in the game library
(`history`).

The questions, the marking and the explanations are the core's (`core.practice`).

May import: `app.library`, `app.tiles`, `app.shared` and the core.
"""
