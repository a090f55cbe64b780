"""Innovation Cards (rulebook 004, "Random Event Cards", "1. Random Event", "Player Diplomacy"): the roll to
General Knowledge, who enjoys a card (holder, shared, General Knowledge; never grey or barbarian units) and
what the cards change (events.profile, events.capacity). Each test cites the rule it checks."""

from __future__ import annotations

from ww4_helpers import BLUE, GREEN, GREY, PURPLE, RED, YELLOW, blank, scripted

from warroom.core.log import Event
from warroom.rulesets.ww4 import events, innovations
from warroom.rulesets.ww4.game import WW4Game

# -- helpers ------------------------------------------------------------------------------------------------


def give(g: WW4Game, nation: int, *cards: str) -> None:
    """Put Innovation cards in a nation's hand (out of the deck)."""
    for card in cards:
        g.state.deck.remove(card)
        g.state.hands[nation].append(card)


def draw(g: WW4Game, card: str | None, *rolls: int) -> list[Event]:
    """Run red's step 1 with ``card`` on top of the deck (None: leave the deck as it is) and these dice;
    every scripted die must be used. Returns what it logged."""
    s = g.state
    mark = len(g.log)
    s.step = "event"
    if card is not None:
        if card in s.deck:
            s.deck.remove(card)
        s.deck.insert(0, card)
    dice = scripted(g, *rolls)
    events.run(g)
    assert not dice._script, f"dice left unused: {dice._script}"
    return g.log.since(mark)


# -- Innovation Cards ---------------------------------------------------------------------------------------


def test_innovation_roll_1_to_3_goes_to_general_knowledge_4_to_6_stays() -> None:
    """004, '1. Random Event': 'Roll a d6 for each Innovation Card in your playing area. On a roll of 1, 2, or
    3 move the card to a General Knowledge area'."""
    g = blank()
    hand = ["militia-drill", "rifled-guns", "sabres", "naval-guns", "thoroughbreds", "drop-tanks"]
    give(g, RED, *hand)
    draw(g, "tax-windfall", 1, 4, 2, 5, 3, 6)
    assert g.state.knowledge == ["militia-drill", "sabres", "thoroughbreds"]
    assert g.state.hands[RED] == ["rifled-guns", "naval-guns", "drop-tanks"]


def test_the_innovation_roll_comes_before_the_draw_and_only_for_the_drawer() -> None:
    """004, '1. Random Event': the roll is for 'your playing area', then 'Draw a Random Event Card'."""
    g = blank()
    give(g, YELLOW, "sabres")
    give(g, RED, "poisons")
    draw(g, "tsunami", 6, 4)  # poisons stays on the 6; Tsunami rolls the 4
    assert g.state.hands == [["poisons"], ["sabres"], [], [], [], []]


def test_an_innovation_card_drawn_goes_to_the_hand_and_its_face_is_not_logged() -> None:
    """004, 'Random Event Cards', Innovation Cards: 'If you draw an Innovation Card keep it in your playing
    area'. Another nation's hand is secret (views.py): the draw is logged without the card."""
    g = blank()
    logged = [e.data for e in draw(g, "larger-hulls") if e.kind == "event"]
    assert g.state.hands[RED] == ["larger-hulls"]
    assert "larger-hulls" not in g.state.discard and "larger-hulls" not in g.state.deck
    assert logged[-1]["card_kind"] == "innovation"
    assert "larger-hulls" not in str(logged)


def test_an_innovation_card_applies_only_to_its_holder() -> None:
    """004, Innovation Cards: 'The card only applies to you, not to any of your opponents, while it is in your
    playing area.' (Rifled Guns: Artillery kill on 4-6, rout on 3.)"""
    g = blank()
    give(g, RED, "rifled-guns")
    art = events.profile(g, RED, "artillery")
    assert art.kill == {4, 5, 6} and art.rout == {3}
    assert events.profile(g, YELLOW, "artillery") == g.content.units["artillery"]


def test_general_knowledge_applies_to_every_played_colour_but_never_grey() -> None:
    """004, Innovation Cards: 'All RED, YELLOW, GREEN, BLUE and PURPLE units gain the effects of Innovation
    Cards in the General Knowledge area ... GREY units do not gain the benefits of General Knowledge.'"""
    g = blank(5)
    g.state.deck.remove("thoroughbreds")
    g.state.knowledge.append("thoroughbreds")
    for nation in (RED, YELLOW, GREEN, BLUE, PURPLE):
        assert events.profile(g, nation, "cavalry").move == 3
    assert events.profile(g, GREY, "cavalry").move == 2


def test_units_of_a_nation_nobody_plays_are_barbarians_without_innovations() -> None:
    """004, 'Barbarians': 'Playing pieces of any other color are also treated like Barbarians if not
    represented by an active player' (decision: no Innovation, General Knowledge included)."""
    g = blank(3)  # blue and purple not played
    g.state.deck.remove("sabres")
    g.state.knowledge.append("sabres")
    assert events.profile(g, GREEN, "cavalry").kill == {4, 5, 6}
    assert events.profile(g, BLUE, "cavalry") == g.content.units["cavalry"]
    assert events.profile(g, PURPLE, "cavalry") == g.content.units["cavalry"]


def test_an_eliminated_nation_loses_its_innovations() -> None:
    """004, 'Defeat!': 'Your units now act as Barbarians.'"""
    g = blank(4)
    g.state.deck.remove("sabres")
    g.state.knowledge.append("sabres")
    g.state.active[BLUE] = False
    assert events.profile(g, BLUE, "cavalry") == g.content.units["cavalry"]


def test_a_shared_innovation_applies_to_the_nations_it_is_shared_with() -> None:
    """004, 'Player Diplomacy': 'You may choose to share the effects of your Innovation Cards with any number
    of other players.'"""
    g = blank()
    give(g, RED, "forced-march")
    g.state.shared["forced-march"] = [YELLOW]
    assert events.profile(g, RED, "soldier").move == 2
    assert events.profile(g, YELLOW, "soldier").move == 2
    assert events.profile(g, GREEN, "soldier").move == 1


def test_a_card_moved_to_general_knowledge_is_no_longer_shared_and_counts_once() -> None:
    """004, Innovation Cards and 'Player Diplomacy': a card in General Knowledge applies to all, once."""
    g = blank()
    give(g, RED, "drop-tanks")
    g.state.shared["drop-tanks"] = [YELLOW]
    draw(g, "tax-windfall", 2)
    assert g.state.knowledge == ["drop-tanks"] and "drop-tanks" not in g.state.shared
    assert events.profile(g, YELLOW, "bomber").move == 4


def test_boosts_kill_move_assassinate_and_grants() -> None:
    """004, 'Random Event Cards' (Innovation Cards; the reconstructed cards' boosts and grants)."""
    g = blank()
    give(g, RED, "militia-drill", "trench-works", "local-guides", "poisons", "naval-guns", "turbines")
    militia = events.profile(g, RED, "militia")
    assert militia.kill == {5, 6} and militia.rout == {4}
    assert {"entrench", "scout", "control"} <= militia.advantages
    assert events.profile(g, RED, "spy").kill == {3}
    assert events.profile(g, RED, "frigate").kill == {5, 6}
    assert events.profile(g, RED, "destroyer").move == 3
    assert events.profile(g, RED, "soldier") == g.content.units["soldier"]


def test_frigate_capacity_two_unless_larger_hulls() -> None:
    """004, 'Frigate', Transport: 'up to 2 of any of the following units'; Larger Hulls: 3."""
    g = blank()
    assert events.capacity(g, RED) == innovations.FRIGATE_CAPACITY == 2
    give(g, RED, "larger-hulls")
    assert events.capacity(g, RED) == 3
    assert events.capacity(g, YELLOW) == 2
    assert events.capacity(g, GREY) == 2
