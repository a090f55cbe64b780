"""Evaluation functions and candidate actions for search players, per game family.

An evaluation scores a position for every seat in [0, 1], summing to 1 while nobody has won (1 for the
winner once the game is over). It reads the whole state of the game it is given: search players give
it only determinized copies, never the true game.

WAR family (war, war-imperio-romano): each seat's chance to win, a softmax of position features
(territories, armies, continent bonuses held, objective progress, cards, the territories expected to be
lost to the neighbours' next attacks with the exact conquest odds of the dice battle, the turn order)
with weights fitted to self-play. War Cards: shares of a hand-set score of territories, continents,
objective progress and cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, Protocol

from warroom.agents.fitted import fitted_weights
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.rulesets.war import objectives, reinforce
from warroom.rulesets.war.greedy import GreedyWarAgent, chance


class FamilyGame(Protocol):
    """What the evaluation reads of a WAR-family game (WarGame and WarCardsGame both have it)."""

    state: Any
    table: Any

    def seat_of_colour(self, colour_id: str) -> int | None:
        """The seat playing the colour with id ``colour_id``, or None if nobody plays it."""
        ...


def final_values(game: Game) -> list[float] | None:
    """The values of a finished game: the winners share 1; None while the game goes on."""
    result = game.result()
    if result is None:
        return None
    values = [0.0] * game.players
    if result.winners:
        for w in result.winners:
            values[w] = 1.0 / len(result.winners)
    else:
        values = [1.0 / game.players] * game.players
    return values


def margin_values(game: Game, scale: float) -> list[float] | None:
    """The values of a finished game that weigh by how much as well as who: half the seat's share of the
    win (:func:`final_values`), half a logistic of its score's lead over the best other seat
    (``Result.scores``; ``scale`` points of lead give e to 1). A playout's result alone says little about
    a choice; the margin moves with the choice far more often. None while the game goes on."""
    done = final_values(game)
    result = game.result()
    if done is None or result is None:
        return None
    scores = [float(result.scores.get(p, 0.0)) for p in range(game.players)]
    out = []
    for p in range(game.players):
        lead = scores[p] - max((scores[q] for q in range(game.players) if q != p), default=0.0)
        out.append(0.5 * done[p] + 0.5 / (1.0 + math.exp(-lead / scale)))
    return out


def _shares(raw: list[float], alive: Sequence[bool]) -> list[float]:
    raw = [max(0.01, r) if a else 0.0 for r, a in zip(raw, alive, strict=True)]
    total = sum(raw) or 1.0
    return [r / total for r in raw]


#: The names of the features :func:`war_features` gives every seat, in order.
WAR_FEATURES: tuple[str, ...] = (
    "territories",
    "armies",
    "continent_bonus",
    "objective",
    "objective_close",
    "cards",
    "risk",
    "to_move",
    "order",
    "income",
    "objective_gap",
)


def war_features(game: Game) -> list[list[float]]:
    """For every seat, the measures of a WAR-family position the evaluation weighs (:data:`WAR_FEATURES`):
    shares of the territories, armies and continent bonuses, objective progress (and how far past 3/4
    of it), cards in hand (up to 5), the territories expected to fall to the neighbours' next attacks,
    whether the seat is the one to move and how soon it moves (0 now, 1 last), its share of the armies
    the seats would receive next (territories and whole continents, before trades), and how much enemy
    strength stands between it and its objective (:func:`objective_gap`)."""
    g: Any = game
    s, t = g.state, g.table
    n, size = s.players, t.size
    owner, armies = s.owner, s.armies
    army_total = [0] * n
    risk = [0.0] * n
    for i in range(size):
        p = owner[i]
        army_total[p] += armies[i]
        worst = 0.0
        for j in t.neighbours[i]:
            if owner[j] != p and armies[j] > 1:
                c = chance(armies[j] - 1, armies[i])
                if c > worst:
                    worst = c
        risk[p] += worst
    total_armies = sum(army_total) or 1
    bonus_total = sum(t.continent_bonus) or 1
    current = game.current_player()
    mover = current if current is not None else 0
    # What each seat would receive (rulebook 001, "Receiving Legions"); the continents part is the bonus held.
    receives = [reinforce.income(g, p) for p in range(n)]
    held = [sum(r.continents.values()) for r in receives]
    income = [0 if s.eliminated[p] else receives[p].total() for p in range(n)]
    income_total = sum(income) or 1
    out = []
    for p in range(n):
        progress = objectives.progress(g, p)
        gap = objective_gap(g, p, army_total)
        out.append(
            [
                s.territory_count[p] / size,
                army_total[p] / total_armies,
                held[p] / bonus_total,
                progress,
                max(0.0, progress - 0.75) * 4.0,
                min(5, len(s.hands[p])) / 5.0,
                risk[p] / size,
                1.0 if p == mover else 0.0,
                ((p - mover) % n) / max(1, n - 1),
                income[p] / income_total,
                gap / (gap + army_total[p] + 1),
            ]
        )
    return out


def objective_gap(g: Any, player: int, army_total: Sequence[int]) -> int:
    """The enemy armies standing between ``player`` and its objective in force: those on the named
    continents (and the nearest others to complete, when more are asked for); a colour's whole army;
    or, counting territories, those on the weakest enemy territories next to the player's, as many
    as are still missing (3 for each beyond them). A measure for evaluations, not a rule."""
    objective = objectives.in_force(g, player)
    s, t = g.state, g.table
    owner, armies = s.owner, s.armies
    if objective.kind == "destroy":
        target = g.seat_of_colour(objective.colour)
        return army_total[target] if target is not None else 0
    if objective.kind == "territories":
        missing = objective.count - objectives.territories_held(g, player, objective)
        if missing <= 0:
            return 0
        nbrs = t.neighbours
        border = sorted(
            armies[j] for j in range(t.size) if owner[j] != player and any(owner[k] == player for k in nbrs[j])
        )
        return int(sum(border[:missing])) + 3 * max(0, missing - len(border))
    counts, members = s.continent_count[player], t.continent_members
    named = [t.continent_ids.index(c) for c in objective.continents if c in t.continent_ids]
    wanted = list(named)
    if objective.any_more:
        others = [c for c in range(len(members)) if c not in named]
        others.sort(key=lambda c: -counts[c] / len(members[c]))
        wanted.extend(others[: objective.any_more])
    return sum(armies[i] for c in wanted for i in members[c] if owner[i] != player)


def evaluate_war(game: Game) -> list[float]:
    """Values of a WAR-family position for every seat, in [0, 1]: each seat's chance to win, as a
    softmax of :func:`war_features` with the weights fitted to greedy self-play
    (data/agents/war_evaluation.json, fitted by tools/fit_war_evaluation.py)."""
    done = final_values(game)
    if done is not None:
        return done
    g: Any = game
    alive = [not out for out in g.state.eliminated[: game.players]]
    return fitted_chances(war_weights(), war_features(game), alive)


def fitted_chances(weights: Sequence[float], features: Sequence[Sequence[float]], alive: Sequence[bool]) -> list[float]:
    """Every seat's chance to win by a fitted conditional logit: softmax(w . f) over the seats still in
    (``alive``), nothing to the others; even shares if none is."""
    scores = [
        sum(w * f for w, f in zip(weights, row, strict=True)) if a else -math.inf
        for row, a in zip(features, alive, strict=True)
    ]
    top = max(scores)
    if top == -math.inf:
        return [1.0 / len(scores)] * len(scores)
    exps = [math.exp(x - top) if x != -math.inf else 0.0 for x in scores]
    total = sum(exps)
    return [e / total for e in exps]


def war_weights() -> tuple[float, ...]:
    """The fitted weights of :data:`WAR_FEATURES` (data/agents/war_evaluation.json)."""
    return fitted_weights("war_evaluation.json", WAR_FEATURES)


def evaluate_war_cards(game: Game) -> list[float]:
    """Values of a War Cards position for every seat, in [0, 1]."""
    done = final_values(game)
    if done is not None:
        return done
    g: Any = game
    s, t = g.state, g.table
    n, size = s.players, t.size
    raw = []
    for p in range(n):
        if s.eliminated[p]:
            raw.append(0.0)
            continue
        held = sum(1 for c, members in enumerate(t.continent_members) if s.continent_count[p][c] == len(members))
        raw.append(
            0.45 * s.territory_count[p] / size
            + 0.1 * held / max(1, len(t.continent_members))
            + 0.35 * objectives.progress(g, p)
            + 0.01 * min(10, len(s.hands[p]))
        )
    return _shares(raw, [not e for e in s.eliminated])


def war_candidates(game: Game, player: int, legal: Sequence[Action], first: Action, k: int) -> list[Action]:
    """At most ``k`` actions worth searching in a WAR position: the heuristic's choice ``first``, the
    action that ends the step (stop attacking, end the turn), and the best others by the greedy
    player's own measures (placement gain; conquest odds times value; the smallest and largest
    occupation). Moves other than the heuristic's are not searched."""
    from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Occupy, Place, Trade

    out = [first]
    kind = type(legal[0])
    if kind is Trade or kind is Place:
        trades = [a for a in legal if isinstance(a, Trade)]
        out.extend(trades)
        places = [a for a in legal if isinstance(a, Place)]
        if places:
            agent = GreedyWarAgent()
            sit = agent._situation(game, player)
            info = sit.info
            top_up = agent._needs_top_up(sit)
            scored = sorted(
                places,
                key=lambda a: -agent._place_gain(sit, sit.armies, info.index[a.territory], top_up),
            )
            out.extend(scored[:k])
    elif kind is Attack or kind is EndAttacks:
        stop = [a for a in legal if isinstance(a, EndAttacks)]
        out.extend(stop)
        g: Any = game
        s, index = g.state, g.table.index
        scored_attacks = []
        for a in legal:
            if isinstance(a, Attack):
                attackers = s.armies[index[a.source]] - 1
                if a.dice == min(3, attackers):
                    scored_attacks.append((-chance(attackers, s.armies[index[a.target]]), a))
        scored_attacks.sort(key=lambda x: x[0])
        out.extend(a for _, a in scored_attacks[:k])
    elif kind is Occupy:
        occupies = [a for a in legal if isinstance(a, Occupy)]
        out.extend([min(occupies, key=lambda a: a.armies), max(occupies, key=lambda a: a.armies)])
    else:
        out.extend(a for a in (legal[-1],) if isinstance(a, EndTurn))
    return _unique(out)[:k]


def war_cards_candidates(
    game: Game, player: int, legal: Sequence[Action], first: Action, k: int, rng: random.Random | None = None
) -> list[Action]:
    """At most ``k`` actions worth searching in a War Cards position: the heuristic's choice, ending the
    turn or defending from the pile, then others drawn at random."""
    from warroom.rulesets.war_cards.actions import PILE, Defend, EndTurn

    out = [first]
    out.extend(a for a in legal if isinstance(a, EndTurn) or (isinstance(a, Defend) and a.card == PILE))
    rest = [a for a in legal if a not in out]
    if rest and rng is not None:
        out.extend(rng.sample(rest, min(len(rest), k)))
    return _unique(out)[:k]


def _unique(actions: list[Action]) -> list[Action]:
    seen: set[Action] = set()
    out = []
    for a in actions:
        if a not in seen:
            seen.add(a)
            out.append(a)
    return out
