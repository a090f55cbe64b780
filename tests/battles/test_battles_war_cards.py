"""War Cards confrontations (rulebook 002, "Data Cards", "Battle", "Territory Conquest")."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from warroom.battles import war_cards, war_dice
from warroom.battles.common import BattleError
from warroom.core.dice import Dice
from warroom.core.log import EventLog


def test_rulebook_comparison_example() -> None:
    """002, "Battle": 6-4, 6-3 and 3-3: two pairs to the attack, the tie to the defence: the attack wins."""
    assert war_cards.confront((6, 6, 3), (4, 3, 3)) == (2, 1)
    assert war_cards.attacker_wins((3, 6, 6), (3, 4, 3))
    battle = war_cards.resolve(Dice(0, EventLog()), ((6, 6, 3), (1, 1, 1)), defence=((2, 2, 2), (4, 3, 3)))
    assert battle.conquered and (battle.attacker_pairs, battle.defender_pairs) == (2, 1)


def test_given_defence_card_is_certain() -> None:
    odds = war_cards.odds((6, 6, 3), against=(4, 3, 3))
    assert odds.attacker_wins == 1.0 and odds.defender_wins == 0.0
    assert [(e.attacker, e.defender, e.probability) for e in odds.distribution] == [(2, 1, 1.0)]
    tie = war_cards.odds((5, 5, 5), against=(5, 5, 5))
    assert tie.defender_wins == 1.0 and tie.expected_attacker_left == 0.0


def test_default_deck_is_the_deck_the_game_plays() -> None:
    """The calculator's default pile is the War Cards ruleset's packaged deck: a battle in a game and in
    the calculator can never disagree."""
    from warroom.rulesets.war_cards.content import load_content

    played = tuple((c.attack, c.defence) for c in load_content().dice_cards)
    assert war_cards.default_deck() == played and len(played) == 72


def test_whole_deck_plays_like_three_dice_against_three() -> None:
    """Averaged over every attack card, against a pile that is the whole deck, the attack wins about as
    often as three dice against three win two pairs or more (0.3523): the deck's design goal
    (docs/rules/war-cards.md). Exact figure of the packaged deck: 0.35166."""
    deck = war_cards.default_deck()
    total = sum((war_cards.exact_chance(c[0], deck) for c in deck), Fraction(0)) / len(deck)
    ways = {(la, ld): n for la, ld, n in war_dice.roll_outcome_ways(3, 3)}
    three_dice = Fraction(ways[(0, 3)] + ways[(1, 2)], 6**6)
    assert abs(total - three_dice) < Fraction(1, 1000)


def test_seen_cards_leave_the_pile() -> None:
    deck = [((6, 6, 6), (6, 6, 6)), ((1, 1, 1), (1, 1, 1)), ((2, 2, 2), (1, 1, 1))]
    odds = war_cards.odds((5, 5, 5), deck=deck, seen=[((6, 6, 6), (6, 6, 6))])
    assert odds.attacker_wins == 1.0 and odds.battle["pile"] == 2
    # the attack card itself, given whole, is not in the pile either
    odds = war_cards.odds(((2, 2, 2), (1, 1, 1)), deck=deck)
    assert odds.battle["pile"] == 2
    assert math.isclose(odds.attacker_wins, 0.5)
    with pytest.raises(BattleError, match="not in the deck"):
        war_cards.odds((5, 5, 5), deck=deck, seen=[((3, 3, 3), (3, 3, 3))])
    with pytest.raises(BattleError, match="no card is left"):
        war_cards.odds(((6, 6, 6), (6, 6, 6)), deck=deck[:1])


def test_six_six_six_against_the_default_pile() -> None:
    """Red 6,6,6 loses a pair only to a yellow 6: it loses the battle to yellow dice with two or three 6s.
    Given as dice alone it hides no card, so the pile is the whole deck."""
    deck = war_cards.default_deck()
    sixes_against = sum(1 for c in deck if c[1].count(6) >= 2)
    odds = war_cards.odds((6, 6, 6))
    assert odds.battle["pile"] == len(deck)
    assert math.isclose(odds.defender_wins, sixes_against / len(deck), abs_tol=1e-15)
    assert war_cards.exact_chance((6, 6, 6), deck) == 1 - Fraction(sixes_against, len(deck))
    assert 0 < sixes_against < len(deck)


def test_exact_against_monte_carlo() -> None:
    """10^5 draws from the pile (independent code) agree with the exact odds within 4 standard errors."""
    rng = random.Random(5)
    deck = war_cards.default_deck()
    attack = deck[17]
    pile = [c for c in deck if c != attack]
    n = 100_000
    wins = pairs = pairs_sq = 0
    for _ in range(n):
        yellow = sorted(rng.choice(pile)[1], reverse=True)
        won = sum(1 for a, d in zip(sorted(attack[0], reverse=True), yellow, strict=True) if a > d)
        wins += won >= 2
        pairs += won
        pairs_sq += won * won
    odds = war_cards.odds(attack)
    p = odds.attacker_wins
    assert abs(wins / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    mean = pairs / n
    assert abs(mean - odds.expected_attacker_left) < 4 * math.sqrt((pairs_sq / n - mean * mean) / n)


def test_resolve_with_game_dice_matches_odds() -> None:
    """Cards drawn by the engine's seeded Dice: the outcome frequencies match the calculator within 4 SE."""
    dice = Dice(11, EventLog())
    deck = war_cards.default_deck()
    attack = deck[50]
    pile = [c for c in deck if c != attack]
    n = 20_000
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(n):
        b = war_cards.resolve(dice, attack, pile=pile)
        counts[(b.attacker_pairs, b.defender_pairs)] += 1
    for e in war_cards.odds(attack).distribution:
        p = e.probability
        assert abs(counts[(e.attacker, e.defender)] / n - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_parse_and_load(tmp_path: Path) -> None:
    assert war_cards.parse_dice("6,4,3") == (6, 4, 3)
    assert war_cards.parse_dice("346") == (6, 4, 3)
    assert war_cards.parse_dice("6,4,3/1,5,3") == ((6, 4, 3), (5, 3, 1))
    for bad in ("6,4", "6,4,7", "1/2/3", "0,1,2"):
        with pytest.raises(BattleError):
            war_cards.parse_dice(bad)
    a = tmp_path / "a.json"
    a.write_text(json.dumps({"cards": [{"attack": [6, 4, 3], "defence": [5, 3, 1]}]}))
    b = tmp_path / "b.json"
    b.write_text(json.dumps([[[1, 2, 3], [4, 5, 6]]]))
    assert war_cards.load_deck(a) == (((6, 4, 3), (5, 3, 1)),)
    assert war_cards.load_deck(b) == (((3, 2, 1), (6, 5, 4)),)
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    with pytest.raises(BattleError, match="cannot read the deck file"):
        war_cards.load_deck(bad)
    bad.write_text("[]")
    with pytest.raises(BattleError):
        war_cards.load_deck(bad)


def test_a_deck_file_is_a_regular_file_of_bounded_size(tmp_path: Path) -> None:
    """``warroom odds cards --deck /dev/zero`` read forever; a device, a directory, a huge file or JSON
    nested past the limit is now one BattleError naming the file."""
    if Path("/dev/zero").exists():
        with pytest.raises(BattleError, match="/dev/zero: cannot read the deck file: it is a device"):
            war_cards.load_deck("/dev/zero")
    with pytest.raises(BattleError, match="cannot read the deck file: Is a directory"):
        war_cards.load_deck(tmp_path)
    huge = tmp_path / "huge.json"
    huge.write_text("[" + " " * war_cards.DECK_FILE_LIMIT + "]")
    with pytest.raises(BattleError, match="larger than the limit"):
        war_cards.load_deck(huge)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5000 + "]" * 5000)
    with pytest.raises(BattleError, match=r"deep\.json"):
        war_cards.load_deck(deep)
