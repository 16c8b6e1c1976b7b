"""The floor of `tallyo-desktop standings FOLDER --json`: the core gathering the game files and
summing their standings, and the same JSON printed."""

import json
import sys

from tallyo_desktop.core.club.game_files import gather
from tallyo_desktop.core.club.standings import Selection, standings, standings_dict

table = standings(gather(sys.argv[1:]), Selection())
print(json.dumps(standings_dict(table), ensure_ascii=False))
