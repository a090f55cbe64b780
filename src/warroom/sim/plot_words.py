"""The words of the balance and tournament charts (``--plot``) in every language: titles, axes and legends.
Agent specs and ruleset ids stay as typed; colours, nations and objectives come named by the caller."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

PLOT_WORDS: Catalogue = {
    "plot.head": {"en": "{ruleset}: {games} games", "pt": "{ruleset}: {games} jogos"},
    "plot.wins_by": {"en": "{head}, wins {what}", "pt": "{head}, vitórias {what}"},
    "plot.by_seat": {"en": "by seat", "pt": "por assento"},
    "plot.by_colour": {"en": "by colour or nation", "pt": "por cor ou nação"},
    "plot.by_objective": {"en": "by objective", "pt": "por objetivo"},
    "plot.seat": {"en": "seat {seat}", "pt": "assento {seat}"},
    "plot.decided_rate": {
        "en": "win rate of decided games (95% CI)",
        "pt": "taxa de vitória dos jogos decididos (IC 95%)",
    },
    "plot.fair": {"en": "fair share", "pt": "parte justa"},
    "plot.win_rate": {"en": "win rate", "pt": "taxa de vitória"},
    "plot.win_rate_ci": {"en": "win rate (95% CI)", "pt": "taxa de vitória (IC 95%)"},
    "plot.rounds": {"en": "rounds", "pt": "rodadas"},
    "plot.games": {"en": "games", "pt": "jogos"},
    "plot.length": {"en": "{title}: game length", "pt": "{title}: duração dos jogos"},
    "plot.rating": {"en": "rating (Elo scale, mean 1500)", "pt": "pontuação (escala Elo, média 1500)"},
    "plot.ratings": {
        "en": "{title}: Bradley-Terry ratings (95% CI)",
        "pt": "{title}: pontuações de Bradley-Terry (IC 95%)",
    },
}

register_catalogue("sim.plots", PLOT_WORDS)
