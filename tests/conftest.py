"""Shared test set-up: Qt runs offscreen, and hypothesis keeps a budget that suits a laptop."""

import os
import sys
from collections.abc import Generator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import settings

settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("thorough", max_examples=5000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, None, None]:
    """Windows a test closed are deleted before the next test starts: pytest-qt asks for their
    deletion, which Qt does only in an event loop, and a window left alive keeps its timers
    running into later tests."""
    result = yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is not None and widgets.QApplication.instance() is not None:
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return result


@pytest.fixture(autouse=True)
def _english_forms(request: pytest.FixtureRequest) -> None:
    """A test with a Qt application speaks English as the app does: with tallyo_en.qm, whose
    plural forms say "1 game" and "2 games" where the code writes "%n game(s)"."""
    if "qapp" not in request.fixturenames:
        return
    from tallyo_desktop.app.shared.translations import install_translations

    # Nothing is done when English is installed already, as it stays between tests.
    install_translations(request.getfixturevalue("qapp"), "en")
