"""The organiser's commands of the round clock: start it, pause and resume it, stop it, and end
the game by time. What each is and its menu are declared in the action table
(`app.shared.action_table`); this binds them to the clock."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.clock.keeper import ClockKeeper
from tallyo_desktop.app.shared.qt_actions import make_actions
from tallyo_desktop.core.club.clock import DEFAULT_MINUTES, ClockEnd


class ClockActions(QObject):
    def __init__(self, keeper: ClockKeeper, window: QWidget, parent: QObject | None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.window = window
        self.actions_by_id = make_actions(
            "clock",
            {
                "clock.start": self.start,
                "clock.pause": keeper.pause,
                "clock.resume": keeper.resume,
                "clock.stop": keeper.stop,
                "clock.end_game": keeper.controller.end_by_time,
            },
            self,
        )
        keeper.changed.connect(self.update)
        keeper.controller.changed.connect(self.update)
        self.update()

    def start(self) -> None:
        # Imported when asked for: a start shows no dialog.
        from tallyo_desktop.app.clock.dialog import ask_start

        # The last clock's settings, whichever game it timed: the next round lasts as long.
        clock = self.keeper.kept
        minutes, end = (
            (clock.minutes, clock.end)
            if clock is not None
            else (DEFAULT_MINUTES, ClockEnd.FINISH_HAND)
        )
        chosen = ask_start(self.window, minutes, end)
        if chosen is not None:
            self.keeper.start(*chosen)

    def update(self) -> None:
        keeper = self.keeper
        clock = keeper.clock
        found = self.actions_by_id
        found["clock.pause"].setEnabled(clock is not None and clock.running and not keeper.is_out())
        found["clock.resume"].setEnabled(clock is not None and not clock.running)
        found["clock.stop"].setEnabled(clock is not None)
        controller = keeper.controller
        found["clock.end_game"].setEnabled(
            controller.has_game and not controller.read_only and not controller.state.is_over
        )
