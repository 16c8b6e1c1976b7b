"""QtGui with only the Qt plugins Tallyo Desktop loads.

PyInstaller's own hook for this module collects every plugin type QtGui can use: input devices,
EGL, image formats, icon engines, platform themes and a dozen platforms. Each plugin then brings
the libraries it links to (the GTK platform theme alone brings cairo, pango and GLib's GIO).
This hook replaces it: the same collection, with the plugins filtered before PyInstaller
follows their dependencies, so nothing only a dropped plugin needed is collected.

Not kept, on purpose: image formats (the icon is PNG, which QtGui reads without a plugin), icon
engines (no SVG at run time), platform themes (the app draws its own widgets), and the
platforms for embedded screens.
"""

from __future__ import annotations

import sys
from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

# For each platform: plugin folder -> plugin file names (without their suffix) to keep.
KEEP = {
    "linux": {
        # X11, Wayland, and offscreen for machines without a screen (tests, CI, --smoke-test).
        "platforms": {"libqxcb", "libqwayland", "libqoffscreen"},
        # A Wayland window needs a shell protocol, and a title bar where the compositor draws none.
        "wayland-shell-integration": {"libxdg-shell"},
        "wayland-decoration-client": {"libbradient"},
        # Dead keys and compose sequences; IBus for typing players' names in Japanese or Chinese.
        "platforminputcontexts": {
            "libcomposeplatforminputcontextplugin",
            "libibusplatforminputcontextplugin",
        },
    },
    "win32": {"platforms": {"qwindows"}},
    "darwin": {"platforms": {"libqcocoa"}},
}


def is_kept(source: str, destination: str) -> bool:
    folders = PurePath(destination).parts
    if "plugins" not in folders:
        return True
    kind = "/".join(folders[folders.index("plugins") + 1 :])
    return PurePath(source).stem in KEEP.get(sys.platform, {}).get(kind, set())


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(source, target) for source, target in binaries if is_kept(source, target)]
