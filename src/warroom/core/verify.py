"""A finished game's dice checked, as a report: what ``warroom replay --verify`` checks, item by item.

:func:`verify_report` takes a save holding the seed, its salt and commitment, every action and the dice
each action rolled, and the final snapshot (the game server's save of a finished game), replays it from
the revealed seed and says, check by check, whether the seed is the one committed to (and the commitment
the one a player saw during the game, when given), whether every die and the final state come out the
same. Unlike :func:`warroom.core.saves.replay_save` it does not stop at the first failed check.
"""

from __future__ import annotations

from typing import Any

from warroom.core.commitment import commitment_holds, seed_commitment
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.options import show
from warroom.core.registry import new_game
from warroom.core.saves import check_save, first_difference


def _check(name: str, ok: bool, detail: str, **facts: Any) -> dict[str, Any]:
    # ``facts`` are the values a client words the check with in its own language (``detail`` is English).
    return {"check": name, "ok": ok, "detail": detail, **facts}


def commitment_check(data: dict[str, Any], shown: str | None = None) -> dict[str, Any]:
    """Whether the save's seed and salt give its commitment, and, with ``shown``, the commitment shown."""
    seed, salt, commitment = data.get("seed"), data.get("seed_salt"), data.get("seed_commitment")
    if not isinstance(salt, str) or not isinstance(commitment, str) or not isinstance(seed, int):
        return _check("commitment", False, "the game has no seed commitment (it was stored before commitments)")
    if not commitment_holds(seed, salt, commitment):
        expected = seed_commitment(seed, salt)
        return _check(
            "commitment",
            False,
            f"seed {seed} with salt {salt} does not give the commitment {commitment}",
            published=commitment,
            expected=expected,
        )
    if shown is not None and shown.lower() != commitment.lower():
        return _check(
            "commitment",
            False,
            f"the commitment shown during the game, {shown}, is not {seed_commitment(seed, salt)}, "
            f"the commitment to the revealed seed {seed} and salt {salt}",
            shown=shown,
            expected=seed_commitment(seed, salt),
        )
    said = " and is the one shown during the game" if shown is not None else ""
    return _check("commitment", True, f"SHA-256 of warroom-seed:{seed}:{salt} is {commitment}{said}")


def replay_checks(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Replay a checked save from its seed: the "dice" check (every action's rolls) and the "final_state"
    check (the snapshot after the last action)."""
    try:
        game = new_game(data["ruleset"], data["players"], data["options"], data["seed"])
    except WarroomError as exc:
        return [_check("dice", False, f"the game cannot be started from the revealed seed: {exc}")]
    dice = 0
    for i, entry in enumerate(data["actions"]):
        mark = len(game.log)
        try:
            game.apply(game.codec.decode(entry["action"]))
        except IllegalAction as exc:
            return [_check("dice", False, f"action {i} ({show(entry['action'])}) does not replay: {exc}", action=i)]
        rolled = [list(e.data["dice"]) for e in game.log.since(mark) if e.kind == "roll"]
        if "rolls" in entry and rolled != entry["rolls"]:
            return [_check("dice", False, f"action {i} rolled {rolled}, the game recorded {entry['rolls']}", action=i)]
        dice += sum(len(r) for r in rolled)
    out = [_check("dice", True, f"all {len(data['actions'])} actions replay and roll the same {dice} dice")]
    if "snapshot" in data:
        where = first_difference(data["snapshot"], game.snapshot())
        if where is None:
            out.append(_check("final_state", True, "the replay ends in the recorded final state"))
        else:
            out.append(_check("final_state", False, f"the replay's final state differs at {where}", where=where))
    return out


def verify_report(source: dict[str, Any], shown: str | None = None) -> dict[str, Any]:
    """Every check of a save (see the module docstring): ``verified`` only when all hold."""
    data = check_save(source)
    checks = [commitment_check(data, shown), *replay_checks(data)]
    return {
        "verified": all(c["ok"] for c in checks),
        "seed": data["seed"],
        # As text too: a browser reads JSON numbers as doubles, which cannot hold every 62-bit seed.
        "seed_text": str(data["seed"]),
        "seed_salt": data.get("seed_salt"),
        "seed_commitment": data.get("seed_commitment"),
        "commitment_shown": shown,
        "checks": checks,
    }
