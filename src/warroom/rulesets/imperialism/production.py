"""Production: counting the production points (PP) of an empire, and the purchase rounds' turn flow.

Rulebook 000, "Production", "Counting up the Production Points" (Basic and Standard Rules). The values
come from the level's data (content.py): a region without a building is worth
``level.region_without_building``, a city or port ``buildings[b].pp``, a face-up resource marker in an own
region its value, each set of four different economic buildings ``level.set_of_four``, each global region
owned whole ``level.whole_global_region``. Railroads and factories follow the level's switches:

- railroad "flat" (Basic): ``pp`` each; "per_adjacent" (Standard, "Railroad"): ``pp`` (4) for each city,
  factory or port and each resource of value > 0 in a region adjacent to the railroad's and in the
  empire. Each building and each resource counts (a region with a city and a 6 counts twice); different
  railroads may count the same building.
- factory "flat" (Basic): ``pp`` each; "next_to_city" (Standard, "Factory"): ``pp`` (15) only when a
  region adjacent to it holds a city of its owner.

Decisions:

- Basic, a region without a building: the Basic sequence-of-play text says 0 PP, its "Production"
  section and its worked example (61 + 20 = 81) say 5. The data says 5 and the example is a test.
- A fort (or a school) is not a building here: a region with only a fort counts as a region without a
  building ("Each Region with a Building (City, Port, Factory, Railroad, but NOT Fort)").
- "Adjacent" means a land border (Geography.land_adj); seas do not make regions adjacent.
- A resource counts only face up in an own region (a region's resource is flipped up when it joins an
  empire: "Resource Marker").
- "Use 'em or lose 'em" (000, "Spending the Production Points"): points left at EndPurchase are lost,
  unless option save_pp (003, "Gastar os Pontos de Produção": the players may agree to keep them);
  then they are added to the next income. Points left from the opening purchase are always lost (000
  and 003, "Buying the Starting Pieces": "they may not be saved").

Buying and placing live in :mod:`warroom.rulesets.imperialism.purchase`; this module re-exports the
contract's names (``legal_purchases``, ``check_buy``, ``execute_buy``, ``check_end_purchase``,
``execute_end_purchase``, ``after_round``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism.actions import Develop
from warroom.rulesets.imperialism.purchase import (
    after_round,
    check_buy,
    check_end_purchase,
    execute_buy,
    execute_end_purchase,
    legal_purchases,
)

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

__all__ = [
    "INCOME_PARTS",
    "after_round",
    "begin",
    "check_buy",
    "check_end_purchase",
    "execute_buy",
    "execute_end_purchase",
    "income",
    "legal_purchases",
]

#: The parts of an income, in the order they are shown ("total" follows them).
INCOME_PARTS = ("regions", "buildings", "railroads", "factories", "resources", "sets", "global_regions")

#: What a Standard railroad counts beside it, with resources of value > 0 (000, Standard Rules, "Railroad").
RAIL_FEEDERS = frozenset(("city", "factory", "port"))


def income(g: ImperialismGame, empire: int) -> dict[str, int]:
    """The production points ``empire`` would count now, by part, with their "total".

    "buildings" holds the cities and ports (and any other economic building the level adds), "railroads"
    and "factories" their own switches' values; "sets" the Basic sets of four; "global_regions" the
    whole global regions owned."""
    s = g.state
    level = g.level
    geo = g.geo
    owner = s.owner
    buildings = s.buildings
    own = [r for r, o in enumerate(owner) if o == empire]
    parts = dict.fromkeys(INCOME_PARTS, 0)
    counts: dict[str, int] = {}
    for r in own:
        value = s.resource[r]
        if value is not None and s.resource_up[r]:
            parts["resources"] += value
        if not buildings[r]:
            parts["regions"] += level.region_without_building
            continue
        for b in buildings[r]:
            counts[b] = counts.get(b, 0) + 1
            pp = level.buildings[b].pp
            if b == "railroad":
                if level.railroad == "per_adjacent":
                    parts["railroads"] += pp * _rail_feeders(g, r, empire)
                else:
                    parts["railroads"] += pp
            elif b == "factory":
                if level.factory != "next_to_city" or any(
                    owner[n] == empire and "city" in buildings[n] for n in geo.land_adj[r]
                ):
                    parts["factories"] += pp
            else:
                parts["buildings"] += pp
    if level.set_of_four:
        # 000, Basic Rules, "Production": 20 PP for each set of one City, Port, Factory and Railroad.
        parts["sets"] = level.set_of_four * min(counts.get(b, 0) for b in ("city", "port", "factory", "railroad"))
    if level.whole_global_region:
        whole = sum(1 for _gid, members in geo.global_regions if all(owner[r] == empire for r in members))
        parts["global_regions"] = level.whole_global_region * whole
    parts["total"] = sum(parts.values())
    return parts


def _rail_feeders(g: ImperialismGame, region: int, empire: int) -> int:
    """How many cities, factories, ports and resources (value > 0) stand in own regions beside a railroad."""
    s = g.state
    n = 0
    for other in g.geo.land_adj[region]:
        if s.owner[other] != empire:
            continue
        n += sum(1 for b in s.buildings[other] if b in RAIL_FEEDERS)
        value = s.resource[other]
        if value is not None and value > 0 and s.resource_up[other]:
            n += 1
    return n


def begin(g: ImperialismGame, empire: int) -> None:
    """Start ``empire``'s production round: count its income into ``s.pp`` and ``s.income``.

    Points left from its last production round are added only with option save_pp (they were zeroed at
    EndPurchase otherwise)."""
    s = g.state
    parts = income(g, empire)
    saved = s.pp[empire] if g.options.get("save_pp") else 0
    s.income[empire] = parts
    s.pp[empire] = parts["total"] + saved
    g.log.add("income", empire=g.colour_id(empire), saved=saved, pp=s.pp[empire], **parts)


def legal_develop(g: ImperialismGame) -> list[Action]:
    """Advanced: the Develop actions (not yet written)."""
    return []


def check_develop(g: ImperialismGame, action: Develop) -> None:
    raise IllegalAction("developing resources is not available yet")


def execute_develop(g: ImperialismGame, action: Develop) -> None:
    raise AssertionError("unreachable")
