"""Players brought in from a CSV file, as registration forms and spreadsheets write them.

The first line may name the columns (in English or Japanese, any case): a name (or a first name
and a last name), an EMA number, a country, a club, a team, the table a player who cannot move
keeps (a number from 1, or empty); columns of any other name are left out. Without such a line,
the columns are the name, then the EMA number, country, club and team, as many as are given.
Commas, semicolons or tabs separate the fields, as the file has them; UTF-8 with or without a
byte order mark. A line that cannot be a player is refused with its number, and nothing of the
file is taken.
"""

from __future__ import annotations

import csv
import io
from dataclasses import replace

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.entrants import MOST_PLAYERS
from tallyo_desktop.core.tournament.players import Player, clean_player, name_key

MOST_CSV_BYTES = 2 * 1024 * 1024

_COLUMNS = {
    "name": ("name", "player", "player name", "full name", "名前", "氏名", "選手", "プレイヤー"),
    "first": ("first name", "firstname", "given name", "名"),
    "last": ("last name", "lastname", "surname", "family name", "姓"),
    "ema": ("ema", "ema number", "ema id", "ema no", "ema no.", "ema#", "id ema", "emaid"),
    "country": ("country", "nationality", "nation", "国", "国籍"),
    "club": ("club", "クラブ", "所属"),
    "team": ("team", "チーム"),
    "table": ("table", "fixed table", "keeps table", "卓", "固定卓"),
}
_ORDER = ("name", "ema", "country", "club", "team")


def _column(title: str) -> str | None:
    key = title.strip().casefold()
    for column, names in _COLUMNS.items():
        if key in names:
            return column
    return None


def players_from_csv(text: str) -> list[Player]:
    """The players the CSV text lists, in its order, without registration numbers; TallyoError
    naming the first line that cannot be read."""
    if len(text.encode("utf-8")) > MOST_CSV_BYTES:
        raise TallyoError(
            translate("Tournament players", "The file is too large for a list of players.")
        )
    text = text.removeprefix("\ufeff")
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise TallyoError(translate("Tournament players", "The file lists no player."))
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(lines[0], ",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO("\n".join(lines)), dialect))
    named = [_column(title) for title in rows[0]]
    if any(column in ("name", "first", "last") for column in named):
        columns, body, first_line = named, rows[1:], 2
    else:
        width = max(len(row) for row in rows)
        columns = list(_ORDER[:width]) + [None] * max(0, width - len(_ORDER))
        body, first_line = rows, 1
    if not body:
        raise TallyoError(translate("Tournament players", "The file lists no player."))
    if len(body) > MOST_PLAYERS:
        raise TallyoError(
            translate("Tournament players", "A tournament has at most {most} players.").format(
                most=MOST_PLAYERS
            )
        )
    players: list[Player] = []
    seen: dict[str, int] = {}
    for number, row in enumerate(body, first_line):
        fields: dict[str, str] = {}
        for column, value in zip(columns, row, strict=False):
            if column is not None:
                fields[column] = fields.get(column, "") or value.strip()
        name = fields.get("name", "") or " ".join(
            part for part in (fields.get("first", ""), fields.get("last", "")) if part
        )
        try:
            player = clean_player(
                Player(
                    "0",
                    name,
                    fields.get("ema", ""),
                    fields.get("country", ""),
                    fields.get("club", ""),
                    fields.get("team", ""),
                    table=_table(name, fields.get("table", "")),
                )
            )
        except TallyoError as error:
            raise TallyoError(
                translate("Tournament players", "Line {line}: {reason}").format(
                    line=number, reason=error
                )
            ) from None
        key = name_key(player.name)
        if key in seen:
            raise TallyoError(
                translate(
                    "Tournament players", "Line {line}: {name} is listed already, on line {first}."
                ).format(line=number, name=player.name, first=seen[key])
            )
        seen[key] = number
        players.append(replace(player, id=""))
    return players


def _table(name: str, text: str) -> int | None:
    """The table (0 is table 1) a player keeps, as the file numbers it from 1."""
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise TallyoError(
            translate(
                "Tournament players", "{name}: a table kept is a number from 1, not {table}."
            ).format(name=name, table=text[:20])
        )
    return int(text) - 1
