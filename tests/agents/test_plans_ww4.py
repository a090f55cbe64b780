"""The plan search plays World War IV (warroom.agents.plans_ww4): its plans are settings of the greedy
player, a plan holds for a round of the seat, and its choices are legal and reproducible."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

from agent_games import play_specs

from warroom.agents.base import Agent, make_agent
from warroom.agents.plan_search import PLANS, PlanFamily, PlanSearchAgent, play_to_next_turn
from warroom.agents.plans_ww4 import GUARDED, PACK_HUNT, WW4_PLANS, ww4_out, ww4_plans, ww4_turn
from warroom.core.game import Game
from warroom.core.registry import new_game


def test_the_ww4_plans_are_listed_valid_greedy_specs_the_king_hunt_first() -> None:
    family = PLANS["ww4"]
    game = new_game("ww4", 4, {}, 1)
    assert family.plans is ww4_plans and ww4_plans(game, 0) == WW4_PLANS
    assert WW4_PLANS[0].startswith("greedy:king_strike=") and len(set(WW4_PLANS)) == len(WW4_PLANS) >= 4
    for spec in WW4_PLANS:
        make_agent(spec, "ww4", 0)
    assert "ww4" in PlanSearchAgent.rulesets


def _guard(game: Game, space: str, colour: int, spies: int) -> None:
    """Add Spies of ``colour`` to ``space`` until it holds ``spies`` of them."""
    from warroom.rulesets.ww4 import units

    g: Any = game
    s, x = g.state, g.board.index[space]
    have = sum(1 for i in s.at[x] if s.units[i].owner == colour and s.units[i].kind == "spy")
    for _ in range(spies - have):
        units.create(s, colour, "spy", x)


def test_the_pack_hunt_leads_once_an_enemy_king_is_seen_heavily_guarded() -> None:
    """Seven guards hold off the King hunt's packs of four; packs of twelve get through (docs/tournaments.md,
    "World War IV: the King's guard"), so the plan that stands becomes the pack hunt, for the seats that see
    such a King and not for his own seat."""
    game = new_game("ww4", 4, {}, 1)  # red (seat 0) in Buenos Aires, yellow (seat 1) in Nanjing
    _guard(game, "nanjing", 1, GUARDED - 1)
    assert ww4_plans(game, 0) == WW4_PLANS
    _guard(game, "nanjing", 1, GUARDED)
    assert ww4_plans(game, 0) == (PACK_HUNT, *WW4_PLANS) and ww4_plans(game, 2) == (PACK_HUNT, *WW4_PLANS)
    assert ww4_plans(game, 1) == WW4_PLANS  # his own guards
    make_agent(PACK_HUNT, "ww4", 0)


def test_legal_and_the_same_with_the_same_seed() -> None:
    a, wins_a = play_specs("ww4", ["plans:iters=2", "greedy", "greedy"], seed=3, rounds=2)
    b, wins_b = play_specs("ww4", ["plans:iters=2", "greedy", "greedy"], seed=3, rounds=2)
    assert a == b and wins_a == wins_b


def _greedy_turn_keys(seed: int) -> list[list[tuple[object, bool]]]:
    """Per seat, its planning turn at each of its decisions in a greedy 3-player game of 4 rounds, and
    whether the decision is in the seat's own turn."""
    game = new_game("ww4", 3, {"round_limit": 4}, seed)
    agents = [make_agent("greedy", "ww4", p) for p in range(3)]
    out: list[list[tuple[object, bool]]] = [[], [], []]
    while (p := game.current_player()) is not None:
        out[p].append((ww4_turn(game, p), game.turn_player() == p))
        game.apply(agents[p].choose(game, p))
    return out


def test_a_planning_turn_begins_only_at_the_seat_s_own_turn() -> None:
    answered = 0
    for seed in range(4):
        for keys in _greedy_turn_keys(seed):
            answered += sum(not own for _, own in keys)
            changes = [own for (k0, _), (k1, own) in itertools.pairwise(keys) if k1 != k0]
            assert len(changes) >= 2 and all(changes)
    assert answered >= 2  # seats answer combat decisions in others' turns too


def test_the_turn_of_a_seat_later_in_the_order_is_the_last_round_until_its_nation_plays() -> None:
    game = new_game("ww4", 3, {}, 1)
    s: Any = getattr(game, "state")  # noqa: B009 - the test sets whose turn it is
    last = s.order[-1]
    seat = s.seat_of[last]
    s.turn, s.current = 2, 0
    assert ww4_turn(game, seat) == 1  # a decision asked of it in an earlier nation's turn
    s.current = len(s.order) - 1
    assert ww4_turn(game, seat) == 2


class _Counting(PlanSearchAgent):
    """Counts the plan choices."""

    chosen = 0

    def _select(self, game: Game, player: int, plans: Sequence[str], family: PlanFamily) -> int:
        _Counting.chosen += 1
        return super()._select(game, player, plans, family)


def test_one_plan_a_round_of_the_seat() -> None:
    """The plan is chosen once a planning turn (a round of the seat): not again where it answers a combat
    decision in another nation's turn (a new run of its decisions in the same planning turn)."""
    more_runs = False
    for seed in range(2, 8):
        _Counting.chosen = 0
        game = new_game("ww4", 3, {"round_limit": 3}, seed)
        agents: list[Agent] = [make_agent("greedy", "ww4", p) for p in range(3)]
        agents[0] = _Counting(2, iters=1)
        runs, last, keys = 0, None, set()
        while (p := game.current_player()) is not None:
            if p == 0:
                runs += last != 0
                keys.add(ww4_turn(game, 0))
            last = p
            action = agents[p].choose(game, p)
            assert action in game.legal_actions()
            game.apply(action)
        assert _Counting.chosen == len(keys)
        more_runs = runs > len(keys)
        if more_runs:
            break
    assert more_runs


def test_a_ww4_playout_runs_to_the_seat_s_next_turn() -> None:
    game = new_game("ww4", 3, {}, 6)
    me = game.current_player()
    assert me is not None and game.turn_player() == me and ww4_turn(game, me) == 1
    agents = [make_agent("greedy", "ww4", p) for p in range(3)]
    play_to_next_turn(game, me, agents, turn_key=ww4_turn)
    assert game.current_player() == me and game.turn_player() == me and ww4_turn(game, me) == 2


def test_a_seat_is_out_when_its_nations_are_gone() -> None:
    game = new_game("ww4", 3, {}, 6)
    s: Any = getattr(game, "state")  # noqa: B009 - the test ends a nation
    assert not ww4_out(game, 1)
    for n, seat in enumerate(s.seat_of):
        if seat == 1:
            s.active[n] = False
    assert ww4_out(game, 1) and not ww4_out(game, 0)


def test_a_playout_stops_where_the_seat_is_out() -> None:
    """A seat whose King fell in a playout will not move again: the playout stops there instead of running
    on to the end of the game (a World War IV playout that lost the seat took 2 s a plan before)."""
    game = new_game("ww4", 3, {}, 6)
    me = game.current_player()
    assert me is not None
    agents = [make_agent("greedy", "ww4", p) for p in range(3)]
    whole = game.determinize(me, random.Random(1))
    played = play_to_next_turn(game, me, agents, turn_key=ww4_turn, out=lambda g, seat: g.current_player() != seat)
    assert game.current_player() != me and game.turn_player() != me
    assert played < play_to_next_turn(whole, me, agents, turn_key=ww4_turn)
