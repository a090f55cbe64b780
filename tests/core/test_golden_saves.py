"""Saves keep working: every save of the golden corpus (tests/golden_saves/) loads, replays and verifies.

The corpus was made once by ``tests/golden_saves/make_corpus.py`` from committed code (its README says
which version and commit) and is never regenerated: a change to the rules that alters how a saved game
replays must keep these saves loading (a migration, or the old rules kept for old saves), not rewrite
them. Each save is replayed exactly as ``warroom replay --verify`` does it (``read_save`` then
``replay_save(..., verify=True)``: every action legal, every die the same, the final snapshot equal), and
its result is compared with what the save says about itself in ``meta``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from warroom.cli.main import main
from warroom.core.registry import list_rulesets
from warroom.core.saves import read_save, replay_save

CORPUS = Path(__file__).resolve().parents[1] / "golden_saves"
SAVES = sorted(CORPUS.glob("*.json"))
STATES = ("end", "mid-turn", "mid-battle")


def _sums() -> dict[str, str]:
    """The SHA-256 of every corpus file as committed (SHA256SUMS, the output of ``sha256sum *.json``)."""
    out: dict[str, str] = {}
    for line in (CORPUS / "SHA256SUMS").read_text(encoding="utf-8").splitlines():
        digest, name = line.split(maxsplit=1)
        out[name.lstrip("*")] = digest
    return out


def test_the_corpus_is_there_and_unchanged() -> None:
    """The files are the committed ones, byte for byte: a save is never regenerated nor quietly dropped."""
    sums = _sums()
    assert sorted(p.name for p in SAVES) == sorted(sums), "a save was added or removed without SHA256SUMS"
    for path in SAVES:
        assert hashlib.sha256(path.read_bytes()).hexdigest() == sums[path.name], f"{path.name} was rewritten"


def test_the_corpus_covers_every_ruleset_in_every_state() -> None:
    """Every installed ruleset (and the 1886 scenario) has saves of games ended and games in progress."""
    seen: dict[str, set[str]] = {}
    scenario_1886 = False
    for path in SAVES:
        data = read_save(path)
        seen.setdefault(data["ruleset"], set()).add(data["meta"]["state"])
        scenario_1886 = scenario_1886 or data["options"].get("scenario") == "1886"
    # The installed rulesets: tests register toy ones in the same registry, which have no saves here.
    installed = {r.id for r in list_rulesets() if getattr(r.factory, "__module__", "").startswith("warroom.")}
    assert set(seen) == installed
    for ruleset, states in seen.items():
        assert "end" in states and states - {"end"}, f"{ruleset}: {sorted(states)}"
    assert scenario_1886
    assert {"mid-battle"} <= {s for states in seen.values() for s in states}


@pytest.mark.parametrize("path", SAVES, ids=[p.name for p in SAVES])
def test_a_golden_save_replays_and_verifies(path: Path) -> None:
    """Load, replay and verify (every die and the final snapshot), then check the result it records."""
    data = read_save(path)
    meta = data["meta"]
    assert isinstance(data.get("warroom"), str), "a save records the warroom version it was made with"
    assert meta["state"] in STATES
    game = replay_save(data, path.name, verify=True)
    assert len(game.history) == len(data["actions"])
    assert game.is_over() == meta["is_over"], f"{path.name}: is_over {game.is_over()}, the save says {meta['is_over']}"
    result = game.result()
    if meta["is_over"]:
        assert result is not None
        assert list(result.winners) == meta["winners"]
        assert result.reason == meta["reason"]
    else:
        assert result is None
        assert game.current_player() is not None, "a game in progress has a seat to decide"


def test_the_replay_command_verifies_a_golden_save(capsys: pytest.CaptureFixture[str]) -> None:
    """``warroom replay FILE --verify`` accepts a save of the corpus (a game stopped in a battle)."""
    path = next(p for p in SAVES if p.name.startswith("ww4__") and p.name.endswith("__mid-battle.json"))
    assert main(["replay", str(path), "--verify"]) == 0
    assert "verified: the dice and the final state match the save" in capsys.readouterr().out
