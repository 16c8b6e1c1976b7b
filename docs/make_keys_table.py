"""Write the README's table of keys, between its `<!-- keys:begin -->` and `<!-- keys:end -->`
markers, from the action table and its keys help.

Run it whenever an action's keys or the keys help change (a test fails until it has been run):

    .venv/bin/python docs/make_keys_table.py
"""

from __future__ import annotations

from pathlib import Path

from tallyo_desktop.app.shared.keys_table import with_readme_table

README = Path(__file__).resolve().parent.parent / "README.md"


def main() -> None:
    readme = README.read_text(encoding="utf-8")
    README.write_text(with_readme_table(readme), encoding="utf-8", newline="\n")
    print(f"Wrote the table of keys in {README}")


if __name__ == "__main__":
    main()
