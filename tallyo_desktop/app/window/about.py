"""What Help ▸ About says: the app, its version, and the licences of what it brings with it."""

from __future__ import annotations

import platform
from importlib import metadata

from PySide6.QtCore import QCoreApplication, qVersion

from tallyo_desktop import __version__
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP

BUNDLED = (
    # The distribution, what it is, and its licence as its authors give it.
    (
        "PySide6-Essentials",
        QT_TRANSLATE_NOOP("About", "Qt for Python"),
        "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    ),
    (
        "shiboken6",
        QT_TRANSLATE_NOOP("About", "Qt for Python"),
        "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    ),
    ("mahjong", QT_TRANSLATE_NOOP("About", "counting hands from their tiles"), "MIT"),
)


def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


def about_text() -> str:
    lines = [
        QCoreApplication.translate("About", "Tallyo Desktop {version}").format(version=__version__),
        QCoreApplication.translate(
            "About", "An offline scorekeeper for riichi mahjong, under the MIT licence."
        ),
        "",
        QCoreApplication.translate("About", "It brings with it:"),
        QCoreApplication.translate("About", "Python {version} (PSF licence)").format(
            version=platform.python_version()
        ),
        QCoreApplication.translate("About", "Qt {version} (LGPL-3.0)").format(version=qVersion()),
    ]
    lines += [
        QCoreApplication.translate("About", "{name} {version}: {what} ({licence})").format(
            name=name,
            version=_version(name),
            what=QCoreApplication.translate("About", what),
            licence=licence,
        )
        for name, what, licence in BUNDLED
    ]
    return "\n".join(lines)
