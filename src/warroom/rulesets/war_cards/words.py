"""Every word War Cards says to a person, in English and Portuguese (the text layer, core/text.py).

Keys start with ``war_cards.``. The hand-written entries are here: action labels, event sentences, the
battle's details, phase names, result reasons, option names and help, the refusals a person can meet
and the ruleset's title. The special cards' names and texts and the objectives are the packaged
content's own (``data/rulesets/war-cards.json`` holds both languages), so :func:`content_words` turns
them into keys rather than copying them: ``war_cards.special.<kind>``, ``war_cards.special.<kind>.text`` and
``war_cards.objective.<objective id>``.

Portuguese is the Brazilian WAR games' own: carta de dados, monte (a pile), descarte, rodada, vez.
"""

from __future__ import annotations

import json
from typing import Any

from warroom.data import data_path

#: The hand-written entries (see the module docstring for the generated ones).
WORDS: dict[str, dict[str, str]] = {
    # -- cards -------------------------------------------------------------------------------------
    "war_cards.card.dice": {
        "en": "dice card (red {red}, yellow {yellow})",
        "pt": "carta de dados (vermelho {red}, amarelo {yellow})",
    },
    "war_cards.card.face_down": {"en": "a face-down card", "pt": "uma carta virada"},
    "war_cards.noun.card": {"en": "card|cards", "pt": "carta|cartas"},
    "war_cards.noun.dice_card": {"en": "dice card|dice cards", "pt": "carta de dados|cartas de dados"},
    "war_cards.noun.special_card": {"en": "special card|special cards", "pt": "carta especial|cartas especiais"},
    "war_cards.noun.round": {"en": "round|rounds", "pt": "rodada|rodadas"},
    "war_cards.count": {"en": "{n} {noun}", "pt": "{n} {noun}"},
    "war_cards.role.dice": {"en": "dice", "pt": "dados"},
    "war_cards.role.attack": {"en": "attack", "pt": "ataque"},
    "war_cards.role.defence": {"en": "defence", "pt": "defesa"},
    "war_cards.role.turn": {"en": "turn", "pt": "vez"},
    # -- actions (Game.message) ----------------------------------------------------------------------
    "war_cards.action.attack": {
        "en": "Attack {target} from {source} with {card}",
        "pt": "Atacar {target} a partir de {source} com {card}",
    },
    "war_cards.action.defend": {"en": "Defend with {card}", "pt": "Defender com {card}"},
    "war_cards.action.defend_pile": {
        "en": "Defend with the top card of the dice pile",
        "pt": "Defender com a carta do topo do monte de dados",
    },
    "war_cards.action.play": {"en": "Play {card}", "pt": "Jogar {card}"},
    "war_cards.action.play_on": {"en": "Play {card} on {player}", "pt": "Jogar {card} contra {player}"},
    "war_cards.action.discard": {"en": "Discard {card}", "pt": "Descartar {card}"},
    "war_cards.action.end_turn": {"en": "End the turn", "pt": "Encerrar a vez"},
    # What a refusal calls an action of the wrong moment ("defend is not possible now").
    "war_cards.kind.attack": {"en": "attack", "pt": "atacar"},
    "war_cards.kind.defend": {"en": "defend", "pt": "defender"},
    "war_cards.kind.play_special": {"en": "play_special", "pt": "jogar uma carta especial"},
    "war_cards.kind.discard": {"en": "discard", "pt": "descartar"},
    "war_cards.kind.end_turn": {"en": "end_turn", "pt": "encerrar a vez"},
    # -- phases (a view's "phase") -------------------------------------------------------------------
    "war_cards.phase.attack": {"en": "attacks", "pt": "ataques"},
    "war_cards.phase.defend": {"en": "defence", "pt": "defesa"},
    "war_cards.phase.discard": {"en": "discard", "pt": "descarte"},
    "war_cards.phase.over": {"en": "over", "pt": "fim"},
    # -- events (Game.narrate) -------------------------------------------------------------------------
    "war_cards.event.attack": {
        "en": "{player} attacks {target} ({defender}) from {source}",
        "pt": "{player} ataca {target} ({defender}) a partir de {source}",
    },
    "war_cards.event.battle": {
        "en": "{attacker} {source} → {target} {defender}: {detail} — {outcome}",
        "pt": "{attacker} {source} → {target} {defender}: {detail} — {outcome}",
    },
    "war_cards.event.conquest": {
        "en": "{player} takes {territory} from {loser}",
        "pt": "{player} toma {territory} de {loser}",
    },
    "war_cards.event.eliminated": {
        "en": "{player} is eliminated by {by}, who takes {cards}",
        "pt": "{player} é eliminado por {by}, que leva {cards}",
    },
    "war_cards.event.round": {
        "en": "Round {round} (General: {general}): dice cards {dealt}",
        "pt": "Rodada {round} (General: {general}): cartas de dados {dealt}",
    },
    "war_cards.event.round_specials": {
        "en": "Round {round} (General: {general}): dice cards {dealt}; special cards {specials}",
        "pt": "Rodada {round} (General: {general}): cartas de dados {dealt}; cartas especiais {specials}",
    },
    "war_cards.seat_count": {"en": "{player} {n}", "pt": "{player} {n}"},
    "war_cards.event.turn": {"en": "{player}'s turn", "pt": "Vez de {player}"},
    "war_cards.event.spy_taken": {
        "en": "{player}'s Spy takes a card from {victim}",
        "pt": "O Espião de {player} tira uma carta de {victim}",
    },
    "war_cards.event.spy_none": {
        "en": "{player}'s Spy finds no card with {victim}",
        "pt": "O Espião de {player} não encontra carta com {victim}",
    },
    "war_cards.event.sabotage": {
        "en": "{player}'s Sabotage: {victim} discards {cards}",
        "pt": "Sabotagem de {player}: {victim} descarta {cards}",
    },
    "war_cards.event.reinforcements": {"en": "{player} draws {cards}", "pt": "{player} compra {cards}"},
    "war_cards.event.no_answer": {
        "en": "{player} has no card to answer with",
        "pt": "{player} não tem carta para responder",
    },
    "war_cards.event.reshuffle.dice": {
        "en": "The dice discards are reshuffled into a new pile",
        "pt": "Os descartes de dados são embaralhados num novo monte",
    },
    "war_cards.event.reshuffle.special": {
        "en": "The special discards are reshuffled into a new pile",
        "pt": "Os descartes de cartas especiais são embaralhados num novo monte",
    },
    "war_cards.event.pile_empty.dice": {
        "en": "The dice pile is empty: {player} gets {cards} fewer",
        "pt": "O monte de dados acabou: {player} recebe {cards} a menos",
    },
    "war_cards.event.pile_empty.special": {
        "en": "The special pile is empty: {player} gets {cards} fewer",
        "pt": "O monte de cartas especiais acabou: {player} recebe {cards} a menos",
    },
    "war_cards.event.game_over": {"en": "Game over: {winners} ({reason})", "pt": "Fim de jogo: {winners} ({reason})"},
    "war_cards.no_one": {"en": "no one", "pt": "ninguém"},
    # -- a battle's details (the "battle" event and the view's last battle) ------------------------
    "war_cards.battle.dice": {
        "en": "red {red} vs yellow {yellow}{pile}: {rows}",
        "pt": "vermelho {red} x amarelo {yellow}{pile}: {rows}",
    },
    "war_cards.battle.row": {"en": "{attack}-{defence} {side}", "pt": "{attack}-{defence} {side}"},
    "war_cards.battle.from_pile": {"en": " (top of the pile)", "pt": " (topo do monte)"},
    "war_cards.battle.spy_taken": {
        "en": "a Spy: no battle, a card taken",
        "pt": "um Espião: sem batalha, uma carta levada",
    },
    "war_cards.battle.spy_none": {
        "en": "a Spy: no battle, nothing to take",
        "pt": "um Espião: sem batalha, nada a levar",
    },
    "war_cards.battle.fortress": {"en": "{card} against a Fortress", "pt": "{card} contra uma Fortaleza"},
    "war_cards.battle.blitz": {"en": "a Blitz against {card}{pile}", "pt": "uma Blitz contra {card}{pile}"},
    "war_cards.battle.unanswered": {"en": "{card} unanswered", "pt": "{card} sem resposta"},
    "war_cards.battle.conquered": {"en": "conquered!", "pt": "conquistado!"},
    "war_cards.battle.held": {"en": "the territory holds", "pt": "o território resiste"},
    "war_cards.side.attack": {"en": "attack", "pt": "ataque"},
    "war_cards.side.defence": {"en": "defence", "pt": "defesa"},
    # -- the ruleset's title, as the lobby lists it ----------------------------------------------------
    "war_cards.ruleset.war-cards": {
        "en": "War Cards (Grow): territory cards, dice cards and special cards",
        "pt": "War Cards (Grow): cartas de território, cartas de dados e cartas especiais",
    },
    # -- results (Result.reason with "_" for spaces: war_cards.result.round_limit) --------------------
    "war_cards.result.objective": {"en": "objective", "pt": "objetivo"},
    "war_cards.result.last_player_standing": {"en": "last player standing", "pt": "último jogador restante"},
    "war_cards.result.round_limit": {"en": "round limit", "pt": "limite de rodadas"},
    "war_cards.result.detail.last_player_standing": {
        "en": "every other player was eliminated",
        "pt": "todos os outros jogadores foram eliminados",
    },
    "war_cards.result.detail.round_limit": {
        "en": "ranked by territories, then cards in hand, after {rounds}",
        "pt": "classificados por territórios, depois por cartas na mão, após {rounds}",
    },
    # -- options (names and help, as the lobby and `warroom rulesets --options` show them) ---------
    "war_cards.option.two_players": {"en": "Two players", "pt": "Dois jogadores"},
    "war_cards.option.two_players.help": {
        "en": "allow a game of 2 players (the rulebook's games are 3 to 6)",
        "pt": "permite uma partida de 2 jogadores (as do livro de regras são de 3 a 6)",
    },
    "war_cards.option.round_limit": {"en": "Round limit", "pt": "Limite de rodadas"},
    "war_cards.option.round_limit.help": {
        "en": "end the game after this many rounds, ranked by territory cards then cards in hand (for simulations)",
        "pt": (
            "encerra o jogo após este número de rodadas, classificando por cartas de território e depois por "
            "cartas na mão (para simulações)"
        ),
    },
    "war_cards.option.colours": {"en": "Colours", "pt": "Cores"},
    "war_cards.option.colours.help": {
        "en": "comma-separated seat colours in seat order (default: blue, yellow, ...)",
        "pt": "as cores dos lugares, separadas por vírgulas, na ordem dos lugares (padrão: blue, yellow, ...)",
    },
    "war_cards.option.deck_file": {"en": "Deck file", "pt": "Arquivo de baralho"},
    "war_cards.option.deck_file.help": {
        "en": (
            "a War Cards deck file (dice cards and special cards; docs/rules/war-cards.md) instead of the packaged deck"
        ),
        "pt": (
            "um arquivo de baralho do War Cards (cartas de dados e cartas especiais; docs/rules/war-cards.md) "
            "em vez do baralho que acompanha o jogo"
        ),
    },
    "war_cards.option.deck": {"en": "Deck", "pt": "Baralho"},
    "war_cards.option.deck.help": {
        "en": "a War Cards deck given inline, as a JSON object in the format of a deck file (at most 256 KiB)",
        "pt": "um baralho do War Cards por extenso, objeto JSON no formato de um arquivo de baralho (até 256 KiB)",
    },
    # -- refusals (IllegalAction) a person can meet --------------------------------------------------
    "war_cards.illegal.over": {"en": "the game is over", "pt": "o jogo acabou"},
    "war_cards.illegal.must_discard": {
        "en": "{player} holds {n} cards and must first discard down to {limit}",
        "pt": "{player} tem {n} cartas e precisa primeiro descartar até ficar com {limit}",
    },
    "war_cards.illegal.not_in_hand": {"en": "{card!r} is not in your hand", "pt": "{card!r} não está na sua mão"},
    "war_cards.illegal.answer_first": {
        "en": "the attacked player must first answer the attack: a card or the pile",
        "pt": "o jogador atacado precisa primeiro responder ao ataque: uma carta ou o monte",
    },
    "war_cards.illegal.not_now": {
        "en": "{action} is not possible now: attack, play a special card or end the turn",
        "pt": "{action} não é possível agora: ataque, jogue uma carta especial ou encerre a vez",
    },
    "war_cards.illegal.reinforcements_no_one": {
        "en": "Reinforcements names no player: give player -1",
        "pt": "Reforços não escolhe jogador: dê player -1",
    },
    "war_cards.illegal.sabotage_opponent": {
        "en": "Sabotage must name an opponent still in the game",
        "pt": "Sabotagem precisa escolher um adversário ainda no jogo",
    },
    "war_cards.illegal.battle_only": {
        "en": "{card} is played in a battle, not on its own",
        "pt": "{card} é jogada numa batalha, não sozinha",
    },
    "war_cards.illegal.unknown_territory": {"en": "unknown territory {id!r}", "pt": "território desconhecido {id!r}"},
    "war_cards.illegal.already_yours": {"en": "{territory} is already yours", "pt": "{territory} já é seu"},
    "war_cards.illegal.not_yours": {"en": "{territory} is not yours", "pt": "{territory} não é seu"},
    "war_cards.illegal.not_launcher": {
        "en": (
            "{source} neither borders {target} nor lies on its continent; an attack must be announced from one "
            "that does"
        ),
        "pt": (
            "{source} não faz fronteira com {target} nem fica no seu continente; um ataque precisa ser anunciado "
            "de um território que faça"
        ),
    },
    "war_cards.illegal.not_attack_card": {
        "en": "{card} cannot be played as an attack card",
        "pt": "{card} não pode ser jogada como carta de ataque",
    },
    "war_cards.illegal.not_defence_card": {
        "en": "{card} cannot be played as a defence card",
        "pt": "{card} não pode ser jogada como carta de defesa",
    },
    "war_cards.illegal.pile_empty": {
        "en": "the dice pile is empty and there are no discards to reshuffle",
        "pt": "o monte de dados acabou e não há descartes para embaralhar",
    },
}


def content_words() -> dict[str, dict[str, str]]:
    """The packaged content's own words as catalogue entries: each special card kind's name and text,
    and every objective's text (a deck option changes counts and dice, never these)."""
    raw: dict[str, Any] = json.loads(data_path("rulesets", "war-cards.json").read_text(encoding="utf-8"))
    out: dict[str, dict[str, str]] = {}
    for kind, spec in raw["special_kinds"].items():
        out[f"war_cards.special.{kind}"] = dict(spec["name"])
        out[f"war_cards.special.{kind}.text"] = dict(spec["text"])
    objectives = [o for card in raw["objective_cards"] for o in (card["few"], card["many"])]
    objectives.append({"id": "destroy-fallback", **raw["destroy_fallback"]})
    for objective in objectives:
        key = f"war_cards.objective.{objective.get('id', objective['kind'])}"
        # Braces would read as template fields; an objective's text has none.
        out[key] = {lang: text.replace("{", "{{").replace("}", "}}") for lang, text in objective["text"].items()}
    return out


#: The whole War Cards catalogue, registered when the ruleset package is imported.
CATALOGUE: dict[str, dict[str, str]] = {**WORDS, **content_words()}
