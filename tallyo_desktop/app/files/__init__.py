"""Keeping games on disk: the data folder and its locks (`game_store`), the current game's files
saved after every change (`game_files`), how the game stands with the player's own file
(`player_file`), and the list of unfinished games to continue
(`continue_dialog`).

May import: `app.history` and everything below it.
"""
