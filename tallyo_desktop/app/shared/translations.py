"""The language the app speaks: the player's choice or the system's, and the translators for it.

The app's texts are written in English; a translation is a Qt message file `tallyo_<code>.qm`
shipped in the package's `translations` folder. The core has no Qt, so it gets a function that
asks Qt's translators for its texts.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from tallyo_desktop.core.i18n import set_translator

LANGUAGES = {"en": "English", "ja": "日本語"}
"""Each language offered, named in that language so a player finds their own in any of them."""
SOURCE_LANGUAGE = "en"
SETTINGS_KEY = "language"
# This module is tallyo_desktop/app/shared/translations.py: the package is three folders up.
PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
QM_FOLDER = os.path.join(PACKAGE, "translations")
"""Where `tallyo_<code>.qm` are looked for: beside the modules, in a checkout, an installed wheel
and a frozen build alike (as the icon, see icon.py)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for pyside6-lupdate under `context`; it is translated where it is shown.

    PySide6's own function is typed to take and return `object`; lupdate only looks at the name.
    """
    return text


def default_names() -> tuple[str, str, str, str]:
    """The names players start with before they type their own, in the app's language."""
    first, second, third, fourth = (
        QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=number)
        for number in range(1, 5)
    )
    return first, second, third, fourth


def system_language() -> str:
    """Japanese on a Japanese system, English everywhere else."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else SOURCE_LANGUAGE


def saved_language(settings: QSettings) -> str | None:
    """The language the player chose, or None to follow the system."""
    value = settings.value(SETTINGS_KEY)
    return value if isinstance(value, str) and value in LANGUAGES else None


def save_language(settings: QSettings, code: str | None) -> None:
    """Keep `code` as the player's choice; None goes back to following the system."""
    if code is None:
        settings.remove(SETTINGS_KEY)
    else:
        settings.setValue(SETTINGS_KEY, code)
    settings.sync()


def load_app_translator(app: QCoreApplication, language: str) -> QTranslator | None:
    path = os.path.join(QM_FOLDER, f"tallyo_{language}.qm")
    if not os.path.isfile(path):
        return None
    # Parented to the application so it lives as long as the application does.
    translator = QTranslator(app)
    loaded = translator.load(path)
    if not loaded or translator.isEmpty():
        translator.deleteLater()
        return None
    return translator


def load_qt_translator(app: QCoreApplication, language: str) -> QTranslator | None:
    """Qt's own texts: the buttons of standard dialogs and message boxes."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(app)
    if not folder or not translator.load(f"qtbase_{language}", folder):
        translator.deleteLater()
        return None
    return translator


def install_translations(app: QCoreApplication, language: str | None) -> str:
    """Make `app` speak `language` ("en", "ja", or None for the system's); returns the one used.

    Without a translation file for the language the app stays in English, rather than mixing
    English texts with translated standard buttons.
    """
    wanted = language if language is not None and language in LANGUAGES else system_language()
    set_translator(lambda context, text: QCoreApplication.translate(context, text))
    if wanted == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    translator = load_app_translator(app, wanted)
    if translator is None:
        return SOURCE_LANGUAGE
    QCoreApplication.installTranslator(translator)
    qt_translator = load_qt_translator(app, wanted)
    if qt_translator is not None:
        QCoreApplication.installTranslator(qt_translator)
    return wanted
