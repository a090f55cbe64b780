"""Every command's ``--help`` prints its usage (argparse formats each help text with ``%``, so a bare
``%`` in one, as in "95% intervals", raised a TypeError traceback instead)."""

from __future__ import annotations

import argparse

import pytest

from warroom.cli.main import build_parser, main


def _commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path of the parser (``()``, ``("odds",)``, ``("odds", "ww4")``, ...)."""
    found = [path]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += _commands(sub, (*path, name))
    return found


COMMANDS = _commands(build_parser())


def test_the_walk_finds_the_nested_commands() -> None:
    assert ("odds",) in COMMANDS and ("odds", "ww4") in COMMANDS and ("serve",) in COMMANDS


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "warroom")
def test_help_prints_usage(path: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*path, "--help"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("usage:") and captured.err == ""
