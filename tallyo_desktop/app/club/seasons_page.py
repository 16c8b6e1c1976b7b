"""Seasons and club nights: made, changed and deleted here, and a club night's games, which
are put in it (or taken out) from its page. Whatever changes what a game's record should say
about its night is written to its file too (`record_files`).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.record_files import write_links
from tallyo_desktop.app.club.season_dialogs import ClubNightDialog, SeasonDialog
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import GamesModel
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.rows import ListedGame
from tallyo_desktop.core.library.seasons import ClubNight, RecordLink, Season
from tallyo_desktop.core.library.statistics import StatisticsFilter

KIND_ROLE = Qt.ItemDataRole.UserRole
UID_ROLE = Qt.ItemDataRole.UserRole + 1


def night_games(keeper: LibraryKeeper, chosen: StatisticsFilter) -> list[ListedGame]:
    """The games of a filter, three- and four-player ones together, the latest first."""
    library = keeper.library
    if library is None:
        return []
    games = [
        game
        for players in (4, 3)
        for game in library.filtered_games(replace(chosen, players=players))
    ]
    return sorted(games, key=lambda game: (game.finished_at, game.id), reverse=True)


class SeasonsPage(QWidget):
    changed = Signal()
    """Seasons, club nights or their games changed: the standings read again."""
    standingsRequested = Signal(str, str)
    """The standings of a season ("season") or a club night ("night"), by its uid."""

    def __init__(
        self, keeper: LibraryKeeper, parent: QWidget | None = None, load: bool = True
    ) -> None:
        """`load`: read the seasons now; else the first `refresh` does (when first shown)."""
        super().__init__(parent)
        self.setObjectName("seasonsPage")
        self.keeper = keeper
        self.tree = QTreeWidget()
        self.tree.setObjectName("seasonsTree")
        self.tree.setAccessibleName(self.tr("Seasons and club nights"))
        self.tree.setHeaderLabels([self.tr("Season or club night"), self.tr("Day"),
                                   self.tr("Games")])  # fmt: skip
        self.tree.currentItemChanged.connect(self._show_chosen)
        self.games_model = GamesModel(LibraryWindow.GAME_COLUMNS, self)
        self.games = QTableView()
        self.games.setObjectName("clubNightGames")
        self.games.setAccessibleName(self.tr("The club night's games"))
        self.games.setModel(self.games_model)
        self.games.verticalHeader().setVisible(False)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.heading = QLabel()
        self.heading.setObjectName("clubNightHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.status = QLabel()
        self.status.setObjectName("seasonsStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        def button(name: str, text: str, slot: object) -> QPushButton:
            made = QPushButton(text)
            made.setObjectName(name)
            made.clicked.connect(slot)
            return made

        self.new_season = button("newSeason", self.tr("New &season…"), self.ask_new_season)
        self.new_night = button("newClubNight", self.tr("New &club night…"), self.ask_new_night)
        self.edit_button = button("editSeasonOrNight", self.tr("&Edit…"), self.ask_edit)
        self.delete_button = button("deleteSeasonOrNight", self.tr("&Delete"), self.ask_delete)
        self.standings_button = button("seasonStandings", self.tr("S&tandings"),
                                       self._ask_standings)  # fmt: skip
        self.add_games = button("addGamesToNight", self.tr("&Add games…"), self.ask_add_games)
        self.remove_game = button("removeGameFromNight", self.tr("&Take out"),
                                  self._remove_selected)  # fmt: skip
        self.add_games.setToolTip(self.tr("Put finished games of this club night's day in it"))
        left = QVBoxLayout()
        left.addWidget(self.tree, 1)
        row = QHBoxLayout()
        for made in (self.new_season, self.new_night, self.edit_button, self.delete_button):
            row.addWidget(made)
        left.addLayout(row)
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.games, 1)
        row = QHBoxLayout()
        for made in (self.standings_button, self.add_games, self.remove_game):
            row.addWidget(made)
        right.addLayout(row)
        splitter = QSplitter()
        for part in (left, right):
            holder = QWidget()
            holder.setLayout(part)
            splitter.addWidget(holder)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        self.games.selectionModel().selectionChanged.connect(self._update_buttons)
        if load:
            self.refresh()

    # --- what is shown -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the seasons and nights again, keeping the one chosen chosen."""
        kept = self.chosen()
        library = self.keeper.library
        seasons: list[Season] = []
        nights: list[ClubNight] = []
        if library is not None:
            try:
                seasons, nights = library.seasons(), library.club_nights()
            except TallyoError as error:
                self.status.setText(str(error))
        self.tree.blockSignals(True)
        self.tree.clear()
        by_season: dict[str | None, QTreeWidgetItem] = {}
        for season in seasons:
            when = " – ".join(day.isoformat() if day else "…"
                              for day in (season.date_from, season.date_to))  # fmt: skip
            item = QTreeWidgetItem([season.name, when, ""])
            item.setData(0, KIND_ROLE, "season")
            item.setData(0, UID_ROLE, season.uid)
            self.tree.addTopLevelItem(item)
            by_season[season.uid] = item
        for night in nights:
            parent = by_season.get(night.season_uid)
            if parent is None:
                if None not in by_season:
                    loose = QTreeWidgetItem([self.tr("Club nights in no season"), "", ""])
                    self.tree.addTopLevelItem(loose)
                    by_season[None] = loose
                parent = by_season[None]
            item = QTreeWidgetItem(
                [night.name, night.date.isoformat() if night.date else "", str(night.games)]
            )
            item.setData(0, KIND_ROLE, "night")
            item.setData(0, UID_ROLE, night.uid)
            parent.addChild(item)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.tree.blockSignals(False)
        if kept is not None:
            self.choose(*kept)
        self._show_chosen()

    def chosen(self) -> tuple[str, str] | None:
        """The season ("season", uid) or club night ("night", uid) chosen, if any."""
        item = self.tree.currentItem()
        if item is None or item.data(0, KIND_ROLE) is None:
            return None
        return str(item.data(0, KIND_ROLE)), str(item.data(0, UID_ROLE))

    def choose(self, kind: str, uid: str) -> None:
        for item in self._items():
            if item.data(0, KIND_ROLE) == kind and item.data(0, UID_ROLE) == uid:
                self.tree.setCurrentItem(item)
                return

    def _items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        for top in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(top)
            if item is None:
                continue
            found.append(item)
            for number in range(item.childCount()):
                child = item.child(number)
                if child is not None:
                    found.append(child)
        return found

    def _show_chosen(self) -> None:
        chosen = self.chosen()
        games: list[ListedGame] = []
        heading = self.tr("Choose a season or a club night.")
        if chosen is not None:
            kind, uid = chosen
            try:
                if kind == "night":
                    games = night_games(self.keeper, StatisticsFilter(club_night_uid=uid))
                    heading = self.tr("The games of this club night:")
                else:
                    games = night_games(self.keeper, StatisticsFilter(season_uid=uid))
                    heading = self.tr("The games that count for this season:")
            except TallyoError as error:
                heading = str(error)
        self.heading.setText(heading)
        self.games_model.set_rows(games)
        self.games.resizeColumnsToContents()
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.chosen()
        night = chosen is not None and chosen[0] == "night"
        for made in (self.edit_button, self.delete_button, self.standings_button):
            made.setEnabled(chosen is not None)
        self.add_games.setEnabled(night)
        self.remove_game.setEnabled(night and bool(self.games.selectionModel().selectedRows()))

    # --- changes -------------------------------------------------------------------------------

    def _done(self, links: list[RecordLink], message: str) -> None:
        """After a change: the games' files follow, and everything is read again."""
        problems = write_links(self.keeper.store, links)
        self.status.setText(" ".join([message, *problems]).strip())
        self.refresh()
        self.changed.emit()

    def _refused(self, error: TallyoError) -> None:
        self.status.setText(str(error))

    def seasons(self) -> list[Season]:
        library = self.keeper.library
        return library.seasons() if library is not None else []

    def ask_new_season(self) -> None:
        with asked(SeasonDialog(None, self)) as dialog:
            values = dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
        if values is not None:
            self.add_season(**values)  # type: ignore[arg-type]

    def add_season(self, name: str, **fields: object) -> Season | None:
        library = self.keeper.library
        if library is None:
            return None
        try:
            season = library.add_season(name, **fields)  # type: ignore[arg-type]
        except TallyoError as error:
            self._refused(error)
            return None
        self._done([], self.tr("Season {name} made.").format(name=season.name))
        self.choose("season", season.uid)
        return season

    def ask_new_night(self) -> None:
        chosen = self.chosen()
        season = chosen[1] if chosen is not None and chosen[0] == "season" else None
        with asked(ClubNightDialog(None, self.seasons(), season, self)) as dialog:
            values = dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
        if values is not None:
            self.add_night(*values)

    def add_night(self, name: str, when: date | None, season_uid: str | None) -> ClubNight | None:
        library = self.keeper.library
        if library is None:
            return None
        try:
            night = library.add_club_night(name, when, season_uid)
        except TallyoError as error:
            self._refused(error)
            return None
        self._done([], self.tr("Club night {name} made.").format(name=night.name))
        self.choose("night", night.uid)
        return night

    def ask_edit(self) -> None:
        chosen, library = self.chosen(), self.keeper.library
        if chosen is None or library is None:
            return
        kind, uid = chosen
        try:
            if kind == "season":
                season = library.season(uid)
                with asked(SeasonDialog(season, self)) as dialog:
                    accepted = dialog.exec() == QDialog.DialogCode.Accepted
                    values = dialog.values() if accepted else None
                if values is not None:
                    changed = replace(season, **values)  # type: ignore[arg-type]
                    self._done(library.update_season(changed), self.tr("Season changed."))
            else:
                night = library.club_night(uid)
                with asked(ClubNightDialog(night, self.seasons(), None, self)) as night_dialog:
                    accepted = night_dialog.exec() == QDialog.DialogCode.Accepted
                    night_values = night_dialog.values() if accepted else None
                if night_values is not None:
                    name, when, season_uid = night_values
                    changed_night = replace(night, name=name, date=when, season_uid=season_uid)
                    self._done(library.update_club_night(changed_night),
                               self.tr("Club night changed."))  # fmt: skip
        except TallyoError as error:
            self._refused(error)

    def ask_delete(self) -> None:
        chosen = self.chosen()
        if chosen is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete"),
            self.tr("Delete it? Its games stay in the library, in no club night or season.")
            if chosen[0] == "night" else
            self.tr("Delete this season? Its club nights and their games stay, in no season."),
        )  # fmt: skip
        if answer == QMessageBox.StandardButton.Yes:
            self.delete(*chosen)

    def delete(self, kind: str, uid: str) -> bool:
        library = self.keeper.library
        if library is None:
            return False
        try:
            links = library.delete_season(uid) if kind == "season" else (
                library.delete_club_night(uid)
            )  # fmt: skip
        except TallyoError as error:
            self._refused(error)
            return False
        self._done(links, self.tr("Deleted."))
        return True

    def assign(self, game_ids: list[int], night_uid: str | None) -> bool:
        """Put the games in the club night `night_uid` (take them out of theirs, for None)."""
        library = self.keeper.library
        if library is None:
            return False
        links = []
        try:
            for game_id in game_ids:
                links.append(library.assign_game(game_id, night_uid))
        except TallyoError as error:
            self._refused(error)
            return False
        finally:
            if links:
                self._done(links, "")
        return True

    def _remove_selected(self) -> None:
        rows = self.games.selectionModel().selectedRows()
        ids = [game for index in rows if (game := self.games_model.game_id(index.row()))]
        if ids:
            self.assign(ids, None)

    def ask_add_games(self) -> None:
        chosen, library = self.chosen(), self.keeper.library
        if chosen is None or chosen[0] != "night" or library is None:
            return
        night = library.club_night(chosen[1])
        day = night.date
        near = StatisticsFilter(date_from=day, date_to=day) if day else StatisticsFilter()
        model = self.games_model
        there = {model.game_id(row) for row in range(model.rowCount())}
        games = [game for game in night_games(self.keeper, near) if game.id not in there]
        picked = pick_games(games, self)
        if picked:
            self.assign(picked, night.uid)

    def _ask_standings(self) -> None:
        chosen = self.chosen()
        if chosen is not None:
            self.standingsRequested.emit(*chosen)


def pick_games(games: list[ListedGame], parent: QWidget) -> list[int]:
    """The games chosen of `games` in a small dialog; none if it is cancelled."""
    dialog = QDialog(parent)
    dialog.setObjectName("pickGames")
    dialog.setWindowTitle(QCoreApplication.translate("SeasonsPage", "Add games"))
    model = GamesModel(LibraryWindow.GAME_COLUMNS, dialog)
    model.set_rows(games)
    table = QTableView()
    table.setModel(model)
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    table.resizeColumnsToContents()
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.resize(720, 400)
    with asked(dialog):
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return []
        return [
            game
            for index in table.selectionModel().selectedRows()
            if (game := model.game_id(index.row())) is not None
        ]
