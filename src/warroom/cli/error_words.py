"""The words of the command line's refusals (``CliError``) in every language.

``warroom`` prints an error in the terminal's language (``--lang``, else ``$WARROOM_LANG``, else English:
cli/speech.py), the engine's own refusals (core/error_words.py) and these alike. Flags, ids and values
given stay as typed: they are the command line's words, not a person's.
"""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

CLI_ERROR_WORDS: Catalogue = {
    "cli.error.line": {"en": "warroom: error: {why}", "pt": "warroom: erro: {why}"},
    "cli.error.interrupted": {"en": "warroom: interrupted", "pt": "warroom: interrompido"},
    "cli.error.interrupted_out": {
        "en": "warroom: interrupted; the finished games are in {path} (--resume to continue)",
        "pt": "warroom: interrompido; os jogos terminados estão em {path} (--resume para continuar)",
    },
    "cli.error.cannot_load": {
        "en": "{path}: cannot load: {problem}",
        "pt": "{path}: não é possível carregar: {problem}",
    },
    # Numbers and counts (cli/common.py).
    "cli.error.between": {
        "en": "{flag} must be between {low} and {high}, not {value}",
        "pt": "{flag} deve estar entre {low} e {high}, não {value}",
    },
    "cli.error.between_why": {
        "en": "{flag} must be between {low} and {high} ({why}), not {value}",
        "pt": "{flag} deve estar entre {low} e {high} ({why}), não {value}",
    },
    "cli.error.jobs_why": {
        "en": "{per_core} a CPU core; this machine has {cores}",
        "pt": "{per_core} por núcleo de CPU; esta máquina tem {cores}",
    },
    "cli.error.diverged": {"en": "replay diverged: {why}", "pt": "a reprodução divergiu: {why}"},
    "cli.error.max_actions": {
        "en": "--max-actions must be at least 1, not {value}",
        "pt": "--max-actions deve ser pelo menos 1, não {value}",
    },
    "cli.error.option_form": {
        "en": "--option needs name=value, got {item}",
        "pt": "--option precisa de nome=valor, não {item}",
    },
    "cli.error.rounds_option": {
        "en": "--rounds sets the option '{name}', which {ruleset} does not have",
        "pt": "--rounds define a opção '{name}', que {ruleset} não tem",
    },
    "cli.error.rounds_disagree": {
        "en": "--rounds and --option {name}=... disagree; give one of them",
        "pt": "--rounds e --option {name}=... discordam; dê só um deles",
    },
    "cli.error.no_agents": {
        "en": "--agents needs at least one agent spec, e.g. --agents random,greedy",
        "pt": "--agents precisa de pelo menos um agente, p. ex. --agents random,greedy",
    },
    "cli.error.players_for": {
        "en": "--players must be between {low} and {high} for {ruleset}, not {value}",
        "pt": "--players deve estar entre {low} e {high} para {ruleset}, não {value}",
    },
    # warroom play (cli/play.py) and the commands beside it (cli/main.py).
    "cli.error.seats_given": {
        "en": "{count} --seat given for {players} players",
        "pt": "{count} --seat dados para {players} jogadores",
    },
    "cli.error.seat_form": {
        "en": "--seat must be human, ai or ai:SPEC, not {text}",
        "pt": "--seat deve ser human, ai ou ai:SPEC, não {text}",
    },
    "cli.error.nobody": {
        "en": "the game is not over but no one is to decide",
        "pt": "o jogo não acabou, mas ninguém tem de decidir",
    },
    "cli.error.continue_or_load": {
        "en": "give --continue or --load FILE, not both",
        "pt": "dê --continue ou --load FILE, não os dois",
    },
    "cli.error.no_autosave": {
        "en": "There is no saved game to continue in {folder}.",
        "pt": "Não há jogo salvo para continuar em {folder}.",
    },
    "cli.error.options_from_save": {
        "en": "options come from the save; drop --option/--rounds with --load",
        "pt": "as opções vêm do jogo salvo; tire --option/--rounds com --load",
    },
    "cli.error.save_ruleset": {
        "en": "{path} is a game of {ruleset}, not {wanted}",
        "pt": "{path} é um jogo de {ruleset}, não {wanted}",
    },
    "cli.error.save_players": {
        "en": "{path} has {players} players, not {wanted}",
        "pt": "{path} tem {players} jogadores, não {wanted}",
    },
    "cli.error.save_seed": {
        "en": "{path} was played with seed {seed}, not {wanted}",
        "pt": "{path} foi jogado com a semente {seed}, não {wanted}",
    },
    "cli.error.ruleset_or_load": {
        "en": "give a RULESET to play, or --load FILE",
        "pt": "dê um RULESET para jogar, ou --load FILE",
    },
    "cli.error.no_board": {
        "en": "ruleset {ruleset} has no board to show",
        "pt": "o jogo {ruleset} não tem tabuleiro para mostrar",
    },
    "cli.error.scenario_from_save": {
        "en": "the scenario comes from the save; drop --scenario with --load",
        "pt": "o cenário vem do jogo salvo; tire --scenario com --load",
    },
    "cli.error.scenario_disagree": {
        "en": "--scenario and --option scenario=... disagree; give one of them",
        "pt": "--scenario e --option scenario=... discordam; dê só um deles",
    },
    "cli.error.ai_processes": {
        "en": "--ai-processes must be between 1 and 64, not {value}",
        "pt": "--ai-processes deve estar entre 1 e 64, não {value}",
    },
    "cli.error.smtp": {"en": "--smtp must be HOST:PORT, not {value}", "pt": "--smtp deve ser HOST:PORT, não {value}"},
    # warroom odds (cli/odds.py).
    "cli.error.human_wave": {
        "en": "--human-wave takes a number of pieces or 'match', not {text}",
        "pt": "--human-wave recebe um número de peças ou 'match', não {text}",
    },
    "cli.error.pair": {
        "en": "{flag} takes one value per side, e.g. 1,1; got {text}",
        "pt": "{flag} recebe um valor por lado, p. ex. 1,1; não {text}",
    },
    "cli.error.against": {
        "en": "--against names the defence card: --deck and --seen are for a card drawn from the pile",
        "pt": "--against nomeia a carta de defesa: --deck e --seen são para uma carta tirada do monte",
    },
    "cli.error.seen": {
        "en": "--seen takes whole cards (red dice/yellow dice, e.g. 6,4,3/5,3,1), not {text}",
        "pt": "--seen recebe cartas inteiras (dados vermelhos/dados amarelos, p. ex. 6,4,3/5,3,1), não {text}",
    },
    "cli.error.hits": {
        "en": "--hits takes whole numbers, e.g. 2,1; got {text}",
        "pt": "--hits recebe números inteiros, p. ex. 2,1; não {text}",
    },
    "cli.error.army": {
        "en": "{flag} takes unit=count pairs, e.g. militia=4,armor=1; got {text}",
        "pt": "{flag} recebe pares unidade=quantidade, p. ex. militia=4,armor=1; não {text}",
    },
    "cli.error.spies": {
        "en": "--spies takes two whole numbers, e.g. 1,0; got {text}",
        "pt": "--spies recebe dois números inteiros, p. ex. 1,0; não {text}",
    },
    # warroom tournament and calibrate (cli/tournament.py, cli/calibrate.py).
    "cli.error.agents_seats": {
        "en": "{count} {agents} listed for {players} seats; list at most one agent per seat",
        "pt": "{count} {agents} para {players} assentos; dê no máximo um agente por assento",
    },
    "cli.error.noun.agents": {"en": "agents|agents", "pt": "agente|agentes"},
    "cli.error.address": {"en": "--address is for --backend ray", "pt": "--address é para --backend ray"},
    "cli.error.resume": {
        "en": "--resume needs --out FILE (the results file to continue)",
        "pt": "--resume precisa de --out FILE (o arquivo de resultados a continuar)",
    },
    "cli.error.games_for": {
        "en": "--games-for needs LEVEL=N with a whole number N, got {item}",
        "pt": "--games-for precisa de LEVEL=N com um número inteiro N, não {item}",
    },
    "cli.error.unserved": {
        "en": "{ruleset}: the server does not play {levels} (it plays {served})",
        "pt": "{ruleset}: o servidor não joga {levels} (ele joga {served})",
    },
}

register_catalogue("cli_errors", CLI_ERROR_WORDS)
