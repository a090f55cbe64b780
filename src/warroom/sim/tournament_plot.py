"""PNG charts of a tournament (matplotlib, the ``plot`` extra, drawn with the Agg backend).

``win_rates.png``: each agent's win rate with its 95% interval (and its fair share as a tick);
``game_length.png``: a histogram of game lengths in rounds; ``ratings.png``: ratings with intervals.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from warroom.core.text import Msg, render
from warroom.sim.balance_plot import pyplot

#: The files :func:`write_plots` writes.
PLOT_FILES = ("win_rates.png", "game_length.png", "ratings.png")


def write_plots(summary: dict[str, Any], rounds: Sequence[int], directory: str | Path, lang: str = "en") -> list[Path]:
    """Write the three charts of ``summary`` (from ``tournament_summary``) to ``directory`` in ``lang``; return
    their paths."""
    plt = pyplot()

    def say(key: str, **params: Any) -> str:
        return render(Msg(key, **params), lang)

    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    agents = summary["agents"]
    names = [a["name"] for a in agents]
    positions = list(range(len(agents)))
    title = say("plot.head", ruleset=summary["parameters"]["ruleset"], games=summary["games"])
    paths = []

    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    rates = [a["win_rate"] for a in agents]
    errors = [
        [r - a["ci95"][0] for r, a in zip(rates, agents, strict=True)],
        [a["ci95"][1] - r for r, a in zip(rates, agents, strict=True)],
    ]
    ax.bar(positions, rates, yerr=errors, capsize=6, color="tab:blue", alpha=0.8, label=say("plot.win_rate_ci"))
    ax.scatter(positions, [a["fair_share"] for a in agents], marker="_", s=600, color="black", label=say("plot.fair"))
    ax.set_xticks(positions, names)
    ax.set_ylim(0, 1)
    ax.set_ylabel(say("plot.win_rate"))
    ax.set_title(title)
    ax.legend()
    paths.append(folder / PLOT_FILES[0])
    fig.tight_layout()
    fig.savefig(paths[-1], dpi=100)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    if rounds:
        bins = min(30, max(1, max(rounds) - min(rounds) + 1))
        ax.hist(rounds, bins=bins, color="tab:green", alpha=0.8)
    ax.set_xlabel(say("plot.rounds"))
    ax.set_ylabel(say("plot.games"))
    ax.set_title(say("plot.length", title=title))
    paths.append(folder / PLOT_FILES[1])
    fig.tight_layout()
    fig.savefig(paths[-1], dpi=100)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    ratings = [a["rating"] for a in agents]
    errors = [
        [r - a["rating_ci95"][0] for r, a in zip(ratings, agents, strict=True)],
        [a["rating_ci95"][1] - r for r, a in zip(ratings, agents, strict=True)],
    ]
    ax.errorbar(positions, ratings, yerr=errors, fmt="o", capsize=6, color="tab:red")
    ax.axhline(1500, color="grey", linewidth=0.8)
    ax.set_xticks(positions, names)
    ax.set_xlim(-0.5, len(agents) - 0.5)
    ax.set_ylabel(say("plot.rating"))
    ax.set_title(say("plot.ratings", title=title))
    paths.append(folder / PLOT_FILES[2])
    fig.tight_layout()
    fig.savefig(paths[-1], dpi=100)
    plt.close(fig)
    return paths
