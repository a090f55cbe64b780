"""The rounds of a World War IV combat (rulebook 004, "Combat Round"): the machine behind combat.py.

``run`` carries a combat on from ``s.combat`` until a nation must decide (``s.decision``) or it is over;
combat.py's ``execute`` answers the decisions and calls ``run`` again. See combat.py for the rules and the
shape of ``s.combat``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.rulesets.ww4 import corrections, ending, units, withdrawal
from warroom.rulesets.ww4.casualties import (
    auto,
    barbarian,
    classes,
    combat,
    decider,
    hit,
    other,
    pick,
    policy_assign,
    policy_choose,
    profile,
    rally_faces,
    side_units,
    spies_left,
)
from warroom.rulesets.ww4.content import SHIPS
from warroom.rulesets.ww4.state import Decision, Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The four volleys of a round: (step, attack-first).
STAGES = (("bombardment", True), ("bombardment", False), ("regular", True), ("regular", False))
#: A simulated combat still going after this many rounds counts as the Defender holding.
MAX_ROUNDS = 200


def start(g: WW4Game, space: int, sim: bool = False) -> dict[str, Any]:
    """Begin the combat in a space (``sim``: every choice by policy, nothing logged but casualties); returns
    the combat's record (still readable once it is over)."""
    s = g.state
    invader = s.nation()
    defenders = sorted({u.owner for u in units.present(s, space) if u.kind != "spy" and u.owner != invader})
    s.combat = {
        "space": space,
        "invader": invader,
        "defenders": defenders,
        "round": 0,
        "phase": "round",
        "stage": 0,
        "rolled": False,
        "pending": [],
        "recon": {"A": 0, "D": 0},
        "fort_ids": [],
        "fort_hits": 0,
        "moving": "",
        "boats": [],
        "auto": sim,
    }
    if not sim:
        g.log.add(
            "combat",
            space=g.map.id(space),
            invader=g.colour_id(invader),
            defenders=[g.colour_id(n) for n in defenders],
        )
    record = s.combat
    run(g)
    return record


def run(g: WW4Game) -> None:
    """Carry the combat on until someone must decide or it is over."""
    s = g.state
    while s.combat is not None and s.decision is None and s.outcome is None:
        c = s.combat
        phase = c["phase"]
        if phase == "round":
            _new_round(g)
        elif phase == "attack":
            if not c["rolled"]:
                _volley(g)
            elif c["pending"]:
                _next_casualty(g)
            else:
                _end_volley(g)
        elif phase == "rally":
            _rally(g)
            c["phase"] = "maneuver"
            c["moving"] = ""
        elif phase == "maneuver":
            _maneuver(g)
        else:  # pragma: no cover - "pillage" always waits on a decision
            raise AssertionError(f"combat phase {phase!r} with no decision")


def _new_round(g: WW4Game) -> None:
    s = g.state
    c = combat(g)
    c["round"] += 1
    c.update(phase="attack", stage=0, rolled=False, recon={"A": 0, "D": 0}, fort_ids=[], fort_hits=0, boats=[])
    if c["round"] > MAX_ROUNDS and c["auto"]:
        _finish(g)
        return
    if not c["auto"]:
        g.log.add("combat-round", space=g.map.id(c["space"]), round=c["round"])
    gunners = _fort_gunners(g)
    if gunners:
        if auto(g, c["invader"]):
            return
        s.decision = Decision("bombard", c["invader"], {"space": c["space"], "max": len(gunners)})


def _fort_gunners(g: WW4Game) -> list[Unit]:
    """The Invader's Bombardment units able to fire at the enemy Fort, likeliest killers first."""
    s = g.state
    c = combat(g)
    space = c["space"]
    if s.fort[space] < 0 or s.fort[space] == c["invader"]:
        return []
    out = []
    for u in side_units(g, "A"):
        p = profile(g, u.owner, u.kind)
        if "bombardment" in p.advantages and _can_attack(g, u, p.advantages):
            out.append((-len(p.kill), u.id, u))
    return [u for _, _, u in sorted(out, key=lambda t: (t[0], t[1]))]


def aim_at_fort(g: WW4Game, count: int) -> None:
    """The Invader's answer to "bombard": its first ``count`` Bombardment units able to fire at the Fort (the
    likeliest killers) fire at it this round."""
    c = combat(g)
    c["fort_ids"] = [u.id for u in _fort_gunners(g)[:count]]
    if count:
        g.log.add("bombard-fort", space=g.map.id(c["space"]), count=count)


def _can_attack(g: WW4Game, unit: Unit, adv: frozenset[str]) -> bool:
    if not unit.routed:
        return True
    return "turret" in adv or "leadership" in adv


Shooter = tuple[Unit, frozenset[int], frozenset[int], bool]


def volley_shooters(g: WW4Game, side: str, sides: dict[str, list[Unit]] | None = None) -> list[Shooter]:
    """The units of ``side`` that roll in the current volley, in rolling order: (unit, rout faces, kill
    faces, Flight). Also what the luck calculator (warroom.analysis) reads just before the roll."""
    s = g.state
    c = combat(g)
    step, first = STAGES[c["stage"]]
    if sides is None:
        sides = {"A": side_units(g, "A"), "D": side_units(g, "D")}
    shooters: list[Shooter] = []
    for u in sides[side]:
        p = profile(g, u.owner, u.kind)
        adv = p.advantages
        if not p.kill and not p.rout:
            continue
        if ("bombardment" in adv) != (step == "bombardment"):
            continue
        if ("charge" in adv or ("entrench" in adv and side == "D")) != first:
            continue
        if _can_attack(g, u, adv):
            shooters.append((u, p.rout, p.kill, "flight" in adv))
    if not sides[other(side)]:
        # Nothing to hit: only the units firing at a Fort still standing roll.
        fort_ids = set(c["fort_ids"])
        shooters = [x for x in shooters if x[0].id in fort_ids and s.fort[c["space"]] >= 0]
    return shooters


def _volley(g: WW4Game) -> None:
    """Both sides roll this volley's attacks (the Defender's dice first); the results wait to be assigned."""
    s = g.state
    c = combat(g)
    step, _first = STAGES[c["stage"]]
    c["rolled"] = True
    results: dict[str, list[dict[str, Any]]] = {"A": [], "D": []}
    fort_ids = set(c["fort_ids"])
    sides = {"A": side_units(g, "A"), "D": side_units(g, "D")}
    for side in ("D", "A"):
        shooters = volley_shooters(g, side, sides)
        if not shooters:
            continue
        if c["auto"]:
            dice = g.dice.roll(len(shooters), "combat")
        else:
            where, who = g.map.id(c["space"]), g.colour_id(decider(g, side))
            dice = g.dice.roll(len(shooters), "combat", space=where, nation=who, step=step)
        kills: list[dict[str, Any]] = []
        routs: list[dict[str, Any]] = []
        for (u, rout, kill, flight), d in zip(shooters, dice, strict=True):
            result = "kill" if d in kill else "rout" if d in rout else ""
            if u.id in fort_ids and s.fort[c["space"]] >= 0:
                c["fort_hits"] += result == "kill"
                continue
            if result == "kill" and flight:
                kills.insert(0, _cas(other(side), result, True))
            elif result == "kill":
                kills.append(_cas(other(side), result))
            elif result == "rout":
                routs.append(_cas(other(side), result))
        results[other(side)] = kills + routs
    c["pending"] = results["D"] + results["A"]


def _cas(side: str, result: str, bomber: bool = False) -> dict[str, Any]:
    return {"side": side, "result": result, "bomber": bomber, "asked": False}


def _next_casualty(g: WW4Game) -> None:
    """Assign the next casualty, or ask who decides it."""
    s = g.state
    c = combat(g)
    cas = c["pending"][0]
    side, result = cas["side"], cas["result"]
    options = classes(g, side, result, False)
    if not options:
        c["pending"].pop(0)
        return
    roller = other(side)
    if not cas["asked"]:
        cas["asked"] = True
        chosen = classes(g, side, result, True)
        by = "bomber" if cas["bomber"] else "recon"
        if chosen and (cas["bomber"] or (spies_left(g, roller) > 0 and len(options) > 1)):
            who = decider(g, roller)
            if auto(g, who):
                pick_ = policy_choose(g, side, result, cas["bomber"])
                if pick_ is not None:
                    apply_head(g, pick_[0], pick_[1], by)
                    return
            else:
                data = {"space": c["space"], "casualty": result, "options": [list(o) for o in chosen]}
                if barbarian(g, who):  # barbarians=seat: the neutral answer, for the player deciding for them
                    pick_ = policy_choose(g, side, result, cas["bomber"])
                    data["policy"] = list(pick_) if pick_ is not None else None
                s.decision = Decision(by, who, data)
                return
    if len(options) == 1:
        apply_head(g, options[0][0], options[0][1], "owner")
        return
    who = decider(g, side)
    if auto(g, who):
        choice = policy_assign(g, side, result)
        assert choice is not None
        apply_head(g, choice[0], choice[1], "owner")
        return
    data = {"space": c["space"], "casualty": result, "options": [list(o) for o in options]}
    if barbarian(g, who):
        data["policy"] = list(policy_assign(g, side, result) or options[0])
    s.decision = Decision("assign", who, data)


def apply_head(g: WW4Game, kind: str, routed: bool, by: str) -> None:
    """Give the first pending casualty to a unit of class (``kind``, ``routed``) on its side; ``by`` says who
    chose it ("owner", "recon": one of the other side's Spies is spent this round, "bomber")."""
    c = combat(g)
    cas = c["pending"].pop(0)
    side = cas["side"]
    unit = pick(g, side, kind, routed, decider(g, side) if by == "owner" else None)
    assert unit is not None, f"no {kind} to take the casualty"
    if by == "recon":
        c["recon"][other(side)] += 1
    hit(g, unit, side, cas["result"], by)


def _end_volley(g: WW4Game) -> None:
    s = g.state
    c = combat(g)
    space = c["space"]
    if c["fort_hits"] and s.fort[space] >= 0:
        owner = s.fort[space]
        s.fort[space] = -1
        if space not in s.pillaged:
            s.pillaged.append(space)
        g.log.add("fort-destroyed", space=g.map.id(space), owner=g.colour_id(owner), by="bombardment")
    c["fort_hits"] = 0
    c["stage"] += 1
    c["rolled"] = False
    if c["stage"] == len(STAGES):
        c["phase"] = "rally"


def _rally(g: WW4Game) -> None:
    """3. Rally: a d6 per routed unit (Defender first); Kings rally automatically (Leadership); Armor
    rolling a 1 is destroyed (Breakdown); routed invading ships on land do not rally (Ship)."""
    c = combat(g)
    for side in ("D", "A"):
        rollers = []
        for u in side_units(g, side):
            if not u.routed:
                continue
            if u.kind == "king":
                u.routed = False
                continue
            if side == "A" and u.kind in SHIPS and not g.map.is_water[u.space]:
                continue
            rollers.append(u)
        if not rollers:
            continue
        dice = g.dice.roll(len(rollers), "rally", space=g.map.id(c["space"]), nation=g.colour_id(decider(g, side)))
        rallied: dict[str, int] = {}
        for u, d in zip(rollers, dice, strict=True):
            adv = profile(g, u.owner, u.kind).advantages
            if d == 1 and "breakdown" in adv:
                withdrawal.lose(g, u, "breakdown")
            elif d in rally_faces(g, u.owner, u.kind):
                u.routed = False
                rallied[u.kind] = rallied.get(u.kind, 0) + 1
        if not c["auto"]:
            # The dice alone do not say who rallied (each kind has its own faces): the table is told.
            g.log.add(
                "rally",
                space=g.map.id(c["space"]),
                nation=g.colour_id(decider(g, side)),
                dice=list(dice),
                rolled=len(rollers),
                rallied=rallied,
            )


def _maneuver(g: WW4Game) -> None:
    s = g.state
    c = combat(g)
    if c["moving"] == "":
        withdrawal.forced_ships(g)
        c["moving"] = "A"
        _ask_withdrawals(g, "A")
    elif c["moving"] == "A":
        c["moving"] = "D"
        _ask_withdrawals(g, "D")
    elif c["moving"] == "D":
        c["moving"] = "done"
    else:
        _end_round(g)
    del s  # the decision, if any, is set by _ask_withdrawals


def _ask_withdrawals(g: WW4Game, side: str) -> None:
    """Ask the side's decider for withdrawals, unless it has nothing to decide (then its policy acts)."""
    s = g.state
    units_ = side_units(g, side)
    if not units_:
        return
    who = decider(g, side)
    if barbarian(g, who) and side == "D":
        return
    if auto(g, who) or not _real_choice(g, side, who):
        if side == "A":
            withdrawal.force_bombers(g)
        return
    s.decision = Decision("withdraw", who, {"space": combat(g)["space"], "side": side})


def _real_choice(g: WW4Game, side: str, who: int) -> bool:
    """Whether the side's decider has a withdrawal to choose (option ``withdraw_ask``, corrections.py): a way
    out, and (``choice``) an answer not forced: not just one invading Bomber that must leave by one way;
    (``while-fighting``) besides, the other side still fights, or the Invader's Bombers must leave."""
    found = withdrawal.options(g, side, who)
    mode = corrections.withdraw_ask(g)
    if not found or mode == "every-round":
        return bool(found)
    stuck = side == "A" and bool(withdrawal.stuck_bombers(g))
    if stuck and list(found.values()) == [1] and next(iter(found))[0] == "bomber":
        return False  # the one answer EndStep leaves: force_bombers gives it
    return mode == "choice" or bool(side_units(g, other(side))) or stuck


def end_withdrawals(g: WW4Game, side: str) -> None:
    """A side's withdrawals are over: the Invader's Bombers that must still leave are withdrawn
    (``withdrawal.force_bombers``); nothing more for the Defender."""
    if side == "A":
        withdrawal.force_bombers(g)


def _end_round(g: WW4Game) -> None:
    """The end of a round: the nations whose King fell in it (a casualty, aboard a sunk Frigate, aboard a ship
    lost for want of a way out) are out: "If you lose your King during combat then you are eliminated from
    the game at the end of the combat round" (King, "Crown"); the combat ends when a side has no units left,
    or another round begins. A simulated combat eliminates nobody."""
    s = g.state
    c = combat(g)
    if not c["auto"]:
        ending.crown(g, "combat")
        if s.outcome is not None:
            return
    a, d = side_units(g, "A"), side_units(g, "D")
    if a and d:
        c["phase"] = "round"
        return
    if a and not d:
        space = c["space"]
        if s.city[space] >= 0 and space not in s.pillaged:
            s.pillaged.append(space)
            if not c["auto"]:
                g.log.add("city-pillaged", space=g.map.id(space), nation=g.colour_id(c["invader"]))
        if s.fort[space] >= 0 and s.fort[space] != c["invader"]:
            if auto(g, c["invader"]):
                pillage(g, False)
                return
            c["phase"] = "pillage"
            s.decision = Decision("pillage", c["invader"], {"space": space})
            return
    _finish(g)


def pillage(g: WW4Game, yes: bool) -> None:
    """Forts: destroy the Fort (Pillaged) or capture it (it becomes the Invader's)."""
    s = g.state
    c = combat(g)
    space = c["space"]
    owner = s.fort[space]
    if yes:
        s.fort[space] = -1
        if space not in s.pillaged:
            s.pillaged.append(space)
    else:
        s.fort[space] = c["invader"]
    if not c["auto"]:
        g.log.add(
            "fort-pillaged" if yes else "fort-captured",
            space=g.map.id(space),
            nation=g.colour_id(c["invader"]),
            owner=g.colour_id(owner),
        )
    _finish(g)


def _finish(g: WW4Game) -> None:
    s = g.state
    c = combat(g)
    space = c["space"]
    for u in units.present(s, space):
        u.routed = False
    a, d = side_units(g, "A"), side_units(g, "D")
    winner = "invader" if a and not d else "defender" if d and not a else "none"
    if not c["auto"]:
        g.log.add("combat-end", space=g.map.id(space), winner=winner, rounds=c["round"])
    s.combat = None
    s.decision = None
    if space in s.combats:
        s.combats.remove(space)
