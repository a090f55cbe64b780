"""The words of ``warroom odds``'s report in every language: titles, labels, outcomes and the table's
columns. Unit ids and the figures stay as they are; ``--json`` is the same in every language."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

ODDS_WORDS: Catalogue = {
    "odds.line": {"en": "{title}: {what}", "pt": "{title}: {what}"},
    # The systems.
    "odds.system.war": {"en": "WAR dice", "pt": "Dados de WAR"},
    "odds.system.cards": {"en": "War Cards", "pt": "War Cards"},
    "odds.system.imperialism_basic": {
        "en": "War! Age of Imperialism, Basic",
        "pt": "War! Age of Imperialism, Básico",
    },
    "odds.system.imperialism_standard": {
        "en": "War! Age of Imperialism, Standard",
        "pt": "War! Age of Imperialism, Padrão",
    },
    "odds.system.imperialism_advanced": {
        "en": "War! Age of Imperialism, Advanced",
        "pt": "War! Age of Imperialism, Avançado",
    },
    "odds.system.ships": {"en": "Ship battle", "pt": "Batalha naval"},
    "odds.system.ww4": {"en": "World War IV", "pt": "World War IV"},
    # What is fought.
    "odds.what.war": {"en": "{attack} armies attack {defend}", "pt": "{attack} exércitos atacam {defend}"},
    "odds.what.cards": {
        "en": "red {attack} against yellow {defend}",
        "pt": "vermelho {attack} contra amarelo {defend}",
    },
    "odds.what.cards_pile": {
        "en": "red {attack} against a card from the pile",
        "pt": "vermelho {attack} contra uma carta do monte",
    },
    "odds.what.armies": {"en": "{attack} attack {defend}", "pt": "{attack} atacam {defend}"},
    "odds.what.natives": {"en": "{attack} attack natives: {defend}", "pt": "{attack} atacam nativos: {defend}"},
    "odds.what.ships": {"en": "{attack} ships attack {defend}", "pt": "{attack} navios atacam {defend}"},
    "odds.what.ww4": {"en": "{attack} invade {defend}", "pt": "{attack} invadem {defend}"},
    "odds.what.ww4_fort": {"en": "{attack} invade {defend} in a Fort", "pt": "{attack} invadem {defend} em um Forte"},
    "odds.nothing": {"en": "nothing", "pt": "nada"},
    # The summary.
    "odds.attacker_wins": {"en": "attacker wins", "pt": "atacante vence"},
    "odds.defender_wins": {"en": "defender wins", "pt": "defensor vence"},
    "odds.both_destroyed": {"en": "both destroyed", "pt": "ambos destruídos"},
    "odds.extra.attacker_retreats": {"en": "attacker retreats", "pt": "atacante recua"},
    "odds.extra.defender_retreats": {"en": "defender retreats", "pt": "defensor recua"},
    "odds.attacker_left": {"en": "attacker left", "pt": "atacante restante"},
    "odds.defender_left": {"en": "defender left", "pt": "defensor restante"},
    "odds.attacker_pairs": {"en": "attacker dice pairs won", "pt": "pares de dados ganhos pelo atacante"},
    "odds.defender_pairs": {"en": "defender dice pairs won", "pt": "pares de dados ganhos pelo defensor"},
    "odds.expected": {"en": "{what} (expected)", "pt": "{what} (valor esperado)"},
    "odds.rounds": {"en": "rounds (expected)", "pt": "rodadas (valor esperado)"},
    "odds.interval": {"en": "(95%: {low} to {high})", "pt": "(95%: {low} a {high})"},
    "odds.method": {"en": "method", "pt": "método"},
    "odds.method.exact": {"en": "exact", "pt": "exato"},
    "odds.method.monte-carlo": {"en": "monte-carlo", "pt": "Monte Carlo"},
    "odds.method_samples": {"en": "{method}, {samples} samples", "pt": "{method}, {samples} amostras"},
    "odds.note": {"en": "note: {note}", "pt": "nota: {note}"},
    # The table of end states.
    "odds.table": {"en": "likeliest end states", "pt": "estados finais mais prováveis"},
    "odds.column.outcome": {"en": "outcome", "pt": "desfecho"},
    "odds.column.probability": {"en": "probability", "pt": "probabilidade"},
    "odds.outcome.attacker": {"en": "attacker wins", "pt": "atacante vence"},
    "odds.outcome.defender": {"en": "defender holds", "pt": "defensor resiste"},
    "odds.outcome.both-destroyed": {"en": "both destroyed", "pt": "ambos destruídos"},
    "odds.outcome.attacker-retreated": {"en": "attacker retreats", "pt": "atacante recua"},
    "odds.outcome.defender-retreated": {"en": "defender retreats", "pt": "defensor recua"},
    "odds.more": {
        "en": "{count} more end states (--json lists them all)",
        "pt": "mais {count} estados finais (--json lista todos)",
    },
}

register_catalogue("cli.odds", ODDS_WORDS)
