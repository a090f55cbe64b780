"""A greedy player for War! Age of Imperialism (Basic and Standard rules).

It sees only its own view, the board and the legal actions, as every agent must. Each decision it
scores the legal actions of the moment and takes the best:

- draft: regions that border its own, in a global region it already holds part of, on a coast;
- buying: a city first (it builds the rest), then the buildings that pay back soonest, explorers while
  native regions are within reach, a school in the Standard game, and armies on the borders; it stops
  when nothing it can afford is worth buying;
- moving: explorers walk to the nearest native region and explore it (with a leader where the rules
  allow), and by sea when no native region is left within reach by land (a ship is bought to ferry
  them); stacks invade a neighbour when the exact battle odds (warroom.battles, a face-down native
  marker counted as a 10) are good; idle armies walk toward the border;
- at sea (greedy_sea.py): armies embark for a target across the sea that the load would take with good
  odds, sail to it and land; ships are bought as ferries for spare coastal armies; sea battles are
  started with clearly better exact odds;
- Standard: war on a neighbour it could beat, peace when offered by a stronger empire;
- sea encounters: fight when the exact odds of the ships there are at least even.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from warroom.battles.imperialism import UNITS
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.text import Msg
from warroom.players.base import Agent, AgentError, register_agent
from warroom.rulesets.imperialism import greedy_advanced as advanced
from warroom.rulesets.imperialism.actions import (
    Answer,
    Buy,
    Claim,
    DeclareWar,
    Develop,
    EndMovement,
    EndPurchase,
    EndTurn,
    Explore,
    Fight,
    Incite,
    Move,
    Research,
    Westernize,
)
from warroom.rulesets.imperialism.content import load_content
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_battle import battle_answer
from warroom.rulesets.imperialism.greedy_context import Context as _Context
from warroom.rulesets.imperialism.greedy_context import still_to_claim as still_to_claim
from warroom.rulesets.imperialism.greedy_sea import (
    ATTACK_ODDS,
    ENCOUNTER_ODDS,
    INVADE_ODDS,
    ferry_explorers,
    sea_fight_odds,
)
from warroom.rulesets.imperialism.greedy_seat import SeatContext, SeatView, seat_view
from warroom.rulesets.imperialism.research import chance


class GreedyImperialismAgent(Agent):
    """The greedy Imperialism player; its settings are spec parameters (``greedy:invade=0.55``), so
    that search players can weigh variants of it as whole-turn plans (:mod:`warroom.agents.plan_search`)."""

    name = "greedy"
    rulesets = frozenset({"imperialism-basic", "imperialism-standard", "imperialism-advanced"})
    params: ClassVar[dict[str, type]] = {
        "invade": float,
        "attack": float,
        "armies": float,
        "explorers": int,
        "complete": str,
    }
    #: The Advanced play of issue 28 (greedy_advanced.py); ``greedy-v1`` plays as before it.
    advanced_play: ClassVar[bool] = True

    def __init__(
        self,
        seed: int = 0,
        *,
        invade: float = INVADE_ODDS,
        attack: float = ATTACK_ODDS,
        armies: float = 1.0,
        explorers: int | None = None,
        complete: str = "",
    ) -> None:
        super().__init__(seed)
        if not (0.0 <= invade <= 1.0 and 0.0 <= attack <= 1.0) or armies < 0.0 or (explorers or 0) < 0:
            raise AgentError(Msg("agent.error.aoi_greedy"))
        known = [gid for gid, _ in load_content().geography.global_regions]
        if complete and complete not in known:
            raise AgentError(Msg("agent.error.aoi_complete", known=", ".join(known), value=repr(complete)))
        #: Invade natives when the exact odds are at least ``invade``; another empire, ``attack``.
        self.invade = invade
        self.attack = attack
        #: How much an army is worth buying, against buildings and explorers (1: the hand-set weights).
        self.armies = armies
        #: Explorers it keeps buying while native land is within reach (None: 2; 1 in its Advanced play).
        self.explorers = explorers
        #: A global region whose every region it claims in the draft while it still can ("" for none).
        self.complete = complete
        #: What the Advanced play notes each decision (greedy_advanced.AdvancedNotes).
        self._notes = advanced.AdvancedNotes()

    def choose(self, game: Game, player: int) -> Action:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        view = self._view(game, player)
        phase = view["interrupt"]["kind"] if view["interrupt"] else view["phase"]
        if phase == "battle":
            # Reads only the legal actions: no board to read.
            return battle_answer(legal)
        ctx = self._context(game, player, view)
        if self._advanced(ctx):
            self._notes.fill(game, ctx)
        if phase in ("encounter", "join", "passage", "peace"):
            return self._answer(ctx, phase, view["interrupt"], legal)
        if phase == "draft":
            return self._claim(ctx, legal)
        if phase in ("opening", "production"):
            return self._buy(ctx, legal)
        if phase == "battles":
            return self._battle(ctx, legal)
        return self._move(ctx, legal)

    def _view(self, game: Game, player: int) -> dict[str, Any]:
        """What the seat may know, as much as the player reads of it: the cheap seat view built from the state
        (greedy_seat.py, issue 28 "Faster playouts"), or ``game.view`` for any other kind of game."""
        return seat_view(game, player) if isinstance(game, ImperialismGame) else game.view(player)

    def _context(self, game: Game, player: int, view: dict[str, Any]) -> _Context:
        """The board as the seat may know it, read once for this decision (from the state, or the view)."""
        geo = load_content().geography
        if isinstance(view, SeatView):
            return SeatContext(view, geo, self.invade, self.attack)
        return _Context(view, view["deciding_empire"], geo, self.invade, self.attack)

    def _advanced(self, ctx: _Context) -> bool:
        """Whether this decision is played the Advanced way of issue 28 (greedy_advanced.py)."""
        return self.advanced_play and ctx.view["level"] == "advanced"

    # -- answers to interrupts ----------------------------------------------------------------------

    def _answer(self, ctx: _Context, kind: str, interrupt: dict[str, Any], legal: Sequence[Action]) -> Action:
        choices = {a.choice: a for a in legal if isinstance(a, Answer)}
        if kind == "encounter":
            # The interrupt names the sea by its board index (an id in older saves).
            where = interrupt.get("sea", -1)
            sea = where if isinstance(where, int) else ctx.index.get(str(where), -1)
            # The exact odds of the ships there (warroom.battles.ships), the best colour to fight.
            best: tuple[float, Action] | None = None
            for colour, action in choices.items():
                if colour != "no" and ctx.ships(sea, colour) > 0:
                    p = sea_fight_odds(ctx, sea, colour)
                    if p >= ENCOUNTER_ODDS and (best is None or p > best[0]):
                        best = (p, action)
            return best[1] if best is not None else choices.get("no", legal[0])
        if kind == "passage":
            return choices.get("yes", legal[0])
        if kind == "peace":
            offerer = interrupt.get("from")
            stronger = isinstance(offerer, str) and ctx.strength(offerer) > ctx.strength(ctx.me)
            return choices.get("yes" if stronger else "no", legal[0])
        return choices.get("no", legal[0])

    # -- the draft ----------------------------------------------------------------------------------

    def _claim(self, ctx: _Context, legal: Sequence[Action]) -> Action:
        """The best claim by the rules of thumb; with ``complete``, first the regions of that global
        region while every region of it can still be the empire's (rulebook 000, "How to Win": a whole
        global region adds 5; "Production": and 30 PP a turn at Basic)."""
        target = self._completing(ctx)
        if target:
            targets = [a for a in legal if isinstance(a, Claim) and ctx.index[a.region] in target]
            legal = targets or legal
        return max(legal, key=lambda a: self._claim_score(ctx, a) + self.rng.random() * 0.1)

    def _completing(self, ctx: _Context) -> set[int]:
        """The regions of the ``complete`` global region still to claim, when no other empire holds one of
        them and the empire has claims enough left for them all; else the empty set."""
        members = next((m for gid, m in ctx.geo.global_regions if gid == self.complete), None)
        if members is None:
            return set()
        return still_to_claim(members, ctx.owner, ctx.me, ctx.rows[ctx.me].get("draft_left", 0))

    def _claim_score(self, ctx: _Context, action: Action) -> float:
        if not isinstance(action, Claim):
            return -1.0
        r = ctx.index[action.region]
        geo = ctx.geo
        score = 3.0 * sum(1 for n in geo.land_adj[r] if ctx.owner[n] == ctx.me)
        score -= 1.0 * sum(1 for n in geo.land_adj[r] if ctx.owner[n] not in (None, ctx.me))
        g = geo.global_of[r]
        score += 1.0 * sum(1 for m in geo.global_regions[g][1] if ctx.owner[m] == ctx.me)
        score += 1.5 if geo.coast[r] else 0.0
        score += 0.3 * len(geo.land_adj[r])
        return score

    # -- buying -------------------------------------------------------------------------------------

    def _buy(self, ctx: _Context, legal: Sequence[Action]) -> Action:
        best: Action | None = None
        best_score = 0.9
        for a in legal:
            if isinstance(a, Buy):
                score = self._buy_score(ctx, a) + self.rng.random() * 0.05
            elif isinstance(a, Research | Westernize | Incite | Develop):
                score = self._advanced_score(ctx, a)
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        if best is not None:
            return best
        return next((a for a in legal if isinstance(a, EndPurchase)), legal[0])

    def _buy_score(self, ctx: _Context, a: Buy) -> float:
        r = ctx.index[a.where]
        geo, level = ctx.geo, ctx.view["level"]
        piece = a.piece
        if piece == "city":
            cities, regions = ctx.count_buildings("city"), len(ctx.mine)
            return (12.0 if cities == 0 else 6.0 if cities < 1 + regions // 4 else 2.0) + (1.0 if geo.coast[r] else 0.0)
        if piece == "port":
            # A first port where a ship bought beside it would ferry armies to a target: ships need one.
            first = ctx.count_buildings("port") == 0 and ctx.own_ships() == 0
            if first and any(ctx.sea_plan().ship_value(sea) > 0 for sea in geo.coast[r]):
                return 6.5
            return 5.0 if ctx.count_buildings("port") == 0 else 3.0
        if piece == "factory":
            return 5.5
        if piece == "railroad":
            if level == "basic":
                return 4.5
            near = sum(1 for n in geo.land_adj[r] if ctx.owner[n] == ctx.me and ctx.buildings[n])
            return 1.0 + 1.5 * near
        if piece == "school":
            return 4.5 if ctx.count_buildings("school") == 0 else 1.5
        if piece == "fort":
            # A fort in a native region (option forts) helps only once the region is won: not worth it now.
            return 2.5 if ctx.owner[r] == ctx.me and ctx.enemy_border(r) else 0.0
        if piece == "explorer":
            have = ctx.count_units("explorer")
            if self._advanced(ctx):
                reachable = advanced.explorer_wanted(ctx, r)
            else:
                reachable = ctx.natives_near(r, 3) or (ctx.own_ships() > 0 and bool(geo.coast[r]))
            cap = self.explorers if self.explorers is not None else 1 if self._advanced(ctx) else 2
            return 7.0 if have < cap and reachable else 0.5
        if piece == "engineer":
            return 0.5
        if piece == "ship":
            # A ferry for explorers when no native region is left within reach by land, or for spare
            # armies beside this sea with a target across it (greedy_sea.SeaPlan.ship_value).
            landlocked = ctx.landlocked()
            explorers = 6.0 if landlocked and ctx.own_ships() == 0 and ctx.natives_by_sea() else 0.0
            return max(explorers, ctx.sea_plan().ship_value(r))
        weight = {"inf": 2.0, "cav": 2.6, "art": 3.0, "ldr": 3.2 if level == "standard" else 2.0}.get(piece, 0.0)
        return self.armies * weight * (1.5 if ctx.is_frontier(r) else 0.5)

    def _advanced_score(self, ctx: _Context, a: Action) -> float:
        """The Advanced production round's actions: develop valuable resources, research what pays
        (Industry with factories, Rifles for armies) when the odds are good, westernize cheaply, and
        incite a revolt where the natives would outnumber the garrison."""
        new = advanced.action_score(ctx, a, self._notes) if self._advanced(ctx) else None
        if new is not None:
            return new
        if isinstance(a, Develop):
            value = ctx.resource_value(ctx.index[a.region])
            return 3.0 + value / 2 if value >= 3 else 0.5
        if isinstance(a, Research):
            odds = float(chance(a.pp + ctx.research_bonus()))
            if odds < 0.5 or a.pp > 0.6 * ctx.my_pp():
                return 0.0
            base = {"industry-1": 8.0, "rifles-1": 6.0, "education-1": 5.0}.get(a.tech, 4.0)
            return base * odds - a.pp / 20
        if isinstance(a, Westernize):
            # An unwesternized region can be incited to revolt cheaply (25 - rating): worth securing.
            return 7.0 - ctx.native_rating(ctx.index[a.region]) / 5
        if isinstance(a, Incite):
            r = ctx.index[a.region]
            garrison = sum(sum(k.values()) for k in ctx.units[r].values())
            return 4.0 if ctx.native_rating(r) >= 3 * max(1, garrison) else 0.0
        return 0.0

    # -- battles and exploration ----------------------------------------------------------------------

    def _battle(self, ctx: _Context, legal: Sequence[Action]) -> Action:
        explores = [a for a in legal if isinstance(a, Explore)]
        if self._advanced(ctx):
            explores = [a for a in explores if advanced.worth_exploring(ctx, ctx.index[a.region])]
        if explores:
            return max(explores, key=lambda a: a.leader)
        fights = [a for a in legal if isinstance(a, Fight)]
        if fights:
            return fights[0]
        return next((a for a in legal if isinstance(a, EndTurn)), legal[0])

    # -- movement -----------------------------------------------------------------------------------

    def _move(self, ctx: _Context, legal: Sequence[Action]) -> Action:
        moves = [a for a in legal if isinstance(a, Move)]
        # Explorers first: toward (and into) the nearest native region.
        step_good = advanced.explorer_step if self._advanced(ctx) else _Context.explorer_step_good
        for a in moves:
            if a.kind == "explorer" and step_good(ctx, a):
                return a
        # Explorers by sea: land them on a native coast, board them when stuck, sail toward natives.
        ferry = ferry_explorers(ctx, legal)
        if ferry is not None:
            return ferry
        # Bring more armies into regions already invaded this turn.
        for a in moves:
            if a.kind in UNITS and ctx.invaded(a.target):
                return a
        # A new invasion when the whole stack that can go has good odds: its strongest kind first, all of it.
        best: tuple[tuple[float, int], Action] | None = None
        largest: dict[tuple[str, str, str], Move] = {}
        for a in moves:
            key = (a.source, a.target, a.kind)
            if a.kind in UNITS and (key not in largest or a.count > largest[key].count):
                largest[key] = a
        for a in largest.values():
            if ctx.owner_of(a.target) != ctx.me:
                odds = ctx.invasion_odds(a)
                if odds is not None:
                    rank = (odds, UNITS.index(a.kind))
                    if best is None or rank > best[0]:
                        best = (rank, a)
        if best is not None:
            return best[1]
        # Armies by sea (greedy_sea): land cargoes, board armies for a target across the sea, sail the
        # loaded ships (and empty ones toward spare armies), then sea battles with clearly good odds.
        # Battles come last: a battle ends the movement of every own ship in that sea.
        plan = ctx.sea_plan()
        for step in (plan.land, plan.embark, plan.sail, plan.battle):
            action = step(legal)
            if action is not None:
                return action
        # Standard: declare war on a neighbour it could beat, by land or by sea.
        for d in legal:
            if isinstance(d, DeclareWar) and (ctx.could_beat(d.empire) or plan.could_raid(d.empire)):
                return d
        # Idle armies toward the border.
        for a in moves:
            if a.kind in UNITS and ctx.toward_border(a):
                return a
        return next((a for a in legal if isinstance(a, EndMovement)), legal[0])


class GreedyV1ImperialismAgent(GreedyImperialismAgent):
    """The greedy player as it was before issue 28: the same choices at every level, the Advanced ones
    without greedy_advanced.py. Kept to measure the new one against (docs/tournaments.md, "War! Age of
    Imperialism Advanced: greedy (issue 28)")."""

    name = "greedy-v1"
    advanced_play = False


register_agent("greedy", GreedyImperialismAgent)
register_agent("greedy-v1", GreedyV1ImperialismAgent)
