"""Keeping games on disk: the data folder and its locks (`game_store`), the current game's files
saved after every change (`game_files`), how the game stands with the player's own file
(`player_file`), the list of unfinished games to continue
(`continue_dialog`), and where a save dialog starts and the name it proposes (`save_places`).

May import: `app.history` and everything below it.
"""
