"""What a schedule costs: each meeting past the first, and players seated where they should not
be. One whole number, so that the search compares schedules by adding and subtracting.

- A second meeting of two players costs `SECOND`; each later meeting costs `GROWTH` times the
  one before (a third costs as much as five second meetings), so a schedule that must repeat
  spreads its repeats over many pairs before it seats any pair a third time.
- Two players of one club at a table in the rounds they are to be kept apart cost `CLUB`:
  less than a second meeting, so clubs are kept apart as far as that repeats no pairing.
- Teammates at one table cost `TEAM`, more than anything else can add up to.
"""

from __future__ import annotations

from tallyo_desktop.core.values import valueclass

SECOND = 2
GROWTH = 5
STEEPEST = 8
"""From the ninth meeting of a pair on (a few players over many rounds), each further meeting
adds as much as the eighth did, so the numbers stay small."""
CLUB = 1
TEAM = 1_000_000_000


def meeting_costs(most: int) -> list[int]:
    """What one more meeting adds to a pair that met m times, for m = 0..most."""
    return [0] + [SECOND * GROWTH ** (min(met, STEEPEST) - 1) for met in range(1, most + 1)]


@valueclass
class Apart:
    """Who should not share a table: `team[p]` and `club[p]` number each player's team and club
    (-1 for none); clubs count only in the first `club_rounds` rounds of the schedule."""

    team: tuple[int, ...]
    club: tuple[int, ...]
    club_rounds: int

    def penalties(self, with_clubs: bool) -> list[list[int]] | None:
        """Each pair's cost for sharing a table once, or None when no pair costs anything."""
        players = len(self.team)
        rows = [[0] * players for _ in range(players)]
        found = False
        for labels, weight in ((self.team, TEAM), (self.club if with_clubs else (), CLUB)):
            members: dict[int, list[int]] = {}
            for player, label in enumerate(labels):
                if label >= 0:
                    members.setdefault(label, []).append(player)
            for group in members.values():
                for first in group:
                    for second in group:
                        if first != second:
                            rows[first][second] += weight
                            found = True
        return rows if found else None
