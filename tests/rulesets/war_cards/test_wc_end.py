"""Elimination, objectives (WAR's shared objective code, the objective chosen by the number of players),
the end of the game and the optional round limit."""

from __future__ import annotations

import pytest

from warroom.rulesets.war import objectives
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, EndTurn


def _spread(wc, game, last: str = "venezuela", victim: int = 2):
    """Every territory but ``last`` dealt round-robin to the other seats (14 each of 4, 20/21 of 3);
    ``victim`` holds only ``last``."""
    seats = [p for p in range(game.players) if p != victim]
    ids = [sid for sid in wc.ids(game) if sid != last]
    owners = {sid: seats[k % len(seats)] for k, sid in enumerate(ids)}
    owners[last] = victim
    return owners


def _attacker_next_to(game, owners, target: str, seat: int = 0) -> str:
    """Give ``seat`` a territory that borders ``target`` (taken from whoever held it)."""
    source = game.board.neighbours(target)[0]
    owners[source] = seat
    return source


def test_elimination_gives_the_eliminated_players_cards_within_the_limit(wc) -> None:
    """002, Elimination of Another Player: "you then receive the cards of the eliminated player, though
    always bearing in mind that the limit of cards in his hand cannot be exceeded"; decision 11: all of
    them, then discards of the eliminator's choice down to 15."""
    game = wc.game(4)
    owners = _spread(wc, game)
    source = _attacker_next_to(game, owners, "venezuela")
    dice = [d.id for d in game.content.dice_cards]
    hands = {0: ["blitz-1", *dice[:9]], 2: [*dice[9:16], "fortress-1"], 1: dice[20:23]}
    wc.arrange(game, owners=owners, hands=hands, turn=0, general=0)
    game.apply(Attack(source, "venezuela", "blitz-1"))
    events = game.apply(Defend(dice[9]))
    s = game.state
    assert [e.kind for e in events][-3:] == ["battle", "conquest", "eliminated"]
    assert s.eliminated[2] and s.eliminated_by[2] == 0 and s.alive_count == 3
    assert s.hands[2] == [] and len(s.hands[0]) == 9 + 7
    assert s.phase == "discard" and game.current_player() == 0 and s.discarding == [0]
    game.apply(Discard("fortress-1"))
    assert len(s.hands[0]) == 15 and s.phase == "attack" and game.current_player() == 0
    assert "fortress-1" in s.special_discard
    assert sorted(wc.cards_everywhere(game)) == wc.all_cards(game)
    assert game.round_order() == [0, 1, 3]


def test_elimination_under_the_limit_keeps_every_card(wc) -> None:
    game = wc.game(4)
    owners = _spread(wc, game)
    source = _attacker_next_to(game, owners, "venezuela")
    wc.arrange(game, owners=owners, hands={0: ["blitz-1"], 2: ["d01", "d02", "spy-1"]}, turn=0, general=0)
    game.apply(Attack(source, "venezuela", "blitz-1"))
    game.apply(Defend(PILE))
    assert sorted(game.state.hands[0]) == ["d01", "d02", "spy-1"] and game.state.phase == "attack"


@pytest.mark.parametrize(
    ("players", "continents", "met"),
    [
        (3, ["asia", "africa"], False),  # for 2-3 players card 1 asks for one more continent
        (3, ["asia", "africa", "oceania"], True),
        (2, ["asia", "africa", "south-america"], True),
        (4, ["asia", "africa"], True),  # for 4-6 players: Asia and Africa
        (6, ["asia", "africa"], True),
        (5, ["asia"], False),
    ],
)
def test_the_objective_follows_the_number_of_players(wc, players, continents, met) -> None:
    """002, Objective Cards: two objectives on each card, followed "according to the number of players";
    evaluated by WAR's objective code (warroom.rulesets.war.objectives), shared."""
    game = wc.game(players)
    mine = [sid for c in continents for sid in wc.continent(game, c)]
    rest = [sid for sid in wc.ids(game) if sid not in mine]
    owners = {sid: 1 + k % (players - 1) for k, sid in enumerate(rest)} | dict.fromkeys(mine, 0)
    wc.arrange(game, owners=owners, objectives={0: "objective-01"}, hands={})
    assert objectives.is_met(game, 0) is met
    expected = "asia-africa-plus-one" if players <= 3 else "asia-africa"
    assert objectives.in_force(game, 0).id == expected
    assert game.view(0)["objective"]["id"] == expected


def test_completing_the_objective_ends_the_game(wc) -> None:
    """002, End of the Game: "The game ends when a player completes his objective ... he must show his
    objective card"."""
    game = wc.game(4)
    europe, africa = wc.continent(game, "europe"), wc.continent(game, "africa")
    owners = {sid: 1 + k % 3 for k, sid in enumerate(wc.ids(game))}
    owners |= dict.fromkeys(europe + africa[1:], 0)
    owners[africa[0]] = 2  # Algeria: the last one missing for "Europe and Africa" (card 8, 4-6 players)
    wc.arrange(game, owners=owners, objectives={0: "objective-08"}, hands={0: ["blitz-1", "d01"]}, turn=0)
    assert not objectives.is_met(game, 0)
    game.apply(Attack("france", africa[0], "blitz-1"))
    events = game.apply(Defend(PILE))
    assert game.is_over() and events[-1].kind == "game_over"
    result = game.result()
    assert result is not None
    assert result.winners == (0,) and result.reason == "objective"
    assert result.detail == "Conquer all of Europe and Africa."
    assert result.ranking[0] == 0 and sorted(result.ranking) == [0, 1, 2, 3]
    assert game.current_player() is None and game.legal_actions() == []
    view = game.view(3)
    assert view["result"]["objectives"]["0"] == "Conquer all of Europe and Africa."
    wc.rejects(game, EndTurn(), "the game is over")


def test_destroying_the_colour_wins_at_once(wc) -> None:
    """WAR's destroy objective (war.json; rulebook 001, "Elimination of a Competitor"), 4-6 players."""
    game = wc.game(4)
    owners = _spread(wc, game, victim=1)
    source = _attacker_next_to(game, owners, "venezuela")
    wc.arrange(game, owners=owners, objectives={0: "objective-09"}, hands={0: ["blitz-1"]}, turn=0)
    # objective-09 for 4-6 players: destroy blue, seat 0's own colour -> conquer 24 territories
    assert objectives.in_force(game, 0).id == "destroy-fallback"
    wc.arrange(game, owners=owners, objectives={0: "objective-10"}, hands={0: ["blitz-1"]}, turn=0)
    assert objectives.in_force(game, 0).id == "destroy-yellow"
    game.apply(Attack(source, "venezuela", "blitz-1"))
    game.apply(Defend(PILE))
    result = game.result()
    assert result is not None and result.winners == (0,) and result.detail.startswith("Destroy the yellow player")


def test_a_destroy_objective_falls_back_when_another_player_destroys_the_colour(wc) -> None:
    """WAR's fallback: the colour eliminated by someone else means "conquer 24 territories" (checked for
    every player after an elimination, the conqueror first)."""
    game = wc.game(4)
    ids = wc.ids(game)
    owners = {sid: 0 for sid in ids[:24]} | {sid: 3 for sid in ids[24:41]} | {ids[41]: 1}
    target = ids[41]
    source = next(sid for sid in game.board.neighbours(target) if owners[sid] == 3)
    wc.arrange(
        game,
        owners=owners,
        objectives={0: "objective-10", 3: "objective-01"},
        hands={3: ["blitz-1"]},
        turn=3,
        eliminated_by={2: 0},
    )
    assert not objectives.is_met(game, 0) and game.state.territory_count[0] == 24
    game.apply(Attack(source, target, "blitz-1"))
    game.apply(Defend(PILE))
    result = game.result()
    assert result is not None and result.winners == (0,) and result.reason == "objective"
    assert result.detail == "Conquer 24 territories of your choice."


def test_the_round_limit_ranks_by_territories_then_cards(wc) -> None:
    """Option round_limit (for simulations): the game ends after that round, ranked by territory cards,
    then cards in hand; equal leaders share the win."""
    game = wc.game(3, round_limit=2)
    ids = wc.ids(game)
    owners = {sid: k % 3 for k, sid in enumerate(ids)}  # 14 each
    wc.arrange(game, owners=owners, general=0, turn=2, hands={0: ["d01", "d02"], 1: ["d03"], 2: ["d04", "d05"]})
    game.apply(EndTurn())
    result = game.result()
    assert result is not None and result.reason == "round limit"
    assert result.winners == (0, 2) and result.ranking == (0, 2, 1)
    assert result.detail == "ranked by territories, then cards in hand, after 2 rounds"


def test_no_limit_without_the_option(wc) -> None:
    game = wc.game(3)
    wc.arrange(game, general=0, turn=2, round=50, hands={})
    game.apply(EndTurn())
    assert not game.is_over() and game.state.round == 51
