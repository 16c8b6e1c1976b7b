"""The tournament: its whole schedule seated in advance, before the first round, and seated
again after drops and late entries; Swiss rounds and the final tables.

`seating` is what to call (`seat_schedule`, `reseat`, `replace`), and `outcome` what it gives
back; `entrants` says who is seated and what is asked; `schedule` holds the schedule, its
figures and its form in a file; `swiss` seats a round from a ranking. Behind them: `seater`
(the seating at work), `designs` (schedules built at once from finite `fields` and turned base
rounds, `cyclic`), `points` (who takes which point of a design), `greedy` and `search` (the
local search and its `costs`), `winds` and `trades` (the seat winds).

May import: the core's shared modules only (`errors`, `i18n`).
"""
