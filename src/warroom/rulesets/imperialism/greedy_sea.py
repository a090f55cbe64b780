"""The greedy War! Age of Imperialism player at sea: ferrying explorers and armies, and sea battles.

The plan is recomputed from the player's own view at every decision (the player keeps no memory between
decisions, so a search player's rollouts stay cheap and a game stays a function of its seed):

- a **sea target** is a coastal region it does not own that its armies may invade (an unowned native
  region, or an empire it may attack) and that no own land stack could take now with good odds; a
  region already invaded this turn stays a target (more armies help);
- a ship carrying armies **lands** them where the exact battle odds of its whole cargo (with the own
  armies already there) are good; else it **sails** a step closer to the nearest such target (within two
  rounds of sailing, around seas where an empire that may attack it has ships);
- armies **embark** on an own ship beside their region (the strongest kinds first, at most the ship's
  capacity, leaving one army, two on a border with another empire) when the load reaches a target with
  good odds; an empty ship sails toward spare armies when targets exist;
- a **sea battle** is started when the exact odds (warroom.battles.ships, the damage and Metallurgy the
  game uses) are clearly good; an encounter is fought when they are at least even.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from warroom.battles import imperialism_basic, imperialism_standard
from warroom.battles import ships as ship_battles
from warroom.battles.imperialism import MAX_PIECES, UNITS, native_army
from warroom.battles.ships import MAX_SHIPS
from warroom.core.actions import Action
from warroom.rulesets.imperialism.actions import Embark, Land, Sail, SeaBattle
from warroom.rulesets.imperialism.content import load_content

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.greedy_context import Context as _Context

#: A face-down native marker is taken for this: most markers are 9 to 12 (CLARIFICATIONS.md, Board facts).
UNKNOWN_NATIVES = "10"
#: The greedy player's default least odds to invade natives, and another empire (its ``invade``, ``attack``).
INVADE_ODDS = 0.7
ATTACK_ODDS = 0.65
#: Start a sea battle only with clearly better odds (a lost fleet strands the armies it ferries);
#: accept or offer one in an encounter at even odds.
SEA_BATTLE_ODDS = 0.75
ENCOUNTER_ODDS = 0.5
#: Declare war for a raid by sea only with odds this good (the land plan asks twice the defenders plus 2).
RAID_ODDS = 0.8
#: Sea steps a ferry looks ahead: two movement rounds of sailing (3 a round, one point kept to land).
REACH = 5
#: Armies a ship takes is the level's capacity; the strongest kinds board first.
_BOARDING_ORDER = tuple(reversed(UNITS))


@cache
def odds(
    level: str, attack: tuple[int, ...], defend: tuple[int, ...], fort: bool, natives: bool, schools: int
) -> float:
    """The chance that ``attack`` wins a land battle against ``defend`` (cached: rollouts repeat them)."""
    attack, defend = scaled(attack, defend, MAX_PIECES)
    if level == "basic":
        return imperialism_basic.odds(attack, defend, fort=fort, samples=400).attacker_wins
    return imperialism_standard.odds(
        attack, defend, fort=fort, attack_schools=schools, natives=natives, samples=400
    ).attacker_wins


@cache
def fleet_odds(mine: int, theirs: int, my_hits: int, their_hits: int) -> float:
    """The chance that ``mine`` ships sink ``theirs`` and keep at least one, as the game fights it
    (naval._fight: each side's hits focused, Metallurgy hits per ship)."""
    if mine < 1 or theirs < 1:
        return 1.0 if mine else 0.0
    (mine,), (theirs,) = scaled((mine,), (theirs,), MAX_SHIPS)
    result = ship_battles.odds(mine, theirs, hits=(my_hits, their_hits), damage=("focus", "focus"))
    return result.attacker_wins


def scaled(attack: tuple[int, ...], defend: tuple[int, ...], cap: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Both sides as they are, or, where one has more than ``cap`` pieces (more than the odds calculate),
    both shrunk by the same factor (each count rounded, at least one piece a side): an estimate."""
    largest = max(sum(attack), sum(defend))
    if largest <= cap:
        return attack, defend

    def shrink(side: tuple[int, ...]) -> tuple[int, ...]:
        out = [n * cap // largest for n in side]
        if not sum(out):
            out[max(range(len(side)), key=side.__getitem__)] = 1
        return tuple(out)

    return shrink(attack), shrink(defend)


#: No army of any kind (army's default count of each kind).
_NONE = (0,) * len(UNITS)
#: A native marker's army (read from the marker's text once: rollouts ask for the same few markers).
_native_army = cache(native_army)


def army(kinds: dict[str, int]) -> tuple[int, ...]:
    """An army tuple in the battle modules' order."""
    return tuple(map(kinds.get, UNITS, _NONE))


def capture_odds(ctx: _Context, attack: Sequence[int], r: int) -> float | None:
    """The odds of taking region ``r`` with ``attack`` plus the own armies already there; None when it
    is no target (own, no marker to fight, or an empire it may not attack). Memoized per decision (in
    ``ctx.capture``): a sea plan weighs the same load against the same region from many seas."""
    key = (tuple(attack), r)
    if key in ctx.capture:
        return ctx.capture[key]
    got = ctx.capture[key] = _capture_odds(ctx, key[0], r)
    return got


def _capture_odds(ctx: _Context, attack: Sequence[int], r: int) -> float | None:
    owner = ctx.owner[r]
    if owner == ctx.me:
        return None
    there = army(ctx.units[r].get(ctx.me, {}))
    total = tuple(a + b for a, b in zip(attack, there, strict=True))
    if sum(total) == 0:
        return None
    level = ctx.view["level"]
    schools = ctx.count_buildings("school")
    if owner is None:
        marker = ctx.native[r]
        if marker is None:
            return None
        defend = _native_army(UNKNOWN_NATIVES if marker == "?" else marker)
        return odds(level, total, defend, False, True, schools)
    if not ctx.attackable(owner):
        return None
    defend = army(ctx.units[r].get(owner, {}))
    if sum(defend) == 0:
        return 1.0
    return odds(level, total, defend, ctx.fort[r], False, schools)


def good_enough(ctx: _Context, r: int, p: float) -> bool:
    """Whether odds ``p`` of taking ``r`` are worth an invasion (natives and empires differ)."""
    return p >= (ctx.invade_odds if ctx.owner[r] is None else ctx.attack_odds)


def metallurgy_hits(ctx: _Context, colour: str) -> int:
    """Hits a ship of ``colour`` takes to sink (naval.metallurgy_hits), from the public tech lists."""
    row = next(e for e in ctx.view["empires"] if e["colour"] == colour)
    level = max((int(t.rsplit("-", 1)[1]) for t in row.get("techs", []) if t.startswith("metallurgy-")), default=0)
    return 1 + min(2, level)


def sea_fight_odds(ctx: _Context, sea: int, enemy: str) -> float:
    """The odds of the own ships in ``sea`` against ``enemy``'s ships there."""
    mine, theirs = ctx.ships(sea, ctx.me), ctx.ships(sea, enemy)
    return fleet_odds(mine, theirs, metallurgy_hits(ctx, ctx.me), metallurgy_hits(ctx, enemy))


class SeaPlan:
    """What the sea plan needs of one decision's view: the own ships, the seas to keep out of, and the
    sea targets."""

    def __init__(self, ctx: _Context) -> None:
        self.ctx = ctx
        geo = ctx.geo
        self.capacity = load_content().levels[ctx.view["level"]].ship_capacity
        #: Own ships: id -> (sea, cargo).
        self.ships: dict[int, tuple[int, dict[str, int]]] = {}
        self.danger: set[int] = set()
        threats = ctx.threats()
        for sea in geo.seas:
            for sh in ctx.ship_list[sea]:
                if sh["owner"] == ctx.me:
                    self.ships[sh["id"]] = (sea, sh["cargo"])
                elif sh["owner"] in threats:
                    self.danger.add(sea)
        self._targets: list[int] | None = None
        self._dist: dict[int, dict[int, int]] = {}
        self._ship_values: dict[int, float] = {}

    @property
    def targets(self) -> list[int]:
        """The sea targets (module docstring), found when first asked: many decisions never ask."""
        if self._targets is None:
            geo = self.ctx.geo
            self._targets = [r for r in geo.land if geo.coast[r] and self._sea_target(r)]
        return self._targets

    def _sea_target(self, r: int) -> bool:
        ctx = self.ctx
        if ctx.owner[r] == ctx.me:
            return False
        if ctx.invaded(ctx.geo.board.ids[r]):
            return True
        owner = ctx.owner[r]
        if owner is None and ctx.native[r] is None:
            return False
        if owner is not None and not ctx.attackable(owner):
            return False
        # Reachable by land with good odds now: the land plan takes it.
        for n in ctx.geo.land_adj[r]:
            if ctx.owner[n] == ctx.me:
                stack = list(army(ctx.units[n].get(ctx.me, {})))
                if sum(stack) > 1:
                    stack[next(i for i, k in enumerate(stack) if k)] -= 1
                    p = capture_odds(ctx, stack, r)
                    if p is not None and good_enough(ctx, r, p):
                        return False
        return True

    def distances(self, sea: int) -> dict[int, int]:
        """Sea steps from ``sea`` (within REACH), never through a sea where a threat's ships are."""
        got = self._dist.get(sea)
        if got is not None:
            return got
        out = {sea: 0}
        queue = deque([sea])
        while queue:
            x = queue.popleft()
            d = out[x]
            if d == REACH:
                continue
            for n in self.ctx.geo.sea_adj[x]:
                if n not in out and n not in self.danger:
                    out[n] = d + 1
                    queue.append(n)
        self._dist[sea] = out
        return out

    def best_target(self, sea: int, load: Sequence[int]) -> tuple[int, float, int] | None:
        """The nearest sea target ``load`` (an army tuple) would take with good odds from ``sea``, as
        (sea steps, -odds, region); None if there is none within reach."""
        if not sum(load):
            return None
        dist = self.distances(sea)
        best: tuple[int, float, int] | None = None
        for r in self.targets:
            d = min((dist[s] for s in self.ctx.geo.coast[r] if s in dist), default=None)
            if d is None or (best is not None and d > best[0]):
                continue
            p = capture_odds(self.ctx, load, r)
            if p is None or not (good_enough(self.ctx, r, p) or self.ctx.invaded(self.ctx.geo.board.ids[r])):
                continue
            key = (d, -p, r)
            if best is None or key < best:
                best = key
        return best

    def cargo_army(self, ship: int) -> tuple[int, ...]:
        """The armies aboard own ship ``ship``, as counts in the order of ``UNITS`` (none if it is not one)."""
        return army(self.ships[ship][1]) if ship in self.ships else (0,) * len(UNITS)

    def spare(self, r: int) -> int:
        """Armies region ``r`` can give: all but one, all but two on a border with another empire."""
        ctx = self.ctx
        have = sum(ctx.units[r].get(ctx.me, {}).get(k, 0) for k in UNITS)
        return max(0, have - (2 if ctx.enemy_border(r) else 1))

    # -- the steps, in the order the player tries them ---------------------------------------------------

    def land(self, legal: Sequence[Action]) -> Action | None:
        """Land a cargo where it has good odds (or where own armies already fight)."""
        ctx = self.ctx
        largest: dict[tuple[int, str, str], Land] = {}
        for a in legal:
            if isinstance(a, Land) and a.kind in UNITS:
                key = (a.ship, a.region, a.kind)
                if key not in largest or a.count > largest[key].count:
                    largest[key] = a
        best: tuple[tuple[float, int], Land] | None = None
        stranded: Land | None = None
        for a in largest.values():
            r = ctx.index[a.region]
            if ctx.owner[r] == ctx.me:
                # Home again: only for a cargo with no target left anywhere in reach.
                if stranded is None and self.best_target(self.ships[a.ship][0], self.cargo_army(a.ship)) is None:
                    stranded = a
                continue
            p = capture_odds(ctx, self.cargo_army(a.ship), r)
            if p is None or not (good_enough(ctx, r, p) or ctx.invaded(a.region)):
                continue
            rank = (p, UNITS.index(a.kind))
            if best is None or rank > best[0]:
                best = (rank, a)
        return best[1] if best is not None else stranded

    def embark(self, legal: Sequence[Action]) -> Action | None:
        """Board armies on a ship beside them when the load would take a sea target with good odds."""
        ctx = self.ctx
        able: dict[tuple[str, int], dict[str, int]] = {}
        for a in legal:
            if isinstance(a, Embark) and a.kind in UNITS:
                kinds = able.setdefault((a.region, a.ship), {})
                kinds[a.kind] = max(kinds.get(a.kind, 0), a.count)
        best: tuple[tuple[int, float, int], Embark] | None = None
        for (region, ship), kinds in able.items():
            r = ctx.index[region]
            cargo = list(self.cargo_army(ship))
            room = min(self.capacity - sum(cargo), self.spare(r))
            first: Embark | None = None
            for kind in _BOARDING_ORDER:
                n = min(kinds.get(kind, 0), room)
                if n > 0:
                    cargo[UNITS.index(kind)] += n
                    room -= n
                    first = first or Embark(kind, n, region, ship)
            if first is None:
                continue
            target = self.best_target(self.ships[ship][0], cargo)
            if target is not None and (best is None or target < best[0]):
                best = (target, first)
        return best[1] if best is not None else None

    def sail(self, legal: Sequence[Action]) -> Action | None:
        """Sail a loaded ship a step closer to its target; an empty one toward spare armies."""
        ctx = self.ctx
        sails: dict[int, list[Sail]] = {}
        for a in legal:
            if isinstance(a, Sail) and ctx.index[a.sea] not in self.danger:
                sails.setdefault(a.ship, []).append(a)
        for ship, options in sails.items():
            sea, cargo = self.ships[ship]
            load = self.cargo_army(ship)
            if sum(load):
                here = self.best_target(sea, load)
                best: tuple[tuple[int, float, int], Sail] | None = None
                for a in options:
                    there = self.best_target(ctx.index[a.sea], load)
                    closer = there is not None and (here is None or there[0] < here[0])
                    if closer and there is not None and (best is None or there < best[0]):
                        best = (there, a)
                if best is not None:
                    return best[1]
            elif not cargo and self.targets:
                step = self._toward_armies(sea, options)
                if step is not None:
                    return step
        return None

    def _toward_armies(self, sea: int, options: Sequence[Sail]) -> Sail | None:
        """A step toward the nearest sea beside an own region with two spare armies, unless one is here."""
        ctx = self.ctx
        goals = {s for r in ctx.mine if self.spare(r) >= 2 for s in ctx.geo.coast[r]}
        if not goals or sea in goals:
            return None
        here = min((d for s, d in self.distances(sea).items() if s in goals), default=None)
        best: tuple[int, Sail] | None = None
        for a in options:
            there = min((d for s, d in self.distances(ctx.index[a.sea]).items() if s in goals), default=None)
            if there is not None and (here is None or there < here) and (best is None or there < best[0]):
                best = (there, a)
        return best[1] if best is not None else None

    def battle(self, legal: Sequence[Action]) -> Action | None:
        """Start the sea battle with the best odds, when they are clearly good."""
        best: tuple[float, SeaBattle] | None = None
        for a in legal:
            if isinstance(a, SeaBattle):
                p = sea_fight_odds(self.ctx, self.ctx.index[a.sea], a.enemy)
                if p >= SEA_BATTLE_ODDS and (best is None or p > best[0]):
                    best = (p, a)
        return best[1] if best is not None else None

    def _load(self, sea: int, cargo: dict[str, int]) -> list[int]:
        """``cargo`` plus the spare armies of the own regions beside ``sea``, strongest first, up to the
        ship's capacity: what a ship there could carry off."""
        ctx = self.ctx
        load = list(army(cargo))
        room = self.capacity - sum(load)
        for r in ctx.geo.coast[sea]:
            if ctx.owner[r] != ctx.me:
                continue
            spare = self.spare(r)
            kinds = ctx.units[r].get(ctx.me, {})
            for kind in _BOARDING_ORDER:
                n = min(kinds.get(kind, 0), spare, room)
                load[UNITS.index(kind)] += n
                spare -= n
                room -= n
        return load

    def ship_value(self, sea: int) -> float:
        """How much a new ship in ``sea`` is worth: a ferry for spare armies beside it with a sea target
        in reach (6 for the first ship, less for more; 0 when the fleet is big enough). Memoized: each
        port and ship the empire could buy asks it."""
        got = self._ship_values.get(sea)
        if got is None:
            got = self._ship_values[sea] = self._ship_value(sea)
        return got

    def _ship_value(self, sea: int) -> float:
        ctx = self.ctx
        have = len(self.ships) + ctx.planned("ship")
        if have >= min(3, 1 + len(ctx.mine) // 8):
            return 0.0
        load = self._load(sea, {})
        if sum(load) < 2:
            return 0.0
        target = self.best_target(sea, load)
        d = target[0] if target is not None else None
        if d is None and ctx.may_attack is not None:
            # With war declarations: a raid on an empire it is not (yet) at war with.
            d = self._raid(sea, tuple(load), None)
        if d is None:
            return 0.0
        return (6.0 if have == 0 else 3.0) + 0.2 * (REACH - d)

    def could_raid(self, colour: str) -> bool:
        """With war declarations: whether a ship of its own could carry off a load that takes one of
        ``colour``'s coastal regions with clearly good odds (a reason to declare war on it)."""
        for sea, cargo in self.ships.values():
            if self._raid(sea, tuple(self._load(sea, cargo)), colour) is not None:
                return True
        return False

    def _raid(self, sea: int, load: tuple[int, ...], colour: str | None) -> int | None:
        """Sea steps from ``sea`` to the nearest coastal region of ``colour`` (None: of any other empire)
        that ``load`` would take with RAID_ODDS were the two at war; None if none is in reach."""
        ctx = self.ctx
        if sum(load) < 3:
            return None
        level, schools = ctx.view["level"], ctx.count_buildings("school")
        dist = self.distances(sea)
        best: int | None = None
        for r in ctx.geo.land:
            owner = ctx.owner[r]
            if owner in (None, ctx.me) or (colour is not None and owner != colour):
                continue
            assert owner is not None
            if ctx.rows[owner]["eliminated"] or ctx.rows[owner]["seat"] == ctx.rows[ctx.me]["seat"]:
                continue
            d = min((dist[s] for s in ctx.geo.coast[r] if s in dist), default=None)
            if d is None or (best is not None and d >= best):
                continue
            defend = army(ctx.units[r].get(owner, {}))
            if not sum(defend) or odds(level, load, defend, ctx.fort[r], False, schools) >= RAID_ODDS:
                best = d
        return best


def ferry_explorers(ctx: _Context, legal: Sequence[Action]) -> Action | None:
    """Explorers by sea: land them on a native coast, board them when no native region is near by land,
    and sail a ship carrying explorers (and no armies) toward natives."""
    for a in legal:
        if isinstance(a, Land) and a.kind == "explorer" and ctx.is_native(ctx.index[a.region]):
            return a
    for a in legal:
        if isinstance(a, Embark) and a.kind == "explorer" and not ctx.natives_near(ctx.index[a.region], 3):
            return a
    ships: dict[int, tuple[int, dict[str, int]]] | None = None
    best: tuple[int, Action] | None = None
    for a in legal:
        if not isinstance(a, Sail):
            continue
        if ships is None:
            # Every ship where it is and what it carries, read at the first Sail (most decisions have none).
            ships = {sh["id"]: (sea, sh["cargo"]) for sea in ctx.geo.seas for sh in ctx.ship_list[sea]}
        sea, cargo = ships[a.ship]
        if cargo.get("explorer") and not any(cargo.get(k) for k in UNITS):
            d = _sea_distance_to_natives(ctx, ctx.index[a.sea])
            here = _sea_distance_to_natives(ctx, sea)
            if d is not None and (here is None or d < here) and (best is None or d < best[0]):
                best = (d, a)
    return best[1] if best is not None else None


def _sea_distance_to_natives(ctx: _Context, sea: int) -> int | None:
    """Sea steps from ``sea`` to one touching a native region's coast (within 6)."""
    seen = {sea}
    queue = deque([(sea, 0)])
    while queue:
        x, d = queue.popleft()
        if any(ctx.is_native(r) for r in ctx.geo.coast[x]):
            return d
        if d < 6:
            for n in ctx.geo.sea_adj[x]:
                if n not in seen:
                    seen.add(n)
                    queue.append((n, d + 1))
    return None
