"""Ruleset options: defaults, type checks, limits, choices, and command-line text."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.core.errors import OptionError, WarroomError
from warroom.core.options import OptionSpec, parse_option_text, resolve_options
from warroom.core.registry import get_ruleset

ROUNDS = OptionSpec("round_limit", int, None, "rounds", minimum=1)
BONUS = OptionSpec("bonus", int, 2, "points", minimum=0)
FAST = OptionSpec("fast", bool, False, "go fast")
NAME = OptionSpec("name", str, "", "a name")
MODE = OptionSpec("mode", str, "classic", "the mode", choices=("classic", "secret"))
SPECS = (ROUNDS, BONUS, FAST, NAME, MODE)


def test_defaults_fill_what_is_not_given() -> None:
    assert resolve_options("demo", SPECS, None) == {
        "round_limit": None,
        "bonus": 2,
        "fast": False,
        "name": "",
        "mode": "classic",
    }
    given = {"round_limit": 5, "fast": True, "mode": "secret"}
    assert resolve_options("demo", SPECS, given) == {
        "round_limit": 5,
        "bonus": 2,
        "fast": True,
        "name": "",
        "mode": "secret",
    }
    assert given == {"round_limit": 5, "fast": True, "mode": "secret"}  # not mutated


def test_unknown_options_are_named_with_the_known_ones() -> None:
    with pytest.raises(OptionError) as info:
        resolve_options("demo", SPECS, {"speed": 3, "bonus": 1, "colour": "red"})
    assert str(info.value) == "demo has no option 'colour', 'speed' (options: bonus, fast, mode, name, round_limit)"
    with pytest.raises(OptionError, match=r"^bare has no option 'x' \(options: none\)$"):
        resolve_options("bare", (), {"x": 1})
    assert isinstance(info.value, WarroomError)


def test_the_war_options() -> None:
    war = get_ruleset("war")
    assert [(o.name, o.type, o.default) for o in war.options] == [
        ("two_players", bool, False),
        ("round_limit", int, None),
        ("colours", str, ""),
        ("objectives_edition", str, "original"),
        ("trade_bonus", str, "per-trade"),
    ]
    with pytest.raises(
        OptionError,
        match=r"^war has no option 'rounds' \(options: colours, objectives_edition, round_limit, trade_bonus, "
        r"two_players\)$",
    ):
        resolve_options("war", war.options, {"rounds": 3})
    assert war.option("round_limit").minimum == 1
    with pytest.raises(OptionError, match=r"^war has no option 'nope'$"):
        war.option("nope")


@pytest.mark.parametrize(
    ("spec", "value", "message"),
    [
        (BONUS, "3", "option 'bonus' must be a whole number, got '3'"),
        (BONUS, 2.0, "option 'bonus' must be a whole number, got 2.0"),
        (BONUS, True, "option 'bonus' must be a whole number, got True"),
        (BONUS, None, "option 'bonus' must be a whole number, got None"),
        (ROUNDS, False, "option 'round_limit' must be a whole number, got False"),
        (ROUNDS, "10", "option 'round_limit' must be a whole number, got '10'"),
        (FAST, 1, "option 'fast' must be bool, got 1"),
        (FAST, "yes", "option 'fast' must be bool, got 'yes'"),
        (FAST, None, "option 'fast' must be bool, got None"),
        (NAME, 5, "option 'name' must be str, got 5"),
        (MODE, "open", "option 'mode' must be one of ['classic', 'secret'], got 'open'"),
    ],
)
def test_wrong_types_are_refused_by_name(spec: OptionSpec, value: Any, message: str) -> None:
    with pytest.raises(OptionError) as info:
        spec.check(value)
    assert str(info.value) == message
    with pytest.raises(OptionError):
        resolve_options("demo", SPECS, {spec.name: value})


def test_an_int_option_whose_default_is_none_accepts_none() -> None:
    assert ROUNDS.check(None) is None
    assert resolve_options("demo", SPECS, {"round_limit": None})["round_limit"] is None


@pytest.mark.parametrize(
    ("spec", "value", "message"),
    [
        (ROUNDS, 0, "option 'round_limit' must be at least 1, got 0"),
        (ROUNDS, -4, "option 'round_limit' must be at least 1, got -4"),
        (BONUS, -1, "option 'bonus' must be at least 0, got -1"),
    ],
)
def test_minimum(spec: OptionSpec, value: int, message: str) -> None:
    with pytest.raises(OptionError) as info:
        spec.check(value)
    assert str(info.value) == message


def test_values_at_the_minimum_pass() -> None:
    assert ROUNDS.check(1) == 1
    assert BONUS.check(0) == 0
    assert ROUNDS.check(10**9) == 10**9


@pytest.mark.parametrize(
    ("text", "value"),
    [("1", True), ("true", True), (" YES ", True), ("On", True), ("0", False), ("false", False), ("No", False)],
)
def test_parse_bool_text(text: str, value: bool) -> None:
    assert parse_option_text(FAST, text) is value
    assert parse_option_text(FAST, text.strip().upper()) is value


@pytest.mark.parametrize("text", ["", "2", "maybe", "y"])
def test_parse_bool_text_refuses_others(text: str) -> None:
    with pytest.raises(OptionError) as info:
        parse_option_text(FAST, text)
    assert str(info.value) == f"option 'fast' must be true or false, got {text!r}"


@pytest.mark.parametrize(("text", "value"), [("12", 12), (" 7 ", 7), ("-3", -3), ("", None), ("None", None)])
def test_parse_int_text(text: str, value: int | None) -> None:
    assert parse_option_text(ROUNDS, text) == value


@pytest.mark.parametrize("text", ["ten", "1.5", "3x"])
def test_parse_int_text_refuses_others(text: str) -> None:
    with pytest.raises(OptionError) as info:
        parse_option_text(ROUNDS, text)
    assert str(info.value) == f"option 'round_limit' must be a whole number, got {text!r}"


def test_parse_text_then_check() -> None:
    assert parse_option_text(NAME, " red, blue ") == " red, blue "
    # a parsed value still has to pass the option's check
    with pytest.raises(OptionError, match="must be at least 1, got 0"):
        ROUNDS.check(parse_option_text(ROUNDS, "0"))
    with pytest.raises(OptionError, match="must be a whole number, got None"):
        BONUS.check(parse_option_text(BONUS, "none"))
