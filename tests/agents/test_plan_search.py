"""The plan-search player (agent ``plans``): one plan a turn, chosen on paired playouts."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from agent_games import play_specs

from warroom.agents import plan_search
from warroom.agents.base import Agent, AgentError, make_agent
from warroom.agents.plan_search import (
    BLOCK_VALUE,
    PLANS,
    STOP_PLAN,
    PlanSearchAgent,
    play_out,
    play_to_next_turn,
    threat,
    war_plans,
)
from warroom.agents.plans_imperialism import IMPERIALISM_PLANS, draft_plans, imperialism_plans, imperialism_turn
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.actions import Claim
from warroom.rulesets.war import objectives
from warroom.rulesets.war.actions import Occupy


@pytest.mark.parametrize("ruleset", ["war", "war-imperio-romano"])
def test_legal_over_a_short_game(ruleset: str) -> None:
    play_specs(ruleset, ["plans:iters=2", "greedy", "easy"], seed=3, rounds=3)


def test_same_seed_same_choices() -> None:
    a, _ = play_specs("war", ["plans:iters=3", "greedy", "greedy"], seed=5, rounds=3)
    b, _ = play_specs("war", ["plans:iters=3", "greedy", "greedy"], seed=5, rounds=3)
    assert a == b


def test_one_plan_chosen_at_each_turn_start() -> None:
    """Without re-planning the search runs once a turn (at its first decision), not at every decision."""
    selections: list[int] = []

    class Counting(PlanSearchAgent):
        def _select(self, game, player, plans, evaluate):  # type: ignore[no-untyped-def]
            selections.append(game.round_number())
            return super()._select(game, player, plans, evaluate)

    game = new_game("war", 3, {"round_limit": 4}, 7)
    greedy = [make_agent("greedy", "war", seed) for seed in (2, 3)]
    agents: list[Agent] = [Counting(1, iters=1, replan=0), *greedy]
    decisions = turns = 0
    last = None
    while (p := game.current_player()) is not None:
        if p == 0:
            decisions += 1
            turns += last != 0
        last = p
        game.apply(agents[p].choose(game, p))
    assert turns >= 3
    assert len(selections) == turns
    assert decisions > 3 * turns


def test_the_plan_is_weighed_again_after_the_first_conquest_of_a_turn() -> None:
    """With ``replan=1`` (the default) a turn's first conquest is a second choice: the plan being
    played first (it stands unless beaten), the other plans, and stopping; never after a later conquest."""
    chosen: list[tuple[int, tuple[str, ...], str]] = []  # (history length, plans weighed, plan played)

    class Recording(PlanSearchAgent):
        def _select(self, game, player, plans, family):  # type: ignore[no-untyped-def]
            index = super()._select(game, player, plans, family)
            chosen.append((len(game.history), tuple(plans), plans[index]))
            return index

    game = new_game("war", 3, {"round_limit": 5}, 7)
    agents: list[Agent] = [Recording(1, iters=2), make_agent("greedy", "war", 2), make_agent("greedy", "war", 3)]
    conquests_this_turn, last = 0, None
    first_conquests = []  # history lengths just after seat 0's first conquest of a turn, when its plan has no count
    while (p := game.current_player()) is not None:
        if p == 0 and last != 0:
            conquests_this_turn = 0
        action = agents[p].choose(game, p)
        game.apply(action)
        if p == 0 and isinstance(action, Occupy):
            conquests_this_turn += 1
            playing = chosen[-1][2]
            if conquests_this_turn == 1 and "conquests=" not in playing and not game.is_over():
                first_conquests.append(len(game.history))
        last = p
    midturn = [i for i, c in enumerate(chosen) if c[1][-1] == STOP_PLAN]
    assert first_conquests, "seat 0 conquered nothing: choose another seed"
    assert [chosen[i][0] for i in midturn] == first_conquests
    for i in midturn:
        plans = chosen[i][1]
        assert plans[0] == chosen[i - 1][2]  # the plan being played, weighed first
        assert len(set(plans)) == len(plans) > 2


class _Recording(Agent):
    """Another agent's choices, recording who chose."""

    def __init__(self, inner: Agent, movers: list[int]) -> None:
        super().__init__(0)
        self.inner, self.movers = inner, movers

    def choose(self, game, player):  # type: ignore[no-untyped-def]
        self.movers.append(player)
        return self.inner.choose(game, player)


def test_playout_stops_at_the_next_turn() -> None:
    game = new_game("war", 3, {}, 11)
    agents = [make_agent("greedy", "war", p) for p in range(3)]
    me = game.current_player()
    assert me is not None
    start = game.round_number()
    movers: list[int] = []
    agents = [_Recording(a, movers) for a in agents]
    played = play_to_next_turn(game, me, agents)
    assert played == len(movers)
    assert game.current_player() == me
    assert game.round_number() == start + 1
    # Its own turn first, then every other seat's, in one piece each.
    runs = [m for i, m in enumerate(movers) if i == 0 or movers[i - 1] != m]
    assert runs[0] == me and sorted(runs) == [0, 1, 2]


def test_decide_keeps_the_heuristic_without_evidence() -> None:
    agent = PlanSearchAgent(0, iters=1, z=1.0)
    # The second plan is better on average, but the paired differences are all over the place.
    noisy = [[0.5, 0.5, 0.5, 0.5], [0.9, 0.2, 0.8, 0.3]]
    assert agent._decide(noisy) == 0
    # Better in every paired sample: it replaces the heuristic's plan.
    steady = [[0.5, 0.4, 0.6, 0.5], [0.55, 0.46, 0.64, 0.56], [0.1, 0.1, 0.1, 0.1]]
    assert agent._decide(steady) == 1
    # z = 0 takes the best mean.
    assert PlanSearchAgent(0, iters=1, z=0.0)._decide(noisy) == 1


def test_plans_are_valid_greedy_specs_the_heuristic_first() -> None:
    game = new_game("war", 4, {}, 2)
    plans = war_plans(game, 1)
    assert plans[0] == "greedy"
    assert len(set(plans)) == len(plans) >= 2
    for spec in plans:
        make_agent(spec, "war")


def test_the_blocking_plan_holds_back_the_seat_nearest_its_objective() -> None:
    """Seat 2 holds all of the board but one territory per other seat: whatever its card, it is the
    threat, and the last plan makes its territories the targets worth most."""
    game = new_game("war", 4, {}, 2)
    s, t = game.state, game.table
    s.owner[:] = [2] * t.size
    for seat in (0, 1, 3):
        s.owner[seat] = seat
    s.territory_count, s.continent_count = objectives.ownership_counts(s.owner, t.continent_of, 4, len(t.continent_ids))
    assert threat(game, 0) == 2
    assert war_plans(game, 0)[-1] == f"greedy:rival=2,rival_value={BLOCK_VALUE}"
    assert threat(game, 2) in (0, 1, 3)


def test_refuses_other_rulesets_and_bad_budgets() -> None:
    with pytest.raises(AgentError, match="does not play war-cards"):
        make_agent("plans", "war-cards")
    with pytest.raises(AgentError, match="budget"):
        make_agent("plans:iters=0", "war")
    with pytest.raises(AgentError, match=r"'z' must be .* from 0 to 100, got -1"):
        make_agent("plans:z=-1", "war")
    with pytest.raises(AgentError, match=r"'horizon' must be .* from 0 .* got -1"):
        make_agent("plans:horizon=-1", "war")
    with pytest.raises(AgentError, match="others must be"):
        make_agent("plans:others=mcts", "war")


@pytest.mark.parametrize("horizon", [2, 3])
def test_a_playout_spans_horizon_turns_of_the_seat(horizon: int) -> None:
    game = new_game("war", 3, {}, 11)
    me = game.current_player()
    assert me is not None
    start = game.round_number()
    play_out(game, me, "greedy:concentrate=1", random.Random(1), PLANS["war"], horizon=horizon)
    assert game.current_player() == me
    assert game.round_number() == start + horizon


def test_a_playout_with_horizon_0_runs_to_the_end_of_the_game() -> None:
    game = new_game("war", 2, {"two_players": True}, 4)
    me = game.current_player()
    assert me is not None
    play_out(game, me, "greedy", random.Random(2), PLANS["war"], horizon=0)
    assert game.is_over()


@pytest.mark.parametrize("others", ["greedy", "plans"])
def test_the_others_in_a_playout_play_the_heuristic_or_a_plan_each(
    others: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``others="plans"``: every other seat plays one of its own plans, drawn from the playout's random
    numbers (the same draw for every plan of the searching seat: common random numbers)."""
    made: list[list[str]] = [[], []]
    for run in made:
        monkeypatch.setattr(
            plan_search,
            "make_agent",
            lambda spec, ruleset, seed, run=run: (run.append(spec), make_agent(spec, ruleset, seed))[1],
        )
        game = new_game("war", 4, {}, 6)
        me = game.current_player()
        assert me is not None
        plans = {p: set(war_plans(game, p)) for p in range(4)}
        play_out(game, me, "greedy:conquests=1", random.Random(3), PLANS["war"], others=others)
    assert made[0] == made[1]
    *seat_specs, mine = made[0]  # a spec for every seat, then the searched plan in ``me``'s place
    assert mine == "greedy:conquests=1"
    for seat, spec in enumerate(seat_specs):
        if seat != me:
            assert spec in (plans[seat] if others == "plans" else {"greedy"})
    if others == "plans":
        assert any(spec != "greedy" for seat, spec in enumerate(seat_specs) if seat != me)


def test_a_playout_that_ends_the_game_is_scored_by_the_family_s_final_value() -> None:
    """``PlanFamily.final`` values a finished playout (in Imperialism the win and its margin); a playout
    that stops before the end is scored by the evaluation."""
    import dataclasses

    family = dataclasses.replace(PLANS["imperialism-basic"], final=lambda g: [0.25] * g.players)
    game = new_game("imperialism-basic", 2, {"turns": 2}, 5)
    me = game.current_player()
    assert me is not None

    def draw(rng: random.Random) -> Any:
        return game.determinize(me, rng)

    assert PlanSearchAgent._playout(draw, me, "greedy", 7, family, 0, "greedy") == 0.25
    middle = PlanSearchAgent._playout(draw, me, "greedy", 7, family, 1, "greedy")
    rng = random.Random(7)
    det = draw(rng)
    play_out(det, me, "greedy", rng, family, 1)
    assert not det.is_over() and middle == family.evaluate(det)[me] != 0.25


@pytest.mark.parametrize(
    ("ruleset", "spec", "horizon"),
    [
        ("war", "plans:iters=1", 1),
        ("imperialism-basic", "plans:iters=1", 0),
        ("imperialism-basic", "plans:iters=1,horizon=1", 1),
    ],
)
def test_a_playout_spans_the_family_s_horizon_unless_the_spec_says(
    ruleset: str, spec: str, horizon: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In Imperialism playouts run to the end of the game by default; in WAR to the seat's next turn."""
    seen: set[int] = set()
    playout = PlanSearchAgent._playout

    def recording(draw, me, plan, seed, family, h, others, deadline):  # type: ignore[no-untyped-def]
        seen.add(h)
        return playout(draw, me, plan, seed, family, h, others, deadline)

    monkeypatch.setattr(PlanSearchAgent, "_playout", staticmethod(recording))
    game = new_game(ruleset, 2, {"two_players": True} if ruleset == "war" else {"turns": 2}, 1)
    p = game.current_player()
    assert p is not None
    make_agent(spec, ruleset, 3).choose(game, p)
    assert seen == {horizon}


def test_a_time_budget_too_short_for_two_rounds_plays_the_heuristic_s_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deadline cuts even the first round, and a playout within it: no plan is chosen on less than
    two whole rounds (a 4-player Imperialism playout to the end takes longer than the cap)."""
    chosen: list[int] = []
    decide = PlanSearchAgent._decide
    monkeypatch.setattr(PlanSearchAgent, "_decide", lambda self, scores: chosen.append(decide(self, scores)) or 0)
    game = new_game("war", 3, {}, 9)
    agent = PlanSearchAgent(0, iters=0, time=1e-9)
    p = game.current_player()
    assert p is not None
    agent.choose(game, p)
    assert agent.last_rounds == 0 and chosen == [0]
    long_game = new_game("imperialism-basic", 4, {}, 2)
    q = long_game.current_player()
    assert q is not None
    family = PLANS["imperialism-basic"]
    # A deadline already passed stops a playout to the end of the game at once, and says so.
    assert not play_out(long_game, q, "greedy", random.Random(1), family, 0, deadline=time.perf_counter())
    assert not long_game.is_over() and long_game.round_number() == 1
    assert play_out(long_game, q, "greedy", random.Random(1), family, 0) and long_game.is_over()
    bounded = PlanSearchAgent(0, iters=3)
    bounded.choose(game, p)
    assert bounded.last_rounds == 3


@pytest.mark.parametrize("ruleset", ["imperialism-basic", "imperialism-standard", "imperialism-advanced"])
def test_imperialism_plans_over_a_short_game(ruleset: str) -> None:
    """Every action the plan search chooses in a 2-turn Imperialism game is legal when chosen."""
    game = new_game(ruleset, 2, {"turns": 2}, 3)
    agents: list[Agent] = [PlanSearchAgent(1, iters=1), make_agent("greedy", ruleset, 2)]
    chosen = 0
    while (p := game.current_player()) is not None:
        action = agents[p].choose(game, p)
        assert action in list(game.legal_actions())
        chosen += p == 0
        game.apply(action)
    assert game.is_over() and chosen > 20


def test_an_imperialism_plan_holds_for_a_game_turn() -> None:
    """In Imperialism a plan is chosen once a game turn (its two movement rounds and production:
    000_3e12fc68eb0f2502.txt, "The Turns (Sequence of Play)"), though the seat plays three runs of
    decisions a turn and more in the draft."""
    selections: list[int] = []

    class Counting(PlanSearchAgent):
        def _select(self, game, player, plans, family):  # type: ignore[no-untyped-def]
            selections.append(game.round_number())
            view = game.view(player)
            if game.round_number() == 1:
                assert view["phase"] == "draft" and tuple(plans) == ("greedy", *draft_plans(view))
            else:
                assert tuple(plans) == IMPERIALISM_PLANS
            return super()._select(game, player, plans, family)

    game = new_game("imperialism-basic", 2, {"turns": 3}, 4)
    agents: list[Agent] = [Counting(1, iters=1), make_agent("greedy", "imperialism-basic", 2)]
    runs, last = 0, None
    while (p := game.current_player()) is not None:
        runs += p == 0 and last != 0
        last = p
        game.apply(agents[p].choose(game, p))
    assert selections == [1, 2, 3]
    assert runs > 3 * len(selections)


def test_an_imperialism_playout_runs_to_the_seats_next_game_turn() -> None:
    """With the family's turn key a playout from the draft (turn 1) runs through the seat's many runs
    of decisions to its first decision of turn 2; without it, to the seat's next run."""
    game = new_game("imperialism-basic", 2, {}, 6)
    me = game.current_player()
    assert me is not None
    agents = [make_agent("greedy", "imperialism-basic", p) for p in range(2)]
    short = new_game("imperialism-basic", 2, {}, 6)
    play_to_next_turn(short, me, agents)
    assert short.current_player() == me and imperialism_turn(short, me) == 1
    movers: list[int] = []
    recording = [_Recording(a, movers) for a in agents]
    play_to_next_turn(game, me, recording, turn_key=imperialism_turn)
    assert game.current_player() == me and imperialism_turn(game, me) == 2
    runs = [m for i, m in enumerate(movers) if i == 0 or movers[i - 1] != m]
    assert runs.count(me) > 3


def test_imperialism_plans_are_valid_greedy_specs_the_heuristic_first() -> None:
    assert IMPERIALISM_PLANS[0] == "greedy"
    assert len(set(IMPERIALISM_PLANS)) == len(IMPERIALISM_PLANS) >= 2
    for spec in IMPERIALISM_PLANS:
        make_agent(spec, "imperialism-advanced")


def test_the_draft_weighs_completing_the_global_regions_easiest_to_hold() -> None:
    """In the draft (turn 1) the plans are the greedy player's draft and completing each of the two
    global regions with the fewest land borders that the seat could still have whole (a whole one adds 5:
    000_3e12fc68eb0f2502.txt, "How to Win"): with ten claims in a 2-player game, Australia (no land
    border) and East Asia (ten regions). Four players claim six regions each: no global region fits."""
    game = new_game("imperialism-basic", 2, {}, 5)
    seat = game.current_player()
    assert seat is not None
    assert imperialism_plans(game, seat) == (
        "greedy",
        "greedy:complete=australia,armies=2",
        "greedy:complete=east-asia,armies=2",
    )
    for spec in imperialism_plans(game, seat):
        make_agent(spec, "imperialism-basic")
    # Another empire in Australia: East Asia and the next easiest to hold.
    game.apply(Claim("queensland"))
    other = game.current_player()
    assert other is not None and other != seat
    assert imperialism_plans(game, other) == (
        "greedy",
        "greedy:complete=east-asia,armies=2",
        "greedy:complete=central-asia,armies=2",
    )
    four = new_game("imperialism-basic", 4, {}, 5)
    first = four.current_player()
    assert first is not None and imperialism_plans(four, first) == ("greedy",)
