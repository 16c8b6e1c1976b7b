"""The floor of `tallyo-desktop replay FILE`: the record read with the core, and the same table
printed (the hands as the history words them, the seats, the hand, the settlement)."""

import sys

from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.table.history import history_rows

game = read_game_file(sys.argv[1])
state = game.state
width = max(len(name) for name in game.names)
lines = [f"{rules_name(game.rules)} rules, {len(game)} events", "", "Hands"]
lines += [f"  {row.hand_name}  {row.summary}" for row in history_rows(game)]
lines.append("")
lines.append(f"Seat winds in {state.hand_name}:")
for seat in range(state.seats):
    wind = state.wind_of(seat).label
    lines.append(f"  {game.names[seat]:<{width}}  {wind:<5}  {state.points[seat]:>7}")
lines.append(f"{state.hand_name}, {state.honba} honba, {state.sticks} riichi sticks on the table")
lines += ["", "Settlement"]
for standing in game.settlement().by_place():
    lines.append(
        f"  {standing.place}  {game.names[standing.seat]:<{width}}  {standing.points:>7}"
        f"  {standing.result_text:>6}"
    )
sys.stdout.write("\n".join(lines) + "\n")
