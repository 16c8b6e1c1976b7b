"""The app's icon, from the PNGs shipped in tallyo_desktop.resources.

The files are read through importlib.resources, so the same code finds them in a checkout, an
installed wheel and a frozen build. PNG is built into QtGui: no image-format plugin is needed,
which keeps those plugins out of the frozen app.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QIcon, QPixmap

ICON_SIZES = (16, 32, 48, 64, 128, 256)


def app_icon() -> QIcon:
    icon = QIcon()
    folder = resources.files("tallyo_desktop.resources")
    for size in ICON_SIZES:
        try:
            data = (folder / f"tallyo-{size}.png").read_bytes()
        except OSError:
            # A lost icon file must not keep a game from starting; the smoke test reports it.
            continue
        pixmap = QPixmap()
        if pixmap.loadFromData(data, "PNG"):
            icon.addPixmap(pixmap)
    return icon
