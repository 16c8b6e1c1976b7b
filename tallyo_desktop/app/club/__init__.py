"""The club night in the window: seasons and club nights, the players as people, seating,
standings and statistics, and the standings on the big screen.

May import: `app.library` and everything below it, and the core.
"""
