"""The words every research report shares (``warroom balance``, ``tournament``, ``calibrate``, ``sim``):
columns, counted nouns and lines the reports word alike. Each report's own words stay in its catalogue
(cli/balance_words.py, cli/tournament_words.py, cli/sim_words.py)."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

REPORT_WORDS: Catalogue = {
    "report.defaults": {"en": "defaults", "pt": "padrões"},
    "report.table.seats": {"en": "wins by seat (turn order)", "pt": "vitórias por assento (ordem de jogo)"},
    "report.column.seat": {"en": "seat", "pt": "assento"},
    "report.column.seats": {"en": "seats", "pt": "assentos"},
    "report.column.player": {"en": "player", "pt": "jogador"},
    "report.column.agent": {"en": "agent", "pt": "agente"},
    "report.column.games": {"en": "games", "pt": "jogos"},
    "report.column.wins": {"en": "wins", "pt": "vitórias"},
    "report.column.draws": {"en": "draws", "pt": "empates"},
    "report.column.win": {"en": "win %", "pt": "vitória %"},
    "report.column.win_ci": {"en": "win % (95% CI)", "pt": "vitória % (IC 95%)"},
    "report.column.fair": {"en": "fair %", "pt": "justo %"},
    "report.reason": {"en": "{reason} {count}", "pt": "{reason} {count}"},
    "report.ended": {
        "en": "ended by: {reasons}; no winner {none}, draws {draws}",
        "pt": "terminados por: {reasons}; sem vencedor {none}, empates {draws}",
    },
    "report.noun.job": {"en": "job|jobs", "pt": "processo|processos"},
    "report.noun.game": {"en": "game played|games played", "pt": "jogo jogado|jogos jogados"},
    "report.charts": {"en": "charts written: {paths}", "pt": "gráficos escritos: {paths}"},
}

register_catalogue("cli.report", REPORT_WORDS)
