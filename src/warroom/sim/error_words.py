"""The words of the simulators' refusals (``SimulationError``: ``warroom sim``, ``tournament``, ``balance``,
``calibrate``) in every language. Paths, flags, level names and the values given stay as they are."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

SIM_ERROR_WORDS: Catalogue = {
    "sim.error.games": {
        "en": "the number of games must be at least {low}, not {value}",
        "pt": "o número de jogos deve ser no mínimo {low}, não {value}",
    },
    "sim.error.jobs": {"en": "jobs must be at least 1, not {value}", "pt": "jobs deve ser no mínimo 1, não {value}"},
    "sim.error.backend": {
        "en": "unknown backend {backend} (known: {known})",
        "pt": "backend desconhecido {backend} (conhecidos: {known})",
    },
    "sim.error.ray": {
        "en": "the ray backend needs Ray: pip install 'warroom[ray]'",
        "pt": "o backend ray precisa do Ray: pip install 'warroom[ray]'",
    },
    "sim.error.matplotlib": {
        "en": "--plot needs matplotlib: pip install 'warroom[plot]'",
        "pt": "--plot precisa do matplotlib: pip install 'warroom[plot]'",
    },
    "sim.error.no_agents": {"en": "no agents given", "pt": "nenhum agente dado"},
    "sim.error.nobody": {
        "en": "the game is not over but no player is to decide",
        "pt": "o jogo não acabou, mas nenhum jogador tem de decidir",
    },
    # Calibration (sim/calibration.py).
    "sim.error.no_levels": {"en": "no levels to calibrate", "pt": "nenhum nível para calibrar"},
    "sim.error.level_twice": {
        "en": "a level is listed twice: {levels}",
        "pt": "um nível aparece duas vezes: {levels}",
    },
    "sim.error.level_unknown": {
        "en": "games for {level}: it is not one of the levels ({levels})",
        "pt": "jogos para {level}: não é um dos níveis ({levels})",
    },
    "sim.error.level_games": {
        "en": "games for {level} must be at least 0, not {value}",
        "pt": "os jogos para {level} devem ser no mínimo 0, não {value}",
    },
    # A tournament's results file (sim/tournament.py).
    "sim.error.results_line": {
        "en": "{path}: line {line} is not a results line: {reason}",
        "pt": "{path}: a linha {line} não é uma linha de resultados: {reason}",
    },
    "sim.error.results_header": {
        "en": "{path}: line {line} is a header without its parameters object",
        "pt": "{path}: a linha {line} é um cabeçalho sem o seu objeto de parâmetros",
    },
    "sim.error.results_game": {
        "en": "{path}: line {line} is not a finished game: {problem}",
        "pt": "{path}: a linha {line} não é um jogo terminado: {problem}",
    },
    "sim.error.missing_key": {"en": "no {key}", "pt": "falta {key}"},
    "sim.error.results_no_header": {
        "en": "{path} has no tournament header line; it is not a results file of warroom tournament",
        "pt": "{path} não tem a linha de cabeçalho de um torneio; não é um arquivo de resultados do warroom tournament",
    },
    "sim.error.results_more_games": {
        "en": "{path} holds a tournament of {count} games; resume it with --games {count} or more",
        "pt": "{path} tem um torneio de {count} jogos; continue-o com --games {count} ou mais",
    },
    "sim.error.results_other": {
        "en": "{path} holds another tournament (it differs in: {fields}); resume with the same parameters",
        "pt": "{path} tem outro torneio (difere em: {fields}); continue com os mesmos parâmetros",
    },
    "sim.error.results_seating": {
        "en": "{path}: line {line} does not seat game {game} as this tournament does",
        "pt": "{path}: a linha {line} não senta o jogo {game} como este torneio senta",
    },
    "sim.error.resume": {
        "en": "--resume needs the results file (--out FILE)",
        "pt": "--resume precisa do arquivo de resultados (--out FILE)",
    },
    "sim.error.out_directory": {
        "en": "{path} is a directory: --out names the results file",
        "pt": "{path} é uma pasta: --out nomeia o arquivo de resultados",
    },
    "sim.error.out_fifo": {
        "en": "{path} is a FIFO: --out names the results file",
        "pt": "{path} é um FIFO: --out nomeia o arquivo de resultados",
    },
    "sim.error.out_exists": {
        "en": "{path} already exists: --resume to continue it, or choose another file",
        "pt": "{path} já existe: --resume para continuá-lo, ou escolha outro arquivo",
    },
}

register_catalogue("sim_errors", SIM_ERROR_WORDS)
