"""The game session the app runs: the current game with its undo and redo, and the entry being
made on the table (its draft). Every change goes through an operation of `GameSession`, which
returns a `GameChange` saying what changed, for every view, the autosave and the library to
follow; nothing else changes the game.

May import: every other part of the core.
"""
