"""The club: what a club night and a season are made of beyond one table. Standings over game
files (one game however many copies of it are found), and the seating of an evening's tables.

May import: `core.library` and everything below it.
"""
