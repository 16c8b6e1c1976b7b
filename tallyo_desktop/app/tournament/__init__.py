"""A tournament day in the window, from registration to the final ranking.

`window` is the tournament window, a page for each part: `players_page` (registration,
check-in, drops), `schedule_page` (the settings, custom rules in `rules_dialog`, the schedule
seated with progress and Cancel, Swiss rounds, the cut), `results_page` with its `slip_form`
(slips typed in, games' results),
`penalties_page` (penalties, the list of penalties and chombo, each round's sums) and
`ranking_page`. `controller` is the one way the window changes the tournament, and
`file_keeper` keeps its file up to date; `outputs` asks where and writes what goes out of the
app, through `exports` (files) and `printing` (pages on paper); `board` paints the big screen,
and `board_texts` says what it shows.

May import: `app.library` and everything below it, and the core.
"""
