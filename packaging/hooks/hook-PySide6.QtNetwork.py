"""QtNetwork with none of its plugins, and without OpenSSL.

The app uses QtNetwork for one thing, on Windows only: the named pipe on which the running app
takes the game files later starts hand over (app/running_app.py; elsewhere that is a Unix
socket of Python's own, and the spec leaves QtNetwork out). PyInstaller's own hook for this
module also collects the TLS backends and network-information plugins, and OpenSSL with them;
a local socket needs none of them.
"""

from __future__ import annotations

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [
    (source, target) for source, target in binaries if "plugins" not in PurePath(target).parts
]
