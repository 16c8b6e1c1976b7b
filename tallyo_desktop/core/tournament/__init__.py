"""The tournament: its whole schedule seated in advance, before the first round, and seated
again after drops and late entries; Swiss rounds and the final tables; and the tournament day
built on it, from registration to the final ranking.

The schedule: `seating` is what to call (`seat_schedule`, `reseat`, `replace`), and `outcome`
what it gives back; `entrants` says who is seated and what is asked; `schedule` holds the
schedule, its figures and its form in a file; `swiss` seats a round from a ranking. Behind them:
`seater` (the seating at work), `designs` (schedules built at once from finite `fields` and
turned base rounds, `cyclic`), `points` (who takes which point of a design), `greedy` and
`search` (the local search and its `costs`), `winds` and `trades` (the seat winds).

The day: a tournament is a list of recorded `events` (in steps, one step a change the organiser
made) replayed into its `state` by `apply`; `tournament` keeps the steps, each state, undo and
redo; `operations` make what the organiser does into steps; `changes` says what a change
changed, for the views. `players` are the registered players, `roster_csv` brings them in from
a CSV file; `tournament_rules` are the game's rules with the penalty step and the tie-breaks;
`results` checks a slip and settles a table; `game_results` takes a table's result from its
game's file; `ranking` ranks the players and the teams, with the EMA's tournament points;
`penalty_list` lists penalties and chombo and checks each round adds up. `tournament_file` is the
tournament as a file, `event_format` each event in it; `exports` gives the ranking, the EMA's
results table and the penalties as CSV, `web_page` a static page for a club's website.

May import: the record, the table, the rules and the core's shared modules (the schedule's
modules need only `errors` and `i18n`).
"""
