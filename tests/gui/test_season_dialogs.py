"""The season's and the club night's forms, as an organiser fills them in: a day typed as
2026-09-01 (or 2026/9/1) is taken, the calendar opens on today (or on the day the field holds),
a day picked there fills the field, and what is not a day keeps OK off and says why."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QCalendarWidget, QLabel, QTableView
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.date_field import DateField, typed_day
from tallyo_desktop.app.club.season_dialogs import ClubNightDialog, SeasonDialog
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.library.keeper import LibraryKeeper

from .club_library import club_keeper
from .modal_answers import answered

# The calendar is a popup, which takes the keyboard where the platform lets it.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


@pytest.fixture
def club(qtbot: QtBot, tmp_path: Path) -> Iterator[ClubWindow]:
    keeper: LibraryKeeper
    keeper, _ids = club_keeper(tmp_path)
    window = ClubWindow(keeper, today=date(2030, 1, 1))
    qtbot.addWidget(window)
    window.show_page(2)
    yield window
    keeper.close()


def type_into(qtbot: QtBot, field: DateField, text: str) -> None:
    field.edit.setFocus()
    field.edit.selectAll()
    qtbot.keyClick(field.edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(field.edit, text)
    qtbot.keyClick(field.edit, Qt.Key.Key_Tab)


def problem(dialog: SeasonDialog | ClubNightDialog) -> str:
    label = dialog.findChild(QLabel, "formProblem")
    assert label is not None
    return label.text() if label.isVisibleTo(dialog) else ""


def open_calendar(qtbot: QtBot, field: DateField) -> QCalendarWidget:
    qtbot.mouseClick(field.calendar_button, Qt.MouseButton.LeftButton)
    calendar = field.calendar
    assert calendar is not None and calendar.isVisible()
    return calendar


def close_calendar(qtbot: QtBot, calendar: QCalendarWidget) -> None:
    """Escape closes the calendar and leaves the field as it was."""
    view = calendar.findChild(QTableView)
    assert view is not None
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not calendar.isVisible())


def test_a_season_is_made_with_its_days_typed(qtbot: QtBot, club: ClubWindow) -> None:
    seen: dict[str, object] = {}

    def fill(dialog: object) -> None:
        assert isinstance(dialog, SeasonDialog)
        start, end = dialog.date_from, dialog.date_to
        assert start.edit.text() == "" and start.edit.placeholderText() == "open"
        # The calendar of an open day opens on today, not on a January decades back.
        calendar = open_calendar(qtbot, start)
        today = date.today()
        seen["page"] = (calendar.yearShown(), calendar.monthShown())
        assert (today.year, today.month) == seen["page"]
        close_calendar(qtbot, calendar)
        qtbot.keyClicks(dialog.name, "Autumn 2026")
        type_into(qtbot, start, "2026-09-01")
        assert start.value() == date(2026, 9, 1)
        type_into(qtbot, end, "2026-02-30")
        seen["bad"] = (problem(dialog), dialog.ok.isEnabled())
        type_into(qtbot, end, "2026-08-01")
        seen["before"] = (problem(dialog), dialog.ok.isEnabled())
        type_into(qtbot, end, "2026/11/30")
        # Tidied once typed, and the calendar opens on the day it holds.
        seen["end"] = end.edit.text()
        calendar = open_calendar(qtbot, end)
        seen["end page"] = (calendar.yearShown(), calendar.monthShown(), calendar.selectedDate())
        close_calendar(qtbot, calendar)
        assert dialog.ok.isEnabled() and not problem(dialog)
        dialog.ok.click()

    done = answered(qtbot, SeasonDialog, fill)
    qtbot.mouseClick(club.seasons.new_season, Qt.MouseButton.LeftButton)
    assert done
    assert seen["bad"] == ("The last day is not a day: type it as 2026-09-01.", False)
    assert seen["before"] == ("The last day comes before the first.", False)
    assert seen["end"] == "2026-11-30"
    assert seen["end page"] == (2026, 11, QDate(2026, 11, 30))
    library = club.keeper.library
    assert library is not None
    (season,) = [s for s in library.seasons() if s.name == "Autumn 2026"]
    assert (season.date_from, season.date_to) == (date(2026, 9, 1), date(2026, 11, 30))


def test_a_club_nights_day_is_picked_on_the_calendar(qtbot: QtBot, club: ClubWindow) -> None:
    seen: dict[str, object] = {}

    def fill(dialog: object) -> None:
        assert isinstance(dialog, ClubNightDialog)
        assert dialog.day.value() == date.today()
        qtbot.keyClicks(dialog.name, "Thursday club")
        # Letters are not taken; a day half typed is not a day.
        type_into(qtbot, dialog.day, "next week")
        assert dialog.day.edit.text().strip() == ""
        type_into(qtbot, dialog.day, "2026-12")
        seen["half"] = (problem(dialog), dialog.ok.isEnabled())
        calendar = open_calendar(qtbot, dialog.day)
        calendar.setSelectedDate(QDate(2026, 12, 2))
        # The day after, by the keyboard, and Enter takes it.
        view = calendar.findChild(QTableView)
        assert view is not None
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert dialog.day.calendar is None, "the calendar closes on the day picked"
        assert dialog.day.edit.text() == "2026-12-03" and dialog.ok.isEnabled()
        dialog.ok.click()

    done = answered(qtbot, ClubNightDialog, fill)
    qtbot.mouseClick(club.seasons.new_night, Qt.MouseButton.LeftButton)
    assert done
    assert seen["half"] == ("The day is not a day: type it as 2026-09-01.", False)
    library = club.keeper.library
    assert library is not None
    (night,) = [n for n in library.club_nights() if n.name == "Thursday club"]
    assert night.date == date(2026, 12, 3)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026-09-01", date(2026, 9, 1)),
        (" 2026/9/1 ", date(2026, 9, 1)),
        ("2026.09.01", date(2026, 9, 1)),
        ("20260901", date(2026, 9, 1)),
        ("2026-02-29", None),
        ("2026-13-01", None),
        ("26-09-01", None),
        ("", None),
    ],
)
def test_the_days_a_field_takes(text: str, day: date | None) -> None:
    assert typed_day(text) == day


@pytest.mark.parametrize("which", ["season", "night"])
def test_a_form_whose_day_is_not_a_day_is_not_accepted(qtbot: QtBot, which: str) -> None:
    # Code may set a field and accept, as a click on OK does: the form is checked again.
    dialog: SeasonDialog | ClubNightDialog
    if which == "season":
        dialog = SeasonDialog(None)
        dialog.name.setText("Autumn")
        field = dialog.date_from
    else:
        dialog = ClubNightDialog(None, [])
        field = dialog.day
    qtbot.addWidget(dialog)
    dialog.show()
    field.edit.setText("Bea")
    dialog.accept()
    assert not dialog.ok.isEnabled()
    assert dialog.result() != SeasonDialog.DialogCode.Accepted
    assert dialog.isVisible()
