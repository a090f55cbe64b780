"""What the greedy World War IV player reads from a position: ``View`` turns ``game.view(player)`` into the
deciding colour, each space's pieces, Food and owners, and answers the questions every step of the player
asks (is a space ours, how threatened is the King, how many guards to keep, what a space is worth).

Rules it follows: Food is the printed F, 0 on water and under a "no-food" effect (rulebook 004, "7. Deploy
Units": "one unit per Food value 'F'"; "9. Support the Troops": Control units beyond F roll for losses;
Spies do not count: "Spies & Sandwiches");
Control comes from an own Control unit, Fort or City ("2. Control Lands"); a City, or a Fort not the
invader's, protects its defenders ("Forts", "Cities": Fortifications); enemy Spies threaten a King within
three spaces ("A Note About Spies"). Distances are over land borders (Spies do not sail); barbarians never
move, so only active players' units threaten.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import EndStep
from warroom.rulesets.ww4.content import COLOURS, CONTROL_UNITS, SHIPS, Content, Map, load_content
from warroom.rulesets.ww4.greedy_settings import DEFAULTS, Settings
from warroom.rulesets.ww4.state import WW4State
from warroom.rulesets.ww4.tuning import TUNED

#: The owner ids by owner index (the five colours, then the barbarians' grey).
_OWNER = (*COLOURS, "grey")
#: What a King counts for when choosing casualties.
KING_VALUE = 100


#: land_distances' answers by (the table's id, sources): the same few source sets (the enemy Kings, the
#: goals, the frontier) come back decision after decision, in a playout as in a game. The table itself is
#: kept beside each answer, so that an id reused by another table is never taken for it.
_DISTANCES: dict[tuple[int, tuple[int, ...]], tuple[Sequence[Sequence[int]], list[int]]] = {}
_DISTANCES_KEPT = 4_000


def land_distances(land_adj: Sequence[Sequence[int]], sources: Iterable[int]) -> list[int]:
    """Steps from the nearest of ``sources`` to every space over the bordering table ``land_adj`` (the land
    borders, or the sea's, or all), 999 where no path exists; a new list, the caller's to keep."""
    key = (id(land_adj), tuple(sources))
    known = _DISTANCES.get(key)
    if known is None or known[0] is not land_adj:
        if len(_DISTANCES) >= _DISTANCES_KEPT:
            _DISTANCES.clear()
        known = _DISTANCES[key] = (land_adj, _search(land_adj, key[1]))
    return list(known[1])


def _search(land_adj: Sequence[Sequence[int]], sources: Iterable[int]) -> list[int]:
    """Breadth-first from all ``sources`` at once."""
    dist = [999] * len(land_adj)
    todo: deque[int] = deque()
    for a in sources:
        dist[a] = 0
        todo.append(a)
    while todo:
        x = todo.popleft()
        for y in land_adj[x]:
            if dist[y] == 999:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


@cache
def distance_table(tuning: str = TUNED) -> tuple[tuple[int, ...], ...]:
    """Land distance between every two spaces (a large number where no land path exists), on the map of
    option ``tuning`` (tuning.py: the borders differ)."""
    m = load_content(tuning).map
    return tuple(tuple(land_distances(m.land_adj, [a])) for a in range(len(m.c)))


def _food(m: Map) -> tuple[int, ...]:
    """Each space's Food, 0 on water (an effect's "no-food" aside)."""
    known = _FOOD.get(id(m))
    if known is None or known[0] is not m:
        known = _FOOD[id(m)] = (m, tuple(0 if m.is_water[x] else m.f[x] for x in range(len(m.f))))
    return known[1]


#: _food's answer by map (the map kept beside it: its id is not reused while it is here).
_FOOD: dict[int, tuple[Map, tuple[int, ...]]] = {}


class View:
    """What the agent derives from a view: the deciding colour, each space's pieces, Food and owners."""

    def __init__(self, view: dict[str, Any], content: Content, state: WW4State | None = None) -> None:
        """``view``: the seat's view (``game.view`` or greedy_seat's); ``state``: the game's state, read for
        the pieces on the board (all public) instead of ``view["spaces"]``, which is then read only where
        a space's details are asked for (greedy_seat.py builds them on demand)."""
        self.v = view
        self.content = content
        self.m = content.map
        self.index = content.board.index
        decision = view.get("decision")
        self.me: str = decision["nation"] if decision else view["nation"]
        self.rows = {row["colour"]: row for row in view["nations"]}
        self.active = {c for c, row in self.rows.items() if row["active"] and row["played"]}
        self.spaces: Sequence[dict[str, Any]] = view["spaces"]
        n = len(self.spaces)
        self.food = list(_food(self.m))
        for e in view.get("effects", []):
            if e["op"] == "no-food":
                for x in e["spaces"]:
                    self.food[self.index[x]] = 0
        empty: dict[str, int] = {}
        #: The agent's units per space, by kind (never changed: they may be the view's own dicts).
        self.mine: list[dict[str, int]] = [empty] * n
        self.own_ctrl = [0] * n
        self.enemy_units = [False] * n
        self.kings: dict[str, int] = {}
        self.spies: dict[str, list[int]] = {}
        #: The agent's ships by id: their kind, space and cargo (by kind).
        self.ships: dict[int, tuple[str, int, dict[str, int]]] = {}
        #: Whether the player plays the whole game (greedy_hunt, greedy_navy, greedy_spend: issue 28); the
        #: agent sets it.
        self.hunt = False
        #: The player's settings (greedy_settings.py); the agent sets them.
        self.settings: Settings = DEFAULTS
        #: What a step's modules work out once per decision (greedy_hunt's distances to its goals).
        self.cache: dict[str, Any] = {}
        #: Active enemies' Control units per space (not aboard a Frigate).
        self.foe_ctrl = [0] * n
        #: Each space's Fort owner and City holder (None where there is none or nobody holds it).
        self.fort_of: list[str | None]
        self.city_of: list[str | None]
        if state is None:
            self._read_view()
        else:
            self._read_state(state)
        self._near: dict[int, int] = {}
        self._guards = -1
        self.dist = distance_table(content.tuning)
        self.king = self.kings.get(self.me, -1)

    def _read_view(self) -> None:
        """The pieces, Forts and Cities from the view's spaces."""
        me = self.me
        for x, sp in enumerate(self.spaces):
            units: dict[str, dict[str, int]] | None = sp.get("units")
            if units:
                for colour, kinds in units.items():
                    if colour == me:
                        self.mine[x] = kinds
                        self.own_ctrl[x] = sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
                    elif len(kinds) > 1 or "spy" not in kinds:
                        self.enemy_units[x] = True
                    if colour != me and colour in self.active:
                        self.foe_ctrl[x] += sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
                    if "king" in kinds:
                        self.kings[colour] = x
                    if "spy" in kinds:
                        self.spies.setdefault(colour, []).extend([x] * kinds["spy"])
            ships = sp.get("ships")
            if ships and any(ship["owner"] != me for ship in ships):
                self.enemy_units[x] = True
            for ship in ships or ():
                if ship["owner"] == me:
                    self.ships[int(ship["id"])] = (str(ship["kind"]), x, dict(ship.get("cargo", {})))
        self.fort_of = [sp.get("fort") for sp in self.spaces]
        self.city_of = [sp.get("city") for sp in self.spaces]

    def _read_state(self, s: WW4State) -> None:
        """The same as ``_read_view``, in one pass over the state's pieces (in the order of ``s.at``, as the
        views count them, so every dict here has the order the view's would have)."""
        me = COLOURS.index(self.me) if self.me in COLOURS else len(COLOURS)
        units = s.units
        mine, own_ctrl, enemy, kings, spies = self.mine, self.own_ctrl, self.enemy_units, self.kings, self.spies
        foes, foe_ctrl = {COLOURS.index(c) for c in self.active} - {me}, self.foe_ctrl
        for x, ids in enumerate(s.at):
            if not ids:
                continue
            own: dict[str, int] | None = None
            for i in ids:
                u = units[i]
                if u.carrier >= 0:
                    continue
                kind = u.kind
                if kind in SHIPS:
                    if u.owner != me:
                        enemy[x] = True
                    else:
                        self.ships[u.id] = (kind, x, _cargo(s, u.id, ids) if kind == "frigate" else {})
                    continue
                if u.owner == me:
                    if own is None:
                        own = mine[x] = {}
                    own[kind] = own.get(kind, 0) + 1
                    if kind in CONTROL_UNITS:
                        own_ctrl[x] += 1
                else:
                    if kind != "spy":
                        enemy[x] = True
                    if kind in CONTROL_UNITS and u.owner in foes:
                        foe_ctrl[x] += 1
                if kind == "king":
                    kings[_OWNER[u.owner]] = x
                elif kind == "spy":
                    spies.setdefault(_OWNER[u.owner], []).append(x)
        self.fort_of = [_OWNER[f] if f >= 0 else None for f in s.fort]
        self.city_of = [_OWNER[c] if c >= 0 else None for c in s.city]

    def others(self, x: int) -> dict[str, int]:
        """The other colours' units in a space, by kind."""
        out: dict[str, int] = {}
        for colour, kinds in self.spaces[x].get("units", {}).items():
            if colour != self.me:
                for k, v in kinds.items():
                    out[k] = out.get(k, 0) + v
        return out

    def owned(self, x: int) -> bool:
        """Whether the agent would Control the space now (own Control unit, Fort or City)."""
        return self.own_ctrl[x] > 0 or self.fort_of[x] == self.me or self.city_of[x] == self.me

    def protected(self, x: int, invader: str) -> bool:
        """Whether the defenders of ``x`` against ``invader`` have a City, or a Fort not the invader's."""
        fort = self.fort_of[x]
        return x in self.m.cities or (fort is not None and fort != invader)

    def enemy_spies_within_reach(self, x: int) -> list[int]:
        """The distance from ``x`` of each active enemy's Spy within three spaces of it (none where ``x`` is
        -1: no King)."""
        if x < 0:
            return []
        d = self.dist[x]
        return [
            d[y] for c, where in self.spies.items() if c != self.me and c in self.active for y in where if d[y] <= 3
        ]

    def spy_threat(self, x: int) -> int:
        """Active enemies' Spies within three spaces of ``x``, the nearer the more (4 - distance each)."""
        return sum(4 - dy for dy in self.enemy_spies_within_reach(x))

    def enemy_near(self, x: int) -> int:
        """Active enemies' Control units in the spaces bordering ``x``."""
        known = self._near.get(x)
        if known is not None:
            return known
        foes = self.foe_ctrl
        total = self._near[x] = sum(foes[y] for y in self.m.land_adj[x])
        return total

    def spies_wanted_home(self) -> int:
        """Spies wanted beside the King: one, and two plus the setting ``guard`` while enemy Spies are within
        reach of him (rulebook 004, "5. Assassination": a King dies only once his colour's Spies there are dead);
        and as many as the enemy Spies within three spaces of him, the setting ``match`` at most: "keep track
        of how many enemy Spies are within three spaces of your King" ("A Note About Spies")."""
        near = len(self.enemy_spies_within_reach(self.king))
        if not near:
            return 1
        wanted = 2 + self.settings.guard
        return max(wanted, min(self.settings.match, near)) if self.settings.match else wanted

    def home_spies(self) -> int:
        """The Spies beside the King and those bought and not yet deployed (they deploy to him first); 0 with no
        King."""
        if self.king < 0:
            return 0
        return self.mine[self.king].get("spy", 0) + int(self.rows[self.me]["pool"].get("spy", 0))

    def guards_wanted(self) -> int:
        """Control units wanted beside the King (within his space's Food)."""
        if self._guards < 0:
            want = 2 + (1 if self.enemy_near(self.king) else 0)
            self._guards = max(0, min(want, self.food[self.king] - 1))
        return self._guards

    def keep(self, x: int) -> int:
        """Control units to keep in an own space: the King and his guards; one to hold it, none where an own
        Fort or City holds it and no enemy player's unit borders it."""
        if x == self.king:
            return 1 + self.guards_wanted()
        held = self.fort_of[x] == self.me or self.city_of[x] == self.me
        return 0 if held and not self.enemy_near(x) else 1

    def value(self, x: int) -> float:
        """What taking a space is worth."""
        out = 2.0 * self.m.c[x] + 0.5 * self.m.f[x]
        capital = self.m.cities.get(x)
        if capital is not None:
            out += 25.0 + (15.0 if COLOURS[capital] in self.active else 0.0)
        if self.fort_of[x] is not None:
            out += 4.0
        if any(self.kings.get(c) == x for c in self.active if c != self.me):
            out += 40.0
        return out

    def cost(self, kind: str) -> int:
        """What a unit of ``kind`` counts for when the player weighs units: its Table 4 cost, a King
        :data:`KING_VALUE`."""
        return KING_VALUE if kind == "king" else int(self.content.costs.get(kind, 0))


def _cargo(s: WW4State, frigate: int, ids: list[int]) -> dict[str, int]:
    """What a Frigate carries, by kind (its cargo stands in its space: units.py)."""
    out: dict[str, int] = {}
    for i in ids:
        u = s.units[i]
        if u.carrier == frigate:
            out[u.kind] = out.get(u.kind, 0) + 1
    return out


def end_step(legal: Sequence[Action]) -> Action:
    """``EndStep`` where it is legal (doing nothing more this step), else the first legal action."""
    return next((a for a in legal if isinstance(a, EndStep)), legal[0])
