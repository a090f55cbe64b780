"""A simple greedy player for the WAR family: trade at once, reinforce the front, attack where the
odds favour it, chase the objective, and bring idle armies to the border.

It sees only its own view (``game.view(player)``), the legal actions and the board, as every agent
must; it never reads the game's state. To stay cheap it keeps what never changes (the board's
neighbours and continents, as indices) per board, asks for the view at most once per decision and
not at all when the legal actions say enough, and plans all the armies of a reinforcement at once:
nothing but its own placements changes the board until they are all placed.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from warroom.agents.base import Agent, register_agent
from warroom.battles.dice_battle import conquest_probability
from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.game import Game
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Place, Trade

#: Beyond this many armies on either side, odds are read from the table at a scaled-down size (the
#: ratio of the armies is what decides them); the exact table would grow quadratically.
_ODDS_CAP = 60

#: Extra value of a target the objective asks for, over the card and the territory every conquest gives.
_WANTED_VALUE = 2.0
#: Extra value of a target whose conquest breaks another player's whole continent.
_BREAK_VALUE = 0.5
#: Weight of defending a front territory, and extra per army of bonus of a whole continent held.
_DEFENCE_WEIGHT = 0.3
_CONTINENT_DEFENCE = 0.15
#: Weight of bringing a one-army territory up to two when the objective counts territories with two.
_TOP_UP_VALUE = 1.5


def chance(attackers: int, defenders: int) -> float:
    """Chance that ``attackers`` armies able to attack take a territory held by ``defenders``."""
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    top = attackers if attackers > defenders else defenders
    if top > _ODDS_CAP:
        attackers = max(1, round(attackers * _ODDS_CAP / top))
        defenders = max(1, round(defenders * _ODDS_CAP / top))
    return conquest_probability(attackers, defenders)


@dataclass(frozen=True)
class BoardInfo:
    """The board's fixed facts by index: what the agent would otherwise recompute every decision."""

    board: Board
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    #: Continents (groups of kind "continent"): ids, bonuses, members; and each space's continent or -1.
    continent_ids: tuple[str, ...]
    continent_bonus: tuple[int, ...]
    continent_members: tuple[tuple[int, ...], ...]
    continent_of: tuple[int, ...]

    @classmethod
    def of(cls, board: Board) -> BoardInfo:
        ids = tuple(board.ids)
        index = {sid: i for i, sid in enumerate(ids)}
        continents = [g for g in board.groups.values() if g.kind == "continent"]
        continent_of = [-1] * len(ids)
        for c, group in enumerate(continents):
            for sid in group.spaces:
                continent_of[index[sid]] = c
        return cls(
            board=board,
            ids=ids,
            index=index,
            neighbours=tuple(tuple(index[n] for n in board.neighbours(sid)) for sid in ids),
            continent_ids=tuple(g.id for g in continents),
            continent_bonus=tuple(g.bonus for g in continents),
            continent_members=tuple(tuple(index[s] for s in g.spaces) for g in continents),
            continent_of=tuple(continent_of),
        )


#: BoardInfo per board, by board id; checked against the board object itself before use.
_BOARD_INFO: dict[str, BoardInfo] = {}


def board_info(board: Board) -> BoardInfo:
    info = _BOARD_INFO.get(board.id)
    if info is None or info.board is not board:
        info = _BOARD_INFO[board.id] = BoardInfo.of(board)
    return info


@dataclass(frozen=True)
class Goal:
    """What an objective id asks for, as far as a greedy player cares."""

    continents: tuple[int, ...] = ()
    any_more: int = 0
    colour: str = ""
    count: int = 0
    min_armies: int = 1

    @classmethod
    def parse(cls, objective_id: str, info: BoardInfo) -> Goal:
        """Read an objective id of the WAR content files (continent ids, ``plus-one``, ``destroy-X``,
        ``territories-N``, ``two-armies``); an id it does not understand asks for nothing special."""
        words = objective_id.split("-")
        if objective_id.startswith("destroy-") and objective_id != "destroy-fallback":
            return cls(colour=objective_id.removeprefix("destroy-"))
        if words[0] == "territories" or objective_id == "destroy-fallback":
            count = int(words[1]) if len(words) > 1 and words[1].isdigit() else 24
            return cls(count=count, min_armies=2 if "two-armies" in objective_id else 1)
        named = tuple(c for c, cid in enumerate(info.continent_ids) if _names(objective_id, cid))
        more = {"one": 1, "two": 2}.get(words[-1], 1) if "plus" in words else 0
        return cls(continents=named, any_more=more)


def _names(objective_id: str, word: str) -> bool:
    """Whether ``word`` (possibly hyphenated) appears in the id as whole hyphen-separated words."""
    return f"-{word}-" in f"-{objective_id}-"


class Situation:
    """The board as one seat sees it at one decision, by index, with what the greedy rules need."""

    __slots__ = ("armies", "enemies", "goal", "info", "me", "owner", "value", "wanted")

    def __init__(self, info: BoardInfo, view: dict[str, Any], me: int, goals: dict[str, Goal]) -> None:
        self.info = info
        self.me = me
        terr: dict[str, Any] = view["territories"]
        rows = [terr[sid] for sid in info.ids]
        owner = self.owner = [r["owner"] for r in rows]
        armies = self.armies = [r["armies"] for r in rows]
        del armies  # (kept on self)
        self.enemies = [[j for j in nbrs if owner[j] != me] for nbrs in info.neighbours]
        objective = view.get("objective") or {}
        oid = str(objective.get("id", ""))
        goal = goals.get(oid)
        if goal is None:
            goal = goals[oid] = Goal.parse(oid, info)
        self.goal = goal
        self.wanted = self._wanted(view)
        self.value = self._values()

    def _wanted(self, view: dict[str, Any]) -> set[int]:
        """Territories the objective asks for: named continents (and the best others when it asks for
        more), a colour's territories, or (counting territories) none in particular."""
        info, goal, owner, me = self.info, self.goal, self.owner, self.me
        wanted: set[int] = set()
        if goal.colour:
            seats = {s["seat"] for s in view.get("seats", ()) if s.get("colour") == goal.colour and s["seat"] != me}
            wanted.update(i for i, o in enumerate(owner) if o in seats)
            return wanted
        for c in goal.continents:
            wanted.update(info.continent_members[c])
        if goal.any_more:
            others = [c for c in range(len(info.continent_ids)) if c not in goal.continents]
            # The continents closest to complete, as a share of their territories.
            others.sort(
                key=lambda c: -sum(owner[i] == me for i in info.continent_members[c]) / len(info.continent_members[c])
            )
            for c in others[: goal.any_more]:
                wanted.update(info.continent_members[c])
        return wanted

    def _values(self) -> list[float]:
        """What taking each territory is worth (0 for own territories)."""
        info, owner, me, wanted = self.info, self.owner, self.me, self.wanted
        whole_owner = []
        for members in info.continent_members:
            first = owner[members[0]]
            whole_owner.append(first if all(owner[i] == first for i in members) else -1)
        value = [0.0] * len(owner)
        for i, o in enumerate(owner):
            if o == me:
                continue
            v = 1.0
            if i in wanted:
                v += _WANTED_VALUE
            c = info.continent_of[i]
            if c >= 0 and whole_owner[c] == o:
                v += _BREAK_VALUE
            value[i] = v
        return value

    def holds_continent(self, c: int) -> bool:
        owner, me = self.owner, self.me
        return all(owner[i] == me for i in self.info.continent_members[c])

    def threat(self, i: int) -> int:
        armies = self.armies
        return max((armies[e] for e in self.enemies[i]), default=0)


class GreedyWarAgent(Agent):
    name = "greedy"
    rulesets = frozenset({"war"})
    #: Attack only when the chance to take the territory with what is there is at least this...
    threshold = 0.6
    #: ... or this, for a territory the objective asks for.
    wanted_threshold = 0.5

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._goals: dict[str, Goal] = {}
        #: Placements still to make this reinforcement (legal Place objects), and the game they are for.
        self._placements: list[Action] = []
        self._placements_for: tuple[Game, int] | None = None

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        kind = type(legal[0])
        if kind is Trade or kind is Place:
            return self._reinforce(game, player, legal)
        if kind is Attack or kind is EndAttacks:
            return self._attack(game, player, legal)
        if kind is Occupy:
            return self._occupy(game, player, legal)
        if kind is Move or kind is EndTurn:
            return self._move(game, player, legal)
        return self.rng.choice(legal)

    def _situation(self, game: Game, player: int) -> Situation:
        board = game.board
        assert board is not None
        return Situation(board_info(board), game.view(player), player, self._goals)

    # -- reinforcements -------------------------------------------------------------------------------

    def _reinforce(self, game: Game, player: int, legal: list[Action]) -> Action:
        trades = [a for a in legal if isinstance(a, Trade)]
        if trades:
            self._placements = []
            return self._best_trade(game, player, trades)
        plan = self._placements
        if plan and self._placements_for == (game, player):
            nxt = plan[-1]
            if any(a is nxt for a in legal):
                plan.pop()
                return nxt
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return self.rng.choice(legal)
        view = game.view(player)
        board = game.board
        assert board is not None
        s = Situation(board_info(board), view, player, self._goals)
        plan = self._plan_placements(s, view, places)
        if not plan:
            return places[0]
        plan.reverse()
        self._placements = plan
        self._placements_for = (game, player)
        return plan.pop()

    def _best_trade(self, game: Game, player: int, trades: Sequence[Trade]) -> Trade:
        """The trade that puts the most bonus armies on own territories and spends the fewest wildcards."""
        if len(trades) == 1:
            return trades[0]
        terr: dict[str, Any] = game.view(player)["territories"]

        def key(t: Trade) -> tuple[int, int]:
            owned = sum(1 for c in t.cards if c in terr and terr[c]["owner"] == player)
            wild = sum(1 for c in t.cards if c not in terr)
            return (owned, -wild)

        return max(trades, key=key)

    def _plan_placements(self, s: Situation, view: dict[str, Any], places: Sequence[Place]) -> list[Action]:
        """Where every army still to place goes, in order: armies bound to a continent first (so that
        each one is taken from its continent), then the free ones. Each army goes where it adds most:
        to the chance of a valuable conquest from there, or to holding a threatened front."""
        info = s.info
        by_space = {info.index[a.territory]: a for a in places if a.territory in info.index}
        pending = view.get("pending") or {}
        free = int(pending.get("free", 0))
        groups: dict[str, int] = dict(pending.get("groups") or {})
        armies = list(s.armies)
        plan: list[Action] = []
        continent_index = {cid: c for c, cid in enumerate(info.continent_ids)}
        for cid, n in groups.items():
            c = continent_index.get(cid)
            allowed = [i for i in (info.continent_members[c] if c is not None else ()) if s.owner[i] == s.me]
            plan.extend(self._allocate(s, armies, [i for i in allowed if i in by_space], n, by_space))
        if free > 0:
            plan.extend(self._allocate(s, armies, list(by_space), free, by_space))
        return plan

    def _allocate(
        self, s: Situation, armies: list[int], allowed: list[int], n: int, by_space: dict[int, Place]
    ) -> list[Action]:
        if n <= 0 or not allowed:
            return []
        top_up = self._needs_top_up(s)
        heap = [(-self._place_gain(s, armies, i, top_up), i) for i in allowed]
        heapq.heapify(heap)
        out: list[Action] = []
        for _ in range(n):
            _, i = heapq.heappop(heap)
            out.append(by_space[i])
            armies[i] += 1
            heapq.heappush(heap, (-self._place_gain(s, armies, i, top_up), i))
        return out

    @staticmethod
    def _needs_top_up(s: Situation) -> bool:
        """Whether the objective counts territories held by two armies and enough are held to care."""
        goal = s.goal
        if goal.min_armies <= 1:
            return False
        held = sum(1 for o in s.owner if o == s.me)
        return held >= goal.count

    @staticmethod
    def _place_gain(s: Situation, armies: list[int], i: int, top_up: bool) -> float:
        a = armies[i]
        enemies = s.enemies[i]
        gain = _TOP_UP_VALUE if top_up and a < s.goal.min_armies else 0.0
        if not enemies:
            return gain - 1.0 + 1.0 / (a + 1)
        value, base = s.value, s.armies
        best = 0.0
        threat = 0
        for e in enemies:
            d = base[e]
            if d > threat:
                threat = d
            g = value[e] * (chance(a, d) - chance(a - 1, d))
            if g > best:
                best = g
        weight = _DEFENCE_WEIGHT
        c = s.info.continent_of[i]
        if c >= 0 and s.holds_continent(c):
            weight += _CONTINENT_DEFENCE * s.info.continent_bonus[c]
        defence = weight * (chance(threat - 1, a) - chance(threat - 1, a + 1))
        return gain + best + defence

    # -- attacks ------------------------------------------------------------------------------------------

    def _attack(self, game: Game, player: int, legal: list[Action]) -> Action:
        s = self._situation(game, player)
        armies, value, index, wanted = s.armies, s.value, s.info.index, s.wanted
        best: Action | None = None
        best_score = 0.0
        stop: Action | None = None
        for a in legal:
            if not isinstance(a, Attack):
                if isinstance(a, EndAttacks):
                    stop = a
                continue
            i, j = index[a.source], index[a.target]
            attackers = armies[i] - 1
            if a.dice != (3 if attackers > 3 else attackers):
                continue
            p = chance(attackers, armies[j])
            if p < (self.wanted_threshold if j in wanted else self.threshold):
                continue
            score = p * value[j]
            if score > best_score:
                best, best_score = a, score
        if best is not None:
            return best
        return stop if stop is not None else legal[-1]

    def _occupy(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Follow up with all that may go, unless only the old territory still faces enemies."""
        occupies = [a for a in legal if isinstance(a, Occupy)]
        most = max(occupies, key=lambda a: a.armies)
        view = game.view(player)
        conquest = view.get("conquest")
        board = game.board
        if not conquest or board is None:
            return most
        info = board_info(board)
        src, dst = info.index.get(conquest["from"]), info.index.get(conquest["to"])
        if src is None or dst is None:
            return most
        terr: dict[str, Any] = view["territories"]
        ids = info.ids

        def faces_enemies(i: int) -> bool:
            return any(terr[ids[j]]["owner"] != player for j in info.neighbours[i])

        if faces_enemies(src) and not faces_enemies(dst):
            return min(occupies, key=lambda a: a.armies)
        return most

    # -- moving armies ----------------------------------------------------------------------------------

    def _move(self, game: Game, player: int, legal: list[Action]) -> Action:
        """Move the biggest idle pile of an interior territory one step toward the front."""
        end = legal[-1] if isinstance(legal[-1], EndTurn) else next(a for a in legal if isinstance(a, EndTurn))
        s = self._situation(game, player)
        info, owner, me = s.info, s.owner, s.me
        # Steps from each own territory to the nearest own territory facing an enemy.
        far = len(owner) + 1
        dist = [far] * len(owner)
        frontier = [i for i, o in enumerate(owner) if o == me and s.enemies[i]]
        for i in frontier:
            dist[i] = 0
        while frontier:
            nxt = []
            for i in frontier:
                for j in info.neighbours[i]:
                    if owner[j] == me and dist[j] == far:
                        dist[j] = dist[i] + 1
                        nxt.append(j)
            frontier = nxt
        keep = max(1, s.goal.min_armies) - 1  # armies beyond the one that must stay
        index, armies = info.index, s.armies
        best: Action | None = None
        best_key = (0, 0)
        for a in legal:
            if a.__class__ is not Move:
                continue
            assert isinstance(a, Move)
            i = index[a.source]
            di = dist[i]
            if di == 0 or di == far or a.armies <= best_key[0] or a.armies > armies[i] - 1 - keep:
                continue
            if dist[index[a.target]] < di:
                best, best_key = a, (a.armies, di)
        return best if best is not None else end


register_agent("greedy", GreedyWarAgent)
