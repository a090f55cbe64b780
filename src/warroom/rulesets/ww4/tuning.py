"""World War IV's reconstructed data as tuned for balance (issue 28), and as first reconstructed.

The data files (``data/boards/ww4.json``, ``data/rulesets/ww4.json``) hold the tuned values. Each change
is an entry of the file's ``provenance.tuning``: its reason and the figures that moved it (docs/balance.md,
"Tuning World War IV"), and the edits it made, each a ``path`` into the file with the value ``before``
and ``after`` (``null``: the key was absent). Only reconstructed facts are ever tuned, never printed
ones.

Each entry names the rules version that made it (``rules``; 5 where absent). Option ``tuning``: ``tuned-8``
(the default) plays the data as the files hold it; ``tuned-7``, ``tuned-6`` and ``tuned`` as rules versions 7,
6 and 5 tuned it, the entries of later versions undone; ``original`` as first reconstructed, every edit
undone. A value names data that never changes, because games and saves store it: version 5's games name
``tuned`` (its default), so they play its data still; a later tuning comes with a new value (``tuned-N``, N
its rules version; an entry of ``UNDONE_FROM``) and becomes the default. Games made under rules versions 1
to 4, which predate the option, are pinned to ``original`` (corrections.LEGACY). So old saves and stored
games replay exactly as they were played.

A path step into a list names the element whose ``id`` (spaces, cards) or ``space`` (starting rows)
is that step.
"""

from __future__ import annotations

import copy
from typing import Any

from warroom.core.options import OptionSpec

#: The option's values: the data as tuned for balance in issue 28 (by rules version 8: the files as they are;
#: by rules versions 7 and 6; by rules version 5, whose games name it ``tuned``), and as first reconstructed.
TUNED = "tuned-8"
TUNED_7 = "tuned-7"
TUNED_6 = "tuned-6"
TUNED_5 = "tuned"
UNTUNED = "original"
CHOICES = (TUNED, TUNED_7, TUNED_6, TUNED_5, UNTUNED)

#: The rules version of an entry that names none: the first tuning came with version 5.
FIRST_VERSION = 5

#: Each value but the default: the first rules version whose entries it undoes (0: every entry).
UNDONE_FROM = {TUNED_7: 8, TUNED_6: 7, TUNED_5: 6, UNTUNED: 0}

OPTION = OptionSpec(
    "tuning",
    str,
    TUNED,
    "the reconstructed map, units, starting units and cards as tuned toward balance (tuned-8: docs/balance.md), "
    "as rules version 7, 6 or 5 tuned them (tuned-7, tuned-6, tuned), or as first reconstructed (original: rules "
    "versions 1-4)",
    choices=CHOICES,
)


class TuningError(ValueError):
    """A tuning entry names a path the data does not have, or a value the data does not hold."""


def _step(node: Any, key: str) -> Any:
    """The child of ``node`` at ``key``: a dict's key, or the list element whose id or space is ``key``."""
    if isinstance(node, dict):
        return node[key]
    if isinstance(node, list):
        found = [item for item in node if isinstance(item, dict) and key in (item.get("id"), item.get("space"))]
        if len(found) > 1:
            raise TuningError(f"'{key}' names {len(found)} rows of the data, not one")
        if found:
            return found[0]
    raise TuningError(f"no '{key}' in the data")


def edits(raw: dict[str, Any], since: int = 0) -> list[dict[str, Any]]:
    """Every edit the tuning entries of a data file made, in order (each with path, before, after); with
    ``since``, only those of entries made by that rules version or a later one."""
    entries = raw.get("provenance", {}).get("tuning", [])
    return [edit for entry in entries if entry.get("rules", FIRST_VERSION) >= since for edit in entry["edits"]]


def _parent(raw: dict[str, Any], path: list[str]) -> dict[str, Any]:
    """The object that holds the last key of ``path`` in ``raw``."""
    node: Any = raw
    for key in path[:-1]:
        node = _step(node, key)
    if not isinstance(node, dict):
        raise TuningError(f"{'/'.join(path)} does not end in an object")
    return node


def value_at(raw: dict[str, Any], path: list[str]) -> Any:
    """The value at ``path`` in ``raw`` (None where the last key is absent)."""
    return _parent(raw, path).get(path[-1])


def put_value(raw: dict[str, Any], path: list[str], value: Any) -> None:
    """Put a copy of ``value`` at ``path`` in ``raw``, as an edit does (None: remove the key)."""
    node = _parent(raw, path)
    if value is None:
        del node[path[-1]]
    else:
        node[path[-1]] = copy.deepcopy(value)


def untuned(raw: dict[str, Any], since: int = 0) -> dict[str, Any]:
    """A copy of the data file ``raw`` as first reconstructed: each edit's ``before`` put back (with
    ``since``, only the edits of entries made by that rules version or a later one).

    Raise TuningError when the file does not hold an edit's ``after`` (a tuning entry out of step with
    the data it describes), so an untuned game can never silently differ from the old one.
    """
    out = copy.deepcopy(raw)
    for edit in reversed(edits(raw, since)):
        path = [str(key) for key in edit["path"]]
        if value_at(out, path) != edit["after"]:
            raise TuningError(f"{'/'.join(path)} is not {edit['after']!r} as its tuning entry says")
        put_value(out, path, edit["before"])
    return out


def tuned(raw: dict[str, Any], tuning: str) -> dict[str, Any]:
    """The data file ``raw`` as option ``tuning`` plays it."""
    if tuning == TUNED:
        return raw
    if tuning in UNDONE_FROM:
        return untuned(raw, since=UNDONE_FROM[tuning])
    raise TuningError(f"unknown tuning {tuning!r} (choices: {', '.join(CHOICES)})")
