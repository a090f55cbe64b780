"""The greedy World War IV player's settings are spec parameters (greedy_settings.py): the defaults, with
``match=0``, play the same games as the hand-set player, each setting changes what it does where it matters,
and a setting out of range is refused."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, RED, YELLOW, blank, choose, control, fingerprint, purchases, put

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
    when they became settings: the same actions in 3-, 4- and 5-player games), and the later ``match``
    (``match=0`` was compared with the player before it the same way)."""
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
        match=7,  # but as many as the enemy Spies within three spaces of him, seven at most (0: the player before)
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


def test_match_0_plays_the_games_of_the_player_before_it() -> None:
    """Digests of seeded 3-, 4- and 5-player games played by the committed player before ``match`` (commit
    673368d, on the data of rules version 6, ``tuning=tuned-6``); the default plays other games (the digests
    would pass if the setting were ignored)."""
    before = ["ae03cda1c8c48854", "354c6c39f5c53841", "322c574a2c28ae68"]
    games = ((3, 3, 8), (4, 2, 8), (5, 4, 8))
    assert [fingerprint("greedy:match=0", *game, tuning="tuned-6") for game in games] == before
    now = [fingerprint("greedy", *game, tuning="tuned-6") for game in games]
    assert all(digest != old for digest, old in zip(now, before, strict=True))


def test_greedy_v1_keeps_the_guard_it_had() -> None:
    """``greedy-v1``, the player before issue 28 kept to measure against, takes ``match=0`` by default: the
    same seeded games as at commit 673368d (on the data of rules version 6; with the new default two of
    these three differ)."""
    before = ["2c23b88a8372b7db", "86fdde70d091123d", "e2a3b26c76e845a5"]
    games = ((3, 3, 8), (4, 2, 8), (5, 4, 8))
    assert [fingerprint("greedy-v1", *game, tuning="tuned-6") for game in games] == before
    assert [fingerprint("greedy-v1:match=4", *game, tuning="tuned-6") for game in games] != before


def test_match_4_plays_the_games_of_rules_version_7() -> None:
    """Digests of seeded 3-, 4- and 5-player games played by ``greedy`` when its ``match`` was 4 (commit e9c89e8,
    rules version 7, ``tuning=tuned-7``): ``greedy:match=4`` plays them still, the new default other games."""
    before = ["528152655e3bc75d", "253fa3b983978483", "d9cac2073b023e22"]
    games = ((3, 3, 8), (4, 2, 8), (5, 4, 8))
    assert [fingerprint("greedy:match=4", *game, tuning="tuned-7") for game in games] == before
    now = [fingerprint("greedy", *game, tuning="tuned-7") for game in games]
    assert all(digest != old for digest, old in zip(now, before, strict=True))


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


def _guard_bought(
    spec: str, threat: bool, home: int = 2, enemies: int = 2, at: int = 2, far: int = 0, idle: int = 0
) -> dict[str, int]:
    """What red buys with C40, its King in Buenos Aires with ``home`` Spies beside him, eight hunters four
    spaces away (as many as it wants: it buys none for the hunt), and (``threat``) ``enemies`` yellow Spies
    ``at`` spaces from him; ``far`` yellow Spies five spaces from him, ``idle`` Spies of blue (a nation nobody
    plays) two spaces from him."""
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=home)
    put(g, "london", YELLOW, king=1)
    to_king = land_distances(g.map.land_adj, [g.board.index["buenos-aires"]])
    away = [g.map.id(x) for x in range(len(to_king)) if not g.map.is_water[x]]
    put(g, next(x for x in away if to_king[g.board.index[x]] == 4), RED, spy=HUNTERS)
    if threat:
        put(g, next(x for x in away if to_king[g.board.index[x]] == at), YELLOW, spy=enemies)
    if far:
        put(g, next(x for x in away if to_king[g.board.index[x]] == 5), YELLOW, spy=far)
    if idle:
        put(g, next(x for x in away if to_king[g.board.index[x]] == 2), BLUE, spy=idle)
    control(g, RED, "buenos-aires")
    g.state.step = "purchase"
    g.state.money[RED] = 40
    return purchases(g, spec)


def test_the_guard_setting_buys_spies_for_a_threatened_king() -> None:
    """Rulebook 004, "5. Assassination": a King dies only once his colour's Spies in his space are dead. With
    ``guard=3`` the player wants five beside a King enemy Spies can reach, and buys the three missing; the
    player before ``match`` (guard 0) keeps two and buys none; with no enemy Spy near, the guard changes
    nothing."""
    assert _guard_bought("greedy:guard=3,match=0", threat=True).get("spy", 0) == 3
    assert _guard_bought("greedy:match=0", threat=True).get("spy", 0) == 0
    # The player before ``match`` buys none even one short of its two: ``match=0`` replays its seeded games.
    assert _guard_bought("greedy:match=0", threat=True, home=1).get("spy", 0) == 0
    assert _guard_bought("greedy:guard=3", threat=False) == _guard_bought("greedy", threat=False)


def test_the_guard_matches_the_enemy_spies_within_three_spaces() -> None:
    """Rulebook 004, "A Note About Spies": "keep track of how many enemy Spies are within three spaces of your
    King". The player keeps as many Spies beside him as there are (two at least, as before), the setting
    ``match`` at most (seven by default, four until rules version 8), and buys the missing ones; ``match=0``
    keeps two."""
    assert _guard_bought("greedy", threat=True, home=1).get("spy", 0) == 1
    assert _guard_bought("greedy", threat=True, enemies=3).get("spy", 0) == 1
    assert _guard_bought("greedy", threat=True, enemies=3, at=3).get("spy", 0) == 1
    assert _guard_bought("greedy", threat=True, enemies=5).get("spy", 0) == 3
    assert _guard_bought("greedy:match=4", threat=True, enemies=5).get("spy", 0) == 2
    assert _guard_bought("greedy", threat=True, enemies=9).get("spy", 0) == 5
    assert _guard_bought("greedy:match=0", threat=True, enemies=5).get("spy", 0) == 0
    # Only Spies of nations in play, within three spaces, count.
    assert _guard_bought("greedy", threat=True, enemies=3, far=3).get("spy", 0) == 1
    assert _guard_bought("greedy", threat=True, enemies=3, idle=3).get("spy", 0) == 1
    # C40 would buy twenty Spies; the guard stops at ``match`` (the rest of the money buys the army).
    assert _guard_bought("greedy:match=10", threat=True, home=7, enemies=15).get("spy", 0) == 3
    assert _guard_bought("greedy:match=8", threat=True, home=7, enemies=15).get("spy", 0) == 1
    assert _guard_bought("greedy:match=10", threat=True, home=10, enemies=15).get("spy", 0) == 0
    # With ``guard`` too, the larger of the two.
    assert _guard_bought("greedy:guard=4", threat=True, enemies=5).get("spy", 0) == 4
    assert _guard_bought("greedy:guard=1,match=8", threat=True, enemies=5).get("spy", 0) == 3


@pytest.mark.parametrize(
    "spec",
    ["greedy:pack=0", "greedy:forts=2", "greedy:strike=0", "greedy:losing=1000", "greedy:guard=21", "greedy:match=21"],
)
def test_a_setting_out_of_range_is_refused_by_name(spec: str) -> None:
    name = spec.split(":")[1].split("=")[0]
    with pytest.raises(AgentError, match=name):
        make_agent(spec, "ww4", 0)
