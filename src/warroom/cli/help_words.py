"""The words of ``warroom --help`` in every language: what each command and option is for, and the
placeholders of its values (``RULESET``, ``FILE``), for the commands that play and serve. The research
commands' words (odds, tournament, calibrate, balance) are in :mod:`warroom.cli.help_words_lab`;
argparse's own words (usage, headings, its errors) in :mod:`warroom.cli.parser`.

A help text is plain text: a ``%`` in it is a percent sign (cli/parser.py escapes it for argparse)."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

HELP_WORDS: Catalogue = {
    "cli.help.description": {
        "en": "An engine, table and laboratory for territorial war board games.",
        "pt": "Motor, mesa e laboratório para jogos de tabuleiro de guerra territorial.",
    },
    "cli.help.version": {"en": "show program's version number and exit", "pt": "mostra a versão do programa e sai"},
    # Options several commands share.
    "cli.help.lang": {
        "en": "language (default: $WARROOM_LANG, else en)",
        "pt": "idioma (padrão: $WARROOM_LANG, senão en)",
    },
    "cli.help.lang_all": {
        "en": "language of the help and of the command (default: $WARROOM_LANG, else en)",
        "pt": "idioma da ajuda e do comando (padrão: $WARROOM_LANG, senão en)",
    },
    "cli.help.players": {
        "en": "number of players (default: the ruleset's minimum)",
        "pt": "número de jogadores (padrão: o mínimo das regras)",
    },
    "cli.help.games": {"en": "number of games (default {default})", "pt": "número de jogos (padrão {default})"},
    "cli.help.batch_seed": {"en": "batch seed (default 0)", "pt": "semente do lote (padrão 0)"},
    "cli.help.rounds": {
        "en": "round limit (the option round_limit; turns in War! Age of Imperialism)",
        "pt": "limite de rodadas (a opção round_limit; turnos em War! Age of Imperialism)",
    },
    "cli.help.option": {
        "en": "set a ruleset option (repeatable)",
        "pt": "define uma opção das regras (pode repetir)",
    },
    "cli.help.scenario": {
        "en": "start from a historical scenario (the option scenario, e.g. 1886)",
        "pt": "começa de um cenário histórico (a opção scenario, p. ex. 1886)",
    },
    "cli.help.jobs": {"en": "worker processes (default 1)", "pt": "processos de trabalho (padrão 1)"},
    "cli.help.json": {
        "en": "print one JSON object on stdout",
        "pt": "imprime um objeto JSON na saída padrão",
    },
    "cli.help.max_actions": {
        "en": "stop a game after this many actions (no winner)",
        "pt": "para um jogo depois de tantas ações (sem vencedor)",
    },
    "cli.help.plot": {
        "en": "write PNG charts there (needs warroom[plot])",
        "pt": "grava gráficos PNG nessa pasta (requer warroom[plot])",
    },
    # warroom rulesets
    "cli.help.rulesets": {
        "en": "list the installed rulesets, or one ruleset's options",
        "pt": "lista os conjuntos de regras instalados, ou as opções de um deles",
    },
    "cli.help.rulesets.options": {
        "en": "list the options of ruleset ID",
        "pt": "lista as opções do conjunto de regras ID",
    },
    # warroom board
    "cli.help.board": {
        "en": "check a board file, or show a ruleset's board",
        "pt": "verifica um arquivo de tabuleiro, ou mostra o tabuleiro de um conjunto de regras",
    },
    "cli.help.board.check": {"en": "validate a board file", "pt": "valida um arquivo de tabuleiro"},
    "cli.help.board.show": {
        "en": "print a ruleset's board as a table",
        "pt": "imprime o tabuleiro de um conjunto de regras como tabela",
    },
    "cli.help.board.lang": {
        "en": "language of the names (default en)",
        "pt": "idioma dos nomes (padrão en)",
    },
    # warroom sim, replay
    "cli.help.sim": {
        "en": "simulate many games between computer players",
        "pt": "simula muitos jogos entre jogadores do computador",
    },
    "cli.help.sim.agents": {
        "en": "comma-separated agent specs, cycled over the seats (default: greedy where the ruleset has it, else "
        "random; random players rarely finish a game without --rounds)",
        "pt": "especificações de agentes separadas por vírgulas, repetidas pelos assentos (padrão: greedy onde as "
        "regras o têm, senão random; jogadores random raramente terminam um jogo sem --rounds)",
    },
    "cli.help.sim.json": {
        "en": "print one JSON object (games and summary) on stdout",
        "pt": "imprime um objeto JSON (jogos e resumo) na saída padrão",
    },
    "cli.help.sim.save_dir": {"en": "save every game there", "pt": "salva cada jogo nessa pasta"},
    "cli.help.replay": {
        "en": "load a save by replaying it and print what it holds",
        "pt": "carrega um jogo salvo refazendo-o e imprime o que ele contém",
    },
    "cli.help.replay.verify": {
        "en": "check the dice and final state; fail at the first divergence",
        "pt": "confere os dados e o estado final; falha na primeira divergência",
    },
    "cli.help.replay.moves": {"en": "list every action", "pt": "lista cada ação"},
    # warroom play
    "cli.help.play": {
        "en": "play in the terminal, against the computer or hotseat",
        "pt": "joga no terminal, contra o computador ou revezando o teclado",
    },
    "cli.help.play.description": {
        "en": "Play in the terminal, against the computer or hotseat. While playing, type the number of a choice "
        "or words from it (tab completes space names), or a command: save FILE, board or view (the whole board), "
        "log (all that happened since your last decision), back (up one list), undo (take back your last action "
        "while your turn lasts and no die, card or secret came out; on in every game played here, --option "
        "undo=off turns it off), help, quit.",
        "pt": "Jogue no terminal, contra o computador ou revezando o teclado. Durante o jogo, digite o número de "
        "uma escolha ou palavras dela (tab completa nomes de espaços), ou um comando: save ARQUIVO, board ou "
        "view (o tabuleiro inteiro), log (tudo o que aconteceu desde a sua última decisão), back (volta uma "
        "lista), undo (desfaz a sua última ação enquanto dura o seu turno e nenhum dado, carta ou segredo foi "
        "revelado; ligado em todo jogo jogado aqui, --option undo=off o desliga), help, quit.",
    },
    "cli.help.play.ruleset": {
        "en": "ruleset id (optional with --load)",
        "pt": "id das regras (opcional com --load)",
    },
    "cli.help.play.seat": {
        "en": "who plays each seat, in order (repeatable; default one human, the rest ai): human (a person at this "
        "terminal; two or more share it hotseat), ai (the ruleset's best computer player: greedy where the "
        "ruleset has one, else random), or ai:SPEC with SPEC a computer player or level: random, greedy, easy, "
        "normal, hard, plans, mcts (and greedy-cards in War Cards); e.g. --seat human --seat ai:hard",
        "pt": "quem joga cada assento, em ordem (pode repetir; padrão um humano, o resto ai): human (uma pessoa "
        "neste terminal; duas ou mais revezam o teclado), ai (o melhor jogador do computador das regras: "
        "greedy onde as regras o têm, senão random), ou ai:ESPEC com ESPEC um jogador do computador ou nível: "
        "random, greedy, easy, normal, hard, plans, mcts (e greedy-cards em War Cards); p. ex. --seat human "
        "--seat ai:hard",
    },
    "cli.help.play.seed": {
        "en": "game seed (default: chosen at random and printed)",
        "pt": "semente do jogo (padrão: sorteada e impressa)",
    },
    "cli.help.play.load": {
        "en": "resume a saved game (its seats too, unless --seat is given)",
        "pt": "retoma um jogo salvo (seus assentos também, a menos que --seat seja dado)",
    },
    "cli.help.play.continue": {
        "en": "resume the last game autosaved (to $WARROOM_SAVE_DIR, else ~/.local/share/warroom/saves)",
        "pt": "retoma o último jogo salvo automaticamente (em $WARROOM_SAVE_DIR, senão ~/.local/share/warroom/saves)",
    },
    "cli.help.play.screen": {
        "en": "compact: a status and short lists of choices that fit 80x24, the board on request; full: the whole "
        "board at every decision; auto (default): compact at a terminal, full when piped",
        "pt": "compact: um resumo e listas curtas de escolhas que cabem em 80x24, o tabuleiro quando pedido; full: "
        "o tabuleiro inteiro a cada decisão; auto (padrão): compact num terminal, full quando redirecionado",
    },
    "cli.help.play.lang": {
        "en": "language of the table: en or pt (default: $WARROOM_LANG, else en)",
        "pt": "idioma da mesa: en ou pt (padrão: $WARROOM_LANG, senão en)",
    },
    # warroom serve
    "cli.help.serve": {
        "en": "run the game server: play in the browser, games stored in a database",
        "pt": "roda o servidor de jogos: jogue no navegador, jogos guardados num banco de dados",
    },
    "cli.help.serve.host": {
        "en": "address to listen on (default 127.0.0.1)",
        "pt": "endereço em que escutar (padrão 127.0.0.1)",
    },
    "cli.help.serve.port": {"en": "port to listen on (default 8000)", "pt": "porta em que escutar (padrão 8000)"},
    "cli.help.serve.db": {
        "en": "database URL: a SQLite file (default sqlite:///warroom.db) or postgresql://user:pass@host/db",
        "pt": "URL do banco de dados: um arquivo SQLite (padrão sqlite:///warroom.db) ou "
        "postgresql://usuario:senha@host/banco",
    },
    "cli.help.serve.ai_processes": {
        "en": "worker processes in which computer players think (default: one a core), plus one for people's games",
        "pt": "processos em que os jogadores do computador pensam (padrão: um por núcleo), mais um para os jogos "
        "das pessoas",
    },
    "cli.help.serve.smtp": {
        "en": "an SMTP relay for 'your turn' e-mails (none: no e-mail)",
        "pt": "um servidor SMTP para os e-mails de 'sua vez' (nenhum: sem e-mail)",
    },
    "cli.help.serve.mail_from": {
        "en": "the sender of those e-mails (default warroom@HOST)",
        "pt": "o remetente desses e-mails (padrão warroom@HOST)",
    },
    "cli.help.serve.games_per_client": {
        "en": "new games one address may create an hour (default {default}; a club behind one address, or a test "
        "run, may need more)",
        "pt": "jogos novos que um endereço pode criar por hora (padrão {default}; um clube atrás de um endereço, "
        "ou um teste, pode precisar de mais)",
    },
}

#: The kinds of value argparse names when one does not convert ("invalid int value: 'x'").
TYPE_WORDS: Catalogue = {
    "cli.type.int": {"en": "int", "pt": "inteiro"},
    "cli.type.float": {"en": "float", "pt": "decimal"},
}

#: The placeholders of values in usage lines and help (``--games GAMES``): the English is what argparse
#: would write by itself (the option's name in capitals), so that English help reads as it always did.
METAVAR_WORDS: Catalogue = {
    "cli.metavar.command": {"en": "COMMAND", "pt": "COMANDO"},
    "cli.metavar.action": {"en": "ACTION", "pt": "AÇÃO"},
    "cli.metavar.system": {"en": "SYSTEM", "pt": "SISTEMA"},
    "cli.metavar.ruleset": {"en": "RULESET", "pt": "REGRAS"},
    "cli.metavar.file": {"en": "FILE", "pt": "ARQUIVO"},
    "cli.metavar.dir": {"en": "DIR", "pt": "PASTA"},
    "cli.metavar.id": {"en": "ID", "pt": "ID"},
    "cli.metavar.name": {"en": "NAME", "pt": "NOME"},
    "cli.metavar.name_value": {"en": "NAME=VALUE", "pt": "NOME=VALOR"},
    "cli.metavar.seat": {"en": "human|ai|ai:SPEC", "pt": "human|ai|ai:ESPEC"},
    "cli.metavar.host_port": {"en": "HOST:PORT", "pt": "HOST:PORTA"},
    "cli.metavar.address": {"en": "ADDRESS", "pt": "ENDEREÇO"},
    "cli.metavar.n": {"en": "N", "pt": "N"},
    # Options without a placeholder of their own: argparse's default, the option's name in capitals.
    "cli.metavar.players": {"en": "PLAYERS", "pt": "JOGADORES"},
    "cli.metavar.games": {"en": "GAMES", "pt": "JOGOS"},
    "cli.metavar.seed": {"en": "SEED", "pt": "SEMENTE"},
    "cli.metavar.agents": {"en": "AGENTS", "pt": "AGENTES"},
    "cli.metavar.rounds": {"en": "ROUNDS", "pt": "RODADAS"},
    "cli.metavar.jobs": {"en": "JOBS", "pt": "PROCESSOS"},
    "cli.metavar.max_actions": {"en": "MAX_ACTIONS", "pt": "MÁX_AÇÕES"},
    "cli.metavar.lang": {"en": "LANG", "pt": "IDIOMA"},
    "cli.metavar.host": {"en": "HOST", "pt": "HOST"},
    "cli.metavar.port": {"en": "PORT", "pt": "PORTA"},
    "cli.metavar.db": {"en": "DB", "pt": "BANCO"},
}

register_catalogue("cli.help", HELP_WORDS)
register_catalogue("cli.metavar", METAVAR_WORDS)
register_catalogue("cli.type", TYPE_WORDS)
