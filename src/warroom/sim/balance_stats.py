"""The figures of a balance report, with 95% intervals, from observed games (:mod:`warroom.sim.balance`).

* Rates (wins per seat, per colour or nation, per objective; draws; how games end) carry a Wilson
  score interval (:func:`warroom.battles.common.wilson95`). A draw (several seats share the end) is no
  seat's win; a game stopped by a limit has no winner.
* Means (rounds, actions, income, what a colour holds at the end) carry a normal interval of the mean
  (``mean95``).
* The fair share of a seat, a colour or an objective is ``1/players``; a colour's or an objective's
  rates are over the games it was in play. ``rate`` is wins over all those games; ``decided_rate`` is
  wins over the ones that a single seat won (no draw, no game without a winner). An entry is
  ``flagged`` when the interval of its ``decided_rate`` excludes the fair share, the one claim of
  imbalance these figures can back. Judging on decided games keeps draws from flagging every seat of
  a game that often ends shared (WW4's cold war); without draws the two rates are the same.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from warroom.battles.common import mean95, wilson95
from warroom.sim.balance import BalanceRecord


def rate(hits: int, games: int, label: str = "wins") -> dict[str, Any]:
    """``hits`` of ``games`` (under the key ``label``) as a rate with its Wilson 95% interval."""
    low, high = wilson95(hits, games)
    return {"games": games, label: hits, "rate": hits / games if games else 0.0, "ci95": [low, high]}


def win_share(wins: int, draws: int, games: int, decided: int, fair: float) -> dict[str, Any]:
    """An entry's wins of ``games`` and of the ``decided`` ones (won by one seat), with Wilson 95%
    intervals, and whether the decided interval excludes the ``fair`` share."""
    low, high = wilson95(wins, decided)
    return {
        **rate(wins, games),
        "draws": draws,
        "decided": decided,
        "decided_rate": wins / decided if decided else 0.0,
        "decided_ci95": [low, high],
        "fair_share": fair,
        "flagged": decided > 0 and not low <= fair <= high,
    }


def mean(values: Sequence[float]) -> dict[str, Any]:
    """The mean of ``values`` with its normal 95% interval (None throughout when there are none).

    Every figure of the report (rounds, actions, income, what a seat holds) is a count or an amount, never
    below zero, so the interval stops at zero: over a few games a normal interval of a mean near zero would
    reach below it (a nation's spaces at the end "2.2 (-2.1-6.4)")."""
    if not values:
        return {"mean": None, "ci95": None, "min": None, "max": None}
    low, high = mean95(values)
    return {"mean": sum(values) / len(values), "ci95": [max(low, 0.0), high], "min": min(values), "max": max(values)}


def _by_key(records: Sequence[BalanceRecord], keys: Sequence[tuple[str | None, ...]], fair: float) -> list[Any]:
    """Wins per key (a colour, an objective) over the games where a seat held it, sorted by key."""
    games: Counter[str] = Counter()
    decided: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    draws: Counter[str] = Counter()
    for record, row in zip(records, keys, strict=True):
        for seat, key in enumerate(row):
            if key is None:
                continue
            games[key] += 1
            if record.winner is not None:
                decided[key] += 1
            if record.winner == seat:
                wins[key] += 1
            elif record.draw and seat in record.winners:
                draws[key] += 1
    return [{"name": key, **win_share(wins[key], draws[key], games[key], decided[key], fair)} for key in sorted(games)]


def _income(records: Sequence[BalanceRecord]) -> dict[str, dict[str, Any]]:
    start: defaultdict[str, list[float]] = defaultdict(list)
    per_round: defaultdict[str, list[float]] = defaultdict(list)
    for record in records:
        for seat, name in enumerate(record.names):
            start[name].append(float(record.income_start[seat]))
            per_round[name].append(record.income_mean[seat])
    return {name: {"start": mean(start[name]), "per_round": mean(per_round[name])} for name in sorted(start)}


def _at_end(records: Sequence[BalanceRecord]) -> dict[str, dict[str, Any]]:
    """Per colour or nation, the mean of each figure of its seat's standing at the end (``end``: spaces
    held, World War IV's Cities...), over the games whose records have it."""
    figures: defaultdict[str, defaultdict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for record in records:
        for name, standing in zip(record.names, record.end, strict=False):
            for key, value in standing.items():
                figures[name][key].append(float(value))
    return {name: {key: mean(values) for key, values in sorted(by_key.items())} for name, by_key in figures.items()}


def balance_summary(records: Sequence[BalanceRecord], players: int) -> dict[str, Any]:
    """The balance report of ``records`` (games of ``players`` seats) as a JSON-friendly dict.

    Keys: ``games``, ``players``, ``fair_share``; ``seats`` (per seat: wins, draws, rate and interval
    over all games and over the decided ones, flag); ``colours`` (the same per colour or nation, with
    its ``income`` at the start and per round, and ``end``: the mean of each figure of its standing when
    the game ended, such as ``spaces`` and World War IV's ``cities``); ``objectives`` (per objective id,
    WAR family; an empty list elsewhere); ``decided``, ``draws`` and ``no_winner`` (rates of games);
    ``reasons`` (per end reason, the share of games); ``rounds`` and ``actions`` (mean, interval, min,
    max); ``flagged`` (one line per seat, colour or objective whose decided interval excludes the fair
    share).
    """
    games = len(records)
    fair = 1.0 / players
    decided = sum(1 for r in records if r.winner is not None)
    seats = []
    for seat in range(players):
        wins = sum(1 for r in records if r.winner == seat)
        draws = sum(1 for r in records if r.draw and seat in r.winners)
        seats.append({"seat": seat, **win_share(wins, draws, games, decided, fair)})
    colours = _by_key(records, [r.names for r in records], fair)
    income, end = _income(records), _at_end(records)
    for entry in colours:
        entry["income"] = income[entry["name"]]
        entry["end"] = end.get(entry["name"], {})
    objectives = _by_key(records, [r.objectives for r in records], fair)
    reasons = Counter(r.reason for r in records)
    flagged = [f"seat {s['seat']}" for s in seats if s["flagged"]]
    flagged += [f"colour {c['name']}" for c in colours if c["flagged"]]
    flagged += [f"objective {o['name']}" for o in objectives if o["flagged"]]
    return {
        "games": games,
        "players": players,
        "fair_share": fair,
        "seats": seats,
        "colours": colours,
        "objectives": objectives,
        "decided": rate(decided, games, label="count"),
        "draws": rate(sum(1 for r in records if r.draw), games, label="count"),
        "no_winner": rate(sum(1 for r in records if not r.winners), games, label="count"),
        "reasons": [{"reason": reason, **rate(n, games, label="count")} for reason, n in sorted(reasons.items())],
        "rounds": mean([r.rounds for r in records]),
        "actions": mean([r.actions for r in records]),
        "flagged": flagged,
    }
