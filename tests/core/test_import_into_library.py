"""Logs imported into the library without a display: through the gathering, each game once, a
log cut short handed back unfinished, a cancel storing nothing; the library's list of games
names where an imported game came from, and files it under the hour it was played."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tallyo_desktop.core.importing.into_library import import_into_library
from tallyo_desktop.core.importing.reading import former_game_id, read_game_log
from tallyo_desktop.core.library.finished_copies import copies_of
from tallyo_desktop.core.library.gathering import Copy, GatherReport, gather_copies
from tallyo_desktop.core.library.kept_records import library_record, played_at
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

DATA = Path(__file__).resolve().parent.parent / "data"
LOGS = DATA / "tenhou" / "logs"
MJLOG = LOGS / "2019021004gm-00a9-0000-e2f6516d.mjlog"
JSON = LOGS / "2019021004gm-00a9-0000-e2f6516d.json"
CUT_SHORT = LOGS / "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
WHOLE = LOGS / "2011020401gm-00a9-0000-f6eff225.mjlog"
SANMA = DATA / "tenhou-sanma" / "logs" / "sanma2.xml"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    with GameLibrary(tmp_path / "library.sqlite") as opened:
        yield opened


def test_both_logs_of_a_game_are_one_game_kept_among_the_librarys_copies(
    library: GameLibrary, tmp_path: Path
) -> None:
    finished = tmp_path / "finished"

    result = import_into_library([MJLOG, JSON, SANMA], library, finished)

    assert (result.logs, result.new, result.same) == (3, [MJLOG, SANMA], [JSON])
    listed = library.listed_games()
    assert sorted(game.source or "" for game in listed) == [
        "tenhou",
        "tenhou:2019021004gm-00a9-0000-e2f6516d",
    ]
    game_id = read_game_log(MJLOG).metadata.id
    assert game_id is not None and len(copies_of(finished, game_id)) == 1


def test_importing_again_adds_nothing(library: GameLibrary, tmp_path: Path) -> None:
    import_into_library([MJLOG], library, tmp_path / "finished")

    again = import_into_library([JSON, MJLOG], library, tmp_path / "finished")

    assert (again.new, sorted(again.same)) == ([], sorted([JSON, MJLOG]))
    assert len(library.listed_games()) == 1


def test_a_log_cut_short_comes_back_unfinished_unless_its_whole_log_is_there(
    library: GameLibrary, tmp_path: Path
) -> None:
    alone = import_into_library([CUT_SHORT], library, tmp_path / "finished")
    assert [path for path, _ in alone.unfinished] == [CUT_SHORT]
    assert not alone.unfinished[0][1].game.is_over
    assert library.listed_games() == []

    with_whole = import_into_library([CUT_SHORT, WHOLE], library, tmp_path / "finished")

    assert (with_whole.new, with_whole.same, with_whole.unfinished) == ([WHOLE], [CUT_SHORT], [])


def test_a_file_given_that_is_no_log_is_refused_and_a_folders_is_passed_over(
    library: GameLibrary, tmp_path: Path
) -> None:
    notes = tmp_path / "logs" / "notes.txt"
    notes.parent.mkdir()
    notes.write_text("not a log", encoding="utf-8")

    given = import_into_library([notes], library, tmp_path / "finished")
    in_folder = import_into_library([notes.parent], library, tmp_path / "finished")

    assert given.logs == 1
    assert given.refused == [(notes, "It is not a Tenhou or Mahjong Soul game log.")]
    assert (in_folder.logs, in_folder.refused) == (0, [])


def test_a_cancel_while_the_logs_are_read_stores_nothing(
    library: GameLibrary, tmp_path: Path
) -> None:
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1

    finished = tmp_path / "finished"

    result = import_into_library([MJLOG, SANMA], library, finished, cancelled=cancelled)

    assert result.cancelled and result.new == []
    assert library.listed_games() == []
    assert not finished.exists()


def test_a_tenhou_game_is_filed_under_the_hour_it_was_played(library: GameLibrary) -> None:
    imported = read_game_log(MJLOG)

    when = played_at(SavedGame(imported.game, imported.metadata))

    # 2019021004: the 10th of February 2019, 4 in the morning in Japan.
    assert when == datetime(2019, 2, 9, 19, tzinfo=UTC)


def test_a_game_played_in_tallyo_has_no_source_in_the_list(library: GameLibrary) -> None:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), ("Ann", "Bea", "Cid", "Dan"))
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    saved = SavedGame(game, Metadata(id="table"))
    library.add_finished_game(game, library_record(saved), datetime.now(UTC), "table")

    assert [listed.source for listed in library.listed_games()] == [None]


def test_a_game_imported_under_the_former_id_is_not_counted_twice(
    library: GameLibrary, tmp_path: Path
) -> None:
    finished = tmp_path / "finished"
    imported = read_game_log(MJLOG)
    former = former_game_id(imported.log)
    assert former != imported.metadata.id
    # As an earlier version kept it: the same game under the id made with the players' names.
    earlier = SavedGame(imported.game, replace(imported.metadata, id=former))
    content = game_to_json(earlier.game, earlier.metadata).encode("utf-8")
    gather_copies({former: [Copy(earlier, content, MJLOG)]}, library, finished, GatherReport())
    assert len(library.listed_games()) == 1

    again = import_into_library([MJLOG, JSON], library, finished)

    assert (again.new, sorted(again.same)) == ([], sorted([JSON, MJLOG]))
    assert len(library.listed_games()) == 1
    assert copies_of(finished, imported.metadata.id or "") == []
