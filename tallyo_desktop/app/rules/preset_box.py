"""The box that chooses a rule set: every preset offered for play (East-only too where its rooms
play it), and "Custom" once, holding the players' own rules."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID, Rules


class PresetBox(QComboBox):
    """Shows which rule set the rules are; choosing one emits `chosen` with its rules. The
    "Custom" entry holds the last rules of the players' own shown, so that going back to it
    after a look at a preset finds them again."""

    chosen = Signal(object)
    """The `Rules` of the entry the player chose."""

    def __init__(
        self, rules: Rules, parent: QWidget | None = None, *, players: int | None = None
    ) -> None:
        super().__init__(parent)
        offered = presets.offered()
        if players is not None:
            # A game being played keeps its number of players.
            offered = [choice for choice in offered if choice.players == players]
        self._choices: list[Rules] = offered
        rules = presets.filed(rules)
        custom = rules if rules.preset == CUSTOM_ID else presets.CUSTOM
        if players is not None and custom.players != players:
            custom = rules.with_changes(preset=CUSTOM_ID)
        self._choices.append(custom)
        self._custom = len(self._choices) - 1
        self._loading = False
        self.addItems([presets.rules_name(choice) for choice in self._choices])
        # Narrower than the longest names ("Mahjong Soul three-player (East only)"):
        # the list shows them whole, and the rules' options keep their room beside the box.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(20)
        self.currentIndexChanged.connect(self._chosen)
        self.show_rules(rules)

    def choices(self) -> list[Rules]:
        return list(self._choices)

    def show_rules(self, rules: Rules) -> None:
        """Select the entry of `rules`, without emitting `chosen`: their preset's, or Custom,
        which then holds them. A preset not offered as it is (an older one, or played East-only
        where its rooms do not) gets an entry of its name before Custom."""
        index = next((index for index, choice in enumerate(self._choices) if choice == rules), None)
        self._loading = True
        try:
            if index is None and rules.preset == CUSTOM_ID:
                index = self._custom
                self._choices[index] = rules
            elif index is None:
                index = self._custom
                self._choices.insert(index, rules)
                self.insertItem(index, presets.rules_name(rules))
                self._custom += 1
            self.setCurrentIndex(index)
        finally:
            self._loading = False

    def _chosen(self, index: int) -> None:
        if not self._loading and index >= 0:
            self.chosen.emit(self._choices[index])
