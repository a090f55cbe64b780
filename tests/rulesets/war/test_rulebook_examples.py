"""Every worked example of rulebook 001 (War: Império Romano), replayed on the WAR board with fixed dice.

The Roman provinces become WAR territories: Syria attacking Mesopotamia becomes the Middle East
attacking India; the Middle East region (4 provinces, 2 legions) becomes South America (4 territories,
bonus 2); Macedonia, Thracia and Moesia in a row become Brazil, Venezuela and Mexico.
"""

from __future__ import annotations

from warroom.rulesets.war.actions import END_ATTACKS, Attack, Move, Occupy, Place, Trade


def _battle(war, attacker, defender):
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"middle-east": 0, "peru": 2},
        armies={"middle-east": attacker, "india": defender},
        phase="attack",
        turn=0,
    )
    return game


def test_battle_example_1_four_against_three(war):
    """001, Battle, example 1: attacker 4, defender 3, both roll 3 dice; attack 5, 4, 1 against
    defence 6, 3, 1: highest 5-6 defence, second 4-3 attack, lowest 1-1 defence (tie); the attacker
    loses 2, the defender 1, both are left with 2."""
    game = _battle(war, 4, 3)
    assert Attack("middle-east", "india", 3) in game.legal_actions()
    war.dice(game, 5, 4, 1, 6, 3, 1)
    game.apply(Attack("middle-east", "india", 3))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([5, 4, 1], [6, 3, 1])
    assert (battle["attacker_lost"], battle["defender_lost"]) == (2, 1)
    assert war.armies(game, "middle-east", "india") == [2, 2]


def test_battle_example_1_follow_up_one_against_two(war):
    """001, Battle, example 1 and its Note: left with 2, the attacker "could then make a new attack
    using 1 legion against the defence's 2" (the other one is the occupation legion)."""
    game = _battle(war, 4, 3)
    war.dice(game, 5, 4, 1, 6, 3, 1)
    game.apply(Attack("middle-east", "india", 3))
    attacks = {a for a in game.legal_actions() if isinstance(a, Attack) and a.target == "india"}
    assert attacks == {Attack("middle-east", "india", 1)}
    war.rejects(game, Attack("middle-east", "india", 2), "Middle East can attack with 1 to 1 armies, not 2")
    war.dice(game, 6, 2, 5)  # 1 die against 2 dice: only the highest pair is compared
    game.apply(Attack("middle-east", "india", 1))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([6], [5, 2])
    assert war.armies(game, "middle-east", "india") == [2, 1]


def test_battle_example_2_three_against_one(war):
    """001, Battle, example 2: attacker 3 and defender 1: 2 dice against 1; attack 3 and 2 against
    defence 6: the 3 meets the 6, the 2 is discarded; the attacker loses only one legion."""
    game = _battle(war, 3, 1)
    assert {a.dice for a in game.legal_actions() if isinstance(a, Attack) and a.target == "india"} == {1, 2}
    war.dice(game, 3, 2, 6)
    game.apply(Attack("middle-east", "india", 2))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([3, 2], [6])
    assert (battle["attacker_lost"], battle["defender_lost"]) == (1, 0)
    assert war.armies(game, "middle-east", "india") == [2, 1]


def test_battle_example_3_ten_against_four_then_conquest(war):
    """001, Battle, example 3: 10 against 4, at most 3 dice each; 6, 3, 1 against 5, 4, 2 leaves 8
    and 3; then 5, 3, 2 against 4, 2, 1: the defence loses its last 3. 001, Province Conquest: he
    "could move 1, 2 or, at most, 3 legions"."""
    game = _battle(war, 10, 4)
    assert max(a.dice for a in game.legal_actions() if isinstance(a, Attack)) == 3
    war.dice(game, 6, 3, 1, 5, 4, 2)
    game.apply(Attack("middle-east", "india", 3))
    assert war.armies(game, "middle-east", "india") == [8, 3]
    war.dice(game, 5, 3, 2, 4, 2, 1)
    game.apply(Attack("middle-east", "india", 3))
    assert game.state.last_battle["defender_lost"] == 3
    assert war.owners(game, "india") == [0]
    assert game.legal_actions() == [Occupy(1), Occupy(2), Occupy(3)]
    game.apply(Occupy(3))
    assert war.armies(game, "middle-east", "india") == [5, 3]
    # "the attacker may ... make a new attack from the conquered province, still in the same turn".
    assert Attack("india", "sumatra", 2) in game.legal_actions()


def _holding(war, count, continent=None):
    """Seat 0 owns `count` territories: the whole of `continent` plus others, never another whole one."""
    game = war.game(3)
    ids = war.ids(game)
    mine = list(war.continent(game, continent)) if continent else []
    rows = [war.continent(game, c)[1:] for c in game.table.continent_ids if c != continent]
    spread = [row[k] for k in range(12) for row in rows if k < len(row)]
    mine += spread[: count - len(mine)]
    other = next(sid for sid in ids if sid not in mine)
    war.arrange(game, fill=1, owners={**{sid: 0 for sid in mine}, other: 2}, turn=0)
    assert game.state.territory_count[0] == count
    return game


def test_reinforcement_examples_8_and_11_territories(war):
    """001, Receiving Legions, A) example: 8 provinces give 4 legionaries, 11 give 5."""
    assert _holding(war, 8).state.pending.free == 4
    assert _holding(war, 11).state.pending.free == 5


def test_reinforcement_minimum_is_3(war):
    """001, Receiving Legions, Note: "always 3, even if the player owns fewer than 6 provinces"."""
    for count in (1, 3, 5):
        game = _holding(war, count)
        assert game.state.pending.free == 3
        assert game.state.pending.total() == 3


def test_reinforcement_example_19_territories_with_a_whole_continent(war):
    """001, Receiving Legions, B) example: 19 provinces, 4 of them the whole Middle East region:
    9 (19 / 2 = 9.5) + 2 for the region = 11, of which the 2 go to that region. Here: South America."""
    game = _holding(war, 19, "south-america")
    s = game.state
    assert s.pending.free == 9
    assert game.view(0)["pending"]["groups"] == {"south-america": 2}
    assert s.pending.total() == 11
    outside = next(a.territory for a in game.legal_actions() if a.territory not in war.continent(game, "south-america"))
    for _ in range(9):
        game.apply(Place(outside))
    assert {a.territory for a in game.legal_actions()} == set(war.continent(game, "south-america"))
    war.rejects(game, Place(outside), "the armies left to place must go to South America")
    game.apply(Place("brazil"))
    game.apply(Place("peru"))
    assert war.armies(game, outside, "brazil", "peru") == [10, 2, 2]
    assert s.phase == "attack"


def test_movement_example_macedonia_thracia_moesia(war):
    """001, Movements, example: "A player who owns Macedonia, Thracia and Moesia may move his legions
    from Macedonia to Thracia, but may not move, in the same turn, those same legions from Thracia to
    Moesia." Here Brazil, Venezuela, Mexico (Brazil does not border Mexico)."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"brazil": 0, "venezuela": 0, "mexico": 0, "japan": 2},
        armies={"brazil": 3},
        phase="move",
        turn=0,
    )
    assert "mexico" not in game.board.neighbours("brazil")
    game.apply(Move("brazil", "venezuela", 2))
    assert war.armies(game, "brazil", "venezuela", "mexico") == [1, 3, 1]
    war.rejects(
        game,
        Move("venezuela", "mexico", 1),
        "Venezuela can move 0 armies now (one stays; each army moves once a turn), not 1",
    )
    assert not any(isinstance(a, Move) for a in game.legal_actions())


def test_trade_sequence_example_is_game_wide(war):
    """001, Card Trading, C) example: "The first player to make a trade during the game receives 4
    legions; the second ... 6; the third, 8, and so on successively. This sequence does not apply to
    each player's trades individually, but to all the trades made in the game." Reference data
    "card_trade_sequence": 4, 6, 8, 10, 12, 15, then +5."""
    game = war.game(4, seed=2)
    sets = {
        0: ["greenland", "mackenzie", "ottawa"],
        1: ["california", "labrador", "mexico"],
        2: ["alaska", "new-york", "vancouver"],
        3: ["argentina", "brazil", "peru"],
    }
    war.arrange(game, hands=sets, first_player=0, turn=0)
    received = []
    for seat in (0, 1, 2, 3):
        s = game.state
        assert s.turn == seat
        before = s.pending.free
        game.apply(Trade(tuple(sets[seat])))
        received.append(s.pending.free - before)
        war.end_turn(game)
    # Blue trades again in the next round: the game's fifth trade.
    assert game.state.turn == 0 and game.state.round == 3
    war.arrange(game, hands={0: ["wild-1", "germany", "france"]}, turn=0, round=3)
    before = game.state.pending.free
    game.apply(Trade(("france", "germany", "wild-1")))
    received.append(game.state.pending.free - before)
    assert received == [4, 6, 8, 10, 12]
    assert game.state.trades_done == 5
    assert game.view(1)["next_trade_value"] == 15
    assert END_ATTACKS not in game.legal_actions()
