"""Advanced Rules: researching new technologies in the production round.

Rulebook 000, Advanced Rules, "Actions": researching is one of the three actions of a production round
besides buying, taking effect immediately. "Researching New Technologies": the player chooses a
technology, pays any investment PP he wants and rolls five dice; a total equal to or less than the
"Discovery Rating" is a success (the technology is his), a higher one loses the PP invested. Only
technologies whose prerequisites are all held may be researched (Education 1 and Industry 1 have none:
the chart is ``g.content.technologies``, reconstructed, see the JSON's provenance). "One new discovery may
be made by each player during their production round. Two discoveries may be made by players who have
five or more Schools in their empire." "Discovery Rating": PP invested + schools x (Science and
Education technologies held).

The effects are read by other modules through :func:`level` (Industry: production; Rifles: battles;
Metallurgy: sea battles); Education and Science act only here, through the rating.

Decisions:

- An attempt invests between 1 PP and all the PP the empire has; the PP are paid whatever the dice say.
  The legal-action list offers a ladder (5, 10, ... 30 and the least investments that give at least a
  50% and a 90% chance), each capped by the PP at hand and by the investment that makes success
  certain; :func:`check_research` accepts any whole investment in range.
- At most one attempt per technology per production round (a failed technology waits for the next
  round; another one may be tried): repeated small attempts would make "all PP's invested are lost"
  meaningless. A failed attempt is not a discovery.
- The discovery limit counts the schools in the empire's regions when the attempt is made.
- The round's discoveries and attempts are kept with the turn they belong to
  (``ImperialismState.research_round``): a new turn's production round starts from none, whoever
  begins the round.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Param
from warroom.rulesets.imperialism.actions import Research
from warroom.rulesets.imperialism.state import ImperialismState
from warroom.rulesets.imperialism.wording import commas
from warroom.rulesets.imperialism.wording import tech as tech_name

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: Dice rolled for an attempt ("rolls five dice").
DICE = 5
#: The highest total of the dice: a rating this high always succeeds.
MAX_TOTAL = 6 * DICE
#: Investments always offered (when affordable and useful), besides the 50% and 90% ones.
LADDER = (5, 10, 15, 20, 25, 30)
#: The chances the offered investments aim at.
TARGETS = (Fraction(1, 2), Fraction(9, 10))
#: Schools needed for a second discovery in one production round.
SCHOOLS_FOR_TWO = 5
#: The technology lines whose advances add to the discovery rating ("Discovery Rating").
RATING_LINES = ("science", "education")


@cache
def _distribution() -> tuple[Fraction, ...]:
    """P(sum of five dice = t) for t = 0 .. 30, by convolving one die five times."""
    dist = [Fraction(1)]
    for _ in range(DICE):
        nxt = [Fraction(0)] * (len(dist) + 6)
        for total, p in enumerate(dist):
            for face in range(1, 7):
                nxt[total + face] += p / 6
        dist = nxt
    return tuple(dist[: MAX_TOTAL + 1])


@cache
def chance(rating: int) -> Fraction:
    """The exact probability that five dice total ``rating`` or less (a research attempt succeeds).
    Cached: the legal investments and the greedy player ask for the same few ratings at every decision."""
    if rating < DICE:
        return Fraction(0)
    return sum(_distribution()[: min(rating, MAX_TOTAL) + 1], Fraction(0))


def level(s: ImperialismState, empire: int, line: str) -> int:
    """How far ``empire`` has advanced in a technology line: ``level(s, e, "rifles")`` is 0, 1 or 2
    (Rifles 1, Rifles 2); ids are ``<line>-<n>``."""
    if empire < 0 or empire >= len(s.techs):
        return 0
    best = 0
    prefix = line + "-"
    for tech in s.techs[empire]:
        if tech.startswith(prefix) and tech[len(prefix) :].isdigit():
            best = max(best, int(tech[len(prefix) :]))
    return best


def schools(s: ImperialismState, empire: int) -> int:
    """Schools in ``empire``'s regions."""
    return sum(1 for r, o in enumerate(s.owner) if o == empire and s.school[r])


def bonus(s: ImperialismState, empire: int) -> int:
    """The part of the discovery rating that is not PP: schools x (Science + Education advances held)."""
    held = sum(1 for t in s.techs[empire] if t.split("-")[0] in RATING_LINES)
    return schools(s, empire) * held


def rating(s: ImperialismState, empire: int, pp: int) -> int:
    """The discovery rating of an attempt investing ``pp`` ("Discovery Rating")."""
    return pp + bonus(s, empire)


def allowed_discoveries(s: ImperialismState, empire: int) -> int:
    """One discovery per production round, two with five or more schools."""
    return 2 if schools(s, empire) >= SCHOOLS_FOR_TWO else 1


def _this_round(s: ImperialismState, empire: int) -> tuple[int, tuple[str, ...]]:
    """(discoveries, technologies attempted) in the current turn's production round."""
    if empire < len(s.research_round):
        turn, attempted = s.research_round[empire]
        if turn == s.turn:
            return s.discoveries[empire], attempted
    return 0, ()


def researchable(g: ImperialismGame, empire: int) -> list[str]:
    """The technologies ``empire`` does not hold and whose prerequisites it holds, in chart order."""
    held = set(g.state.techs[empire])
    return [t.id for t in g.content.technologies.values() if t.id not in held and set(t.needs) <= held]


def investments(s: ImperialismState, empire: int) -> list[int]:
    """The investments offered as legal actions (see the module's decisions)."""
    base = bonus(s, empire)
    cap = min(s.pp[empire], max(1, MAX_TOTAL - base))
    if cap < 1:
        return []
    wanted = set(LADDER)
    for target in TARGETS:
        wanted.add(next((pp for pp in range(1, MAX_TOTAL + 1) if chance(pp + base) >= target), MAX_TOTAL))
    return sorted({min(pp, cap) for pp in wanted})


def _problem(g: ImperialismGame, empire: int) -> Msg | None:
    """Why ``empire`` may not research now at all, or None."""
    s = g.state
    if not g.level.research:
        return Msg("aoi.err.research.rule")
    done, _ = _this_round(s, empire)
    allowed = allowed_discoveries(s, empire)
    if done >= allowed:
        return Msg("aoi.err.research.one" if allowed == 1 else "aoi.err.research.two")
    if s.pp[empire] < 1:
        return Msg("aoi.err.research.no_pp")
    return None


def legal_research(g: ImperialismGame) -> list[Action]:
    """Research actions of the current empire: each researchable technology not yet attempted this round,
    at each offered investment."""
    s = g.state
    empire = s.empire_turn()
    if _problem(g, empire) is not None:
        return []
    _, attempted = _this_round(s, empire)
    amounts = investments(s, empire)
    return [Research(tech, pp) for tech in researchable(g, empire) if tech not in attempted for pp in amounts]


def check_research(g: ImperialismGame, action: Research) -> None:
    """Research is in play; the empire may still discover this round; the technology exists, is not held,
    has its prerequisites and was not attempted this round; 1 <= pp <= the PP at hand."""
    s = g.state
    empire = s.empire_turn()
    problem = _problem(g, empire)
    if problem is not None:
        raise IllegalAction(problem)
    chart = g.content.technologies
    tech = chart.get(action.tech)
    if tech is None:
        raise IllegalAction(Msg("aoi.err.research.unknown", tech=repr(action.tech), chart=", ".join(chart)))
    held = s.techs[empire]
    if tech.id in held:
        raise IllegalAction(Msg("aoi.err.research.held", tech=tech_name(tech.id)))
    missing: list[Param] = [tech_name(n) for n in tech.needs if n not in held]
    if missing:
        raise IllegalAction(Msg("aoi.err.research.needs", tech=tech_name(tech.id), missing=commas(missing)))
    if tech.id in _this_round(s, empire)[1]:
        raise IllegalAction(Msg("aoi.err.research.tried", tech=tech_name(tech.id)))
    if isinstance(action.pp, bool) or not isinstance(action.pp, int) or action.pp < 1:
        raise IllegalAction(Msg("aoi.err.research.at_least", pp=repr(action.pp)))
    if action.pp > s.pp[empire]:
        raise IllegalAction(Msg("aoi.err.research.only", have=s.pp[empire], pp=str(action.pp)))


def execute_research(g: ImperialismGame, action: Research) -> None:
    """Pay the PP, roll five dice against the rating: the technology is won, or the PP are lost."""
    s = g.state
    empire = s.empire_turn()
    done, attempted = _this_round(s, empire)
    while len(s.research_round) < s.empires:
        s.research_round.append((0, ()))
    s.research_round[empire] = (s.turn, (*attempted, action.tech))
    s.discoveries[empire] = done
    s.pp[empire] -= action.pp
    value = rating(s, empire, action.pp)
    dice = g.dice.roll(DICE, "research", tech=action.tech)
    success = sum(dice) <= value
    if success:
        s.techs[empire].append(action.tech)
        s.discoveries[empire] = done + 1
    g.log.add(
        "research",
        empire=g.colour_id(empire),
        tech=action.tech,
        pp=action.pp,
        rating=value,
        dice=dice,
        total=sum(dice),
        success=success,
    )
