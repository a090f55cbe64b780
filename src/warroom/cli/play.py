"""Terminal play: humans and computer players around one table, driven by lines on stdin.

Each human decision shows the board from that player's own view (``game.view(player)``) only, what
happened since (dice included), whose turn it is and the legal choices as a numbered list. A human
types a number, words that pick out one choice, or a command (``save FILE``, ``view``, ``help``,
``quit``). With two or more humans (hotseat) the screen is cleared and the table passed whenever the
decision moves to a different human, so no one sees another's secrets.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from dataclasses import dataclass, field
from typing import TextIO

from rich.console import Console

from warroom.agents.base import Agent, AgentError, make_agent
from warroom.cli.common import CliError, cannot_load, parse_options, stdout_console
from warroom.cli.render import describe_event, render_view, result_lines
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import get_ruleset
from warroom.core.saves import load_game, write_save
from warroom.sim.runner import agent_seed

_UI: dict[str, dict[str, str]] = {
    "en": {
        "pass": "Pass the table to {name}. {name}, press Enter when you are ready.",
        "since": "Since your last turn:",
        "turn": "Round {round} — {name} to decide",
        "choices": "Your choices:",
        "prompt": "{name}> ",
        "no_number": "There is no choice {n}; type a number from 1 to {count}.",
        "no_match": "Nothing matches {text!r}. Type a number, words from a choice, or help.",
        "matches": "{count} choices match {text!r}; be more precise:",
        "saved": "Saved to {path}.",
        "save_usage": "Usage: save FILE",
        "save_failed": "Could not save: {error}",
        "illegal": "Not allowed: {error}",
        "quit": "Quit. The game was not finished.",
        "eof": "End of input. The game was not finished.",
        "over": "Game over.",
        "seed": "Seed {seed}.",
        "help": (
            "Type the number of a choice, or words from it (e.g. 'attack birch'): if exactly one choice\n"
            "matches it is taken, else the matches are listed. Commands: save FILE (save the game),\n"
            "view (show the board again), help (this text), quit (leave without finishing). "
            "A count before a choice repeats it while it stays possible: '5x india' places five armies."
        ),
    },
    "pt": {
        "pass": "Passe a mesa para {name}. {name}, tecle Enter quando estiver pronto.",
        "since": "Desde a sua última jogada:",
        "turn": "Rodada {round} — {name} decide",
        "choices": "Suas opções:",
        "prompt": "{name}> ",
        "no_number": "Não há opção {n}; digite um número de 1 a {count}.",
        "no_match": "Nada corresponde a {text!r}. Digite um número, palavras de uma opção, ou help.",
        "matches": "{count} opções correspondem a {text!r}; seja mais preciso:",
        "saved": "Salvo em {path}.",
        "save_usage": "Uso: save ARQUIVO",
        "save_failed": "Não foi possível salvar: {error}",
        "illegal": "Não permitido: {error}",
        "quit": "Saiu. O jogo não terminou.",
        "eof": "Fim da entrada. O jogo não terminou.",
        "over": "Fim de jogo.",
        "seed": "Semente {seed}.",
        "help": (
            "Digite o número de uma opção, ou palavras dela (ex.: 'attack birch'): se só uma opção\n"
            "corresponder, ela é escolhida; senão as opções são listadas. Comandos: save ARQUIVO\n"
            "(salvar), view (mostrar o tabuleiro de novo), help (esta ajuda), quit (sair sem terminar). "
            "Um número antes de uma opção a repete enquanto for possível: '5x india' coloca cinco exércitos."
        ),
    },
}

#: How many matches of a word filter are listed before "...".
MAX_MATCHES_SHOWN = 20


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a human, or a computer player with an agent spec."""

    human: bool
    spec: str | None = None

    def label(self) -> str:
        """The seat as ``--seat`` spells it."""
        return "human" if self.human else f"ai:{self.spec}"


def default_ai_spec(ruleset_id: str) -> str:
    """``greedy`` where the ruleset supports it, else ``random``."""
    try:
        make_agent("greedy", ruleset_id, 0)
    except AgentError:
        return "random"
    return "greedy"


def parse_seats(texts: list[str] | None, players: int, ruleset_id: str) -> list[Seat]:
    """Seats from ``--seat`` texts, padded with ``ai``; by default one human then computer players."""
    given = list(texts) if texts else ["human"]
    if len(given) > players:
        raise CliError(f"{len(given)} --seat given for {players} players")
    given += ["ai"] * (players - len(given))
    seats = []
    for text in given:
        kind, _, spec = text.strip().partition(":")
        kind = kind.lower()
        if kind == "human" and not spec:
            seats.append(Seat(True))
        elif kind == "ai":
            seats.append(Seat(False, spec.strip() or default_ai_spec(ruleset_id)))
        else:
            raise CliError(f"--seat must be human, ai or ai:SPEC, not {text!r}")
    return seats


class _Quit(Exception):
    def __init__(self, eof: bool) -> None:
        super().__init__("eof" if eof else "quit")
        self.eof = eof


@dataclass
class TerminalTable:
    """One game played at the terminal. ``run`` plays it to the end (or until quit) and returns a status."""

    game: Game
    seats: list[Seat]
    out: Console
    stdin: TextIO
    lang: str = "en"
    agents: dict[int, Agent] = field(default_factory=dict)
    #: Public lines each human has not seen yet because the screen was cleared since.
    unseen: dict[int, list[str]] = field(default_factory=dict)
    last_human: int | None = None

    def __post_init__(self) -> None:
        for seat, who in enumerate(self.seats):
            if who.human:
                self.unseen[seat] = []
            else:
                assert who.spec is not None
                self.agents[seat] = make_agent(who.spec, self.game.ruleset_id, agent_seed(self.game.seed, seat))

    @property
    def hotseat(self) -> bool:
        """Whether two or more humans share the screen."""
        return len(self.unseen) >= 2

    def t(self, key: str, **kwargs: object) -> str:
        """A user-interface message in the table's language."""
        return _UI.get(self.lang, _UI["en"])[key].format(**kwargs)

    def say(self, text: str = "", style: str | None = None) -> None:
        """Print a plain line (no markup: descriptions may hold brackets)."""
        self.out.print(text, style=style, markup=False, highlight=False)

    def read_line(self, prompt: str) -> str:
        """One line from stdin (without its newline); EOF quits."""
        self.out.print(prompt, end="", markup=False, highlight=False)
        self.out.file.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            raise _Quit(eof=True)
        return line.rstrip("\r\n")

    # -- the loop ------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the game ends (0), the human quits (0) or stdin ends (1)."""
        game = self.game
        try:
            while not game.is_over():
                player = game.current_player()
                if player is None:
                    raise CliError("the game is not over but no one is to decide")
                if player in self.agents:
                    action = self.agents[player].choose(game, player)
                    self.apply(player, action)
                else:
                    self.human_turn(player)
        except _Quit as stop:
            self.say(self.t("eof" if stop.eof else "quit"))
            return 1 if stop.eof else 0
        if self.hotseat:
            self.out.clear()
        self.say()
        self.out.print(render_view(game, game.view(None), self.lang))
        self.say(self.t("over"), style="bold")
        for line in result_lines(game, game.result()):
            self.say(line, style="bold")
        return 0

    def apply(self, player: int, action: Action) -> None:
        """Apply an action and print what happened (public lines, or the actor's own if alone)."""
        events = self.game.apply(action)
        public = self.lines(player, action, events, viewer=None)
        for human, pending in self.unseen.items():
            if human != player:
                pending.extend(public)
        own_view = player in self.unseen and not self.hotseat
        shown = self.lines(player, action, events, viewer=player) if own_view else public
        for line in shown:
            self.say(line)

    def lines(self, actor: int, action: Action, events: list[Event], viewer: int | None) -> list[str]:
        """What an action looked like to ``viewer``: who did what, then the dice and events."""
        out = [f"{self.game.player_name(actor)}: {self.game.describe(action)}"]
        for event in events:
            text = describe_event(self.game, event, actor, viewer, self.lang)
            if text:
                out.append(f"    {text}")
        return out

    def human_turn(self, player: int) -> None:
        """Show the human their view and choices, and apply the choice they make."""
        name = self.game.player_name(player)
        passed = self.hotseat and self.last_human != player
        if passed:
            self.out.clear()
            self.read_line(self.t("pass", name=name) + " ")
            self.out.clear()
        self.last_human = player
        pending = self.unseen[player]
        if passed and pending:
            self.say(self.t("since"), style="bold")
            for line in pending:
                self.say(line)
        pending.clear()
        actions = self.game.legal_actions()
        descriptions = [self.game.describe(a) for a in actions]
        self.show(player, descriptions)
        while True:
            text = self.read_line(self.t("prompt", name=name)).strip()
            if not text:
                continue
            times, text = _repeat_prefix(text)
            choice = self.interpret(text, player, descriptions)
            if choice is None:
                continue
            action = actions[choice]
            try:
                self.apply(player, action)
            except IllegalAction as exc:
                self.say(self.t("illegal", error=exc), style="red")
                continue
            # "5x india": the same choice again while it stays legal and this player decides.
            for _ in range(times - 1):
                if self.game.current_player() != player or action not in self.game.legal_actions():
                    break
                self.apply(player, action)
            return

    def show(self, player: int, descriptions: list[str]) -> None:
        """Draw the player's own view, whose turn it is and the numbered choices."""
        game = self.game
        self.say()
        self.out.print(render_view(game, game.view(player), self.lang))
        self.say(self.t("turn", round=game.round_number(), name=game.player_name(player)), style="bold")
        self.say(self.t("choices"))
        width = len(str(len(descriptions)))
        for i, text in enumerate(descriptions, 1):
            self.say(f"  {i:>{width}}. {text}")

    def interpret(self, text: str, player: int, descriptions: list[str]) -> int | None:
        """The index of the choice ``text`` names, or None after handling a command or a miss."""
        command, _, rest = text.partition(" ")
        command = command.lower()
        if text.isdigit():
            n = int(text)
            if 1 <= n <= len(descriptions):
                return n - 1
            self.say(self.t("no_number", n=n, count=len(descriptions)), style="red")
            return None
        if command in {"help", "?"} and not rest:
            self.say(self.t("help"))
            return None
        if command in {"view", "board"} and not rest:
            self.show(player, descriptions)
            return None
        if command in {"quit", "exit"} and not rest:
            raise _Quit(eof=False)
        if command == "save":
            self.save(rest.strip())
            return None
        words = text.casefold().split()
        matches = [i for i, d in enumerate(descriptions) if all(w in d.casefold() for w in words)]
        if len(matches) == 1:
            return matches[0]
        if not matches:
            self.say(self.t("no_match", text=text), style="red")
            return None
        self.say(self.t("matches", count=len(matches), text=text), style="yellow")
        for i in matches[:MAX_MATCHES_SHOWN]:
            self.say(f"  {i + 1}. {descriptions[i]}")
        if len(matches) > MAX_MATCHES_SHOWN:
            self.say("  ...")
        return None

    def save(self, path: str) -> None:
        """Write the game so far to ``path``."""
        if not path:
            self.say(self.t("save_usage"), style="red")
            return
        meta = {"seats": [s.label() for s in self.seats], "source": "warroom play"}
        try:
            written = write_save(self.game, path, meta)
        except OSError as exc:
            self.say(self.t("save_failed", error=exc.strerror or exc), style="red")
            return
        self.say(self.t("saved", path=written))


def _repeat_prefix(text: str) -> tuple[int, str]:
    """Split a leading repeat count ("5x india", "3* 2") from a choice."""
    head, _, rest = text.partition(" ")
    if rest and head[:-1].isdigit() and head[-1:] in {"x", "*"} and int(head[:-1]) > 0:
        return int(head[:-1]), rest.strip()
    return 1, text


def run_play(args: argparse.Namespace) -> int:
    """``warroom play``: start or load a game, seat the players and play it at the terminal."""
    out = stdout_console()
    if args.load:
        if args.option or args.rounds is not None:
            raise CliError("options come from the save; drop --option/--rounds with --load")
        try:
            game = load_game(args.load, verify=True)
        except WarroomError:
            raise
        except Exception as exc:  # the last line of defence: one line, never a traceback
            return cannot_load(args.load, exc)
        if args.ruleset is not None and args.ruleset != game.ruleset_id:
            raise CliError(f"{args.load} is a game of {game.ruleset_id}, not {args.ruleset}")
        if args.players is not None and args.players != game.players:
            raise CliError(f"{args.load} has {game.players} players, not {args.players}")
        if args.seed is not None and args.seed != game.seed:
            raise CliError(f"{args.load} was played with seed {game.seed}, not {args.seed}")
    else:
        if args.ruleset is None:
            raise CliError("give a RULESET to play, or --load FILE")
        ruleset = get_ruleset(args.ruleset)
        options = parse_options(ruleset, args.option, args.rounds)
        players = args.players if args.players is not None else ruleset.min_players
        seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
        game = ruleset.new_game(players, options, seed)
        out.print(_UI.get(args.lang, _UI["en"])["seed"].format(seed=seed), markup=False)
    seats = parse_seats(args.seat, game.players, game.ruleset_id)
    table = TerminalTable(game, seats, out, sys.stdin, args.lang)
    return table.run()
