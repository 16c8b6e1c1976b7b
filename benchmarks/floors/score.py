"""The floor of `tallyo-desktop score 4 30 --ron --json`: the core's scoring function, and the
same JSON printed."""

import json

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import score_win

score = score_win(Hand(han=4, fu=30), tsumo=False, dealer=False, honba=0, sticks=0, rules=Rules())
payments = {"limit": score.value.limit_name, "discarder_pays": score.discarder_pays}
print(json.dumps({**payments, "total": score.total}))
