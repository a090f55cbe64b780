"""The greedy WAR agent: legal over whole games, better than random, trades, sees only what it may."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from warroom.agents.base import AgentError, make_agent
from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.registry import new_game
from warroom.rulesets.war.actions import Occupy, Place, Trade
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war.greedy import GreedyWarAgent, chance
from warroom.sim import play_game
from warroom.sim.runner import agent_seed


class PublicOnly:
    """What an agent may use of a game, and nothing else: no state, no table, no history, no log.

    ``view`` answers only for the seat to decide, so an agent peeking at another seat fails too.
    """

    __slots__ = ("_game", "views")

    def __init__(self, game: WarGame) -> None:
        self._game = game
        self.views = 0

    @property
    def ruleset_id(self) -> str:
        return self._game.ruleset_id

    @property
    def board(self) -> Board:
        return self._game.board

    def current_player(self) -> int | None:
        return self._game.current_player()

    def legal_actions(self) -> Sequence[Action]:
        return self._game.legal_actions()

    def view(self, player: int | None) -> dict[str, Any]:
        assert player is not None and player == self._game.current_player(), "viewed another seat"
        self.views += 1
        return self._game.view(player)


def play(game: WarGame, agents: Sequence[GreedyWarAgent], proxy: PublicOnly | None = None) -> int:
    """Play to the end, checking every choice is legal and costs at most one view; return decisions."""
    seen = proxy or PublicOnly(game)
    decisions = 0
    while not game.is_over():
        p = game.current_player()
        assert p is not None
        before = seen.views
        action = agents[p].choose(seen, p)  # type: ignore[arg-type]
        assert seen.views - before <= 1, "more than one view for one decision"
        assert action in game.legal_actions(), f"illegal choice {action!r}"
        game.apply(action)
        decisions += 1
    return decisions


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("seed", [3, 11])
def test_only_legal_actions_over_whole_games(players: int, seed: int) -> None:
    game = new_game("war", players, {"round_limit": 30}, seed)
    assert isinstance(game, WarGame)
    agents = [GreedyWarAgent(agent_seed(seed, s)) for s in range(players)]
    proxy = PublicOnly(game)
    decisions = play(game, agents, proxy)
    assert game.is_over() and decisions == len(game.history)
    # Placements are planned once per reinforcement and moves reuse the last view of the attacks.
    assert proxy.views < decisions


def test_never_reads_the_state_and_is_deterministic() -> None:
    histories = []
    for _ in range(2):
        game = new_game("war", 4, {"round_limit": 30}, 5)
        assert isinstance(game, WarGame)
        play(game, [GreedyWarAgent(s) for s in range(4)])
        histories.append(list(game.history))
    assert histories[0] == histories[1]


def test_one_agent_can_play_several_games_in_turn() -> None:
    """Plans kept between decisions belong to one game: a finished game leaves nothing behind."""
    agent = GreedyWarAgent(1)
    for seed in (1, 2, 3):
        game = new_game("war", 3, {"round_limit": 15}, seed)
        assert isinstance(game, WarGame)
        play(game, [agent, agent, agent])


def test_beats_random_players() -> None:
    """One greedy seat against three random ones wins most short games (9 or 10 of 10 when written)."""
    wins = 0
    for g in range(10):
        seat = g % 4
        specs = ["random"] * 4
        specs[seat] = "greedy"
        record = play_game("war", 4, {"round_limit": 30}, 100 + g, specs)
        wins += seat in record.winners
    assert wins >= 7


def test_greedy_games_end_by_objective() -> None:
    """Greedy players do not stall into the round limit (10 of 10 by objective when written)."""
    reasons = [play_game("war", 4, {"round_limit": 100}, g, ["greedy"]).reason for g in range(8)]
    assert reasons.count("objective") >= 6


def _start(players: int = 4, seed: int = 2) -> tuple[WarGame, int]:
    game = new_game("war", players, {}, seed)
    assert isinstance(game, WarGame)
    p = game.current_player()
    assert p is not None and game.state.phase == "reinforce" and game.state.may_trade
    return game, p


def _cards(game: WarGame, player: int) -> dict[str, list[str]]:
    """Territory card ids by figure, owned by ``player`` first."""
    by_figure: dict[str, list[str]] = {}
    ids = sorted(game.table.ids, key=lambda sid: game.state.owner[game.table.index[sid]] != player)
    for sid in ids:
        by_figure.setdefault(game.table.figure[sid], []).append(sid)
    return by_figure


def test_trades_when_holding_a_valid_set() -> None:
    game, p = _start()
    by_figure = _cards(game, p)
    game.state.hands[p] = [cards[0] for cards in by_figure.values()]  # three different figures
    assert any(isinstance(a, Trade) for a in game.legal_actions())
    assert any(isinstance(a, Place) for a in game.legal_actions())  # trading is a choice here
    action = make_agent("greedy", "war", 0).choose(PublicOnly(game), p)  # type: ignore[arg-type]
    assert isinstance(action, Trade)
    assert sorted(action.cards) == sorted(game.state.hands[p])


def test_trade_keeps_the_wildcard_and_then_places_the_armies() -> None:
    game, p = _start()
    by_figure = _cards(game, p)
    three = [cards[0] for cards in by_figure.values()]
    game.state.hands[p] = [*three, "wild-1"]
    agent = GreedyWarAgent(0)
    proxy = PublicOnly(game)
    action = agent.choose(proxy, p)  # type: ignore[arg-type]
    assert isinstance(action, Trade) and sorted(action.cards) == sorted(three)
    game.apply(action)
    assert game.state.hands[p] == ["wild-1"]
    # Then every army is placed on the player's own territories, one legal Place at a time.
    while game.current_player() == p and game.state.phase == "reinforce":
        action = agent.choose(proxy, p)  # type: ignore[arg-type]
        assert isinstance(action, Place) and action in game.legal_actions()
        game.apply(action)


def test_chance_matches_the_exact_odds_and_scales_beyond_the_table() -> None:
    from warroom.battles.dice_battle import conquest_probability

    for a, d in [(1, 1), (3, 2), (10, 4), (60, 60), (5, 0), (0, 5)]:
        assert chance(a, d) == pytest.approx(conquest_probability(a, d))
    # Large piles: odds by the ratio of the armies, monotone in both.
    assert chance(400, 100) > chance(300, 100) > chance(200, 200) > chance(200, 300)
    assert 0.0 <= chance(1000, 999) <= 1.0


def _first_placements(spec: str, seed: int = 4) -> list[str]:
    """The territories a greedy setting places its first reinforcement on, army by army."""
    game = new_game("war", 3, {}, seed)
    agent = make_agent(spec, "war", 1)
    me = game.current_player()
    placed = []
    while game.current_player() == me and game.legal_actions() and isinstance(game.legal_actions()[0], Place):
        action = agent.choose(game, me)
        assert isinstance(action, Place)
        placed.append(action.territory)
        game.apply(action)
    return placed


def test_settings_are_spec_parameters() -> None:
    agent = make_agent("greedy:threshold=0.45,wanted_threshold=0.3,wanted_value=4,rival=2", "war", 0)
    assert isinstance(agent, GreedyWarAgent)
    assert (agent.threshold, agent.wanted_threshold, agent.wanted_value, agent.rival) == (0.45, 0.3, 4.0, 2)
    with pytest.raises(AgentError, match=r"'threshold' must be a chance from 0 to 1, got 1\.5"):
        make_agent("greedy:threshold=1.5", "war", 0)


def test_concentrate_stacks_the_whole_reinforcement() -> None:
    spread = _first_placements("greedy")
    stacked = _first_placements("greedy:concentrate=1")
    assert len(stacked) == len(spread) >= 3
    assert len(set(stacked)) == 1
    assert len(set(spread)) > 1


def test_a_rival_s_territories_are_worth_more() -> None:
    game = new_game("war", 3, {}, 6)
    me = game.current_player()
    assert me is not None
    rival = (me + 1) % 3
    plain = GreedyWarAgent(0)._situation(game, me)
    held_back = GreedyWarAgent(0, rival=rival, rival_value=1.5)._situation(game, me)
    for j, owner in enumerate(plain.owner):
        extra = 1.5 if owner == rival else 0.0
        assert held_back.value(j) == pytest.approx(plain.value(j) + extra)


def _most_conquests_in_a_turn(spec: str, seed: int = 3) -> int:
    """The most territories seat 0, played by ``spec``, takes in one turn of a 3-player game (others greedy)."""
    game = new_game("war", 3, {}, seed)
    agents = [make_agent(spec, "war", 1), make_agent("greedy", "war", 2), make_agent("greedy", "war", 3)]
    most = taken = 0
    for _ in range(3000):
        p = game.current_player()
        if p is None:
            break
        action = agents[p].choose(game, p)
        if p == 0 and isinstance(action, Place):
            taken = 0
        if p == 0 and isinstance(action, Occupy):
            taken += 1
            most = max(most, taken)
        game.apply(action)
    return most


def test_conquests_stops_attacking_after_that_many_in_a_turn() -> None:
    """``greedy:conquests=1`` takes one territory a turn (the card) and keeps the rest of its armies home."""
    assert _most_conquests_in_a_turn("greedy") > 1
    assert _most_conquests_in_a_turn("greedy:conquests=1") == 1
    assert _most_conquests_in_a_turn("greedy:conquests=2") == 2
    with pytest.raises(AgentError, match="conquests"):
        make_agent("greedy:conquests=-1", "war", 0)


def _continent_situations(spec: str, missing: int) -> tuple[Any, Any, int, int]:
    """The situations of seat 0 at the start of a 3-player game with and without ``spec``'s settings, both
    rewritten so that seat 0 holds the richest continent but its first ``missing`` territories (held by
    seat 1); the richest continent's bonus, and its first territory."""
    game = new_game("war", 3, {}, 6)
    agent = make_agent(spec, "war", 0)
    assert isinstance(agent, GreedyWarAgent)
    valued, plain = agent._situation(game, 0), GreedyWarAgent(0)._situation(game, 0)
    info = plain.info
    c = max(range(len(info.continent_ids)), key=lambda k: info.continent_bonus[k])
    members = info.continent_members[c]
    for s in (valued, plain):
        for n, i in enumerate(members):
            s.owner[i] = 1 if n < missing else 0
    return valued, plain, info.continent_bonus[c], members[0]


def test_own_continents_make_their_territories_worth_more() -> None:
    """``continent_value``: per army of the bonus, for the conquest that completes a continent for the
    seat; ``progress_value``: per army of the bonus, times the share of the continent the seat holds."""
    valued, plain, bonus, first = _continent_situations("greedy:continent_value=3,progress_value=0.6", 1)
    size = len(valued.info.continent_members[valued.info.continent_of[first]])
    assert valued.value(first) == pytest.approx(plain.value(first) + 3 * bonus + 0.6 * bonus * (size - 1) / size)
    valued, plain, bonus, first = _continent_situations("greedy:continent_value=3,progress_value=0.6", 2)
    assert valued.value(first) == pytest.approx(plain.value(first) + 0.6 * bonus * (size - 2) / size)
    valued, plain, bonus, first = _continent_situations("greedy:continent_value=3", 2)
    assert valued.value(first) == pytest.approx(plain.value(first))
    with pytest.raises(AgentError, match="progress_value"):
        make_agent("greedy:progress_value=-1", "war", 0)
    with pytest.raises(AgentError, match="continent_value"):
        make_agent("greedy:continent_value=101", "war", 0)
