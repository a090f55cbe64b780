"""PNG charts of a balance report (matplotlib, the ``plot`` extra, drawn with the Agg backend).

``balance_seats.png``, ``balance_colours.png`` and, in the WAR family, ``balance_objectives.png``:
each entry's win rate in the games one seat won (what the report's flags judge) with its 95% interval,
and the fair share ``1/players`` as a line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from warroom.core.text import Msg
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


def _chart(plt: Any, rows: list[dict[str, Any]], labels: list[str], title: str, fair: float, path: Path) -> None:
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
        label="win rate of decided games (95% CI)",
    )
    ax.axhline(fair, color="black", linewidth=0.8, label="fair share")
    ax.set_xticks(positions, labels, rotation=45 if len(rows) > 6 else 0, ha="right" if len(rows) > 6 else "center")
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate")
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_plots(summary: dict[str, Any], directory: str | Path) -> list[Path]:
    """Write the charts of ``summary`` (a balance report with ``parameters``) to ``directory``; return them."""
    plt = pyplot()
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    head = f"{summary['parameters']['ruleset']}: {summary['games']} games"
    fair = summary["fair_share"]
    charts = [
        ("balance_seats.png", summary["seats"], [f"seat {s['seat']}" for s in summary["seats"]], "by seat"),
        ("balance_colours.png", summary["colours"], [c["name"] for c in summary["colours"]], "by colour or nation"),
    ]
    if summary["objectives"]:
        names = [o["name"] for o in summary["objectives"]]
        charts.append(("balance_objectives.png", summary["objectives"], names, "by objective"))
    paths = []
    for name, rows, labels, what in charts:
        path = folder / name
        _chart(plt, rows, labels, f"{head}, wins {what}", fair, path)
        paths.append(path)
    return paths
