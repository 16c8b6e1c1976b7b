"""Render the README's pictures of a player's statistics: the player's page with another player
beside, and a graph of it, from the made-up season of docs/make_club_screenshots.py and the real
Tenhou logs kept for the tests (tests/data/tenhou/logs), imported as online games, whose most
frequent player is merged into one of the club's players: their online games, beside the club's.

Run it on a real display, or under Xvfb, whenever these windows change:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 .venv/bin/python docs/make_statistics_screenshots.py [--dark] [--ja]

It writes docs/player-page.png and docs/player-graph.png (with --dark or --ja, the same names
ending in -dark or -ja, to look at; the README shows the light English ones).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from make_club_screenshots import club_library

from tallyo_desktop.app.club.player_page import PlayerPage
from tallyo_desktop.app.club.player_statistics import GRAPHS
from tallyo_desktop.app.shared.look import Scheme, apply_scheme
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.core.importing.into_library import import_into_library

HERE = Path(__file__).parent
LOGS = HERE.parent / "tests" / "data" / "tenhou" / "logs"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--ja", action="store_true")
    options = parser.parse_args()
    app = QApplication([])
    install_translations(app, "ja" if options.ja else "en")
    apply_scheme(app, Scheme.DARK if options.dark else Scheme.LIGHT)
    folder = Path(tempfile.mkdtemp(prefix="tallyo-statistics-"))
    # Four rounds a night: twelve games for each player.
    keeper, _season, _night = club_library(folder, rounds_a_night=4)
    library = keeper.library
    assert library is not None and keeper.store is not None
    import_into_library([LOGS], library, keeper.store.finished_dir)
    # The most frequent online player is one of the club's: their people are one.
    online = Counter(
        player.name
        for game in library.listed_games()
        if game.source is not None
        for player in game.by_place()
    )
    online_name = online.most_common(1)[0][0]
    aiko, found = library.person_named("Aiko"), library.person_named(online_name)
    assert aiko is not None and found is not None
    library.merge_people([aiko.id, found.id], "Aiko")
    ben = library.person_named("Ben")
    assert ben is not None
    keeper.changed.emit()

    page = PlayerPage(keeper, aiko.id)
    statistics = page.statistics
    origin = statistics.scope_bar.origin
    origin.setCurrentIndex(origin.findData("both"))
    statistics.compare_with(ben.id)
    page.resize(1100, 820)
    page.show()
    ending = ("-dark" if options.dark else "") + ("-ja" if options.ja else "")

    def shoot_page() -> None:
        page.grab().save(str(HERE / f"player-page{ending}.png"))
        statistics.tabs.setCurrentIndex(1)
        statistics.graph_choice.setCurrentIndex(GRAPHS.index("places"))
        QTimer.singleShot(300, shoot_graph)

    def shoot_graph() -> None:
        statistics.graph.grab().save(str(HERE / f"player-graph{ending}.png"))
        app.quit()

    QTimer.singleShot(800, shoot_page)
    code = app.exec()
    keeper.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
