"""The library of finished games: a SQLite file (`store`, its `schema`), opened and upgraded
(`opening`), written (`writing`), the rows and standings read from it (`rows`), the counting
practice's sessions kept beside the games (`practice_log`), what it raises (`errors`), what
is done with a damaged one (`damage`), game files gathered from several laptops (`gathering`)
and the library's own copies of a game that has several (`finished_copies`).

May import: `core.record`, `core.practice` and everything below them.
"""
