"""The engine's and the command line's refusals exist in English and Portuguese (core/error_words.py,
players/error_words.py, cli/error_words.py): a person who cannot start or load a game, names a computer
player wrong or types a command wrong reads why in the language of the front end; the English is what it
always was."""

from __future__ import annotations

import ast
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import warroom
from warroom.agents.base import make_agent
from warroom.core.errors import WarroomError
from warroom.core.options import OptionSpec, parse_option_text
from warroom.core.registry import get_ruleset, new_game
from warroom.core.saves import check_save, read_save, replay_save, save_data

_SRC = Path(warroom.__file__).parent
#: The errors whose every message is worded in both languages where raised.
_WORDED = {
    "OptionError",
    "SaveError",
    "ReplayDivergence",
    "UnknownRuleset",
    "CliError",
    "AgentError",
    "SimulationError",
    "BattleError",
    "TooLarge",
    "BoardError",
}
#: Raised with a text made elsewhere, with why it stays as it is.
_ALLOWED = {
    # A language the terminal does not speak is named in English: there is no other language to name it in.
    ("cli/main.py", "str(exc)"),
    ("cli/play.py", "str(exc)"),
}


#: Functions that raise or build a worded refusal from their first argument (the server's refusal of an upload).
_BUILDERS = _WORDED | {"_refuse"}
#: Readers of a file a person names, whose fourth argument names the file's kind in messages.
_READERS = {"read_limited", "read_json", "read_json_tree"}


def _calls() -> list[tuple[str, int, str, ast.expr | None]]:
    """(file, line, callee, the argument that carries the words) of every call, raised or not (a lambda's
    ``OptionError(...)``), that builds a worded refusal, and of every file reader's ``what``."""
    found = []
    for path in sorted(_SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # The module's constants (``SAVE_WORD = Msg(...)``): a call naming one carries what it holds.
        constants = {
            target.id: node.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None)
            if name in _BUILDERS:
                arg = node.args[0] if node.args else None
            elif name in _READERS and len(node.args) > 3:
                arg = node.args[3]
            else:
                continue
            if isinstance(arg, ast.Name) and arg.id in constants:
                arg = constants[arg.id]
            found.append((str(path.relative_to(_SRC)), node.lineno, str(name), arg))
    return found


def _worded(arg: ast.expr | None) -> bool:
    """A message of the text layer (``Msg(...)``), one carried over from a worded error (``exc.message``), or a
    parameter passed on (a reader's ``what``, named where the reader is called)."""
    if isinstance(arg, ast.Call) and getattr(arg.func, "id", None) in ("Msg", "cannot_read"):
        return True
    if isinstance(arg, ast.Name) and arg.id in ("what", "message", "problem", "words"):
        return True
    return isinstance(arg, ast.Attribute) and arg.attr == "message"


def test_every_refusal_of_the_engine_and_the_command_line_is_a_worded_message() -> None:
    calls = _calls()
    assert len(calls) > 120
    plain = [
        f"{file}:{line} {name}({ast.unparse(arg) if arg is not None else ''})"
        for file, line, name, arg in calls
        if not _worded(arg) and (file, ast.unparse(arg) if arg is not None else "") not in _ALLOWED
    ]
    assert not plain, "build these with a Msg of a catalogue (core/error_words.py, ...):\n" + "\n".join(plain)


def _refusal(make: Callable[[], Any]) -> WarroomError:
    with pytest.raises(WarroomError) as caught:
        make()
    return caught.value


def _save() -> dict[str, Any]:
    game = new_game("war", 3, {"round_limit": 2}, 5)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return save_data(game)


#: (what is refused, its English as it always read, words of its Portuguese).
CASES: list[tuple[Callable[[], Any], str, str]] = [
    (lambda: new_game("war", 9, {}, 1), "war plays with 3 to 6 players (2 with the option two_players), not 9",
     "war é jogado por 3 a 6 jogadores (2 com a opção two_players), não 9"),
    (lambda: new_game("war", 7, {"two_players": True}, 1), "war plays with 3 to 6 players, not 7",
     "war é jogado por 3 a 6 jogadores, não 7"),
    (lambda: new_game("ww4", 2, {}, 1), "World War IV plays with 3 to 5 players, not 2", "é jogado por 3 a 5"),
    (lambda: new_game("imperialism-basic", 7, {}, 1), "War! Age of Imperialism plays with 2 to 6 players, not 7",
     "é jogado por 2 a 6"),
    (lambda: new_game("war", 3, {"round_limit": -3}, 1), "option 'round_limit' must be at least 1, got -3",
     "a opção 'round_limit' deve ser no mínimo 1, não -3"),
    (lambda: new_game("war", 3, {"round_limit": "x"}, 1), "option 'round_limit' must be a whole number, got 'x'",
     "deve ser um número inteiro"),
    (lambda: new_game("war", 3, {"two_players": 1}, 1), "option 'two_players' must be bool, got 1",
     "deve ser verdadeiro ou falso"),
    (lambda: new_game("war", 3, {"nope": 1}, 1), "war has no option 'nope' (options: ", "não tem a opção 'nope'"),
    (lambda: new_game("war", 3, {}, -1), "the seed must be a whole number >= 0, got -1", "a semente deve ser"),
    (lambda: get_ruleset("chess"), "unknown ruleset 'chess' (installed: ", "jogo desconhecido 'chess'"),
    (lambda: new_game("war", 3, {"colours": "red,red,blue"}, 1),
     "option 'colours' must name 3 different colours, got 'red,red,blue'", "deve nomear 3 cores diferentes"),
    (lambda: new_game("ww4", 3, {"nations": "red,pink,blue"}, 1), "unknown colour pink in option nations",
     "cor desconhecida pink na opção nations"),
    (lambda: new_game("ww4", 3, {"nations": "red,pink,cyan"}, 1), "unknown colours pink, cyan in option nations",
     "cores desconhecidas pink, cyan"),
    (lambda: new_game("imperialism-advanced", 3, {"scenario": "1999"}, 1),
     "option 'scenario' must be one of ['none', '1886'], got '1999'",
     "deve ser um destes valores: ['none', '1886'], não '1999'"),
    (lambda: new_game("imperialism-basic", 3, {"two_empires": True}, 1),
     "option two_empires is for the 2-player game only", "é só para o jogo de 2 jogadores"),
    (lambda: parse_option_text(OptionSpec("undo", bool, False, ""), "maybe"),
     "option 'undo' must be true or false, got 'maybe'", "deve ser true ou false"),
    (lambda: check_save({"format": "chess"}), 'save: not a warroom save (no "format": "warroom-save")',
     'o jogo salvo: não é um jogo salvo do warroom (sem "format": "warroom-save")'),
    (lambda: check_save({**_save(), "actions": [1]}), "save: damaged save, actions[0] is not an action entry",
     "o jogo salvo: jogo salvo danificado, actions[0] não é uma entrada de ação"),
    (lambda: check_save({**_save(), "version": 99}), "save: save format version 99 is newer than this warroom reads",
     "atualize o warroom"),
    (lambda: replay_save({**_save(), "players": 9}), "save: cannot start the saved game: war plays with 3 to 6",
     "o jogo salvo: não é possível começar o jogo salvo: war é jogado por 3 a 6"),
    (lambda: replay_save({**_save(), "actions": [{"action": {"type": "pass"}}]}), "save: action 0 ({'type': 'pass'})",
     "o jogo salvo: a ação 0 ({'type': 'pass'}) não pode ser reproduzida"),
    (lambda: make_agent("greedy:foo=1", "war"), "agent 'greedy' has no parameter 'foo' (parameters: ",
     "o agente 'greedy' não tem o parâmetro 'foo'"),
    (lambda: make_agent("greedy:threshold=2", "war"), "greedy: 'threshold' must be a chance from 0 to 1, got 2.0",
     "greedy: 'threshold' deve ser uma chance de 0 a 1, não 2.0"),
    (lambda: make_agent("plans:iters=0,time=0", "war"),
     "plans needs a budget: 'iters' above 0 and/or 'time' above 0 seconds (got both 0)", "precisa de um orçamento"),
    (lambda: make_agent("greedy:guard=99", "ww4"), "greedy: 'guard' must be from 0 to 20, got 99",
     "greedy: 'guard' deve ir de 0 a 20, não 99"),
    (lambda: make_agent("chess-engine", "war"), "unknown agent 'chess-engine' (known: ", "agente desconhecido"),
    (lambda: read_save("/nonexistent/save.json"), "/nonexistent/save.json: cannot read save: No such file or directory",
     "/nonexistent/save.json: não é possível ler o jogo salvo: arquivo ou pasta inexistente"),
]  # fmt: skip


@pytest.mark.parametrize(("make", "english", "portuguese"), CASES)
def test_a_refusal_reads_in_both_languages(make: Callable[[], Any], english: str, portuguese: str) -> None:
    error = _refusal(make)
    assert str(error).startswith(english) and error.said("en") == str(error)
    said = error.said("pt")
    assert portuguese in said, said
    assert said != str(error)


def test_a_damaged_save_file_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({**_save(), "seed_salt": ""}))
    error = _refusal(lambda: read_save(path))
    assert str(error) == f"{path}: damaged save, 'seed_salt' is not 1 to 256 printable ASCII characters"
    assert (
        error.said("pt")
        == f"{path}: jogo salvo danificado, 'seed_salt' deve ter de 1 a 256 caracteres ASCII imprimíveis"
    )
    path.write_bytes(b"\xff{}")
    assert "não é texto utf-8" in _refusal(lambda: read_save(path)).said("pt")
