"""The floor of `tallyo-desktop import LOG --out DIR --json`: the core importing the log, and a
line of JSON printed for it."""

import json
import sys

from tallyo_desktop.core.importing.importer import import_logs

for outcome in import_logs(sys.argv[1:-1], sys.argv[-1]):
    game = outcome.game
    shown: dict[str, object] = {"source": outcome.source, "error": outcome.error}
    if game is not None and outcome.file is not None:
        shown = {
            "source": outcome.source,
            "file": str(outcome.file),
            "players": game.game.rules.players,
            "hands": game.hands,
            "final_points": list(game.final_points),
            "finished": game.finished,
        }
    print(json.dumps(shown, ensure_ascii=False))
