"""A player's figures as the page lists them, in groups (places, wins, deal-ins, riichi, the
dealer, hands with tiles, yaku, the rest), each with what it is counted over; and beside them,
another player's, to compare."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from tallyo_desktop.app.club.figure_words import (
    figure_label,
    over_text,
    points_text,
    repeats_text,
    value_text,
)
from tallyo_desktop.core.counting.names import yaku_label
from tallyo_desktop.core.statistics.measures import Figure, Unit, figures, yaku_figures
from tallyo_desktop.core.statistics.rating import RatingSeries
from tallyo_desktop.core.statistics.seat_row import SeatRow
from tallyo_desktop.core.statistics.totals import PlayerTotals

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "places",
        (
            "average_place",
            "first_rate",
            "second_rate",
            "third_rate",
            "fourth_rate",
            "average_result",
            "average_points",
            "bust_rate",
        ),
    ),
    ("wins", ("win_rate", "average_win", "tsumo_share", "riichi_win_share", "dealer_win_share")),
    (
        "deal_ins",
        (
            "deal_in_rate",
            "average_deal_in",
            "deal_in_to_riichi_share",
            "deal_in_in_riichi_share",
            "deal_in_to_dealer_share",
        ),
    ),
    (
        "riichi",
        (
            "riichi_rate",
            "riichi_win_rate",
            "riichi_deal_in_rate",
            "first_riichi_share",
            "first_riichi_win_rate",
            "chasing_riichi_win_rate",
        ),
    ),
    ("dealer", ("dealer_repeat_rate", "dealer_win_rate", "tenpai_rate")),
    (
        "tiles",
        (
            "open_share",
            "closed_share",
            "damaten_share",
            "dora_per_win",
            "red_fives_per_win",
            "ura_dora_per_win",
        ),
    ),
)
"""The figures in the groups the page shows, each in the order it lists them."""


class FiguresPanel(QTreeWidget):
    """The figures of one player, and optionally another's beside them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerFigures")
        self.setAccessibleName(self.tr("Figures"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.rows: dict[str, QTreeWidgetItem] = {}
        """The rows by the figure they show ("win_rate", "yaku:Pinfu", "best_hand")."""
        self._headings: list[QTreeWidgetItem] = []

    def _group_name(self, key: str) -> str:
        return {
            "places": self.tr("Places and results"),
            "wins": self.tr("Wins"),
            "deal_ins": self.tr("Deal-ins"),
            "riichi": self.tr("Riichi"),
            "dealer": self.tr("The dealer, and draws"),
            "tiles": self.tr(
                "Wins whose tiles were kept (counted in the tile picker, or from an online log)"
            ),
            "yaku": self.tr("Yaku, in the wins whose tiles were kept"),
            "counts": self.tr("Counts"),
        }[key]

    def show_figures(
        self,
        mine: PlayerTotals | None,
        players: int,
        rating: RatingSeries | None = None,
        other: PlayerTotals | None = None,
        other_rating: RatingSeries | None = None,
        labels: tuple[str, str] = ("", ""),
    ) -> None:
        """`mine` (None: no games here), and `other`'s beside them when given."""
        # Filled unseen and put in at once: each item added to a tree on show lays it out.
        self.setUpdatesEnabled(False)
        self.clear()
        self.rows = {}
        self._headings = []
        compare = other is not None
        headers = [self.tr("Figure"), labels[0] or self.tr("Value"), self.tr("Counted over")]
        if compare:
            headers += [labels[1], self.tr("Counted over")]
        self.setHeaderLabels(headers)
        self.setColumnCount(len(headers))
        counts = mine.counts if mine is not None else SeatRow()
        other_counts = other.counts if other is not None else SeatRow()
        by_name = {figure.name: figure for figure in figures(counts, players)}
        other_by_name = {figure.name: figure for figure in figures(other_counts, players)}
        for group, names in GROUPS:
            heading = self._heading(self._group_name(group))
            for name in names:
                if name not in by_name:
                    continue
                self._figure_row(
                    heading,
                    name,
                    figure_label(name),
                    by_name[name],
                    other_by_name[name] if compare else None,
                )
        yaku = yaku_figures(mine.yaku if mine is not None else {}, counts)
        other_yaku = {
            figure.name: figure
            for figure in yaku_figures(other.yaku if other is not None else {}, other_counts)
        }
        if yaku or other_yaku:
            heading = self._heading(self._group_name("yaku"))
            yaku_names = [figure.name for figure in yaku]
            yaku_names += sorted(set(other_yaku) - set(yaku_names))
            mine_yaku = {figure.name: figure for figure in yaku}
            for name in yaku_names:
                mine_empty = Figure(name, 0, counts.counted_wins, Unit.COUNTED_WINS)
                other_empty = Figure(name, 0, other_counts.counted_wins, Unit.COUNTED_WINS)
                self._figure_row(
                    heading,
                    f"yaku:{name}",
                    yaku_label(name),
                    mine_yaku.get(name, mine_empty),
                    other_yaku.get(name, other_empty) if compare else None,
                )
        heading = self._heading(self._group_name("counts"))
        for key, label, mine_text, other_text in self._counts(
            counts, rating, other_counts, other_rating
        ):
            item = QTreeWidgetItem(heading, [label, mine_text, ""])
            if compare:
                item.setText(3, other_text)
            self.rows[key] = item
        self.addTopLevelItems(self._headings)
        for heading in self._headings:
            heading.setFirstColumnSpanned(True)
        self.expandAll()
        for column in range(self.columnCount()):
            self.resizeColumnToContents(column)
        self.setUpdatesEnabled(True)

    def _heading(self, text: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([text])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self._headings.append(item)
        return item

    def _figure_row(
        self, heading: QTreeWidgetItem, key: str, label: str, figure: Figure, other: Figure | None
    ) -> None:
        texts = [label, value_text(figure), over_text(figure)]
        if other is not None:
            texts += [value_text(other), over_text(other)]
        item = QTreeWidgetItem(heading, texts)
        for column in (1, 3):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
        if figure.value is None:
            item.setToolTip(
                1,
                self.tr("Too few to say: {count} of {over}").format(
                    count=figure.count, over=figure.over
                ),
            )
        self.rows[key] = item

    def _counts(
        self,
        mine: SeatRow,
        rating: RatingSeries | None,
        other: SeatRow,
        other_rating: RatingSeries | None,
    ) -> list[tuple[str, str, str, str]]:
        def rated(series: RatingSeries | None) -> str:
            if series is None or not series.games:
                return "–"
            return self.tr("{rating:.0f} after %n game(s)", "", series.games).format(
                rating=series.rating
            )

        def streak(row: SeatRow) -> str:
            return repeats_text(row.dealer_streak)

        return [
            ("games", self.tr("Games"), str(mine.games), str(other.games)),
            ("hands", self.tr("Hands"), str(mine.hands), str(other.hands)),
            ("rating", self.tr("Rating"), rated(rating), rated(other_rating)),
            (
                "wins",
                self.tr("Wins (ron / tsumo)"),
                f"{mine.wins} ({mine.ron_wins} / {mine.tsumo_wins})",
                f"{other.wins} ({other.ron_wins} / {other.tsumo_wins})",
            ),
            ("deal_ins", self.tr("Deal-ins"), str(mine.deal_ins), str(other.deal_ins)),
            (
                "best_hand",
                self.tr("Best hand"),
                points_text(mine.best_hand),
                points_text(other.best_hand),
            ),
            ("yakuman", self.tr("Yakuman"), str(mine.yakuman), str(other.yakuman)),
            (
                "riichi_nomi",
                self.tr("Riichi-only wins"),
                str(mine.riichi_nomi),
                str(other.riichi_nomi),
            ),
            ("dealer_streak", self.tr("Longest dealer streak"), streak(mine), streak(other)),
            (
                "nagashi_mangan",
                self.tr("Nagashi mangan"),
                str(mine.nagashi_mangan),
                str(other.nagashi_mangan),
            ),
            ("chombo", self.tr("Chombo"), str(mine.chombo), str(other.chombo)),
            ("busts", self.tr("Busts"), str(mine.busts), str(other.busts)),
            (
                "comeback",
                self.tr("Biggest comeback"),
                points_text(mine.comeback),
                points_text(other.comeback),
            ),
        ]

    def value(self, key: str, column: int = 1) -> str:
        """What the row `key` shows in `column` (1: the value, 2: what it is counted over)."""
        return self.rows[key].text(column)
