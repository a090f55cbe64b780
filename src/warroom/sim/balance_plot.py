"""PNG charts of a balance report (matplotlib, the ``plot`` extra, drawn with the Agg backend).

``balance_seats.png``, ``balance_colours.png`` and, in the WAR family, ``balance_objectives.png``:
each entry's win rate in the games one seat won (what the report's flags judge) with its 95% interval,
and the fair share ``1/players`` as a line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.core.text import Msg, render
from warroom.sim import plot_words as _words  # noqa: F401  (registers the charts' words)
from warroom.sim.runner import SimulationError


def pyplot() -> Any:
    """matplotlib's pyplot on the Agg backend; a SimulationError saying how to install it if missing."""
    try:
        import matplotlib
    except ImportError as exc:
        raise SimulationError(Msg("sim.error.matplotlib")) from exc
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _chart(
    plt: Any, rows: list[dict[str, Any]], labels: list[str], title: str, fair: float, path: Path, lang: str
) -> None:
    rates = [row["decided_rate"] for row in rows]
    # max(0, ...): at a rate of 0 or 1 the interval's end can sit a rounding error inside the rate.
    errors = [
        [max(0.0, r - row["decided_ci95"][0]) for r, row in zip(rates, rows, strict=True)],
        [max(0.0, row["decided_ci95"][1] - r) for r, row in zip(rates, rows, strict=True)],
    ]
    positions = list(range(len(rows)))
    fig, ax = plt.subplots(figsize=(max(6.4, 0.5 * len(rows)), 4.0))
    ax.bar(
        positions,
        rates,
        yerr=errors,
        capsize=4,
        color="tab:blue",
        alpha=0.8,
        label=render(Msg("plot.decided_rate"), lang),
    )
    ax.axhline(fair, color="black", linewidth=0.8, label=render(Msg("plot.fair"), lang))
    ax.set_xticks(positions, labels, rotation=45 if len(rows) > 6 else 0, ha="right" if len(rows) > 6 else "center")
    ax.set_ylim(0, 1)
    ax.set_ylabel(render(Msg("plot.win_rate"), lang))
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_plots(
    summary: dict[str, Any],
    directory: str | Path,
    lang: str = "en",
    colour_name: Callable[[str], str] = str,
    objective_name: Callable[[str], str] = str,
) -> list[Path]:
    """Write the charts of ``summary`` (a balance report with ``parameters``) to ``directory`` in ``lang``, a
    colour or nation labelled ``colour_name(recorded name)``, an objective ``objective_name(id)``; return them."""
    plt = pyplot()
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    head = Msg("plot.head", ruleset=summary["parameters"]["ruleset"], games=summary["games"])
    fair = summary["fair_share"]
    seats = [render(Msg("plot.seat", seat=s["seat"]), lang) for s in summary["seats"]]
    charts = [
        ("balance_seats.png", summary["seats"], seats, "plot.by_seat"),
        (
            "balance_colours.png",
            summary["colours"],
            [colour_name(c["name"]) for c in summary["colours"]],
            "plot.by_colour",
        ),
    ]
    if summary["objectives"]:
        names = [objective_name(o["name"]) for o in summary["objectives"]]
        charts.append(("balance_objectives.png", summary["objectives"], names, "plot.by_objective"))
    paths = []
    for file, rows, labels, what in charts:
        path = folder / file
        _chart(plt, rows, labels, render(Msg("plot.wins_by", head=head, what=Msg(what)), lang), fair, path, lang)
        paths.append(path)
    return paths
