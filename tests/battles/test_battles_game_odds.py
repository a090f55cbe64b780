"""Game.odds in War Cards and War! Age of Imperialism: exact, from public information only (the answer
does not change when a secret does), and equal to the calculator fed by hand."""

from __future__ import annotations

import random
from typing import Any

import pytest

from warroom import new_game
from warroom.battles import imperialism_basic, ships
from warroom.battles.imperialism import native_army
from warroom.battles.war_cards import confront
from warroom.rulesets.imperialism import combat, pieces
from warroom.rulesets.imperialism.actions import Answer, Fight
from warroom.rulesets.war_cards.actions import Attack


def test_war_cards_attack_odds_count_the_unseen_cards() -> None:
    g: Any = new_game("war-cards", players=3, seed=1)
    attack = next(a for a in g.legal_actions() if isinstance(a, Attack) and a.card in g.content.dice_of)
    s = g.state
    s.dice_discard.extend(s.dice_pile[:5])  # five cards face up on the discards
    del s.dice_pile[:5]
    red = g.content.dice_of[attack.card].attack
    unseen = [c for c in g.content.dice_cards if c.id != attack.card and c.id not in s.dice_discard]
    wins = sum(1 for c in unseen if confront(red, c.defence)[0] > confront(red, c.defence)[1])
    odds = g.odds(attack)
    assert odds is not None and odds["method"] == "exact"
    assert odds["attacker_wins"] == pytest.approx(wins / len(unseen), abs=1e-12)
    assert odds["attacker_wins"] + odds["defender_wins"] == pytest.approx(1.0)
    assert {"expected_attacker_left", "expected_defender_left", "distribution"} <= set(odds)
    # The attacker's hand is a secret: emptying it (or shuffling the pile) changes nothing.
    s.hands[s.turn].clear()
    random.Random(3).shuffle(s.dice_pile)
    assert g.odds(attack) == odds


def test_war_cards_no_odds_without_dice() -> None:
    g: Any = new_game("war-cards", players=3, seed=1)
    attack = next(a for a in g.legal_actions() if isinstance(a, Attack))
    own = next(t for t in g.table.ids if g.state.owner[g.table.index[t]] == g.state.turn)
    assert g.odds(Attack(attack.source, own, attack.card)) is None
    assert g.odds(Attack(attack.source, attack.target, "no-such-card")) is None
    special = next(iter(g.content.special_of))
    assert g.odds(Attack(attack.source, attack.target, special)) is None


def _play_until(ruleset: str, seed: int, found: type, steps: int = 6000) -> tuple[Any, Any]:
    g = new_game(ruleset, players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        acts = g.legal_actions()
        hits = [a for a in acts if isinstance(a, found) and g.odds(a) is not None]
        if hits:
            return g, hits[0]
        g.apply(rng.choice(acts))
    pytest.skip(f"no {found.__name__} within {steps} actions")


def test_natives_seen_once_are_known_and_unseen_ones_stay_secret() -> None:
    """A face-down marker nobody has seen gets no odds; one turned up for everyone by a "natives" event (a
    battle it won, after which it went back face down: ``state.native_seen``) is public: the odds are the
    battle against it."""
    g, action = _play_until("imperialism-basic", 5, Fight)
    assert isinstance(action, Fight)
    s = g.state
    r = g.board.index[action.region]
    other = next(x for x, m in enumerate(s.native) if m is not None and not s.native_up[x] and x != r)
    s.native_up[other] = False
    g.log.add("natives", region=g.geo.id(other), value=s.native[other], army={})
    s.native_seen.add(other)  # as combat.py records a marker a battle turned up (public knowledge)
    marker = s.native[other]
    assert marker is not None
    for p in pieces.armies_in(s, r, s.empire_turn()):
        pieces.relocate(s, p, other)
    for _ in range(2):
        pieces.create(s, s.empire_turn(), "inf", other)
    pieces.create(s, s.empire_turn(), "cav", other)
    here = combat._counts(pieces.armies_in(s, other, s.empire_turn()))
    odds = g.odds(Fight(g.geo.id(other), "strongest"))
    assert odds is not None and odds["method"] == "exact"
    expected = imperialism_basic.odds(here, native_army(marker)).to_json()
    assert odds == expected
    g.log.add("markers", regions=0, box=0)  # markers placed since: the value is no longer known
    s.native_seen.discard(other)  # as setup.py forgets a region whose marker is drawn anew
    assert g.odds(Fight(g.geo.id(other), "strongest")) is None


def test_sea_battle_answer_gets_the_ship_odds() -> None:
    g, action = _play_until("imperialism-basic", 1, Answer)
    assert isinstance(action, Answer)
    odds = g.odds(action)
    assert odds is not None and odds["method"] == "exact" and odds["system"] == "ships"
    it = g.state.interrupt
    assert it is not None and it.kind == "encounter"
    who, mover, sea = it.empire, it.data["mover"], it.data["sea"]
    enemy = g.empire_of(action.choice) if who == mover else mover
    mine, theirs = len(pieces.ships_in(g.state, sea, who)), len(pieces.ships_in(g.state, sea, enemy))
    assert odds["battle"]["attack"] == mine and odds["battle"]["defend"] == theirs
    expected = ships.odds(mine, theirs, hits=odds["battle"]["hits"], damage=("focus", "focus"))
    assert odds["attacker_wins"] == pytest.approx(expected.attacker_wins, abs=1e-12)
    assert g.odds(Answer("no")) is None
