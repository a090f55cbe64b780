"""What every battle module shares: the dice-roller interface, the odds report, two-dice tables,
the absorbing-chain solver used by the systems whose rolls can tie, and Monte Carlo helpers.

A battle module gives two things for one combat system: ``resolve(dice, ...)``, which fights one
battle with a roller (the game's :class:`~warroom.core.dice.Dice`, a
:class:`~warroom.core.dice.ScriptedDice` for a rulebook example, or :class:`RandomRoller` for fast
sampling), and ``odds(...)``, which gives the exact distribution of the battle's end states as an
:class:`Odds`. Both read the same rule functions, so a battle fought in a game and the calculator
cannot disagree.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, Protocol, TypeVar

from warroom.battles import error_words as _words  # noqa: F401  (registers the messages below)
from warroom.battles import note_words as _notes  # noqa: F401  (and the notes)
from warroom.core.errors import WarroomError
from warroom.core.text import Msg, Number, Param, render

S = TypeVar("S", bound=Hashable)
T = TypeVar("T")

#: Outcomes of a battle, as recorded in an :class:`EndState`.
ATTACKER = "attacker"  # the defender is gone: the attacker takes the territory, region or sea
DEFENDER = "defender"  # the attacker is gone or stopped: the defender holds
BOTH = "both-destroyed"  # nobody is left (ship battles only)
ATTACKER_RETREATED = "attacker-retreated"  # the attacker withdrew (Advanced rules): the defender holds
DEFENDER_RETREATED = "defender-retreated"  # the defender withdrew (Advanced rules): the attacker takes it
OUTCOMES = (ATTACKER, DEFENDER, BOTH, ATTACKER_RETREATED, DEFENDER_RETREATED)

Method = Literal["exact", "monte-carlo"]

#: Default number of battles sampled where the exact calculation would be too large (about +-1 point
#: at even odds, 95%).
DEFAULT_SAMPLES = 10_000
#: The most battles one estimate may sample (100,000 of 200 against 200 pieces under the Advanced rules
#: take some 3 minutes).
MAX_SAMPLES = 100_000
#: The most states (or pairs of armies) an exact calculation may be allowed: ``max_states`` past it would
#: let one calculation take gigabytes.
MAX_STATES = 4_000_000
#: Default limit on the number of battle states the exact calculation may visit.
DEFAULT_MAX_STATES = 200_000
#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


class BattleError(WarroomError):
    """A battle that cannot be fought as given: a negative count, an unknown unit, no one to fight."""


class TooManyStates(Exception):
    """Raised inside a calculation whose state space outgrew its limit (the caller samples instead)."""


class Roller(Protocol):
    """Anything that rolls dice as :class:`warroom.core.dice.Dice` does."""

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]: ...


class Drawer(Protocol):
    """Anything that draws cards as :class:`warroom.core.dice.Dice` does."""

    def sample(self, items: Sequence[T], k: int, reason: str) -> list[T]: ...


class RandomRoller:
    """Seeded dice that record nothing: for sampling many battles outside a game.

    It draws dice the way :class:`warroom.core.dice.Dice` does (a 53-bit float scaled to the die).
    """

    __slots__ = ("_random", "rng")

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]:
        r = self._random
        return [1 + int(r() * sides) for _ in range(count)]

    def sample(self, items: Sequence[T], k: int, reason: str) -> list[T]:
        return self.rng.sample(list(items), k)

    def shuffle(self, items: MutableSequence[T], reason: str) -> None:
        self.rng.shuffle(items)


# -- the odds report --------------------------------------------------------------------------------


class EndState(NamedTuple):
    """One way a battle can end: the outcome, what each side has left, and its probability.

    ``attacker`` and ``defender`` are what is left: a number of armies or ships, a mapping of unit
    type to count (War! Age of Imperialism), or the dice pairs won (War Cards). ``attacker_count`` and
    ``defender_count`` are the same as one number (the count of pieces).
    """

    outcome: str
    attacker: Any
    defender: Any
    probability: float
    attacker_count: int
    defender_count: int

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "attacker": _jsonable(self.attacker),
            "defender": _jsonable(self.defender),
            "probability": self.probability,
        }


@dataclass(frozen=True)
class Odds:
    """The outcome distribution of one battle.

    ``attacker_wins``: the defender is gone or withdrew; ``defender_wins``: the attacker is gone, stopped
    or withdrew; ``both_destroyed``: nobody is left (0 where the system cannot end that way). Expected
    survivors count pieces (armies, ships, units; dice pairs won for War Cards). ``expected_rounds``
    counts rolls (assaults in the Advanced rules), ties included. ``method`` is ``"exact"`` (a dynamic
    programme over the battle's states, float64) or ``"monte-carlo"``, in which case ``samples`` and
    ``ci95`` (95% intervals for the headline figures) are given and the distribution holds the sampled
    frequencies.
    """

    system: str
    attacker_wins: float
    defender_wins: float
    both_destroyed: float
    expected_attacker_left: float
    expected_defender_left: float
    expected_rounds: float
    distribution: tuple[EndState, ...]
    method: Method = "exact"
    samples: int | None = None
    ci95: Mapping[str, tuple[float, float]] | None = None
    extra: Mapping[str, float] = field(default_factory=dict)
    battle: Mapping[str, Any] = field(default_factory=dict)
    #: How the figures were made, as messages of battles/note_words.py (``to_json`` gives the English).
    notes: tuple[Param, ...] = ()

    def probability(self, outcome: str) -> float:
        """Total probability of the end states with this outcome."""
        return math.fsum(e.probability for e in self.distribution if e.outcome == outcome)

    def to_json(self) -> dict[str, Any]:
        """A JSON-friendly object: the headline figures, the method, and the full distribution."""
        out: dict[str, Any] = {
            "system": self.system,
            "battle": {k: _jsonable(v) for k, v in self.battle.items()},
            "attacker_wins": self.attacker_wins,
            "defender_wins": self.defender_wins,
            "both_destroyed": self.both_destroyed,
            "expected_attacker_left": self.expected_attacker_left,
            "expected_defender_left": self.expected_defender_left,
            "expected_rounds": self.expected_rounds,
            "method": self.method,
        }
        out.update(self.extra)
        if self.method == "monte-carlo":
            out["samples"] = self.samples
            out["ci95"] = {k: list(v) for k, v in (self.ci95 or {}).items()}
        if self.notes:
            out["notes"] = [render(note) for note in self.notes]
        out["distribution"] = [e.to_json() for e in self.distribution]
        return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


_ORDER = {outcome: i for i, outcome in enumerate((ATTACKER, DEFENDER_RETREATED, BOTH, ATTACKER_RETREATED, DEFENDER))}


def build_odds(
    system: str,
    ends: Iterable[EndState],
    expected_rounds: float,
    *,
    battle: Mapping[str, Any],
    method: Method = "exact",
    samples: int | None = None,
    ci95: Mapping[str, tuple[float, float]] | None = None,
    extra: Mapping[str, float] | None = None,
    notes: Sequence[Param] = (),
) -> Odds:
    """Sum the end states into an :class:`Odds`; the distribution is sorted from the attacker's best end
    (defender gone, most attackers left) to the defender's best (attacker gone, most defenders left)."""
    merged: dict[tuple[str, Any, Any], EndState] = {}
    for e in ends:
        if e.probability <= 0.0:
            continue
        key = (e.outcome, _key(e.attacker), _key(e.defender))
        old = merged.get(key)
        merged[key] = e if old is None else _with_probability(old, old.probability + e.probability)
    order = sorted(
        merged, key=lambda k: (_ORDER[k[0]], -merged[k].attacker_count, merged[k].defender_count, k[1], k[2])
    )
    dist = [merged[k] for k in order]
    fsum = math.fsum
    win = fsum(e.probability for e in dist if e.outcome in (ATTACKER, DEFENDER_RETREATED))
    lose = fsum(e.probability for e in dist if e.outcome in (DEFENDER, ATTACKER_RETREATED))
    both = fsum(e.probability for e in dist if e.outcome == BOTH)
    return Odds(
        system=system,
        attacker_wins=win,
        defender_wins=lose,
        both_destroyed=both,
        expected_attacker_left=fsum(e.probability * e.attacker_count for e in dist),
        expected_defender_left=fsum(e.probability * e.defender_count for e in dist),
        expected_rounds=expected_rounds,
        distribution=tuple(dist),
        method=method,
        samples=samples,
        ci95=ci95,
        extra=dict(extra or {}),
        battle=dict(battle),
        notes=tuple(notes),
    )


def _key(value: Any) -> Any:
    """A sortable, hashable stand-in for what a side has left."""
    return value if isinstance(value, int) else repr(value)


def _with_probability(e: EndState, p: float) -> EndState:
    return e._replace(probability=p)


def wilson95(successes: int, n: int) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion (sound near 0 and 1, unlike the plain normal one)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean95(values: Sequence[float]) -> tuple[float, float]:
    """A normal 95% interval of the mean of ``values``."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0)
    mean = math.fsum(values) / n
    if n == 1:
        return (mean, mean)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return (mean - half, mean + half)


def monte_carlo_odds(
    system: str,
    ends: Sequence[EndState],
    rounds: Sequence[float],
    *,
    battle: Mapping[str, Any],
    extra_outcomes: Mapping[str, Sequence[str]] | None = None,
    notes: Sequence[Param] = (),
) -> Odds:
    """An :class:`Odds` from sampled battles: ``ends`` holds one end state per battle (probability 1)."""
    n = len(ends)
    if n == 0:
        raise BattleError(Msg("battle.error.no_samples"))
    weighted = [_with_probability(e, 1.0 / n) for e in ends]
    wins = sum(1 for e in ends if e.outcome in (ATTACKER, DEFENDER_RETREATED))
    losses = sum(1 for e in ends if e.outcome in (DEFENDER, ATTACKER_RETREATED))
    both = sum(1 for e in ends if e.outcome == BOTH)
    ci: dict[str, tuple[float, float]] = {
        "attacker_wins": wilson95(wins, n),
        "defender_wins": wilson95(losses, n),
        "both_destroyed": wilson95(both, n),
        "expected_attacker_left": mean95([float(e.attacker_count) for e in ends]),
        "expected_defender_left": mean95([float(e.defender_count) for e in ends]),
        "expected_rounds": mean95(rounds),
    }
    extra: dict[str, float] = {}
    for name, outcomes in (extra_outcomes or {}).items():
        hits = sum(1 for e in ends if e.outcome in outcomes)
        extra[name] = hits / n
        ci[name] = wilson95(hits, n)
    return build_odds(
        system,
        weighted,
        math.fsum(rounds) / n,
        battle=battle,
        method="monte-carlo",
        samples=n,
        ci95=ci,
        extra=extra,
        notes=(
            *notes,
            Msg("battle.note.monte_carlo", samples=n),
        ),
    )


# -- two six-sided dice -----------------------------------------------------------------------------

#: Ways (out of 36) to roll each total with two dice.
TWO_DICE_WAYS: dict[int, int] = {t: 6 - abs(t - 7) for t in range(2, 13)}
#: Ways (out of 1296) for one two-dice total minus another to equal z, z from -10 to 10.
TWO_DICE_DIFF_WAYS: dict[int, int] = {
    z: sum(TWO_DICE_WAYS[x] * TWO_DICE_WAYS[x - z] for x in range(2, 13) if 2 <= x - z <= 12) for z in range(-10, 11)
}


def contest(advantage: int) -> tuple[float, float, float]:
    """(win, tie, lose) chances of a side whose modifiers exceed the other's by ``advantage`` when both
    roll two dice and add their modifiers; the higher total wins.

    Computed from the 1296 equally likely pairs of two-dice rolls; exact to float rounding.
    """
    return _CONTEST.get(advantage) or _contest(advantage)


def contest_ways(advantage: int) -> tuple[int, int, int]:
    """(win, tie, lose) as counts out of 1296, for exact rational work."""
    win = sum(w for z, w in TWO_DICE_DIFF_WAYS.items() if z + advantage > 0)
    tie = TWO_DICE_DIFF_WAYS.get(-advantage, 0)
    return win, tie, 1296 - win - tie


def _contest(advantage: int) -> tuple[float, float, float]:
    win, tie, lose = contest_ways(advantage)
    return (win / 1296, tie / 1296, lose / 1296)


_CONTEST: dict[int, tuple[float, float, float]] = {a: _contest(a) for a in range(-25, 26)}


# -- the absorbing chain ----------------------------------------------------------------------------

#: One step of a battle from a state: (chance the roll changes nothing, [(chance, next state), ...]),
#: or None for an end state. The chances add up to 1.
Step = tuple[float, Sequence[tuple[float, S]]] | None


def absorb(
    start: S,
    step: Callable[[S], Step[S]],
    level: Callable[[S], int],
    max_states: int = DEFAULT_MAX_STATES,
) -> tuple[dict[S, float], float]:
    """Exact end-state distribution and expected number of rolls of a battle that starts at ``start``.

    Probability mass flows from the start through the states in order of decreasing ``level`` (e.g. the
    pieces left); every move that changes something must lower the level, and a roll that changes
    nothing (a tie) is folded in exactly: a state left with chance 1 - stay is visited 1 / (1 - stay)
    times on average. Raises :class:`TooManyStates` beyond ``max_states`` states.
    """
    top = level(start)
    buckets: list[dict[S, float]] = [{} for _ in range(top + 1)]
    buckets[top][start] = 1.0
    ends: dict[S, float] = {}
    rounds = 0.0
    visited = 0
    for lv in range(top, -1, -1):
        bucket = buckets[lv]
        visited += len(bucket)
        if visited > max_states:
            raise TooManyStates(visited)
        for state, mass in bucket.items():
            result = step(state)
            if result is None:
                ends[state] = ends.get(state, 0.0) + mass
                continue
            stay, moves = result
            visits = mass / (1.0 - stay)
            rounds += visits
            for p, nxt in moves:
                b = buckets[level(nxt)]
                b[nxt] = b.get(nxt, 0.0) + visits * p
        buckets[lv] = {}
    return ends, rounds


def sample_chain(
    start: S,
    step: Callable[[S], Step[S]],
    samples: int,
    seed: int | None,
    cache_limit: int = 500_000,
) -> tuple[list[S], list[float]]:
    """Sample ``samples`` battles of the same chain :func:`absorb` solves: the end state of each, and its
    number of rolls (ties counted by their expectation, 1 / (1 - stay) per state, which is unbiased and
    steadier than sampling them)."""
    rng = random.Random(seed)
    r = rng.random
    memo: dict[S, tuple[float, list[float], list[S]] | None] = {}
    ends: list[S] = []
    rounds: list[float] = []
    for _ in range(samples):
        state = start
        n = 0.0
        while True:
            entry = memo.get(state, _MISSING)
            if entry is _MISSING:
                result = step(state)
                if result is None:
                    entry = None
                else:
                    stay, moves = result
                    total = 1.0 - stay
                    acc = 0.0
                    cum: list[float] = []
                    nxt: list[S] = []
                    for p, s in moves:
                        acc += p / total
                        cum.append(acc)
                        nxt.append(s)
                    entry = (1.0 / total, cum, nxt)
                if len(memo) < cache_limit:
                    memo[state] = entry
            if entry is None:
                break
            assert isinstance(entry, tuple)
            per, cum, nxt = entry
            n += per
            u = r() * cum[-1]
            i = 0
            while cum[i] <= u and i < len(cum) - 1:
                i += 1
            state = nxt[i]
        ends.append(state)
        rounds.append(n)
    return ends, rounds


_MISSING: Any = object()


def sample_direct(
    start: S,
    move: Callable[[S, Callable[[], float]], tuple[S, float] | None],
    samples: int,
    seed: int | None,
) -> tuple[list[S], list[float]]:
    """Sample battles with ``move(state, random) -> (next state, rolls it took) | None`` (None at an
    end): for chains whose states rarely repeat, where :func:`sample_chain`'s table would not pay."""
    r = random.Random(seed).random
    ends: list[S] = []
    rounds: list[float] = []
    for _ in range(samples):
        state, n = start, 0.0
        while True:
            nxt = move(state, r)
            if nxt is None:
                break
            state, k = nxt
            n += k
        ends.append(state)
        rounds.append(n)
    return ends, rounds


def check_count(name: Param, value: int, minimum: int = 0, maximum: int | None = None, why: Param = "") -> int:
    """``value`` as an int, or a :class:`BattleError` naming ``name`` if it is not one, is too small, or
    is over ``maximum`` (the message then ends with ``why``, the reason for the bound)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BattleError(Msg("battle.error.whole", name=name, value=repr(value)))
    if value < minimum:
        raise BattleError(Msg("battle.error.at_least", name=name, low=Number(minimum), value=Number(value)))
    if maximum is not None and value > maximum:
        high, given = Number(maximum), Number(value)
        if why:
            raise BattleError(Msg("battle.error.at_most_why", name=name, high=high, value=given, why=why))
        raise BattleError(Msg("battle.error.at_most", name=name, high=high, value=given))
    return value


def check_max_states(max_states: int) -> int:
    """A state budget from 1 to :data:`MAX_STATES`, else a :class:`BattleError`."""
    return check_count("max_states", max_states, 1, MAX_STATES, Msg("battle.why.gigabytes"))


def check_samples(samples: int) -> int:
    """A number of sampled battles from 1 to :data:`MAX_SAMPLES`, else a :class:`BattleError`."""
    return check_count("samples", samples, 1, MAX_SAMPLES, Msg("battle.why.minutes"))
