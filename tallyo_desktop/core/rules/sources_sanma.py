"""What the three-player presets' sources leave open, read the same way for Tenhou's three-player
rooms (`sources_tenhou_3p`) and Mahjong Soul's (`sources_mahjong_soul_3p`)."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_model import reading

# Readings on the questions the three-player sources leave open, shared by both platforms.
PAO_TSUMO = reading(
    "Pao on a tsumo with three players: no source or real game shows one. Under tsumo loss a "
    "yakuman tsumo pays less than a ron (a non-dealer's two payers pay 8000 and 16000, against "
    "32000 for a ron), so the two readings differ. The preset has the liable player pay what a "
    "ron would have cost, North's share included, as the one model found does (TS: \"should "
    "treat tsumo loss as ron … dealer should get north's payment from liable\") and as the "
    "liable player pays the whole hand in the four-player rules. The liable player also pays "
    "the honba of both payers ({honba_tsumo} each per honba). Untick the option to have the "
    "liable player pay only what the tsumo payments add up to.",
    "pao_tsumo_as_ron",
)
NAGASHI = reading(
    "Nagashi mangan with three players: nobody says how it is paid. The preset pays it like a "
    "mangan tsumo under the rules' own tsumo scheme, without honba: with tsumo loss the two "
    "players at the table pay their four-player amounts (a non-dealer receives 4000 and 2000, "
    "the dealer 4000 from each), and under North-bisection North's share is split between them. "
    "A reverse mangan for a chombo is paid the same way.",
    "nagashi_mangan",
    "sanma_tsumo",
)
CLUB_RULES = reading(
    "Clubs play three-player games with other values than either platform, for example 300 a "
    "honba, 150 from each payer on a tsumo and a 3000 noten payment (PAN-SANMA); none of them "
    "is built into the scorekeeper, and the rules editor sets each one.",
    "honba_ron",
    "honba_tsumo",
    "noten_total",
    "sanma_tsumo",
    "target_points",
    "return_points",
)
