"""The end of the game: an objective met, the last player standing, the optional round limit."""

from __future__ import annotations

import pytest

from warroom.agents.base import make_agent
from warroom.core.errors import IllegalAction
from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Attack


def test_an_objective_win_shows_the_objective_and_ends_everything(war):
    """001, End of the Game ("The game ends when a player reaches his objective ... he must show his
    objective card"); issue (ruleset spec): show the objective in the result."""
    game = war.game(3)
    ids = [sid for sid in war.ids(game) if sid not in ("japan", "china")]
    war.arrange(
        game,
        fill=1,
        owners={**{sid: 0 for sid in ids[:23]}, "china": 0, "japan": 2},
        armies={"china": 2, ids[30]: 5},
        objectives={0: "territories-24", 1: "asia-africa", 2: "destroy-yellow"},
        phase="attack",
        turn=0,
    )
    assert game.state.territory_count == [24, 17, 1]
    war.dice(game, 6, 1)
    game.apply(Attack("china", "japan", 1))  # 25 territories, and Red is eliminated
    result = game.result()
    assert result is not None
    assert result.winners == (0,)
    assert result.reason == "objective"
    assert result.detail == "Conquer 24 territories of your choice."
    assert result.ranking == (0, 1, 2)
    assert dict(result.scores) == {0: 25.0, 1: 17.0, 2: 0.0}
    view = game.view(None)["result"]
    assert view["objectives"] == {
        "0": "Conquer 24 territories of your choice.",
        "1": "Conquer all of Asia and Africa.",
        "2": "Destroy the yellow armies completely.",
    }
    assert game.is_over() and game.current_player() is None and game.legal_actions() == []
    before = game.snapshot()
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply(END_ATTACKS)
    assert game.snapshot() == before
    assert game.is_legal(END_ATTACKS) is False


def test_the_last_player_standing_wins(war):
    """Issue (ruleset spec): the game ends when only one player is left. Holding the whole board meets
    every objective but "18 territories with two armies each", so only that one reaches this reason."""
    game = war.game(3)
    war.arrange(
        game,
        fill=0,
        owners={"japan": 1},
        armies={"china": 2},
        eliminated_by={2: 1},
        phase="attack",
        turn=0,
    )
    assert game.state.eliminated == [False, False, True]
    war.dice(game, 6, 1)
    game.apply(Attack("china", "japan", 1))
    result = game.result()
    assert result is not None
    assert (result.winners, result.reason, result.detail) == (
        (0,),
        "last player standing",
        "every other player was eliminated",
    )
    assert result.ranking == (0, 1, 2)
    assert game.state.alive_count == 1 and game.state.territory_count[0] == 42


def _ranked(war, owners_of_one, owners_of_two, armies=None, limit=3, first_player=0, turn=2, at_round=None):
    game = war.game(3, round_limit=limit)
    war.arrange(
        game,
        fill=0,
        owners={**{sid: 1 for sid in owners_of_one}, **{sid: 2 for sid in owners_of_two}},
        armies=armies or {},
        round=limit if at_round is None else at_round,
        first_player=first_player,
        phase="move",
        turn=turn,
    )
    return game


def test_the_round_limit_ranks_by_territories(war):
    """Issue (ruleset spec): "an optional round limit ends it with a ranking by territories (reported
    as such)"; decision 11."""
    ids = war.ids(war.game())
    game = _ranked(war, ids[:12], ids[12:22])
    game.apply(END_TURN)
    result = game.result()
    assert result is not None
    assert result.winners == (0,)
    assert result.ranking == (0, 1, 2)
    assert result.reason == "round limit"
    assert result.detail == "ranked by territories, then armies, after 3 rounds"
    assert dict(result.scores) == {0: 20.0, 1: 12.0, 2: 10.0}


def test_the_round_limit_breaks_ties_by_armies_then_shares_the_win(war):
    """Issue (ruleset spec), round limit "ranking by territories"; decision 11 (docs/rules/war.md):
    territories, then armies; equal leaders share the win."""
    ids = war.ids(war.game())
    game = _ranked(war, ids[:14], ids[14:28], armies={ids[0]: 3})
    game.apply(END_TURN)
    assert game.result().winners == (1,)
    assert game.result().ranking == (1, 0, 2)
    game = _ranked(war, ids[:14], ids[14:28], armies={ids[0]: 3, ids[14]: 3})
    game.apply(END_TURN)
    assert game.result().winners == (1, 2)
    assert game.result().ranking == (1, 2, 0)


def test_the_round_limit_waits_for_the_end_of_the_round(war):
    """001, The Game (play begins with the first player); decision 11: a round is every seat's turn
    from the first player; the limit ends the game after the last seat of the last round."""
    ids = war.ids(war.game())
    game = _ranked(war, ids[:12], ids[12:22], first_player=1, turn=2)
    game.apply(END_TURN)  # order 1, 2, 0: seat 0 still plays in round 3
    assert game.result() is None
    assert (game.state.turn, game.state.round) == (0, 3)
    war.end_turn(game)
    assert game.result() is not None and game.result().reason == "round limit"
    game = _ranked(war, ids[:12], ids[12:22], limit=4, turn=2, at_round=3)
    game.apply(END_TURN)  # the end of round 3 of 4
    assert game.result() is None and (game.state.turn, game.state.round) == (0, 4)


def test_a_round_limit_of_one_ends_after_the_placements(war):
    """Decision 11 with 001, The Game, First round (each player only places)."""
    game = war.game(4, seed=5, round_limit=1)
    for _ in range(4):
        war.place_all(game)
    result = game.result()
    assert result is not None and result.reason == "round limit"
    assert result.detail == "ranked by territories, then armies, after 1 round"
    assert set(result.winners) == {p for p in range(4) if game.state.territory_count[p] == 11}
    assert game.state.round == 1


def test_no_limit_without_the_option(war):
    """Issue (ruleset spec): the round limit is optional; without it rounds go on."""
    game = war.game(3)
    war.arrange(game, round=500, phase="move", turn=2, first_player=0)
    game.apply(END_TURN)
    assert game.result() is None and game.state.round == 501


def _check_invariants(game):
    s, t = game.state, game.table
    assert all(a >= 1 for a in s.armies)
    assert s.territory_count == [s.owner.count(p) for p in range(s.players)]
    for p in range(s.players):
        for c, members in enumerate(t.continent_members):
            assert s.continent_count[p][c] == sum(1 for i in members if s.owner[i] == p)
        assert s.eliminated[p] == (s.territory_count[p] == 0)
        assert len(s.hands[p]) <= 5
    assert s.alive_count == s.eliminated.count(False)
    cards = s.deck + s.discard + [c for h in s.hands for c in h]
    assert sorted(cards) == sorted([*t.ids, "wild-1", "wild-2"])
    assert all(0 <= m <= a for m, a in zip(s.moved, s.armies, strict=True))


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (6, 3)])
def test_whole_games_keep_the_books_straight(war, players, seed):
    """001, The Game (every step of the turn, in order) and End of the Game; issue (ruleset spec),
    round limit. Greedy players play whole games (limit 40 rounds); after every action the derived
    counts, the 44 cards (Components: 42 cards and 2 wildcards), the hand limit of 5 (Card Conquest,
    Note) and the moved armies stay consistent, and the game ends with a result."""
    game = war.game(players, seed=seed, round_limit=40)
    agents = [make_agent("greedy", "war", seed * 10 + p) for p in range(players)]
    steps = 0
    while not game.is_over():
        player = game.current_player()
        assert player is not None
        action = agents[player].choose(game, player)
        assert game.is_legal(action)
        game.apply(action)
        steps += 1
        _check_invariants(game)
    result = game.result()
    assert result is not None and result.reason in ("objective", "last player standing", "round limit")
    assert sorted(result.ranking) == list(range(players))


def test_rounds_count_from_the_first_player_even_when_eliminated(war):
    """Decision 11 with 001, The Game: the round order stays the seating order from the first
    player; an eliminated first player is passed over and the round still turns over."""
    ids = war.ids(war.game())
    game = war.game(3, round_limit=5)
    war.arrange(
        game,
        fill=1,
        owners={sid: 2 for sid in ids[:10]},
        first_player=0,
        eliminated_by={0: 1},
        round=4,
        phase="move",
        turn=1,
    )
    assert game.state.eliminated == [True, False, False]
    game.apply(END_TURN)
    assert (game.state.turn, game.state.round) == (2, 4)
    war.end_turn(game)
    assert (game.state.turn, game.state.round) == (1, 5)
    war.end_turn(game)
    war.end_turn(game)
    assert game.result().reason == "round limit"
    assert game.result().winners == (1,)
    assert game.result().ranking == (1, 2, 0)
