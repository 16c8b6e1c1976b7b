"""The tournament: its whole schedule seated in advance, before the first round, and seated
again after drops and late entries; Swiss rounds and the final tables.

`seating` is what to call (`seat_schedule`, `reseat`, `replace`); `entrants` says who is
seated and what is asked; `schedule` holds the schedule, its figures and its form in a file.
Behind them: `designs` (schedules built at once from finite `fields` and turned base rounds,
`cyclic`), `points` (who takes which point of a design), `greedy` and `search` (the local
search and its `costs`), `winds`; `swiss` seats a round from a ranking.

May import: the core's shared modules only (`errors`, `i18n`).
"""
