"""Attacks, the defender's answer, the confrontation of the two cards, conquest and elimination.

Rulebook 002, "How to Attack": an attack may target any enemy territory for which the attacker holds
another territory on the same continent or a territory bordering it, and names the territory it is
launched from; attack as often as your cards allow. "Battle": the attacker plays a card (dice or
special) face down; the defender answers with a card from the hand or the top card of the pile; the
red dice of the attack card meet the yellow dice of the defence card highest to highest, ties to the
defence, and the side winning two of the three comparisons wins; both cards are discarded.
"Territory Conquest": a won battle takes the defender's territory card. "Elimination of Another
Player": the conqueror of the last territory card takes the eliminated player's cards, within the
hand limit. The special cards' effects are in docs/rules/war-cards.md ("The special cards").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from warroom.battles.war_cards import confront
from warroom.core.text import Place
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend
from warroom.rulesets.war_cards.labels import card_message, illegal
from warroom.rulesets.war_cards.state import PendingBattle

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame

#: The comparisons of a confrontation, from the highest dice down (rulebook 002, "Battle", the table).
COMPARISONS = ("highest", "second highest", "minor")


def compare_dice(red: Sequence[int], yellow: Sequence[int]) -> tuple[bool, list[list[Any]]]:
    """Whether the red dice beat the yellow dice, and the comparison table of rulebook 002, "Battle":
    one row [comparison, attack die, defence die, "attack" or "defence"] per pair, highest first.

    The pairs won come from :func:`warroom.battles.war_cards.confront` (highest to highest, ties to the
    defence); the attack wins with two of the three comparisons."""
    attack_pairs, defence_pairs = confront(red, yellow)
    rows: list[list[Any]] = []
    for name, a, d in zip(COMPARISONS, sorted(red, reverse=True), sorted(yellow, reverse=True), strict=True):
        rows.append([name, a, d, "attack" if a > d else "defence"])
    return attack_pairs > defence_pairs, rows


def can_answer(g: WarCardsGame, defender: int) -> bool:
    """Whether the defender has an answer: a card that may defend, or a pile to take the top card of."""
    return pile_available(g) or any(g.may_defend_with(card) for card in g.state.hands[defender])


def pile_available(g: WarCardsGame) -> bool:
    """The dice pile has a card, or its discards can be reshuffled into one."""
    s = g.state
    return bool(s.dice_pile or s.dice_discard)


# -- the attack --------------------------------------------------------------------------------------


def check_attack(g: WarCardsGame, action: Attack) -> None:
    """An attack goes from an own territory that may launch it ("How to Attack") at an enemy territory, with
    a card of the hand that may attack."""
    s, t = g.state, g.table
    p = s.turn
    i, j = t.index.get(action.source), t.index.get(action.target)
    if i is None or j is None:
        raise illegal(g, "war_cards.illegal.unknown_territory", id=action.source if i is None else action.target)
    if s.owner[j] == p:
        raise illegal(g, "war_cards.illegal.already_yours", territory=Place(action.target))
    if s.owner[i] != p:
        raise illegal(g, "war_cards.illegal.not_yours", territory=Place(action.source))
    if i not in t.launchers[j]:
        raise illegal(g, "war_cards.illegal.not_launcher", source=Place(action.source), target=Place(action.target))
    if action.card not in s.hands[p]:
        raise illegal(g, "war_cards.illegal.not_in_hand", card=action.card)
    if not g.may_attack_with(action.card):
        raise illegal(g, "war_cards.illegal.not_attack_card", card=card_message(g, action.card))


def execute_attack(g: WarCardsGame, action: Attack) -> None:
    """The card goes face down on the table; the defender answers next (or at once, if unable)."""
    s, t = g.state, g.table
    p = s.turn
    i, j = t.index[action.source], t.index[action.target]
    s.hands[p].remove(action.card)
    defender = s.owner[j]
    s.battle = PendingBattle(attacker=p, defender=defender, source=i, target=j, card=action.card)
    g.log.add("attack", player=p, defender=defender, source=action.source, target=action.target)
    if can_answer(g, defender):
        s.phase = "defend"
    else:
        g.log.add("no_answer", player=defender)
        resolve(g, None, from_pile=False)


# -- the answer ----------------------------------------------------------------------------------------


def check_defend(g: WarCardsGame, action: Defend) -> None:
    """The defender answers with a card of its hand that may defend, or with the top card of the pile while
    the pile or its discards hold one."""
    s = g.state
    battle = s.battle
    assert battle is not None
    if action.card == PILE:
        if not pile_available(g):
            raise illegal(g, "war_cards.illegal.pile_empty")
        return
    if action.card not in s.hands[battle.defender]:
        raise illegal(g, "war_cards.illegal.not_in_hand", card=action.card)
    if not g.may_defend_with(action.card):
        raise illegal(g, "war_cards.illegal.not_defence_card", card=card_message(g, action.card))


def execute_defend(g: WarCardsGame, action: Defend) -> None:
    """Play the answer (the top card of the pile, or the card from the hand) and settle the battle."""
    s = g.state
    battle = s.battle
    assert battle is not None
    if action.card == PILE:
        card = g.take_top("dice")
        assert card is not None, "checked: the pile or its discards hold a card"
        resolve(g, card, from_pile=True)
    else:
        s.hands[battle.defender].remove(action.card)
        resolve(g, action.card, from_pile=False)


# -- the confrontation ----------------------------------------------------------------------------------


def resolve(g: WarCardsGame, defence: str | None, from_pile: bool) -> None:
    """Reveal both cards, settle the battle, discard both cards, and take the territory if won."""
    s, t, content = g.state, g.table, g.content
    battle = s.battle
    assert battle is not None
    attack = battle.card
    attack_kind = g.kind_of(attack)
    defence_kind = g.kind_of(defence) if defence is not None else "none"
    rows: list[list[Any]] = []
    red: list[int] | None = None
    yellow: list[int] | None = None
    if attack in content.dice_of:
        red = list(content.dice_of[attack].attack)
    if defence is not None and defence in content.dice_of:
        yellow = list(content.dice_of[defence].defence)
    stolen = False
    if attack_kind == "spy":
        # Spy: no dice are compared, the territory stays; a random card of the defender's hand is taken.
        effect, conquered = "spy", False
        stolen = steal(g, battle.defender, battle.attacker)
    elif defence_kind == "fortress":
        # Fortress: the defence wins whatever the attack card (a Blitz included).
        effect, conquered = "fortress", False
    elif attack_kind == "blitz":
        effect, conquered = "blitz", True
    elif defence is None:
        # No card could answer: no yellow dice defend, so the attack wins every comparison.
        effect, conquered = "no answer", True
    else:
        assert red is not None and yellow is not None
        effect = "dice"
        conquered, rows = compare_dice(red, yellow)
    g.discard(attack)
    if defence is not None:
        g.discard(defence)
    s.battle = None
    s.last_battle = {
        "from": t.ids[battle.source],
        "to": t.ids[battle.target],
        "attacker": battle.attacker,
        "defender": battle.defender,
        "attack_card": attack,
        "defence_card": defence,
        "from_pile": from_pile,
        "attack_dice": red,
        "defence_dice": yellow,
        "comparisons": rows,
        "effect": effect,
        "conquered": conquered,
        "stolen": stolen,
    }
    g.log.add("battle", **s.last_battle)
    s.phase = "attack"
    if conquered:
        conquer(g, battle.attacker, battle.target)


def steal(g: WarCardsGame, victim: int, thief: int) -> bool:
    """Move one card, drawn at random from the seeded generator, from ``victim``'s hand to ``thief``'s."""
    s = g.state
    hand = s.hands[victim]
    if not hand:
        g.log.add("spy", player=thief, victim=victim, taken=0)
        return False
    (card,) = g.dice.sample(hand, 1, "spy")
    hand.remove(card)
    s.hands[thief].append(card)
    g.log.add("spy", player=thief, victim=victim, taken=1)
    return True


def conquer(g: WarCardsGame, p: int, j: int) -> None:
    """Territory card j passes to p; its holder is eliminated when it was the last one."""
    s, t = g.state, g.table
    loser = s.owner[j]
    c = t.continent_of[j]
    s.owner[j] = p
    s.territory_count[p] += 1
    s.territory_count[loser] -= 1
    s.continent_count[p][c] += 1
    s.continent_count[loser][c] -= 1
    s.conquered[p] = True
    g.log.add("conquest", player=p, territory=t.ids[j], from_player=loser)
    if s.territory_count[loser] == 0:
        eliminate(g, loser, p)


def eliminate(g: WarCardsGame, loser: int, by: int) -> None:
    """The eliminator takes every card of the eliminated hand, then discards down to the limit by choice."""
    s = g.state
    s.eliminated[loser] = True
    s.eliminated_by[loser] = by
    s.alive_count -= 1
    taken = len(s.hands[loser])
    s.hands[by].extend(s.hands[loser])
    s.hands[loser] = []
    if loser in s.discarding:
        s.discarding = [q for q in s.discarding if q != loser]
    g.log.add("eliminated", player=loser, by=by, cards=taken)
