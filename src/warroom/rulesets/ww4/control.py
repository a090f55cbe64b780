"""Steps 2 and 3 of the player turn: Control Lands and Collect Income.

Rulebook 004:
- "2. Control Lands": "you Control every space where you have a Fort, a City, or at least one unit is
  present from the following list: Armor, Artillery, Bomber, Cavalry, King, Militia, Soldier" (Spies and
  ships do not control). "If you do not Control the space at this point in your turn you do not Control the
  space for the entire turn. If you Control all 5 Cities at this point in your turn then you win the game!"
  (also "Victory!", World Rule).
- "Cities": a City is yours while you Control it. Decision: at each Control Lands step a City whose space
  holds Control units of one colour alone becomes that colour's (a barbarian's too); otherwise it stays with
  whoever held it.
- "Cities", Capital: "If a player Controls a space with another player's Capital City then that City's
  nation ... must surrender all Innovation Cards to the General Knowledge area." Decision: checked at the
  controller's Control Lands step, every turn he holds it (cards the victim drew since go too).
- "3. Collect Income": C of each controlled space, plus C1 for each controlled Fort (your own: "Your Forts
  also produce C1 per turn") and City; "If you do not Control at least one City then you may not collect
  any income". Events: a "no-income" space gives nothing (neither its C nor its C1), a "skip-phase" of
  collect-income skips the step.

Decision on who Controls a space at other times (``controls``): the nation whose turn it is Controls, for
the whole turn, exactly what its Control Lands step gave it; any other nation Controls what its own last
Control Lands step gave it and every space where it now has a Fort, a City or a Control unit, except the
spaces where another colour now has a Fort, City or Control unit of its own and it has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from warroom.rulesets.ww4 import ending, events, units

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The steps of a turn that come before Control Lands: the current nation's list is last turn's then.
BEFORE_CONTROL = ("event", "control")


def holds(g: WW4Game, nation: int, space: int) -> bool:
    """Whether ``nation`` has a Fort, a City or a Control unit in ``space`` now (the Control Lands test)."""
    s = g.state
    return s.fort[space] == nation or s.city[space] == nation or nation in units.controllers(s, space)


def lands(g: WW4Game, nation: int) -> list[int]:
    """Every space ``nation`` would Control if its Control Lands step were now."""
    return [space for space in range(len(g.state.at)) if holds(g, nation, space)]


def controls(g: WW4Game, nation: int, space: int) -> bool:
    """Whether ``nation`` Controls ``space`` now (see the module's decision)."""
    s = g.state
    if s.order and nation == s.nation() and s.step not in BEFORE_CONTROL:
        return space in s.control[nation]
    if holds(g, nation, space):
        return True
    if space not in s.control[nation]:
        return False
    others = units.controllers(s, space) - {nation}
    return not others and s.fort[space] in (-1, nation) and s.city[space] in (-1, nation)


def update_cities(g: WW4Game) -> None:
    """A City with Control units of one colour alone in its space is that colour's."""
    s = g.state
    for space in g.map.cities:
        owners = units.controllers(s, space)
        if len(owners) == 1:
            (owner,) = owners
            if s.city[space] != owner:
                s.city[space] = owner
                g.log.add("city", space=g.map.id(space), nation=g.colour_id(owner))


def run_control(g: WW4Game) -> None:
    """Step 2: fix the spaces the current nation Controls this turn; the Capital rule; the World Rule."""
    s = g.state
    n = s.nation()
    update_cities(g)
    s.control[n] = lands(g, n)
    g.log.add("control", nation=g.colour_id(n), spaces=[g.map.id(x) for x in s.control[n]])
    for other, nation in enumerate(g.content.nations):
        if other != n and s.seat_of[other] >= 0 and nation.capital in s.control[n] and s.hands[other]:
            cards = s.hands[other]
            s.hands[other] = []
            s.knowledge.extend(cards)
            for card in cards:
                s.shared.pop(card, None)
            g.log.add("capital-secrets", nation=g.colour_id(other), by=g.colour_id(n), cards=list(cards))
    cities = [space for space in g.map.cities if space in s.control[n]]
    if len(cities) == len(g.map.cities):
        ending.finish(g, "world-rule", [n], f"{g.nation_name(n)} controls all {len(cities)} Cities")


def income(g: WW4Game, nation: int) -> int:
    """What ``nation`` collects on its Control list (0 without a controlled City)."""
    return income_of(g, nation, g.state.control[nation])


def income_of(g: WW4Game, nation: int, mine: Sequence[int]) -> int:
    """What ``nation`` would collect on the Control list ``mine`` (0 without a City on it): the C of each
    space, C1 more for each own Fort and City (rulebook 004, "3. Collect Income")."""
    s = g.state
    if not any(space in g.map.cities for space in mine):
        return 0
    total = 0
    for space in mine:
        if events.income_blocked(g, space):
            continue
        total += g.map.c[space]
        if s.fort[space] == nation:
            total += 1
        if space in g.map.cities:
            total += 1
    return total


def run_income(g: WW4Game) -> None:
    """Step 3: collect income."""
    s = g.state
    n = s.nation()
    if events.skips(g, n, "collect-income"):
        g.log.add("income", nation=g.colour_id(n), amount=0, reason="skipped")
        return
    if not any(space in g.map.cities for space in s.control[n]):
        g.log.add("income", nation=g.colour_id(n), amount=0, reason="no-city")
        return
    amount = income(g, n)
    s.money[n] += amount
    g.log.add("income", nation=g.colour_id(n), amount=amount, money=s.money[n])
