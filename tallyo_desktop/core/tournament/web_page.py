"""A tournament's page for a club's website: the ranking, the teams, the schedule round by
round and the penalties, in one HTML file that needs nothing else (its style inside it, no
script, no picture, nothing fetched), every name escaped.
"""

from __future__ import annotations

from html import escape

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.exports import place_text, total_text
from tallyo_desktop.core.tournament.penalty_list import listed_penalties
from tallyo_desktop.core.tournament.ranking import Ranking, team_ranking
from tallyo_desktop.core.tournament.state import TournamentState

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em;
       color: #1a1a1a; background: #fff; }
h1 { margin-bottom: 0.2em; }
p.note { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { padding: 0.25em 0.6em; border-bottom: 1px solid #ddd; text-align: left; }
th { background: #f2f2f2; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
section.round { display: inline-block; vertical-align: top; margin-right: 2em; }
"""


def _cell(text: str, number: bool = False) -> str:
    return f"<td class='n'>{escape(text)}</td>" if number else f"<td>{escape(text)}</td>"


def _head(text: str, number: bool = False) -> str:
    return f"<th class='n'>{escape(text)}</th>" if number else f"<th>{escape(text)}</th>"


def web_page(state: TournamentState, table: Ranking, language: str = "en") -> str:
    """The page, in the app's language (`language`, as the page declares it)."""
    title = escape(state.name)
    after = translate("Tournament page", "Ranking after round {round} of {rounds}").format(
        round=table.rounds if table.rounds else 0, rounds=state.rounds
    )
    parts = [
        "<!DOCTYPE html>",
        f"<html lang='{escape(language)}'><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<title>{title}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{title}</h1>",
        f"<p class='note'>{escape(state.day)}</p>",
        f"<h2>{escape(after)}</h2>",
        _ranking(table),
    ]
    teams = team_ranking(table)
    if teams:
        teams_heading = translate("Tournament page", "Teams")
        parts.append(f"<h2>{escape(teams_heading)}</h2>")
        rows = [
            "<tr>"
            + _head(translate("Tournament page", "Place"), True)
            + _head(translate("Tournament page", "Team"))
            + _head(translate("Tournament page", "Players"))
            + _head(translate("Tournament page", "Total"), True)
            + "</tr>"
        ]
        for team in teams:
            place = f"{team.place}=" if team.tied else str(team.place)
            rows.append(
                "<tr>"
                + _cell(place, True)
                + _cell(team.team)
                + _cell(", ".join(team.members))
                + _cell(total_text(team.total), True)
                + "</tr>"
            )
        parts.append("<table>" + "".join(rows) + "</table>")
    parts.append(_schedule(state))
    parts.append(_penalties(state))
    parts.append(
        "<p class='note'>"
        + escape(translate("Tournament page", "Made by Tallyo Desktop."))
        + "</p></body></html>\n"
    )
    return "\n".join(parts)


def _ranking(table: Ranking) -> str:
    rounds = [
        _head(translate("Tournament page", "R{round}").format(round=number + 1), True)
        for number in range(table.rounds)
    ]
    rows = [
        "<tr>"
        + _head(translate("Tournament page", "Place"), True)
        + _head(translate("Tournament page", "Player"))
        + _head(translate("Tournament page", "Country"))
        + _head(translate("Tournament page", "Total"), True)
        + "".join(rounds)
        + _head(translate("Tournament page", "Penalties"), True)
        + "</tr>"
    ]
    for row in table.rows:
        name = row.player.name
        if row.player.substitute:
            name = translate("Tournament page", "{name} (substitute)").format(name=name)
        elif row.dropped_from is not None:
            name = translate("Tournament page", "{name} (dropped)").format(name=name)
        results = "".join(
            _cell("" if result is None else format_result(result), True) for result in row.results
        )
        rows.append(
            "<tr>"
            + _cell(place_text(row), True)
            + _cell(name)
            + _cell(row.player.country)
            + _cell(total_text(row.total), True)
            + results
            + _cell(format_result(-row.penalties) if row.penalties else "", True)
            + "</tr>"
        )
    return "<table>" + "".join(rows) + "</table>"


def _schedule(state: TournamentState) -> str:
    if state.schedule is None:
        return ""
    winds = [Wind(seat).label for seat in range(state.table_size)]
    heading = translate("Tournament page", "Schedule")
    parts = [f"<h2>{escape(heading)}</h2>"]
    for number, tables in enumerate(state.schedule.rounds):
        heading = translate("Tournament page", "Round {round}").format(round=number + 1)
        rows = [
            "<tr>"
            + _head(translate("Tournament page", "Table"), True)
            + "".join(_head(wind) for wind in winds)
            + "</tr>"
        ]
        for table_number, table in enumerate(tables, 1):
            names = "".join(_cell(state.players[player].name) for player in table)
            rows.append("<tr>" + _cell(str(table_number), True) + names + "</tr>")
        parts.append(
            f"<section class='round'><h3>{escape(heading)}</h3><table>{''.join(rows)}</table>"
            "</section>"
        )
    return "".join(parts)


def _penalties(state: TournamentState) -> str:
    listed = listed_penalties(state)
    if not listed:
        return ""
    rows = [
        "<tr>"
        + _head(translate("Tournament page", "Round"), True)
        + _head(translate("Tournament page", "Table"), True)
        + _head(translate("Tournament page", "Player"))
        + _head(translate("Tournament page", "Points off"), True)
        + _head(translate("Tournament page", "Chombo"), True)
        + _head(translate("Tournament page", "Reason"))
        + "</tr>"
    ]
    for item in listed:
        rows.append(
            "<tr>"
            + _cell(str(item.round + 1), True)
            + _cell("" if item.table is None else str(item.table + 1), True)
            + _cell(state.players[item.player].name)
            + _cell(format_result(-item.points) if item.points else "", True)
            + _cell(str(item.chombo) if item.chombo else "", True)
            + _cell(item.reason)
            + "</tr>"
        )
    heading = escape(translate("Tournament page", "Penalties and chombo"))
    return f"<h2>{heading}</h2><table>{''.join(rows)}</table>"
