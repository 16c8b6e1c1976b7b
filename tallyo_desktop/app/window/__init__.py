"""The main window and what hangs on it: the window (`main_window`, its table's parts made and
wired in `table_window`, laid out by `layout`, with what it remembers between runs in
`remembering_window`), its menus (`actions`), the Game menu's file commands (`file_commands`,
with the names its dialogs offer in `file_names` and Continue a game in `continue_commands`),
files dropped on the window (`drops`), the Club menu's commands (`club_commands`), Library ▸
Save this night's games (`night_games`), the windows the Help menu opens (`help_windows`) and
Help ▸ Where the games are (`data_folder_help`), the banner about the game's files
(`file_banner`), the dialogs it asks through (`prompter`, `rename_dialog`, `about`), the keys
help (`keys_help`), and what a change of language keeps (`retranslate`).

May import: every other part of the app, and the core.
"""
