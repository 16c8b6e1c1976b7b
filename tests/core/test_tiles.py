"""The tile notation: `123m456p789s11z`, 0 for a red five, refusals in the player's words."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.counting.tiles import (
    Tile,
    allowed,
    parse_tile,
    parse_tiles,
    tile_set,
    tiles_text,
)
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.rules.presets import JPML_A, MAHJONG_SOUL, TENHOU, TENHOU_3P
from tallyo_desktop.core.rules.rules import Rules


def refusal(text: str, rules: Rules = TENHOU) -> str:
    with pytest.raises(InvalidHand) as caught:
        parse_tiles(text, rules)
    message = str(caught.value)
    assert message[0].isupper() and message.endswith("."), message
    return message


def test_kinds_are_numbered_as_tenhou_numbers_them() -> None:
    assert parse_tiles("1m9m1p9p1s9s", TENHOU) == tuple(
        Tile(kind) for kind in (0, 8, 9, 17, 18, 26)
    )
    honours = parse_tiles("1234567z", TENHOU)
    assert [tile.kind for tile in honours] == list(range(27, 34))
    assert all(tile.is_honour and not tile.is_terminal for tile in honours)


def test_a_zero_is_the_red_five_of_its_suit() -> None:
    red_man, red_pin, red_sou = parse_tiles("0m0p0s", TENHOU)
    assert (red_man, red_pin, red_sou) == (Tile(4, True), Tile(13, True), Tile(22, True))
    assert red_pin.plain == Tile(13) and red_pin != Tile(13)
    assert str(red_sou) == "0s" and str(red_sou.plain) == "5s"


def test_tiles_keep_the_order_written_and_spaces_are_ignored() -> None:
    tiles = parse_tiles("55z 123m  9p", TENHOU)
    assert [str(tile) for tile in tiles] == ["5z", "5z", "1m", "2m", "3m", "9p"]
    assert parse_tiles("123M", TENHOU) == parse_tiles("123m", TENHOU)


def test_tiles_text_sorts_and_groups_by_suit() -> None:
    tiles = parse_tiles("77z406m11p", TENHOU)
    assert tiles_text(tiles) == "406m11p77z"
    # A red five sorts after the plain fives of its suit.
    assert tiles_text(parse_tiles("345m055678p34088s", TENHOU)) == "345m550678p34088s"


def test_tiles_text_reads_back_the_same_tiles() -> None:
    text = "123m406p789s1234567z"
    tiles = parse_tiles(text, TENHOU)
    assert sorted(parse_tiles(tiles_text(tiles), TENHOU)) == sorted(tiles)


def test_one_tile() -> None:
    assert parse_tile("7z", TENHOU) == Tile(33)
    assert parse_tile(" 0p ", TENHOU) == Tile(13, red=True)
    with pytest.raises(InvalidHand, match="one tile"):
        parse_tile("55p", TENHOU)


def test_an_unknown_character_is_named() -> None:
    message = refusal("123x")
    assert "'x'" in message and "m, p, s or z" in message


def test_digits_without_a_suit_are_named() -> None:
    message = refusal("123m456")
    assert "'456'" in message and "no suit" in message


def test_a_suit_without_digits() -> None:
    assert "'p'" in refusal("123mp")


def test_no_tiles_at_all() -> None:
    assert "No tiles" in refusal("  ")


@pytest.mark.parametrize("text", ["8z", "9z", "0z"])
def test_honours_stop_at_seven(text: str) -> None:
    message = refusal(text)
    assert f"no {text}" in message and "1z to 7z" in message


def test_a_fifth_copy_is_refused() -> None:
    message = refusal("11111m")
    assert "only four 1m" in message and "5" in message
    assert "only four 7z" in refusal("777z77z")


def test_two_red_fives_of_a_suit_are_refused() -> None:
    assert "one red five" in refusal("00p")


def test_with_red_fives_a_suit_has_three_plain_fives() -> None:
    assert parse_tiles("5550m", TENHOU)
    message = refusal("5555m")
    assert "red five" in message and "0m" in message
    # Without red fives all four are plain.
    assert parse_tiles("5555m", JPML_A) == (Tile(4),) * 4


def test_a_red_five_where_the_rules_have_none() -> None:
    message = refusal("340m", JPML_A)
    assert "no red fives" in message and "5m" in message and "0m" in message


@pytest.mark.parametrize("text", ["2m", "5m", "0m", "8m"])
def test_three_players_have_no_2m_to_8m(text: str) -> None:
    message = refusal(text, TENHOU_3P)
    assert f"no {text}" in message and "three players" in message and "1m and 9m" in message


def test_three_players_keep_1m_9m_and_the_other_suits() -> None:
    tiles = parse_tiles("19m123456789p0s1234567z", TENHOU_3P)
    assert len(tiles) == 2 + 9 + 1 + 7


def test_tile_set_follows_the_rules() -> None:
    assert len(tile_set(TENHOU)) == 34 + 3
    assert len(tile_set(JPML_A)) == 34
    sanma = tile_set(TENHOU_3P)
    assert len(sanma) == 27 + 2  # red 5p and 5s only
    assert Tile(4, red=True) not in sanma and Tile(13, red=True) in sanma
    assert all(allowed(tile, MAHJONG_SOUL) for tile in tile_set(MAHJONG_SOUL))


def test_a_tile_that_cannot_exist_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        Tile(34)
    with pytest.raises(ValueError):
        Tile(0, red=True)
