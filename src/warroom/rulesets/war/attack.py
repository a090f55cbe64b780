"""Attacks, conquest and the occupation move.

Rulebook 001, "Attacks" and "Battle": attack from a territory with at least 2 armies into an adjacent
enemy territory with 1 to 3 armies (never the occupation army); the defender rolls one die per
defending army, at most 3; dice are compared by warroom.battles.dice_battle. "Province Conquest": the
conqueror moves at least 1 and at most as many armies as took part in the last attack, and may attack
on from the conquered territory. "Elimination of a Competitor": the conqueror takes the eliminated
player's cards, discarding at random down to the hand limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.battles.dice_battle import compare
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.war.actions import END_ATTACKS, Attack, EndAttacks, Occupy
from warroom.rulesets.war.narrate import refusal
from warroom.rulesets.war.state import Conquest

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def legal(g: WarGame) -> list[Action]:
    """Every Attack of the current player now (from each own territory with 2 armies or more into each
    bordering enemy territory, with 1 die up to 3, fewer than its armies), then EndAttacks."""
    s, t = g.state, g.table
    p = s.turn
    owner, armies, attack = s.owner, s.armies, t.attack
    out: list[Action] = []
    for i in range(t.size):
        a = armies[i]
        if owner[i] != p or a < 2:
            continue
        top = 3 if a > 3 else a - 1
        for j, options in attack[i].items():
            if owner[j] != p:
                out.extend(options[:top])
    out.append(END_ATTACKS)
    return out


def check(g: WarGame, action: Action) -> None:
    """An Attack goes from an own territory with at least 2 armies into a bordering enemy territory, with 1
    to 3 dice and fewer dice than armies (the occupation army never attacks); EndAttacks is always legal."""
    s, t = g.state, g.table
    if isinstance(action, EndAttacks):
        return
    if not isinstance(action, Attack):
        raise IllegalAction(Msg("war.illegal.phase", action=action.type_name, when=Msg("war.illegal.when.attack")))
    i, j = t.index.get(action.source), t.index.get(action.target)
    if i is None or j is None:
        raise IllegalAction(
            Msg("war.illegal.unknown_territory", id=repr(action.source if i is None else action.target))
        )
    if s.owner[i] != s.turn:
        raise refusal(g, Msg("war.illegal.not_yours", place=Place(t.ids[i])))
    if s.owner[j] == s.turn:
        raise refusal(g, Msg("war.illegal.already_yours", place=Place(t.ids[j])))
    if j not in t.attack[i]:
        raise refusal(g, Msg("war.illegal.not_bordering", source=Place(t.ids[i]), target=Place(t.ids[j])))
    if s.armies[i] < 2:
        raise refusal(g, Msg("war.illegal.one_army", place=Place(t.ids[i])))
    if not 1 <= action.dice <= min(3, s.armies[i] - 1):
        most = min(3, s.armies[i] - 1)
        raise refusal(g, Msg("war.illegal.attack_dice", place=Place(t.ids[i]), most=most, n=action.dice))


def execute(g: WarGame, action: Action) -> None:
    """Roll the attack ("Battle": the defender one die per army, at most 3), take off the armies lost and
    conquer a territory left empty; EndAttacks goes on to the movements."""
    s = g.state
    if isinstance(action, EndAttacks):
        s.phase = "move"
        return
    assert isinstance(action, Attack)
    t = g.table
    i, j = t.index[action.source], t.index[action.target]
    p, defender = s.turn, s.owner[j]
    attack_dice = g.dice.roll(action.dice, "attack", player=p, source=action.source)
    defence_dice = g.dice.roll(min(3, s.armies[j]), "defence", player=defender, target=action.target)
    attacker_lost, defender_lost = compare(attack_dice, defence_dice)
    s.armies[i] -= attacker_lost
    s.armies[j] -= defender_lost
    # Armies that already moved this turn are the first to fight and fall: the player's best choice.
    s.moved[i] = max(0, s.moved[i] - attacker_lost)
    conquered = s.armies[j] == 0
    s.last_battle = {
        "from": action.source,
        "to": action.target,
        "attacker": p,
        "defender": defender,
        "attack_dice": sorted(attack_dice, reverse=True),
        "defence_dice": sorted(defence_dice, reverse=True),
        "attacker_lost": attacker_lost,
        "defender_lost": defender_lost,
        "conquered": conquered,
    }
    g.log.record("battle", s.last_battle)
    if conquered:
        conquer(g, i, j, action.dice)


def conquer(g: WarGame, i: int, j: int, dice: int) -> None:
    """Take territory j from i: one army moves in at once; more may follow by an Occupy decision."""
    s, t = g.state, g.table
    p, loser = s.turn, s.owner[j]
    s.owner[j] = p
    c = t.continent_of[j]
    s.territory_count[p] += 1
    s.territory_count[loser] -= 1
    s.continent_count[p][c] += 1
    s.continent_count[loser][c] -= 1
    s.armies[i] -= 1
    s.armies[j] = 1
    s.moved[i] = max(0, s.moved[i] - 1)
    s.moved[j] = 1
    s.conquered_this_turn = True
    g.log.add("conquest", player=p, territory=t.ids[j], from_player=loser)
    if s.territory_count[loser] == 0:
        eliminate(g, loser, p)
    most = min(dice, s.armies[i])  # all that attacked, while one army stays behind
    if most > 1 and s.outcome is None:
        s.conquest = Conquest(source=i, target=j, max_armies=most)
        s.phase = "occupy"


def eliminate(g: WarGame, loser: int, by: int) -> None:
    """Player ``loser`` is out, eliminated by ``by`` ("Elimination of a Competitor"): ``by`` takes its cards,
    discarding at random down to the hand limit."""
    s = g.state
    s.eliminated[loser] = True
    s.alive_count -= 1
    s.eliminated_by[loser] = by
    hand = s.hands[by]
    hand.extend(s.hands[loser])
    s.hands[loser] = []
    limit = g.table.content.hand_limit
    discarded: list[str] = []
    if len(hand) > limit:
        discarded = g.dice.sample(hand, len(hand) - limit, "discard down to the hand limit")
        for card in discarded:
            hand.remove(card)
        s.discard.extend(discarded)
    g.log.add("eliminated", player=loser, by=by, discarded=len(discarded))


def legal_occupy(g: WarGame) -> list[Action]:
    """The Occupy actions after a conquest: 1 army up to the most that may move in."""
    conquest = g.state.conquest
    assert conquest is not None
    return list(g.table.occupy[1 : conquest.max_armies + 1])


def check_occupy(g: WarGame, action: Action) -> None:
    """After a conquest only an Occupy may come, of 1 army up to as many as took part in the last attack
    ("Province Conquest"), one always staying behind."""
    conquest = g.state.conquest
    assert conquest is not None
    if not isinstance(action, Occupy):
        raise IllegalAction(Msg("war.illegal.occupy_first"))
    if not 1 <= action.armies <= conquest.max_armies:
        raise refusal(
            g, Msg("war.illegal.occupy_count", most=conquest.max_armies, place=Place(g.table.ids[conquest.target]))
        )


def execute_occupy(g: WarGame, action: Action) -> None:
    """Move the Occupy's armies in (one is there already: ``armies - 1`` more follow; they have moved) and
    go back to attacking."""
    s = g.state
    conquest = s.conquest
    assert conquest is not None and isinstance(action, Occupy)
    extra = action.armies - 1
    s.armies[conquest.source] -= extra
    s.armies[conquest.target] += extra
    s.moved[conquest.source] = max(0, s.moved[conquest.source] - extra)
    s.moved[conquest.target] += extra
    s.conquest = None
    s.phase = "attack"
