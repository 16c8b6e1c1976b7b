"""A game on disk: the record format (`format`, with its `events`, `rules` and `tiles`), reading
a file safely (`files`), bringing older formats up (`upgrade`), CSV export (`export`), the safe
form of a game's id and of the paths the app writes (`safe_paths`), which of several copies of a
game counts (`copies`), and the rules page made from the presets and their sources
(`rules_doc`).

May import: `core.table` and everything below it.
"""
