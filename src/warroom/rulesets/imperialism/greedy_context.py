"""What the greedy War! Age of Imperialism player reads of its view each decision (greedy.py): the board's
owners and pieces, threats, odds and distances, computed once per decision and shared by its scorers."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable, Sequence
from typing import Any

from warroom.battles.imperialism import UNITS
from warroom.rulesets.imperialism.actions import Move
from warroom.rulesets.imperialism.content import Geography
from warroom.rulesets.imperialism.exploration import marker_value
from warroom.rulesets.imperialism.greedy_sea import SeaPlan, army, capture_odds, good_enough


def still_to_claim(members: Sequence[int], owner: Sequence[str | None], me: str, left: int) -> set[int]:
    """The regions of a global region (``members``) that empire ``me`` has still to claim to have it
    whole, given each region's ``owner`` (a colour, or None) and its ``left`` claims: empty when another
    empire holds one of them or the claims left are too few."""
    if any(owner[r] not in (None, me) for r in members):
        return set()
    missing = {r for r in members if owner[r] is None}
    return missing if len(missing) <= left else set()


class Context:
    """The view, read once per decision into lists by space index."""

    def __init__(self, view: dict[str, Any], me: str, geo: Geography, invade: float, attack: float) -> None:
        self.view = view
        #: The least odds of an invasion worth making: of natives, of another empire (greedy_sea.good_enough).
        self.invade_odds = invade
        self.attack_odds = attack
        self.me = me
        self.geo = geo
        self.index = geo.board.index
        #: Per space index: owner, buildings, fort, school, native and resource markers, pieces by colour
        #: and kind, ships (``_read_spaces``).
        self.owner: list[str | None]
        self.buildings: list[Sequence[str]]
        self.fort: list[bool]
        self.school: list[bool]
        self.native: list[str | None]
        #: Per space: the value of a face-down native marker everyone has seen turned up (the view's
        #: ``native_seen``), else None.
        self.seen: list[str | None]
        self.resource: list[int | str | None]
        self.units: list[dict[str, dict[str, int]]]
        self.ship_list: list[list[dict[str, Any]]]
        self._read_spaces(view)
        self.mine = [i for i in geo.land if self.owner[i] == me]
        self.rows = {e["colour"]: e for e in view["empires"]}
        row = self.rows[me]
        # Basic: anyone may attack anyone; with war declarations (Standard, Advanced) the view's list.
        self.may_attack = set(row["may_attack"]) if view["level"] != "basic" else None
        self.at_war = set(row["at_war_with"])
        self._sea: SeaPlan | None = None
        # Counts read by many candidate purchases of one decision, computed when first asked.
        self._building_counts: Counter[str] | None = None
        self._unit_counts: dict[str, int] = {}
        self._own_ships: int | None = None
        self._natives_by_sea: bool | None = None
        self._natives_near: dict[tuple[int, int], bool] = {}
        self._frontier: dict[int, bool] = {}
        self._landlocked: bool | None = None
        self._native_distance: dict[tuple[int, int], int | None] = {}
        #: capture_odds by (attacking army, region) (greedy_sea.capture_odds).
        self.capture: dict[tuple[tuple[int, ...], int], float | None] = {}
        self._invaded: dict[int, bool] = {}

    def _read_spaces(self, view: dict[str, Any]) -> None:
        """Each space's owner, buildings, markers and pieces from the view's list of spaces (the greedy
        player's own view reads them from the state: greedy_seat.SeatContext)."""
        n = len(self.geo.board.ids)
        self.owner = [None] * n
        self.buildings = [[] for _ in range(n)]
        self.fort = [False] * n
        self.school = [False] * n
        self.native = [None] * n
        self.seen = [None] * n
        self.resource = [None] * n
        self.units = [{} for _ in range(n)]
        self.ship_list = [[] for _ in range(n)]
        for sp in view["spaces"]:
            i = self.index[sp["id"]]
            self.owner[i] = sp.get("owner")
            self.buildings[i] = sp.get("buildings", [])
            self.fort[i] = bool(sp.get("fort"))
            self.school[i] = bool(sp.get("school"))
            self.native[i] = sp.get("native")
            self.seen[i] = sp.get("native_seen")
            self.resource[i] = sp.get("resource")
            self.units[i] = sp.get("units", {})
            self.ship_list[i] = sp.get("ships", [])

    def sea_plan(self) -> SeaPlan:
        """The sea plan of this decision (built once, when first needed)."""
        if self._sea is None:
            self._sea = SeaPlan(self)
        return self._sea

    def attackable(self, colour: str) -> bool:
        """Whether this empire's armies may invade ``colour``'s regions now."""
        if colour == self.me or self.rows[colour]["eliminated"]:
            return False
        seat_differs: bool = self.rows[colour]["seat"] != self.rows[self.me]["seat"]
        if self.may_attack is None:
            return seat_differs
        return colour in self.may_attack

    def threats(self) -> set[str]:
        """The empires whose ships may fight this empire's at sea now (naval.may_fight)."""
        out = set()
        for colour, row in self.rows.items():
            if colour == self.me or row["eliminated"] or row["seat"] == self.rows[self.me]["seat"]:
                continue
            if self.view["level"] == "basic" or self.me in row["may_attack"]:
                out.add(colour)
        return out

    def planned(self, piece: str) -> int:
        """Pieces of a kind this empire has bought but not yet placed (Plan & Reveal)."""
        return sum(1 for p in self.rows[self.me].get("planned", []) if p["piece"] == piece)

    def owner_of(self, sid: str) -> str | None:
        """The colour owning the space with id ``sid``, or None."""
        return self.owner[self.index[sid]]

    def count_buildings(self, kind: str) -> int:
        """How many of this empire's regions hold a building of ``kind`` (``school``: a school)."""
        if self._building_counts is None:
            self._building_counts = Counter(b for i in self.mine for b in set(self.buildings[i]))
            self._building_counts["school"] = sum(1 for i in self.mine if self.school[i])
        return self._building_counts[kind]

    def count_units(self, kind: str) -> int:
        """How many pieces of ``kind`` this empire has standing on the board, in all."""
        count = self._unit_counts.get(kind)
        if count is None:
            count = self._unit_counts[kind] = sum(u.get(self.me, {}).get(kind, 0) for u in self.units)
        return count

    def ships(self, sea: int, colour: str) -> int:
        """How many ships of ``colour`` are in sea area ``sea`` (0 for ``sea`` -1)."""
        return sum(1 for s in self.ship_list[sea] if s["owner"] == colour) if sea >= 0 else 0

    def my_pp(self) -> int:
        """This empire's production points to spend, as its view row gives them (0 where it shows ``"?"``)."""
        row = next(e for e in self.view["empires"] if e["colour"] == self.me)
        return int(row["pp"]) if isinstance(row["pp"], int) else 0

    def research_bonus(self) -> int:
        """Schools x (Science + Education techs): what the discovery rating adds to the PP invested."""
        row = next(e for e in self.view["empires"] if e["colour"] == self.me)
        learned = sum(1 for t in row.get("techs", []) if t.startswith(("science", "education")))
        return self.count_buildings("school") * learned

    def resource_value(self, r: int) -> int:
        """The value of region ``r``'s resource marker (0 without one, or face down: ``"?"``)."""
        value = self.resource[r]
        return value if isinstance(value, int) else 0

    def native_rating(self, r: int) -> int:
        """The number on region ``r``'s native marker (0 without one, or face down: ``"?"``)."""
        marker = self.native[r]
        return marker_value(marker) if marker is not None and marker != "?" else 0

    def is_native(self, r: int) -> bool:
        """Whether region ``r`` is native land: owned by no empire, with a native marker."""
        return self.owner[r] is None and self.native[r] is not None

    def own_ships(self) -> int:
        """How many ships this empire has, in all (memoized)."""
        if self._own_ships is None:
            self._own_ships = sum(1 for ships in self.ship_list for sh in ships if sh["owner"] == self.me)
        return self._own_ships

    def natives_by_sea(self) -> bool:
        """Whether any native region lies on a coast (memoized)."""
        if self._natives_by_sea is None:
            self._natives_by_sea = any(self.is_native(r) and self.geo.coast[r] for r in self.geo.land)
        return self._natives_by_sea

    def strength(self, colour: str) -> int:
        """How many armies ``colour`` has standing on the board, in all."""
        return sum(sum(u.get(colour, {}).get(k, 0) for k in UNITS) for u in self.units)

    def is_frontier(self, r: int) -> bool:
        """Whether region ``r`` borders by land a region this empire does not own (memoized)."""
        # Memoized: every candidate purchase of a decision asks it of its region (issue 28, "Faster playouts").
        got = self._frontier.get(r)
        if got is None:
            got = self._frontier[r] = any(self.owner[n] != self.me for n in self.geo.land_adj[r])
        return got

    def enemy_border(self, r: int) -> bool:
        """Whether region ``r`` borders by land a region another empire owns."""
        return any(self.owner[n] not in (None, self.me) for n in self.geo.land_adj[r])

    def landlocked(self) -> bool:
        """No native region within three steps by land of any own region (memoized: every ship the empire
        could buy asks it)."""
        if self._landlocked is None:
            self._landlocked = not any(self.natives_near(m, 3) for m in self.mine)
        return self._landlocked

    def natives_near(self, r: int, depth: int) -> bool:
        """Whether a native region other than ``r`` lies within ``depth`` steps by land of ``r``, through own and
        unowned regions (memoized)."""
        key = (r, depth)
        near = self._natives_near.get(key)
        if near is None:
            near = self._natives_near[key] = self._distance_to_native(r, depth) is not None
        return near

    def _distance_to_native(self, r: int, depth: int) -> int | None:
        # Memoized: every explorer's move from a region asks it again.
        key = (r, depth)
        if key in self._native_distance:
            return self._native_distance[key]
        got = self._native_distance[key] = self._native_steps(r, depth)
        return got

    def _native_steps(self, r: int, depth: int) -> int | None:
        return self.steps_to(r, depth, self.is_native)

    def steps_to(self, r: int, depth: int, target: Callable[[int], bool]) -> int | None:
        """Steps by land (through own and unowned regions) from ``r`` to the nearest region other than
        ``r`` for which ``target`` holds, up to ``depth``; None if there is none."""
        seen = {r}
        queue = deque([(r, 0)])
        while queue:
            x, d = queue.popleft()
            if x != r and target(x):
                return d
            if d == depth:
                continue
            for n in self.geo.land_adj[x]:
                if n not in seen and self.owner[n] in (None, self.me):
                    seen.add(n)
                    queue.append((n, d + 1))
        return None

    def explorer_step_good(self, a: Move) -> bool:
        """Whether explorer move ``a`` is worth making: into native land, or nearer (within four steps) to it;
        never out of native land, nor into another empire's region."""
        src, dst = self.index[a.source], self.index[a.target]
        if self.owner[src] is None and self.native[src] is not None:
            return False  # already where it can explore
        if self.owner[dst] not in (None, self.me):
            return False  # another empire's region kills explorers
        if self.owner[dst] is None and self.native[dst] is not None:
            return True
        here, there = self._distance_to_native(src, 4), self._distance_to_native(dst, 4)
        return here is not None and there is not None and there < here

    def invaded(self, sid: str) -> bool:
        """Own armies already stand in this region that the empire does not own (a battle to come)."""
        i = self.index[sid]
        got = self._invaded.get(i)
        if got is None:
            mine = self.units[i].get(self.me, {})
            got = self._invaded[i] = self.owner[i] != self.me and any(mine.get(k, 0) for k in UNITS)
        return got

    def invasion_odds(self, a: Move) -> float | None:
        """The odds of taking ``a.target`` with every army at ``a.source`` but one infantry left behind,
        when good enough; None otherwise."""
        src, dst = self.index[a.source], self.index[a.target]
        stack = list(army(self.units[src].get(self.me, {})))
        keep = next(i for i, n in enumerate(stack) if n) if sum(stack) else 0
        if self.owner[src] == self.me:
            stack[keep] -= 1
        if sum(stack) == 0:
            return None
        odds = capture_odds(self, stack, dst)
        return odds if odds is not None and good_enough(self, dst, odds) else None

    def could_beat(self, colour: str) -> bool:
        """Whether an own region's armies (three or more) border a region of ``colour``'s whose armies they
        outnumber at least twice over plus two."""
        for r in self.mine:
            attack = army(self.units[r].get(self.me, {}))
            if sum(attack) < 3:
                continue
            for n in self.geo.land_adj[r]:
                if self.owner[n] == colour:
                    defend = army(self.units[n].get(colour, {}))
                    if sum(defend) and sum(attack) >= 2 * sum(defend) + 2:
                        return True
        return False

    def toward_border(self, a: Move) -> bool:
        """Whether move ``a`` goes from an own region off the frontier into an own frontier region."""
        src, dst = self.index[a.source], self.index[a.target]
        if self.owner[dst] != self.me or self.is_frontier(src):
            return False
        return self.is_frontier(dst)
