"""The floor of `tallyo-desktop standings FOLDER --json`: the core gathering the game files and
summing their standings, and the same JSON printed."""

import json
import sys

from tallyo_desktop.core.club.standings import Selection, standings_dict, standings_over

table = standings_over(sys.argv[1:], Selection())
print(json.dumps(standings_dict(table), ensure_ascii=False))
