"""The round clock of a club night: its time, what happens when it runs out, and how it shows.

May import: `app.shared`, `app.game` and the core.
"""
