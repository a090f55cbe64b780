"""World War IV's cards and map in Portuguese (rulesets/ww4/card_words.py, data/rulesets/ww4.json,
data/boards/ww4.json): every card's rules text in both languages, its d6 table naming the spaces by the board's
name in that language; the views carrying a card's name and text in every language for the browser; the
terminal showing one's own cards with their rules in the table's language; every space and continent named
in Portuguese."""

from __future__ import annotations

import io
import re

from rich.console import Console
from ww4_helpers import RED, blank

from warroom.cli.render import render_view
from warroom.core.log import Event
from warroom.rulesets.ww4 import views
from warroom.rulesets.ww4.card_words import card_text
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.narrate import ww4_event


def test_every_card_has_its_rules_in_both_languages() -> None:
    content = load_content()
    board = content.board
    assert len(content.cards) == 40
    for card in content.cards.values():
        assert set(card.text) == {"en", "pt"}, card.id
        assert card.text["pt"] != card.text["en"], card.id
        table = card.effect.get("target", {}).get("table")
        if table:
            # "1=Mar da Arábia, 2=...": the six spaces of the d6 table, by the Portuguese board names, in order.
            listed = re.findall(r"(\d)=([^,.]+)", card.text["pt"])
            assert [name for _, name in listed] == [board.spaces[s].display("pt") for s in table], card.id


def test_a_card_text_is_a_message_in_each_language() -> None:
    g = blank()
    assert g.say(card_text("tsunami"), "pt").startswith("Afeta um espaço aleatório")
    assert "1=Mar da Arábia" in g.say(card_text("tsunami"), "pt")
    assert g.say(card_text("tsunami"), "en").startswith("Affects a random space")
    assert g.say(card_text("no-such-card"), "pt") == "no-such-card"


def test_the_view_carries_a_card_in_every_language() -> None:
    g = blank()
    g.state.hands[RED] = ["sabres"]
    (card,) = views.view(g, 0)["nations"][RED]["hand"]
    assert card["id"] == "sabres" and card["name"] == "Steel Sabres"
    assert card["names"] == {"en": "Steel Sabres", "pt": "Sabres de Aço"}
    assert card["text"]["pt"].startswith("Inovação. As suas Cavalarias matam com 4, 5 ou 6")
    assert card["text"]["en"].startswith("Innovation. Your Cavalry kill on a 4, 5 or 6")


def test_the_terminal_shows_ones_cards_with_their_rules() -> None:
    g = blank()
    g.state.hands[RED] = ["sabres"]
    out = io.StringIO()
    Console(file=out, width=200).print(render_view(g, g.view(0), "pt"))
    shown = out.getvalue()
    assert "Sabres de Aço: Inovação. As suas Cavalarias matam" in shown, shown
    assert "Your Cavalry" not in shown
    spectator = io.StringIO()
    Console(file=spectator, width=200).print(render_view(g, g.view(1), "pt"))
    assert "Inovação. As suas Cavalarias" not in spectator.getvalue()  # another's hand stays secret


def test_every_space_and_continent_has_a_portuguese_name() -> None:
    board = load_content().board
    assert all("pt" in space.names for space in board.spaces.values())
    assert all("pt" in group.names for group in board.groups.values())
    assert board.spaces["north-atlantic"].display("pt") == "Atlântico Norte"
    assert board.groups["south-america"].names["pt"] == "América do Sul"


def test_a_draw_of_cards_names_no_raw_reason() -> None:
    """A random draw's reason is the engine's id: it reads "cards", never the id ("spy-target")."""
    g = blank()
    event = Event("draw", {"reason": "spy-target", "count": 2}, 3)
    assert ww4_event(g, event, None, None, "pt") == "tiradas: 2 (cartas)"
    assert ww4_event(g, event, None, None, "en") == "2 drawn (cards)"
