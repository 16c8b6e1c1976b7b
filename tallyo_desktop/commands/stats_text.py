"""The `stats` command's table for the terminal: one line a player and the achievements, or
one player's figures in full (`--player`). What was not counted follows, as `standings`
lists it."""

from __future__ import annotations

from collections.abc import Callable

from tallyo_desktop.commands import columns
from tallyo_desktop.commands.parser import printable
from tallyo_desktop.commands.stats_selection import Counted
from tallyo_desktop.core.statistics.achievements import Achievement, Award, Holder
from tallyo_desktop.core.statistics.game_figures import HandRef
from tallyo_desktop.core.statistics.measures import MINIMUMS, Figure, Unit, figures, yaku_figures
from tallyo_desktop.core.statistics.rating import RatingSeries
from tallyo_desktop.core.statistics.totals import PlayerTotals
from tallyo_desktop.core.table.settlement import format_result

NAME_WIDTH = 24
_PLAYERS = {4: "four-player", 3: "three-player"}
_UNITS = {
    Unit.GAMES: ("game", "games"),
    Unit.HANDS: ("hand", "hands"),
    Unit.WINS: ("win", "wins"),
    Unit.DEAL_INS: ("deal-in", "deal-ins"),
    Unit.RIICHI: ("riichi", "riichi"),
    Unit.FIRST_RIICHI: ("first riichi", "first riichi"),
    Unit.CHASING_RIICHI: ("chasing riichi", "chasing riichi"),
    Unit.DRAWS: ("draw", "draws"),
    Unit.DEALER_HANDS: ("hand as dealer", "hands as dealer"),
    Unit.COUNTED_WINS: ("win counted from tiles", "wins counted from tiles"),
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _percent(value: float) -> str:
    return f"{value * 100:.1f}%"


def _place(value: float) -> str:
    return f"{value:.2f}"


def _points(value: float) -> str:
    return f"{value:.0f}"


def _result(value: float) -> str:
    return format_result(round(value / 100) * 100)


def _each(value: float) -> str:
    return f"{value:.2f}"


LABELS: dict[str, tuple[str, Callable[[float], str]]] = {
    "average_place": ("Average place", _place),
    "first_rate": ("First places", _percent),
    "second_rate": ("Second places", _percent),
    "third_rate": ("Third places", _percent),
    "fourth_rate": ("Fourth places", _percent),
    "average_result": ("Average result", _result),
    "average_points": ("Average final points", _points),
    "bust_rate": ("Busts", _percent),
    "win_rate": ("Win rate", _percent),
    "deal_in_rate": ("Deal-in rate", _percent),
    "riichi_rate": ("Riichi rate", _percent),
    "tsumo_share": ("Wins by tsumo", _percent),
    "riichi_win_share": ("Wins with riichi", _percent),
    "dealer_win_share": ("Wins as dealer", _percent),
    "average_win": ("Average win", _points),
    "average_deal_in": ("Average deal-in", _points),
    "deal_in_to_riichi_share": ("Deal-ins to riichi", _percent),
    "deal_in_in_riichi_share": ("Deal-ins while in riichi", _percent),
    "deal_in_to_dealer_share": ("Deal-ins to the dealer", _percent),
    "riichi_win_rate": ("Riichi won", _percent),
    "riichi_deal_in_rate": ("Riichi dealt in", _percent),
    "first_riichi_share": ("Riichi declared first", _percent),
    "first_riichi_win_rate": ("First riichi won", _percent),
    "chasing_riichi_win_rate": ("Chasing riichi won", _percent),
    "tenpai_rate": ("Tenpai at draws", _percent),
    "dealer_repeat_rate": ("Dealer repeats", _percent),
    "dealer_win_rate": ("Dealer wins", _percent),
    "open_share": ("Open wins", _percent),
    "closed_share": ("Closed wins", _percent),
    "damaten_share": ("Damaten wins", _percent),
    "dora_per_win": ("Dora a win", _each),
    "red_fives_per_win": ("Red fives a win", _each),
    "ura_dora_per_win": ("Ura dora a win", _each),
}
"""Each figure's label and how its value is written."""
_AVERAGES = {"average_place", "average_result", "average_points", "average_win"}
_AVERAGES |= {"average_deal_in", "dora_per_win", "red_fives_per_win", "ura_dora_per_win"}
ACHIEVEMENTS = {
    Achievement.BEST_HAND: "Best hand",
    Achievement.MOST_WINS: "Most wins",
    Achievement.FEWEST_DEAL_INS: "Fewest deal-ins",
    Achievement.MOST_DEAL_INS: "Most deal-ins",
    Achievement.MOST_DAMATEN_WINS: "Most damaten wins",
    Achievement.RIICHI_NOMI: "Riichi alone",
    Achievement.YAKUMAN: "Yakuman",
    Achievement.LONGEST_DEALER_STREAK: "Longest dealer streak",
    Achievement.BIGGEST_COMEBACK: "Biggest comeback",
}


def _padded(text: str, wide: int, left: bool) -> str:
    return columns.left(text, wide) if left else columns.right(text, wide)


def shown_name(name: str) -> str:
    """A name with its control characters escaped, cut to NAME_WIDTH columns."""
    return columns.cut(printable(name), NAME_WIDTH)


def _value(figure: Figure) -> str:
    value = figure.value
    return "-" if value is None else LABELS[figure.name][1](value)


def _over(figure: Figure) -> str:
    """What a figure is counted over, and the minimum when it is too few."""
    one, many = _UNITS[figure.unit]
    unit = one if figure.over == 1 else many
    if figure.name in _AVERAGES:
        said = f"over {figure.over} {unit}"
    else:
        said = f"{figure.count} of {figure.over} {unit}"
    if figure.value is None:
        said += f" (shown from {MINIMUMS[figure.unit]})"
    return said


def where(ref: HandRef | None) -> str:
    """A hand, for the terminal: "East 2, 1 honba, in PATH"."""
    if ref is None:
        return ""
    hand = f"{ref.round_wind.label} {ref.hand_number}"
    if ref.honba:
        hand += f", {ref.honba} honba"
    return f"{hand}, in {printable(ref.game)}"


def _heading(counted: Counted, what: str, some: int | None = None) -> str:
    """ "Statistics: 12 four-player games, all dates", or of `some` of them."""
    scope = counted.scope
    if scope.start and scope.end:
        dates = f"from {scope.start} to {scope.end}"
    elif scope.start:
        dates = f"from {scope.start} on"
    elif scope.end:
        dates = f"up to {scope.end}"
    else:
        dates = "all dates"
    games = _plural(len(counted.games), f"{_PLAYERS[scope.players]} game")
    if some is not None:
        games = f"{some} of {'the ' if len(counted.games) > 1 else ''}{games}"
    rules = "" if scope.presets is None else f", {', '.join(scope.presets)} rules"
    return f"{what}: {games}, {dates}{rules}"


def _table(rows: list[list[str]], left: frozenset[int] = frozenset({1})) -> list[str]:
    """`rows` in columns: those in `left` to the left, the others to the right."""
    widths = [max(columns.width(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(
            _padded(cell, wide, column in left)
            for column, (cell, wide) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]


SUMMARY = (
    "average_place",
    "win_rate",
    "deal_in_rate",
    "riichi_rate",
    "average_win",
    "average_deal_in",
    "tenpai_rate",
)
"""The figures of the table of every player."""


def _summary(counted: Counted) -> list[str]:
    header = ["#", "Name", "Games", "Avg place", "Win", "Deal-in", "Riichi", "Avg win"]
    header += ["Avg deal-in", "Tenpai", "Rating"]
    rows = [header]
    for rank, player in enumerate(counted.totals, start=1):
        by_name = {figure.name: figure for figure in figures(player.counts, counted.scope.players)}
        rating = counted.ratings.get(player.name)
        rows.append(
            [
                str(rank),
                shown_name(player.name),
                str(player.counts.games),
                *(_value(by_name[name]) for name in SUMMARY),
                "-" if rating is None else f"{rating.rating:.1f}",
            ]
        )
    return _table(rows)


def _holder(award: Award, holder: Holder) -> str:
    name = shown_name(holder.name)
    match award.achievement:
        case Achievement.BEST_HAND | Achievement.YAKUMAN:
            return f"{name}: {holder.count}, {where(holder.where)}"
        case Achievement.FEWEST_DEAL_INS:
            return f"{name}: {holder.count} in {_plural(holder.over or 0, 'hand')}"
        case Achievement.LONGEST_DEALER_STREAK:
            return f"{name}: {_plural(holder.count, 'repeat')}, the last {where(holder.where)}"
        case Achievement.BIGGEST_COMEBACK:
            return f"{name}: {holder.count} behind, first in {printable(holder.game or '')}"
        case _:
            return f"{name}: {holder.count}"


def _achievements(counted: Counted) -> list[str]:
    width = max(len(label) for label in ACHIEVEMENTS.values())
    lines = ["", "Achievements"]
    for award in counted.awards:
        label = ACHIEVEMENTS[award.achievement]
        if not award.holders:
            lines.append(f"  {label:<{width}}  nobody")
            continue
        for number, holder in enumerate(award.holders):
            lines.append(f"  {label if not number else '':<{width}}  {_holder(award, holder)}")
    return lines


def _player(counted: Counted, player: PlayerTotals, rating: RatingSeries | None) -> list[str]:
    counts = player.counts
    places = " / ".join(str(count) for count in counts.places[: counted.scope.players])
    lines = [
        "",
        f"Places          {places}   total {format_result(counts.result)}",
        f"Hands           {counts.hands}, {counts.wins} won, {counts.deal_ins} dealt in, "
        f"{counts.riichi} riichi",
    ]
    rows = [
        [LABELS[figure.name][0], _value(figure), _over(figure)]
        for figure in figures(counts, counted.scope.players)
    ]
    lines += ["", *_table(rows, frozenset({0, 2})), ""]
    if counts.best_hand:
        lines.append(f"Best hand       {counts.best_hand}, {where(player.best_hand)}")
    if counts.dealer_streak:
        repeats = _plural(counts.dealer_streak, "repeat")
        lines.append(f"Dealer streak   {repeats}, the last {where(player.dealer_streak)}")
    lines.append(
        f"Yakuman {counts.yakuman}, riichi alone {counts.riichi_nomi}, "
        f"chombo {counts.chombo}, busts {counts.busts}"
    )
    if rating is not None:
        lines.append(f"Rating          {rating.rating:.1f} after {_plural(rating.games, 'game')}")
    yaku = yaku_figures(player.yaku, counts)
    if yaku:
        lines += ["", f"Yaku, over {_plural(counts.counted_wins, 'win')} counted from tiles"]
        lines += [
            f"  {printable(figure.name)}: {figure.count}"
            + ("" if figure.value is None else f" ({_percent(figure.value)})")
            for figure in yaku
        ]
    return lines


def notes(counted: Counted) -> list[str]:
    """What was found and not counted, each part after an empty line."""
    lines: list[str] = []
    if counted.skipped:
        other = _PLAYERS[7 - counted.scope.players]
        lines += [
            "",
            f"{_plural(counted.skipped, f'finished {other} game')} not counted (--players).",
        ]
    if counted.unfinished:
        lines += ["", "Not finished, not counted:"]
        lines += [f"  {printable(path)}" for path in counted.unfinished]
    if counted.conflicts:
        lines += [
            "",
            "Copies of one game that contradict each other, not counted (keep the right copy "
            "and move the others out of these folders):",
        ]
        lines += [
            "  " + ", ".join(printable(path) for path in paths) for paths in counted.conflicts
        ]
    if counted.refused:
        lines += ["", "Could not be read:"]
        lines += [f"  {printable(one.path)}: {printable(one.error)}" for one in counted.refused]
    return lines


def text(counted: Counted) -> str:
    """The statistics as the terminal shows them."""
    if counted.player is not None:
        shown = counted.shown
        if shown:
            (player,) = shown
            lines = [_heading(counted, shown_name(player.name), player.counts.games)]
            lines += _player(counted, player, counted.ratings.get(player.name))
        else:
            lines = [_heading(counted, "Statistics"), ""]
            lines.append(f"No game here has a player named {shown_name(counted.player)}.")
    else:
        lines = [_heading(counted, "Statistics"), ""]
        if counted.totals:
            lines += _summary(counted)
            lines += _achievements(counted)
        else:
            lines.append(f"No finished {_PLAYERS[counted.scope.players]} games to count.")
    lines += notes(counted)
    return "\n".join(lines) + "\n"
