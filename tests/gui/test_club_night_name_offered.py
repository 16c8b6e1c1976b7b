"""A new club night is offered a name, so that OK can be pressed at once; typed over, the name
is the organiser's."""

from __future__ import annotations

import os
from datetime import date

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.season_dialogs import ClubNightDialog


def test_a_new_night_is_offered_a_name_to_type_over(qtbot: QtBot) -> None:
    dialog = ClubNightDialog(None, [])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.name.text() == f"Club night {date.today().isoformat()}"
    assert dialog.ok.isEnabled()
    assert dialog.name.selectedText() == dialog.name.text()
    dialog.name.setFocus()
    qtbot.keyClicks(dialog.name, "Thursday club")
    assert dialog.values()[0] == "Thursday club"
