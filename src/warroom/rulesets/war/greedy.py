"""A simple greedy player for the WAR family: trade at once, reinforce the front, attack where the
odds favour it, chase the objective, and bring idle armies to the border.

It sees only its own view (``game.view(player)``), the legal actions and the board, as every agent
must; it never reads the game's state. The view is the costly part (a full dict per call), so the
agent keeps what never changes (neighbours and continents, as indices) per board, and asks for the
view at most once per decision, and only where the dice may have changed the board since its last
one: within one seat's turn nothing else moves. A reinforcement is planned once, army by army; the
moves after the attacks reuse the board seen when the attacks stopped; an occupation knows the attack
it follows. Every action returned is taken from the legal actions offered for that decision.

Rules: trade whenever possible (the set that puts bonus armies on own territories and keeps
wildcards); place each army where it adds most to the chance of a valuable conquest (a territory the
objective wants, one that breaks another player's continent, with ``continent_value`` and
``progress_value`` one that completes or advances its own) or to holding a threatened front;
attack with all the dice that may go when the odds of taking the territory with what is there are
good enough; occupy with all that may go unless only the old territory still faces enemies; move
idle interior armies one step toward the front; then end the turn.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from warroom.battles.war_dice import ConquestTable, conquest_table
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.text import Msg
from warroom.players.base import Agent, check_range, register_agent
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Place, Trade
from warroom.rulesets.war.greedy_board import WANTED_VALUE, Goal, Situation, board_info

#: Odds are kept in a table up to this many armies a side; beyond it they are read, interpolated, at
#: a scaled-down size (the ratio of the armies is what decides them), as the exact table grows
#: quadratically and the difference no longer matters to a greedy player.
_ODDS_CAP = 60

#: Weight of defending a front territory, and extra per army of bonus of a whole continent held.
_DEFENCE_WEIGHT = 0.3
_CONTINENT_DEFENCE = 0.15
#: Weight of bringing a one-army territory up to two when the objective counts territories with two.
_TOP_UP_VALUE = 1.5


#: _ODDS[a][d] = conquest_probability(a, d) for a, d <= _ODDS_CAP (at least); set on first use. Many
#: threads read it at once (the game server's computer players): it is only ever None or a whole,
#: immutable table (war_dice builds it under its lock), set by one assignment.
_ODDS: ConquestTable | None = None


def _odds() -> ConquestTable:
    global _ODDS
    odds = _ODDS
    if odds is None:
        odds = _ODDS = conquest_table(_ODDS_CAP, _ODDS_CAP)
    return odds


def chance(attackers: int, defenders: int) -> float:
    """Chance that ``attackers`` armies able to attack take a territory held by ``defenders``."""
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    odds = _ODDS or _odds()
    if attackers <= _ODDS_CAP and defenders <= _ODDS_CAP:
        return odds[attackers][defenders]
    scale = _ODDS_CAP / (attackers if attackers > defenders else defenders)
    x, y = attackers * scale, defenders * scale
    x0, y0 = int(x), int(y)
    x1, y1 = min(x0 + 1, _ODDS_CAP), min(y0 + 1, _ODDS_CAP)
    fx, fy = x - x0, y - y0
    low = odds[x0][y0] * (1 - fx) + odds[x1][y0] * fx
    high = odds[x0][y1] * (1 - fx) + odds[x1][y1] * fx
    return low * (1 - fy) + high * fy


@dataclass
class _Memo:
    """What the agent's last decision leaves for its next one in the same game and seat.

    Between two decisions of one seat in one turn nothing changes but what that seat chose, so a
    situation read once stays good: a reinforcement is planned once; the moves reuse the board seen
    when the attacks stopped (updated by the moves made); an occupation knows the attack it follows.
    """

    game: Game
    player: int
    kind: str  # "place" | "attacked" | "move"
    situation: Situation | None = None
    plan: list[Action] | None = None
    attack: Attack | None = None
    distance: list[int] | None = None


#: The largest extra target value, seat number and conquests a turn a spec may set: far past any
#: setting that plays differently, so that a typo is refused rather than played.
_MAX_VALUE = 100.0
_MAX_SEAT = 100
_MAX_CONQUESTS = 1000


class GreedyWarAgent(Agent):
    """The greedy WAR player; its settings are spec parameters (``greedy:threshold=0.45``), so that
    search players can weigh variants of it as whole-turn plans (:mod:`warroom.agents.plan_search`)."""

    name = "greedy"
    rulesets = frozenset({"war", "war-imperio-romano"})
    params: ClassVar[dict[str, type]] = {
        "threshold": float,
        "wanted_threshold": float,
        "wanted_value": float,
        "concentrate": int,
        "rival": int,
        "rival_value": float,
        "conquests": int,
        "continent_value": float,
        "progress_value": float,
    }

    def __init__(
        self,
        seed: int = 0,
        *,
        threshold: float = 0.6,
        wanted_threshold: float = 0.5,
        wanted_value: float = WANTED_VALUE,
        concentrate: int = 0,
        rival: int = -1,
        rival_value: float = 1.5,
        conquests: int = 0,
        continent_value: float = 0.0,
        progress_value: float = 0.0,
    ) -> None:
        super().__init__(seed)
        value = Msg("agent.what.value", high=f"{_MAX_VALUE:g}")
        check_range("greedy", "threshold", threshold, 0.0, 1.0, Msg("agent.what.chance"))
        check_range("greedy", "wanted_threshold", wanted_threshold, 0.0, 1.0, Msg("agent.what.chance"))
        check_range("greedy", "wanted_value", wanted_value, 0.0, _MAX_VALUE, value)
        check_range("greedy", "rival_value", rival_value, 0.0, _MAX_VALUE, value)
        check_range("greedy", "continent_value", continent_value, 0.0, _MAX_VALUE, value)
        check_range("greedy", "progress_value", progress_value, 0.0, _MAX_VALUE, value)
        check_range("greedy", "concentrate", concentrate, 0, 1, Msg("agent.what.zero_or_one"))
        check_range("greedy", "rival", rival, -1, _MAX_SEAT, Msg("agent.what.seat", high=_MAX_SEAT))
        check_range(
            "greedy", "conquests", conquests, 0, _MAX_CONQUESTS, Msg("agent.what.conquests", high=_MAX_CONQUESTS)
        )
        #: Attack only when the chance to take the territory with what is there is at least this...
        self.threshold = threshold
        #: ... or this, for a territory the objective asks for.
        self.wanted_threshold = wanted_threshold
        #: Extra value of a target the objective asks for, over the card and the territory.
        self.wanted_value = wanted_value
        #: 1: every army of a reinforcement goes where the first one adds most (one strong stack).
        self.concentrate = concentrate
        #: A seat to hold back (-1: none): its territories are worth ``rival_value`` more as targets.
        self.rival = rival
        self.rival_value = rival_value
        #: Stop attacking after this many conquests in a turn (0: no limit); one is enough for a card.
        self.conquests = conquests
        #: Per army of a continent's bonus: extra value of a conquest that completes a continent for this
        #: seat, and (times the share held) of any conquest in it. 0 by default: the reference player.
        self.continent_value = continent_value
        self.progress_value = progress_value
        #: Conquests made since this agent's last reinforcement (the start of its turn).
        self._conquered = 0
        self._goals: dict[tuple[str, str], Goal] = {}
        self._memo: _Memo | None = None

    def choose(self, game: Game, player: int) -> Action:
        memo, self._memo = self._memo, None
        if memo is not None and (memo.game is not game or memo.player != player):
            memo = None
        legal = game.legal_actions()
        kind = type(legal[0])
        if kind is Trade or kind is Place:
            self._conquered = 0
        elif kind is Occupy:
            self._conquered += 1
        if len(legal) == 1:
            return legal[0]
        if kind is Trade or kind is Place:
            return self._reinforce(game, player, legal, memo)
        if kind is Attack or kind is EndAttacks:
            return self._attack(game, player, legal)
        if kind is Occupy:
            return self._occupy(game, player, legal, memo)
        if kind is Move or kind is EndTurn:
            return self._move(game, player, legal, memo)
        return self.rng.choice(legal)

    def _situation(self, game: Game, player: int, view: dict[str, Any] | None = None) -> Situation:
        board = game.board
        assert board is not None, "the greedy agent plays on a board"
        info = board_info(board)
        if view is None:
            view = game.view(player)
        objective = view.get("objective") or {}
        oid = str(objective.get("id", ""))
        goal = self._goals.get((board.id, oid))
        if goal is None:
            goal = self._goals[board.id, oid] = Goal.parse(oid, info)
        return Situation(
            info,
            view,
            player,
            goal,
            self.wanted_value,
            self.rival,
            self.rival_value,
            self.continent_value,
            self.progress_value,
        )

    # -- reinforcements -------------------------------------------------------------------------------

    def _reinforce(self, game: Game, player: int, legal: Sequence[Action], memo: _Memo | None) -> Action:
        if memo is not None and memo.kind == "place" and memo.plan:
            nxt = memo.plan[-1]
            # The plan holds the very objects offered when it was made (rulesets reuse their action
            # objects); an identity check is cheap, and anything else just plans again.
            if any(a is nxt for a in legal):
                memo.plan.pop()
                if memo.plan:
                    self._memo = memo
                return nxt
        trades = [a for a in legal if isinstance(a, Trade)]
        if trades:
            return self._best_trade(game, player, trades)
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return self.rng.choice(legal)
        s = self._situation(game, player)
        plan = self._plan_placements(s, places)
        if not plan:
            return places[0]
        plan.reverse()
        nxt = plan.pop()
        if plan:
            self._memo = _Memo(game, player, "place", plan=plan)
        return nxt

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

    def _plan_placements(self, s: Situation, places: Sequence[Place]) -> list[Action]:
        """Where every army still to place goes, in order: armies bound to a continent first (so that
        each one is taken from its continent), then the free ones. Each army goes where it adds most:
        to the chance of a valuable conquest from there, or to holding a threatened front."""
        info = s.info
        by_space = {info.index[a.territory]: a for a in places if a.territory in info.index}
        pending = s.view.get("pending") or {}
        free = int(pending.get("free", 0))
        groups: dict[str, int] = dict(pending.get("groups") or {})
        armies = list(s.armies)
        plan: list[Action] = []
        for cid, n in groups.items():
            if cid in info.continent_ids:
                members = info.continent_members[info.continent_ids.index(cid)]
                plan.extend(self._allocate(s, armies, [i for i in members if i in by_space], n, by_space))
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
        if self.concentrate:
            best = heap[0][1]
            armies[best] += n
            return [by_space[best]] * n
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
        """What one more army in own territory i (holding ``armies[i]`` now) is worth."""
        a = armies[i]
        enemies = s.enemies[i]
        gain = _TOP_UP_VALUE if top_up and a < s.goal.min_armies else 0.0
        if not enemies:
            return gain - 1.0 + 1.0 / (a + 1)
        base = s.armies
        best = 0.0
        threat = 0
        odds = _ODDS or _odds()
        cap = _ODDS_CAP
        for e in enemies:
            d = base[e]
            if d > threat:
                threat = d
            g = odds[a][d] - odds[a - 1][d] if a <= cap and d <= cap else chance(a, d) - chance(a - 1, d)
            if g > 0.0:
                g *= s.value(e)
                if g > best:
                    best = g
        weight = _DEFENCE_WEIGHT
        c = s.info.continent_of[i]
        if c >= 0 and s.whole_owner(c) == s.me:
            weight += _CONTINENT_DEFENCE * s.info.continent_bonus[c]
        defence = weight * (chance(threat - 1, a) - chance(threat - 1, a + 1))
        return gain + best + defence

    # -- attacks ------------------------------------------------------------------------------------------

    def _attack(self, game: Game, player: int, legal: Sequence[Action]) -> Action:
        """The attack with all the dice that may go most likely to take the most valuable territory,
        if the odds are good enough; else stop attacking."""
        s = self._situation(game, player)
        if self.conquests and self._conquered >= self.conquests:
            self._memo = _Memo(game, player, "move", situation=s)
            return next((a for a in legal if isinstance(a, EndAttacks)), legal[-1])
        armies, index = s.armies, s.info.index
        wanted = s.wanted
        best: Attack | None = None
        best_score = 0.0
        stop: Action | None = None
        threshold, wanted_threshold = self.threshold, self.wanted_threshold
        for a in legal:
            if not isinstance(a, Attack):
                if isinstance(a, EndAttacks):
                    stop = a
                continue
            i = index[a.source]
            attackers = armies[i] - 1
            if a.dice != (3 if attackers > 3 else attackers):
                continue
            j = index[a.target]
            p = chance(attackers, armies[j])
            if p < (wanted_threshold if j in wanted else threshold):
                continue
            score = p * s.value(j)
            if score > best_score:
                best, best_score = a, score
        if best is not None:
            self._memo = _Memo(game, player, "attacked", situation=s, attack=best)
            return best
        self._memo = _Memo(game, player, "move", situation=s)
        return stop if stop is not None else legal[-1]

    def _occupy(self, game: Game, player: int, legal: Sequence[Action], memo: _Memo | None) -> Action:
        """Follow up with all that may go, unless only the old territory still faces enemies."""
        occupies = [a for a in legal if isinstance(a, Occupy)]
        most = max(occupies, key=lambda a: a.armies)
        if memo is not None and memo.kind == "attacked" and memo.situation is not None and memo.attack is not None:
            s = memo.situation
            src, dst = s.info.index[memo.attack.source], s.info.index[memo.attack.target]
        else:
            s = self._situation(game, player)
            conquest = s.view.get("conquest")
            if not conquest or conquest["from"] not in s.info.index or conquest["to"] not in s.info.index:
                return most
            src, dst = s.info.index[conquest["from"]], s.info.index[conquest["to"]]
        owner, nbrs = s.owner, s.info.neighbours
        src_faces = any(owner[j] != player and j != dst for j in nbrs[src])
        dst_faces = any(owner[j] != player for j in nbrs[dst] if j != src)
        if src_faces and not dst_faces:
            return min(occupies, key=lambda a: a.armies)
        return most

    # -- moving armies ----------------------------------------------------------------------------------

    def _move(self, game: Game, player: int, legal: Sequence[Action], memo: _Memo | None) -> Action:
        """Move the biggest idle pile of an interior territory one step toward the front."""
        end = legal[-1] if isinstance(legal[-1], EndTurn) else next(a for a in legal if isinstance(a, EndTurn))
        if memo is not None and memo.kind == "move" and memo.situation is not None:
            s = memo.situation
        else:
            s = self._situation(game, player)
            memo = _Memo(game, player, "move", situation=s)
        if memo.distance is None:
            memo.distance = self._distance_to_front(s)
        dist = memo.distance
        far = len(dist) + 1
        keep = max(1, s.goal.min_armies) - 1  # armies beyond the one that must stay
        index, armies = s.info.index, s.armies
        best: Move | None = None
        most = 0
        for a in legal:
            if not isinstance(a, Move):
                continue
            k = a.armies
            if k <= most:
                continue
            i = index[a.source]
            di = dist[i]
            if di == 0 or di == far or k > armies[i] - 1 - keep or dist[index[a.target]] >= di:
                continue
            best, most = a, k
        if best is None:
            return end
        armies[index[best.source]] -= most
        armies[index[best.target]] += most
        self._memo = memo
        return best

    @staticmethod
    def _distance_to_front(s: Situation) -> list[int]:
        """Steps from each own territory to the nearest own territory facing an enemy (others: far)."""
        owner, me, enemies, nbrs = s.owner, s.me, s.enemies, s.info.neighbours
        far = len(owner) + 1
        dist = [far] * len(owner)
        frontier = [i for i, o in enumerate(owner) if o == me and enemies[i]]
        for i in frontier:
            dist[i] = 0
        step = 0
        while frontier:
            step += 1
            nxt = []
            for i in frontier:
                for j in nbrs[i]:
                    if owner[j] == me and dist[j] == far:
                        dist[j] = step
                        nxt.append(j)
            frontier = nxt
        return dist


register_agent("greedy", GreedyWarAgent)
