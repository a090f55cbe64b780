"""Everything Grow's WAR and War: Império Romano say to a person, in English and Portuguese (core/text.py).

Keys start with ``war.``: actions (``war.action.*``), events (``war.event.*``), phases (``war.phase.*``),
result reasons (``war.result.*``), options (``war.option.*``), refusals (``war.illegal.*``), card
figures, Império Romano's pieces, and the objective cards, whose texts come from the variants' content
files (``war.objective.<variant>.<card id>``: the files hold both languages, as printed on the cards).
"""

from __future__ import annotations

from warroom.core.text import register_catalogue
from warroom.rulesets.war.content import Objective, load_content

#: The variants whose objective cards are catalogued (their content files name both languages).
VARIANTS = ("war", "war-imperio-romano")

CATALOGUE: dict[str, dict[str, str]] = {
    # -- actions -------------------------------------------------------------------------------------
    "war.action.trade": {"en": "Trade {cards}", "pt": "Trocar {cards}"},
    "war.action.trade_bonus": {"en": "Trade {cards} (+2 on {card})", "pt": "Trocar {cards} (+2 em {card})"},
    "war.action.place": {"en": "Place 1 army in {place}", "pt": "Colocar 1 exército em {place}"},
    "war.action.attack": {
        "en": "Attack {target} from {source} with {dice}",
        "pt": "Atacar {target} a partir de {source} com {dice}",
    },
    "war.action.occupy": {
        "en": "Move {n} {armies} into the conquered territory",
        "pt": "Mover {n} {armies} para o território conquistado",
    },
    "war.action.end_attacks": {"en": "Stop attacking", "pt": "Parar de atacar"},
    "war.action.move": {"en": "Move {n} from {source} to {target}", "pt": "Remanejar {n} de {source} para {target}"},
    "war.action.end_turn": {"en": "End the turn", "pt": "Encerrar a vez"},
    # -- nouns ---------------------------------------------------------------------------------------
    "war.army": {"en": "army|armies", "pt": "exército|exércitos"},
    "war.count": {"en": "{n} {unit}", "pt": "{n} {unit}"},
    "war.card": {"en": "{place} ({figure})", "pt": "{place} ({figure})"},
    "war.card.wild": {"en": "wildcard", "pt": "coringa"},
    "war.card.wild_n": {"en": "wild {n}", "pt": "coringa {n}"},
    "war.figure.square": {"en": "square", "pt": "quadrado"},
    "war.figure.triangle": {"en": "triangle", "pt": "triângulo"},
    "war.figure.circle": {"en": "circle", "pt": "círculo"},
    "war.figure.shield": {"en": "shield", "pt": "escudo"},
    "war.figure.helmet": {"en": "helmet", "pt": "elmo"},
    "war.figure.sword": {"en": "sword", "pt": "espada"},
    "war.piece.catapult": {"en": "catapult|catapults", "pt": "catapulta|catapultas"},
    "war.piece.cavalry": {"en": "cavalry|cavalry", "pt": "cavalaria|cavalarias"},
    "war.piece.legionary": {"en": "legionary|legionaries", "pt": "legionário|legionários"},
    "war.piece.none": {"en": "none", "pt": "nenhuma"},
    "war.pieces": {"en": "{first}, {rest}", "pt": "{first}, {rest}"},
    "war.no_one": {"en": "no one", "pt": "ninguém"},
    # -- events --------------------------------------------------------------------------------------
    "war.event.setup": {
        "en": "The game is set up: {dealer} deals, {first} plays first",
        "pt": "O jogo está preparado: {dealer} distribui, {first} começa",
    },
    "war.event.dealer_roll": {"en": "Roll for the dealer: {dice}", "pt": "Dados para o distribuidor: {dice}"},
    "war.event.roll": {"en": "Dice: {dice}", "pt": "Dados: {dice}"},
    "war.event.battle": {
        "en": "Battle {source} → {target}: attack [{attack}] vs defence [{defence}]; "
        "attacker lost {attacker_lost}, defender lost {defender_lost}",
        "pt": "Batalha {source} → {target}: ataque [{attack}] x defesa [{defence}]; "
        "o atacante perdeu {attacker_lost}, o defensor perdeu {defender_lost}",
    },
    "war.event.battle_conquered": {"en": "{battle} — conquered!", "pt": "{battle} — conquistado!"},
    "war.event.conquest": {"en": "{player} takes {place} from {loser}", "pt": "{player} toma {place} de {loser}"},
    "war.event.eliminated": {"en": "{player} is eliminated by {by}", "pt": "{player} é eliminado por {by}"},
    "war.event.trade": {
        "en": "{player} trades {cards} for {n} {armies}",
        "pt": "{player} troca {cards} por {n} {armies}",
    },
    "war.event.turn": {
        "en": "Round {round}: {player}'s turn, {n} {armies} to place",
        "pt": "Rodada {round}: vez de {player}, {n} {armies} a colocar",
    },
    "war.event.card_drawn": {"en": "{player} draws a card", "pt": "{player} compra uma carta"},
    "war.event.no_card": {"en": "{player} draws no card ({why})", "pt": "{player} não compra carta ({why})"},
    "war.event.hand_full": {"en": "hand full", "pt": "mão cheia"},
    "war.event.game_over": {"en": "Game over: {winners} ({reason})", "pt": "Fim de jogo: {winners} ({reason})"},
    # -- phases --------------------------------------------------------------------------------------
    "war.phase.reinforce": {"en": "reinforce", "pt": "reforçar"},
    "war.phase.attack": {"en": "attack", "pt": "atacar"},
    "war.phase.occupy": {"en": "occupy", "pt": "ocupar"},
    "war.phase.move": {"en": "move", "pt": "remanejar"},
    "war.phase.over": {"en": "over", "pt": "fim"},
    # -- results -------------------------------------------------------------------------------------
    "war.result.objective": {"en": "objective", "pt": "objetivo"},
    "war.result.last_player_standing": {"en": "last player standing", "pt": "último jogador restante"},
    "war.result.round_limit": {"en": "round limit", "pt": "limite de rodadas"},
    "war.result.detail.last_player_standing": {
        "en": "every other player was eliminated",
        "pt": "todos os outros jogadores foram eliminados",
    },
    "war.result.detail.round_limit": {
        "en": "ranked by territories, then {tiebreak}, after {rounds}",
        "pt": "classificados por territórios, depois por {tiebreak}, após {rounds}",
    },
    "war.result.rounds": {"en": "round|rounds", "pt": "rodada|rodadas"},
    "war.result.tiebreak.armies": {"en": "armies", "pt": "exércitos"},
    # -- options -------------------------------------------------------------------------------------
    "war.option.two_players": {"en": "Two players", "pt": "Dois jogadores"},
    "war.option.two_players.help": {
        "en": "allow a game of 2 players (the rulebook's games are 3 to 6)",
        "pt": "permite uma partida de 2 jogadores (as do manual são de 3 a 6)",
    },
    "war.option.round_limit": {"en": "Round limit", "pt": "Limite de rodadas"},
    "war.option.round_limit.help": {
        "en": "end the game after this many rounds, ranked by territories then armies (for simulations)",
        "pt": "termina a partida após este número de rodadas, classificando por territórios e depois por "
        "exércitos (para simulações)",
    },
    "war.option.colours": {"en": "Colours", "pt": "Cores"},
    "war.option.colours.help": {
        "en": "comma-separated seat colours in seat order (default: blue, yellow, ...)",
        "pt": "cores dos lugares, separadas por vírgulas, na ordem dos lugares (padrão: blue, yellow, ...)",
    },
    "war.option.colours.help.war-imperio-romano": {
        "en": "comma-separated seat colours in seat order (default: red, beige, black, green)",
        "pt": "cores dos lugares, separadas por vírgulas, na ordem dos lugares (padrão: red, beige, black, green)",
    },
    "war.option.objectives_edition": {"en": "Objectives edition", "pt": "Edição dos objetivos"},
    "war.option.objectives_edition.help": {
        "en": "the destroy cards of colours nobody plays: original (001 and the original WAR manual: removed "
        "from the draw) or later (later WAR editions: kept, read as conquer 24 territories)",
        "pt": "os objetivos de destruir cores que ninguém joga: original (001 e o manual original do WAR: "
        "retirados do sorteio) ou later (edições posteriores: mantidos, lidos como conquistar 24 territórios)",
    },
    "war.option.trade_bonus": {"en": "Trade bonus", "pt": "Bônus da troca"},
    "war.option.trade_bonus.help": {
        "en": "the +2 armies of a trade: per-trade (001: once, on one traded card's own territory, the "
        "trader's choice) or per-card (on every traded card's own territory)",
        "pt": "os +2 exércitos de uma troca: per-trade (001: uma vez, no território próprio de uma das cartas "
        "trocadas, à escolha de quem troca) ou per-card (no território próprio de cada carta trocada)",
    },
    # -- refusals a person can meet typing a command ------------------------------------------------------
    "war.illegal.over": {"en": "the game is over", "pt": "a partida acabou"},
    "war.illegal.phase": {
        "en": "{action} is not possible {when}",
        "pt": "{action} não é possível {when}",
    },
    "war.illegal.when.attack": {"en": "during the attacks", "pt": "durante os ataques"},
    "war.illegal.when.move": {"en": "while moving armies", "pt": "durante o remanejamento"},
    "war.illegal.when.reinforce": {"en": "while placing reinforcements", "pt": "durante a colocação de reforços"},
    "war.illegal.unknown_territory": {"en": "unknown territory {id}", "pt": "território desconhecido {id}"},
    "war.illegal.not_yours": {"en": "{place} is not yours", "pt": "{place} não é seu"},
    "war.illegal.already_yours": {"en": "{place} is already yours", "pt": "{place} já é seu"},
    "war.illegal.not_bordering": {
        "en": "{source} does not border {target}",
        "pt": "{source} não faz fronteira com {target}",
    },
    "war.illegal.one_army": {
        "en": "{place} has only 1 army; an attack needs at least 2",
        "pt": "{place} tem só 1 exército; um ataque precisa de pelo menos 2",
    },
    "war.illegal.attack_dice": {
        "en": "{place} can attack with 1 to {most} armies, not {n}",
        "pt": "{place} pode atacar com 1 a {most} exércitos, não {n}",
    },
    "war.illegal.occupy_first": {
        "en": "first decide how many armies occupy the conquered territory",
        "pt": "primeiro decida quantos exércitos ocupam o território conquistado",
    },
    "war.illegal.occupy_count": {
        "en": "move 1 to {most} armies into {place}",
        "pt": "mova de 1 a {most} exércitos para {place}",
    },
    "war.illegal.move_own": {
        "en": "armies move only between your own territories",
        "pt": "exércitos só se movem entre territórios seus",
    },
    "war.illegal.move_count": {
        "en": "{place} can move {n} {armies} now (one stays; each army moves once a turn), not {asked}",
        "pt": "{place} pode mover {n} {armies} agora (um fica; cada exército se move só uma vez por jogada), "
        "não {asked}",
    },
    "war.illegal.trade_time": {
        "en": "cards may be traded only at the start of the turn, before placing armies",
        "pt": "cartas só podem ser trocadas no início da vez, antes de colocar exércitos",
    },
    "war.illegal.trade_three": {
        "en": "a trade takes exactly three different cards",
        "pt": "uma troca leva exatamente três cartas diferentes",
    },
    "war.illegal.not_in_hand": {"en": "{card} is not in your hand", "pt": "{card} não está na sua mão"},
    "war.illegal.trade_figures": {
        "en": "a trade needs three equal figures or three different figures",
        "pt": "uma troca precisa de três figuras iguais ou três figuras diferentes",
    },
    "war.illegal.must_trade": {
        "en": "you hold {n} cards and must trade before placing",
        "pt": "você tem {n} cartas e precisa trocar antes de colocar",
    },
    "war.illegal.place_where": {
        "en": "the armies left to place must go to {where}",
        "pt": "os exércitos que faltam colocar devem ir para {where}",
    },
    "war.illegal.name_bonus": {
        "en": "name the card whose territory takes the +2 armies (bonus): one of {cards}",
        "pt": "diga a carta cujo território recebe os +2 exércitos (bonus): uma de {cards}",
    },
    "war.illegal.bonus_per_card": {
        "en": "every traded card of an own territory takes +2 here (trade_bonus=per-card)",
        "pt": "aqui cada carta trocada de um território seu recebe +2 (trade_bonus=per-card)",
    },
    "war.illegal.bonus_not_owned": {
        "en": "the +2 armies go on a traded card of a territory of yours, not {card}",
        "pt": "os +2 exércitos vão para uma carta trocada de um território seu, não {card}",
    },
    "war.illegal.bonus_single": {
        "en": "only one traded card is of your territories: trade without naming it",
        "pt": "só uma carta trocada é de um território seu: troque sem nomeá-la",
    },
}


def objective_key(variant: str, objective: Objective) -> str:
    """The catalogue key of a variant's objective card (``destroy-fallback`` for the 24 territories card)."""
    return f"war.objective.{variant}.{objective.id}"


def _objective_entries() -> dict[str, dict[str, str]]:
    entries: dict[str, dict[str, str]] = {}
    for variant in VARIANTS:
        content = load_content(variant)
        for objective in (*content.objectives, content.destroy_fallback):
            entries[objective_key(variant, objective)] = {"en": objective.texts["en"], "pt": objective.texts["pt"]}
    return entries


CATALOGUE.update(_objective_entries())

register_catalogue("war", CATALOGUE)
