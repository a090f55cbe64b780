"""Step 1 of the player turn, "1. Random Event": the Innovation roll, the card drawn and played at once, the
lasting effects of the cards, and Atomic Weapons when the deck is drawn out.

Rulebook 004:
- "1. Random Event": "Roll a d6 for each Innovation Card in your playing area. On a roll of 1, 2, or 3 move
  the card to a General Knowledge area ... Draw a Random Event Card and play the effects immediately."
  (innovations.py: the roll, and what the cards change: ``profile``, ``capacity``.)
- "Random Event Cards": "When a Random Event Card is played, follow the instructions on the card ... After
  the effect has expired place the card in a discard pile"; Innovation Cards stay in the drawer's playing
  area (``s.hands``).
- The Tsunami example: a d6 picks a space of the card's table; "The card affects the space as detailed, plus
  all spaces that border it. Both land and water spaces are affected. Water spaces obviously ignore any
  references to money or food produced"; "units in the water spaces are specifically intended to ignore
  this movement restriction"; the Food ends "until the start of the card-drawing player's next turn", the
  movement "until the end of the card-drawing player's next turn".
- "Barbarians": "Random Event Cards that destroy units in effected spaces can destroy Barbarian units and
  Forts". "Cities": a City "can never be destroyed by any means".
- "Frigate", Transport: "Random Event Cards that roll dice for units in a space only require a d6 roll for
  the Frigate, not each unit onboard"; "If a Frigate is destroyed then all units aboard are also destroyed,
  including any King" (``units.destroy``).
- "King", Royal Guard: a King "destroyed by a Random Event Card then you may choose another one of your
  units in the same space to remove instead of the King"; Crown / "Defeat!": a King lost eliminates his
  nation (``ending.eliminate``).
- "1. Random Event" / "Victory!", Atomic Weapons: "If the deck of Random Event Cards is drawn out and you
  must draw another card from the deck ... Roll one d6 for each City you control. If any dice rolled is a 6
  ... you win the game! If all of your dice rolled are 1's then ... the game ends in a draw."

The cards are data (``data/rulesets/ww4.json``, ``provenance.effect_vocabulary``); every op is implemented
once in ``OPS``. Decisions:
- The top of the deck is ``s.deck[0]``. The deck is never reshuffled: once it is drawn out, every later
  draw is an Atomic Weapons check instead (the discard pile stays where it is). A nation without a City
  rolls no dice: nothing happens. Cities are counted by ownership (``s.city``), as at the time of the draw.
- Lasting effects (``s.effects``) end at a point of the drawer's turn: "start-of-drawer-next-turn" and
  "end-of-drawer-next-turn" are the start / end of his turn in the next round; ops without a duration
  ("skip-phase", "free-units": "this turn") end with the drawer's current turn. ``expire`` drops every
  effect whose point has been reached or passed, so an effect whose drawer is eliminated ends when his turn
  would have come. Area effects keep every affected space; the queries ignore water spaces.
- "destroy-units": one d6 per unit, the space's units rolled together in arrival order. A Frigate rolls for
  itself and its cargo when the card touches Frigates (no "units" list, or one naming them); when the
  card's units exclude Frigates (Spy Ring Exposed) the units aboard of the named kinds roll themselves.
  Royal Guard (guard.py): with ``royal_guard=choose`` each King hit whose owner has a seat and another unit
  there waits for his owner's decision after the card; with ``cheapest`` (rules versions 1-2) his
  cheapest other unit not aboard goes at once (Table 4 costs; never a Frigate with cargo; ties: the
  oldest). Without one the King is destroyed. Kings lost are eliminated after the op's dice are all
  resolved; the rest of the card still happens unless the game is over.
- "revolt": the units of the named kinds standing in the affected land spaces (not aboard) turn GREY,
  keeping their kind; ships never revolt (they only touch land on landfall), nor do Kings and Spies with
  "all"; with "fort" the Fort turns GREY too. The City is left to the next Control Lands.
- "money" and "tribute": money never goes below C0; "per" counts the Cities (``s.city``) or Forts
  (``s.fort``) the player owns.
- Logged: the card drawn ("event": nation, card, name, the area's roll and spaces) and what each op did; an
  Innovation card drawn is logged without its name (another nation's hand is secret, views.py); the deck
  order never.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from warroom.rulesets.ww4 import corrections, ending, guard, units
from warroom.rulesets.ww4.content import GREY, Card
from warroom.rulesets.ww4.innovations import capacity as capacity
from warroom.rulesets.ww4.innovations import profile as profile
from warroom.rulesets.ww4.innovations import roll_hand
from warroom.rulesets.ww4.state import Effect, Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The duration of ops that last "this turn" (skip-phase, free-units) or give none.
THIS_TURN = "end-of-drawer-this-turn"
#: Duration name -> (rounds after the draw, "start" | "end" of the drawer's turn).
DURATIONS = {
    "start-of-drawer-next-turn": (1, "start"),
    "end-of-drawer-next-turn": (1, "end"),
    THIS_TURN: (0, "end"),
}
#: Kinds never taken by a revolt of "all" units.
NO_REVOLT = frozenset({"king", "spy"})


class Play:
    """A card being played: the drawer, the card and its affected spaces (area cards)."""

    __slots__ = ("card", "centre", "guarded", "nation", "spaces")

    def __init__(self, nation: int, card: Card, centre: int, spaces: list[int]) -> None:
        self.nation = nation
        self.card = card
        self.centre = centre
        self.spaces = spaces
        #: Kings hit whose owners choose their Royal Guard once the card is resolved (guard.py).
        self.guarded: list[int] = []


# -- step 1 ----------------------------------------------------------------------------------------------


def run(g: WW4Game) -> None:
    """Step 1 for the current nation: the Innovation roll, then the card (or Atomic Weapons)."""
    s = g.state
    nation = s.nation()
    roll_hand(g, nation)
    if not s.deck:
        atomic(g, nation)
        return
    card = g.content.cards[s.deck.pop(0)]
    if card.kind == "innovation":
        s.hands[nation].append(card.id)
        g.log.add("event", nation=g.colour_id(nation), card_kind="innovation", deck_left=len(s.deck))
        return
    p = play(g, nation, card)
    s.discard.append(card.id)
    if p.guarded and s.outcome is None:
        guard.ask(g, p.guarded, card.id)


def atomic(g: WW4Game, nation: int) -> None:
    """Atomic Weapons: a d6 per City ``nation`` owns; any 6 wins, all 1s is a draw, no City: nothing."""
    s = g.state
    cities = [x for x in g.map.cities if s.city[x] == nation]
    if not cities:
        g.log.add("atomic", nation=g.colour_id(nation), cities=0, result="nothing")
        return
    dice = g.dice.roll(len(cities), "atomic", nation=g.colour_id(nation))
    if 6 in dice:
        g.log.add("atomic", nation=g.colour_id(nation), cities=len(cities), result="atomic")
        ending.finish(g, "atomic", [nation], f"{g.nation_name(nation)} invented atomic weapons first")
    elif all(d == 1 for d in dice):
        g.log.add("atomic", nation=g.colour_id(nation), cities=len(cities), result="cold-war")
        ending.finish(g, "cold-war", ending.alive(g), "the war ends in a cold war standoff")
    else:
        g.log.add("atomic", nation=g.colour_id(nation), cities=len(cities), result="nothing")


def play(g: WW4Game, nation: int, card: Card) -> Play:
    """Resolve a Disaster or Politics card drawn by ``nation``: its target, then each op in order (the Kings
    waiting for their Royal Guard are left in the returned play's ``guarded``)."""
    target = card.effect.get("target", {})
    centre, spaces = -1, []
    details: dict[str, Any] = {}
    if target.get("type") == "area":
        (die,) = g.dice.roll(1, "event", card=card.id)
        centre = g.space(str(target["table"][die - 1]))
        spaces = [centre]
        if int(target.get("radius", 0)) >= 1:
            spaces.extend(x for x in g.map.every_adj[centre] if x not in spaces)
        details = {"roll": die, "space": g.map.id(centre), "spaces": [g.map.id(x) for x in spaces]}
    g.log.add("event", nation=g.colour_id(nation), card=card.id, name=card.name, card_kind=card.kind, **details)
    p = Play(nation, card, centre, spaces)
    for op in card.effect.get("ops", []):
        if g.state.outcome is not None:
            break
        OPS[str(op["op"])](g, p, op)
    return p


def targets(g: WW4Game, p: Play) -> list[int]:
    """The nations a "player" card acts on ("drawer", "others": the other active nations, "all")."""
    who = p.card.effect.get("target", {}).get("who", "drawer")
    s = g.state
    if who == "drawer":
        return [p.nation]
    alive = [n for n in s.order if s.active[n]]
    return [n for n in alive if n != p.nation] if who == "others" else alive


# -- lasting effects -------------------------------------------------------------------------------------


def _point(g: WW4Game, nation: int, turn: int, when: str) -> tuple[int, int, int]:
    """A point in play order: (round, place in the order, 0 at the start of the turn / 1 at its end)."""
    order = g.state.order
    place = order.index(nation) if nation in order else len(order)
    return (turn, place, 0 if when == "start" else 1)


def add_effect(g: WW4Game, p: Play, op: dict[str, Any], spaces: list[int], data: dict[str, Any]) -> Effect:
    """Put an op's lasting effect in force until its duration's point of the drawer's turn."""
    rounds, when = DURATIONS[str(op.get("until", THIS_TURN))]
    s = g.state
    effect = Effect(str(op["op"]), p.card.id, list(spaces), p.nation, s.turn + rounds, when, data)
    s.effects.append(effect)
    g.log.add(
        "effect",
        card=p.card.id,
        op=effect.op,
        spaces=[g.map.id(x) for x in spaces],
        until={"nation": g.colour_id(p.nation), "turn": effect.until_turn, "when": when},
        **{k: v for k, v in data.items() if k != "nation"},
    )
    return effect


def expire(g: WW4Game, nation: int, when: str) -> None:
    """The start or the end of ``nation``'s turn: drop the effects that last until now (or earlier)."""
    s = g.state
    if not s.effects:
        return
    now = _point(g, nation, s.turn, when)
    keep = []
    for e in s.effects:
        if _point(g, e.until_nation, e.until_turn, e.until_when) <= now:
            g.log.add("effect-ends", card=e.card, op=e.op, spaces=[g.map.id(x) for x in e.spaces])
        else:
            keep.append(e)
    s.effects = keep


def _in_force(g: WW4Game, op: str, space: int) -> bool:
    effects = g.state.effects  # mostly none: asked for every space a move may leave, every decision
    return bool(effects) and any(e.op == op and space in e.spaces for e in effects)


def food(g: WW4Game, space: int) -> int:
    """A space's Food now: its F, 0 under a "no-food" effect, 0 for water."""
    if g.map.is_water[space]:
        return 0
    return 0 if _in_force(g, "no-food", space) else g.map.f[space]


def blocked_out(g: WW4Game, space: int) -> bool:
    """Whether units may not move out of ``space`` ("no-move-out"; water spaces ignore it)."""
    return not g.map.is_water[space] and _in_force(g, "no-move-out", space)


def income_blocked(g: WW4Game, space: int) -> bool:
    """Whether ``space`` produces no C (neither its C nor the C1 of its Fort or City): "no-income"."""
    return not g.map.is_water[space] and _in_force(g, "no-income", space)


def skips(g: WW4Game, nation: int, phase: str) -> bool:
    """Whether ``nation`` skips ``phase`` ("collect-income") under a "skip-phase" effect."""
    return any(
        e.op == "skip-phase" and e.data.get("nation") == nation and e.data.get("phase") == phase
        for e in g.state.effects
    )


def free_units(g: WW4Game, nation: int) -> list[Effect]:
    """The "free-units" effects in force for ``nation``: ``spaces`` where they deploy, ``data["units"]`` the
    kinds and counts still to deploy (deploy.py takes them off as it deploys them)."""
    return [e for e in g.state.effects if e.op == "free-units" and e.data.get("nation") == nation]


# -- the ops ---------------------------------------------------------------------------------------------


def _area_effect(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    """no-food, no-income, no-move-out: a lasting effect on the affected spaces."""
    add_effect(g, p, op, p.spaces, {})


def _skip_phase(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    for n in targets(g, p):
        add_effect(g, p, op, [], {"nation": n, "phase": str(op["phase"])})


def _free_units(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    for n in targets(g, p):
        where = str(op.get("where", "capital"))
        space = g.content.nations[n].capital if where == "capital" else g.space(where)
        kinds = {str(k): int(v) for k, v in op["units"].items()}
        add_effect(g, p, op, [space], {"nation": n, "units": kinds})


def _money(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    s = g.state
    amount = int(op["amount"])
    per = op.get("per")
    for n in targets(g, p):
        if per == "city":
            change = amount * sum(1 for x in g.map.cities if s.city[x] == n)
        elif per == "fort":
            change = amount * sum(1 for owner in s.fort if owner == n)
        else:
            change = amount
        before = s.money[n]
        s.money[n] = max(0, before + change)
        g.log.add("event-money", card=p.card.id, nation=g.colour_id(n), change=s.money[n] - before, money=s.money[n])


def _tribute(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    s = g.state
    amount = int(op["amount"])
    for n in s.order:
        if n == p.nation or not s.active[n]:
            continue
        paid = min(amount, s.money[n])
        s.money[n] -= paid
        s.money[p.nation] += paid
        g.log.add("event-tribute", card=p.card.id, payer=g.colour_id(n), to=g.colour_id(p.nation), amount=paid)


def _rollers(g: WW4Game, space: int, kinds: frozenset[str] | None, owner: int | None) -> list[Unit]:
    """The units of a space that roll for a "destroy-units" op (Frigates for their cargo)."""
    cargo_rolls = kinds is not None and "frigate" not in kinds
    return [
        u
        for u in units.in_space(g.state, space)
        if (kinds is None or u.kind in kinds) and (owner is None or u.owner == owner) and (u.carrier < 0 or cargo_rolls)
    ]


def _guard(g: WW4Game, p: Play, king: Unit) -> Unit | None:
    """Royal Guard: the unit removed instead of ``king`` now (the cheapest), or None: the King goes, or
    (``royal_guard=choose``) waits in ``p.guarded`` for his owner's choice."""
    s = g.state
    # Only a nation someone plays has a choice (casualties.auto's rule, outside a combat).
    seated = king.owner < GREY and s.seat_of[king.owner] >= 0 and s.active[king.owner]
    if seated and corrections.owner_guards_the_king(g) and guard.candidates(g, king):
        p.guarded.append(king.id)
        return king
    return guard.cheapest(g, king)


def _destroy_units(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    s = g.state
    faces = frozenset(int(f) for f in op["faces"])
    kinds = frozenset(str(k) for k in op["units"]) if "units" in op else None
    # An area card rolls for every unit in its spaces; a player card for that player's units anywhere.
    groups: list[tuple[int, int | None]] = [(x, None) for x in p.spaces]
    if not p.spaces:
        groups = [(x, n) for n in targets(g, p) for x in range(len(s.at))]
    for space, owner in groups:
        rollers = _rollers(g, space, kinds, owner)
        if not rollers:
            continue
        dice = g.dice.roll(len(rollers), "event", card=p.card.id, space=g.map.id(space))
        hit = [u for u, d in zip(rollers, dice, strict=True) if d in faces]
        gone: list[Unit] = []
        for u in sorted(hit, key=lambda u: u.kind == "king"):
            if u.id not in s.units:
                continue
            victim = (_guard(g, p, u) or u) if u.kind == "king" else u
            if victim.id in p.guarded:
                continue
            gone.extend(units.destroy(s, victim))
        if gone:
            g.log.add(
                "event-destroyed",
                card=p.card.id,
                space=g.map.id(space),
                units=[{"owner": g.colour_id(u.owner), "kind": u.kind} for u in gone],
            )
    # "Crown": the Kings this op destroyed (units.destroy remembers them) eliminate their nations once all
    # its dice are resolved.
    ending.crown(g, "event")


def _destroy_fort(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    s = g.state
    faces = frozenset(int(f) for f in op["faces"])
    for space in p.spaces:
        if g.map.is_water[space] or s.fort[space] < 0:
            continue
        (die,) = g.dice.roll(1, "event", card=p.card.id, space=g.map.id(space), fort=True)
        if die in faces:
            owner = s.fort[space]
            s.fort[space] = -1
            g.log.add("event-fort", card=p.card.id, space=g.map.id(space), owner=g.colour_id(owner))


def _revolt(g: WW4Game, p: Play, op: dict[str, Any]) -> None:
    s = g.state
    named = op.get("units", "all")
    for space in p.spaces:
        if g.map.is_water[space]:
            continue
        turned = [
            u
            for u in units.present(s, space)
            if u.owner != GREY
            and u.kind not in ("destroyer", "frigate")
            and (u.kind not in NO_REVOLT if named == "all" else u.kind in named)
        ]
        for u in turned:
            u.owner = GREY
            u.moves = 0
        fort = bool(op.get("fort")) and 0 <= s.fort[space] < GREY
        if fort:
            s.fort[space] = GREY
        if turned or fort:
            g.log.add(
                "event-revolt",
                card=p.card.id,
                space=g.map.id(space),
                units=units.count_kinds(turned),
                fort=fort,
            )


Op = Callable[["WW4Game", Play, dict[str, Any]], None]

#: Every op of the effect vocabulary ("boost" and "grant" are Innovation cards': innovations.py).
OPS: dict[str, Op] = {
    "no-food": _area_effect,
    "no-income": _area_effect,
    "no-move-out": _area_effect,
    "destroy-units": _destroy_units,
    "destroy-fort": _destroy_fort,
    "revolt": _revolt,
    "money": _money,
    "tribute": _tribute,
    "skip-phase": _skip_phase,
    "free-units": _free_units,
}
