"""The frozen app: packaging/build.sh builds it, it starts, and it carries only what it uses.

One PyInstaller build into a temporary folder serves every test here; it takes about half a
minute on a two-core machine. The build uses the Python running the tests, which has PyInstaller
from the `test` extra. These tests carry the `packaging` marker: a plain `pytest` leaves them out,
`python3 run.py test` (what CI runs) runs them with the rest, `python3 run.py test -m packaging`
alone.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop import __version__

ROOT = Path(__file__).resolve().parent.parent
BUILD_SCRIPT = ROOT / "packaging" / "build.sh"
EXECUTABLE = "tallyo-desktop.exe" if sys.platform == "win32" else "tallyo-desktop"
# The plugin folders the app may carry; image formats, icon engines, platform themes, TLS and
# the rest are left out (packaging/hooks/hook-PySide6.QtGui.py).
ALLOWED_PLUGIN_FOLDERS = {
    "platforms",
    "platforminputcontexts",
    "styles",
    "wayland-decoration-client",
    "wayland-shell-integration",
}
# Qt libraries of modules the app does not use, in any platform's naming. QtNetwork is used on
# Windows only, for the running app's named pipe (its own library; QtQmlNetwork is Qml's).
UNUSED_QT_LIBRARY = re.compile(
    r"Qt6?(Svg|Qml|Quick|OpenGL|Pdf|Sql|Test)"
    + ("" if sys.platform == "win32" else r"|Qt6?Network"),
    re.IGNORECASE,
)

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("frozen")
    # Looked up on PATH: given a bare name, Windows starts the bash of its System32 folder (WSL),
    # where there is one, before Git's.
    bash = shutil.which("bash") or "bash"
    result = subprocess.run(
        [bash, str(BUILD_SCRIPT), "--dist", str(base / "dist"), "--work", str(base / "work")],
        capture_output=True,
        text=True,
        env={**os.environ, "TALLYO_PYTHON": sys.executable},
        timeout=900,
    )
    assert result.returncode == 0, f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    app = base / "dist" / "tallyo-desktop"
    assert (app / EXECUTABLE).is_file()
    return app


def run_frozen(app: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("TALLYO_")}
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
    }
    return subprocess.run(
        [str(app / EXECUTABLE), *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_the_frozen_app_passes_its_smoke_test(frozen_app: Path, tmp_path: Path) -> None:
    result = run_frozen(frozen_app, tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stderr
    assert f"Tallyo Desktop {__version__}: smoke test passed" in result.stdout


def test_the_frozen_app_answers_the_score_command(frozen_app: Path, tmp_path: Path) -> None:
    result = run_frozen(frozen_app, tmp_path, "score", "4", "30", "--ron")
    assert result.returncode == 0, result.stderr
    assert "7700" in result.stdout


def test_the_frozen_app_carries_only_the_qt_plugins_it_uses(frozen_app: Path) -> None:
    (plugins,) = frozen_app.rglob("PySide6/Qt/plugins")
    folders = {path.name for path in plugins.iterdir()}
    assert "platforms" in folders
    assert folders <= ALLOWED_PLUGIN_FOLDERS


def test_the_frozen_app_carries_no_unused_qt_library(frozen_app: Path) -> None:
    unused = [path.name for path in frozen_app.rglob("*") if UNUSED_QT_LIBRARY.search(path.name)]
    assert unused == []


def test_the_frozen_app_keeps_qt_texts_only_for_its_own_languages(frozen_app: Path) -> None:
    languages = {
        path.stem.removeprefix("tallyo_")
        for path in (ROOT / "tallyo_desktop" / "translations").glob("tallyo_*.qm")
    }
    qt_texts = {path.name for path in frozen_app.rglob("PySide6/Qt/translations/*.qm")}
    assert qt_texts == {f"qtbase_{language}.qm" for language in languages}
    shipped = {path.name for path in frozen_app.rglob("tallyo_desktop/translations/*.qm")}
    assert shipped == {f"tallyo_{language}.qm" for language in languages}


def test_the_frozen_app_ships_its_icons_as_package_data(frozen_app: Path) -> None:
    icons = {path.name for path in frozen_app.rglob("tallyo_desktop/resources/*.png")}
    assert icons == {path.name for path in (ROOT / "tallyo_desktop" / "resources").glob("*.png")}
    assert len(icons) == 6
