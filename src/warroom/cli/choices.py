"""Legal choices grouped into short lists, so that no list on a terminal shows more than a page.

A decision may have hundreds of choices (War Cards: an attack per pair of territories and dice card;
World War IV's movement: every stack to every neighbour). They are grouped by what the descriptions
say: first the verb ("Attack", "Move"), then the space the action starts from (the one after "from",
else the first space named), then the other space named; a level with more groups than a page holds
is grouped once more by the spaces' continent, and anything still too long is cut into pages. Only
the grouping is built here; cli/play.py shows it and reads the player's picks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from warroom.core.board import Board

#: The most items one list shows (the issue's "about 20").
MAX_PAGE = 20


@dataclass
class Node:
    """A list on screen: either sub-groups (``children``) or choices (``items``, indices into the
    decision's descriptions). ``label`` is what the parent list shows for it."""

    label: str
    items: list[int] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None

    def size(self) -> int:
        """How many choices lie under this node."""
        return len(self.items) if not self.children else sum(c.size() for c in self.children)

    def entries(self) -> list[str]:
        """The lines this list shows, without numbers."""
        return [f"{c.label} ({c.size()})" for c in self.children] if self.children else []


class SpaceFinder:
    """Finds the board's space names in a description, in the order they appear."""

    def __init__(self, board: Board | None) -> None:
        self.board = board
        names: dict[str, str] = {}
        if board is not None:
            for sid, space in board.spaces.items():
                names[space.name.casefold()] = sid
        self.by_name = names
        # Longest names first, so "South Africa" is found before "Africa".
        ordered = sorted(names, key=len, reverse=True)
        self.pattern = (
            re.compile(r"\b(" + "|".join(re.escape(n) for n in ordered) + r")\b", re.IGNORECASE) if ordered else None
        )

    def spaces(self, text: str) -> list[tuple[int, str]]:
        """(position, space id) of every space named in ``text``."""
        if self.pattern is None:
            return []
        return [(m.start(), self.by_name[m.group(1).casefold()]) for m in self.pattern.finditer(text)]

    def name(self, sid: str) -> str:
        """A space's English name (descriptions are English)."""
        if self.board is not None and sid in self.board.spaces:
            return self.board.spaces[sid].name
        return sid

    def continent(self, sid: str) -> str | None:
        """The name of the first group (continent) holding a space, if any."""
        if self.board is None:
            return None
        for gid in self.board.groups_of.get(sid, ()):
            group = self.board.groups.get(gid)
            if group is not None:
                return group.name
        return None


def source_space(finder: SpaceFinder, text: str) -> str | None:
    """The space an action starts from: the one named after "from", else the first named."""
    found = finder.spaces(text)
    if not found:
        return None
    cut = text.casefold().find(" from ")
    after = [sid for pos, sid in found if cut >= 0 and pos > cut]
    return after[0] if after else found[0][1]


def target_space(finder: SpaceFinder, text: str) -> str | None:
    """Another space the action names besides its source (where it goes, what it attacks)."""
    source = source_space(finder, text)
    others = [sid for _, sid in finder.spaces(text) if sid != source]
    return others[0] if others else None


Key = Callable[[str], "str | None"]


def group_choices(
    descriptions: Sequence[str], board: Board | None, page: int = MAX_PAGE, subset: Sequence[int] | None = None
) -> Node:
    """The choices (those at ``subset``'s indices, by default all) as a tree of lists, none longer
    than ``page``; the tree's items are indices into ``descriptions``."""
    page = max(2, min(page, MAX_PAGE))
    finder = SpaceFinder(board)

    def verb(text: str) -> str | None:
        return text.split(" ", 1)[0] if text else None

    def source(text: str) -> str | None:
        sid = source_space(finder, text)
        return finder.name(sid) if sid else None

    def target(text: str) -> str | None:
        sid = target_space(finder, text)
        return finder.name(sid) if sid else None

    root = Node("")
    items = list(subset) if subset is not None else list(range(len(descriptions)))
    _split(root, items, descriptions, [verb, source, target], finder, page)
    return root


def _split(node: Node, items: list[int], texts: Sequence[str], keys: list[Key], finder: SpaceFinder, page: int) -> None:
    if len(items) <= page:
        node.items = items
        return
    for depth, key in enumerate(keys):
        groups: dict[str, list[int]] = {}
        for i in items:
            groups.setdefault(key(texts[i]) or "…", []).append(i)
        if len(groups) < 2:
            continue  # this key does not tell these choices apart: try the next
        children = []
        for label, members in groups.items():
            child = Node(label, parent=node)
            _split(child, members, texts, keys[depth + 1 :], finder, page)
            children.append(child)
        node.children = _fold(node, children, finder, page)
        return
    node.children = _pages(node, [Node(texts[i], items=[i]) for i in items], page, flat=items)


def _fold(node: Node, children: list[Node], finder: SpaceFinder, page: int) -> list[Node]:
    """Children that fit a page; else grouped by continent (when they are spaces), else in pages."""
    if len(children) <= page:
        return children
    by_continent: dict[str, list[Node]] = {}
    for child in children:
        sid = finder.by_name.get(child.label.casefold())
        continent = finder.continent(sid) if sid else None
        by_continent.setdefault(continent or "…", []).append(child)
    if 1 < len(by_continent) <= page and all(len(v) <= page for v in by_continent.values()):
        out = []
        for label, members in by_continent.items():
            group = Node(label, parent=node, children=members)
            for m in members:
                m.parent = group
            out.append(group)
        return out
    return _pages(node, children, page)


def _pages(node: Node, children: list[Node], page: int, flat: list[int] | None = None) -> list[Node]:
    """Children cut into pages of ``page`` (a list of pages, labelled by their first and last)."""
    out = []
    for start in range(0, len(children), page):
        chunk = children[start : start + page]
        label = f"{start + 1}-{start + len(chunk)}"
        if flat is not None:
            out.append(Node(label, items=flat[start : start + page], parent=node))
        else:
            group = Node(label, children=chunk, parent=node)
            for c in chunk:
                c.parent = group
            out.append(group)
    if len(out) > page:  # pages of pages: a decision of more than page² choices
        return _pages(node, out, page)
    return out


def repeat_prefix(text: str) -> tuple[int, str]:
    """Split a leading repeat count ("5x india", "3* 2") from a choice."""
    head, _, rest = text.partition(" ")
    if rest and head[:-1].isdigit() and head[-1:] in {"x", "*"} and int(head[:-1]) > 0:
        return int(head[:-1]), rest.strip()
    return 1, text
