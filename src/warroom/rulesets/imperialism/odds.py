"""The odds of War! Age of Imperialism battles before they are fought, from public information only.

- ``Fight``: the battle module of the level with the settings the game fights it with (``combat._settings``:
  the defender's fixed policies, the attacker's tactic, reserve and retreat), exact. Natives behind a
  face-down marker get no odds (they would tell its value, 000 "Native Marker"), unless everyone has seen
  the marker: face up, or turned up by an "explore" or "natives" event since markers were last placed
  (it then went back face down, but its value is public, as views.py says).
- ``SeaBattle``, and an ``Answer`` that starts a sea battle (an encounter) or joins one: the ship battle of
  the two sides as they stand (warroom.battles.ships, each side's hits "focus"ed on its emptiest ships, the
  leading empire's Metallurgy), exact. Empires still to choose a side may join it later: the note says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles import ships as ship_battles
from warroom.battles.common import BattleError
from warroom.battles.imperialism import native_army
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import combat, naval, pieces
from warroom.rulesets.imperialism.actions import Answer, Fight, SeaBattle

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

JOIN_NOTE = "other empires with ships there may still join a side; the odds are for the ships as they stand"


def odds(g: ImperialismGame, action: Action) -> dict[str, Any] | None:
    """The odds of ``action``'s battle, or None where it starts none (or could not be asked now, or is too
    large to calculate: warroom.battles.imperialism.MAX_PIECES, ships.MAX_SHIPS)."""
    try:
        if isinstance(action, Fight):
            return fight_odds(g, action)
        if isinstance(action, SeaBattle):
            return sea_battle_odds(g, action)
        if isinstance(action, Answer):
            return answer_odds(g, action)
    except BattleError:
        return None
    return None


# -- army battles ----------------------------------------------------------------------------------------


def fight_odds(g: ImperialismGame, action: Fight) -> dict[str, Any] | None:
    """Exact odds of a pending battle (see the module docstring), or None when there is none."""
    s = g.state
    region = g.board.index.get(action.region)
    if region is None or region not in combat.pending(g):
        return None
    e = s.empire_turn()
    owner = s.owner[region]
    attack = combat._counts(pieces.armies_in(s, region, e))
    if not sum(attack):
        return None
    system, settings = combat._settings(g, region, e, owner, action.tactic, tuple(action.reserve), action.retreat)
    if owner >= 0:
        defend = combat._counts(pieces.armies_in(s, region, owner))
        if not sum(defend):
            return None
        result: dict[str, Any] = system.odds(attack, defend, **settings).to_json()
        return result
    marker = known_marker(g, region)
    if marker is None:
        return None  # a face-down marker nobody has seen: the odds would tell its value
    known: dict[str, Any] = system.odds(attack, native_army(marker), **settings).to_json()
    return known


def known_marker(g: ImperialismGame, region: int) -> str | None:
    """The native marker of ``region`` when everyone has seen it: face up, or turned up once and returned
    face down (the state's ``native_seen``; a search's copy knows it too, having no log)."""
    s = g.state
    if s.native[region] is None:
        return None
    return s.native[region] if s.native_up[region] or region in s.native_seen else None


# -- ship battles ----------------------------------------------------------------------------------------


def sea_battle_odds(g: ImperialismGame, action: SeaBattle) -> dict[str, Any] | None:
    """Exact odds of the sea battle a ``SeaBattle`` starts, or None when it is not one the empire may start."""
    try:
        sea, enemy = naval._battling(g, action)
    except IllegalAction:
        return None
    return _ships(g, sea, [g.current_empire()], [enemy])


def answer_odds(g: ImperialismGame, action: Answer) -> dict[str, Any] | None:
    """Odds of the sea battle an answer to an "encounter" starts, or of the side a "join" answer takes."""
    it = g.state.interrupt
    if it is None or not it.deciders or action.choice == "no" or action.choice not in naval._choices(g):
        return None
    who = it.empire
    if it.kind == "encounter":
        mover = int(it.data["mover"])
        enemy = g.empire_of(action.choice) if who == mover else mover
        return _ships(g, int(it.data["sea"]), [who], [enemy])
    if it.kind == "join":
        attackers, defenders = list(it.data["attackers"]), list(it.data["defenders"])
        (attackers if action.choice == "attacker" else defenders).append(who)
        return _ships(g, int(it.data["sea"]), attackers, defenders)
    return None


def _ships(g: ImperialismGame, sea: int, attackers: list[int], defenders: list[int]) -> dict[str, Any] | None:
    s = g.state
    a = sum(len(pieces.ships_in(s, sea, e)) for e in attackers)
    d = sum(len(pieces.ships_in(s, sea, e)) for e in defenders)
    if not a or not d:
        return None
    hits = (naval.metallurgy_hits(g, attackers[0]), naval.metallurgy_hits(g, defenders[0]))
    out = ship_battles.odds(a, d, hits=hits, damage=("focus", "focus")).to_json()
    out["battle"].update(
        {
            "sea": g.geo.id(sea),
            "attackers": [g.colour_id(e) for e in attackers],
            "defenders": [g.colour_id(e) for e in defenders],
        }
    )
    out["notes"] = [*out.get("notes", []), JOIN_NOTE]
    return out
