"""Errors the core raises for input a player gave; the message is meant to be shown as it is."""


class TallyoError(ValueError):
    """Bad input from the table, explained in a player's words."""


class InvalidHand(TallyoError):
    """A han/fu combination (or other hand input) that cannot exist or cannot be scored."""


class RefusedEvent(TallyoError):
    """An event that the current table state or the rules do not allow; nothing was changed."""
