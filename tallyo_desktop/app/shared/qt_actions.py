"""QActions and menus made from the action table (`action_table`), and the keys a widget reacts
to itself matched against it."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu

from tallyo_desktop.app.shared.action_table import ActionSpec, MenuSpec, menu_items, owned_by


def shown_text(spec: ActionSpec) -> str:
    """The action's text in the app's language."""
    text = QCoreApplication.translate(spec.context, spec.text) if spec.context else spec.text
    return text.format(number=spec.number) if spec.number is not None else text


def shown_tip(spec: ActionSpec) -> str:
    """The action's own tooltip in the app's language; "" where it has none but its text."""
    return QCoreApplication.translate(spec.context, spec.tip) if spec.tip else ""


def key_sequences(spec: ActionSpec) -> list[QKeySequence]:
    """The keys bound to the action on this platform."""
    if spec.standard:
        # The platform's first key for it, as QAction.setShortcut takes a standard key.
        standard = QKeySequence(QKeySequence.StandardKey[spec.standard])
        return [] if standard.isEmpty() else [standard]
    return [QKeySequence(key) for key in spec.shortcuts]


def native_key(key: str, standard: str = "") -> str:
    """How this platform writes `key` (or standard key `standard`, when given), as its menus
    do."""
    sequence = QKeySequence(QKeySequence.StandardKey[standard] if standard else key)
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def make_actions(
    owner: str, handlers: Mapping[str, Callable[[], object]], parent: QObject
) -> dict[str, QAction]:
    """Make the actions of `owner` in the table, each triggering its handler in `handlers`
    (by id), which must hold one for each of them and no other."""
    specs = owned_by(owner)
    missing = {spec.id for spec in specs} ^ set(handlers)
    if missing:
        raise ValueError(f"handlers do not match {owner}'s actions: {sorted(missing)}")
    groups: dict[str, QActionGroup] = {}
    made: dict[str, QAction] = {}
    for spec in specs:
        text = shown_text(spec)
        action = QAction(text, parent)
        action.setObjectName(spec.id)
        keys = key_sequences(spec)
        if keys:
            action.setShortcuts(keys)
        # Keys work in every window the actions are added to: the main window and, for the
        # entry's, the table display.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        plain = text.replace("&", "").rstrip("…")
        tip = shown_tip(spec)
        # Only a tooltip that says more than the text is set: a menu shows those alone.
        if tip or action.toolTip() != plain:
            action.setToolTip(tip or plain)
        if spec.group:
            if spec.group not in groups:
                groups[spec.group] = QActionGroup(parent)
                groups[spec.group].setExclusive(True)
            action.setCheckable(True)
            groups[spec.group].addAction(action)
        action.triggered.connect(handlers[spec.id])
        made[spec.id] = action
    return made


def fill_menu(menu: QMenu, menu_id: str, actions: Mapping[str, QAction]) -> None:
    """Put in `menu` what the table says menu `menu_id` holds, from `actions` (by id). Its
    entries show their tooltips: what a command does, or why the rules leave it out."""
    menu.setToolTipsVisible(True)
    for item in menu_items(menu_id):
        if item.separated:
            menu.addSeparator()
        if isinstance(item, MenuSpec) and item.inline:
            fill_menu(menu, item.id, actions)
        elif isinstance(item, MenuSpec):
            title = QCoreApplication.translate(item.context, item.title)
            fill_menu(menu.addMenu(title), item.id, actions)
        else:
            menu.addAction(actions[item.id])


def pressed(event: QKeyEvent, keys: tuple[str, ...]) -> bool:
    """Whether `event` is one of `keys`, whatever modifiers are held with it."""
    typed = QKeySequence(event.key())
    return any(QKeySequence(key) == typed for key in keys)
