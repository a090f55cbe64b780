"""Production: counting the production points (PP) of an empire, and the purchase rounds' turn flow.

Rulebook 000, "Production", "Counting up the Production Points" (Basic and Standard Rules). The values
come from the level's data (content.py): a region without a building is worth
``level.region_without_building``, a city or port ``buildings[b].pp``, a face-up resource marker in an own
region its value, each set of four different economic buildings ``level.set_of_four``, each global region
owned whole ``level.whole_global_region``. Railroads and factories follow the level's switches:

- railroad "flat" (Basic): ``pp`` each; "per_adjacent" (Standard and Advanced, "Railroad"): ``pp`` (4) for
  each city, factory or port and each resource of value > 0 (Advanced: each *developed* resource) in a
  region adjacent to the railroad's and in the empire. Each building and each resource counts (a region
  with a city and a 6 counts twice); different railroads may count the same building.
- factory "flat" (Basic): ``pp`` each; "next_to_city" (Standard, "Factory"): ``pp`` (15) only when a
  region adjacent to it holds a city of its owner; "advanced" (000, Advanced Rules, "Factory" and
  "Researching New Technologies", Industry 1-3): also only next to an own city, worth
  10 + (2 + Industry level) x the developed resources in the empire (Industry 1: 3, 2: 4, 3: 5 each).
- port "flat": ``pp`` each; "advanced" (000, Advanced Rules, "Port"): 2 x the empire's factories + 1 x the
  ports in the world (every empire's, this one's included).

Advanced Rules (each an option; ``g.level`` says which are in play):

- Hidden resources (``level.hidden_resources``, "Resource Marker"): a region's resource stays face down
  when it joins an empire; its owner may look (views.py); it produces nothing, feeds no railroad and
  counts for no factory until developed: the :class:`Develop` action in the owner's production round,
  paid like a building (``level.develop_cost``, 30), turns it face up. Without the rule resources turn
  face up on joining, as in the Standard game, and count as developed.
- Blockade (``level.blockade``, "Blockade"): decision, automatic: every ship of an empire at war with the
  producing empire and allowed to attack it (diplomacy.may_attack), in a sea area touching one of the
  producing empire's regions with a port, blockades at the start of that empire's production round (a
  player never loses by declaring one). 10 PP per ship, at most half the revenue (the other parts'
  total, rounded down), shown as the income part "blockade" (negative). A ship touching several ports
  counts once.

Decisions:

- Basic, a region without a building: the Basic sequence-of-play text says 0 PP, its "Production"
  section and its worked example (61 + 20 = 81) say 5. The data says 5 and the example is a test.
- A fort (or a school) is not a building here: a region with only a fort counts as a region without a
  building ("Each Region with a Building (City, Port, Factory, Railroad, but NOT Fort)").
- "Adjacent" means a land border (Geography.land_adj); seas do not make regions adjacent.
- A resource counts only face up in an own region (a region's resource is flipped up when it joins an
  empire: "Resource Marker"; Advanced: when developed).
- Advanced factory: a "developed resource" is a face-up resource of value > 0 in an own region (a marker
  with no value "may be discarded after being flipped up": it is no resource, as for the railroad).
  The Industry level is the highest Industry technology held (``s.techs``).
- Advanced port: "Player's Factories" counts every factory of the empire, producing or not (the text
  counts factories, not their production).
- Developing: no engineer discount (a resource "does not count as a building"), unless option
  develop_discount (corrections.py: "paid for like a building" read as the whole price rule); it takes
  effect at once,
  also with Plan & Reveal (the marker turns face up for everyone); a marker of value 0 stays on the
  board face up (it produces nothing).
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
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import corrections, pieces
from warroom.rulesets.imperialism.actions import Develop
from warroom.rulesets.imperialism.content import Level
from warroom.rulesets.imperialism.diplomacy import may_attack
from warroom.rulesets.imperialism.purchase import (
    after_round,
    check_buy,
    check_end_purchase,
    execute_buy,
    execute_end_purchase,
    factory_needs_city,
    legal_purchases,
)
from warroom.rulesets.imperialism.wording import empire as empire_name
from warroom.rulesets.imperialism.wording import refusal

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

__all__ = [
    "BLOCKADE_PART",
    "INCOME_PARTS",
    "after_round",
    "begin",
    "blockaders",
    "check_buy",
    "check_develop",
    "check_end_purchase",
    "developed_resources",
    "execute_buy",
    "execute_develop",
    "execute_end_purchase",
    "income",
    "income_parts",
    "industry_level",
    "legal_develop",
    "legal_purchases",
]

#: The parts of an income, in the order they are shown ("total" follows them).
INCOME_PARTS = ("regions", "buildings", "railroads", "factories", "resources", "sets", "global_regions")
#: Advanced ("Blockade"): the part a blockade takes off (negative); present only with ``level.blockade``.
BLOCKADE_PART = "blockade"

#: What a Standard railroad counts beside it, with resources of value > 0 (000, Standard Rules, "Railroad").
RAIL_FEEDERS = frozenset(("city", "factory", "port"))

#: 000, Advanced Rules, "Factory": 10 + 2 x developed resources; "Researching New Technologies": Industry
#: n makes it 10 + (2 + n) x developed resources.
ADVANCED_FACTORY_BASE = 10
ADVANCED_FACTORY_PER_RESOURCE = 2
#: 000, Advanced Rules, "Port": 2 x the player's factories + 1 x the ports in the world.
ADVANCED_PORT_PER_FACTORY = 2
ADVANCED_PORT_PER_PORT = 1
#: 000, Advanced Rules, "Blockade": 10 PP per blockading ship, at most half the revenue.
BLOCKADE_PER_SHIP = 10


def income_parts(level: Level) -> tuple[str, ...]:
    """The parts an income has at ``level`` ("total" aside): INCOME_PARTS, then "blockade" when in play."""
    return (*INCOME_PARTS, BLOCKADE_PART) if level.blockade else INCOME_PARTS


def industry_level(g: ImperialismGame, empire: int) -> int:
    """The highest Industry technology ``empire`` holds (0 without any): 000, Advanced Rules, "Researching
    New Technologies"."""
    held = g.state.techs[empire] if g.state.techs else []
    level = 0
    while f"industry-{level + 1}" in held:
        level += 1
    return level


def developed_resources(g: ImperialismGame, empire: int) -> int:
    """How many face-up resources of value > 0 stand in ``empire``'s regions."""
    s = g.state
    return sum(
        1
        for r, o in enumerate(s.owner)
        if o == empire and (v := s.resource[r]) is not None and v > 0 and s.resource_up[r]
    )


def _factory_value(g: ImperialismGame, empire: int) -> int:
    """What one producing factory of ``empire`` is worth."""
    level = g.level
    if level.factory != "advanced":
        return level.buildings["factory"].pp
    per = ADVANCED_FACTORY_PER_RESOURCE + industry_level(g, empire)
    return ADVANCED_FACTORY_BASE + per * developed_resources(g, empire)


def _port_value(g: ImperialismGame, empire: int) -> int:
    """What one port of ``empire`` is worth."""
    if g.level.port != "advanced":
        return g.level.buildings["port"].pp
    s = g.state
    factories = sum(held.count("factory") for r, held in enumerate(s.buildings) if s.owner[r] == empire)
    ports = sum(held.count("port") for held in s.buildings)
    return ADVANCED_PORT_PER_FACTORY * factories + ADVANCED_PORT_PER_PORT * ports


def income(g: ImperialismGame, empire: int) -> dict[str, int]:
    """The production points ``empire`` would count now, by part, with their "total".

    "buildings" holds the cities and ports (and any other economic building the level adds), "railroads"
    and "factories" their own switches' values; "sets" the Basic sets of four; "global_regions" the
    whole global regions owned; with the Advanced blockade, "blockade" what enemy ships take (<= 0)."""
    s = g.state
    level = g.level
    geo = g.geo
    owner = s.owner
    buildings = s.buildings
    own = [r for r, o in enumerate(owner) if o == empire]
    parts = dict.fromkeys(INCOME_PARTS, 0)
    counts: dict[str, int] = {}
    factory_pp = _factory_value(g, empire)
    port_pp = _port_value(g, empire)
    needs_city = factory_needs_city(level)
    for r in own:
        value = s.resource[r]
        if value is not None and s.resource_up[r]:
            parts["resources"] += value
        if not buildings[r]:
            parts["regions"] += level.region_without_building
            continue
        for b in buildings[r]:
            counts[b] = counts.get(b, 0) + 1
            if b == "railroad":
                pp = level.buildings[b].pp
                if level.railroad == "per_adjacent":
                    parts["railroads"] += pp * _rail_feeders(g, r, empire)
                else:
                    parts["railroads"] += pp
            elif b == "factory":
                if not needs_city or any(owner[n] == empire and "city" in buildings[n] for n in geo.land_adj[r]):
                    parts["factories"] += factory_pp
            elif b == "port":
                parts["buildings"] += port_pp
            else:
                parts["buildings"] += level.buildings[b].pp
    if level.set_of_four:
        # 000, Basic Rules, "Production": 20 PP for each set of one City, Port, Factory and Railroad.
        parts["sets"] = level.set_of_four * min(counts.get(b, 0) for b in ("city", "port", "factory", "railroad"))
    if level.whole_global_region:
        whole = sum(1 for _gid, members in geo.global_regions if all(owner[r] == empire for r in members))
        parts["global_regions"] = level.whole_global_region * whole
    revenue = sum(parts.values())
    if level.blockade:
        # 000, Advanced Rules, "Blockade": 10 PP per ship, "up to a maximum of half of his total PP revenue".
        ships = sum(blockaders(g, empire).values())
        parts[BLOCKADE_PART] = -min(BLOCKADE_PER_SHIP * ships, revenue // 2)
    parts["total"] = sum(parts.values())
    return parts


def blockaders(g: ImperialismGame, empire: int) -> dict[int, int]:
    """The ships blockading ``empire``'s ports now, counted per blockading empire (000, Advanced Rules,
    "Blockade"): ships of empires that may attack it (at war, ready: diplomacy.may_attack) in a sea area
    touching one of its regions with a port; each ship once."""
    s = g.state
    seas = {sea for r, o in enumerate(s.owner) if o == empire and "port" in s.buildings[r] for sea in g.geo.coast[r]}
    out: dict[int, int] = {}
    for sea in sorted(seas):
        for ship in pieces.ships_in(s, sea):
            if ship.owner != empire and may_attack(g, ship.owner, empire):
                out[ship.owner] = out.get(ship.owner, 0) + 1
    return out


def _rail_feeders(g: ImperialismGame, region: int, empire: int) -> int:
    """How many cities, factories, ports and resources (value > 0, face up: Advanced "developed") stand in
    own regions beside a railroad."""
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
    EndPurchase otherwise). A blockade is logged with the ships of each blockading empire."""
    s = g.state
    parts = income(g, empire)
    saved = s.pp[empire] if g.options.get("save_pp") else 0
    s.income[empire] = parts
    s.pp[empire] = parts["total"] + saved
    if parts.get(BLOCKADE_PART):
        ships = {g.colour_id(e): n for e, n in blockaders(g, empire).items()}
        g.log.add("blockade", empire=g.colour_id(empire), ships=ships, pp=-parts[BLOCKADE_PART])
    g.log.add("income", empire=g.colour_id(empire), saved=saved, pp=s.pp[empire], **parts)


# -- Advanced: developing resources (000, Advanced Rules, "Resource Marker") --------------------------------


def _undeveloped(g: ImperialismGame, region: int, empire: int) -> bool:
    s = g.state
    return s.owner[region] == empire and s.resource[region] is not None and not s.resource_up[region]


def legal_develop(g: ImperialismGame) -> list[Action]:
    """The Develop actions of the current empire: each own region with a face-down resource, when it has
    the PP (only with the Advanced hidden resources, in a production round)."""
    s = g.state
    if not g.level.hidden_resources or s.phase != "production" or s.interrupt is not None:
        return []
    empire = s.empire_turn()
    cheapest = g.level.develop_cost - (g.level.engineer_discount if corrections.develop_discount(g) else 0)
    if s.pp[empire] < cheapest:
        return []
    return [
        Develop(g.geo.id(r))
        for r in g.geo.land
        if _undeveloped(g, r, empire) and develop_cost(g, empire, r) <= s.pp[empire]
    ]


def develop_cost(g: ImperialismGame, empire: int, region: int) -> int:
    """What developing the resource in ``region`` costs ``empire``: 30 PP ("Resource Marker"), less the
    engineer's discount where one of its engineers stands ashore there with option develop_discount."""
    cost = g.level.develop_cost
    if corrections.develop_discount(g) and any(
        p.owner == empire and p.kind == "engineer" and p.carrier < 0 and p.where == region
        for p in g.state.pieces.values()
    ):
        cost = max(0, cost - g.level.engineer_discount)
    return cost


def check_develop(g: ImperialismGame, action: Develop) -> None:
    """May the current empire develop the resource in ``action.region`` now? (000, Advanced Rules,
    "Resource Marker": "paid for like a building: the cost of this is 30 PP's", "during the production
    round".)"""
    s = g.state
    if not g.level.hidden_resources:
        raise IllegalAction(Msg("aoi.err.develop.rule"))
    if s.phase != "production" or s.interrupt is not None:
        raise IllegalAction(Msg("aoi.err.develop.phase"))
    region = g.space(action.region, "region")
    empire = s.empire_turn()
    name = Place(action.region)
    if g.geo.is_sea[region]:
        raise refusal(g, Msg("aoi.err.develop.sea", region=name))
    if s.owner[region] != empire:
        raise refusal(g, Msg("aoi.err.develop.not_own", region=name, empire=empire_name(g.colour_id(empire))))
    if s.resource[region] is None:
        raise refusal(g, Msg("aoi.err.develop.none", region=name))
    if s.resource_up[region]:
        raise refusal(g, Msg("aoi.err.develop.done", region=name))
    cost = develop_cost(g, empire, region)
    if s.pp[empire] < cost:
        raise refusal(
            g, Msg("aoi.err.develop.cost", cost=cost, empire=empire_name(g.colour_id(empire)), pp=s.pp[empire])
        )


def execute_develop(g: ImperialismGame, action: Develop) -> None:
    """Pay and turn the resource face up: it produces from the empire's next production round."""
    s = g.state
    empire = s.empire_turn()
    region = g.board.index[action.region]
    cost = develop_cost(g, empire, region)
    s.pp[empire] -= cost
    s.resource_up[region] = True
    g.log.add("develop", empire=g.colour_id(empire), region=g.geo.id(region), resource=s.resource[region], cost=cost)
