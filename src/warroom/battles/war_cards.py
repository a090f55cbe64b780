"""War Cards confrontations (rulebook 002), with exact odds.

Rulebook 002 (War Cards), "Data Cards": each dice card shows three red dice, used to attack, and
three yellow dice, used to defend. "Battle": the attacker plays a card face down; the defender
answers with a card from his hand or the top card of the pile; the red dice of the attack card are
compared with the yellow dice of the defence card from the highest down, pair by pair, the higher die
winning the pair and a tie going to the defence; the side that wins more pairs wins the battle (the
example: 6-4, 6-3 and 3-3 give the attack two wins to one). "Territory Conquest": a won attack takes
the territory card; a lost one changes nothing.

The rulebook does not print the deck. :func:`default_deck` is the deck the War Cards ruleset plays
with (``warroom/data/rulesets/war-cards.json``, reconstructed: docs/rules/war-cards.md), so a battle in
a game and in the calculator can never disagree; another deck can be given as data (:func:`load_deck`).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from warroom.battles.common import ATTACKER, DEFENDER, BattleError, Drawer, EndState, Odds, build_odds
from warroom.battles.war_dice import compare
from warroom.core.errors import brief
from warroom.core.files import read_json_tree
from warroom.core.text import Msg
from warroom.data import data_path

SYSTEM = "cards"
Dice3 = tuple[int, int, int]
#: A dice card: (its three red attack dice, its three yellow defence dice), each sorted highest first.
Card = tuple[Dice3, Dice3]


def _sorted3(dice: Iterable[int]) -> Dice3:
    a, b, c = sorted(dice, reverse=True)
    return (a, b, c)


@cache
def default_deck() -> tuple[Card, ...]:
    """The dice cards of the War Cards ruleset's packaged deck (reconstructed; the rulebook prints none)."""
    raw = json.loads(data_path("rulesets", "war-cards.json").read_text(encoding="utf-8"))
    return deck_from_json(raw["deck"], "war-cards.json deck")


DEFAULT_DECK_NOTE = Msg("battle.note.war_cards_deck")


#: What three dice of no card are called in a refusal.
DICE = Msg("battle.word.dice")


def dice3(values: Sequence[int], what: Msg = DICE) -> Dice3:
    """Three dice, checked (1 to 6 each) and sorted highest first."""
    if len(values) != 3:
        raise BattleError(Msg("battle.error.card_dice", what=what, count=len(values)))
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            raise BattleError(Msg("battle.error.die", value=repr(v)))
    return _sorted3(values)


def card(attack: Sequence[int], defence: Sequence[int]) -> Card:
    """A checked dice card from its red (attack) and yellow (defence) dice."""
    return (dice3(attack, Msg("battle.word.red_dice")), dice3(defence, Msg("battle.word.yellow_dice")))


def parse_dice(text: str) -> Dice3 | Card:
    """``"6,4,3"`` or ``"643"`` (three dice), or ``"6,4,3/5,3,1"`` (a card: red dice / yellow dice)."""
    parts = text.strip().split("/")
    if len(parts) > 2:
        raise BattleError(Msg("battle.error.read_dice", text=repr(text)))
    triples = []
    for part in parts:
        digits = re.findall(r"-?\d+", part)
        if len(digits) == 1 and len(digits[0]) == 3:
            digits = list(digits[0])
        long = [x for x in digits if len(x.lstrip("-")) > 2]  # a die has one digit; int() refuses 4,300 of them
        if long:
            raise BattleError(Msg("battle.error.die", value=brief(long[0])))
        triples.append(dice3([int(x) for x in digits]))
    return (triples[0], triples[1]) if len(triples) == 2 else triples[0]


#: The most bytes a deck file may hold (the packaged deck takes about 5 KiB).
DECK_FILE_LIMIT = 256 * 1024


def load_deck(path: str | Path) -> tuple[Card, ...]:
    """A deck from a JSON file: a list of cards, or ``{"cards": [...]}``; each card is
    ``{"attack": [6, 4, 3], "defence": [5, 3, 1]}`` or ``[[6, 4, 3], [5, 3, 1]]``. A regular file of at
    most :data:`DECK_FILE_LIMIT` bytes (a device such as /dev/zero, a FIFO or a huge file is refused)."""
    data = read_json_tree(path, DECK_FILE_LIMIT, BattleError, Msg("core.error.what.deck_file"))
    return deck_from_json(data, str(path))


def deck_from_json(data: Any, where: str = "deck") -> tuple[Card, ...]:
    """A checked deck from JSON data: a list of cards, or ``{"cards": [...]}`` (the card forms of
    :func:`load_deck`); ``where`` names the source in a refusal."""
    items = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(items, list) or not items:
        raise BattleError(Msg("battle.error.deck_list", where=where))
    out: list[Card] = []
    for i, item in enumerate(items):
        if isinstance(item, dict):
            red, yellow = item.get("attack"), item.get("defence", item.get("defense"))
        elif isinstance(item, list) and len(item) == 2:
            red, yellow = item
        else:
            raise BattleError(Msg("battle.error.card_form", where=where, index=i))
        if not isinstance(red, list) or not isinstance(yellow, list):
            raise BattleError(Msg("battle.error.card_sides", where=where, index=i))
        out.append(card(red, yellow))
    return tuple(out)


def confront(attack_dice: Sequence[int], defence_dice: Sequence[int]) -> tuple[int, int]:
    """Pairs won by (attacker, defender) when red ``attack_dice`` meet yellow ``defence_dice``."""
    attacker_lost, defender_lost = compare(attack_dice, defence_dice)
    return defender_lost, attacker_lost


def attacker_wins(attack_dice: Sequence[int], defence_dice: Sequence[int]) -> bool:
    """Whether the attack wins the confrontation: more pairs won than the defence."""
    won, lost_ = confront(attack_dice, defence_dice)
    return won > lost_


@dataclass(frozen=True)
class CardBattle:
    """One confrontation: the red and yellow dice, the pairs each side won, and whether the attack won."""

    attack_dice: Dice3
    defence_dice: Dice3
    attacker_pairs: int
    defender_pairs: int
    defence_card: Card | None

    @property
    def conquered(self) -> bool:
        """Whether the attack won (more pairs won than the defence): the territory is taken."""
        return self.attacker_pairs > self.defender_pairs


def _red(attack: Dice3 | Card) -> Dice3:
    return attack[0] if isinstance(attack[0], tuple) else attack


def _yellow(defence: Dice3 | Card) -> Dice3:
    return defence[1] if isinstance(defence[0], tuple) else defence


def resolve(
    drawer: Drawer, attack: Dice3 | Card, *, defence: Dice3 | Card | None = None, pile: Sequence[Card] = ()
) -> CardBattle:
    """One confrontation: the attack card's red dice against ``defence`` (a card from the defender's
    hand) or, without one, a card drawn from ``pile`` with ``drawer`` (the game's dice)."""
    red = _red(attack)
    drawn: Card | None = None
    if defence is None:
        if not pile:
            raise BattleError(Msg("battle.error.pile_empty"))
        drawn = drawer.sample(list(pile), 1, "defence card")[0]
        yellow = drawn[1]
    else:
        yellow = _yellow(defence)
        drawn = defence if isinstance(defence[0], tuple) else None
    won, lost_ = confront(red, yellow)
    return CardBattle(red, yellow, won, lost_, drawn)


def pile_after(deck: Sequence[Card], seen: Iterable[Card]) -> list[Card]:
    """The cards of ``deck`` the attacker cannot see: the deck less each card in ``seen`` (once each)."""
    left = Counter(deck)
    for c in seen:
        if left[c] <= 0:
            raise BattleError(Msg("battle.error.not_in_deck", card=format_card(c)))
        left[c] -= 1
    return [c for c, n in left.items() for _ in range(n)]


def format_card(c: Dice3 | Card) -> str:
    """Three dice as ``"6,4,3"``, or a card as ``"6,4,3/5,3,1"`` (red dice / yellow dice): the form
    :func:`parse_dice` reads."""
    if isinstance(c[0], tuple):
        return "/".join(",".join(map(str, t)) for t in c)
    return ",".join(map(str, c))


def outcome_ways(red: Dice3, pile: Iterable[Card]) -> dict[tuple[int, int], int]:
    """How many cards of ``pile`` give each (attacker pairs, defender pairs) against ``red``."""
    ways: Counter[tuple[int, int]] = Counter()
    cache: dict[Dice3, tuple[int, int]] = {}
    for c in pile:
        y = c[1]
        result = cache.get(y)
        if result is None:
            result = cache[y] = confront(red, y)
        ways[result] += 1
    return dict(ways)


def exact_chance(red: Dice3, pile: Sequence[Card]) -> Fraction:
    """The attack's chance of winning against a card drawn from ``pile``, as a fraction."""
    ways = outcome_ways(red, pile)
    return Fraction(sum(n for (w, lo), n in ways.items() if w > lo), len(pile))


def odds(
    attack: Dice3 | Card,
    *,
    against: Dice3 | Card | None = None,
    deck: Sequence[Card] | None = None,
    seen: Iterable[Card] = (),
) -> Odds:
    """Exact odds of one confrontation: the attack card (or its red dice) against a given defence card
    (or its yellow dice), or against a card drawn from the pile: ``deck`` (default
    :func:`default_deck`) less the cards the attacker can see (``seen``, and the attack card itself when
    it is given whole). The end states are the dice pairs each side wins (what each side has "left")."""
    red = _red(attack)
    dice3(red)
    battle: dict[str, Any] = {"attack": format_card(attack)}
    notes: list[Msg] = []
    if against is not None:
        dice3(_yellow(against))
        ways = {confront(red, _yellow(against)): 1}
        total = 1
        battle["against"] = format_card(against)
    else:
        cards = default_deck() if deck is None else tuple(deck)
        if deck is None:
            notes.append(DEFAULT_DECK_NOTE)
        hidden = list(seen)
        if isinstance(attack[0], tuple) and attack not in hidden:
            hidden.append(attack)
        pile = pile_after(cards, hidden)
        if not pile:
            raise BattleError(Msg("battle.error.no_defence_card"))
        ways = outcome_ways(red, pile)
        total = len(pile)
        battle.update({"deck": "default" if deck is None else len(cards), "pile": total, "seen": len(hidden)})
    states = [EndState(ATTACKER if w > lo else DEFENDER, w, lo, n / total, w, lo) for (w, lo), n in ways.items()]
    return build_odds(SYSTEM, states, 1.0, battle=battle, notes=notes)
