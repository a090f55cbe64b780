"""The words of ``warroom tournament``'s and ``warroom calibrate``'s reports in every language: headings,
tables, columns and summary lines. Ruleset ids, agent specs, level names and option values stay as typed;
seats are named as their game names them, end reasons in its words; ``--json`` is the same in every
language."""

from __future__ import annotations

from warroom.cli import report_words as _shared  # noqa: F401  (registers the words the reports share)
from warroom.core.text import Catalogue, register_catalogue

TOURNAMENT_WORDS: Catalogue = {
    "tournament.progress": {"en": "{ruleset} tournament", "pt": "torneio de {ruleset}"},
    "tournament.heading": {
        "en": "{ruleset} tournament: {games} games, {seats} seats, seed {seed} ({options})",
        "pt": "torneio de {ruleset}: {games} jogos, {seats} assentos, semente {seed} ({options})",
    },
    "tournament.heading_incomplete": {
        "en": "{ruleset} tournament: {games} games, {seats} seats, seed {seed} ({options}) — incomplete: {games} of "
        "{total} games",
        "pt": "torneio de {ruleset}: {games} jogos, {seats} assentos, semente {seed} ({options}) — incompleto: {games} "
        "de {total} jogos",
    },
    "tournament.table.agents": {"en": "agents", "pt": "agentes"},
    "tournament.column.score": {"en": "score", "pt": "pontos"},
    "tournament.column.rating": {"en": "rating (95% CI)", "pt": "pontuação (IC 95%)"},
    "tournament.column.ci": {"en": "95% CI", "pt": "IC 95%"},
    "tournament.stat.rounds": {
        "en": "rounds: mean {mean}, median {median}, min {low}, max {high}",
        "pt": "rodadas: média {mean}, mediana {median}, mín. {low}, máx. {high}",
    },
    "tournament.stat.actions": {
        "en": "actions: mean {mean}, median {median}, min {low}, max {high}",
        "pt": "ações: média {mean}, mediana {median}, mín. {low}, máx. {high}",
    },
    "tournament.played": {
        "en": "{played} {game} in {seconds} s ({backend}, {jobs} {job})",
        "pt": "{played} {game} em {seconds} s ({backend}, {jobs} {job})",
    },
    "tournament.played_resumed": {
        "en": "{played} {game} in {seconds} s ({backend}, {jobs} {job}), {resumed} resumed from the results file",
        "pt": "{played} {game} em {seconds} s ({backend}, {jobs} {job}), {resumed} retomados do arquivo de resultados",
    },
    # warroom calibrate
    "calibrate.progress": {"en": "{ruleset} calibration", "pt": "calibração de {ruleset}"},
    "calibrate.heading": {
        "en": "{ruleset}: {games} games, {seats} seats, {seconds} s",
        "pt": "{ruleset}: {games} jogos, {seats} assentos, {seconds} s",
    },
    "calibrate.column.level": {"en": "level", "pt": "nível"},
    "calibrate.column.rating": {"en": "rating", "pt": "pontuação"},
}

register_catalogue("cli.tournament", TOURNAMENT_WORDS)
