"""`tallyo-desktop --smoke-test`, and the icon files it checks for.

The smoke test is what a frozen or installed build runs to show that it starts; here it runs
from the checkout, once in a subprocess exactly as a player would type it, and in-process to see
that it reports what is broken. The icon files are checked as the app and the installers read
them, each kept once: the app's PNGs in the package, the installers' other icons in
resources/icons/.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QIcon, QImage, QPainter
from pytestqt.qtbot import QtBot

from tallyo_desktop import __version__
from tallyo_desktop.app import smoke
from tallyo_desktop.app.shared.icon import ICON_SIZES, app_icon

ROOT = Path(__file__).resolve().parent.parent
# The app's PNGs live in the package; the installers' other icons (512 px, ICO, ICNS) apart.
PACKAGE_ICONS = ROOT / "tallyo_desktop" / "resources"
INSTALLER_ICONS = ROOT / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PASSED = f"Tallyo Desktop {__version__}: smoke test passed"


def isolated_environment(home: Path) -> dict[str, str]:
    """The environment with every per-user folder moved under `home`."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("TALLYO_")}
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "USERPROFILE": str(home),
        "APPDATA": str(home / "AppData" / "Roaming"),
        "LOCALAPPDATA": str(home / "AppData" / "Local"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }
    return env


def tallyo_paths(home: Path) -> list[Path]:
    return [path for path in home.rglob("*") if "tallyo" in path.name.lower()]


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_smoke_test_flag_passes_and_leaves_the_players_folders_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        env=isolated_environment(home),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == PASSED
    # No data folder, library, autosave or settings file was made.
    assert tallyo_paths(home) == []


def test_the_check_for_stray_files_sees_a_settings_file(tmp_path: Path) -> None:
    settings = tmp_path / ".config" / "Tallyo" / "Tallyo Desktop.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[mainWindow]\n")
    assert settings in tallyo_paths(tmp_path)


def test_the_smoke_test_finds_nothing_wrong_in_process(qtbot: QtBot) -> None:
    assert smoke.problems() == []


def test_the_smoke_test_reports_a_missing_icon_and_fails(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    monkeypatch.setattr(smoke, "app_icon", QIcon)
    assert smoke.run_smoke_test() == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "smoke test failed" in err
    assert f"icon sizes missing: {list(ICON_SIZES)}" in err


def test_the_app_icon_has_every_size_from_the_package(qtbot: QtBot) -> None:
    widths = sorted(size.width() for size in app_icon().availableSizes())
    assert widths == sorted(ICON_SIZES)


def test_each_png_icon_is_kept_once_at_the_size_its_name_says() -> None:
    package = {path.name for path in PACKAGE_ICONS.glob("*.png")}
    assert package == {f"tallyo-{size}.png" for size in ICON_SIZES}
    assert {path.name for path in INSTALLER_ICONS.glob("*.png")} == {"tallyo-512.png"}
    for path in [*PACKAGE_ICONS.glob("*.png"), *INSTALLER_ICONS.glob("*.png")]:
        size = int(path.stem.removeprefix("tallyo-"))
        assert png_size(path.read_bytes()) == (size, size)


def test_the_ico_holds_every_windows_size_with_alpha() -> None:
    data = (INSTALLER_ICONS / "tallyo.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        size = width or 256
        assert height == width
        assert (planes, bits) == (1, 32)
        image = data[offset : offset + length]
        assert len(image) == length
        if size == 256:
            assert png_size(image) == (256, 256)
        else:
            header, dib_width, dib_height, _planes, dib_bits = struct.unpack_from("<IiiHH", image)
            assert (header, dib_width, dib_height, dib_bits) == (40, size, 2 * size, 32)
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_icns_is_a_set_of_png_chunks_of_the_sizes_their_types_name() -> None:
    data = (INSTALLER_ICONS / "tallyo.icns").read_bytes()
    magic, total = struct.unpack_from(">4sI", data)
    assert magic == b"icns"
    assert total == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"ic11": 32, b"icp6": 64, b"ic12": 64, b"ic07": 128}
    expected |= {b"ic08": 256, b"ic13": 256, b"ic09": 512, b"ic14": 512, b"ic10": 1024}
    found = {}
    offset = 8
    while offset < len(data):
        kind, length = struct.unpack_from(">4sI", data, offset)
        found[kind] = png_size(data[offset + 8 : offset + length])[0]
        offset += length
    assert offset == len(data)
    assert found == expected


def rgba(image: QImage, x: int, y: int) -> tuple[int, int, int, int]:
    color = image.pixelColor(x, y)
    return color.red(), color.green(), color.blue(), color.alpha()


def close_enough(made: QImage, committed: QImage) -> bool:
    """Equal, or within what another Qt version's antialiasing may change."""
    if made == committed:
        return True
    if made.size() != committed.size():
        return False
    differing = 0
    for y in range(made.height()):
        for x in range(made.width()):
            channels = zip(rgba(made, x, y), rgba(committed, x, y), strict=True)
            if max(abs(p - q) for p, q in channels) > 24:
                differing += 1
    return differing <= made.width() * made.height() // 100


def test_the_committed_icons_are_what_the_svg_renders_to(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "make_icons.py"),
            "--icons-dir",
            str(tmp_path / "icons"),
            "--package-dir",
            str(tmp_path / "package"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    for folder, committed_folder, size in (
        ("package", PACKAGE_ICONS, 16),
        ("package", PACKAGE_ICONS, 48),
        ("package", PACKAGE_ICONS, 256),
        ("icons", INSTALLER_ICONS, 512),
    ):
        made = QImage(str(tmp_path / folder / f"tallyo-{size}.png"))
        committed = QImage(str(committed_folder / f"tallyo-{size}.png"))
        assert not made.isNull()
        assert close_enough(made, committed), f"run packaging/make_icons.py ({size} px differs)"
    made_files = {path.relative_to(tmp_path).as_posix() for path in tmp_path.rglob("*.*")}
    assert made_files == {
        *(f"package/{path.name}" for path in PACKAGE_ICONS.glob("*.png")),
        *(f"icons/{path.name}" for path in INSTALLER_ICONS.iterdir()),
    }


def test_close_enough_tells_a_different_icon(qtbot: QtBot) -> None:
    committed = QImage(str(PACKAGE_ICONS / "tallyo-48.png"))
    assert close_enough(committed.copy(), committed)
    changed = committed.copy()
    painter = QPainter(changed)
    painter.fillRect(0, 0, 24, 24, QColor("magenta"))
    painter.end()
    assert not close_enough(changed, committed)
