"""What the table says of the hand and of each seat: the main window's table and the table
display both show these, and read them here so that the two never say it differently."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.table.state import TableState


def counters(state: TableState) -> str:
    """The honba and the riichi sticks on the table: "Honba 1 · Riichi sticks 2"."""
    return QCoreApplication.translate(
        "TableTexts", "Honba {honba} · Riichi sticks {sticks}"
    ).format(honba=state.honba, sticks=state.sticks)


def seat_description(state: TableState, seat: int) -> str:
    """Who sits at `seat`, and whether they deal or are in riichi: "East Ann · dealer"."""
    dealer, riichi = state.dealer == seat, seat in state.riichi
    # Whole phrases, so that a translation need not fit its words into an English frame.
    if dealer and riichi:
        text = QCoreApplication.translate("TableTexts", "{wind} {name} · dealer · riichi")
    elif dealer:
        text = QCoreApplication.translate("TableTexts", "{wind} {name} · dealer")
    elif riichi:
        text = QCoreApplication.translate("TableTexts", "{wind} {name} · riichi")
    else:
        text = QCoreApplication.translate("TableTexts", "{wind} {name}")
    return text.format(wind=state.wind_of(seat).label, name=state.names[seat])


def pick_key(seat: int) -> str:
    """The key that picks `seat`'s player in an entry: the number on the seat."""
    return str(seat + 1)


def riichi_key(seat: int) -> str:
    """The key that declares riichi for `seat`'s player."""
    return f"Alt+{pick_key(seat)}"
