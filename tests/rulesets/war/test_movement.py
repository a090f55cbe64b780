"""Moving armies after the attacks: adjacency, the occupying army, each army once a turn."""

from __future__ import annotations

from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Attack, Move, Occupy, Place


def _south(war, phase="move", **armies):
    """Seat 0: South America and Mexico; seat 1: everything else but Japan (seat 2)."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"brazil": 0, "venezuela": 0, "peru": 0, "argentina": 0, "mexico": 0, "japan": 2},
        armies=armies,
        turn=0,
        phase=phase,
    )
    return game


def test_legal_moves_between_adjacent_own_territories_one_army_stays(war):
    """001, Movements ("move legions between his adjacent provinces"; "at least one legion must
    always remain ... which can never be moved")."""
    game = _south(war, brazil=4)
    legal = game.legal_actions()
    assert set(legal) == {
        *(Move("brazil", target, n) for target in ("argentina", "peru", "venezuela") for n in (1, 2, 3)),
        END_TURN,
    }
    assert legal[-1] == END_TURN
    # Brazil borders Algeria too, but Algeria is not seat 0's.
    assert not any(isinstance(a, Move) and a.target == "algeria" for a in legal)


def test_illegal_moves_are_rejected_and_change_nothing(war):
    """001, Movements: only between adjacent own provinces, one legion always stays."""
    game = _south(war, brazil=4)
    war.rejects(game, Move("brazil", "algeria", 1), "armies move only between your own territories")
    war.rejects(game, Move("algeria", "brazil", 1), "armies move only between your own territories")
    war.rejects(game, Move("argentina", "venezuela", 1), "Argentina does not border Venezuela")
    message = "Brazil can move 3 armies now (one stays; each army moves once a turn), not {}"
    war.rejects(game, Move("brazil", "peru", 4), message.format(4))
    war.rejects(game, Move("brazil", "peru", 0), message.format(0))
    war.rejects(game, Move("brazil", "atlantis", 1), "unknown territory 'atlantis'")
    war.rejects(game, Attack("brazil", "algeria", 1), "attack is not possible while moving armies")
    war.rejects(game, Place("brazil"), "place is not possible while moving armies")
    war.rejects(game, Occupy(1), "occupy is not possible while moving armies")
    war.rejects(game, END_ATTACKS, "end_attacks is not possible while moving armies")


def test_moves_split_across_neighbours(war):
    """001, Movements: the free armies of a territory may go to several neighbours."""
    game = _south(war, brazil=4)
    game.apply(Move("brazil", "peru", 1))
    assert set(a for a in game.legal_actions() if isinstance(a, Move) and a.source == "brazil") == {
        Move("brazil", target, n) for target in ("argentina", "peru", "venezuela") for n in (1, 2)
    }
    game.apply(Move("brazil", "argentina", 2))
    assert war.armies(game, "brazil", "peru", "argentina") == [1, 2, 3]
    war.rejects(
        game,
        Move("brazil", "venezuela", 1),
        "Brazil can move 0 armies now (one stays; each army moves once a turn), not 1",
    )


def test_armies_that_moved_in_do_not_move_again_but_the_others_do(war):
    """001, Movements ("A legion may be moved only once"): Venezuela's own armies may still leave,
    the ones that arrived from Brazil may not."""
    game = _south(war, brazil=4, venezuela=3)
    game.apply(Move("brazil", "venezuela", 2))
    assert war.armies(game, "venezuela") == [5]
    assert {a.armies for a in game.legal_actions() if isinstance(a, Move) and a.source == "venezuela"} == {1, 2}
    war.rejects(
        game,
        Move("venezuela", "mexico", 3),
        "Venezuela can move 2 armies now (one stays; each army moves once a turn), not 3",
    )
    game.apply(Move("venezuela", "mexico", 2))
    assert war.armies(game, "brazil", "venezuela", "mexico") == [2, 3, 3]
    assert game.snapshot()["moved"] == {"venezuela": 2, "mexico": 2}
    assert not any(isinstance(a, Move) and a.source in ("venezuela", "mexico") for a in game.legal_actions())


def test_conquering_armies_count_as_moved_but_the_ones_behind_may_move(war):
    """Decision 5: armies that entered a territory by conquest have used their one move (001,
    Movements: the conquest move is the first of the "two moments" a player moves legions)."""
    game = _south(war, phase="attack", venezuela=6, brazil=3)
    war.dice(game, 6, 6, 1)
    game.apply(Attack("brazil", "algeria", 2))  # Brazil 3 against Algeria 1: 2 dice
    game.apply(Occupy(2))
    game.apply(END_ATTACKS)
    assert war.armies(game, "brazil", "algeria") == [1, 2]
    moves = [a for a in game.legal_actions() if isinstance(a, Move)]
    assert not any(a.source == "algeria" for a in moves)
    war.rejects(
        game,
        Move("algeria", "brazil", 1),
        "Algeria can move 0 armies now (one stays; each army moves once a turn), not 1",
    )
    # Venezuela's armies did not fight and may move.
    assert Move("venezuela", "brazil", 5) in moves


def test_fallen_armies_are_counted_from_the_moved_ones_first(war):
    """Decision 5: when armies that moved in by conquest attack on and fall, the moved count drops
    first (it never exceeds the armies there). 001, Province Conquest and Movements."""
    game = _south(war, phase="attack", brazil=4, algeria=1, egypt=2)
    war.dice(game, 6, 6, 6, 1, 6, 1, 5, 4)
    game.apply(Attack("brazil", "algeria", 3))
    game.apply(Occupy(3))
    assert game.snapshot()["moved"] == {"algeria": 3}
    game.apply(Attack("algeria", "egypt", 2))  # 6,1 against 5,4: one each
    assert war.armies(game, "algeria", "egypt") == [2, 1]
    assert game.snapshot()["moved"] == {"algeria": 2}
    game.apply(END_ATTACKS)
    assert not any(isinstance(a, Move) and a.source == "algeria" for a in game.legal_actions())


def test_end_turn_passes_to_the_next_seat_and_forgets_the_moves(war):
    """001, The Game (the turn passes); Movements ("in the same turn"): the next turn starts afresh."""
    game = _south(war, brazil=4)
    game.apply(Move("brazil", "peru", 3))
    game.apply(END_TURN)
    s = game.state
    assert (s.turn, s.phase) == (1, "reinforce")
    assert game.snapshot()["moved"] == {}
    assert war.armies(game, "brazil", "peru") == [1, 4]
    assert s.hands[0] == []  # no conquest, no card
