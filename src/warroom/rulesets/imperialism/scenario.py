"""Historical scenarios for War! Age of Imperialism: the data, the player-to-nation tables, and how the
nations are named and coloured (rulebook 000, "Historical Scenario 1886").

A scenario is a data file in ``data/scenarios/`` (option ``scenario`` names it: "1886" is
``imperialism-1886.json``). It lists the nations, each with its regions, pieces and buildings exactly as
printed (the printed name kept beside the board id), and the table of which seat plays which nations
for each number of players. The state is built from it by ``setup.start`` (setup.py owns the state).

Rules as implemented, with the decisions taken where the rulebook is silent:

- The nations are the empires. Empire indices follow the file's nation order (Britain, France, Germany,
  Russia, Europe, Japan) restricted to the nations in play; ``seat_of`` follows the player table.
- Players (000, "Historical Scenario 1886", Players): 2 players "Britain vs. France" or "Britain,
  Germany, Japan vs. France, Russia, Europe" (option ``scenario_sides``: small or large, default large:
  the scenario's title is "Imperialism for Everyone", and with all six nations the world is as in 1886);
  3: Britain, Japan; Germany, Russia; France, Europe; 4: Britain, France, Germany, Russia; 5: all except
  Japan. Decision: 6 players play one nation each (the table stops at 5, but the game seats 6 and the
  text speaks of the sixth player's bloc). A nation not in play is not on the board: its regions are
  native land like any other.
- Ships are listed under a region; each goes into one sea area touching that region, named in the file
  with the reasoning (the home waters: Britain's in the North Sea, Austria's in the Adriatic, Japan's in
  the Sea of Japan, ...).
- Display: an empire is named by its nation ("britain", "Britain"); it still has one of the content's
  colours (``s.colours``; the file's ``colour``: Britain red, France blue, Germany black, Russia green,
  Europe yellow, Japan white) for painting the board. :func:`label` gives the name to show,
  :func:`display_colour` the colour to paint.
- "Some of the building placement rules are broken in the scenario setup": the printed buildings are
  placed as they are (two in a region; a factory with no city beside it); the placement rules apply to
  everything bought later (purchase.py reads the board as it stands).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from warroom.core.errors import OptionError
from warroom.core.text import Msg
from warroom.data import data_path
from warroom.rulesets.imperialism.content import ARMY_UNITS, ECONOMIC_BUILDINGS, Colour, Content

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: Option ``scenario`` value -> data file (in data/scenarios/, without ".json").
SCENARIO_FILES = {"1886": "imperialism-1886"}
#: Option ``scenario_sides``: which 2-player table of the 1886 scenario is played.
SIDES = ("large", "small")


@dataclass(frozen=True)
class Ships:
    """Ships a holding starts with, in one sea area touching its region."""

    sea: str
    count: int


@dataclass(frozen=True)
class Holding:
    """One region of a nation as printed: its armies, economic buildings and ships."""

    region: str
    printed: str
    pieces: dict[str, int]
    buildings: tuple[str, ...]
    ships: tuple[Ships, ...]


@dataclass(frozen=True)
class Nation:
    """One nation of a scenario: its names, the colour it is painted in and its regions as printed."""

    id: str
    names: dict[str, str]
    #: The content colour the nation is painted in.
    colour: str
    holdings: tuple[Holding, ...]


@dataclass(frozen=True)
class Scenario:
    """A historical scenario: its nations and which nations each seat plays."""

    id: str
    names: dict[str, str]
    nations: tuple[Nation, ...]
    #: (players, sides) -> the nations each seat plays; sides is "" where the table has one row.
    seats: dict[tuple[int, str], tuple[tuple[str, ...], ...]]

    def nation(self, nation_id: str) -> Nation:
        return next(n for n in self.nations if n.id == nation_id)


def parse_scenario(raw: dict[str, Any]) -> Scenario:
    """A scenario from its JSON data (not yet checked against a board: :func:`validate`)."""
    nations = tuple(
        Nation(
            id=n["id"],
            names=dict(n["name"]),
            colour=n["colour"],
            holdings=tuple(
                Holding(
                    region=h["region"],
                    printed=h["printed"],
                    pieces={k: int(v) for k, v in h["pieces"].items()},
                    buildings=tuple(h["buildings"]),
                    ships=tuple(Ships(sh["sea"], int(sh["count"])) for sh in h["ships"]),
                )
                for h in n["holdings"]
            ),
        )
        for n in raw["nations"]
    )
    seats = {
        (int(row["players"]), str(row.get("sides", ""))): tuple(tuple(seat) for seat in row["seats"])
        for row in raw["players"]
    }
    return Scenario(raw["id"], dict(raw["name"]), nations, seats)


def validate(sc: Scenario, content: Content) -> list[str]:
    """What is wrong with a scenario on ``content``'s board (empty when nothing): unknown or repeated
    regions, seas not touching their region, unknown pieces, buildings or colours, bad player tables."""
    geo = content.geography
    index = geo.board.index
    colours = {c.id for c in content.colours}
    problems: list[str] = []
    seen: set[str] = set()
    for n in sc.nations:
        if n.colour not in colours:
            problems.append(f"{n.id}: unknown colour {n.colour!r}")
        for h in n.holdings:
            r = index.get(h.region)
            if r is None or geo.is_sea[r]:
                problems.append(f"{n.id}: {h.region!r} is not a land region")
                continue
            if h.region in seen:
                problems.append(f"{n.id}: {h.region!r} is held twice")
            seen.add(h.region)
            if not any(v > 0 for k, v in h.pieces.items() if k in ARMY_UNITS):
                problems.append(f"{n.id}: {h.region!r} has no army")
            problems += [f"{n.id}: unknown army {k!r}" for k in h.pieces if k not in ARMY_UNITS]
            problems += [f"{n.id}: unknown building {b!r}" for b in h.buildings if b not in ECONOMIC_BUILDINGS]
            for sh in h.ships:
                sea = index.get(sh.sea)
                if sea is None or sea not in geo.coast[r] or not geo.is_sea[sea]:
                    problems.append(f"{n.id}: {sh.sea!r} is not a sea area touching {h.region!r}")
    if len({n.colour for n in sc.nations}) != len(sc.nations):
        problems.append("two nations share a colour")
    ids = {n.id for n in sc.nations}
    for (players, sides), table in sc.seats.items():
        listed = [nid for seat in table for nid in seat]
        if len(table) != players or len(set(listed)) != len(listed) or not set(listed) <= ids:
            problems.append(f"the table for {players} players {sides} is not one seat per player of known nations")
    return problems


@cache
def load_scenario(name: str) -> Scenario:
    """The packaged scenario that option ``scenario`` calls ``name`` (cached)."""
    if name not in SCENARIO_FILES:
        raise OptionError(Msg("core.error.unknown_scenario", name=repr(name), known=", ".join(SCENARIO_FILES)))
    path = data_path("scenarios", f"{SCENARIO_FILES[name]}.json")
    return parse_scenario(json.loads(path.read_text(encoding="utf-8")))


def scenario_of(g: ImperialismGame) -> Scenario | None:
    """The scenario ``g`` is played with, or None (the regions are drafted)."""
    name = str(g.options.get("scenario") or "none")
    return None if name == "none" else load_scenario(name)


def table(sc: Scenario, players: int, sides: str) -> tuple[tuple[str, ...], ...]:
    """The nations each seat plays; ``sides`` chooses among tables for the same number of players."""
    if (players, sides) in sc.seats:
        return sc.seats[(players, sides)]
    if (players, "") in sc.seats:
        if sides != SIDES[0]:
            raise OptionError(Msg("core.error.scenario_sides", sides=sides))
        return sc.seats[(players, "")]
    raise OptionError(Msg("core.error.scenario_table", scenario=repr(sc.id), players=players))


@cache
def seating(name: str, players: int, sides: str) -> tuple[tuple[Nation, int], ...]:
    """The empires of a scenario game in index order: (nation, seat), nations in the file's order."""
    sc = load_scenario(name)
    seats = table(sc, players, sides)
    seat_of = {nid: seat for seat, nids in enumerate(seats) for nid in nids}
    return tuple((n, seat_of[n.id]) for n in sc.nations if n.id in seat_of)


def empires(g: ImperialismGame) -> tuple[tuple[Nation, int], ...]:
    """The (nation, seat) of each empire of a scenario game; empty without a scenario."""
    name = str(g.options.get("scenario") or "none")
    if name == "none":
        return ()
    return seating(name, g.players, str(g.options.get("scenario_sides") or SIDES[0]))


def label(g: ImperialismGame, empire: int) -> Colour:
    """How an empire is named in actions, events and views: its nation in a scenario ("britain",
    "Britain"), else its colour ("red", "Red")."""
    nations = empires(g)
    if nations:
        nation = nations[empire][0]
        return Colour(nation.id, nation.names)
    return g.content.colours[g.state.colours[empire]]


def palette(g: ImperialismGame) -> list[Colour]:
    """:func:`label` of every empire, in index order."""
    return [label(g, e) for e in range(g.state.empires)]


def display_colour(g: ImperialismGame, empire: int) -> str:
    """The content colour id an empire is painted in (a nation's colour in a scenario)."""
    return g.content.colours[g.state.colours[empire]].id
