"""Translation of the words the core shows to players, without depending on Qt.

Every player-visible text is written as `translate("context", "literal")`, with both arguments
string literals, so that Qt's lupdate finds it in the source; values go in afterwards with
`.format(name=...)`, so a translation can put them where its language wants them. The app
installs a translator (Qt's) with `set_translator`; until it does, the English text is used.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str], str]
"""Takes a context and an English text, returns the text to show."""


def _identity(context: str, text: str) -> str:
    return text


_translator: Translator = _identity


def translate(context: str, text: str) -> str:
    """`text` as the installed translator gives it; the English text itself by default."""
    return _translator(context, text)


def set_translator(translator: Translator | None) -> None:
    """Route every later `translate` call through `translator`; None brings back the English."""
    global _translator
    _translator = _identity if translator is None else translator
