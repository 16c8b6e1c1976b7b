"""The tile picker, where a winning hand is counted from its tiles (`picker`, asked for with a
`request`), and the tiles drawn on screen (`art`, `faces`, `patterns`, `shapes`, `palette`).

May import: `app.rules`, `app.game`, `app.shared` and the core.
"""
