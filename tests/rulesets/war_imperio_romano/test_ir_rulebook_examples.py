"""Every worked example of rulebook 001 (War: Império Romano), on its own (reconstructed) board, with
fixed dice: the three battles between Syria and Mesopotamia, the reinforcements for 8, 11 and 19
provinces, the minimum of 3, the Macedonia-Thracia-Moesia movement and the trade sequence."""

from __future__ import annotations

from warroom.rulesets.war.actions import END_ATTACKS, Attack, Move, Occupy, Place, Trade


def _battle(ir, attacker, defender):
    """Seat 0 holds Syria with ``attacker`` legions, seat 1 Mesopotamia with ``defender`` (and the rest
    but Lusitania, seat 2's)."""
    game = ir.game(3)
    ir.arrange(
        game,
        fill=1,
        owners={"syria": 0, "lusitania": 2},
        armies={"syria": attacker, "mesopotamia": defender},
        phase="attack",
        turn=0,
    )
    assert "mesopotamia" in game.board.neighbours("syria")
    return game


def test_ir_battle_example_1_four_against_three(ir):
    """001, Battle, example 1: Syria with 4 legions attacks Mesopotamia with 3, 3 dice each; attack
    5, 4, 1 against defence 6, 3, 1: 5-6 defence, 4-3 attack, 1-1 defence (a tie goes to the
    defence); the attacker loses 2 and the defender 1: "each left with 2 legions"."""
    game = _battle(ir, 4, 3)
    assert Attack("syria", "mesopotamia", 3) in game.legal_actions()
    ir.dice(game, 5, 4, 1, 6, 3, 1)
    game.apply(Attack("syria", "mesopotamia", 3))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([5, 4, 1], [6, 3, 1])
    assert (battle["attacker_lost"], battle["defender_lost"]) == (2, 1)
    assert ir.armies(game, "syria", "mesopotamia") == [2, 2]


def test_ir_battle_example_1_follow_up_one_against_two(ir):
    """001, Battle, example 1 and its Note: the attacker "could then make a new attack using 1 legion
    against the defence's 2"; the other legion is the occupation legion, which never attacks."""
    game = _battle(ir, 4, 3)
    ir.dice(game, 5, 4, 1, 6, 3, 1)
    game.apply(Attack("syria", "mesopotamia", 3))
    attacks = {a for a in game.legal_actions() if isinstance(a, Attack) and a.target == "mesopotamia"}
    assert attacks == {Attack("syria", "mesopotamia", 1)}
    ir.rejects(game, Attack("syria", "mesopotamia", 2), "Syria can attack with 1 to 1 armies, not 2")
    ir.dice(game, 6, 2, 5)  # 1 die against 2: only the highest pair is compared
    game.apply(Attack("syria", "mesopotamia", 1))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([6], [5, 2])
    assert ir.armies(game, "syria", "mesopotamia") == [2, 1]


def test_ir_battle_example_2_three_against_one(ir):
    """001, Battle, example 2: 3 legions against 1: 2 dice against 1; attack 3 and 2 against defence
    6: the 3 meets the 6 and the 2 is discarded; the attacker removes only one legion."""
    game = _battle(ir, 3, 1)
    assert {a.dice for a in game.legal_actions() if isinstance(a, Attack) and a.target == "mesopotamia"} == {1, 2}
    ir.dice(game, 3, 2, 6)
    game.apply(Attack("syria", "mesopotamia", 2))
    battle = game.state.last_battle
    assert (battle["attack_dice"], battle["defence_dice"]) == ([3, 2], [6])
    assert (battle["attacker_lost"], battle["defender_lost"]) == (1, 0)
    assert ir.armies(game, "syria", "mesopotamia") == [2, 1]


def test_ir_battle_example_3_ten_against_four_then_conquest(ir):
    """001, Battle, example 3: 10 against 4, at most 3 dice each; 6, 3, 1 against 5, 4, 2 leaves 8
    and 3; then 5, 3, 2 against 4, 2, 1 and "the defence must remove its last 3 legions". Province
    Conquest: "he could move 1, 2 or, at most, 3 legions", and may attack on from the conquered
    province in the same turn."""
    game = _battle(ir, 10, 4)
    assert max(a.dice for a in game.legal_actions() if isinstance(a, Attack)) == 3
    ir.rejects(game, Attack("syria", "mesopotamia", 4), "Syria can attack with 1 to 3 armies, not 4")
    ir.dice(game, 6, 3, 1, 5, 4, 2)
    game.apply(Attack("syria", "mesopotamia", 3))
    assert ir.armies(game, "syria", "mesopotamia") == [8, 3]
    ir.dice(game, 5, 3, 2, 4, 2, 1)
    game.apply(Attack("syria", "mesopotamia", 3))
    assert game.state.last_battle["defender_lost"] == 3
    assert ir.owners(game, "mesopotamia") == [0]
    assert game.legal_actions() == [Occupy(1), Occupy(2), Occupy(3)]
    ir.rejects(game, Occupy(4), "move 1 to 3 armies into Mesopotamia")
    game.apply(Occupy(3))
    assert ir.armies(game, "syria", "mesopotamia") == [5, 3]
    assert Attack("mesopotamia", "armenia", 2) in game.legal_actions()


def _holding(ir, count, region=None):
    """Seat 0 owns ``count`` provinces: the whole of ``region`` plus others, never another whole one."""
    game = ir.game(3)
    mine = list(ir.continent(game, region)) if region else []
    rows = [ir.continent(game, r)[1:] for r in game.table.continent_ids if r != region]
    spread = [row[k] for k in range(12) for row in rows if k < len(row)]
    mine += spread[: count - len(mine)]
    other = next(sid for sid in ir.ids(game) if sid not in mine)
    ir.arrange(game, fill=1, owners={**{sid: 0 for sid in mine}, other: 2}, turn=0)
    assert game.state.territory_count[0] == count
    return game


def test_ir_reinforcement_examples_8_and_11_provinces(ir):
    """001, Receiving Legions, A) example: "If a player owns 8 provinces, he receives 4 legionaries.
    If he owns 11 provinces, he receives 5 legionaries." """
    for count, legions in ((8, 4), (11, 5)):
        game = _holding(ir, count)
        assert game.state.pending.free == legions
        assert game.state.pending.total() == legions


def test_ir_reinforcement_minimum_is_3(ir):
    """001, Receiving Legions, Note: "The minimum number of legions to receive is always 3, even if the
    player owns fewer than 6 provinces"."""
    for count, legions in ((1, 3), (3, 3), (5, 3), (6, 3), (7, 3), (8, 4)):
        game = _holding(ir, count)
        assert game.state.pending.total() == legions


def test_ir_reinforcement_example_19_provinces_with_the_middle_east(ir):
    """001, Receiving Legions, B) example: 19 provinces, 15 spread and the 4 of the Middle East region:
    9 (19 / 2 = 9.5) + 2 for the region (TABLE I) = 11, "of which the 2 corresponding to the Middle
    East region must be placed in that same region"."""
    game = _holding(ir, 19, "middle-east")
    s = game.state
    middle_east = ir.continent(game, "middle-east")
    assert sorted(middle_east) == ["arabia-petraea", "iudaea", "mesopotamia", "syria"]
    assert s.pending.free == 9
    assert game.view(0)["pending"]["groups"] == {"middle-east": 2}
    assert s.pending.total() == 11
    outside = next(a.territory for a in game.legal_actions() if a.territory not in middle_east)
    for _ in range(9):
        game.apply(Place(outside))
    assert {a.territory for a in game.legal_actions()} == set(middle_east)
    ir.rejects(game, Place(outside), "the armies left to place must go to Middle East")
    game.apply(Place("syria"))
    game.apply(Place("iudaea"))
    assert ir.armies(game, outside, "syria", "iudaea") == [10, 2, 2]
    assert s.phase == "attack"


def test_ir_movement_example_macedonia_thracia_moesia(ir):
    """001, Movements, example: "A player who owns Macedonia, Thracia and Moesia may move his legions
    from Macedonia to Thracia, but may not move, in the same turn, those same legions from Thracia to
    Moesia." The three provinces lie in a row on the board."""
    game = ir.game(3)
    ir.arrange(
        game,
        fill=1,
        owners={"macedonia": 0, "thracia": 0, "moesia": 0, "lusitania": 2},
        armies={"macedonia": 3},
        phase="move",
        turn=0,
    )
    board = game.board
    assert board.are_adjacent("macedonia", "thracia") and board.are_adjacent("thracia", "moesia")
    assert not board.are_adjacent("macedonia", "moesia")
    game.apply(Move("macedonia", "thracia", 2))
    assert ir.armies(game, "macedonia", "thracia", "moesia") == [1, 3, 1]
    ir.rejects(
        game,
        Move("thracia", "moesia", 1),
        "Thracia can move 0 armies now (one stays; each army moves once a turn), not 1",
    )
    assert not any(isinstance(a, Move) for a in game.legal_actions())


def test_ir_trade_sequence_example_is_game_wide(ir):
    """001, Card Trading, C) example: "The first player to make a trade during the game receives 4
    legions; the second player to make a trade receives 6; the third, 8, and so on successively. This
    sequence does not apply to each player's trades individually, but to all the trades made in the
    game." TABLE II (reconstructed, WAR's): then 10, 12, 15."""
    game = ir.game(3, seed=2)
    figure = game.table.figure
    helmets = [c for c in ir.ids(game) if figure[c] == "helmet"]
    swords = [c for c in ir.ids(game) if figure[c] == "sword"]
    shields = [c for c in ir.ids(game) if figure[c] == "shield"]
    sets = {0: helmets[:3], 1: swords[:3], 2: shields[:3]}
    ir.arrange(game, fill=1, owners={"lusitania": 0, "baetica": 2}, hands=sets, first_player=0, turn=0)
    received = []
    for seat in (0, 1, 2):
        s = game.state
        assert s.turn == seat
        before = s.pending.free
        # The first listed trade: with several own provinces among the cards it names the one taking the +2.
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Trade)))
        received.append(s.pending.free - before)
        ir.end_turn(game)
    # Seats 0 and 1 trade again in the next round: the game's fourth and fifth trades.
    for seat, hand in ((0, [helmets[3], swords[3], shields[3]]), (1, [helmets[4], swords[4], "wild-1"])):
        ir.arrange(game, hands={seat: hand}, turn=seat, round=3)
        before = game.state.pending.free
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Trade)))
        received.append(game.state.pending.free - before)
    assert received == [4, 6, 8, 10, 12]
    assert game.state.trades_done == 5
    assert game.view(2)["next_trade_value"] == 15
    assert END_ATTACKS not in game.legal_actions()
