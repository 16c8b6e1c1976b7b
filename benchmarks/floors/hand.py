"""The floor of `tallyo-desktop hand 123m456p789s234m11z --win 4m --ron --riichi`: the same hand
counted by `mahjong` alone, with its yaku, han, fu and what it pays printed."""

from mahjong.constants import EAST, SOUTH
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.tile import TilesConverter

tiles = TilesConverter.string_to_136_array(man="123234", pin="456", sou="789", honors="11")
win = TilesConverter.string_to_136_array(man="4")[0]
config = HandConfig(is_riichi=True, player_wind=SOUTH, round_wind=EAST)
result = HandCalculator().estimate_hand_value(tiles, win, config=config)
for yaku in result.yaku or ():
    print(f"{yaku.name}  {yaku.han_closed} han")
print(f"Total  {result.han} han, {result.fu} fu")
for detail in result.fu_details or ():
    print(f"  {detail['fu']:>3} fu  {detail['reason']}")
cost = result.cost["main"] if result.cost else "?"
print(f"Non-dealer ron, {result.han} han {result.fu} fu: {cost}")
