"""The library of finished games: a SQLite file (`store`, its `schema`), opened and upgraded
(`opening`), mended when its figures do not add up (`mending`), with the progress of such long
work and its cancelling (`work`), written (`writing`), the rows and standings read from it
(`rows`), the list of games read a page at a time (`listing`), the counting
practice's sessions kept beside the games (`practice_log`), what it raises (`errors`), what
is done with a damaged one (`damage`), game files gathered from several laptops (`gathering`),
which game a copy is of (`game_keys`), the library's own copies of a game that has several
(`finished_copies`) and the lock two windows take turns with to write them (`folder_lock`).
The club's part: seasons and club nights (`seasons`, `club_links` for the night a game's record
names, and `record_links` for what a record should say of them), players as people (`people`),
statistics by person for any filter (`statistics`), the games of a filter with the person at
each seat (`scope_games`), and each seat's points won and dealt in (`figures`); each is a part
of `GameLibrary` through the connection `access` describes.

May import: `core.record`, `core.practice` and everything below them.
"""
