"""What a WAR-family seat may believe about the others' secret objectives, from what it has seen.

Objectives are secret, but players play for them: a seat that keeps taking South American
territories, or keeps taking them from the yellow seat, more likely holds a card that asks for South
America, or for destroying yellow, than one that asks for Asia. A search player that draws the others'
objectives uniformly (``WarGame.determinize``) plans against opponents chasing the wrong goals; one
that weighs the cards by this evidence plays against what they are more likely doing.

The evidence is public: the conquests so far (the "conquest" events every seat sees, read through
``Game.public_event``) and the board. For seat q and objective card o the features
(:data:`BELIEF_FEATURES`) are how many more of q's conquests fell in o's continents, or were taken from
o's colour, than an aimless player's share would be (over the square root of q's conquests); the card's
kind (a count of territories, destroying a colour; continents being the base); and how far q is
toward o ahead of the mean of the seats in. The belief is softmax(w . f) over the cards the viewer
cannot rule out, with weights fitted to greedy self-play (tools/fit_war_beliefs.py;
data/agents/war_objective_beliefs.json, provenance ``fitted``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from warroom.agents.fitted import fitted_weights
from warroom.core.game import Game
from warroom.rulesets.war import objectives
from warroom.rulesets.war.content import Objective

#: The features of (seat, objective card) the belief weighs, in order.
BELIEF_FEATURES: tuple[str, ...] = (
    "continent_conquests",
    "destroy_conquests",
    "territories_card",
    "destroy_card",
    "progress_lead",
)

#: One conquest: the territory's index and the seat it was taken from.
Conquest = tuple[int, int]


def belief_weights() -> tuple[float, ...]:
    """The fitted weights of :data:`BELIEF_FEATURES` (data/agents/war_objective_beliefs.json)."""
    return fitted_weights("war_objective_beliefs.json", BELIEF_FEATURES)


def conquests_seen(game: Game, viewer: int) -> list[list[Conquest]]:
    """Every conquest of the game so far as ``viewer`` saw it, per conquering seat."""
    g: Any = game
    index = g.board.index
    out: list[list[Conquest]] = [[] for _ in range(game.players)]
    for event in game.log.since(0):
        if event.kind != "conquest":
            continue
        data = game.public_event(event, viewer)
        if data is None:
            continue
        out[data["player"]].append((index[data["territory"]], data["from_player"]))
    return out


def objective_features(game: Game, seat: int, objective: Objective, conquests: list[Conquest]) -> list[float]:
    """:data:`BELIEF_FEATURES` of ``seat`` holding ``objective``, given the seat's ``conquests``."""
    g: Any = game
    s, t = g.state, g.table
    taken = len(conquests)
    norm = math.sqrt(taken + 1)
    in_continents = from_colour = 0.0
    if objective.kind == "continents":
        named = {t.continent_ids.index(c) for c in objective.continents if c in t.continent_ids}
        members = {i for c in named for i in t.continent_members[c]}
        hits = sum(1 for i, _ in conquests if i in members)
        in_continents = (hits - taken * len(members) / t.size) / norm
    elif objective.kind == "destroy":
        target = g.seat_of_colour(objective.colour)
        if target is not None and target != seat:
            hits = sum(1 for _, loser in conquests if loser == target)
            from_colour = (hits - taken / max(1, s.players - 1)) / norm
    alive = [p for p in range(s.players) if not s.eliminated[p]] or [seat]
    progress = {p: objectives.progress(g, p, objective) for p in {*alive, seat}}
    mean = sum(progress[p] for p in alive) / len(alive)
    return [
        in_continents,
        from_colour,
        1.0 if objective.kind == "territories" else 0.0,
        1.0 if objective.kind == "destroy" else 0.0,
        progress[seat] - mean,
    ]


def objective_beliefs(game: Game, viewer: int) -> dict[int, dict[int, float]]:
    """For every other seat: the chance of each objective card ``viewer`` cannot rule out (its own is
    ruled out), judged only by the viewer's view of the game (public conquests, the board)."""
    g: Any = game
    s, content = g.state, g.table.content
    own = g.view(viewer)["objective"]
    cards = [o for o in g.objective_pool(s.colours) if own is None or content.objectives[o].id != own["id"]]
    conquests = conquests_seen(game, viewer)
    weights = belief_weights()
    beliefs: dict[int, dict[int, float]] = {}
    for seat in range(game.players):
        if seat == viewer:
            continue
        features = [objective_features(game, seat, content.objectives[o], conquests[seat]) for o in cards]
        scores = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in features]
        top = max(scores)
        exps = [math.exp(x - top) for x in scores]
        total = sum(exps)
        beliefs[seat] = {o: e / total for o, e in zip(cards, exps, strict=True)}
    return beliefs


def believing_determinizer(game: Game, viewer: int) -> Callable[[random.Random], Game]:
    """Draws determinizations of ``game`` for ``viewer`` whose objectives follow its beliefs, worked out
    once here (for a search at one decision)."""
    beliefs = objective_beliefs(game, viewer)
    g: Any = game
    return lambda rng: g.determinize(viewer, rng, objective_weights=beliefs)
