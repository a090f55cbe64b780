"""Innovation Cards: who enjoys them, what they change in a unit's Table 3 row, and the roll that sends them
to General Knowledge (part of step 1, "1. Random Event"; ``events.py`` draws them).

Rulebook 004:
- "Random Event Cards", Innovation Cards: "If you draw an Innovation Card keep it in your playing area. The
  card only applies to you, not to any of your opponents, while it is in your playing area."
- "At the beginning of your turn you will roll a d6 for each Innovation Card in your playing area. On a roll
  of 1, 2, or 3 move the card to a General Knowledge area ... All RED, YELLOW, GREEN, BLUE and PURPLE units
  gain the effects of Innovation Cards in the General Knowledge area ... GREY units do not gain the benefits
  of General Knowledge." (also "1. Random Event").
- "Player Diplomacy": "You may choose to share the effects of your Innovation Cards with any number of other
  players" (``s.shared[card]``: the nations it is shared with, while its holder keeps it).
- "Barbarians": "Playing pieces of any other color are also treated like Barbarians if not represented by an
  active player"; "Defeat!": an eliminated nation's "units now act as Barbarians".

Decisions:
- The units of a nation nobody plays, or whose King is gone (``active`` False), are barbarians: they enjoy
  no Innovation at all, General Knowledge included, like GREY units.
- The card's ops (``provenance.effect_vocabulary``): "boost" "kill" adds its faces to the kill faces and
  removes them from the rout faces ("a face that kills no longer routs"); "boost" "assassinate" adds its
  faces to the Spy's kill faces, which Table 3 leaves empty and assassination.py adds to the 4-6 that kill
  an enemy Spy; "boost" "move" adds to the move; "boost" "capacity" sets the Frigate's transport capacity
  (``capacity``; the largest when several apply); "grant" adds a Unit Advantage. "boost" "rally" is not
  part of Table 3's row: casualties.py reads it from the same cards (``casualties.rally_faces``).
- Each card counts once however a nation enjoys it (a card moved to General Knowledge is no longer shared).
- The roll is one d6 per card in the hand, in the hand's order, logged without the cards (the hand is
  secret, views.py); the cards that move to General Knowledge are logged, as they become public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.ww4.content import GREY, Content, UnitProfile

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: "Transport capacity is limited by up to 2 of any of the following units" ("Frigate", Transport).
FRIGATE_CAPACITY = 2
#: The faces of the Innovation roll that move a card to General Knowledge.
TO_KNOWLEDGE = frozenset({1, 2, 3})


def enjoyed(g: WW4Game, owner: int) -> list[str]:
    """The Innovation cards whose effects ``owner``'s units enjoy: its hand, the cards shared with it and
    General Knowledge; none for GREY or a nation that is not active (barbarians)."""
    s = g.state
    if owner < 0 or owner >= GREY or not s.active[owner]:
        return []
    cards = list(s.hands[owner])
    for card, with_ in s.shared.items():
        if owner in with_ and card not in cards:
            cards.append(card)
    cards.extend(c for c in s.knowledge if c not in cards)
    return cards


def profile(g: WW4Game, owner: int, kind: str) -> UnitProfile:
    """A unit's Table 3 row with the Innovation boosts and granted advantages its owner enjoys."""
    base = g.content.units[kind]
    cards = tuple(enjoyed(g, owner))
    if not cards:
        return base
    # Worked out once for each set of cards a game's content sees (a row is immutable).
    known = _PROFILES.get(id(g.content))
    if known is None or known[0] is not g.content:
        known = _PROFILES[id(g.content)] = (g.content, {})
    found = known[1].get((kind, cards))
    if found is None:
        if len(known[1]) >= _PROFILES_KEPT:
            known[1].clear()
        found = known[1][kind, cards] = _boosted(g.content, base, cards)
    return found


#: profile's answers by content (kept beside them, so that its id is not reused) and (kind, cards).
_PROFILES: dict[int, tuple[Content, dict[tuple[str, tuple[str, ...]], UnitProfile]]] = {}
_PROFILES_KEPT = 10_000


def _boosted(content: Content, base: UnitProfile, cards: tuple[str, ...]) -> UnitProfile:
    """``base`` with the boosts and granted advantages of ``cards`` (``base`` itself where none applies)."""
    kind = base.kind
    move = base.move
    rout = set(base.rout)
    kill = set(base.kill)
    advantages = set(base.advantages)
    changed = False
    for card_id in cards:
        card = content.cards.get(card_id)
        if card is None:
            continue
        for op in card.effect.get("ops", []):
            if op.get("unit") != kind:
                continue
            name, stat = op.get("op"), op.get("stat")
            if name == "grant":
                advantages.add(str(op["advantage"]))
            elif name != "boost":
                continue
            elif stat in ("kill", "assassinate"):
                faces = {int(f) for f in op.get("faces", [])}
                kill |= faces
                rout -= faces
            elif stat == "move":
                move += int(op.get("add", 0))
            else:
                continue
            changed = True
    if not changed:
        return base
    return UnitProfile(kind, move, frozenset(rout), frozenset(kill), frozenset(advantages))


def capacity(g: WW4Game, owner: int) -> int:
    """How many Militia, Soldiers, Cavalry and Artillery ``owner``'s Frigates carry (2 unless boosted)."""
    best = FRIGATE_CAPACITY
    for card_id in enjoyed(g, owner):
        card = g.content.cards.get(card_id)
        if card is None:
            continue
        for op in card.effect.get("ops", []):
            if op.get("op") == "boost" and op.get("unit") == "frigate" and op.get("stat") == "capacity":
                best = max(best, int(op["set"]))
    return best


def roll_hand(g: WW4Game, nation: int) -> list[str]:
    """The start-of-turn roll: a d6 per Innovation card in ``nation``'s hand; on 1-3 the card moves to
    General Knowledge. Returns the cards that moved."""
    s = g.state
    hand = s.hands[nation]
    if not hand:
        return []
    dice = g.dice.roll(len(hand), "innovation", nation=g.colour_id(nation))
    moved = [card for card, die in zip(hand, dice, strict=True) if die in TO_KNOWLEDGE]
    if not moved:
        return []
    s.hands[nation] = [card for card, die in zip(hand, dice, strict=True) if die not in TO_KNOWLEDGE]
    for card in moved:
        s.knowledge.append(card)
        s.shared.pop(card, None)
    g.log.add(
        "knowledge",
        nation=g.colour_id(nation),
        cards=[{"id": c, "name": g.content.cards[c].name} for c in moved],
    )
    return moved
