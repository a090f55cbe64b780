"""A greedy player for World War IV (agent ``greedy``, issue 9: "a computer player that protects its king,
uses spies and respects food").

It reads only ``game.view(player)``, the board and the content (public data) and ``game.legal_actions()``;
every action it returns is one of the legal actions. Each call scores the legal actions of the moment and
takes the best (no memory between calls), so a step is a series of small decisions:

- Movement: the King leaves a space an enemy Spy stack threatens (Spies within three spaces: "A Note About
  Spies") for a guarded neighbour; guards (Control units) and a Spy join a King left with too few; spare
  units invade a neighbouring space (barbarian or enemy) only with a clear superiority (attack dice times
  their kill and rout chances, a square law, a Fort or City halving what the defenders lose), capture empty
  land (income, cities: the World Rule), spread a stack that the space's Food cannot support, and walk toward
  the frontier; the other Spies walk toward the nearest enemy King. A move never puts more Control units in
  a space than its Food, except into a combat (the losses come first). Ships stay where they are.
- Assassination: every attempt there is, Kings first (no risk), then Spies of players; barbarian Spies only
  where it Controls the space (no -1).
- Purchase: Spies up to three (one first if the King has none beside him), then Control units in a mix
  (Soldiers, Artillery, Cavalry, Militia, some Armor) for the deploy places whose Food has room, and a Fort
  for a new deploy place when money is left; Deploy: Spies to the King, Control units where Food has room.
- Combat: the combats with its King first; Assign the cheapest unit (a kill to a unit that only routs: a
  Fort or City's defender, Armor); Recon and Bombers on the dearest unit the hit destroys; fire at a Fort
  with many defenders; Withdraw when clearly losing (the King first), and a surplus above Food after a win;
  capture a Fort it can hold, else pillage it.
- Diplomacy: it never gives money nor shares cards.

Decisions: its estimates use Table 3 as printed (Innovation boosts are ignored); distances are over land
borders (Spies do not sail); barbarians never move, so only active players' units threaten.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import Any

from warroom.agents.base import Agent, register_agent
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.rulesets.ww4.actions import (
    Assassinate,
    Assign,
    Bombard,
    Buy,
    Deploy,
    EndStep,
    Fight,
    Move,
    Pillage,
    Recon,
    Withdraw,
)
from warroom.rulesets.ww4.content import CONTROL_UNITS, Content, load_content

#: Invade when the attack's strength is this many times the defence's.
SUPERIORITY = 2.0
#: Barbarians never move nor strike back: a smaller superiority will do.
BARBARIANS = 1.6
#: Send no more units once the attack's strength is this many times the defence's.
ENOUGH = 3.5
#: Withdraw when the other side's strength is this many times ours.
LOSING = 2.2
#: A rout is worth this much of a kill (the unit stops attacking; a second casualty destroys it).
ROUT = 0.6
#: What a King counts for when choosing casualties.
KING_VALUE = 100
#: Spies wanted in all; Spies beside the King (two when enemy Spies are near).
SPIES_WANTED = 3
#: The share of each kind wanted among the Control units bought.
MIX = {"soldier": 0.4, "artillery": 0.25, "cavalry": 0.15, "militia": 0.12, "armor": 0.08}


@cache
def _distances() -> tuple[tuple[int, ...], ...]:
    """Land distance between every two spaces (a large number where no land path exists)."""
    m = load_content().map
    n = len(m.c)
    out = []
    for a in range(n):
        dist = [999] * n
        dist[a] = 0
        todo = deque([a])
        while todo:
            x = todo.popleft()
            for y in m.land_adj[x]:
                if dist[y] == 999:
                    dist[y] = dist[x] + 1
                    todo.append(y)
        out.append(tuple(dist))
    return tuple(out)


def unit_power(content: Content, kind: str, protected: bool) -> float:
    """Expected casualty value of one attack die (a rout counts ``ROUT``; a protected target's kills rout)."""
    prof = content.units.get(kind)
    if prof is None or kind == "spy":
        return 0.0
    k, r = len(prof.kill) / 6, len(prof.rout) / 6
    return (k + r) * ROUT if protected else k + r * ROUT


def strength(content: Content, kinds: dict[str, int], protected: bool, routed: dict[str, int] | None = None) -> float:
    """A side's strength by the square law: total firepower times the number of units (routed units do not
    fire: they count a third)."""
    power = count = 0.0
    for kind, n in kinds.items():
        if kind == "spy" or n <= 0:
            continue
        fired = n - (routed or {}).get(kind, 0) * 2 / 3
        power += unit_power(content, kind, protected) * fired
        count += n
    return power * count


class View:
    """What the agent derives from a view: the deciding colour, each space's pieces, Food and owners."""

    def __init__(self, view: dict[str, Any], content: Content) -> None:
        self.v = view
        self.content = content
        self.m = content.map
        self.index = content.board.index
        decision = view.get("decision")
        self.me: str = decision["nation"] if decision else view["nation"]
        self.rows = {row["colour"]: row for row in view["nations"]}
        self.active = {c for c, row in self.rows.items() if row["active"] and row["played"]}
        self.spaces: list[dict[str, Any]] = view["spaces"]
        nofood = {self.index[x] for e in view.get("effects", []) if e["op"] == "no-food" for x in e["spaces"]}
        n = len(self.spaces)
        self.food = [0 if self.m.is_water[x] or x in nofood else self.m.f[x] for x in range(n)]
        me = self.me
        empty: dict[str, int] = {}
        #: The agent's units per space, by kind (the view's own dicts: never changed).
        self.mine: list[dict[str, int]] = [empty] * n
        self.own_ctrl = [0] * n
        self.enemy_units = [False] * n
        self.kings: dict[str, int] = {}
        self.spies: dict[str, list[int]] = {}
        for x, sp in enumerate(self.spaces):
            units: dict[str, dict[str, int]] | None = sp.get("units")
            if units:
                for colour, kinds in units.items():
                    if colour == me:
                        self.mine[x] = kinds
                        self.own_ctrl[x] = sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
                    elif len(kinds) > 1 or "spy" not in kinds:
                        self.enemy_units[x] = True
                    if "king" in kinds:
                        self.kings[colour] = x
                    if "spy" in kinds:
                        self.spies.setdefault(colour, []).extend([x] * kinds["spy"])
            ships = sp.get("ships")
            if ships and any(ship["owner"] != me for ship in ships):
                self.enemy_units[x] = True
        self._near: dict[int, int] = {}
        self._guards = -1
        self.dist = _distances()
        self.king = self.kings.get(self.me, -1)

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
        sp = self.spaces[x]
        return self.own_ctrl[x] > 0 or sp.get("fort") == self.me or sp.get("city") == self.me

    def protected(self, x: int, invader: str) -> bool:
        """Whether the defenders of ``x`` against ``invader`` have a City, or a Fort not the invader's."""
        sp = self.spaces[x]
        return "city" in sp or ("fort" in sp and sp["fort"] != invader)

    def spy_threat(self, x: int) -> int:
        """Active enemies' Spies within three spaces of ``x``, the nearer the more (4 - distance each)."""
        if x < 0:
            return 0
        d = self.dist[x]
        return sum(
            4 - d[y] for c, where in self.spies.items() if c != self.me and c in self.active for y in where if d[y] <= 3
        )

    def enemy_near(self, x: int) -> int:
        """Active enemies' Control units in the spaces bordering ``x``."""
        known = self._near.get(x)
        if known is not None:
            return known
        total = 0
        for y in self.m.land_adj[x]:
            for colour, kinds in self.spaces[y].get("units", {}).items():
                if colour != self.me and colour in self.active:
                    total += sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
        self._near[x] = total
        return total

    def spies_wanted_home(self) -> int:
        return 2 if self.spy_threat(self.king) else 1

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
        sp = self.spaces[x]
        held = sp.get("fort") == self.me or sp.get("city") == self.me
        return 0 if held and not self.enemy_near(x) else 1

    def value(self, x: int) -> float:
        """What taking a space is worth."""
        sp = self.spaces[x]
        out = 2.0 * self.m.c[x] + 0.5 * self.m.f[x]
        if "city" in sp:
            out += 25.0 + (15.0 if sp.get("capital") in self.active else 0.0)
        if "fort" in sp:
            out += 4.0
        if any(self.kings.get(c) == x for c in self.active if c != self.me):
            out += 40.0
        return out

    def cost(self, kind: str) -> int:
        return KING_VALUE if kind == "king" else int(self.content.costs.get(kind, 0))


class GreedyWW4Agent(Agent):
    name = "greedy"
    rulesets = frozenset({"ww4"})

    def choose(self, game: Game, player: int) -> Action:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        ctx = View(game.view(player), load_content())
        action = self._choose(ctx, legal)
        return action if action in set(legal) else _end(legal)

    def _choose(self, ctx: View, legal: Sequence[Action]) -> Action:
        decision = ctx.v.get("decision")
        step = ctx.v["step"]
        if decision is not None:
            return self._decide(ctx, decision, legal)
        if step == "movement":
            return self._move(ctx, legal)
        if step == "assassination":
            return self._assassinate(ctx, legal)
        if step in ("purchase", "free-purchase"):
            return self._buy(ctx, legal)
        if step in ("deploy", "free-deploy"):
            return self._deploy(ctx, legal)
        if step == "combat":
            return self._fight(ctx, legal)
        return _end(legal)

    # -- 4. Movement ------------------------------------------------------------------------------------

    def _move(self, ctx: View, legal: Sequence[Action]) -> Action:
        movable: dict[tuple[int, str], int] = {}
        targets: dict[tuple[int, str], list[int]] = {}
        for a in legal:
            if isinstance(a, Move):
                key = (ctx.index[a.source], a.kind)
                if a.count > movable.get(key, 0):
                    movable[key] = a.count
                if a.count == 1:
                    targets.setdefault(key, []).append(ctx.index[a.target])
        best: tuple[float, Action] = (0.0, _end(legal))
        for cand in (
            self._king_moves(ctx, movable, targets),
            self._guard_moves(ctx, movable, targets),
            self._invasions(ctx, movable, targets),
            self._spread(ctx, movable, targets),
            self._spy_moves(ctx, movable, targets),
        ):
            for score, action in cand:
                if score > best[0]:
                    best = (score, action)
        return best[1]

    def _loc_score(self, ctx: View, x: int, guards: int, spies: int) -> float:
        """How safe the King is in ``x`` with these guards and Spies beside him."""
        score = 3.0 * min(guards, 3) + 4.0 * min(spies, 2) - 2.0 * ctx.spy_threat(x)
        if "city" in ctx.spaces[x] or ctx.spaces[x].get("fort") == ctx.me:
            score += 3.0
        if ctx.enemy_near(x) and guards < 2:
            score -= 4.0
        return score

    def _king_moves(self, ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
        k = ctx.king
        alone = ctx.own_ctrl[k] == 1 and ctx.enemy_near(k) > 0
        if (k, "king") not in movable or not (ctx.spy_threat(k) or alone):
            return []
        here = self._loc_score(ctx, k, ctx.own_ctrl[k] - 1, ctx.mine[k].get("spy", 0))
        out: list[tuple[float, Action]] = []
        src = ctx.m.id(k)
        for t in targets.get((k, "king"), []):
            if ctx.enemy_units[t] or not ctx.owned(t) or ctx.own_ctrl[t] >= ctx.food[t]:
                continue
            there = self._loc_score(ctx, t, ctx.own_ctrl[t], ctx.mine[t].get("spy", 0))
            if there > here + 2.0:
                out.append((60.0 + there - here, Move("king", 1, src, ctx.m.id(t))))
        return out

    def _guard_moves(self, ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
        """Control units and Spies join a King with too few beside him (within the Food of his space)."""
        k = ctx.king
        if k < 0:
            return []
        out: list[tuple[float, Action]] = []
        guards = ctx.own_ctrl[k] - 1
        need = ctx.guards_wanted()
        dst = ctx.m.id(k)
        for (src, kind), n in movable.items():
            if src == k or k not in targets.get((src, kind), []):
                continue
            if kind == "spy":
                missing = ctx.spies_wanted_home() - ctx.mine[k].get("spy", 0)
                if missing > 0:
                    out.append((44.0, Move("spy", min(n, missing), ctx.m.id(src), dst)))
            elif kind in CONTROL_UNITS and kind != "king" and guards < need:
                spare = min(n, ctx.own_ctrl[src] - ctx.keep(src), need - guards, ctx.food[k] - ctx.own_ctrl[k])
                if spare > 0 and not ctx.enemy_units[src]:
                    out.append((45.0 + ctx.cost(kind) / 10, Move(kind, spare, ctx.m.id(src), dst)))
        return out

    def _spare(self, ctx: View, movable: dict[tuple[int, str], int], src: int) -> list[tuple[str, int]]:
        """The units that may leave ``src`` (strongest first), keeping its garrison."""
        if ctx.enemy_units[src]:
            return []
        left = ctx.own_ctrl[src] - ctx.keep(src)
        kinds = sorted(
            ((k, n) for (x, k), n in movable.items() if x == src and k in CONTROL_UNITS and k != "king"),
            key=lambda kn: -unit_power(ctx.content, kn[0], False),
        )
        out = []
        for kind, n in kinds:
            take = min(n, left)
            if take > 0:
                out.append((kind, take))
                left -= take
        return out

    def _invasions(self, ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
        """Attacks with a clear superiority and captures of empty land."""
        by_target: dict[int, list[tuple[int, str, int]]] = {}
        sources = {x for x, _ in movable}
        for src in sources:
            for kind, n in self._spare(ctx, movable, src):
                for t in targets.get((src, kind), []):
                    if not ctx.owned(t) or ctx.enemy_units[t]:
                        by_target.setdefault(t, []).append((src, kind, n))
        out: list[tuple[float, Action]] = []
        for t, offers in by_target.items():
            if not ctx.enemy_units[t]:
                # Empty land: one unit, the cheapest, takes it.
                src, kind, _ = min(offers, key=lambda o: ctx.cost(o[1]))
                out.append(
                    (20.0 + 3.0 * ctx.m.c[t] + (30.0 if "city" in ctx.spaces[t] else 0.0), _mv(ctx, kind, 1, src, t))
                )
                continue
            defence = ctx.others(t)
            nd = sum(v for k, v in defence.items() if k != "spy")
            room = ctx.food[t] + nd // 2 - ctx.own_ctrl[t]
            protected = ctx.protected(t, ctx.me)
            defend = strength(ctx.content, defence, False)
            force = dict(ctx.mine[t])
            first: tuple[int, str, int] | None = None
            attack = strength(ctx.content, force, protected)
            for src, kind, n in sorted(offers, key=lambda o: -unit_power(ctx.content, o[1], False) * o[2]):
                take = 0
                while take < n and room > 0 and attack < ENOUGH * defend:
                    force[kind] = force.get(kind, 0) + 1
                    attack = strength(ctx.content, force, protected)
                    take += 1
                    room -= 1
                if take and first is None:
                    first = (src, kind, take)
            barbarians = all(c not in ctx.active for c in ctx.spaces[t].get("units", {}) if c != ctx.me)
            if first is not None and attack >= (BARBARIANS if barbarians else SUPERIORITY) * defend:
                out.append((50.0 + ctx.value(t), _mv(ctx, first[1], first[2], first[0], t)))
        return out

    def _spread(self, ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
        """Stacks beyond the space's Food spread out; spare units walk toward the frontier."""
        frontier = _frontier_distance(ctx)
        out: list[tuple[float, Action]] = []
        for (src, kind), n in movable.items():
            if kind not in CONTROL_UNITS or kind == "king" or ctx.enemy_units[src]:
                continue
            surplus = ctx.own_ctrl[src] - ctx.food[src]
            spare = min(n, ctx.own_ctrl[src] - ctx.keep(src))
            for t in targets.get((src, kind), []):
                if ctx.enemy_units[t] or not ctx.owned(t):
                    continue
                room = ctx.food[t] - ctx.own_ctrl[t]
                if room <= 0:
                    continue
                if surplus > 0:
                    out.append((40.0 - frontier[t], _mv(ctx, kind, min(n, surplus, room), src, t)))
                elif spare > 0 and frontier[t] < frontier[src] and frontier[src] >= 2:
                    out.append((5.0 + unit_power(ctx.content, kind, False), _mv(ctx, kind, min(spare, room), src, t)))
        return out

    def _spy_moves(self, ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
        """Spies not needed beside the King walk toward the nearest enemy King."""
        enemies = [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]
        if not enemies:
            return []
        out: list[tuple[float, Action]] = []
        for (src, kind), n in movable.items():
            if kind != "spy":
                continue
            free = n - (ctx.spies_wanted_home() if src == ctx.king else 0)
            if free <= 0:
                continue
            d0 = min(ctx.dist[src][e] for e in enemies)
            if d0 == 0:
                continue
            for t in targets.get((src, kind), []):
                d1 = min(ctx.dist[t][e] for e in enemies)
                if d1 < d0:
                    out.append((15.0 + 2.0 * (d0 - d1) - d1 * 0.1, _mv(ctx, "spy", free, src, t)))
        return out

    # -- 5. Assassination -------------------------------------------------------------------------------

    def _assassinate(self, ctx: View, legal: Sequence[Action]) -> Action:
        best: tuple[float, Action] = (0.0, _end(legal))
        control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
        for a in legal:
            if not isinstance(a, Assassinate):
                continue
            player = a.nation in ctx.active
            # The spaces where this attempt can be (an own Spy and the target's Spy or King there).
            where = [
                x for x in set(ctx.spies.get(ctx.me, [])) if ctx.spaces[x]["units"].get(a.nation, {}).get(a.target)
            ]
            if a.target == "king":
                score = 4.0 if player else 1.0
            elif player:
                score = 3.0 if any(ctx.kings.get(a.nation) == x for x in where) else 2.0
            else:
                score = 0.5 if any(x in control for x in where) else 0.0
            if score > best[0]:
                best = (score, a)
        return best[1]

    # -- 6. Purchase, 7. Deploy -------------------------------------------------------------------------

    def _deploy_places(self, ctx: View) -> list[int]:
        control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
        return [
            x
            for x in sorted(control)
            if not ctx.m.is_water[x] and ("city" in ctx.spaces[x] or ctx.spaces[x].get("fort") == ctx.me)
        ]

    def _buy(self, ctx: View, legal: Sequence[Action]) -> Action:
        row = ctx.rows[ctx.me]
        money, pool = int(row["money"]), dict(row["pool"])
        deployed = {ctx.index[k]: v for k, v in ctx.v.get("deployed", {}).items()}
        slots = ctrl_slots = 0
        for x in self._deploy_places(ctx):
            room = max(0, ctx.food[x] - deployed.get(x, 0))
            slots += room
            ctrl_slots += min(room, max(0, ctx.food[x] - ctx.own_ctrl[x]))
        pool_ctrl = sum(v for k, v in pool.items() if k in CONTROL_UNITS)
        pool_units = sum(v for k, v in pool.items() if k != "fort")
        free_ctrl, free_any = ctrl_slots - pool_ctrl, slots - pool_units
        buys = {(a.kind, a.count): a for a in legal if isinstance(a, Buy)}
        spies = len(ctx.spies.get(ctx.me, [])) + pool.get("spy", 0)
        home = ctx.mine[ctx.king].get("spy", 0) + pool.get("spy", 0) if ctx.king >= 0 else 1
        wanted = home == 0 or (spies < SPIES_WANTED and (free_any > free_ctrl or money >= 10))
        if ("spy", 1) in buys and free_any > 0 and wanted:
            return buys[("spy", 1)]
        if free_ctrl > 0:
            kind = self._mix(ctx, money, free_ctrl)
            if kind is not None and (kind, 1) in buys:
                return buys[(kind, 1)]
        if ("fort", 1) in buys and "fort" not in pool and (slots < 4 or money >= 15) and self._fort_place(ctx) >= 0:
            return buys[("fort", 1)]
        return _end(legal)

    def _mix(self, ctx: View, money: int, slots: int) -> str | None:
        """The kind to buy next: the one furthest below its share of the army among those that leave enough
        money to fill the other slots with Militia."""
        have: dict[str, int] = {}
        for kinds in ctx.mine:
            for k, v in kinds.items():
                have[k] = have.get(k, 0) + v
        for k, v in ctx.rows[ctx.me]["pool"].items():
            have[k] = have.get(k, 0) + v
        total = sum(have.get(k, 0) for k in MIX) + 1
        best: tuple[float, str] | None = None
        for kind, share in MIX.items():
            cost = ctx.cost(kind)
            if cost + (slots - 1) * ctx.cost("militia") > money:
                continue
            key = (share - have.get(kind, 0) / total + cost / 100, kind)
            if best is None or key > best:
                best = key
        return best[1] if best is not None else None

    def _fort_place(self, ctx: View) -> int:
        """The best space for a new Fort (a Control unit of ours there, no City or Fort), or -1."""
        control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
        best, where = 0.0, -1
        for x in control:
            sp = ctx.spaces[x]
            if ctx.m.is_water[x] or "city" in sp or "fort" in sp or ctx.own_ctrl[x] == 0 or ctx.enemy_units[x]:
                continue
            score = ctx.food[x] + ctx.m.c[x] + (2.0 if ctx.enemy_near(x) else 0.0)
            if score > best:
                best, where = score, x
        return where

    def _deploy(self, ctx: View, legal: Sequence[Action]) -> Action:
        best: tuple[float, Action] = (0.0, _end(legal))
        fort_at = self._fort_place(ctx)
        enemies = [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]
        for a in legal:
            if not isinstance(a, Deploy):
                continue
            x = ctx.index[a.space]
            if a.kind == "fort":
                score = 10.0 if x == fort_at else 1.0
            elif a.kind == "spy":
                if x == ctx.king and ctx.mine[x].get("spy", 0) < ctx.spies_wanted_home():
                    score = 30.0
                else:
                    score = 5.0 - 0.1 * min((ctx.dist[x][e] for e in enemies), default=50)
            elif a.kind in CONTROL_UNITS:
                room = ctx.food[x] - ctx.own_ctrl[x]
                if room <= 0:
                    continue
                score = 10.0 + room + (8.0 if x == ctx.king and ctx.own_ctrl[x] - 1 < ctx.keep(x) else 0.0)
                score += 2.0 * min(ctx.enemy_near(x), 3)
            else:
                score = 3.0
            if score > best[0]:
                best = (score, a)
        return best[1]

    # -- 8. Combat ---------------------------------------------------------------------------------------

    def _fight(self, ctx: View, legal: Sequence[Action]) -> Action:
        fights = [a for a in legal if isinstance(a, Fight)]
        if not fights:
            return legal[0]
        king = ctx.m.id(ctx.king) if ctx.king >= 0 else ""
        return min(fights, key=lambda a: (a.space != king, a.space))

    def _decide(self, ctx: View, decision: dict[str, Any], legal: Sequence[Action]) -> Action:
        kind = decision["kind"]
        data = decision.get("data", {})
        space = int(data.get("space", -1))
        invading = ctx.v["nation"] == ctx.me
        if kind == "assign":
            return self._assign(ctx, space, data["casualty"], not invading, legal)
        if kind in ("recon", "bomber"):
            return self._recon(ctx, space, data["casualty"], invading, kind == "bomber", legal)
        if kind == "bombard":
            many = sum(v for k, v in ctx.others(space).items() if k != "spy") >= 3
            return Bombard(int(data["max"]) if many else 0)
        if kind == "pillage":
            return Pillage(self._pillage(ctx, space))
        if kind == "withdraw":
            return self._withdraw(ctx, space, legal)
        return legal[0]

    def _outcome(self, ctx: View, unit: str, routed: bool, casualty: str, protected: bool) -> bool:
        """Whether a casualty destroys the unit."""
        if routed:
            return True
        if casualty == "kill":
            adv = ctx.content.units[unit].advantages
            return not ("tank" in adv or "flight" in adv or (protected and unit != "bomber"))
        return False

    def _assign(self, ctx: View, space: int, casualty: str, defending: bool, legal: Sequence[Action]) -> Action:
        protected = defending and ctx.protected(space, ctx.v["nation"])
        options = [a for a in legal if isinstance(a, Assign)]
        return min(
            options,
            key=lambda a: (
                self._outcome(ctx, a.kind, a.routed, casualty, protected),
                ctx.cost(a.kind),
                a.routed,
            ),
        )

    def _recon(
        self, ctx: View, space: int, casualty: str, invading: bool, bomber: bool, legal: Sequence[Action]
    ) -> Action:
        protected = invading and ctx.protected(space, ctx.me)
        best: tuple[tuple[bool, int], Action] | None = None
        for a in legal:
            if not isinstance(a, Recon) or not a.kind:
                continue
            destroys = self._outcome(ctx, a.kind, a.routed, casualty, protected)
            if not destroys and not bomber:
                continue
            key = (destroys, ctx.cost(a.kind))
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best is not None else Recon("")

    def _pillage(self, ctx: View, space: int) -> bool:
        """Pillage (True) a Fort it cannot hold or where its stack is beyond Food; capture it otherwise."""
        ours = ctx.own_ctrl[space]
        if ours > ctx.food[space]:
            return True
        return ours < 2 or ctx.enemy_near(space) > ours

    def _withdraw(self, ctx: View, space: int, legal: Sequence[Action]) -> Action:
        withdrawals = [a for a in legal if isinstance(a, Withdraw)]
        end = next((a for a in legal if isinstance(a, EndStep)), None)
        if not withdrawals:
            return end or legal[0]
        mine = ctx.mine[space]
        routed = ctx.spaces[space].get("routed", {})
        enemy = ctx.others(space)
        invading = ctx.v["nation"] == ctx.me
        ours = strength(ctx.content, mine, invading and ctx.protected(space, ctx.me), routed.get(ctx.me))
        other_routed: dict[str, int] = {}
        for colour, kinds in routed.items():
            if colour != ctx.me:
                for k, v in kinds.items():
                    other_routed[k] = other_routed.get(k, 0) + v
        theirs = strength(ctx.content, enemy, not invading and ctx.protected(space, ctx.v["nation"]), other_routed)
        if end is None or (theirs > 0 and (theirs > LOSING * ours or (mine.get("king") and theirs > ours))):
            # Clearly losing (or forced): the King first, then the dearest, as many as possible at once.
            return max(withdrawals, key=lambda a: (a.kind == "king", ctx.cost(a.kind), a.count, _safe(ctx, a)))
        surplus = ctx.own_ctrl[space] - ctx.food[space]
        if theirs == 0 and surplus > 0:
            for a in sorted(withdrawals, key=lambda a: (-_room(ctx, a), ctx.cost(a.kind))):
                if a.kind in CONTROL_UNITS and a.kind != "king" and a.count <= min(surplus, _room(ctx, a)):
                    return a
        return end


def _room(ctx: View, a: Withdraw) -> int:
    x = ctx.index[a.target]
    return ctx.food[x] - ctx.own_ctrl[x]


def _safe(ctx: View, a: Withdraw) -> int:
    return ctx.own_ctrl[ctx.index[a.target]]


def _frontier_distance(ctx: View) -> list[int]:
    """Land distance from each space to the nearest land space the agent does not hold."""
    m = ctx.m
    n = len(ctx.spaces)
    dist = [999] * n
    todo: deque[int] = deque()
    for x in range(n):
        if not m.is_water[x] and not ctx.owned(x):
            dist[x] = 0
            todo.append(x)
    while todo:
        x = todo.popleft()
        for y in m.land_adj[x]:
            if dist[y] == 999:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


def _mv(ctx: View, kind: str, count: int, src: int, dst: int) -> Move:
    return Move(kind, count, ctx.m.id(src), ctx.m.id(dst))


def _end(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if isinstance(a, EndStep)), legal[0])


register_agent("greedy", GreedyWW4Agent)
