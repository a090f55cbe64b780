"""The registry: installed rulesets by id, new_game, and its errors (unknown id, player counts)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from fixtures.setup import install_toy  # noqa: E402

install_toy()

from warroom.core import registry  # noqa: E402
from warroom.core.errors import OptionError, UnknownRuleset, WarroomError  # noqa: E402
from warroom.core.registry import Ruleset, get_ruleset, list_rulesets, new_game, register  # noqa: E402
from warroom.rulesets.war.game import WarGame  # noqa: E402


def test_the_built_in_and_toy_rulesets_are_listed_by_id() -> None:
    ids = [r.id for r in list_rulesets()]
    assert ids == sorted(ids)
    assert {"war", "toy", "toy-plain"} <= set(ids)
    war = get_ruleset("war")
    assert (war.id, war.min_players, war.max_players) == ("war", 3, 6)
    assert war.board is not None and len(war.board().spaces) == 42


def test_an_unknown_ruleset_lists_the_installed_ones() -> None:
    installed = ", ".join(r.id for r in list_rulesets())
    with pytest.raises(UnknownRuleset) as info:
        get_ruleset("risk")
    assert str(info.value) == f"unknown ruleset 'risk' (installed: {installed})"
    assert "war" in installed and "toy" in installed
    with pytest.raises(UnknownRuleset, match=r"^unknown ruleset 'WAR' \(installed: "):
        new_game("WAR", 3)
    assert isinstance(info.value, WarroomError)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_war_plays_three_to_six(players: int) -> None:
    game = new_game("war", players, seed=4)
    assert isinstance(game, WarGame)
    assert (game.players, game.seed, game.ruleset_id) == (players, 4, "war")
    assert game.options == {
        "two_players": False,
        "round_limit": None,
        "colours": "",
        "objectives_edition": "original",
        "trade_bonus": "per-trade",
    }


@pytest.mark.parametrize("players", [0, 1, 2, 7, -3])
def test_war_refuses_other_counts_and_mentions_two_players(players: int) -> None:
    with pytest.raises(OptionError) as info:
        new_game("war", players)
    assert str(info.value) == f"war plays with 3 to 6 players (2 with the option two_players), not {players}"


def test_two_players_only_with_the_option() -> None:
    game = new_game("war", 2, {"two_players": True}, 1)
    assert game.players == 2 and game.options["two_players"] is True
    for players in (1, 7):
        with pytest.raises(OptionError) as info:
            new_game("war", players, {"two_players": True})
        assert str(info.value) == f"war plays with 3 to 6 players, not {players}"
    # the option still allows the usual counts
    assert new_game("war", 5, {"two_players": True}).players == 5


@pytest.mark.parametrize("players", [1, 5])
def test_a_ruleset_without_a_check_uses_its_range(players: int) -> None:
    with pytest.raises(OptionError, match=rf"^toy plays with 2 to 4 players, not {players}$"):
        new_game("toy", players)
    with pytest.raises(OptionError, match=rf"^toy-plain plays with 2 to 3 players, not {players}$"):
        new_game("toy-plain", players)
    assert new_game("toy", 4).players == 4


@pytest.mark.parametrize("players", [True, 3.0, "3", None])
def test_the_player_count_must_be_a_whole_number(players: object) -> None:
    with pytest.raises(OptionError) as info:
        new_game("war", players)  # type: ignore[arg-type]
    assert str(info.value) == f"the number of players must be a whole number, got {players!r}"


@pytest.mark.parametrize("seed", [False, 1.5, "7", None])
def test_the_seed_must_be_a_whole_number(seed: object) -> None:
    with pytest.raises(OptionError) as info:
        new_game("war", 3, None, seed)  # type: ignore[arg-type]
    assert str(info.value) == f"the seed must be a whole number >= 0, got {seed!r}"


def test_options_are_checked_before_players() -> None:
    with pytest.raises(OptionError, match=r"^war has no option 'fog'"):
        new_game("war", 9, {"fog": True})
    with pytest.raises(OptionError, match=r"^option 'round_limit' must be at least 1, got 0$"):
        new_game("war", 3, {"round_limit": 0})


def test_war_colours_option() -> None:
    game = new_game("war", 3, {"colours": "red, green,blue"}, 2)
    assert isinstance(game, WarGame)
    assert game.colour_ids() == ["red", "green", "blue"]
    assert [game.player_name(p) for p in range(3)] == ["Red", "Green", "Blue"]
    with pytest.raises(OptionError, match=r"^option 'colours' must name 3 different colours, got 'red,red,blue'$"):
        new_game("war", 3, {"colours": "red,red,blue"})
    with pytest.raises(
        OptionError, match=r"^unknown colour 'pink' \(colours: blue, yellow, red, black, white, green\)$"
    ):
        new_game("war", 3, {"colours": "pink,red,blue"})


def test_large_seeds_work() -> None:
    a = new_game("war", 3, None, 2**100)
    b = new_game("war", 3, None, 2**100 + 1)
    assert a.snapshot() == new_game("war", 3, None, 2**100).snapshot()
    assert a.snapshot()["owner"] != b.snapshot()["owner"]


def test_a_negative_seed_is_refused() -> None:
    """random.Random ignores a seed's sign, so -5 would silently replay seed 5's game."""
    with pytest.raises(OptionError, match=r"^the seed must be a whole number >= 0, got -5$"):
        new_game("war", 3, None, -5)


def test_register_replaces_by_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_RULESETS", dict(registry._RULESETS))  # restored after the test
    toy = get_ruleset("toy")
    copy = Ruleset(
        id="toy-copy-for-registry-test",
        title="copy",
        rulebook="none",
        min_players=2,
        max_players=2,
        options=(),
        factory=toy.factory,
        codec=toy.codec,
    )
    assert register(copy) is copy
    assert get_ruleset("toy-copy-for-registry-test") is copy
    assert new_game("toy-copy-for-registry-test", 2).players == 2
    with pytest.raises(OptionError, match=r"^toy-copy-for-registry-test plays with 2 to 2 players, not 3$"):
        new_game("toy-copy-for-registry-test", 3)
    monkeypatch.undo()
    with pytest.raises(UnknownRuleset):
        get_ruleset("toy-copy-for-registry-test")
