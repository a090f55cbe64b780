"""What each War Cards seat may see (``view``) and the whole state (``snapshot``), as JSON-friendly data.

A seat's view holds its own hand and objective, and the attack card only for the player who played it
face down; a spectator's holds neither. At the end the objectives of every seat are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.rulesets.war import objectives

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame


def objective_json(game: WarCardsGame, player: int) -> dict[str, Any]:
    """A seat's own objective card and the objective in force, as its view shows it."""
    s = game.state
    objective = objectives.in_force(game, player)
    return {
        "card": game.content.objective_cards[s.objective_cards[player]].id,
        "id": objective.id,
        "text": objective.text,
        "kind": objective.kind,
        "continents": list(objective.continents),
        "any_more": objective.any_more,
        "count": objective.count,
        "colour": objective.colour,
    }


def view_of(game: WarCardsGame, player: int | None) -> dict[str, Any]:
    """What ``player`` may know (None: a spectator): no hand, objective or face-down card but its own."""
    s, t = game.state, game.table
    own = player is not None and 0 <= player < game.players
    seats = [
        {
            "seat": p,
            "colour": game.content.colours[s.colours[p]].id,
            "name": game.player_name(p),
            "territories": s.territory_count[p],
            "cards": len(s.hands[p]),
            "eliminated": s.eliminated[p],
            "conquered": s.conquered[p],
        }
        for p in range(game.players)
    ]
    pending: dict[str, Any] | None = None
    if s.battle is not None:
        b = s.battle
        pending = {
            "attacker": b.attacker,
            "defender": b.defender,
            "from": t.ids[b.source],
            "to": t.ids[b.target],
            # Face down: only its player knows the attack card.
            "card": game.card_info(b.card) if own and player == b.attacker else None,
        }
    result = game.result()
    out: dict[str, Any] = {
        "ruleset": game.ruleset_id,
        "you": player if own else None,
        "round": s.round,
        "phase": s.phase,
        "turn": s.turn,
        "general": s.general,
        "order": game.round_order(),
        "decision": game.current_player(),
        "seats": seats,
        "territories": {t.ids[i]: {"owner": s.owner[i]} for i in range(t.size)},
        "hand": [game.card_info(c) for c in s.hands[player]] if own and player is not None else None,
        "objective": objective_json(game, player) if own and player is not None else None,
        "piles": {
            "dice": len(s.dice_pile),
            "special": len(s.special_pile),
            "dice_discard": len(s.dice_discard),
            "special_discard": len(s.special_discard),
        },
        "hand_limit": game.content.hand_limit,
        "continent_specials": dict(zip(t.continent_ids, t.continent_specials, strict=True)),
        "battle": pending,
        "last_battle": s.last_battle,
        "discarding": (
            {"player": s.discarding[0], "excess": len(s.hands[s.discarding[0]]) - game.content.hand_limit}
            if s.phase == "discard"
            else None
        ),
        "result": None,
    }
    if result is not None:
        out["result"] = {
            **result.to_json(),
            "objectives": {str(p): objectives.in_force(game, p).text for p in range(game.players)},
        }
    return out


def snapshot_of(game: WarCardsGame) -> dict[str, Any]:
    """The whole state, secrets included."""
    s, t, content = game.state, game.table, game.content
    b = s.battle
    return {
        "colours": game.colour_ids(),
        "owner": {t.ids[i]: s.owner[i] for i in range(t.size)},
        "objective_cards": [content.objective_cards[c].id for c in s.objective_cards],
        "objectives": [content.objectives[o].id for o in s.objectives],
        "hands": [list(h) for h in s.hands],
        "dice_pile": list(s.dice_pile),
        "special_pile": list(s.special_pile),
        "dice_discard": list(s.dice_discard),
        "special_discard": list(s.special_discard),
        "eliminated": list(s.eliminated),
        "eliminated_by": list(s.eliminated_by),
        "general": s.general,
        "turn": s.turn,
        "round": s.round,
        "phase": s.phase,
        "battle": (
            {
                "attacker": b.attacker,
                "defender": b.defender,
                "from": t.ids[b.source],
                "to": t.ids[b.target],
                "card": b.card,
            }
            if b
            else None
        ),
        "discarding": list(s.discarding),
        "conquered": list(s.conquered),
        "last_battle": s.last_battle,
        "outcome": (
            {
                "winners": list(s.outcome[0]),
                "ranking": list(s.outcome[1]),
                "reason": s.outcome[2],
                "detail": s.outcome[3],
            }
            if s.outcome
            else None
        ),
    }
