"""The table itself: a panel for each seat (`seat_panel`) around the centre (`centre_panel`,
which holds the entry) in `area`, the riichi and honba sticks (`sticks`), and the full-screen
table display laid flat among the players (`display`).

May import: `app.entry` and everything below it.
"""
