"""The library of finished games: a SQLite file (`store`, its `schema`), opened and upgraded
(`opening`), written (`writing`), the rows and standings read from it (`rows`), the counting
practice's sessions kept beside the games (`practice_log`), what it raises (`errors`) and what
is done with a damaged one (`damage`).

May import: `core.record`, `core.practice` and everything below them.
"""
