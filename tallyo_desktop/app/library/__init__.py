"""The library of finished games in the window: keeping it in step with the game files
(`keeper`), the Library window with its tables (`window`, `models`), the standings table both
it and the club's window show (`standings_model`), gathering the game files of several laptops
(`gather_commands`, with `conflict_dialog` and a watched folder in `folder_watch`), importing
online game logs (`import_commands`), and the progress bar both show (`progress`).

May import: `app.files` and everything below it.
"""
