"""The library of finished games in the window: keeping it in step with the game files
(`keeper`), and the Library window with its tables (`window`, `models`).

May import: `app.files` and everything below it.
"""
