"""The Qt side of Tallyo Desktop: the controller and the widgets. The core never imports this.

The app starts in `launch` (the empty window first), then `start` loads the table and the last
game into it; `smoke` is the frozen app's self-test; `pyside_features` tells PySide, before the
app's modules are imported, that none asks for a feature, so that it reads none of their sources.
Beside the window, below those: `handed_over`
keeps the game files the system hands over until the table can open them; `running_app` makes
one app of the starts on one data folder, a later one handing its file to the first;
`window_system` says in words why a window cannot open; `data_folder` says where the games are
kept; `crash_log` writes a native crash's trace into the data folder, for the next start to
say so. Below them, each subpackage is one part of the window, and may import only the parts
below it (import-linter holds this order):

    window    the main window, its menus and dialogs, the Game menu's file commands
    chart     the payment chart for the rules at the table, and its printing
    practice  the counting practice (beside chart: neither imports the other)
    club      the club night: seasons, players, seating, standings, the big screen (beside
              chart and practice)
    tournament  a tournament day: registration, the schedule, results by slip or game,
              penalties, the ranking and its exports, the big screen (beside club)
    library   the library of finished games and its window
    files     the current game on disk, the data folder and its locks
    history   the history of hands, the points chart, the result screen
    table     the seats around the centre, the sticks, the table display
    entry     the entry on the table: its forms, the preview, the entry's keys
    tiles     the tile picker and the tiles drawn on screen
    clock     the round clock of a club night (beside tiles)
    rules     the new-game dialog, the rules editor, the rules' summaries
    game      the game controller and the Qt model of the game's history
    shared    the look, plain labels, translations, the icon, a Unix local socket
"""
