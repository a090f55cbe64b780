"""One human decision on the compact screen: a summary of what happened since, the status and one
short list of choices (cli/choices.py), all within the terminal's rows.

A number opens a group or takes a choice; ``0``/``back`` goes up; words still pick among all choices
(``attack vietnam china``, ``5x india``), and several matches become the list shown. ``board`` shows
the whole board, ``log`` everything since the last decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.cli.choices import Node, group_choices, repeat_prefix
from warroom.cli.commands import command_line
from warroom.cli.matching import matching
from warroom.cli.render import render_view
from warroom.cli.speech import seat_name
from warroom.cli.table import fit, status_lines, summary_lines

if TYPE_CHECKING:
    from warroom.cli.play import TerminalTable

#: Lines of the screen besides the summary, the status and the list: the heading, "0. back", the prompt.
_FRAME = 3
#: Commands that cli/play.py's ``interpret`` handles the same on either screen.
_SHARED_COMMANDS = frozenset({"help", "?", "quit", "exit", "save"})


def compact_turn(table: TerminalTable, player: int) -> None:
    """Show ``player`` the compact screen and apply the choice he makes."""
    game = table.game
    pending = table.unseen[player]
    table.log[player] = list(pending)
    pending.clear()
    actions = game.legal_actions()
    descriptions = [game.describe(a, table.lang) for a in actions]
    summary = summary_lines(table.log[player], table.lang)
    status = status_lines(game, player, game.view(player), table.lang, table.width)
    page = table.rows - len(summary) - len(status) - _FRAME
    root = group_choices(descriptions, game.board, page)
    node = root
    for line in summary:
        table.say(fit(line, table.width))
    show(table, status, node, descriptions)
    prompt = table.t("prompt", name=seat_name(game, player, table.lang))
    while True:
        text = command_line(table.read_line(prompt).strip(), table.lang)
        if not text:
            continue
        low = text.casefold()
        command = low.partition(" ")[0]
        if low == "undo":
            if table.undo(player):
                return  # the choices changed: the turn is shown again
            continue
        if low in {"0", "back", ".."}:
            node = node.parent or root
            show(table, status, node, descriptions)
            continue
        if low in {"board", "view"}:
            table.out.print(render_view(game, game.view(player), table.lang))
            show(table, status, node, descriptions)
            continue
        if low == "log":
            for line in table.log[player]:
                table.say(line)
            continue
        if command in _SHARED_COMMANDS:
            table.interpret(text, player, descriptions)
            if command in {"help", "?"}:
                table.say(table.t("group_hint"))
            continue
        times, text = repeat_prefix(text)
        choice: int | None = None
        if text.isdigit():
            picked = pick(table, node, int(text))
            if isinstance(picked, Node):
                node = picked
                show(table, status, node, descriptions)
                continue
            choice = picked
        else:
            matches = matching(text, descriptions, actions)
            if not matches:
                table.say(table.t("no_match", text=text), style="red")
                continue
            if len(matches) > 1:
                node = group_choices(descriptions, game.board, page, subset=matches)
                node.label, node.parent = text, root
                show(table, status, node, descriptions)
                continue
            choice = matches[0]
        if choice is not None and table.take(player, actions[choice], times):
            return


def pick(table: TerminalTable, node: Node, n: int) -> Node | int | None:
    """Entry ``n`` of the list shown: a group to open, a choice's index, or None (said why)."""
    entries = node.children or node.items
    if not 1 <= n <= len(entries):
        table.say(table.t("no_number", n=n, count=len(entries)), style="red")
        return None
    if not node.children:
        return node.items[n - 1]
    child = node.children[n - 1]
    if child.size() == 1:  # a group of one is that choice: no list of one to step into
        return first_item(child)
    return child


def first_item(node: Node) -> int:
    """The first choice under a node."""
    while node.children:
        node = node.children[0]
    return node.items[0]


def show(table: TerminalTable, status: list[str], node: Node, descriptions: list[str]) -> None:
    """The status, then the list ``node`` holds, numbered, each line cut to the terminal's width."""
    for i, line in enumerate(status):
        table.say(line, style="bold" if i == 0 else None)
    path = []
    up: Node | None = node
    while up is not None and up.label:
        path.append(up.label)
        up = up.parent
    heading = table.t("choices") + (" " + " › ".join(reversed(path)) if path else "")
    table.say(fit(heading, table.width))
    entries = node.entries() or [descriptions[i] for i in node.items]
    width = len(str(len(entries)))
    for i, text in enumerate(entries, 1):
        table.say(fit(f"  {i:>{width}}. {text}", table.width))
    if node.parent is not None:
        table.say(table.t("back"))
