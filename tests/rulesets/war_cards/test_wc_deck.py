"""The reconstructed content of war-cards.json: the dice-card deck follows its documented rule and plays
like three dice; the rulebook's numbers (hand limit, minimum dice cards, special cards per continent)."""

from __future__ import annotations

import itertools
import json
from collections import Counter

from warroom.battles import war_cards as battles
from warroom.data import data_path
from warroom.rulesets.war_cards.battle import compare_dice
from warroom.rulesets.war_cards.content import load_content


def _throws() -> list[tuple[int, ...]]:
    return sorted(tuple(sorted(t, reverse=True)) for t in itertools.product(range(1, 7), repeat=3))


def test_the_deck_follows_its_documented_rule() -> None:
    """Card k shows as red dice throw 3k+1 of the 216 ordered throws listed weakest first; its yellow
    dice are the red dice of card (19k + 23) mod 72 (provenance "reasoning" in war-cards.json)."""
    content = load_content()
    throws = _throws()
    red = [throws[3 * k + 1] for k in range(72)]
    assert [d.attack for d in content.dice_cards] == red
    assert [d.defence for d in content.dice_cards] == [red[(19 * k + 23) % 72] for k in range(72)]
    assert [d.id for d in content.dice_cards] == [f"d{k:02d}" for k in range(1, 73)]
    assert all(d.attack != d.defence for d in content.dice_cards)
    assert content.deck_provenance["kind"] == "reconstructed" and "216" in content.deck_provenance["reasoning"]


def test_the_deck_plays_like_three_dice() -> None:
    content = load_content()
    highest = Counter(d.attack[0] for d in content.dice_cards)
    assert highest == {6: 30, 5: 21, 4: 12, 3: 6, 2: 3}
    assert sum(sum(d.attack) for d in content.dice_cards) / 72 == 10.5
    assert Counter(d.attack for d in content.dice_cards) == Counter(d.defence for d in content.dice_cards)
    throws = _throws()
    dice = sum(compare_dice(a, b)[0] for a in throws for b in throws) / len(throws) ** 2
    cards = content.dice_cards
    deck = sum(compare_dice(a.attack, b.defence)[0] for a in cards for b in cards) / len(cards) ** 2
    assert abs(dice - 0.3523) < 1e-4 and abs(deck - dice) < 0.005


def test_the_deck_is_readable_by_the_battles_module() -> None:
    """The same file feeds warroom.battles.war_cards (the odds calculator)."""
    raw = json.loads(data_path("rulesets", "war-cards.json").read_text(encoding="utf-8"))
    deck = battles.deck_from_json(raw["deck"])
    assert [(d.attack, d.defence) for d in load_content().dice_cards] == list(deck)


def test_the_rulebook_numbers() -> None:
    """002, Start of the Next Round: 15 cards at most; the continent table; The Game: at least 3 dice cards."""
    content = load_content()
    assert content.hand_limit == 15 and content.minimum_dice_cards == 3 and content.conquest_specials == 1
    assert dict(content.continent_specials) == {
        "north-america": 2,
        "south-america": 1,
        "europe": 2,
        "africa": 2,
        "asia": 3,
        "oceania": 1,
    }
    assert content.provenance["kind"] == "reconstructed"


def test_the_objective_cards() -> None:
    content = load_content()
    ids = [o.id for o in content.objectives]
    assert len(content.objective_cards) == 14 and len(ids) == 28 and len(set(ids)) == 28
    assert content.few_players_max == 3
    assert content.objective_index(0, 3) == 0 and content.objective_index(0, 4) == 1
    assert content.destroy_fallback.kind == "territories" and content.destroy_fallback.count == 24
    for card in content.objective_cards:
        assert card.few.min_armies == 1 and card.many.min_armies == 1
