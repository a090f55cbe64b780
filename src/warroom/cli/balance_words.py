"""The words of ``warroom balance``'s report in every language: its heading, tables, columns and summary
lines. Ruleset ids, agent specs and option values stay as typed; seats, colours and nations, objectives
and the reasons a game ended are named as their game names them; ``--json`` is the same in every language."""

from __future__ import annotations

from warroom.cli import report_words as _shared  # noqa: F401  (registers the words the reports share)
from warroom.core.text import Catalogue, register_catalogue

BALANCE_WORDS: Catalogue = {
    "balance.progress": {"en": "{ruleset} balance", "pt": "equilíbrio de {ruleset}"},
    "balance.heading": {
        "en": "{ruleset} balance: {games} games, {seats} seats, agents {agents}, seed {seed} ({options})",
        "pt": "equilíbrio de {ruleset}: {games} jogos, {seats} assentos, agentes {agents}, semente {seed} ({options})",
    },
    "balance.table.colours": {"en": "wins by colour or nation", "pt": "vitórias por cor ou nação"},
    "balance.table.objectives": {"en": "wins by objective", "pt": "vitórias por objetivo"},
    "balance.table.reasons": {"en": "how games ended", "pt": "como os jogos terminaram"},
    "balance.column.colour": {"en": "colour", "pt": "cor"},
    "balance.column.objective": {"en": "objective", "pt": "objetivo"},
    "balance.column.reason": {"en": "reason", "pt": "motivo"},
    "balance.column.decided": {"en": "of decided % (95% CI)", "pt": "dos decididos % (IC 95%)"},
    "balance.column.share": {"en": "% (95% CI)", "pt": "% (IC 95%)"},
    "balance.column.income_start": {"en": "income at start (95% CI)", "pt": "renda no início (IC 95%)"},
    "balance.column.income_round": {"en": "income per round (95% CI)", "pt": "renda por rodada (IC 95%)"},
    "balance.column.end.spaces": {"en": "spaces at the end (95% CI)", "pt": "espaços no fim (IC 95%)"},
    "balance.column.end.cities": {"en": "Cities at the end (95% CI)", "pt": "Cidades no fim (IC 95%)"},
    "balance.unfair": {"en": "≠ fair", "pt": "≠ justo"},
    "balance.games_line": {
        "en": "won by one seat {won} ({won_rate}%, {won_ci}); draws {draws} ({draws_rate}%, {draws_ci}); "
        "no winner {none} ({none_rate}%, {none_ci})",
        "pt": "vencidos por um assento {won} ({won_rate}%, {won_ci}); empates {draws} ({draws_rate}%, {draws_ci}); "
        "sem vencedor {none} ({none_rate}%, {none_ci})",
    },
    "balance.stat.rounds": {
        "en": "rounds: mean {mean}, min {low}, max {high}",
        "pt": "rodadas: média {mean}, mín. {low}, máx. {high}",
    },
    "balance.stat.actions": {
        "en": "actions: mean {mean}, min {low}, max {high}",
        "pt": "ações: média {mean}, mín. {low}, máx. {high}",
    },
    "balance.flagged": {
        "en": "win rates of decided games whose interval excludes the fair share ({fair}%): {flagged}",
        "pt": "taxas de vitória dos jogos decididos cujo intervalo exclui a parte justa ({fair}%): {flagged}",
    },
    "balance.flag.seat": {"en": "seat {name}", "pt": "assento {name}"},
    "balance.flag.colour": {"en": "colour {name}", "pt": "cor {name}"},
    "balance.flag.objective": {"en": "objective {name}", "pt": "objetivo {name}"},
    "balance.none": {"en": "none", "pt": "nenhuma"},
    "balance.played": {
        "en": "{games} {game} in {seconds} s ({jobs} {job})",
        "pt": "{games} {game} em {seconds} s ({jobs} {job})",
    },
}

register_catalogue("cli.balance", BALANCE_WORDS)
