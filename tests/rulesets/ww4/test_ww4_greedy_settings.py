"""The greedy World War IV player's settings are spec parameters (greedy_settings.py): the defaults play
the same games as the hand-set player, each setting changes what it does where it matters, and a setting
out of range is refused."""

from __future__ import annotations

import pytest
from ww4_helpers import RED, YELLOW, blank, choose, control, purchases, put

from warroom.agents import make_agent
from warroom.agents.base import AgentError
from warroom.core.actions import Action
from warroom.core.registry import new_game
from warroom.rulesets.ww4.actions import Move
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy_combat import LOSING
from warroom.rulesets.ww4.greedy_hunt import KING_STRIKE, STACK, STRIKE
from warroom.rulesets.ww4.greedy_move import BARBARIANS, ENOUGH, SUPERIORITY
from warroom.rulesets.ww4.greedy_settings import DEFAULTS, PARAMS, Settings
from warroom.rulesets.ww4.greedy_spend import FLEET, RICH
from warroom.rulesets.ww4.greedy_spies import HUNTERS, PACK, REACH
from warroom.rulesets.ww4.greedy_view import land_distances


def _game(spec: str, seed: int) -> list[Action]:
    """Every action of a seeded 3-player game of 4 rounds, each seat played by ``spec``."""
    g = new_game("ww4", 3, {"round_limit": 4}, seed)
    agents = [make_agent(spec, "ww4", seed * 10 + p) for p in range(3)]
    while (p := g.current_player()) is not None:
        g.apply(agents[p].choose(g, p))
    return list(g.history)


def test_the_defaults_are_the_hand_set_values() -> None:
    """The values the player had before they were settings (seeded games were compared with that player
    when they became settings: the same actions in 3-, 4- and 5-player games)."""
    hand_set = Settings(
        superiority=2.0,
        barbarians=1.6,
        enough=3.5,
        strike=1.5,
        king_strike=1.2,
        stack=4,
        march=8.0,
        pack=6,
        hunters=8,
        rich=20,
        bombers=3,
        destroyers=2,
        frigates=1,
        forts=1,
        losing=2.2,
        target=1,  # greedy_target.py: by cost and gain (0: the nearest King, the player before it)
        guard=0,  # no Spies bought for the King's guard beyond the two kept beside him
    )
    assert hand_set == DEFAULTS
    assert (DEFAULTS.superiority, DEFAULTS.barbarians, DEFAULTS.enough) == (SUPERIORITY, BARBARIANS, ENOUGH)
    assert (DEFAULTS.strike, DEFAULTS.king_strike, DEFAULTS.stack) == (STRIKE, KING_STRIKE, STACK)
    assert (DEFAULTS.pack, DEFAULTS.hunters, DEFAULTS.rich, DEFAULTS.losing) == (PACK, HUNTERS, RICH, LOSING)
    assert {"bomber": DEFAULTS.bombers, "destroyer": DEFAULTS.destroyers, "frigate": DEFAULTS.frigates} == FLEET


def test_every_default_given_plays_the_same_game() -> None:
    """The settings reach the player through the spec: every one given at its default is the same player."""
    spec = "greedy:" + ",".join(f"{name}={getattr(DEFAULTS, name)}" for name in PARAMS)
    for seed in (1, 2):
        assert _game(spec, seed) == _game("greedy", seed)


def test_a_setting_changes_the_game() -> None:
    """A setting that matters in these games changes them (the test above would pass if none were read)."""
    assert _game("greedy:superiority=1.1,barbarians=1.1", 1) != _game("greedy", 1)


def _hunters_beside(guards: int, spies: int) -> tuple[WW4Game, str]:
    """Red's ``spies`` hunting Spies three spaces from yellow's King in Nanjing with ``guards`` guard Spies."""
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=1)
    put(g, "nanjing", YELLOW, king=1, spy=guards)
    # A land space three land steps from Nanjing: within a Spy's reach.
    to_king = land_distances(g.map.land_adj, [g.board.index["nanjing"]])
    where = next(g.map.id(x) for x in range(len(to_king)) if to_king[x] == REACH and not g.map.is_water[x])
    put(g, where, RED, spy=spies)
    control(g, RED, "buenos-aires")
    return g, where


def test_the_pack_setting_sends_fewer_hunters_in() -> None:
    # Two hunters wait for a pack of four (three more than one guard) by default; with pack=2 they go in.
    g, where = _hunters_beside(guards=1, spies=2)
    waiting = choose(g, "greedy")
    going = choose(g, "greedy:pack=2")
    assert not (isinstance(waiting, Move) and waiting.kind == "spy" and waiting.source == where)
    assert isinstance(going, Move) and going.kind == "spy" and going.source == where and going.count == 2


def _bought(spec: str) -> dict[str, int]:
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=1)
    put(g, "london", YELLOW, king=1)
    control(g, RED, "buenos-aires")
    g.state.step = "purchase"
    g.state.money[RED] = 40
    return purchases(g, spec)


def test_the_fleet_settings_change_what_it_buys() -> None:
    assert "bomber" in _bought("greedy")
    assert "bomber" not in _bought("greedy:bombers=0")


def _guard_bought(spec: str, threat: bool, home: int = 2) -> dict[str, int]:
    """What red buys with C40, its King in Buenos Aires with ``home`` Spies beside him, eight hunters four
    spaces away (as many as it wants: it buys none for the hunt), and (``threat``) two yellow Spies two
    spaces from him."""
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=home)
    put(g, "london", YELLOW, king=1)
    to_king = land_distances(g.map.land_adj, [g.board.index["buenos-aires"]])
    away = [g.map.id(x) for x in range(len(to_king)) if not g.map.is_water[x]]
    put(g, next(x for x in away if to_king[g.board.index[x]] == 4), RED, spy=HUNTERS)
    if threat:
        put(g, next(x for x in away if to_king[g.board.index[x]] == 2), YELLOW, spy=2)
    control(g, RED, "buenos-aires")
    g.state.step = "purchase"
    g.state.money[RED] = 40
    return purchases(g, spec)


def test_the_guard_setting_buys_spies_for_a_threatened_king() -> None:
    """Rulebook 004, "5. Assassination": a King dies only once his colour's Spies in his space are dead. With
    ``guard=3`` the player wants five beside a King enemy Spies can reach, and buys the three missing; the
    hand-set player (guard 0) keeps two and buys none; with no enemy Spy near, the guard changes nothing."""
    assert _guard_bought("greedy:guard=3", threat=True).get("spy", 0) == 3
    assert _guard_bought("greedy", threat=True).get("spy", 0) == 0
    # The hand-set player buys none even one short of its two: its purchases (and seeded games) are as they were.
    assert _guard_bought("greedy", threat=True, home=1).get("spy", 0) == 0
    assert _guard_bought("greedy:guard=3", threat=False) == _guard_bought("greedy", threat=False)


@pytest.mark.parametrize(
    "spec", ["greedy:pack=0", "greedy:forts=2", "greedy:strike=0", "greedy:losing=1000", "greedy:guard=21"]
)
def test_a_setting_out_of_range_is_refused_by_name(spec: str) -> None:
    name = spec.split(":")[1].split("=")[0]
    with pytest.raises(AgentError, match=name):
        make_agent(spec, "ww4", 0)
