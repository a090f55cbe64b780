"""Reading a player's lines: prompt_toolkit at a terminal (line editing, history, tab completion of
space names and commands), plain ``readline`` of the stream otherwise (tests and pipes)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TextIO

from rich.console import Console

#: The commands a player may type besides choices (completed by tab).
COMMANDS = ("board", "view", "log", "save", "undo", "help", "quit", "back")


class LineReader:
    """Reads one line per call; returns None at the end of input."""

    def __init__(self, stdin: TextIO, out: Console, words: Iterable[str] = (), interactive: bool | None = None) -> None:
        self.stdin = stdin
        self.out = out
        if interactive is None:
            interactive = _is_tty(stdin) and out.is_terminal
        self.session: object | None = None
        if interactive:
            self.session = _session(sorted({*words, *COMMANDS}))

    def read(self, prompt: str) -> str | None:
        """One line (without its newline) after showing ``prompt``; None at the end of input."""
        if self.session is not None:
            from prompt_toolkit import PromptSession

            assert isinstance(self.session, PromptSession)
            try:
                return str(self.session.prompt(prompt))
            except EOFError:
                return None
            except KeyboardInterrupt:
                return "quit"
        self.out.print(prompt, end="", markup=False, highlight=False)
        self.out.file.flush()
        line = self.stdin.readline()
        if not line:
            return None
        return line.rstrip("\r\n")


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _session(words: list[str]) -> object:
    """A prompt session with history (this game's lines) and completion of the given words."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.history import InMemoryHistory

    completer = WordCompleter(words, ignore_case=True, sentence=False)
    # No lines reserved below the prompt for the completion menu: they would scroll the status off an
    # 80x24 screen at every decision.
    session: PromptSession[str] = PromptSession(
        history=InMemoryHistory(), completer=completer, reserve_space_for_menu=0
    )
    return session
