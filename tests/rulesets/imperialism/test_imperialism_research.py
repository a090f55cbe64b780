"""Researching new technologies (Advanced Rules).

Rulebook 000, Advanced Rules, "Actions", "Researching New Technologies", "Discovery Rating",
"Technologies". Decisions tested here are in research.py's docstring (one attempt per technology per
round; the offered investments).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import pytest
from imperialism_helpers import blank, build, own

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import research
from warroom.rulesets.imperialism.actions import Research
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE = 0, 1
SCHOOL_REGIONS = ("france", "spain", "italy", "austria-hungary", "germany", "prussia")


def lab(
    pp: int = 100, schools: int = 0, techs: tuple[str, ...] = (), level: str = "advanced", **options: Any
) -> ImperialismGame:
    """Red to spend ``pp`` in its production round, with ``schools`` schools (in cities) and ``techs``."""
    g = blank(level, 2, **options)
    own(g, "great-britain", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    for region in SCHOOL_REGIONS[:schools]:
        own(g, region, RED, inf=1)
        build(g, region, "city", "school")
    s = g.state
    s.phase = "production"
    s.round = 0
    s.current = 0
    s.pp[RED] = pp
    s.techs[RED] = list(techs)
    return g


def script(g: ImperialismGame, *rolls: int) -> None:
    g.dice = ScriptedDice(list(rolls), 1, g.log)


def last(g: ImperialismGame, kind: str) -> dict[str, Any]:
    return next(e.data for e in reversed(list(g.log)) if e.kind == kind)


# -- the odds ------------------------------------------------------------------------------------------


def test_chance_is_exact_by_convolution() -> None:
    """000, "Researching New Technologies": five dice, success on a total "equal to, or less than" the
    rating. Hand-checked: 5 needs five 1s (1/6^5 = 1/7776); 6 adds the 5 ways of one 2 (6/7776); 7 adds
    the 5 ways of one 3 and the 10 of two 2s (21/7776); the sum is symmetric about 17.5, so 17 or less
    is exactly 1/2; 29 misses only five 6s; 30 always succeeds."""
    assert research.chance(4) == 0
    assert research.chance(5) == Fraction(1, 7776)
    assert research.chance(6) == Fraction(6, 7776)
    assert research.chance(7) == Fraction(21, 7776)
    assert research.chance(17) == Fraction(1, 2)
    assert research.chance(29) == Fraction(7775, 7776)
    assert research.chance(30) == 1
    assert research.chance(45) == 1
    # The distribution itself: 6^5 outcomes, each total's count an integer; a brute-force check.
    counts = [0] * 31
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                for d in range(1, 7):
                    for e in range(1, 7):
                        counts[a + b + c + d + e] += 1
    for k in range(31):
        assert research.chance(k) == Fraction(sum(counts[: k + 1]), 7776)


@pytest.mark.parametrize("pp", [15, 20])
def test_success_frequency_matches_exact_chance(pp: int) -> None:
    """000, "Researching New Technologies": the game's own attempts (seeded dice) succeed as often as the
    exact chance says: within 4.5 standard errors over 6000 attempts."""
    g = lab(pp=pp)
    s = g.state
    n, wins = 6000, 0
    for _ in range(n):
        s.techs[RED] = []
        s.research_round = []
        s.pp[RED] = pp
        g.apply(Research("industry-1", pp))
        wins += "industry-1" in s.techs[RED]
    p = float(research.chance(pp))
    assert abs(wins / n - p) <= 4.5 * math.sqrt(p * (1 - p) / n)


# -- the attempt --------------------------------------------------------------------------------------


def test_success_within_rating_gives_the_technology() -> None:
    """000, "Researching New Technologies": the player pays his investment and rolls five dice; a total
    equal to the rating succeeds and he has the technology; the PP are spent."""
    g = lab(pp=40)
    script(g, 3, 3, 3, 3, 3)
    g.apply(Research("industry-1", 15))
    s = g.state
    assert s.techs[RED] == ["industry-1"]
    assert s.pp[RED] == 25
    assert s.discoveries[RED] == 1
    event = last(g, "research")
    assert event == {
        "empire": g.colour_id(RED),
        "tech": "industry-1",
        "pp": 15,
        "rating": 15,
        "dice": [3, 3, 3, 3, 3],
        "total": 15,
        "success": True,
    }


def test_failure_loses_the_investment() -> None:
    """000, "Researching New Technologies": "If the player fails his roll (i.e. if he rolls higher than the
    Discovery Rating), then all PP's invested are lost." A failed attempt is no discovery."""
    g = lab(pp=40)
    script(g, 3, 3, 3, 3, 4)
    g.apply(Research("industry-1", 15))
    s = g.state
    assert s.techs[RED] == []
    assert s.pp[RED] == 25
    assert s.discoveries[RED] == 0
    assert last(g, "research")["success"] is False


def test_discovery_rating_adds_schools_times_science_and_education() -> None:
    """000, "Discovery Rating": PP invested + Schools x (Science Tech + Education Tech). Three schools,
    Education 1 and Science 1 held (Industry 1 does not count): 10 PP rate 10 + 3 x 2 = 16."""
    g = lab(pp=40, schools=3, techs=("education-1", "science-1", "industry-1"))
    assert research.rating(g.state, RED, 10) == 16
    script(g, 4, 4, 4, 2, 2)
    g.apply(Research("education-2", 10))
    assert "education-2" in g.state.techs[RED]
    assert last(g, "research")["rating"] == 16
    g2 = lab(pp=40, schools=3, techs=("education-1", "science-1", "industry-1"))
    script(g2, 4, 4, 4, 2, 3)
    g2.apply(Research("education-2", 10))
    assert "education-2" not in g2.state.techs[RED]


def test_schools_without_science_or_education_add_nothing() -> None:
    """000, "Discovery Rating": schools multiply the Science and Education advances: with none, the
    rating is the PP alone."""
    g = lab(schools=4, techs=("industry-1",))
    assert research.rating(g.state, RED, 12) == 12


def test_prerequisites() -> None:
    """000, "Researching New Technologies": only technologies whose prerequisites are all held, or with
    none (Education 1, Industry 1), may be researched."""
    g = lab()
    techs = {a.tech for a in g.legal_actions() if isinstance(a, Research)}
    assert techs == {"industry-1", "education-1"}
    with pytest.raises(IllegalAction, match="Science 2 needs Science 1, Education 2 first"):
        g.apply(Research("science-2", 10))
    g = lab(techs=("education-1", "science-1", "industry-1"))
    techs = {a.tech for a in g.legal_actions() if isinstance(a, Research)}
    assert techs == {"industry-2", "education-2", "metallurgy-1", "rifles-1"}
    with pytest.raises(IllegalAction, match="already have Science 1"):
        g.apply(Research("science-1", 10))
    with pytest.raises(IllegalAction, match="unknown technology 'steam'"):
        g.apply(Research("steam", 10))


def test_one_discovery_per_production_round() -> None:
    """000, "Researching New Technologies": "One new discovery may be made by each player during their
    production round." A new turn's production round allows another."""
    g = lab(pp=100, schools=4)
    script(g, 1, 1, 1, 1, 1)
    g.apply(Research("industry-1", 10))
    assert not any(isinstance(a, Research) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="made your one discovery this production round"):
        g.apply(Research("education-1", 10))
    g.state.turn += 1
    assert any(isinstance(a, Research) for a in g.legal_actions())
    script(g, 1, 1, 1, 1, 1)
    g.apply(Research("education-1", 10))
    assert g.state.techs[RED] == ["industry-1", "education-1"]


def test_two_discoveries_with_five_schools() -> None:
    """000, "Researching New Technologies": "Two discoveries may be made by players who have five or more
    Schools in their empire." """
    g = lab(pp=100, schools=5)
    script(g, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    g.apply(Research("industry-1", 10))
    g.apply(Research("education-1", 10))
    assert g.state.techs[RED] == ["industry-1", "education-1"]
    assert g.state.discoveries[RED] == 2
    with pytest.raises(IllegalAction, match="two discoveries"):
        g.apply(Research("industry-2", 10))


def test_a_failed_technology_waits_for_the_next_round() -> None:
    """Decision (000, "Researching New Technologies" limits discoveries, not attempts): one attempt per
    technology per production round; after a failure another technology may be tried."""
    g = lab(pp=100)
    script(g, 6, 6, 6, 6, 6)
    g.apply(Research("industry-1", 10))
    techs = {a.tech for a in g.legal_actions() if isinstance(a, Research)}
    assert techs == {"education-1"}
    with pytest.raises(IllegalAction, match="already tried Industry 1 this production round"):
        g.apply(Research("industry-1", 10))
    script(g, 1, 1, 1, 1, 1)
    g.apply(Research("education-1", 10))
    assert g.state.techs[RED] == ["education-1"]
    g.state.turn += 1
    assert {a.tech for a in g.legal_actions() if isinstance(a, Research)} >= {"industry-1"}


def test_any_investment_from_one_to_the_pp_at_hand() -> None:
    """000, "Researching New Technologies": the player "pays any investment PP's that he wants": at least
    1, at most what he has."""
    g = lab(pp=12)
    with pytest.raises(IllegalAction, match="at least 1 PP"):
        g.apply(Research("industry-1", 0))
    with pytest.raises(IllegalAction, match="only 12 PP"):
        g.apply(Research("industry-1", 13))
    script(g, 1, 1, 1, 1, 1)
    g.apply(Research("industry-1", 7))
    assert g.state.pp[RED] == 5


def test_offered_investments() -> None:
    """Decision: the legal actions offer 5, 10, ... 30 and the least investments giving 50% and 90%,
    capped by the PP at hand and by certainty (a rating of 30)."""
    g = lab(pp=100)
    p90 = next(k for k in range(31) if research.chance(k) >= Fraction(9, 10))
    assert research.chance(17) == Fraction(1, 2)
    assert research.investments(g.state, RED) == sorted({5, 10, 15, 17, 20, 25, 30, p90})
    assert {a.pp for a in g.legal_actions() if isinstance(a, Research)} == set(research.investments(g.state, RED))
    g = lab(pp=12)
    assert research.investments(g.state, RED) == [5, 10, 12]
    # Five schools and Education 1: a bonus of 5; certainty at 25 PP, a 50% chance at 12.
    g = lab(pp=100, schools=5, techs=("education-1",))
    assert research.investments(g.state, RED) == sorted({5, 10, 12, 15, 20, 25, p90 - 5})
    g = lab(pp=0)
    assert not any(isinstance(a, Research) for a in g.legal_actions())


def test_level_of_a_technology_line() -> None:
    """000, "Technologies": Rifles 1 and 2 (+1, +2 for infantry), Industry 1-3, Metallurgy 1-2: the
    level other modules read."""
    g = lab(techs=("industry-1", "rifles-1"))
    s = g.state
    assert research.level(s, RED, "rifles") == 1
    assert research.level(s, RED, "metallurgy") == 0
    s.techs[RED] += ["metallurgy-1", "rifles-2"]
    assert research.level(s, RED, "rifles") == 2
    assert research.level(s, BLUE, "rifles") == 0


@pytest.mark.parametrize(("level", "options"), [("advanced", {"research": False}), ("standard", {}), ("basic", {})])
def test_no_research_without_the_rule(level: str, options: dict[str, Any]) -> None:
    """000, Advanced Rules, "Introduction": the Advanced rules may be used or ignored one by one; without
    research (option off, or the Basic and Standard rules) there is no Research action."""
    g = lab(level=level, **options)
    assert not any(isinstance(a, Research) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="research is not in play"):
        g.apply(Research("industry-1", 10))


def test_research_only_in_the_production_round() -> None:
    """000, "Actions": the new actions are taken "during his production round"."""
    g = lab()
    g.state.phase = "movement"
    g.state.round = 1
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(Research("industry-1", 10))
