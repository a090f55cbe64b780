"""The odds of a War Cards attack before it is made, from public information only.

Rulebook 002, "Battle": the defender answers the face-down attack card with a card from his hand or the
top card of the dice pile. The calculator (:func:`warroom.battles.war_cards.odds`, exact) answers for the
pile: the top card is any dice card nobody can see, all equally likely. What everybody can see is the
attack card named in the action (its dice are printed on it) and the discards (face up), so the unseen
cards are the deck's dice cards less those. When the pile is used up the defender's pile card comes from
the discards reshuffled (``WarCardsGame.take_top``), so the pile is then exactly the discards.

The attacker's hand is never read (the odds are asked for by anybody at the table, so they must not tell
whether a seat holds a card), and the defender's answer from his hand is a choice, not chance: the note
of the answer says so. Special attack cards (Blitz, Spy) compare no dice: they get no odds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles import war_cards
from warroom.core.actions import Action
from warroom.rulesets.war_cards.actions import Attack

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame

#: The note every War Cards answer carries: what the figures assume about the defence.
PILE_NOTE = "the defence is the top card of the dice pile; an answer from the defender's hand is his choice"


def attack_odds(g: WarCardsGame, action: Action) -> dict[str, Any] | None:
    """Exact odds of ``action`` (an :class:`Attack` with a dice card) against the pile's top card, or None
    where it is no such attack: unknown territories, an own target, a special card, a card already
    discarded, or no pile card to answer with."""
    if not isinstance(action, Attack):
        return None
    s, t, content = g.state, g.table, g.content
    i, j = t.index.get(action.source), t.index.get(action.target)
    if i is None or j is None or s.owner[i] == s.owner[j]:
        return None
    attack = content.dice_of.get(action.card)
    if attack is None or action.card in s.dice_discard:
        return None
    card_of = {d.id: (d.attack, d.defence) for d in content.dice_cards}
    if s.dice_pile:
        # Unseen: every dice card but the discards and the attack card (the pile and all hands).
        deck = [card_of[d.id] for d in content.dice_cards if d.id != action.card]
        seen = [card_of[c] for c in s.dice_discard if c in card_of]
    else:
        deck = [card_of[c] for c in s.dice_discard if c in card_of]
        seen = []
    if not deck or len(seen) >= len(deck):
        return None
    result = war_cards.odds(attack.attack, deck=deck, seen=seen)
    out = result.to_json()
    out["battle"].update({"source": action.source, "target": action.target, "card": action.card})
    out["notes"] = [*out.get("notes", []), PILE_NOTE]
    return out
