"""Write docs/rules.md, the cited rules reference, from the presets and their sources.

Run it whenever a preset or its sources change (a test fails until it has been run):

    .venv/bin/python docs/make_rules_doc.py
"""

from __future__ import annotations

from pathlib import Path

from tallyo_desktop.core.record.rules_doc import rules_document

RULES_DOC = Path(__file__).resolve().parent / "rules.md"


def main() -> None:
    RULES_DOC.write_text(rules_document(), encoding="utf-8", newline="\n")
    print(f"Wrote {RULES_DOC}")


if __name__ == "__main__":
    main()
