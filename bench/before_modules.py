"""Modules as they were at an earlier commit, loaded beside the current ones (for the benchmarks that time
a change against the code before it in one process)."""

from __future__ import annotations

import subprocess
import sys
import types
from collections.abc import Callable, Sequence
from pathlib import Path


def load_modules(
    commit: str, package: str, names: Sequence[str], private: str, rewrite: Callable[[str], str]
) -> dict[str, types.ModuleType] | None:
    """The modules ``names`` of ``package`` (dotted) as they were at ``commit``, read with ``git show`` and
    run in order as ``private.NAME`` after ``rewrite`` (which points their imports of one another at the
    private package); None without git or that commit."""
    root = Path(__file__).resolve().parent.parent
    parent = types.ModuleType(private)
    parent.__path__ = []
    sys.modules[private] = parent
    loaded: dict[str, types.ModuleType] = {}
    for name in names:
        try:
            source = subprocess.run(
                ["git", "show", f"{commit}:src/{package.replace('.', '/')}/{name}.py"],
                cwd=root,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        except (OSError, subprocess.CalledProcessError):
            return None
        module = types.ModuleType(f"{private}.{name}")
        sys.modules[module.__name__] = module
        exec(compile(rewrite(source), f"{commit}:{name}.py", "exec"), module.__dict__)
        loaded[name] = module
    return loaded
