"""Terminal play: humans and computer players around one table, driven by lines on stdin.

Each human decision shows the board from that player's own view (``game.view(player)``) only, what
happened since (dice included), whose turn it is and the legal choices as a numbered list. A human
types a number, words that pick out one choice, or a command (``save FILE``, ``view``, ``undo``,
``help``, ``quit``). With two or more humans (hotseat) the screen is cleared and the table passed
whenever the decision moves to a different human, so no one sees another's secrets. Games played here
have the core's option ``undo`` on (cli/undo.py). At a terminal (or with ``--screen compact``) a
decision is the compact screen of cli/compact.py instead, fitting 80x24, and the game is autosaved
after each human decision (cli/autosave.py); lines are read with prompt_toolkit there (cli/prompt.py).
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from rich.console import Console

from warroom.agents.base import Agent, AgentError, make_agent
from warroom.cli.autosave import SAVE_DIR_ENV, autosave_path, last_save, save_dir, saved_seats
from warroom.cli.choices import repeat_prefix
from warroom.cli.commands import command_line
from warroom.cli.common import CliError, cannot_load, parse_options, stdout_console
from warroom.cli.compact import compact_turn
from warroom.cli.matching import matching
from warroom.cli.prompt import LineReader
from warroom.cli.render import render_view
from warroom.cli.seen import action_lines, label_for
from warroom.cli.speech import result_lines, seat_name, terminal_lang
from warroom.cli.undo import UNDO_WORDS, load_with_undo, refusal_words, with_undo
from warroom.cli.words import TABLE_WORDS
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import get_ruleset
from warroom.core.saves import write_save
from warroom.core.text import Msg
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
            "view (show the board again), undo (take back your last action while your turn lasts and\n"
            "no die, card or secret came out), help (this text), quit (leave without finishing). "
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
        "no_match": "Nada corresponde a {text!r}. Digite um número, palavras de uma opção, ou ajuda.",
        "matches": "{count} opções correspondem a {text!r}; seja mais preciso:",
        "saved": "Salvo em {path}.",
        "save_usage": "Uso: salvar ARQUIVO",
        "save_failed": "Não foi possível salvar: {error}",
        "illegal": "Não permitido: {error}",
        "quit": "Saiu. O jogo não terminou.",
        "eof": "Fim da entrada. O jogo não terminou.",
        "over": "Fim de jogo.",
        "seed": "Semente {seed}.",
        "help": (
            "Digite o número de uma opção, ou palavras dela (ex.: 'atacar brasil'): se só uma opção\n"
            "corresponder, ela é escolhida; senão as opções são listadas. Comandos: salvar ARQUIVO, ver\n"
            "(mostrar o tabuleiro de novo), desfazer (a sua última ação enquanto for sua vez e nenhum dado,\n"
            "carta ou segredo tiver saído), ajuda (esta ajuda), sair (sem terminar); em inglês também. "
            "Um número antes de uma opção a repete enquanto for possível: '5x india' coloca cinco exércitos."
        ),
    },
}

for _lang, _words in UNDO_WORDS.items():
    _UI[_lang].update(_words)
for _lang, _words in TABLE_WORDS.items():
    _UI[_lang].update(_words)

#: Rulesets whose description of an action reads the state after it: War Cards hides an attack card
#: once played, until the defender has answered (the line the other players read). Everywhere else an action is
#: described before it is applied.
DESCRIBED_AFTER = frozenset({"war-cards"})
#: A computer player taking longer than this (seconds) is announced as thinking.
THINKING_AFTER = 0.5

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
        raise CliError(Msg("cli.error.seats_given", count=len(given), players=players))
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
            raise CliError(Msg("cli.error.seat_form", text=repr(text)))
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
    #: The compact screen (cli/table.py): status, a summary and one short list instead of the board.
    compact: bool = False
    #: The terminal's size the compact screen fits.
    rows: int = 24
    width: int = 80
    agents: dict[int, Agent] = field(default_factory=dict)
    #: Public lines each human has not seen yet because the screen was cleared since (compact: every
    #: line since his last decision, his own included, shown as a summary).
    unseen: dict[int, list[str]] = field(default_factory=dict)
    #: Every line since each human's last decision, for the command ``log``.
    log: dict[int, list[str]] = field(default_factory=dict)
    last_human: int | None = None
    reader: LineReader | None = None
    #: Where the game is saved after each human decision (None: not saved).
    autosave: Path | None = None

    def __post_init__(self) -> None:
        if self.reader is None:
            board = self.game.board
            names = [space.name for space in board.spaces.values()] if board is not None else []
            self.reader = LineReader(self.stdin, self.out, names)
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
        """One line from the player (without its newline); EOF quits."""
        assert self.reader is not None
        line = self.reader.read(prompt)
        if line is None:
            self.say()
            raise _Quit(eof=True)
        return line

    def clear(self) -> None:
        """Clear the screen and, at a terminal, its scrollback (hotseat: nothing of the last player stays)."""
        self.out.clear()
        if self.out.is_terminal:
            self.out.file.write("\x1b[3J")
            self.out.file.flush()

    def think(self, player: int) -> Action:
        """A computer player's choice; "thinking..." when it takes longer than :data:`THINKING_AFTER`."""
        name = seat_name(self.game, player, self.lang)
        timer = threading.Timer(THINKING_AFTER, lambda: self.say(self.t("thinking", name=name), style="dim"))
        timer.daemon = True
        timer.start()
        try:
            return self.agents[player].choose(self.game, player)
        finally:
            timer.cancel()

    # -- the loop ------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the game ends (0), the human quits (0) or stdin ends (1)."""
        game = self.game
        try:
            while not game.is_over():
                player = game.current_player()
                if player is None:
                    raise CliError(Msg("cli.error.nobody"))
                if player in self.agents:
                    self.apply(player, self.think(player))
                else:
                    self.human_turn(player)
        except _Quit as stop:
            saved = self.write_autosave()
            key = "eof" if stop.eof else "quit"
            self.say(self.t(f"{key}_saved", path=saved) if saved else self.t(key))
            return 1 if stop.eof else 0
        self.write_autosave()
        if self.hotseat:
            self.clear()
        self.say()
        self.out.print(render_view(game, game.view(None), self.lang))
        self.say(self.t("over"), style="bold")
        for line in result_lines(game, game.result(), self.lang):
            self.say(line, style="bold")
        return 0

    def apply(self, player: int, action: Action) -> None:
        """Apply an action and print what happened, each person reading it as the ruleset lets him: another
        seat's secret action only as its events are narrated to him (cli/seen.py)."""
        # Described before it is applied: a description reads the state it is made in (World War IV's
        # "end the step" would otherwise name the next step); whether it is secret likewise.
        described = self.game.describe(action, self.lang)
        secret = self.game.secret_action(action)
        events = self.game.apply(action)
        if self.game.ruleset_id in DESCRIBED_AFTER:
            described = self.game.describe(action, self.lang)  # War Cards: the played attack card lies face down
        for human, pending in self.unseen.items():
            if human != player or self.compact:
                pending.extend(self.lines(player, described, events, human, secret))
        if self.compact:
            return  # shown in the summary before the next decision
        for line in self.lines(player, described, events, self.screen_viewer(), secret):
            self.say(line)

    def screen_viewer(self) -> int | None:
        """Who reads the screen now: the one person at the table, in hotseat the last who held it (the
        screen is cleared before it passes), else a spectator (None)."""
        if self.hotseat:
            return self.last_human
        return next(iter(self.unseen), None)

    def lines(
        self, actor: int, described: str, events: list[Event], viewer: int | None, secret: bool = False
    ) -> list[str]:
        """What an action looked like to ``viewer``: who did what, then the dice and events."""
        return action_lines(self.game, actor, described, events, viewer, self.lang, secret)

    def human_turn(self, player: int) -> None:
        """Show the human their view and choices, and apply the choice they make."""
        name = seat_name(self.game, player, self.lang)
        passed = self.hotseat and self.last_human != player
        if passed:
            self.clear()
            self.read_line(self.t("pass", name=name) + " ")
            self.clear()
        self.last_human = player
        if self.compact:
            compact_turn(self, player)
            return
        pending = self.unseen[player]
        if passed and pending:
            self.say(self.t("since"), style="bold")
            for line in pending:
                self.say(line)
        pending.clear()
        actions = self.game.legal_actions()
        descriptions = [self.game.describe(a, self.lang) for a in actions]
        self.show(player, descriptions)
        while True:
            text = command_line(self.read_line(self.t("prompt", name=name)).strip(), self.lang)
            if not text:
                continue
            if text.casefold() == "undo":
                if self.undo(player):
                    return  # the choices changed: the turn is shown again
                continue
            times, text = repeat_prefix(text)
            choice = self.interpret(text, player, descriptions, actions)
            if choice is not None and self.take(player, actions[choice], times):
                return

    def take(self, player: int, action: Action, times: int = 1) -> bool:
        """Apply a human's choice (``times`` over while it stays legal); False, said why, if refused."""
        try:
            self.apply(player, action)
        except IllegalAction as exc:
            # The ruleset's reason in the table's language where it gives it as a message.
            self.say(self.t("illegal", error=self.game.say(exc.message, self.lang)), style="red")
            return False
        # "5x india": the same choice again while it stays legal and this player decides.
        for _ in range(times - 1):
            if self.game.current_player() != player or action not in self.game.legal_actions():
                break
            self.apply(player, action)
        self.write_autosave()
        return True

    def meta(self) -> dict[str, object]:
        """What a save of this table records besides the game: the seats, so a load keeps them."""
        return {"seats": [s.label() for s in self.seats], "source": "warroom play"}

    def write_autosave(self) -> Path | None:
        """Save the game to :attr:`autosave` (if set); the path, or None (said why) when it failed."""
        if self.autosave is None:
            return None
        try:
            self.autosave.parent.mkdir(parents=True, exist_ok=True)
            return write_save(self.game, self.autosave, self.meta())
        except OSError as exc:
            self.say(self.t("save_failed", error=exc.strerror or exc), style="red")
            return None

    def undo(self, player: int) -> bool:
        """Take back ``player``'s last action (the command ``undo``); say why not when the game refuses."""
        block = self.game.undo_block(player)
        if block is not None:
            self.say(self.t("undo_refused", reason=refusal_words(block, self.lang)), style="red")
            return False
        # Worded before it is undone: a description may read the state the action was made in. The others
        # read a secret action's words no more when it goes than when it came (cli/seen.py).
        taken = self.game.history[-1]
        last = self.game.describe(taken, self.lang)
        secret = self.game.secret_action(taken)
        name = seat_name(self.game, player, self.lang)
        self.game.undo(player)
        for human, pending in self.unseen.items():
            if human != player:  # the others saw the action in "since your last turn": they see it go
                pending.append(self.t("undone", name=name, action=label_for(last, secret, player, human, self.lang)))
        self.say(self.t("undone", name=name, action=last))
        return True

    def show(self, player: int, descriptions: list[str]) -> None:
        """Draw the player's own view, whose turn it is and the numbered choices."""
        game = self.game
        self.say()
        self.out.print(render_view(game, game.view(player), self.lang))
        self.say(self.t("turn", round=game.round_number(), name=seat_name(game, player, self.lang)), style="bold")
        self.say(self.t("choices"))
        width = len(str(len(descriptions)))
        for i, text in enumerate(descriptions, 1):
            self.say(f"  {i:>{width}}. {text}")

    def interpret(
        self, text: str, player: int, descriptions: list[str], actions: Sequence[Action] | None = None
    ) -> int | None:
        """The index of the choice ``text`` names, or None after handling a command or a miss (choices that
        read the same and are equivalent, given ``actions``, are one: cli/matching.py)."""
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
        matches = matching(text, descriptions, actions)
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
        try:
            written = write_save(self.game, path, self.meta())
        except OSError as exc:
            self.say(self.t("save_failed", error=exc.strerror or exc), style="red")
            return
        self.say(self.t("saved", path=written))


def run_play(args: argparse.Namespace) -> int:
    """``warroom play``: start or load a game, seat the players and play it at the terminal."""
    out = stdout_console()
    try:
        args.lang = terminal_lang(args.lang)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if getattr(args, "continue_last", False):
        if args.load:
            raise CliError(Msg("cli.error.continue_or_load"))
        last = last_save()
        if last is None:
            raise CliError(Msg("cli.error.no_autosave", folder=str(save_dir())))
        args.load = str(last)
    if args.load:
        if args.option or args.rounds is not None:
            raise CliError(Msg("cli.error.options_from_save"))
        try:
            game = load_with_undo(args.load)
        except WarroomError:
            raise
        except Exception as exc:  # the last line of defence: one line, never a traceback
            return cannot_load(args.load, exc, args.lang)
        if args.ruleset is not None and args.ruleset != game.ruleset_id:
            raise CliError(Msg("cli.error.save_ruleset", path=args.load, ruleset=game.ruleset_id, wanted=args.ruleset))
        if args.players is not None and args.players != game.players:
            raise CliError(Msg("cli.error.save_players", path=args.load, players=game.players, wanted=args.players))
        if args.seed is not None and args.seed != game.seed:
            raise CliError(Msg("cli.error.save_seed", path=args.load, seed=game.seed, wanted=args.seed))
    else:
        if args.ruleset is None:
            raise CliError(Msg("cli.error.ruleset_or_load"))
        ruleset = get_ruleset(args.ruleset)
        options = with_undo(parse_options(ruleset, args.option, args.rounds))
        players = args.players if args.players is not None else ruleset.min_players
        seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
        game = ruleset.new_game(players, options, seed)
        out.print(_UI.get(args.lang, _UI["en"])["seed"].format(seed=seed), markup=False)
    # A save keeps its seats (a second person stays a person) unless --seat says otherwise.
    seat_texts = args.seat or (saved_seats(args.load) if args.load else None)
    seats = parse_seats(seat_texts, game.players, game.ruleset_id)
    terminal = sys.stdin.isatty() and out.is_terminal
    screen = getattr(args, "screen", "auto")
    size = shutil.get_terminal_size((80, 24))
    table = TerminalTable(
        game, seats, out, sys.stdin, args.lang, compact=screen == "compact" or (screen == "auto" and terminal)
    )
    table.rows, table.width = max(size.lines, 16), max(size.columns, 40)
    # Autosaved when a person plays at a terminal, or wherever WARROOM_SAVE_DIR asks for it (tests,
    # scripts): piped games elsewhere leave the person's folder alone.
    if any(s.human for s in seats) and (terminal or os.environ.get(SAVE_DIR_ENV)):
        table.autosave = Path(args.load) if args.load and Path(args.load).parent == save_dir() else None
        table.autosave = table.autosave or autosave_path(game.ruleset_id, game.seed)
    return table.run()
