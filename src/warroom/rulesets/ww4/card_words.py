"""World War IV's cards in words: each Random Event and Innovation card's rules text, in every language, as
a message of the text layer (core/text.py), and a card (and a nation's name) as the views show it.

The texts are data (``events[].text`` of data/rulesets/ww4.json, English and Portuguese, beside the card's
effect), so a card's words and its effect stay together in one file; this module makes them catalogue
entries ``ww4.card_text.<id>`` at import, so the front ends render them like any other message and the
completeness tests (tests/core/test_text_complete.py) catch a card without Portuguese.
"""

from __future__ import annotations

from typing import Any

from warroom.core.ruleset_words import in_every_language
from warroom.core.text import Msg, Param, known, register_catalogue
from warroom.rulesets.ww4 import naming
from warroom.rulesets.ww4.content import Content, load_content


def card_texts(content: Content) -> dict[str, dict[str, str]]:
    """The catalogue of the cards' rules texts: ``ww4.card_text.<id>`` -> language -> text."""
    return {f"ww4.card_text.{card.id}": dict(card.text) for card in content.cards.values()}


def card_text(card_id: Any) -> Param:
    """A card's rules text as a message (its id as is where no card has that id: a malformed event)."""
    key = f"ww4.card_text.{card_id}"
    return Msg(key) if known(key) else str(card_id)


def card_view(content: Content, card_id: str) -> dict[str, Any]:
    """A card as the views show it: its id, its English name (as before the text layer), and its name and
    rules text in every language (the browser shows them in the page's language without asking again)."""
    # The catalogue holds the packaged (tuned) texts; a game on data tuned otherwise (tuning.py) shows its own
    # card's text where it differs.
    own = content.cards[card_id].text
    text = in_every_language(card_text(card_id)) if own == load_content().cards[card_id].text else dict(own)
    return {
        "id": card_id,
        "name": content.cards[card_id].name,
        "names": in_every_language(Msg(f"ww4.card.{card_id}")),
        "text": text,
    }


def nation_names(colour: str) -> dict[str, str]:
    """A nation's name in every language, by its colour id (the views' ``names``, for the browser)."""
    return in_every_language(naming.nation(colour))


register_catalogue("ww4_cards", card_texts(load_content()))
