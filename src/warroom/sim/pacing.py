"""How many games the next task of a local process pool should hold: as many as take about
:data:`TASK_SECONDS`, by the games' measured length.

A task of one game keeps every finished game (a results file, a progress bar and an interruption see
each one), but a task costs the pool about a millisecond to send and collect: a tenth of a game that
takes 15 ms (4-player WAR between greedy and random players). Tasks of many games cost nothing but hold
their games back until the last is done, an hour's work for a searching player. So a run starts with
tasks of one game and, once it knows how long its games take, gives each task about half a second of
them: slow games still go one a task, fast ones in tasks of dozens.
"""

from __future__ import annotations

import math

#: What a task should take, once the games' length is known: short enough that a results file, a
#: progress bar and an interruption lose little, long enough that the pool's cost a task is nothing.
TASK_SECONDS = 0.5
#: A task never holds more games than this.
MAX_TASK = 250


class TaskSizer:
    """Sizes the tasks of a run of ``games`` games over ``jobs`` workers from the tasks that finished.

    Until a task has finished every task is one game. Then a task holds about :data:`TASK_SECONDS` of
    games at their mean measured length so far (at least one, at most :data:`MAX_TASK`), but at most
    twice as many as the largest task finished, so that one fast game among slow ones (a calibration's
    groups take turns) cannot send half the run in one task; and never more than an even share of what
    is left among the workers, so that they finish together.
    """

    def __init__(self, games: int, jobs: int) -> None:
        self.left = games
        self.jobs = max(1, jobs)
        self._games = 0
        self._seconds = 0.0
        self._largest = 0

    def next_size(self) -> int:
        """The number of games the next task takes (and takes them: ``left`` falls by it); 0 when none is left."""
        size = 1
        if self._games:
            per_game = self._seconds / self._games
            size = MAX_TASK if per_game * MAX_TASK <= TASK_SECONDS else max(1, int(TASK_SECONDS / per_game))
            size = min(size, 2 * self._largest)
        size = min(size, max(1, math.ceil(self.left / self.jobs)), self.left)
        self.left -= size
        return size

    def finished(self, games: int, seconds: float) -> None:
        """Record a finished task: ``games`` games played in ``seconds`` (the worker's own clock)."""
        self._games += games
        self._seconds += max(0.0, seconds)
        self._largest = max(self._largest, games)
