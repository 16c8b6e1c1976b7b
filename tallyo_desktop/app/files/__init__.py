"""Keeping games on disk: the data folder, its paths and locks (`data_folder`), the games in it
(`game_store`) and the list of games the library is still to follow (`library_pending`), the
current game's own copy and how it moves when the game ends (`own_copy`), its files saved after
every change (`game_files`), how the game stands with the player's own file (`player_file`), how
an unfinished copy stands to a finished game of the same id (`finished_elsewhere`), and the list
of unfinished games to continue (`continue_dialog`).

May import: `app.history` and everything below it.
"""
