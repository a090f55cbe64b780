"""TaskSizer: a local pool's tasks hold one slow game or about half a second of fast ones."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from warroom.sim.pacing import MAX_TASK, TASK_SECONDS, TaskSizer


def sizes(sizer: TaskSizer, seconds_a_game: float) -> list[int]:
    out = []
    while sizer.left:
        size = sizer.next_size()
        sizer.finished(size, size * seconds_a_game)
        out.append(size)
    return out


def test_one_game_a_task_until_a_task_has_finished() -> None:
    sizer = TaskSizer(1000, 2)
    assert [sizer.next_size() for _ in range(4)] == [1, 1, 1, 1]
    assert sizer.left == 996


def test_slow_games_go_one_a_task() -> None:
    """A searching player's games (seconds each) are each a task: a results file keeps every one."""
    assert set(sizes(TaskSizer(400, 2), 2.0)) == {1}
    assert set(sizes(TaskSizer(400, 2), TASK_SECONDS)) == {1}


def test_fast_games_go_about_half_a_second_a_task() -> None:
    sizer = TaskSizer(10_000, 2)
    sizer.next_size()
    sizer.finished(20, 0.3)  # 15 ms a game
    assert sizer.next_size() == int(TASK_SECONDS / 0.015)
    assert MAX_TASK in sizes(TaskSizer(100_000, 2), 0.0001)


def test_a_task_grows_at_most_twice_the_largest_finished() -> None:
    """One fast game among slow ones (a calibration's groups take turns) does not send a slow half of
    the run in one task."""
    sizer = TaskSizer(72, 2)
    sizer.next_size()
    sizer.finished(1, 0.002)
    assert sizer.next_size() == 2
    assert sizes(TaskSizer(10_000, 2), 0.0001)[:8] == [1, 2, 4, 8, 16, 32, 64, 128]


def test_the_last_tasks_are_shared_between_the_workers() -> None:
    sizer = TaskSizer(40, 4)
    sizer.next_size()
    sizer.finished(20, 0.02)
    assert sizer.next_size() == 10  # not the 39 left: the four workers finish together
    assert sizes(sizer, 0.001)[-1] == 1


@given(st.integers(0, 3000), st.integers(1, 64), st.floats(0.0, 5.0))
def test_tasks_cover_the_games_exactly(games: int, jobs: int, seconds: float) -> None:
    done = sizes(TaskSizer(games, jobs), seconds)
    assert sum(done) == games and all(1 <= s <= MAX_TASK for s in done)
    assert TaskSizer(0, jobs).next_size() == 0
