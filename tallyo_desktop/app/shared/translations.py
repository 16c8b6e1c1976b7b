"""The language the app speaks: the player's choice or the system's, and the translators for it.

The app's texts are written in English; a translation is a Qt message file `tallyo_<code>.qm`
shipped in the package's `translations` folder. English has one too, `tallyo_en.qm`, holding only
the texts that count something ("%n games"): their English forms ("1 game", "2 games"), which
Qt's plural forms take from a translation as they do for every language. A text with a count is
written `self.tr("%n game(s)", "", count)` in a QObject's method: lupdate marks a text as counted
only there (not in `QCoreApplication.translate`), so texts outside a widget live in a small QObject
of their own (`FigureWords`). The core has no Qt, so it gets a function that asks Qt's translators
for its texts; that function takes no count, so the core's texts keep their own "1 ..." wording.

The language can change while the app runs: `install_translations` replaces the translators,
Qt sends every window a `LanguageChange` event, and each window shows its texts again
(`current_language` tells a window whether the language is another than the one it was made in).
"""

from __future__ import annotations

import os

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from tallyo_desktop.core.i18n import set_translator

LANGUAGES = {"en": "English", "ja": "日本語"}
"""Each language offered, named in that language so a player finds their own in any of them."""
SOURCE_LANGUAGE = "en"
SETTINGS_KEY = "language"
APP_TRANSLATOR = "tallyo_"
QT_TRANSLATOR = "qtbase_"
"""The installed translators are named for their file, `tallyo_<code>` and `qtbase_<code>`: so they
say the language in use."""
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
    translator.setObjectName(APP_TRANSLATOR + language)
    loaded = translator.load(path)
    if not loaded or translator.isEmpty():
        _drop(translator)
        return None
    return translator


def load_qt_translator(app: QCoreApplication, language: str) -> QTranslator | None:
    """Qt's own texts: the buttons of standard dialogs and message boxes."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(app)
    translator.setObjectName(QT_TRANSLATOR + language)
    if not folder or not translator.load(QT_TRANSLATOR + language, folder):
        _drop(translator)
        return None
    return translator


def _drop(translator: QTranslator) -> None:
    # Taken from the application at once: a translator waiting to be deleted would still be
    # found among its children.
    QCoreApplication.removeTranslator(translator)
    translator.setParent(None)
    translator.deleteLater()


_translators: list[QTranslator] = []
"""The translators installed last, kept to be found again: looked for among the application's
children instead, PySide would wrap each child to look at it, the style's with its 600 enums."""


def _installed(app: QCoreApplication) -> list[QTranslator]:
    return [
        translator
        for translator in _translators
        if shiboken6.isValid(translator) and translator.parent() is app
    ]


def current_language() -> str:
    """The language the app speaks now: that of its installed translation, else English."""
    app = QCoreApplication.instance()
    if app is None:
        return SOURCE_LANGUAGE
    for translator in _installed(app):
        name = translator.objectName()
        if name.startswith(APP_TRANSLATOR):
            return name.removeprefix(APP_TRANSLATOR)
    return SOURCE_LANGUAGE


def install_translations(app: QCoreApplication, language: str | None) -> str:
    """Make `app` speak `language` ("en", "ja", or None for the system's), in place of the
    language it spoke; returns the one used.

    Without a translation file for the language the app speaks English, rather than mixing
    English texts with translated standard buttons. A change of language reaches every window
    as a `LanguageChange` event; choosing the language in use changes nothing.
    """
    wanted = language if language is not None and language in LANGUAGES else system_language()
    set_translator(lambda context, text: QCoreApplication.translate(context, text))
    if wanted == current_language() and _installed(app):
        return wanted
    translators = []
    translator = load_app_translator(app, wanted)
    if translator is not None:
        translators.append(translator)
        if wanted != SOURCE_LANGUAGE:
            qt_translator = load_qt_translator(app, wanted)
            if qt_translator is not None:
                translators.append(qt_translator)
    for old in _installed(app):
        if old not in translators:
            _drop(old)
    for translator in translators:
        QCoreApplication.installTranslator(translator)
    _translators[:] = translators
    return wanted if translators else SOURCE_LANGUAGE
