"""Counting a win from its tiles: pick or type the tiles, see the yaku, han and fu as they are
picked, and fill the winner's hand in one click.

What the table knows comes filled in: ron or tsumo, the winner's seat and the round wind, and
riichi when it was declared. The tiles are typed in the usual notation (`123m456p789s11z`, `0`
the red five) or clicked; the clicks go where the "Add to" choice says.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.plain_text import plain_label
from tallyo_desktop.app.tiles.palette import TilePalette, TileStrip, tile_name
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.core.counting.count import YAKUMAN_HAN, CountedHand, count_hand
from tallyo_desktop.core.counting.situation import MAX_KITA, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles, tile_set, tiles_text
from tallyo_desktop.core.counting.win_tiles import WinTiles, melds_text, parse_melds
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules.questions import kita_set_aside, renhou_played
from tallyo_desktop.core.scoring.hand import Hand, yakuman_name
from tallyo_desktop.core.seats import Wind


class TilePicker(QDialog):
    def __init__(self, request: TileRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tilePicker")
        self.request = request
        rules = request.rules
        self.setWindowTitle(self.tr("{name}'s hand from its tiles").format(name=request.winner))
        self.counted: CountedHand | None = None
        self._situation: WinSituation | None = None

        self.hand = QLineEdit()
        self.hand.setObjectName("handTiles")
        self.hand.setPlaceholderText(self.tr("e.g. 123m456p789s11z, the winning tile included"))
        self.win = QLineEdit()
        self.win.setObjectName("winTile")
        self.win.setPlaceholderText(self.tr("the last tile of the hand"))
        self.melds = QLineEdit()
        self.melds.setObjectName("melds")
        self.melds.setPlaceholderText(self.tr("e.g. chi:567p pon:777z kan:5555z ankan:1111m"))
        self.dora = QLineEdit()
        self.dora.setObjectName("doraIndicators")
        self.ura = QLineEdit()
        self.ura.setObjectName("uraIndicators")
        self.kita = QSpinBox()
        self.kita.setObjectName("kita")
        self.kita.setRange(0, MAX_KITA)
        fields = QFormLayout()
        for label, widget, name in (
            (self.tr("&Hand:"), self.hand, self.tr("Tiles in the hand")),
            (self.tr("&Winning tile:"), self.win, self.tr("Winning tile")),
            (self.tr("&Calls:"), self.melds, self.tr("Calls (chi, pon, kan)")),
            (self.tr("&Dora indicators:"), self.dora, self.tr("Dora indicators")),
            (self.tr("&Ura dora indicators:"), self.ura, self.tr("Ura dora indicators")),
            (self.tr("&Kita (Norths set aside):"), self.kita, self.tr("Kita")),
        ):
            widget.setAccessibleName(name)
            fields.addRow(label, widget)
        fields.setRowVisible(self.kita, kita_set_aside(rules))

        self.strip = TileStrip()
        self.strip.removed.connect(self._take_out)
        self.target = QButtonGroup(self)
        targets = QHBoxLayout()
        targets.addWidget(QLabel(self.tr("Clicks add to:")))
        for index, (text, name) in enumerate(
            (
                (self.tr("the hand"), "toHand"),
                (self.tr("dora indicators"), "toDora"),
                (self.tr("ura dora indicators"), "toUra"),
            )
        ):
            button = QRadioButton(text)
            button.setObjectName(name)
            self.target.addButton(button, index)
            targets.addWidget(button)
        targets.addStretch(1)
        self.target.button(0).setChecked(True)
        self.palette_ = TilePalette(tile_set(rules))
        self.palette_.picked.connect(self._add)

        self.riichi = QComboBox()
        self.riichi.setObjectName("riichiKind")
        self.riichi.setAccessibleName(self.tr("Riichi"))
        for text, kind in (
            (self.tr("No riichi"), RiichiKind.NONE),
            (self.tr("Riichi"), RiichiKind.RIICHI),
            (self.tr("Double riichi"), RiichiKind.DOUBLE),
        ):
            self.riichi.addItem(text, kind)
        self.riichi.setCurrentIndex(1 if request.riichi else 0)
        tsumo = request.tsumo
        dealer = request.seat_wind is Wind.EAST
        self.flags: dict[str, QCheckBox] = {}
        flags = QGridLayout()
        for index, (name, text, possible) in enumerate(
            (
                ("ippatsu", self.tr("Ippatsu"), rules.ippatsu),
                ("haitei", self.tr("Haitei (last tile of the wall)"), tsumo),
                ("houtei", self.tr("Houtei (last discard)"), not tsumo),
                ("rinshan", self.tr("Rinshan (after a kan)"), tsumo),
                ("chankan", self.tr("Chankan (robbing a kan)"), not tsumo),
                ("tenhou", self.tr("Tenhou"), tsumo and dealer),
                ("chiihou", self.tr("Chiihou"), tsumo and not dealer),
                (
                    "renhou",
                    self.tr("Renhou"),
                    not tsumo and not dealer and renhou_played(rules),
                ),
            )
        ):
            box = QCheckBox(text)
            box.setObjectName(name)
            # Shown greyed where it cannot happen, so the form keeps its shape.
            box.setEnabled(possible)
            box.toggled.connect(self._recount)
            flags.addWidget(box, index // 4, index % 4)
            self.flags[name] = box
        way = self.tr("Tsumo") if tsumo else self.tr("Ron")
        self.facts = plain_label(
            self.tr("{way} · seat wind {seat} · round wind {round}").format(
                way=way, seat=request.seat_wind.label, round=request.round_wind.label
            )
        )
        self.facts.setObjectName("tileFacts")

        self.count_view = plain_label()
        self.count_view.setObjectName("countResult")
        self.count_view.setWordWrap(True)
        self.count_view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.count_view.setMinimumHeight(self.fontMetrics().lineSpacing() * 9)
        self.count_view.setMinimumWidth(self.fontMetrics().averageCharWidth() * 34)
        self.count_view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.use = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.use.setText(self.tr("&Use this hand"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(self.facts)
        left.addLayout(fields)
        left.addWidget(self.strip)
        left.addLayout(targets)
        left.addWidget(self.palette_)
        left.addWidget(self.riichi)
        left.addLayout(flags)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self.count_view, 2)
        self.resize(1060, 620)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

        for edit in (self.hand, self.win, self.melds, self.dora, self.ura):
            edit.textChanged.connect(self._recount)
        self.kita.valueChanged.connect(self._recount)
        self.riichi.currentIndexChanged.connect(self._recount)
        if request.previous is not None:
            self._fill(request.previous)
        self._recount()
        self.hand.setFocus()

    # What was picked
    def _fill(self, tiles: WinTiles) -> None:
        situation = tiles.situation
        self.hand.setText(tiles_text(situation.concealed))
        self.win.setText(tile_name(situation.win_tile))
        self.melds.setText(melds_text(situation.melds))
        self.dora.setText(tiles_text(situation.dora_indicators))
        self.ura.setText(tiles_text(situation.ura_indicators))
        self.kita.setValue(situation.kita)
        self.riichi.setCurrentIndex(max(0, self.riichi.findData(situation.riichi)))
        for name, box in self.flags.items():
            box.setChecked(bool(getattr(situation, name)))

    def _field(self) -> QLineEdit:
        return (self.hand, self.dora, self.ura)[max(0, self.target.checkedId())]

    def _add(self, tile: object) -> None:
        field = self._field()
        field.setText(field.text() + tile_name(tile))  # type: ignore[arg-type]

    def _take_out(self, index: int) -> None:
        try:
            tiles = list(parse_tiles(self.hand.text(), None))
        except TallyoError:
            return
        if 0 <= index < len(tiles):
            del tiles[index]
            self.hand.setText(tiles_text(tiles) if tiles else "")

    def situation(self) -> WinSituation:
        """The win as picked; raises TallyoError, in the player's words, when it cannot be."""
        rules = self.request.rules
        concealed = parse_tiles(self.hand.text(), rules)
        win_text = self.win.text().strip()
        win = parse_tile(win_text, rules) if win_text else concealed[-1]
        riichi = self.riichi.currentData()
        flags = {name: box.isEnabled() and box.isChecked() for name, box in self.flags.items()}
        return WinSituation(
            concealed=concealed,
            win_tile=win,
            tsumo=self.request.tsumo,
            melds=parse_melds(self.melds.text(), rules),
            riichi=riichi if isinstance(riichi, RiichiKind) else RiichiKind.NONE,
            ippatsu=flags["ippatsu"],
            haitei=flags["haitei"],
            houtei=flags["houtei"],
            rinshan=flags["rinshan"],
            chankan=flags["chankan"],
            tenhou=flags["tenhou"],
            chiihou=flags["chiihou"],
            renhou=flags["renhou"],
            seat_wind=self.request.seat_wind,
            round_wind=self.request.round_wind,
            dora_indicators=parse_tiles(self.dora.text(), rules) if self.dora.text() else (),
            ura_indicators=parse_tiles(self.ura.text(), rules) if self.ura.text() else (),
            kita=self.kita.value(),
        )

    def _recount(self) -> None:
        self.counted = None
        self._situation = None
        try:
            shown = parse_tiles(self.hand.text(), None) if self.hand.text().strip() else ()
        except TallyoError:
            shown = ()
        self.strip.show_tiles(shown)
        in_riichi = self.riichi.currentData() is not RiichiKind.NONE
        self.ura.setEnabled(in_riichi and self.request.rules.ura_dora)
        self.flags["ippatsu"].setEnabled(in_riichi and self.request.rules.ippatsu)
        if not self.hand.text().strip():
            self.count_view.setText(self.tr("Type or click the tiles of the hand."))
            self.use.setEnabled(False)
            return
        try:
            situation = self.situation()
            counted = count_hand(
                situation, self.request.rules, honba=self.request.honba, sticks=self.request.sticks
            )
        except TallyoError as error:
            self.count_view.setText(str(error))
            self.use.setEnabled(False)
            return
        self.counted = counted
        self._situation = situation
        self.count_view.setText("\n".join(self._lines(counted)))
        self.use.setEnabled(True)

    def _lines(self, counted: CountedHand) -> list[str]:
        def worth(han: int) -> str:
            if counted.yakuman:
                return yakuman_name(han // YAKUMAN_HAN)
            return self.tr("{han} han").format(han=han)

        lines = [
            self.tr("{yaku}: {worth}").format(yaku=yaku.label, worth=worth(yaku.han))
            for yaku in counted.yaku
        ]
        lines.append("")
        if counted.yakuman:
            lines.append(yakuman_name(counted.yakuman))
        else:
            lines.append(
                self.tr("{han} han {fu} fu").format(han=counted.han, fu=counted.fu)
                if counted.fu
                else self.tr("{han} han").format(han=counted.han)
            )
            lines += [
                self.tr("  {fu} fu: {reason}").format(fu=item.fu, reason=item.reason)
                for item in counted.fu_items
            ]
        lines += counted.notes
        if counted.limit_name:
            lines.append(counted.limit_name[:1].upper() + counted.limit_name[1:])
        lines.append(
            self.tr("{name} gains {points}, honba and sticks included").format(
                name=self.request.winner, points=counted.score.total
            )
        )
        return lines

    # The answer
    def picked(self) -> tuple[WinTiles, Hand] | None:
        """The tiles and the hand they make, once they count."""
        if self.counted is None or self._situation is None:
            return None
        return WinTiles(self._situation, self.counted.yaku), self.counted.hand

    def accept(self) -> None:
        if self.picked() is not None:
            super().accept()
