"""Every PDF the app writes keeps its text as typed: read back as a reader copies it, a page says
山田, never the look-alike radicals ⼭⽥, and has the letters its page has, each once.

The pages are drawn in the test font (`cjk_font`), whose ideographs share their glyphs with the
radicals as common CJK fonts' do: the writer's own map of those glyphs would say radicals.
"""

from __future__ import annotations

import random
import re
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.chart.sheet_html import sheet_html
from tallyo_desktop.app.chart.window import PaymentChart
from tallyo_desktop.app.club import exports
from tallyo_desktop.app.club.seating_print import pdf_bytes as seating_pdf
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.shared import pdf_text, printed_page
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .cjk_font import IDEOGRAPHS, RADICALS
from .club_library import club_keeper
from .fake_prompter import FakePrompter
from .pdf_reading import han_font, letters
from .pdf_reading import pdf_text as read_text
from .table_driver import show
from .test_club_windows import everybody

__all__ = ["han_font"]

RIGHT_TO_LEFT = "\u202eRon"
"""A name with a right-to-left override typed in it: "Ron" drawn backwards, and, were it not
isolated, everything after it too."""
NAMES = ("山田", "Ann", "田山", RIGHT_TO_LEFT, "一人", "Bea", "人丨", "Cid", "Dan")


def page_text(page: str) -> str:
    document = QTextDocument()
    document.setHtml(page)
    return document.toPlainText()


def assert_as_typed(data: bytes, page: str, *words: str) -> None:
    """The PDF reads as its page: the same letters, each once, no radical, and `words` whole."""
    text = read_text(data)
    assert not set(text) & set(RADICALS), text
    assert letters(text) == letters(page_text(page))
    flat = re.sub(r"\s+", "", text)
    for word in words:
        assert word in flat, (word, text)


def seated_window(qtbot: QtBot, tmp_path: Path) -> SeatingWindow:
    window = SeatingWindow(
        SeatingStore(tmp_path / "seating"), today=date(2026, 12, 3), rng=random.Random(3)
    )
    qtbot.addWidget(window)
    window.show()
    window.attendance.setPlainText("\n".join(NAMES))
    qtbot.mouseClick(window.next, Qt.MouseButton.LeftButton)
    assert window.current_round() is not None
    return window


def test_the_seating_pdf_says_the_names_as_typed(
    qtbot: QtBot, tmp_path: Path, han_font: str
) -> None:
    window = seated_window(qtbot, tmp_path)
    seated = window.current_round()
    assert seated is not None and len(seated.sitting_out) == 1
    page = window.page()
    assert_as_typed(seating_pdf(page), page, "山田", "田山", "一人", "人丨")


def test_printed_to_a_file_the_seating_is_findable_and_named_for_its_night(
    qtbot: QtBot, tmp_path: Path, han_font: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Print… proposes the round's name for a PDF; a PDF printed to a file is written as the
    app writes its own, its text findable."""
    window = seated_window(qtbot, tmp_path)
    target = tmp_path / "printed.pdf"
    seen: list[str] = []

    def exec_dialog(dialog: QPrintDialog) -> int:
        # The system's dialog, as a player leaves it: printing to a PDF file.
        printer = dialog.printer()
        seen.append(printer.docName())
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return QPrintDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintDialog, "exec", exec_dialog)
    qtbot.mouseClick(window.print_button, Qt.MouseButton.LeftButton)
    assert seen == ["seating-club-night-2026-12-03-round-1"]
    assert_as_typed(target.read_bytes(), window.page(), "山田", "田山")


def test_the_standings_pdf_says_the_names_as_typed(
    qtbot: QtBot, tmp_path: Path, han_font: str
) -> None:
    keeper, _ids = club_keeper(tmp_path)
    try:
        club = ClubWindow(keeper, today=date(2030, 1, 1))
        qtbot.addWidget(club)
        renamed = {"Ann": "山田", "Bea": "田山", "Cid": "一人"}
        for person in everybody(club):
            if person.display_name in renamed:
                assert club.people.rename(person.id, renamed[person.display_name])
        standings = club.standings
        path = tmp_path / "standings.pdf"
        assert standings.save_pdf(str(path))
        note = "Totals add up each game's result. Rates are per hand played."
        page = exports.standings_html(standings.rows(), standings.title(), note)
        assert_as_typed(path.read_bytes(), page, "山田", "田山", "一人")
    finally:
        keeper.close()


def test_the_payment_chart_pdf_says_its_words_as_written(
    qtbot: QtBot, tmp_path: Path, han_font: str
) -> None:
    window = MainWindow()
    window.set_up(
        GameController(Game(presets.TENHOU, ("山田", "Ann", "Bea", "Cid"))), FakePrompter()
    )
    qtbot.addWidget(window)
    show(qtbot, window)
    window.choose_language("ja")
    try:
        qtbot.keyClick(window, Qt.Key.Key_F3)
        chart = window.findChild(PaymentChart)
        assert chart is not None
        page = sheet_html(chart.sheet)
        # The Japanese chart has ideographs the radicals look like.
        assert set(page_text(page)) & set(IDEOGRAPHS)
        path = tmp_path / "chart.pdf"
        assert chart.save_pdf(str(path))
        assert_as_typed(path.read_bytes(), page)
    finally:
        window.choose_language("en")
        QApplication.processEvents()


def test_without_the_mending_the_writer_says_radicals(han_font: str) -> None:
    """What the test font shows: Qt's own map of its glyphs says the radicals."""
    page = "<p>山田 一人</p>"
    unmended = pytest.MonkeyPatch()
    unmended.setattr(printed_page, "findable", lambda data, _text: data)
    try:
        data = printed_page.pdf_bytes(page, "test", 12)
    finally:
        unmended.undo()
    assert "⼭⽥" in read_text(data)
    assert "山田" in read_text(pdf_text.findable(data, page_text(page)))


def test_a_pdf_laid_out_otherwise_is_left_as_it_is() -> None:
    for data in (b"", b"%PDF-1.4\n%%EOF", b"%PDF-1.7\nstartxref\n5\n%%EOF\n"):
        assert pdf_text.findable(data, "山田") == data
