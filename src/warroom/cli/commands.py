"""The terminal table's commands in the table's language: a Portuguese table takes ``ajuda``, ``ver``,
``tabuleiro``, ``registro``, ``voltar``, ``sair``, ``salvar ARQUIVO`` and ``desfazer`` as well as the English
``help``, ``view``, ``board``, ``log``, ``back``, ``quit``, ``save FILE`` and ``undo`` its help names first.

Only a whole first word is a command: typed words that pick a choice ("verde", "sair de ...") stay as they are
unless the line starts with exactly a command's word.
"""

from __future__ import annotations

#: Each language's words for the commands, as the English command they stand for.
ALIASES: dict[str, dict[str, str]] = {
    "pt": {
        "ajuda": "help",
        "ver": "view",
        "tabuleiro": "board",
        "registro": "log",
        "voltar": "back",
        "sair": "quit",
        "salvar": "save",
        "desfazer": "undo",
    },
}


def command_line(text: str, lang: str) -> str:
    """``text`` with its first word as the English command where it is a command's word in ``lang``."""
    first, space, rest = text.partition(" ")
    english = ALIASES.get(lang, {}).get(first.casefold())
    if english is None or (english != "save" and rest.strip()):
        return text  # not a command: words of a choice (only "salvar" takes an argument)
    return f"{english}{space}{rest}"
