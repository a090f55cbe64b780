"""The layers of the code: core/, battles/, players/ and rulesets/ never import the front ends or the
agents above them (cli/, server/, agents/), at import time or inside a function. A ruleset's words are
its own (core/text.py), its greedy player registers in players/, and the front ends render both."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import warroom

SRC = Path(warroom.__file__).parent
#: The folders below the front ends and the agents, and what none of them may import.
LOWER = ("core", "battles", "players", "rulesets")
ABOVE = ("warroom.cli", "warroom.server", "warroom.agents")


def imported(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports (absolute names; relative imports resolved), with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = ".".join(path.relative_to(SRC.parent).with_suffix("").parts[:-1])
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            out.extend((node.lineno, f"{base}.{alias.name}") for alias in node.names)
            out.append((node.lineno, base))
    return out


def offences(folder: str) -> list[str]:
    found = []
    for path in sorted((SRC / folder).rglob("*.py")):
        for line, name in imported(path):
            if any(name == above or name.startswith(above + ".") for above in ABOVE):
                found.append(f"{path.relative_to(SRC)}:{line} imports {name}")
    return found


@pytest.mark.parametrize("folder", LOWER)
def test_lower_layers_never_import_the_front_ends_or_the_agents(folder: str) -> None:
    assert offences(folder) == []


def test_the_check_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    """The walk reads imports anywhere in a module, relative ones too (a broken walk passes everything)."""
    path = SRC / "rulesets" / "war" / "words.py"
    names = {name for _, name in imported(path)}
    assert "warroom.core.text.register_catalogue" in names
    narrate = {name for _, name in imported(SRC / "rulesets" / "war" / "narrate.py")}
    assert "warroom.rulesets.war.game.WarGame" in narrate  # imported inside a function
