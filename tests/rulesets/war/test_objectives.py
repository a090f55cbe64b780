"""Secret objectives: each kind, the destroy fallbacks, and when objectives are checked."""

from __future__ import annotations

import pytest

from warroom.rulesets.war.actions import Attack, Move, Occupy, Place, Trade
from warroom.rulesets.war.objectives import in_force, is_met

TWENTY_FOUR = "Conquer 24 territories of your choice."


def _holding(war, game, objective, continents=(), extra=(), seat=0, **kw):
    """Seat `seat` owns the whole of `continents` plus `extra`; seat 1 (or 0) the rest; seat 2 Japan."""
    mine = [sid for c in continents for sid in war.continent(game, c)] + list(extra)
    other = 1 if seat != 1 else 0
    owners = {sid: seat for sid in mine}
    if "japan" not in owners:
        owners["japan"] = 2
    war.arrange(game, fill=other, owners=owners, objectives={seat: objective}, **kw)
    return game


@pytest.mark.parametrize(
    ("objective", "continents", "met"),
    [
        ("europe-oceania-plus-one", ["europe", "oceania"], False),
        ("europe-oceania-plus-one", ["europe", "oceania", "south-america"], True),
        ("europe-oceania-plus-one", ["europe", "oceania", "asia"], True),
        ("europe-oceania-plus-one", ["europe", "south-america", "africa"], False),
        ("europe-south-america-plus-one", ["europe", "south-america"], False),
        ("europe-south-america-plus-one", ["europe", "south-america", "oceania"], True),
        ("asia-south-america", ["asia", "south-america"], True),
        ("asia-south-america", ["asia"], False),
        ("asia-africa", ["asia", "africa"], True),
        ("asia-africa", ["africa", "europe", "oceania"], False),
        ("north-america-africa", ["north-america", "africa"], True),
        ("north-america-africa", ["north-america"], False),
        ("north-america-oceania", ["north-america", "oceania"], True),
        ("north-america-oceania", ["oceania", "south-america"], False),
    ],
)
def test_continent_objectives_with_one_more_of_your_choice(war, objective, continents, met):
    """Reference data "objectives" (the continent cards; "mais um terceiro": one more continent of
    the player's choice). 001, End of the Game."""
    game = war.game(3)
    _holding(war, game, objective, continents, turn=0)
    assert is_met(game, 0) is met
    assert in_force(game, 0).id == objective


def test_continent_objective_needs_every_territory(war):
    """Reference data "objectives" ("Conquistar na totalidade": the whole continent)."""
    game = war.game(3)
    asia = war.continent(game, "asia")
    _holding(war, game, "asia-africa", ["africa"], extra=[sid for sid in asia if sid != "japan"], turn=0)
    assert game.state.territory_count[0] == 17
    assert is_met(game, 0) is False


@pytest.mark.parametrize(("count", "met"), [(23, False), (24, True), (30, True)])
def test_twenty_four_territories(war, count, met):
    """Reference data "objectives" ("Conquistar 24 TERRITÓRIOS à sua escolha")."""
    game = war.game(3)
    ids = [sid for sid in war.ids(game) if sid != "japan"]
    _holding(war, game, "territories-24", extra=ids[:count], turn=0)
    assert is_met(game, 0) is met


@pytest.mark.parametrize(
    ("territories", "doubled", "met"),
    [(18, 18, True), (18, 17, False), (30, 18, True), (30, 17, False), (17, 17, False)],
)
def test_eighteen_territories_with_two_armies_each(war, territories, doubled, met):
    """Reference data "objectives" ("Conquistar 18 TERRITÓRIOS e ocupar cada um deles com pelo
    menos dois exércitos"): 18 territories that each hold 2 or more armies."""
    game = war.game(3)
    ids = [sid for sid in war.ids(game) if sid != "japan"][:territories]
    armies = {sid: 2 + (k % 3) for k, sid in enumerate(ids[:doubled])}
    _holding(war, game, "territories-18-two-armies", extra=ids, armies=armies, turn=0)
    assert is_met(game, 0) is met


def test_destroy_objective_stands_while_the_colour_plays(war):
    """Reference data "objectives" ("Destruir totalmente OS EXÉRCITOS ..."): in force while the
    target colour is in the game; met only when it is eliminated by the holder."""
    game = war.game(4)  # blue, yellow, red, black
    war.arrange(game, fill=1, owners={"japan": 2, "china": 0, "peru": 3}, objectives={0: "destroy-black"}, turn=0)
    assert in_force(game, 0).id == "destroy-black"
    assert is_met(game, 0) is False
    assert game.view(0)["objective"] == {"id": "destroy-black", "text": "Destroy the black armies completely."}


def test_destroy_your_own_colour_means_24_territories(war):
    """Issue (ruleset spec) and reference data "objective_destroy_fallback": own colour."""
    game = war.game(4)
    ids = [sid for sid in war.ids(game) if sid not in ("japan", "peru")]
    war.arrange(
        game,
        fill=1,
        owners={**{sid: 0 for sid in ids[:24]}, "japan": 2, "peru": 3},
        objectives={0: "destroy-blue"},
        turn=0,
    )
    assert in_force(game, 0).id == "destroy-fallback"
    assert in_force(game, 0).text == TWENTY_FOUR
    assert is_met(game, 0) is True
    assert game.view(0)["objective"] == {"id": "destroy-fallback", "text": TWENTY_FOUR}


def test_destroy_a_colour_not_in_the_game_means_24_territories(war):
    """Issue (ruleset spec) and reference data "objective_destroy_fallback": a colour not in play
    (001, Objective Cards, Note for 3-player games, handles the same case by removing the card)."""
    game = war.game(3)  # blue, yellow, red
    war.arrange(game, fill=1, owners={"japan": 2, "china": 0}, objectives={0: "destroy-green"}, turn=0)
    assert in_force(game, 0).id == "destroy-fallback"
    assert is_met(game, 0) is False
    game2 = war.game(3, colours="green,yellow,red")
    war.arrange(game2, fill=1, owners={"japan": 2, "china": 0}, objectives={1: "destroy-green"}, turn=0)
    assert in_force(game2, 1).id == "destroy-green"


def test_destroy_a_colour_eliminated_by_someone_else_means_24_territories(war):
    """Issue (ruleset spec) and reference data "objective_destroy_fallback": eliminated by another
    player; 001, Elimination of a Competitor (only the destroyer wins by destroying)."""
    game = war.game(4)
    war.arrange(
        game,
        fill=1,
        owners={"japan": 2, "china": 0},
        objectives={0: "destroy-black", 1: "destroy-black", 2: "destroy-black"},
        eliminated_by={3: 1},
        turn=0,
    )
    assert game.state.eliminated[3]
    assert in_force(game, 0).id == "destroy-fallback"
    assert in_force(game, 2).id == "destroy-fallback"
    assert in_force(game, 1).id == "destroy-black"
    assert is_met(game, 1) is True


def test_destroying_the_target_yourself_wins_at_once(war):
    """001, Elimination of a Competitor ("this is not his objective (in which case he would win the
    game)"); End of the Game (he shows his objective); decision 9."""
    game = war.game(4)
    war.arrange(
        game,
        fill=1,
        owners={"japan": 3, "china": 0},
        armies={"china": 4},
        objectives={0: "destroy-black"},
        phase="attack",
        turn=0,
    )
    war.dice(game, 6, 6, 6, 1)
    game.apply(Attack("china", "japan", 3))
    result = game.result()
    assert result is not None
    assert result.winners == (0,)
    assert result.reason == "objective"
    assert result.detail == "Destroy the black armies completely."
    assert game.state.phase == "over" and game.state.conquest is None
    assert game.legal_actions() == [] and game.current_player() is None


def test_an_elimination_checks_every_player_and_a_fallback_can_win(war):
    """001, Elimination of a Competitor and End of the Game; reference data "objective_destroy_fallback";
    decision 9: after an elimination every player is checked, the acting player first; Red's
    "destroy black" falls back to 24 territories when Blue eliminates Black, and Red holds 24."""
    game = war.game(4)  # blue 0, yellow 1, red 2, black 3
    reds = [sid for sid in war.ids(game) if sid not in ("japan", "china")][:24]
    war.arrange(
        game,
        fill=1,
        owners={**{sid: 2 for sid in reds}, "japan": 3, "china": 0},
        armies={"china": 2},
        objectives={2: "destroy-black"},
        phase="attack",
        turn=0,
    )
    war.dice(game, 6, 1)
    game.apply(Attack("china", "japan", 1))
    result = game.result()
    assert result is not None
    assert (result.winners, result.reason, result.detail) == ((2,), "objective", TWENTY_FOUR)
    assert result.ranking[0] == 2


def test_after_an_elimination_the_acting_player_is_checked_first(war):
    """001, End of the Game ("The game ends when a player reaches his objective"); decision 9: when the
    eliminator and another player both meet their objectives, the acting player wins."""
    game = war.game(4)
    reds = [sid for sid in war.ids(game) if sid not in ("japan", "china")][:24]
    war.arrange(
        game,
        fill=1,
        owners={**{sid: 2 for sid in reds}, "japan": 3, "china": 0},
        armies={"china": 2},
        objectives={0: "destroy-black", 2: "destroy-black"},
        phase="attack",
        turn=0,
    )
    war.dice(game, 6, 1)
    game.apply(Attack("china", "japan", 1))
    assert game.result().winners == (0,)
    assert game.result().detail == "Destroy the black armies completely."


def test_others_are_checked_only_when_they_act(war):
    """001, End of the Game; decision 9: objectives are checked after each action of the player who
    acted (a non-acting player's territories and armies can only shrink). The seed's deal (first player
    after seat 0) is that of objectives_edition=later: with every card in the pool."""
    game = war.game(3, objectives_edition="later")
    ones = [sid for sid in war.ids(game) if sid not in ("japan", "china")][:24]
    war.arrange(
        game,
        fill=0,
        owners={**{sid: 1 for sid in ones}, "japan": 2},
        objectives={1: "territories-24"},
        turn=0,
        round=1,  # a position met without a conquest can only come from the deal: round 1
    )
    war.place_all(game)
    assert game.result() is None and game.state.turn == 1
    game.apply(Place(ones[0]))
    assert game.result().winners == (1,)
    assert game.result().detail == TWENTY_FOUR


def test_a_conquest_completes_continents(war):
    """Reference data "objectives" (Asia and Africa); decision 9: checked after the conquering attack,
    so the game ends before the occupation decision."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={
            **{sid: 0 for sid in war.continent(game, "asia") + war.continent(game, "africa") if sid != "egypt"},
            "peru": 2,
        },
        armies={"middle-east": 5},
        objectives={0: "asia-africa"},
        phase="attack",
        turn=0,
    )
    war.dice(game, 6, 6, 6, 1)
    game.apply(Attack("middle-east", "egypt", 3))
    assert game.result().winners == (0,)
    assert game.result().detail == "Conquer all of Asia and Africa."
    assert game.state.phase == "over"
    assert war.armies(game, "middle-east", "egypt") == [4, 1]


def _eighteen(war, game, phase, **kw):
    """Seat 0: 18 territories of South America, Africa, Europe, Oceania; all but Madagascar doubled."""
    mine = [
        *war.continent(game, "south-america"),
        *war.continent(game, "africa"),
        *war.continent(game, "europe"),
        "sumatra",
    ]
    armies = {sid: 2 for sid in mine if sid != "madagascar"}
    armies.update(kw.pop("armies", {}))
    war.arrange(
        game,
        fill=1,
        owners={**{sid: 0 for sid in mine}, "japan": 2},
        armies=armies,
        objectives={0: "territories-18-two-armies"},
        phase=phase,
        turn=0,
        **kw,
    )
    assert game.state.territory_count[0] == 18
    return game


def test_eighteen_doubled_by_placing(war):
    """Reference data "objectives" (18 territories with two armies); 001, End of the Game; decision 9:
    checked after each placement."""
    game = _eighteen(war, war.game(3), "reinforce")
    game.apply(Place("brazil"))
    assert game.result() is None
    game.apply(Place("madagascar"))
    assert game.result().winners == (0,)
    assert game.result().detail == "Conquer 18 territories and hold each of them with at least two armies."


def test_eighteen_doubled_by_the_trade_bonus(war):
    """001, Card Trading, C) (the +2 on an own card's territory); reference data "objectives"; decisions
    9 and 2: the +2 of a trade lands at once and can complete the objective (one +2 a trade, on the card
    the trader names: option trade_bonus=per-trade, the default)."""
    game = _eighteen(war, war.game(3), "reinforce", hands={0: ["madagascar", "brazil", "germany"]})
    game.apply(Trade(("brazil", "germany", "madagascar"), bonus="madagascar"))
    assert war.armies(game, "madagascar") == [3]
    assert game.result().winners == (0,)


def test_eighteen_doubled_by_moving(war):
    """001, Movements and End of the Game; reference data "objectives"; decision 9: checked after each
    move."""
    game = _eighteen(war, war.game(3), "move", armies={"south-africa": 3})
    game.apply(Move("south-africa", "madagascar", 1))
    assert game.result().winners == (0,)


def test_eighteen_doubled_by_the_occupation_move(war):
    """001, Province Conquest and End of the Game; reference data "objectives"; decision 9: checked after
    the conquest and again after the occupation decision."""
    game = _eighteen(war, war.game(3), "attack", armies={"sumatra": 4, "madagascar": 2, "brazil": 1})
    # 17 doubled (Brazil holds 1); Sumatra takes India: 18 territories... 19 with India, 17 doubled.
    war.dice(game, 6, 6, 6, 1)
    game.apply(Attack("sumatra", "india", 3))
    assert game.result() is None and game.state.phase == "occupy"
    game.apply(Occupy(2))  # Sumatra 2, India 2: 18 doubled
    assert game.result().winners == (0,)


def test_objectives_count_from_the_first_round(war):
    """001, The Game, First round, and End of the Game ("The game ends when a player reaches his
    objective"): no round is exempt, so a first-round placement can win (decision 15)."""
    game = _eighteen(war, war.game(3), "reinforce", round=1, first_player=0)
    game.apply(Place("madagascar"))
    assert game.result().winners == (0,)
    assert game.state.round == 1
