"""The game controller, the one object the widgets talk to about the game (`controller`), and
the Qt model of the game's history that the history and the chart show (`model`).

May import: `app.shared` and the core.
"""
