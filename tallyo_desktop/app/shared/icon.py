"""The app's icon, from the PNGs shipped in tallyo_desktop/resources.

They are found beside the package's modules, which is where a checkout, an installed wheel and a
frozen build all keep them; Qt reads them itself. The icon is set before the first window shows,
so this avoids importlib.resources, whose import alone costs a start several milliseconds. PNG is
built into QtGui: no image-format plugin is needed, which keeps those plugins out of the frozen
app.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QIcon, QPixmap

ICON_SIZES = (16, 32, 48, 64, 128, 256)
# This module is tallyo_desktop/app/shared/icon.py: the package is three folders up.
PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
RESOURCES = os.path.join(PACKAGE, "resources")


def app_icon() -> QIcon:
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap(os.path.join(RESOURCES, f"tallyo-{size}.png"))
        # A lost icon file must not keep a game from starting; the smoke test reports it.
        if not pixmap.isNull():
            icon.addPixmap(pixmap)
    return icon
