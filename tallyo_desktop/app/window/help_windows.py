"""The windows the Help menu opens beside the table: about, the rules of this game, the keys,
the payment chart and the counting practice.

Their texts keep the main window's translation context, where their translations are. Each
is imported when first asked for: none of them is part of a start, and the main window
imports this module before the table's (see `MainWindow.set_up`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

if TYPE_CHECKING:
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.window.prompter import Prompter

W = TypeVar("W", bound=QWidget)


def _one_beside(parent: QWidget, kind: type[W], make: Callable[[], W]) -> W:
    """The window of `kind` beside `parent`, made the first time: asking again brings the same
    one to the front."""
    # Its own windows only: the table's widgets beneath are rebuilt when the language changes,
    # and a search through them can reach one that is being deleted.
    shown = next(
        (child for child in parent.children() if isinstance(child, kind) and isValid(child)),
        None,
    )
    if shown is None:
        shown = make()
    shown.show()
    shown.raise_()
    shown.activateWindow()
    return shown


def show_about(prompter: Prompter) -> None:
    # Imported here: the versions are read only when asked for.
    from tallyo_desktop.app.window.about import about_text

    prompter.inform(QCoreApplication.translate("MainWindow", "About Tallyo Desktop"), about_text())


def show_rules(controller: GameController, prompter: Prompter, parent: QWidget) -> None:
    """The current game's rules: its preset's reference, or every option of rules of the
    table's own."""
    if not controller.has_game:
        return
    # Imported when asked for, as the rules are shown seldom (Qt's namespace too: it costs a
    # start milliseconds).
    from PySide6.QtCore import Qt

    from tallyo_desktop.app.rules.reference import RulesReference
    from tallyo_desktop.app.rules.summary import rules_summary
    from tallyo_desktop.core.rules import presets

    # Rules of a preset's every option are that preset's, whatever they were called.
    rules = presets.named(controller.rules)
    if rules.preset in presets.KNOWN:
        reference = RulesReference(rules, parent)
        reference.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        reference.show()
        return
    prompter.inform(
        QCoreApplication.translate("MainWindow", "The rules of this game"),
        "\n".join(rules_summary(rules)),
    )


def show_payment_chart(
    controller: GameController, parent: QWidget, settings: QSettings | None = None
) -> None:
    """The payment chart, in a window beside the table (one: F3 again brings it to the
    front)."""
    # Imported when asked for: the chart is looked at now and then.
    from tallyo_desktop.app.chart.window import PaymentChart

    _one_beside(parent, PaymentChart, lambda: PaymentChart(controller, parent, settings))


def show_practice(
    controller: GameController, keeper: LibraryKeeper | None, parent: QWidget
) -> None:
    """The counting practice, under this game's rules first when it has four players."""
    # Imported when asked for: practice is not part of keeping a game's score.
    from PySide6.QtCore import Qt

    from tallyo_desktop.app.practice.window import PracticeWindow
    from tallyo_desktop.core.rules import presets

    choices = [
        (presets.preset_name(rules.preset), rules)
        for rules in presets.PRESETS.values()
        if rules.players == 4
    ]
    if controller.has_game and controller.rules.players == 4:
        choices.insert(
            0, (QCoreApplication.translate("MainWindow", "This game's rules"), controller.rules)
        )
    practice = PracticeWindow(choices, keeper, parent)
    practice.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    practice.show()


def show_keys(parent: QWidget) -> None:
    """The keys help, in a window beside the table (one: F1 again brings it to the front)."""
    # Imported when asked for: the keys are listed seldom.
    from tallyo_desktop.app.window.keys_help import KeysHelp

    _one_beside(parent, KeysHelp, lambda: KeysHelp(parent))
