"""Where the app keeps its games, its library and its locks: the folder `TALLYO_DATA_DIR` names,
or the platform's folder for an app's data. Below `launch`, which holds the folder for the one
running app, and `start`, which loads the games from it."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

DATA_DIR_VARIABLE = "TALLYO_DATA_DIR"
"""Where games and the library are kept, instead of the platform's app-data folder."""


def data_dir() -> Path:
    """The data folder, made or not; the application's name must be set first, as it is part of
    the platform's folder."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))
