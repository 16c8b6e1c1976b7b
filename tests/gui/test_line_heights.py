"""The line height a start measured is remembered, so that the next start need not lay out
Japanese (and load the fallback font) to size a table of Latin names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.shared import look


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    # A new process: nothing measured, nothing remembered.
    monkeypatch.setattr(look, "_LINE_HEIGHTS", {})
    monkeypatch.setattr(look, "_remembered", None)


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _saved(settings: QSettings) -> dict[str, int]:
    saved = json.loads(str(settings.value(look.LINE_HEIGHTS_KEY)))
    assert isinstance(saved, dict)
    return saved


@pytest.mark.usefixtures("fresh")
def test_a_height_measured_is_kept_in_the_settings(qtbot: QtBot, tmp_path: Path) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    settings = _settings(tmp_path)
    look.remember_line_heights(settings)
    height = look.line_height(label)
    assert height >= label.fontMetrics().lineSpacing()
    assert list(_saved(settings).values()) == [height]


def test_the_next_start_takes_the_height_remembered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    monkeypatch.setattr(look, "_LINE_HEIGHTS", {})
    monkeypatch.setattr(look, "_remembered", None)
    settings = _settings(tmp_path)
    look.remember_line_heights(settings)
    measured = look.line_height(label)
    ((key, _),) = _saved(settings).items()
    settings.setValue(look.LINE_HEIGHTS_KEY, json.dumps({key: measured + 7}))
    # The next start: the height comes from the settings, not from laying out Japanese again.
    monkeypatch.setattr(look, "_LINE_HEIGHTS", {})
    look.remember_line_heights(_settings(tmp_path))
    assert look.line_height(label) == measured + 7


@pytest.mark.usefixtures("fresh")
@pytest.mark.parametrize("value", ["not json", "[1, 2]", '{"key": "tall"}', '{"key": -3}'])
def test_a_value_the_app_did_not_write_is_measured_again(
    qtbot: QtBot, tmp_path: Path, value: str
) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    settings = _settings(tmp_path)
    settings.setValue(look.LINE_HEIGHTS_KEY, value)
    look.remember_line_heights(settings)
    assert look.line_height(label) >= label.fontMetrics().lineSpacing()


@pytest.mark.usefixtures("fresh")
def test_the_heights_kept_stay_few(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = _settings(tmp_path)
    many = {f"an old font {number}": 20 for number in range(look.MOST_LINE_HEIGHTS)}
    settings.setValue(look.LINE_HEIGHTS_KEY, json.dumps(many))
    look.remember_line_heights(settings)
    label = QLabel()
    qtbot.addWidget(label)
    look.line_height(label)
    saved = _saved(settings)
    assert len(saved) == look.MOST_LINE_HEIGHTS
    assert "an old font 0" not in saved
