"""What the WAR property tests check of legal and illegal actions and across one action, and the driver that
checks every action of a game (test_war_properties.py; tests/rulesets/war_imperio_romano/test_ir_properties.py)."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import pytest
from hypothesis import strategies as st
from war_property_state import (
    HAND_LIMIT,
    TRADE_VALUES,
    Policy,
    all_cards,
    check_result,
    check_state,
    check_views,
)

from warroom.battles.dice_battle import compare
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.log import Event
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Place, Trade
from warroom.rulesets.war.game import WarGame

# -- the legal and the illegal ----------------------------------------------------------------------


def check_legal(game: WarGame, rng: random.Random, every: bool) -> None:
    legal = game.legal_actions()
    sample = legal if every else rng.sample(legal, min(3, len(legal)))
    for action in sample:
        assert game.is_legal(action), f"{action} is listed but not legal"
        assert game.codec.decode(json.loads(json.dumps(action.to_json()))) == action
    if every:
        accepted = {a for a in candidate_actions(game) if game.is_legal(a)}
        assert accepted == set(legal), f"legal but not listed: {accepted - set(legal)}"


def candidate_actions(game: WarGame) -> list[Action]:
    """Every action of a plausible shape now: each place, trade of the hand (as sorted card ids, naming no
    card or any of its cards for the +2), attack and move between neighbours with any count, occupation and
    ending."""
    s, t = game.state, game.table
    ids = t.ids
    hand = sorted(s.hands[s.turn])
    out: list[Action] = [Place(sid) for sid in ids]
    out += [Trade(combo, bonus) for combo in combinations(hand, 3) for bonus in ("", *combo)]
    out += [Occupy(k) for k in range(0, 5)]
    out += [EndAttacks(), EndTurn()]
    for i in range(t.size):
        for j in t.neighbours[i]:
            out += [Attack(ids[i], ids[j], d) for d in range(0, 5)]
            out += [Move(ids[i], ids[j], k) for k in range(0, s.armies[i] + 1)]
    return out


GARBAGE: list[Any] = [
    "garbage",
    42,
    None,
    [],
    ["place", "brazil"],
    {},
    {"type": "fly"},
    {"type": "place"},
    {"type": "place", "territory": 7},
    {"type": "place", "territory": "brazil", "armies": 1},
    {"type": "attack", "source": "brazil", "target": "peru", "dice": True},
    {"type": "attack", "source": "brazil", "target": "peru", "dice": "3"},
    {"type": "occupy", "armies": 2.0},
    {"type": "trade", "cards": "brazil,peru,chile"},
    {"type": "trade", "cards": ["brazil", 3, "peru"]},
    {"type": "end_turn", "player": 0},
    {"type": "place", "territory": "atlantis"},
    {"type": "move", "source": "atlantis", "target": "brazil", "armies": 1},
]


def wrong_actions(game: WarGame) -> list[Action]:
    """Actions that are not legal now, built from the state: other seats' territories, too many dice,
    unknown territories, actions of another phase. Every one of them must be refused."""
    s, t = game.state, game.table
    ids = t.ids
    p = s.turn
    mine = [i for i in range(t.size) if s.owner[i] == p]
    theirs = [i for i in range(t.size) if s.owner[i] != p]
    out: list[Action] = [
        Place("atlantis"),
        Attack("atlantis", ids[mine[0]] if mine else ids[0], 1),
        Move(ids[mine[0]] if mine else ids[0], "atlantis", 1),
        Occupy(0),
        Occupy(-1),
    ]
    fronts = [(i, j) for i in mine for j in t.neighbours[i] if s.owner[j] != p]
    inner = [(i, j) for i in mine for j in t.neighbours[i] if s.owner[j] == p]
    for i, j in fronts[:2]:
        out += [Attack(ids[i], ids[j], 4), Attack(ids[i], ids[j], 0), Attack(ids[i], ids[j], -2)]
        if s.armies[i] <= 3:
            out.append(Attack(ids[i], ids[j], s.armies[i]))  # the occupying army never attacks
    if game.is_over():
        out += [EndTurn(), EndAttacks(), Place(ids[0]), Occupy(1)]
        return out
    # attacks from others' territories and into one's own, and between territories that do not border
    for j in theirs[:2]:
        out.append(Attack(ids[j], ids[t.neighbours[j][0]], 1))
        out.append(Move(ids[j], ids[t.neighbours[j][0]], 1))
    for i, j in inner[:2]:
        out.append(Attack(ids[i], ids[j], 1))
    far = [(i, j) for i in mine for j in theirs if j not in t.neighbours[i]]
    if far:
        i, j = far[0]
        out.append(Attack(ids[i], ids[j], 1))
    phase = s.phase
    if phase != "reinforce":
        out.append(Place(ids[mine[0]]))
        out.append(Trade(tuple(s.hands[p][:3])) if len(s.hands[p]) >= 3 else Trade(("wild-1", "wild-2", ids[0])))
    else:
        out += [Place(ids[j]) for j in theirs[:2]]
        if s.may_trade and len(s.hands[p]) >= HAND_LIMIT:
            out.append(Place(ids[mine[0]]))
        if not s.may_trade and len(s.hands[p]) >= 3:
            out.append(Trade(tuple(sorted(s.hands[p][:3]))))
        elsewhere = [c for c in all_cards(game) if c not in s.hands[p]]
        out.append(Trade(tuple(elsewhere[:3])))
        if s.hands[p]:
            out.append(Trade((s.hands[p][0],) * 3))
        if s.pending.free == 0:
            allowed = set().union(*(t.continent_members[c] for c in s.pending.continents))
            out += [Place(ids[i]) for i in mine if i not in allowed][:1]
    if phase != "attack":
        out += [a for i, j in fronts[:1] for a in (Attack(ids[i], ids[j], 1),)]
        if phase != "occupy":
            out.append(EndAttacks())
    if phase != "move":
        out.append(EndTurn())
        out += [Move(ids[i], ids[j], 1) for i, j in inner[:1]]  # e.g. a Move during the attacks
    if phase != "occupy":
        out.append(Occupy(1))
    else:
        assert s.conquest is not None
        out += [Occupy(s.conquest.max_armies + 1), EndAttacks(), EndTurn()]
    if phase == "move":
        out += [Move(ids[i], ids[j], 1) for i, j in fronts[:1]]  # into an enemy territory
        for i, j in inner[:2]:
            out.append(Move(ids[i], ids[j], max(0, s.armies[i] - 1 - s.moved[i]) + 1))
            out.append(Move(ids[i], ids[j], 0))
        far_own = [(i, j) for i in mine for j in mine if i != j and j not in t.neighbours[i]]
        out += [Move(ids[i], ids[j], 1) for i, j in far_own[:1]]
    return out


def check_refusals(game: WarGame, rng: random.Random, snapshot: dict[str, Any], every: bool) -> None:
    legal = set(game.legal_actions())
    candidates: list[Any] = [*wrong_actions(game), *GARBAGE]
    tried = candidates if every else rng.sample(candidates, 4)
    log_len, history_len = len(game.log), len(game.history)
    for action in tried:
        if isinstance(action, Action):
            assert action not in legal, f"{action} was built to be illegal but is listed"
            assert not game.is_legal(action)
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert str(info.value), f"{action!r} refused without a reason"
        assert len(game.log) == log_len and len(game.history) == history_len
        if every:
            assert game.snapshot() == snapshot, f"refusing {action!r} changed the state"
    assert game.snapshot() == snapshot
    assert set(game.legal_actions()) == legal


# -- accounting across one action -------------------------------------------------------------------


@dataclass
class Before:
    armies: int
    pending: int
    trades: int
    hands: list[int]
    owner: list[int]
    territory_armies: list[int]
    conquered: bool
    turn: int
    phase: str
    round: int


def before(game: WarGame) -> Before:
    s = game.state
    return Before(
        armies=sum(s.armies),
        pending=s.pending.total(),
        trades=s.trades_done,
        hands=[len(h) for h in s.hands],
        owner=list(s.owner),
        territory_armies=list(s.armies),
        conquered=s.conquered_this_turn,
        turn=s.turn,
        phase=s.phase,
        round=s.round,
    )


def income(game: WarGame, player: int) -> int:
    s, t = game.state, game.table
    whole = sum(
        t.continent_bonus[c]
        for c, members in enumerate(t.continent_members)
        if all(s.owner[i] == player for i in members)
    )
    return max(3, s.territory_count[player] // 2) + whole


def check_accounting(game: WarGame, b: Before, action: Action, events: list[Event]) -> None:
    s, t = game.state, game.table
    kinds = [e.kind for e in events]
    assert all(e.action_index == len(game.history) - 1 for e in events)
    assert game.history[-1] == action
    battles = [e.data for e in events if e.kind == "battle"]
    trades = [e.data for e in events if e.kind == "trade"]
    placed = 1 if isinstance(action, Place) else 0
    bonus = sum(2 * len(tr["bonus_on"]) for tr in trades)
    lost = sum(bt["attacker_lost"] + bt["defender_lost"] for bt in battles)
    assert sum(s.armies) == b.armies + placed + bonus - lost, f"armies not conserved by {action}"
    if isinstance(action, Attack):
        assert len(battles) == 1
        battle = battles[0]
        rolls = [e.data for e in events if e.kind == "roll"]
        assert [r["reason"] for r in rolls] == ["attack", "defence"]
        attack_dice, defence_dice = rolls[0]["dice"], rolls[1]["dice"]
        j = t.index[action.target]
        assert len(attack_dice) == action.dice
        assert len(defence_dice) == min(3, b.territory_armies[j])
        assert all(1 <= d <= 6 for d in attack_dice + defence_dice)
        assert (battle["attacker_lost"], battle["defender_lost"]) == compare(attack_dice, defence_dice)
        assert battle["attack_dice"] == sorted(attack_dice, reverse=True)
        assert battle["conquered"] == ("conquest" in kinds)
        if battle["conquered"]:
            assert s.owner[j] == b.turn and b.owner[j] != b.turn
            assert s.territory_count[b.owner[j]] == 0 or "eliminated" not in kinds
        else:
            assert s.owner == b.owner
    else:
        assert battles == [] and "roll" not in kinds
        assert s.owner == b.owner
    if isinstance(action, Trade):
        (trade,) = trades
        assert trade["armies"] == TRADE_VALUES[b.trades] and s.trades_done == b.trades + 1
        assert set(trade["bonus_on"]) <= set(action.cards)
        assert all(s.owner[t.index[c]] == b.turn for c in trade["bonus_on"])
        assert len(s.hands[b.turn]) == b.hands[b.turn] - 3
        assert set(action.cards) <= set(s.discard)
    else:
        assert trades == [] and s.trades_done == b.trades
    # reinforcements: a trade adds its value, a placement spends one; a new turn starts with its income
    turns = [e.data for e in events if e.kind == "turn"]
    if turns:
        assert isinstance(action, EndTurn | Place) and len(turns) == 1
        if isinstance(action, Place):
            assert b.pending == 1 and b.round == 1, "only the first round ends a turn on the last placement"
        if not game.is_over():
            assert turns[0]["player"] == s.turn != b.turn
            assert turns[0]["receives"] == s.pending.total() == income(game, s.turn)
    elif not game.is_over():
        trade_value = trades[0]["armies"] if trades else 0
        assert s.pending.total() == b.pending + trade_value - placed
    # a card for a turn with a conquest, unless the hand is full
    if isinstance(action, EndTurn):
        if b.conquered:
            drawn = kinds.count("card_drawn")
            if b.hands[b.turn] >= HAND_LIMIT:
                assert drawn == 0 and "no_card" in kinds
            else:
                assert drawn == 1 and len(s.hands[b.turn]) == b.hands[b.turn] + 1
        else:
            assert "card_drawn" not in kinds and len(s.hands[b.turn]) == b.hands[b.turn]
    if "eliminated" in kinds:
        (gone,) = [e.data for e in events if e.kind == "eliminated"]
        assert s.eliminated[gone["player"]] and s.hands[gone["player"]] == []
        held = b.hands[b.turn] + b.hands[gone["player"]]
        assert len(s.hands[b.turn]) == min(HAND_LIMIT, held)
        assert gone["discarded"] == max(0, held - HAND_LIMIT)


# -- the driver -------------------------------------------------------------------------------------


@dataclass
class Stats:
    actions: int = 0
    reasons: Counter[str] = field(default_factory=Counter)


def run_checked(game: WarGame, policy: Policy, check_rng: random.Random, cap: int, full_every: int = 16) -> int:
    """Play up to ``cap`` actions, checking everything after each one. Returns the actions played."""
    snapshot = game.snapshot()
    check_state(game)
    check_views(game, snapshot)
    turns_seen: set[tuple[int, int]] = set()
    played = 0
    while not game.is_over() and played < cap:
        every = played % full_every == 0
        check_legal(game, check_rng, every)
        check_refusals(game, check_rng, snapshot, every)
        action = policy.choose(game)
        assert action in game.legal_actions()
        b = before(game)
        events = game.apply(action)
        played += 1
        for e in events:
            if e.kind == "turn":
                key = (e.data["round"], e.data["player"])
                assert key not in turns_seen, f"seat {key[1]} plays twice in round {key[0]}"
                turns_seen.add(key)
        assert game.round_number() >= (max(r for r, _ in turns_seen) if turns_seen else 1)
        check_accounting(game, b, action, events)
        check_state(game)
        snapshot = game.snapshot()
        check_views(game, snapshot)
    if game.is_over():
        check_result(game)
        check_refusals(game, check_rng, snapshot, True)
    return played


players_st = st.integers(min_value=2, max_value=6)
seed_st = st.integers(min_value=0, max_value=2**32 - 1)
