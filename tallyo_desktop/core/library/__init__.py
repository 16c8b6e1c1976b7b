"""The library of finished games: a SQLite file (`store`, its `schema`), the rows and standings
read from it (`rows`), and what is done with a damaged one (`damage`).

May import: `core.record` and everything below it.
"""
