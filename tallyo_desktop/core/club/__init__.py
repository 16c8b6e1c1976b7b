"""The club: what a club night and a season are made of beyond one table. Standings over game
files (one game however many copies of it are found), and the seating of an evening's tables:
the rounds (`seating`, its costs and search), a night's seating as a document checked whole as
it is read (`seating_plan`, `seating_checks`), and a seating that comes from another laptop set
beside the one here (`seating_received`).

May import: `core.library` and everything below it.
"""
