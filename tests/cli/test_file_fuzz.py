"""Damaged files never show a traceback: mutated saves and boards through the real command line.

The robustness audit ran `warroom replay --verify`, `warroom play --load` and `warroom board check` on
mutated files, and 174 of 2,160 runs ended in a traceback. Here 300 mutated files (deterministic
seeds) go through ``warroom.cli.main.main`` in-process. Every run must end with a documented status
(cli/main.py's docstring): 0; 1 only for a well-formed save that replays differently ("replay
diverged: ...") or a board that is not valid ("invalid board: ..."); 2 for a file that cannot be read or
is malformed. A failure is one line on stderr naming the file, and never the last-resort
"cannot load" (every mutation here is caught by a check at its root).
"""

from __future__ import annotations

import copy
import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.core.saves import save_data
from warroom.data import data_path

CASES = 300
DEEP = "[" * 5000 + "]" * 5000
HOLE = "__deep_nesting_goes_here__"
#: The values a field is swapped for: every JSON type, and numbers no field expects.
VALUES: list[Any] = [None, True, False, 0, -1, 10**400, -(10**400), 2**63, 1.5, float("nan"), float("inf")]
VALUES += ["", "x", "war", "../../etc/passwd", [], [1, [2]], {}, {"type": "end_turn"}, HOLE]


def played(ruleset: str, players: int, seed: int, actions: int) -> dict[str, Any]:
    game = new_game(ruleset, players, {}, seed)
    rng = random.Random(seed)
    while len(game.history) < actions and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    data: dict[str, Any] = json.loads(json.dumps(save_data(game)))
    return data


@pytest.fixture(scope="module")
def originals() -> dict[str, dict[str, Any]]:
    boards = {
        name: json.loads(data_path("boards", f"{name}.json").read_text(encoding="utf-8"))
        for name in ("war-classic", "imperio-romano")
    }
    return {"war": played("war", 3, 4, 40), "war-cards": played("war-cards", 3, 5, 40), **boards}


def places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into ``value`` (lists: their first three items and the last)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*path, key))
    elif isinstance(value, list):
        for i in sorted({*range(min(3, len(value))), len(value) - 1} - {-1}):
            yield from places(value[i], (*path, i))


def mutate_data(data: dict[str, Any], rng: random.Random) -> str:
    """A copy of ``data`` with one field deleted or swapped for another value, as JSON text."""
    data = copy.deepcopy(data)
    # Mostly the fields a replay reads; a changed snapshot is only a divergence.
    paths = [p for p in places(data) if p and (p[0] != "snapshot" or rng.random() < 0.05)]
    path = rng.choice(paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if rng.random() < 0.25:
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(VALUES)
    return json.dumps(data).replace(f'"{HOLE}"', DEEP)


def mutate_text(text: str, rng: random.Random) -> bytes:
    """``text`` damaged as a file can be: cut, overwritten, re-encoded, or replaced by something else."""
    raw = text.encode("utf-8")
    kind = rng.randrange(7)
    if kind == 0:
        return raw[: rng.randrange(len(raw))]
    if kind == 1:
        out = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out)
    if kind == 2:
        return text.encode(rng.choice(["utf-16", "utf-32", "cp037"]))
    if kind == 3:
        return text.replace('"', '"é', 1).encode("latin-1", "replace")
    if kind == 4:
        return DEEP.encode()
    if kind == 5:
        return text.replace(":", ": " + "9" * 5000 + ', "x":', 1).encode()
    return bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))


def mutated(case: int, originals: dict[str, dict[str, Any]]) -> tuple[str, bytes]:
    rng = random.Random(case)
    name = rng.choice(["war", "war", "war-cards", "war-cards", "war-classic", "imperio-romano"])
    original = originals[name]
    if rng.random() < 0.7:
        return name, mutate_data(original, rng).encode()
    return name, mutate_text(json.dumps(original), rng)


def as_documented(command: str, code: int, out: str, err: str, path: str) -> bool:
    """Whether a run ended as cli/main.py documents: no traceback, and a failure as one line naming the file."""
    if "Traceback" in out + err or "cannot load" in err or code not in {0, 1, 2}:
        return False
    if code == 0:
        return err == ""
    if not (err.endswith("\n") and err.count("\n") == 1 and path in err):
        return False
    if code == 1:
        return err.startswith("replay diverged: " if command == "replay" else "invalid board: ")
    return command != "board" and err.startswith("warroom: error: ")


def test_mutated_files_give_one_line_and_a_documented_status(
    originals: dict[str, dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    problems: list[str] = []
    outcomes: set[tuple[str, int]] = set()
    for case in range(CASES):
        name, content = mutated(case, originals)
        path = tmp_path / f"case-{case}.json"
        path.write_bytes(content)
        if name in ("war", "war-cards"):
            argv = ["play", "--load", str(path)] if case % 3 == 0 else ["replay", str(path), "--verify"]
        else:
            argv = ["board", "check", str(path)]
        monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
        code = main(argv)
        out, err = capsys.readouterr()
        outcomes.add((argv[0], code))
        what = f"case {case} ({name}, {argv[0]}): status {code}, stderr {err[:300]!r}"
        if not as_documented(argv[0], code, out, err, str(path)):
            problems.append(what)
    assert not problems, f"{len(problems)} of {CASES} runs broke the rules, e.g.\n" + "\n".join(problems[:5])
    # The mutations reach every outcome: some files load, some diverge, some are malformed.
    expected = {("replay", 0), ("replay", 1), ("replay", 2), ("play", 0), ("play", 2), ("board", 0), ("board", 1)}
    assert expected <= outcomes


@pytest.mark.parametrize(
    ("argv", "target"),
    [
        (["replay", "{file}", "--verify"], "warroom.cli.main.replay_save"),
        (["play", "--load", "{file}"], "warroom.cli.play.load_with_undo"),
        (["board", "check", "{file}"], "warroom.cli.main.load_board"),
    ],
)
def test_an_unforeseen_error_is_still_one_line(
    argv: list[str], target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last line of defence: whatever escapes every check is ``FILE: cannot load: ...``, status 2."""
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(played("war", 3, 1, 5)), encoding="utf-8")

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise TypeError("unhashable type: 'list'\nsecond line")

    monkeypatch.setattr(target, broken)
    assert main([a.replace("{file}", str(path)) for a in argv]) == 2
    assert capsys.readouterr().err == f"{path}: cannot load: TypeError: unhashable type: 'list'\\nsecond line\n"
