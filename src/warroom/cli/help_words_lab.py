"""The words of ``--help`` for the research commands in every language: ``warroom odds`` (every battle
system), ``tournament``, ``calibrate`` and ``balance``: what each is for, each option, and the
placeholders of their values. The other commands' words are in :mod:`warroom.cli.help_words`."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

LAB_HELP_WORDS: Catalogue = {
    # warroom odds
    "cli.help.odds": {
        "en": "battle odds: war, cards, imperialism-basic/-standard/-advanced, ships, ww4",
        "pt": "chances de batalha: war, cards, imperialism-basic/-standard/-advanced, ships, ww4",
    },
    "cli.help.odds.war": {
        "en": "WAR dice (rulebook 001; classic Risk with --defence-dice 2)",
        "pt": "dados de WAR (livro de regras 001; o Risk clássico com --defence-dice 2)",
    },
    "cli.help.odds.war.attack": {
        "en": "armies in the attacking territory (occupation army included)",
        "pt": "exércitos no território atacante (exército de ocupação incluído)",
    },
    "cli.help.odds.war.defend": {"en": "armies in the defending territory", "pt": "exércitos no território defensor"},
    "cli.help.odds.war.defence_dice": {
        "en": "most dice the defender rolls (default 3; 2 for Risk)",
        "pt": "máximo de dados que o defensor rola (padrão 3; 2 no Risk)",
    },
    "cli.help.odds.war.stop_at": {
        "en": "the attacker stops with this many armies left (default 1)",
        "pt": "o atacante para quando lhe restam tantos exércitos (padrão 1)",
    },
    "cli.help.odds.cards": {
        "en": "War Cards: one dice-card confrontation (rulebook 002)",
        "pt": "War Cards: um confronto de cartas de dados (livro de regras 002)",
    },
    "cli.help.odds.cards.attack": {
        "en": "the attack card's red dice (6,4,3) or card (6,4,3/5,3,1)",
        "pt": "os dados vermelhos da carta de ataque (6,4,3) ou a carta (6,4,3/5,3,1)",
    },
    "cli.help.odds.cards.against": {
        "en": "a given defence card's yellow dice (5,3,1) or card",
        "pt": "os dados amarelos de uma carta de defesa dada (5,3,1) ou a carta",
    },
    "cli.help.odds.cards.deck": {
        "en": "the dice-card deck as JSON (default: the War Cards ruleset's packaged deck)",
        "pt": "o baralho de cartas de dados em JSON (padrão: o baralho que acompanha as regras de War Cards)",
    },
    "cli.help.odds.cards.seen": {
        "en": "a card the attacker can see (repeatable)",
        "pt": "uma carta que o atacante vê (pode repetir)",
    },
    "cli.help.odds.basic": {
        "en": "War! Age of Imperialism, Basic rules (rulebook 000)",
        "pt": "War! Age of Imperialism, regras básicas (livro de regras 000)",
    },
    "cli.help.odds.standard": {
        "en": "War! Age of Imperialism, Standard rules",
        "pt": "War! Age of Imperialism, regras padrão",
    },
    "cli.help.odds.advanced": {
        "en": "War! Age of Imperialism, Advanced rules",
        "pt": "War! Age of Imperialism, regras avançadas",
    },
    "cli.help.odds.army.attack": {
        "en": "the attacking army, e.g. {units}",
        "pt": "o exército atacante, p. ex. {units}",
    },
    "cli.help.odds.army.defend": {"en": "the defending army", "pt": "o exército defensor"},
    "cli.help.odds.natives": {
        "en": "defending natives from their marker: 9, 9+ or 9++",
        "pt": "nativos defensores pelo seu marcador: 9, 9+ ou 9++",
    },
    "cli.help.odds.fort": {
        "en": "the defender has a fort in the region (+1)",
        "pt": "o defensor tem um forte na região (+1)",
    },
    "cli.help.odds.attack_policy": {
        "en": "attacker's piece each round: {choices}",
        "pt": "peça do atacante a cada rodada: {choices}",
    },
    "cli.help.odds.defend_policy": {
        "en": "defender's piece each round: {choices}",
        "pt": "peça do defensor a cada rodada: {choices}",
    },
    "cli.help.odds.attack_schools": {
        "en": "schools in the attacker's empire (+1/+2/+3)",
        "pt": "escolas no império do atacante (+1/+2/+3)",
    },
    "cli.help.odds.defend_schools": {"en": "schools in the defender's empire", "pt": "escolas no império do defensor"},
    "cli.help.odds.attack_victims": {
        "en": "what the attacker removes when it wins: {choices}",
        "pt": "o que o atacante remove quando vence: {choices}",
    },
    "cli.help.odds.defend_victims": {
        "en": "what the defender removes: {choices}",
        "pt": "o que o defensor remove: {choices}",
    },
    "cli.help.odds.attack_reserve": {
        "en": "unit types the attacker holds in reserve",
        "pt": "tipos de unidade que o atacante guarda na reserva",
    },
    "cli.help.odds.defend_reserve": {
        "en": "unit types the defender holds in reserve",
        "pt": "tipos de unidade que o defensor guarda na reserva",
    },
    "cli.help.odds.attack_rifles": {
        "en": "attacker's Rifles level, 0-2 (infantry +1/+2)",
        "pt": "nível de Rifles do atacante, 0-2 (infantaria +1/+2)",
    },
    "cli.help.odds.defend_rifles": {"en": "defender's Rifles level, 0-2", "pt": "nível de Rifles do defensor, 0-2"},
    "cli.help.odds.attack_piece": {
        "en": "attacker's own piece in its assaults: {choices}",
        "pt": "peça própria do atacante nos seus assaltos: {choices}",
    },
    "cli.help.odds.attack_target": {
        "en": "attacker's target in its assaults: {choices}",
        "pt": "alvo do atacante nos seus assaltos: {choices}",
    },
    "cli.help.odds.defend_piece": {
        "en": "defender's own piece in its assaults: {choices}",
        "pt": "peça própria do defensor nos seus assaltos: {choices}",
    },
    "cli.help.odds.defend_target": {
        "en": "defender's target in its assaults: {choices}",
        "pt": "alvo do defensor nos seus assaltos: {choices}",
    },
    "cli.help.odds.attack_retreat": {
        "en": "the attacker withdraws at N pieces or fewer",
        "pt": "o atacante se retira com N peças ou menos",
    },
    "cli.help.odds.defend_retreat": {
        "en": "the defender withdraws at N pieces or fewer",
        "pt": "o defensor se retira com N peças ou menos",
    },
    "cli.help.odds.human_wave": {
        "en": "natives sacrifice N pieces before every roll, or 'match': the fewest that draw level (default 0)",
        "pt": "os nativos sacrificam N peças antes de cada rolagem, ou 'match': o mínimo que empata (padrão 0)",
    },
    "cli.help.odds.max_states": {
        "en": "largest state space solved exactly; beyond it, Monte Carlo (default {default})",
        "pt": "maior espaço de estados resolvido exatamente; além dele, Monte Carlo (padrão {default})",
    },
    "cli.help.odds.samples": {
        "en": "Monte Carlo samples (default {default})",
        "pt": "amostras de Monte Carlo (padrão {default})",
    },
    "cli.help.odds.seed": {"en": "Monte Carlo seed (default 0)", "pt": "semente de Monte Carlo (padrão 0)"},
    "cli.help.odds.ships": {
        "en": "War! Age of Imperialism ship battles (Metallurgy with --hits)",
        "pt": "batalhas de navios de War! Age of Imperialism (Metalurgia com --hits)",
    },
    "cli.help.odds.ships.attack": {"en": "attacking ships", "pt": "navios atacantes"},
    "cli.help.odds.ships.defend": {"en": "defending ships", "pt": "navios defensores"},
    "cli.help.odds.ships.hits": {
        "en": "hits to sink a ship of each side: 1, 2 or 3 (default 1,1)",
        "pt": "acertos para afundar um navio de cada lado: 1, 2 ou 3 (padrão 1,1)",
    },
    "cli.help.odds.ships.damage": {
        "en": "damage policy of each side: spread or focus",
        "pt": "política de dano de cada lado: spread (espalhar) ou focus (concentrar)",
    },
    "cli.help.odds.ww4": {
        "en": "World War IV combat (rulebook 004): exact, or Monte Carlo with 95% intervals",
        "pt": "combate de World War IV (livro de regras 004): exato, ou Monte Carlo com intervalos de 95%",
    },
    "cli.help.odds.ww4.attack": {
        "en": "the invading army, e.g. militia=4,armor=1",
        "pt": "o exército invasor, p. ex. militia=4,armor=1",
    },
    "cli.help.odds.ww4.defend": {
        "en": "the defending army, e.g. cavalry=3,artillery=1",
        "pt": "o exército defensor, p. ex. cavalry=3,artillery=1",
    },
    "cli.help.odds.ww4.fort": {
        "en": "the defenders hold a Fort (Kills on them are Routs)",
        "pt": "os defensores ocupam um Forte (as Mortes sobre eles são Debandadas)",
    },
    "cli.help.odds.ww4.spies": {
        "en": "Spies of the invader and the defender (default 0,0)",
        "pt": "Espiões do invasor e do defensor (padrão 0,0)",
    },
    "cli.help.odds.ww4.tuning": {
        "en": "the unit profiles of option tuning (default the newest; tuned: rules version 5's Soldier)",
        "pt": "os perfis de unidade da opção tuning (padrão a mais nova; tuned: o Soldado da versão 5 das regras)",
    },
    "cli.help.odds.ww4.samples": {
        "en": "combats fought by the game's own code, where used (default {default})",
        "pt": "combates travados pelo próprio código do jogo, onde usado (padrão {default})",
    },
    # warroom tournament
    "cli.help.tournament": {
        "en": "a tournament between agents: rotating seats, win rates, ratings",
        "pt": "um torneio entre agentes: assentos em rodízio, taxas de vitória, ratings",
    },
    "cli.help.tournament.agents": {
        "en": "comma-separated agent specs, one per seat (cycled if shorter than --players); a spec listed twice "
        "is one agent playing two seats",
        "pt": "especificações de agentes separadas por vírgulas, uma por assento (repetidas se forem menos que "
        "--players); uma especificação listada duas vezes é um agente jogando dois assentos",
    },
    "cli.help.tournament.players": {
        "en": "number of seats (default: the number of agents listed)",
        "pt": "número de assentos (padrão: o número de agentes listados)",
    },
    "cli.help.tournament.seed": {"en": "tournament seed (default 0)", "pt": "semente do torneio (padrão 0)"},
    "cli.help.tournament.jobs": {
        "en": "worker processes (default 1; 0 = all local cores); with ray, the parallelism that tasks are sized "
        "for (default: the local cores)",
        "pt": "processos de trabalho (padrão 1; 0 = todos os núcleos locais); com ray, o paralelismo para o qual "
        "as tarefas são dimensionadas (padrão: os núcleos locais)",
    },
    "cli.help.tournament.backend": {"en": "local (default) or ray", "pt": "local (padrão) ou ray"},
    "cli.help.tournament.address": {
        "en": "Ray cluster address (with --backend ray; default: a local Ray instance)",
        "pt": "endereço do cluster Ray (com --backend ray; padrão: uma instância Ray local)",
    },
    "cli.help.tournament.out": {
        "en": "append every finished game to this JSON-lines file",
        "pt": "acrescenta cada jogo terminado a este arquivo de linhas JSON",
    },
    "cli.help.tournament.resume": {
        "en": "continue the tournament in --out FILE (a larger --games extends it)",
        "pt": "continua o torneio de --out ARQUIVO (um --games maior o estende)",
    },
    "cli.help.tournament.max_games": {
        "en": "play at most this many new games, then stop (resume later)",
        "pt": "joga no máximo tantos jogos novos e para (retome depois)",
    },
    # warroom calibrate
    "cli.help.calibrate": {
        "en": "rate the server's computer levels from games between them",
        "pt": "avalia os níveis do computador do servidor por jogos entre eles",
    },
    "cli.help.calibrate.rulesets": {
        "en": "rulesets to calibrate (default: every one)",
        "pt": "regras a calibrar (padrão: todas)",
    },
    "cli.help.calibrate.games": {
        "en": "games for every pairing (group) of levels (default 20)",
        "pt": "jogos para cada pareamento (grupo) de níveis (padrão 20)",
    },
    "cli.help.calibrate.games_for": {
        "en": "at most N games for the groups holding LEVEL, e.g. hard=6 for a slow level (repeatable)",
        "pt": "no máximo N jogos para os grupos que contêm NÍVEL, p. ex. hard=6 para um nível lento (pode repetir)",
    },
    "cli.help.calibrate.levels": {
        "en": "comma-separated levels (default: every level the server plays there)",
        "pt": "níveis separados por vírgulas (padrão: todo nível que o servidor joga nessas regras)",
    },
    "cli.help.calibrate.players": {
        "en": "seats a game (default: the ruleset's fewest)",
        "pt": "assentos por jogo (padrão: o mínimo das regras)",
    },
    "cli.help.calibrate.seed": {"en": "calibration seed (default 0)", "pt": "semente da calibração (padrão 0)"},
    "cli.help.calibrate.max_actions": {
        "en": "stop a game after this many actions (a draw)",
        "pt": "para um jogo depois de tantas ações (um empate)",
    },
    "cli.help.calibrate.out": {
        "en": "write the ratings into this level ratings file (others kept)",
        "pt": "grava os ratings neste arquivo de ratings dos níveis (os outros mantidos)",
    },
    "cli.help.calibrate.note": {
        "en": "a line for the provenance (why the budget is what it is)",
        "pt": "uma linha para a proveniência (por que o orçamento é o que é)",
    },
    "cli.help.calibrate.json": {
        "en": "print the entries as one JSON object on stdout",
        "pt": "imprime as entradas como um objeto JSON na saída padrão",
    },
    # warroom balance
    "cli.help.balance": {
        "en": "a balance report: self-play win rates per seat, colour, objective",
        "pt": "um relatório de equilíbrio: taxas de vitória em autojogo por assento, cor, objetivo",
    },
    "cli.help.balance.players": {"en": "number of seats", "pt": "número de assentos"},
    "cli.help.balance.agents": {
        "en": "comma-separated agent specs, cycled over the seats (default greedy)",
        "pt": "especificações de agentes separadas por vírgulas, repetidas pelos assentos (padrão greedy)",
    },
}

LAB_METAVAR_WORDS: Catalogue = {
    "cli.metavar.dice": {"en": "DICE", "pt": "DADOS"},
    "cli.metavar.card": {"en": "CARD", "pt": "CARTA"},
    "cli.metavar.army": {"en": "ARMY", "pt": "EXÉRCITO"},
    "cli.metavar.marker": {"en": "MARKER", "pt": "MARCADOR"},
    "cli.metavar.units": {"en": "UNITS", "pt": "UNIDADES"},
    "cli.metavar.wave": {"en": "N|match", "pt": "N|match"},
    "cli.metavar.sides": {"en": "A,D", "pt": "A,D"},
    "cli.metavar.level_n": {"en": "LEVEL=N", "pt": "NÍVEL=N"},
    # Options without a placeholder of their own: argparse's default, the option's name in capitals.
    "cli.metavar.attack": {"en": "ATTACK", "pt": "ATAQUE"},
    "cli.metavar.defend": {"en": "DEFEND", "pt": "DEFESA"},
    "cli.metavar.defence_dice": {"en": "DEFENCE_DICE", "pt": "DADOS_DEFESA"},
    "cli.metavar.stop_at": {"en": "STOP_AT", "pt": "PARAR_EM"},
    "cli.metavar.attack_policy": {"en": "ATTACK_POLICY", "pt": "POLÍTICA_ATAQUE"},
    "cli.metavar.defend_policy": {"en": "DEFEND_POLICY", "pt": "POLÍTICA_DEFESA"},
    "cli.metavar.attack_schools": {"en": "ATTACK_SCHOOLS", "pt": "ESCOLAS_ATAQUE"},
    "cli.metavar.defend_schools": {"en": "DEFEND_SCHOOLS", "pt": "ESCOLAS_DEFESA"},
    "cli.metavar.attack_victims": {"en": "ATTACK_VICTIMS", "pt": "VÍTIMAS_ATAQUE"},
    "cli.metavar.defend_victims": {"en": "DEFEND_VICTIMS", "pt": "VÍTIMAS_DEFESA"},
    "cli.metavar.attack_rifles": {"en": "ATTACK_RIFLES", "pt": "RIFLES_ATAQUE"},
    "cli.metavar.defend_rifles": {"en": "DEFEND_RIFLES", "pt": "RIFLES_DEFESA"},
    "cli.metavar.attack_piece": {"en": "ATTACK_PIECE", "pt": "PEÇA_ATAQUE"},
    "cli.metavar.attack_target": {"en": "ATTACK_TARGET", "pt": "ALVO_ATAQUE"},
    "cli.metavar.defend_piece": {"en": "DEFEND_PIECE", "pt": "PEÇA_DEFESA"},
    "cli.metavar.defend_target": {"en": "DEFEND_TARGET", "pt": "ALVO_DEFESA"},
    "cli.metavar.max_states": {"en": "MAX_STATES", "pt": "MÁX_ESTADOS"},
    "cli.metavar.samples": {"en": "SAMPLES", "pt": "AMOSTRAS"},
    "cli.metavar.max_games": {"en": "MAX_GAMES", "pt": "MÁX_JOGOS"},
    "cli.metavar.levels": {"en": "LEVELS", "pt": "NÍVEIS"},
    "cli.metavar.note": {"en": "NOTE", "pt": "NOTA"},
}

register_catalogue("cli.help.lab", LAB_HELP_WORDS)
register_catalogue("cli.metavar.lab", LAB_METAVAR_WORDS)
