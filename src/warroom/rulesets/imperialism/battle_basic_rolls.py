"""Basic battles roll by roll (battle_choices.py): 000, Basic Rules, "Army Battles": "Both players choose
one piece from their army in the region to fight (attacker chooses first)", then both roll two dice.

The battle's data (battle_state.py) adds ``fort`` and ``sent`` (the attacker's piece this roll, -1 before
it chooses). The attacker decides first, then the defender seeing the attacker's piece (a side with one kind of
piece left is not asked: its piece goes in); the dice are rolled
as warroom.battles.imperialism_basic.resolve rolls them, so the same choices give the same battle.
Policies: "strongest" (the fixed defender's and the natives') and "weakest".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.battles.imperialism import UNITS, piece_roll
from warroom.battles.imperialism_basic import round_modifiers
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg
from warroom.rulesets.imperialism.actions import BattleSend, Fight
from warroom.rulesets.imperialism.battle_state import ATTACK, DEFEND, Battle, ask, finish, record

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The policies a seat may answer with; the first is the fixed defender's and the natives'.
POLICIES = ("strongest", "weakest")
#: The kind of battle a standing preference is kept for.
PREFERENCE = "army"
#: The piece decision's action.
ACTIONS = (BattleSend,)


def start(g: ImperialismGame, b: Battle, action: Fight) -> None:
    """Add what a Basic battle needs: the defender's fort, no piece sent yet."""
    b["fort"] = bool(g.state.fort[b["region"]] and b["defender"] >= 0)
    b["sent"] = -1


def _pick(policy: str, own: tuple[int, ...]) -> int:
    present = [i for i, n in enumerate(own) if n]
    return max(present) if policy == "strongest" else min(present)


def advance(g: ImperialismGame, b: Battle) -> None:
    """Roll until a seat must decide or one side has no pieces left."""
    while sum(b["armies"][ATTACK]) and sum(b["armies"][DEFEND]):
        side = ATTACK if b["sent"] < 0 else DEFEND
        policy = b["policies"][side]
        present = [i for i, n in enumerate(b["armies"][side]) if n]
        if not policy and len(present) > 1:
            ask(g, b, side)
            return
        # A side of one kind has no choice: its piece goes in without asking.
        unit = _pick(policy, tuple(b["armies"][side])) if policy else present[0]
        if side == ATTACK:
            b["sent"] = unit
        else:
            _roll(g, b, unit)
    finish(g, b)


def _roll(g: ImperialismGame, b: Battle, defender_unit: int) -> None:
    """One roll with both pieces chosen (the dice as imperialism_basic.resolve rolls them)."""
    a, d = tuple(b["armies"][ATTACK]), tuple(b["armies"][DEFEND])
    ua, ud = b["sent"], defender_unit
    ma, md = round_modifiers(ua, ud, b["fort"])
    # The pieces matched, told before their dice (narrate_battle.py); a log entry draws no die, so the
    # dice stream is the one imperialism_basic.resolve rolls.
    g.log.add(
        "battle_pieces",
        region=g.geo.id(b["region"]),
        attacker=g.colour_id(b["attacker"]),
        defender=g.colour_id(b["defender"]) if b["defender"] >= 0 else "natives",
        attack=UNITS[ua],
        defend=UNITS[ud],
        attack_mod=ma,
        defend_mod=md,
    )
    ra, rd, ta, td, na, nd = piece_roll(g.dice, a, d, (ua, ud), (ma, md))
    record(b, (ra, rd), (ta, td), (a, d), (na, nd), f"{UNITS[ua]} v {UNITS[ud]}")
    b["sent"] = -1


def legal(b: Battle) -> list[Action]:
    """The deciding side's pieces, strongest first."""
    own = b["armies"][b["decider"]]
    return [BattleSend(UNITS[i]) for i in reversed(range(len(UNITS))) if own[i]]


def check(b: Battle, action: Action) -> None:
    """A piece kind the deciding side still has in the battle."""
    if not isinstance(action, BattleSend):
        raise IllegalAction(Msg("aoi.err.battle.send_now", action=action.type_name))
    if action.piece not in UNITS:
        raise IllegalAction(Msg("aoi.err.battle.unit", piece=action.piece, known=", ".join(UNITS)))
    own = b["armies"][b["decider"]]
    if not own[UNITS.index(action.piece)]:
        have = Items(Msg(f"aoi.battle.unit.{UNITS[i]}") for i, n in enumerate(own) if n)
        raise IllegalAction(Msg("aoi.err.battle.send_none", piece=Msg(f"aoi.battle.unit.{action.piece}"), have=have))


def execute(g: ImperialismGame, b: Battle, action: Action) -> None:
    """Send the piece (the attacker's waits for the defender's; the defender's rolls), then roll on."""
    assert isinstance(action, BattleSend)
    unit = UNITS.index(action.piece)
    if b["decider"] == ATTACK:
        b["sent"] = unit
    else:
        _roll(g, b, unit)
    advance(g, b)
