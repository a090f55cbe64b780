"""Advanced battles assault by assault (battle_choices.py).

000, Advanced Rules, "Battle": "Each player takes turns 'assaulting' the other player ... (The invading
player 'assaults' first.) The assaulting player chooses one of his armies and one of his opponent's armies
to participate in the assault ... This process allows each player, in turn, to decide which of his pieces
and which of his opponent's pieces are matched against each other." "Retreat": "After each player has
attacked at least once, either player may retreat his remaining armies out of the battle. These armies
must all go to the same region ... adjacent ... and be owned by the retreating player, otherwise the
retreat may not take place."

Each assault: once both sides have assaulted, the attacker, then the defender, may retreat
(``BattleRetreat``, to the adjacent own region it chooses; asked only of a side with somewhere to go,
combat.retreat_destinations); then the assaulting side matches its piece and the opponent's
(``BattleMatch``; not asked when one kind faces one kind: that match applies itself); then the dice. A defender's
retreat leaves the region to the attacker. The computer-played natives assault with their strongest piece
against the weakest, make their Human Wave by option and never retreat. Every assault is computed by
warroom.battles.imperialism_advanced's :class:`~warroom.battles.imperialism_advanced.Rules`, with the dice
rolled as its ``resolve`` rolls them: the same choices give the same battle.

The battle's data (battle_state.py) adds ``rules`` (fort, rifles, natives, Human Wave), ``sub`` (the
module's sub-state: whose assault, who has assaulted), ``step`` (0: the attacker's retreat question, 1:
the defender's, 2: the assault), ``retreats`` (per side the region ids it may retreat to),
``retreat_to`` (the region a retreat chose), ``can_retreat`` and ``retreat_at`` (per side the policy's threshold: the
attacker's ``Fight`` retreat; None never). Policies: the target, "weakest" (the fixed defender's and the
natives'), "types" or "strongest", always with the strongest own piece and no retreat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles.common import ATTACKER_RETREATED, DEFENDER_RETREATED
from warroom.battles.imperialism import UNIT_COST, UNITS, describe, lost, piece_roll
from warroom.battles.imperialism_advanced import _NEXT, _TURN, A0, A2, D2, Rules
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg, Place
from warroom.rulesets.imperialism import combat, research
from warroom.rulesets.imperialism.actions import BattleMatch, BattleRetreat, Fight
from warroom.rulesets.imperialism.battle_state import ATTACK, DEFEND, Battle, ask, colour, empire_of, finish, record

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The policies a seat may answer with (the target); the first is the fixed defender's and the natives'.
POLICIES = ("weakest", "types", "strongest")
#: The kind of battle a standing preference is kept for.
PREFERENCE = "army"
#: The decisions' actions.
ACTIONS = (BattleMatch, BattleRetreat)
#: The battle settings kept in the battle (the rest of Rules' are the policies).
_RULES = ("fort", "attack_rifles", "defend_rifles", "natives", "human_wave")
_STEP_ASSAULT = 2


def start(g: ImperialismGame, b: Battle, action: Fight) -> None:
    """Add what an Advanced battle needs: its settings (combat._settings), who may retreat."""
    region, attacker, owner = b["region"], b["attacker"], b["defender"]
    _, settings = combat._settings(g, region, attacker, owner, POLICIES[0], None, action.retreat)
    b["rules"] = {k: settings[k] for k in _RULES}
    # "Retreat": the destinations each side may choose (the retreating player's choice), by id.
    b["retreats"] = [
        [g.geo.id(r) for r in combat.retreat_destinations(g, region, attacker)],
        [g.geo.id(r) for r in combat.retreat_destinations(g, region, owner)] if owner >= 0 else [],
    ]
    b["can_retreat"] = [bool(b["retreats"][ATTACK]), bool(b["retreats"][DEFEND])]
    b["retreat_at"] = [settings["attack_retreat"], None]
    b["sub"] = A0
    b["step"] = _STEP_ASSAULT


def start_revolt(g: ImperialismGame, b: Battle) -> None:
    """Add what a revolt needs (the natives attack the owner: natives.revolt_settings' battle): the
    owner's fort and rifles, the owner's retreat (the natives never retreat and take no Human Wave)."""
    region, owner = b["region"], b["defender"]
    b["rules"] = {
        "fort": bool(g.state.fort[region]),
        "attack_rifles": 0,
        "defend_rifles": research.level(g.state, owner, "rifles"),
        "natives": False,
        "human_wave": 0,
    }
    b["retreats"] = [[], [g.geo.id(r) for r in combat.retreat_destinations(g, region, owner)]]
    b["can_retreat"] = [False, bool(b["retreats"][DEFEND])]
    b["retreat_at"] = [None, None]
    b["sub"] = A0
    b["step"] = _STEP_ASSAULT


def rules(b: Battle, pair: tuple[int, int] | None = None) -> Rules:
    """The battle's Rules; ``pair`` (own piece, opponent's) fixes the assaulting side's match."""
    extra: dict[str, Any] = {}
    if pair is not None:
        side = _TURN[b["sub"]]
        extra["attack_policy" if side == ATTACK else "defend_policy"] = lambda own, enemy: pair
    return Rules(**b["rules"], **extra)


def _policy_pair(b: Battle, side: int, policy: str) -> tuple[int, int]:
    """The match of a side answered by its policy: its strongest piece against the policy's target."""
    settings = dict(b["rules"])
    settings["attack_target" if side == ATTACK else "defend_target"] = policy
    own, enemy = tuple(b["armies"][side]), tuple(b["armies"][1 - side])
    return Rules(**settings).choose(side, own, enemy)


def advance(g: ImperialismGame, b: Battle) -> None:
    """Assault until a seat must decide, a side retreats or one side has no pieces left."""
    while sum(b["armies"][ATTACK]) and sum(b["armies"][DEFEND]):
        step = b["step"]
        if step < _STEP_ASSAULT:
            side = step
            if not b["can_retreat"][side]:
                b["step"] += 1
                continue
            if not b["policies"][side]:
                ask(g, b, side)
                return
            at = b["retreat_at"][side]
            if at is not None and sum(b["armies"][side]) <= at:
                _told_retreat(g, b, side, combat.retreat_destination(g, b["region"], empire_of(b, side)))
                finish(g, b, ATTACKER_RETREATED if side == ATTACK else DEFENDER_RETREATED)
                return
            b["step"] += 1
            continue
        side = _TURN[b["sub"]]
        policy = b["policies"][side]
        if policy:
            _assault(g, b, _policy_pair(b, side, policy))
            continue
        own = [i for i, n in enumerate(b["armies"][side]) if n]
        enemy = [i for i, n in enumerate(b["armies"][1 - side]) if n]
        if len(own) * len(enemy) > 1:
            ask(g, b, side)
            return
        # One kind against one kind: the only match applies itself.
        _assault(g, b, (own[0], enemy[0]))
    finish(g, b)


def _assault(g: ImperialismGame, b: Battle, pair: tuple[int, int]) -> None:
    """One assault with the match decided (as imperialism_advanced.resolve rolls it)."""
    turn = _TURN[b["sub"]]
    a, d = tuple(b["armies"][ATTACK]), tuple(b["armies"][DEFEND])
    ua, ud, gone, ma, md = rules(b, pair).assault(a, d, turn)
    # The match, told before its dice (narrate_battle.py); a log entry draws no die.
    mine, theirs = (ua, ud) if turn == ATTACK else (ud, ua)
    g.log.add(
        "battle_match",
        region=g.geo.id(b["region"]),
        empire=colour(g, b, turn),
        enemy=colour(g, b, 1 - turn),
        piece=UNITS[mine],
        target=UNITS[theirs],
        mod=ma if turn == ATTACK else md,
        target_mod=md if turn == ATTACK else ma,
    )
    d_now = lost(d, gone)
    ra, rd, ta, td, na, nd = piece_roll(g.dice, a, d_now, (ua, ud), (ma, md))
    note = f"{'attacker' if turn == 0 else 'defender'} assaults: {UNITS[ua]} v {UNITS[ud]}"
    if sum(gone):
        note += f"; Human Wave: {describe(gone)} sacrificed"
    record(b, (ra, rd), (ta, td), (a, d), (na, nd), note)
    b["sub"] = _NEXT[b["sub"]]
    b["step"] = 0 if b["sub"] in (A2, D2) else _STEP_ASSAULT


def _told_retreat(g: ImperialismGame, b: Battle, side: int, to: int | None) -> None:
    """Log ``side``'s retreat and where it goes (narrate_battle.py; None: nowhere named)."""
    g.log.add(
        "battle_retreat",
        region=g.geo.id(b["region"]),
        empire=colour(g, b, side),
        to=g.geo.id(to) if to is not None else None,
    )


def modifiers(b: Battle, piece: int, target: int) -> tuple[int, int]:
    """The assaulting side's and its opponent's totals' modifiers for a match (what its words show)."""
    side = _TURN[b["sub"]]
    a, d = tuple(b["armies"][ATTACK]), tuple(b["armies"][DEFEND])
    _, _, _, ma, md = rules(b, (piece, target)).assault(a, d, side)
    return (ma, md) if side == ATTACK else (md, ma)


def legal(b: Battle) -> list[Action]:
    """Stay, or retreat to each own region it may go to (a retreat question); else every match, own pieces
    strongest first, the opponent's weakest first."""
    if b["step"] < _STEP_ASSAULT:
        return [BattleRetreat(False), *(BattleRetreat(True, to) for to in b["retreats"][b["decider"]])]
    side = b["decider"]
    own, enemy = b["armies"][side], b["armies"][1 - side]
    mine = sorted((i for i, n in enumerate(own) if n), key=lambda i: -UNIT_COST[i])
    theirs = sorted((i for i, n in enumerate(enemy) if n), key=lambda i: UNIT_COST[i])
    return [BattleMatch(UNITS[p], UNITS[t]) for p in mine for t in theirs]


def check(b: Battle, action: Action) -> None:
    """A retreat answer to a retreat question; a match of kinds both sides have in the battle."""
    if b["step"] < _STEP_ASSAULT:
        if not isinstance(action, BattleRetreat):
            raise IllegalAction(Msg("aoi.err.battle.retreat_first"))
        places = b["retreats"][b["decider"]]
        if action.to and not action.retreat:
            raise IllegalAction(Msg("aoi.err.battle.stay_to", to=action.to))
        if action.retreat and not action.to:
            # The destination is the retreating player's choice ("Retreat"): he names it.
            raise IllegalAction(Msg("aoi.err.battle.retreat_where", places=Items(Place(p) for p in places)))
        if action.to and action.to not in places:
            raise IllegalAction(Msg("aoi.err.battle.retreat_to", to=action.to, places=Items(Place(p) for p in places)))
        return
    if not isinstance(action, BattleMatch):
        raise IllegalAction(Msg("aoi.err.battle.match_now"))
    side = b["decider"]
    for kind, army, whose in ((action.piece, b["armies"][side], "own"), (action.target, b["armies"][1 - side], "his")):
        if kind not in UNITS:
            raise IllegalAction(Msg("aoi.err.battle.unit", piece=kind, known=", ".join(UNITS)))
        if not army[UNITS.index(kind)]:
            raise IllegalAction(Msg(f"aoi.err.battle.match_{whose}", piece=Msg(f"aoi.battle.unit.{kind}")))


def execute(g: ImperialismGame, b: Battle, action: Action) -> None:
    """Retreat, fight on, or assault with the match; then go on."""
    if isinstance(action, BattleRetreat):
        if action.retreat:
            if action.to:
                b["retreat_to"] = g.space(action.to, "region")
            # check() has the retreating player name the region ("Retreat": his choice).
            _told_retreat(g, b, b["decider"], b.get("retreat_to"))
            finish(g, b, ATTACKER_RETREATED if b["decider"] == ATTACK else DEFENDER_RETREATED)
            return
        b["step"] += 1
    else:
        assert isinstance(action, BattleMatch)
        _assault(g, b, (UNITS.index(action.piece), UNITS.index(action.target)))
    advance(g, b)
