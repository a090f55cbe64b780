"""The post-game summary: standings per round, every roll's odds, each seat's luck, and the result.

``summary(source)`` takes a save (a dict as :func:`warroom.core.saves.save_data` writes it, or a file's
path) or a finished :class:`~warroom.core.game.Game`, replays it (:mod:`warroom.analysis.replay`) and
answers one JSON-friendly object (docs/server.md, "Summary"). It reads what the whole game did, secrets
included, so it is for finished games only where secrets matter (the server refuses it before the end).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.analysis.luck import Roll, seat_luck
from warroom.analysis.read_imperialism import ImperialismReader
from warroom.analysis.read_war import WarCardsReader, WarReader
from warroom.analysis.read_ww4 import WW4Reader
from warroom.analysis.replay import Observer, replay
from warroom.core.game import Game
from warroom.core.saves import check_save, read_save

#: The luck reader of each ruleset family, by ruleset id prefix (the longest prefix that matches wins).
READERS: dict[str, Callable[[], Observer]] = {
    "war": WarReader,
    "war-imperio-romano": WarReader,
    "war-cards": WarCardsReader,
    "imperialism": ImperialismReader,
    "ww4": WW4Reader,
}

#: What each family's rolls cover, and what they leave out (docs/battles.md, "Luck").
COVERAGE: dict[str, dict[str, list[str]]] = {
    "war": {"covered": ["attack rolls"], "not_covered": ["the dealer's roll (setup)"]},
    "war-cards": {
        "covered": ["confrontations against the pile's top card"],
        "not_covered": ["cards chosen from a hand, Blitz, Spy and Fortress (no chance)", "the shuffles"],
    },
    "imperialism": {
        "covered": ["army battle rounds", "revolts", "ship battle rounds"],
        "not_covered": ["exploration", "research", "turn-order and setup rolls", "random piece choices"],
    },
    "ww4": {
        "covered": ["combat volleys"],
        "not_covered": ["dice fired at Forts", "rally", "assassination", "support", "events", "Innovation draws"],
    },
}

#: Rolls listed in a summary at most (the unlikeliest are kept); the luck figures count them all.
MAX_ROLLS = 2000


def reader_for(ruleset: str) -> tuple[str, Observer]:
    """The family name and a fresh luck reader for a ruleset id (a reader of nothing if none fits)."""
    best = max((k for k in READERS if ruleset == k or ruleset.startswith(k + "-")), key=len, default=None)
    if best is None:
        return "", Observer()
    family = "war" if best == "war-imperio-romano" else best
    return family, READERS[best]()


def _source(source: str | Path | dict[str, Any] | Game) -> tuple[str, int, dict[str, Any], int, list[Any]]:
    if isinstance(source, Game):
        return source.ruleset_id, source.players, dict(source.options), source.seed, list(source.history)
    data = check_save(source) if isinstance(source, dict) else read_save(source)
    return data["ruleset"], data["players"], data["options"], data["seed"], [e["action"] for e in data["actions"]]


def _battles(rolls: list[Roll]) -> list[dict[str, Any]]:
    """The rolls grouped by battle: where, who, the rolls, losses actual and expected."""
    out: dict[int, dict[str, Any]] = {}
    for i, roll in enumerate(rolls):
        b = out.get(roll.battle)
        if b is None:
            b = out[roll.battle] = {
                "battle": roll.battle,
                "kind": roll.kind,
                "round": roll.round,
                "where": roll.where,
                "attacker": roll.attacker,
                "defender": roll.defender,
                "rolls": 0,
                "first_roll": i,
                "attacker_lost": 0,
                "defender_lost": 0,
                "expected_attacker_lost": 0.0,
                "expected_defender_lost": 0.0,
                "least_likely": 1.0,
            }
        b["rolls"] += 1
        b["attacker_lost"] += roll.attacker_lost
        b["defender_lost"] += roll.defender_lost
        b["expected_attacker_lost"] += float(roll.expected_attacker_lost)
        b["expected_defender_lost"] += float(roll.expected_defender_lost)
        b["least_likely"] = min(b["least_likely"], float(roll.probability))
    return list(out.values())


def summary(source: str | Path | dict[str, Any] | Game) -> dict[str, Any]:
    """The summary of a game (see the module docstring): replayed from its ruleset, options, seed and actions."""
    ruleset, players, options, seed, actions = _source(source)
    family, reader = reader_for(ruleset)
    done = replay(ruleset, players, options, seed, actions, reader)
    game = done.game
    rolls: list[Roll] = done.rolls
    listed = list(enumerate(rolls))
    if len(listed) > MAX_ROLLS:
        listed = sorted(sorted(listed, key=lambda ir: ir[1].probability)[:MAX_ROLLS])
    unlikeliest = min(range(len(rolls)), key=lambda i: rolls[i].probability, default=None)
    result = game.result()
    return {
        "ruleset": ruleset,
        "family": family,
        "players": players,
        "actions": len(actions),
        "over": game.is_over(),
        "seats": [{"seat": p, "name": game.player_name(p)} for p in range(players)],
        "rounds": done.rounds,
        "rolls": [{"index": i, **roll.to_json()} for i, roll in listed],
        "rolls_total": len(rolls),
        "unlikeliest": unlikeliest,
        "battles": _battles(rolls),
        "luck": [s.to_json() for s in seat_luck(rolls, players)],
        "coverage": COVERAGE.get(family, {"covered": [], "not_covered": ["this ruleset's rolls"]}),
        "result": result.to_json() if result is not None else None,
    }
