"""Sea battles hit by hit (option battle_choices=each-roll, sea_battle.py).

Rulebook 000 (../shared/rulebooks/000_3e12fc68eb0f2502.txt), Basic and Standard Rules, "Ship Battles":
"Ships that were hit are now removed for both players at once (if any). Each player decides which of his
own ships are hit and removed (This can be used to shield ships carrying armies from being sunk)"; the
section's example (green v blue) is played through the game."""

from __future__ import annotations

import pytest
from imperialism_helpers import put
from test_imperialism_naval import HIT, MISS, game, rolls, ship

from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import battle_state
from warroom.rulesets.imperialism.actions import Answer, BattleHit, BattlePolicy, Sail, SeaBattle
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_battle import battle_answer

RED, BLUE, GREEN = 0, 1, 2


def hits_listed(g: ImperialismGame) -> list[int]:
    return [a.ship for a in g.legal_actions() if isinstance(a, BattleHit)]


def example(choices: str = "each-roll") -> tuple[ImperialismGame, list[int]]:
    """The example's position: green sails three ships (one carrying three infantry) into the North Sea,
    where blue has two ships; blue declares the battle. Blue rolls 4 and 12 (one hit), green 10, 3 and
    11 (two hits). Returns the game and green's ships (two empty, then the carrier)."""
    blue_dice = rolls((2, 2), (6, 6))
    green_dice = rolls((4, 6), (1, 2), (5, 6))
    g = game(dice=blue_dice + green_dice, choices=choices)
    g.state.current = GREEN
    greens = [ship(g, "north-atlantic", GREEN), ship(g, "north-atlantic", GREEN)]
    greens.append(ship(g, "north-atlantic", GREEN, inf=3))
    ship(g, "north-sea", BLUE)
    ship(g, "north-sea", BLUE)
    for s in greens[:2]:
        g.apply(Sail(s.id, "north-sea"))
        g.apply(Answer("no"))
        g.apply(Answer("no"))
    g.apply(Sail(greens[2].id, "north-sea"))
    g.apply(Answer("no"))
    g.apply(Answer("green"))
    return g, [s.id for s in greens]


def test_basic_ship_battle_example_through_the_game() -> None:
    """Blue loses both ships (no choice: two hits, two ships); green, asked outside its turn's order of
    play, "chooses to eliminate one of the ships that is not carrying the Infantry (naturally)" — here
    the second empty ship, which the fixed order would have spared."""
    g, (empty1, empty2, carrier) = example()
    assert g.current_player() == GREEN and g.phase() == "battle"
    assert hits_listed(g) == [empty1, empty2, carrier]
    # Ships by what they are and carry, never by internal id (issue 26: "ship 106" was a slip).
    assert g.describe(BattleHit(carrier)) == "Your ship carrying 3 infantry takes the hit and sinks"
    assert g.describe(BattleHit(empty2), "pt") == "Seu navio vazio recebe o tiro e afunda"
    events = g.apply(BattleHit(empty2))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert [(r["attacker_hits"], r["defender_hits"]) for r in battle["rounds"]] == [(1, 2)]
    assert battle["losses"] == {"blue": 2, "green": 1} and battle["cargo_lost"] == {}
    assert empty2 not in g.state.pieces and empty1 in g.state.pieces and carrier in g.state.pieces
    assert battle_state.battle(g) is None and g.phase() == "movement"


def test_a_player_may_sink_his_own_carrier() -> None:
    """The choice is the player's, even a poor one: the carrier goes down with its infantry."""
    g, (_, _, carrier) = example()
    events = g.apply(BattleHit(carrier))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["cargo_lost"] == {"green": 3} and carrier not in g.state.pieces


def test_no_question_without_a_real_choice() -> None:
    """Two empty ships alike, or hits that sink every ship: nobody is asked."""
    g = game(dice=rolls(HIT, MISS, MISS, HIT, HIT, HIT), choices="each-roll")
    ship(g, "north-sea", RED)
    ship(g, "north-sea", RED)
    ship(g, "north-sea", BLUE)
    ship(g, "north-sea", BLUE)
    g.apply(SeaBattle("north-sea", "blue"))
    assert battle_state.battle(g) is None
    assert any(e.kind == "sea_battle" for e in g.log.since(0))


def test_the_attackers_side_decides_first_then_the_defenders() -> None:
    g = game(dice=rolls(HIT, MISS, HIT, MISS, MISS, HIT), choices="each-roll")
    reds = [ship(g, "north-sea", RED), ship(g, "north-sea", RED, inf=1)]
    blues = [ship(g, "north-sea", BLUE), ship(g, "north-sea", BLUE, cav=1)]
    g.apply(SeaBattle("north-sea", "blue"))
    assert g.current_player() == RED and hits_listed(g) == [r.id for r in reds]
    g.apply(BattleHit(reds[1].id))
    b = battle_state.battle(g)
    assert b is not None and b["afloat"] == [[0], [0, 1]], "red's carrier took the hit"
    assert g.current_player() == BLUE and hits_listed(g) == [b.id for b in blues]
    with pytest.raises(IllegalAction, match="not one of your ships afloat"):
        g.apply(BattleHit(reds[0].id))
    g.apply(BattleHit(blues[0].id))
    # Round 2: red misses, blue hits: blue's carrier, which it kept afloat, wins the battle.
    assert blues[1].id in g.state.pieces and blues[0].id not in g.state.pieces
    assert reds[0].id not in g.state.pieces and reds[1].id not in g.state.pieces


def test_greedy_keeps_the_fixed_order_and_rolls_the_same_dice() -> None:
    """Computer players answer "shield" (the fixed order) for this battle: the same battle as
    battle_choices=fixed, and no standing preference (a computer never keeps one)."""
    events = []
    for choices in ("fixed", "each-roll"):
        g, _ = example(choices)
        while battle_state.battle(g) is not None:
            g.apply(battle_answer(g.legal_actions()))
        events.append([e.data for e in g.log.since(0) if e.kind in ("sea_battle", "roll")])
    assert events[0] == events[1]
    assert battle_state.preferences(g, GREEN) == {}
    assert g.describe(BattlePolicy("shield")).startswith("Let the hits fall on your empty ships first")


def test_metallurgy_damage_is_shown() -> None:
    """000, Advanced, "Technologies": with Metallurgy 1 a ship takes two hits to sink."""
    g = game("advanced", dice=rolls(HIT, MISS, MISS, MISS, HIT, MISS), choices="each-roll")
    g.state.techs[BLUE] = ["metallurgy-1"]
    ship(g, "north-sea", RED)
    blues = [ship(g, "north-sea", BLUE), ship(g, "north-sea", BLUE, inf=1)]
    put(g, "yakut", RED, inf=1)
    g.apply(SeaBattle("north-sea", "blue"))
    assert g.current_player() == BLUE
    assert g.describe(BattleHit(blues[0].id)) == "Your empty ship takes the hit: 1 of the 2 that sink it"
    g.apply(BattleHit(blues[0].id))
    # Round 2: red misses, blue hits: red's only ship sinks; blue's damaged ship is afloat (and repaired).
    assert blues[0].id in g.state.pieces and battle_state.battle(g) is None
