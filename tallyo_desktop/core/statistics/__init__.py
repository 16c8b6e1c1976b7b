"""Players' statistics, computed from the game records by replaying them.

A game's figures are worked out once, by walking its hands (`hands`, the wins of each with
`wins`): a row of counts for each seat (`seat_row`), the yaku each seat won with, and where its
best hands were played (`game_figures`). Rows of any set of games add up (`totals`), for a
scope of dates, rules, player count, club nights, seasons or picked games (`scope`); the
figures players read are counts over hands, games, wins... none shown from too few
(`measures`). Over a set of games: the achievements (`achievements`), a rating counted as
Tenhou's R is (`rating`), two players at one table (`head_to_head`), finding the hands where
something happened (`search`), and all of it as plain data (`report`). A game's figures are
kept as data and read back by `kept_figures`.

May import: `core.record`, `core.table` and everything below them.
"""
