"""The figures of the War! Age of Imperialism audit (sim/aoi_audit.py, issue 28): what one agent spec's
empires did in a game, read from the game's log, and the games added up, each share with its Wilson 95%
interval."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom.core.log import Event
from warroom.sim.audit_play import Figures, print_reasons, share

#: What a bought piece's production points count as.
SPENT_KIND = {
    "inf": "armies",
    "cav": "armies",
    "art": "armies",
    "ldr": "armies",
    "ship": "ships",
    "explorer": "parties",
    "engineer": "parties",
}
#: The production round's other uses of production points (Advanced Rules, "Actions"), by event kind.
ACTION_EVENTS = ("develop", "research", "westernize", "incite")


@dataclass
class SideAudit(Figures):
    """What the empires one agent spec played did in one game (or in several, added up)."""

    seats: int = 0
    wins: int = 0
    income: int = 0
    spent: Counter[str] = field(default_factory=Counter)
    bought: Counter[str] = field(default_factory=Counter)
    #: Counts: research tries and steps won, westernized and developed regions, revolts incited and their
    #: outcome, revolts suffered and lost, regions explored, annexed, conquered, battles and sea moves.
    did: Counter[str] = field(default_factory=Counter)
    regions_at_end: int = 0


@dataclass
class GameAudit:
    """One game: its seed, end reason, turns, native regions left, each seat's spec and each spec's figures."""

    seed: int
    reason: str
    turns: int
    natives_left: int
    sides: dict[str, SideAudit]
    specs: tuple[str, ...] = ()


def record(side: SideAudit | None, kind: str, data: dict[str, Any], side_of: dict[str, SideAudit]) -> None:
    """Add one logged event to the side it concerns (events of no audited empire are skipped)."""
    if kind == "revolt":
        sufferer = side_of.get(str(data["owner"]))
        if sufferer is not None:
            sufferer.did["revolts_suffered"] += 1
            sufferer.did["revolts_lost"] += data["winner"] == "natives"
        return
    if kind == "battle":
        defender = side_of.get(str(data["defender"]))
        if defender is not None:
            defender.did["battles_defended"] += 1
        side = side_of.get(str(data["attacker"]))
        if side is not None:
            side.did["battles_attacked"] += 1
            side.did["battles_won"] += data["winner"] == data["attacker"]
            side.did["battles_natives"] += data["defender"] == "natives"
        return
    if kind == "sea_battle":
        for colour in {*data["attackers"], *data["defenders"]}:
            if colour in side_of:
                side_of[colour].did["sea_battles"] += 1
        return
    if kind == "opening":  # every empire starts with the opening PP: what it spends them on counts as spent
        for each in side_of.values():
            each.income += int(data["pp"])
        return
    if side is None:
        return
    if kind == "income":
        side.income += int(data["total"])
    elif kind == "buy":
        side.bought[str(data["piece"])] += 1
        side.spent[SPENT_KIND.get(str(data["piece"]), "buildings")] += int(data["cost"])
    elif kind in ACTION_EVENTS:
        side.spent[kind] += int(data["pp"] if kind == "research" else data["cost"])
        side.did[kind] += 1
        if kind == "research":
            side.did["research_won"] += bool(data["success"])
    elif kind == "explore":
        side.did["explored"] += 1
    elif kind == "annex":
        how = str(data["how"])
        side.did[f"annexed_{how}" if data["previous"] == "natives" else "conquered_empire"] += 1
    elif kind in ("sail", "embark", "land"):
        side.did[kind] += 1


def count_incited_outcomes(events: Iterable[Event], side_of: dict[str, SideAudit]) -> None:
    """Each "incite" event is followed by its "revolt": credit the inciter with the revolts the natives won."""
    inciter: str | None = None
    for event in events:
        if event.kind == "incite":
            inciter = str(event.data["empire"])
        elif event.kind == "revolt" and inciter is not None:
            if inciter in side_of and event.data["winner"] == "natives":
                side_of[inciter].did["incite_won"] += 1
            inciter = None


def _per(counter: Counter[str], seats: int) -> dict[str, float]:
    return {k: round(v / seats, 2) for k, v in sorted(counter.items())}


def summary(audits: Sequence[GameAudit]) -> dict[str, Any]:
    """The games added up: end reasons (with 95% intervals), mean turns and native regions left, and each
    spec's figures per seat."""
    n = len(audits)
    reasons = Counter(a.reason for a in audits)
    sides: dict[str, SideAudit] = {}
    for a in audits:
        for spec, side in a.sides.items():
            sides.setdefault(spec, SideAudit()).add(side)
    per_spec = {}
    for spec, side in sides.items():
        seats = max(side.seats, 1)
        spent = sum(side.spent.values())
        per_spec[spec] = {
            "seats": side.seats,
            "wins": share(side.wins, side.seats),
            "income_per_seat": round(side.income / seats, 1),
            "spent_share": round(spent / side.income, 3) if side.income else 0.0,
            "spent_per_seat": _per(side.spent, seats),
            "bought_per_seat": _per(side.bought, seats),
            "did_per_seat": _per(side.did, seats),
            "regions_at_end_per_seat": round(side.regions_at_end / seats, 2),
        }
    return {
        "games": n,
        "reasons": {r: share(c, n) for r, c in sorted(reasons.items())},
        "turns": round(sum(a.turns for a in audits) / n, 2) if n else 0.0,
        "natives_left": round(sum(a.natives_left for a in audits) / n, 2) if n else 0.0,
        "agents": per_spec,
    }


def print_summary(out: dict[str, Any]) -> None:
    """The summary as a few lines of text (each spec's figures as JSON)."""
    print(f"{out['games']} games, {out['turns']} turns on average, {out['natives_left']} native regions left")
    print_reasons(out["reasons"])
    for spec, fig in out["agents"].items():
        print(f"{spec}: {json.dumps(fig)}")
