"""World War IV's exact combat calculator (warroom.battles.rout_kill through ww4/combat_exact.py): a duel
solved by hand, and small combats against the game's own combat code (combat_odds.run_samples, 4 standard
errors)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from warroom.battles import rout_kill, rout_kill_dense, rout_kill_vec
from warroom.rulesets.ww4 import combat_odds


def test_militia_duel_by_hand() -> None:
    """One Militia each (kill on 6, rout on 4-5, rally on 4-6), no Fort: both fire in the last volley; a hit on
    a routed Militia destroys it. States at the start of a round: each Militia unrouted (u) or routed (r)."""
    after_fire = {"u": {"dead": 1 / 6, "r": 2 / 6, "u": 3 / 6}, "r": {"dead": 3 / 6, "r": 3 / 6}}
    states = [("u", "u"), ("u", "r"), ("r", "u"), ("r", "r")]
    q = np.zeros((4, 4))  # transient -> transient, one round
    win = np.zeros(4)  # -> the invader wins (the defender's Militia dead, the invader's alive)
    both = np.zeros(4)
    for i, (a, d) in enumerate(states):
        # The defender's Militia is hit if the invader's fires (unrouted); and the other way round.
        to_d = after_fire[d] if a == "u" else {d: 1.0}
        to_a = after_fire[a] if d == "u" else {a: 1.0}
        for a2, pa in to_a.items():
            for d2, pd in to_d.items():
                p = pa * pd
                if a2 == "dead" or d2 == "dead":
                    if a2 == "dead" and d2 == "dead":
                        both[i] += p
                    elif d2 == "dead":
                        win[i] += p
                    continue
                # Rally: a routed Militia comes back on 4-6.
                for ra, qa in (("u", 0.5), ("r", 0.5)) if a2 == "r" else (("u", 1.0),):
                    for rd, qd in (("u", 0.5), ("r", 0.5)) if d2 == "r" else (("u", 1.0),):
                        q[i, states.index((ra, rd))] += p * qa * qd
    n = np.linalg.inv(np.eye(4) - q)
    odds = combat_odds.simulate({"militia": 1}, {"militia": 1})
    assert odds.method == "exact"
    assert odds.attacker_wins == pytest.approx((n @ win)[0], abs=1e-10)
    assert odds.both_destroyed == pytest.approx((n @ both)[0], abs=1e-10)
    assert odds.expected_rounds == pytest.approx(n[0].sum(), abs=1e-9)


CASES = [
    ({"militia": 2, "armor": 1}, {"cavalry": 1, "artillery": 1}, True),
    ({"soldier": 2, "cavalry": 1}, {"militia": 2, "soldier": 1}, False),
]


@pytest.mark.parametrize(("attack", "defend", "fort"), CASES)
def test_exact_against_the_combat_code(
    attack: dict[str, int], defend: dict[str, int], fort: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    exact = combat_odds.simulate(attack, defend, fort=fort)
    assert exact.method == "exact"
    assert math.fsum(e.probability for e in exact.distribution) == pytest.approx(1.0, abs=1e-9)
    monkeypatch.setattr(combat_odds, "solve", combat_odds.run_samples)
    n = 1500
    sampled = combat_odds.simulate(attack, defend, fort=fort, samples=n, seed=9)
    assert sampled.method == "monte-carlo"
    for name in ("attacker_wins", "defender_wins"):
        p = getattr(exact, name)
        assert abs(getattr(sampled, name) - p) < 4 * math.sqrt(max(p * (1 - p), 1e-3) / n), name
    for name in ("expected_attacker_left", "expected_defender_left", "expected_rounds"):
        lo, hi = sampled.ci95[name]  # type: ignore[index]
        half = (hi - lo) / 2 * 4 / 1.96  # four standard errors
        assert abs(getattr(exact, name) - getattr(sampled, name)) < half, name


def test_too_large_falls_back_to_sampling(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the dense programme's limit the vectorised Monte Carlo answers; without numpy, past the
    dictionary programme's, the combat code's Monte Carlo with the samples asked for."""
    monkeypatch.setattr(rout_kill_dense, "MAX_PAIRS", 3)
    odds = combat_odds.simulate({"militia": 3, "armor": 1}, {"cavalry": 2}, samples=50)
    assert odds.method == "monte-carlo" and odds.samples and odds.samples >= 512 and odds.ci95 is not None
    monkeypatch.setattr(rout_kill_vec, "available", lambda: False)
    monkeypatch.setattr(rout_kill, "MAX_STATES", 3)
    odds = combat_odds.simulate({"militia": 3, "armor": 1}, {"cavalry": 2}, samples=50)
    assert odds.method == "monte-carlo" and odds.samples == 50 and odds.ci95 is not None
