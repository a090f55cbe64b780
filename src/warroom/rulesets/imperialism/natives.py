"""Advanced Rules: westernizing the natives, and inciting them to revolt, in the production round.

Rulebook 000, Advanced Rules, "'Westernizing' the Natives and Native Rebellion": when a native region
joins an empire its native marker stays in it face up (:func:`warroom.rulesets.imperialism.exploration.annex`)
until the region is westernized, in the production round, for 2 x the native rating in PP. Another
player may incite an unwesternized region to revolt for 25 PP minus the native rating: native armies
rise there; if they win, every building in the region is destroyed and the region is unowned again
(the marker is turned face down). "Actions": both are production-round actions that take effect at
once.

Decisions:

- The rating is the marker's number ("12++" -> 12); the "+" signs change no cost.
- Inciting costs at least 1 PP (a rating above 24 cannot occur: markers show 4 to 12, "Native Marker").
- Only a region of an empire played by another seat may be incited ("another player"): no war is
  needed, since the natives rise, not the inciter's armies.
- The revolt is fought at once with the level's battle system, the natives as the invader (they
  assault first in Advanced battles): infantry equal to the native rating ("native armies are placed
  there equal to the native rating on the marker"), or with option revolt_army=marker the whole army of
  their marker (:func:`warroom.battles.imperialism.native_army`, as when the region is invaded: "NATIVE
  ARMIES"; corrections.revolt_army), played by the computer like natives defending (Basic: strongest
  piece; Standard: the most valuable victim, no reserve; Advanced: strongest piece against the weakest,
  and no Human Wave: that is a defence). The owner defends with every army it has in the region, with
  its fort (+1), its schools (Standard) and its Rifles (Advanced), by the computer's fixed policies (the
  owner's strongest piece / most valuable victim; he never retreats, and natives never do).
- Natives win: every building (economic ones, fort, school) is destroyed, the region becomes unowned,
  the owner's pieces left there (parties included) are removed, the native marker stays and goes face
  down, and the resource marker stays face down (a developed resource is undeveloped). If that was the
  owner's last region, the game's end check after the action takes it out.
- Natives lose: the owner's losses are removed (the last arrived of each kind first) and the marker
  stays face up: the region may be incited again.
- An owned region with no army (it cannot normally happen) falls to the revolt without a battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles import imperialism_advanced, imperialism_basic, imperialism_standard
from warroom.battles.common import ATTACKER, DEFENDER_RETREATED
from warroom.battles.imperialism import UNITS, Army, ArmyBattle, as_mapping
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import combat, corrections, pieces, research
from warroom.rulesets.imperialism.actions import Incite, Westernize
from warroom.rulesets.imperialism.exploration import marker_value
from warroom.rulesets.imperialism.state import Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: "The cost to incite ... is twenty five production points minus the native rating."
INCITE_BASE = 25
#: "PP's = 2 x Native Rating" to westernize.
WESTERNIZE_FACTOR = 2
OFF = Msg("aoi.err.natives.rule")


def westernize_cost(marker: str) -> int:
    """2 x the native rating."""
    return WESTERNIZE_FACTOR * marker_value(marker)


def incite_cost(marker: str) -> int:
    """25 - the native rating, at least 1."""
    return max(1, INCITE_BASE - marker_value(marker))


def _unwesternized(g: ImperialismGame, region: int) -> str | None:
    """The face-up native marker of an owned region, or None."""
    s = g.state
    marker = s.native[region]
    if s.owner[region] < 0 or marker is None or not s.native_up[region]:
        return None
    return marker


def legal_natives(g: ImperialismGame) -> list[Action]:
    """The current empire's affordable Westernize (own regions) and Incite (other seats' regions) actions."""
    if not g.level.westernizing:
        return []
    s = g.state
    e = s.empire_turn()
    out: list[Action] = []
    for r in range(len(s.owner)):
        marker = _unwesternized(g, r)
        if marker is None:
            continue
        owner = s.owner[r]
        if owner == e and westernize_cost(marker) <= s.pp[e]:
            out.append(Westernize(g.geo.id(r)))
        elif s.seat_of[owner] != s.seat_of[e] and incite_cost(marker) <= s.pp[e]:
            out.append(Incite(g.geo.id(r)))
    return out


def check_westernize(g: ImperialismGame, action: Westernize) -> None:
    """Westernizing is in play; the region is the current empire's, still has its native marker, and the
    empire has 2 x the rating in PP."""
    if not g.level.westernizing:
        raise IllegalAction(OFF)
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    if s.owner[r] != e:
        raise IllegalAction(Msg("aoi.err.westernize.not_own", region=Place(action.region)))
    marker = _unwesternized(g, r)
    if marker is None:
        raise IllegalAction(Msg("aoi.err.westernize.done", region=Place(action.region)))
    cost = westernize_cost(marker)
    if cost > s.pp[e]:
        raise IllegalAction(
            Msg(
                "aoi.err.westernize.cost",
                region=Place(action.region),
                cost=cost,
                rating=marker_value(marker),
                pp=s.pp[e],
            )
        )


def execute_westernize(g: ImperialismGame, action: Westernize) -> None:
    """Pay 2 x the rating; the native marker leaves the region for good."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    marker = s.native[r]
    assert marker is not None
    cost = westernize_cost(marker)
    s.pp[e] -= cost
    s.native[r] = None
    s.native_up[r] = False
    s.native_seen.discard(r)
    g.log.add("westernize", empire=g.colour_id(e), region=g.geo.id(r), marker=marker, cost=cost)


def check_incite(g: ImperialismGame, action: Incite) -> None:
    """Westernizing is in play; the region belongs to another player's empire and still has its native
    marker; the empire has 25 - the rating in PP."""
    if not g.level.westernizing:
        raise IllegalAction(OFF)
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    owner = s.owner[r]
    if owner < 0:
        raise IllegalAction(Msg("aoi.err.incite.nobody", region=Place(action.region)))
    if owner == e or s.seat_of[owner] == s.seat_of[e]:
        raise IllegalAction(Msg("aoi.err.incite.own", region=Place(action.region)))
    marker = _unwesternized(g, r)
    if marker is None:
        raise IllegalAction(Msg("aoi.err.incite.westernized", region=Place(action.region)))
    cost = incite_cost(marker)
    if cost > s.pp[e]:
        raise IllegalAction(
            Msg("aoi.err.incite.cost", region=Place(action.region), cost=cost, rating=marker_value(marker), pp=s.pp[e])
        )


def execute_incite(g: ImperialismGame, action: Incite) -> None:
    """Pay 25 - the rating; the natives rise and fight the owner's armies there at once (the whole battle
    with fixed policies: battle_choices.execute_incite has the owner decide it under each-roll)."""
    r, owner, marker, rebels, defend = begin_incite(g, action)
    battle: ArmyBattle | None = None
    if sum(defend):
        system, settings = revolt_settings(g, r, owner)
        battle = system.resolve(g.dice, rebels, defend, **settings)
    end_revolt(g, r, owner, marker, (rebels, defend), battle)


def begin_incite(g: ImperialismGame, action: Incite) -> tuple[int, int, str, Army, Army]:
    """Pay 25 - the rating and log the incitement: the region, its owner, the marker, the rebels and the
    owner's armies there."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    owner = s.owner[r]
    marker = s.native[r]
    assert marker is not None
    cost = incite_cost(marker)
    s.pp[e] -= cost
    rebels = corrections.revolt_army(g, marker)
    g.log.add(
        "incite",
        empire=g.colour_id(e),
        region=g.geo.id(r),
        owner=g.colour_id(owner),
        marker=marker,
        cost=cost,
        army=as_mapping(rebels),
    )
    return r, owner, marker, rebels, _counts(pieces.armies_in(s, r, owner))


def end_revolt(
    g: ImperialismGame,
    r: int,
    owner: int,
    marker: str,
    armies: tuple[Army, Army],
    battle: ArmyBattle | None,
    to: int | None = None,
) -> None:
    """Apply a revolt's battle (None: no army to fight it): the owner's losses, his retreat (to ``to``,
    his choice), the "revolt" event, and the region overthrown if the natives won."""
    rebels, defend = armies
    if battle is not None:
        _remove_losses(g, pieces.armies_in(g.state, r, owner), defend, battle.defender_left)
        if battle.outcome == DEFENDER_RETREATED:
            # Advanced "Retreat" (battle_choices=each-roll): the owner's armies leave; the region revolts.
            combat.withdraw(g, r, owner, to)
    natives_win = battle is None or battle.outcome in (ATTACKER, DEFENDER_RETREATED)
    g.log.add(
        "revolt",
        region=g.geo.id(r),
        owner=g.colour_id(owner),
        marker=marker,
        natives=as_mapping(rebels),
        defend=as_mapping(defend),
        rounds=[] if battle is None else [_round(x) for x in battle.rounds],
        winner="natives" if natives_win else g.colour_id(owner),
        natives_left=as_mapping(rebels if battle is None else battle.attacker_left),
        defender_left=as_mapping((0,) * len(UNITS) if battle is None else battle.defender_left),
    )
    if natives_win:
        _overthrow(g, r)


def revolt_settings(g: ImperialismGame, region: int, owner: int) -> tuple[Any, dict[str, Any]]:
    """The level's battle module and its settings for a revolt in ``region`` (the natives attack the
    owner): what the game resolves, and what the odds of a revolt are computed with."""
    s = g.state
    fort = s.fort[region]
    if g.level.battle == "advanced":
        return imperialism_advanced, {"fort": fort, "defend_rifles": research.level(s, owner, "rifles")}
    if g.level.battle == "basic":
        return imperialism_basic, {"fort": fort, "attack_policy": "strongest", "defend_policy": "strongest"}
    return imperialism_standard, {
        "fort": fort,
        "attack_schools": 0,
        "defend_schools": research.schools(s, owner),
        "attack_victims": "valuable",
        "defend_victims": "valuable",
    }


def _overthrow(g: ImperialismGame, region: int) -> None:
    """The natives won: buildings destroyed, the owner's pieces gone, the region native again."""
    s = g.state
    previous = s.owner[region]
    lost_buildings = [
        *s.buildings[region],
        *(["fort"] if s.fort[region] else []),
        *(["school"] if s.school[region] else []),
    ]
    for piece in pieces.ashore(s, region):
        pieces.destroy(s, piece)
    s.buildings[region] = ()
    s.fort[region] = False
    s.school[region] = False
    s.owner[region] = -1
    # The marker lay face up in the region until now: turned face down, it is still known to all.
    s.native_up[region] = False
    s.native_seen.add(region)
    s.resource_up[region] = False
    g.log.add(
        "overthrown",
        region=g.geo.id(region),
        previous=g.colour_id(previous),
        buildings=lost_buildings,
    )


def _counts(present: list[Piece]) -> Army:
    return tuple(sum(1 for p in present if p.kind == kind) for kind in UNITS)


def _remove_losses(g: ImperialismGame, present: list[Piece], before: Army, after: Army) -> None:
    """Destroy the owner's pieces lost in the revolt, the last arrived of each kind first."""
    for i, kind in enumerate(UNITS):
        lost = before[i] - after[i]
        if lost > 0:
            of_kind = [p for p in present if p.kind == kind]
            for piece in of_kind[len(of_kind) - lost :]:
                pieces.destroy(g.state, piece)


def _round(r: Any) -> dict[str, Any]:
    return {
        "attacker_dice": list(r.attacker_dice),
        "defender_dice": list(r.defender_dice),
        "attacker_total": r.attacker_total,
        "defender_total": r.defender_total,
        "attacker_lost": as_mapping(r.attacker_lost),
        "defender_lost": as_mapping(r.defender_lost),
        "note": r.note,
    }
