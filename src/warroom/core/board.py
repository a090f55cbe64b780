"""Boards as data: spaces, borders, groups and provenance, loaded from a JSON board file.

The format is documented in docs/boards.md. A board is immutable once loaded; rulesets keep their own
state (owners, pieces) in arrays indexed by ``Board.index``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warroom.core import board_words as _words  # noqa: F401  (registers the problems' words)
from warroom.core.errors import BoardError
from warroom.core.files import MAX_DEPTH, nesting_problem, read_json
from warroom.core.options import show
from warroom.core.text import Msg, Noun

BOARD_FORMAT = "warroom-board"
BOARD_VERSION = 1
SPACE_KINDS = frozenset({"land", "sea"})
DEFAULT_BORDER_KINDS = ("land", "sea", "coast")
PROVENANCE_KINDS = frozenset({"rulebook", "rulebook example", "reconstructed"})
#: The largest board file read (the largest shipped board takes about 50 KB).
BOARD_LIMIT = 16 * 1024 * 1024


@dataclass(frozen=True)
class Space:
    """One place on the board: a territory, province, region or sea area."""

    id: str
    names: Mapping[str, str]
    kind: str
    position: tuple[float, float] | None
    attrs: Mapping[str, Any]

    @property
    def name(self) -> str:
        """The English display name."""
        return self.names["en"]

    def display(self, lang: str = "en") -> str:
        """The display name in ``lang``, falling back to English."""
        return self.names.get(lang, self.names["en"])


@dataclass(frozen=True)
class Group:
    """A named set of spaces: a continent, a global region, a Roman region."""

    id: str
    names: Mapping[str, str]
    kind: str
    bonus: int
    spaces: tuple[str, ...]
    attrs: Mapping[str, Any]

    @property
    def name(self) -> str:
        return self.names["en"]


@dataclass(frozen=True)
class Board:
    """A validated board. ``adjacent[a][b]`` is the kind of the border between spaces a and b."""

    id: str
    names: Mapping[str, str]
    spaces: Mapping[str, Space]
    groups: Mapping[str, Group]
    adjacent: Mapping[str, Mapping[str, str]]
    provenance: Mapping[str, Any]
    source: str = "<memory>"
    ids: tuple[str, ...] = field(init=False)
    index: Mapping[str, int] = field(init=False)
    neighbours_idx: tuple[tuple[int, ...], ...] = field(init=False)
    groups_of: Mapping[str, tuple[str, ...]] = field(init=False)

    def __post_init__(self) -> None:
        ids = tuple(self.spaces)
        index = {sid: i for i, sid in enumerate(ids)}
        object.__setattr__(self, "ids", ids)
        object.__setattr__(self, "index", index)
        object.__setattr__(
            self,
            "neighbours_idx",
            tuple(tuple(index[n] for n in self.adjacent[sid]) for sid in ids),
        )
        member: dict[str, list[str]] = {sid: [] for sid in ids}
        for group in self.groups.values():
            for sid in group.spaces:
                member[sid].append(group.id)
        object.__setattr__(self, "groups_of", {sid: tuple(g) for sid, g in member.items()})

    @property
    def name(self) -> str:
        return self.names["en"]

    def neighbours(self, space_id: str) -> tuple[str, ...]:
        """The ids of the spaces bordering ``space_id``, in file order."""
        return tuple(self.adjacent[space_id])

    def are_adjacent(self, a: str, b: str) -> bool:
        """Whether spaces ``a`` and ``b`` border each other (False for an unknown ``a``)."""
        return b in self.adjacent.get(a, {})

    def groups_of_kind(self, kind: str) -> list[Group]:
        """The groups of kind ``kind`` (e.g. continents), in file order."""
        return [g for g in self.groups.values() if g.kind == kind]

    def space_by_name(self, name: str) -> Space | None:
        """Find a space by id or by any of its display names, ignoring case."""
        key = name.casefold()
        for space in self.spaces.values():
            if space.id.casefold() == key or any(n.casefold() == key for n in space.names.values()):
                return space
        return None


def load_board(path: str | Path) -> Board:
    """Load and validate a board file; raise BoardError naming the file, the space and the problem."""
    path = Path(path)
    raw = read_json(
        path,
        BOARD_LIMIT,
        BoardError,
        Msg("core.error.what.board_file"),
        lambda why: BoardError(Msg("board.error.in", source=str(path), problem=Msg("board.error.not_json", why=why))),
    )
    return parse_board(raw, source=str(path))


def parse_board(raw: Any, source: str = "<memory>") -> Board:
    """Validate a board already decoded from JSON. See load_board."""
    return _BoardParser(raw, source).parse()


class _BoardParser:
    def __init__(self, raw: Any, source: str) -> None:
        self.raw = raw
        self.source = source

    def fail(self, problem: Msg, space: str | None = None) -> BoardError:
        if space is not None:
            problem = Msg("board.error.at_space", space=space, problem=problem)
        return BoardError(Msg("board.error.in", source=self.source, problem=problem))

    def parse(self) -> Board:
        raw = self.raw
        if not isinstance(raw, dict):
            raise self.fail(Msg("board.error.not_object"))
        problem = nesting_problem(raw, MAX_DEPTH)
        if problem is not None:
            raise self.fail(Msg("board.error.nesting", problem=problem))
        if raw.get("format") != BOARD_FORMAT:
            raise self.fail(Msg("board.error.format", format=BOARD_FORMAT, found=show(raw.get("format"))))
        version = raw.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version > BOARD_VERSION or version < 1:
            raise self.fail(Msg("board.error.version", found=show(version)))
        board_id = self._str(raw, "id", Msg("board.what.board"))
        names = self._names(raw.get("name"), Msg("board.what.board_name"))
        provenance = self._provenance(raw.get("provenance"))
        border_kinds = raw.get("border_kinds", list(DEFAULT_BORDER_KINDS))
        if not isinstance(border_kinds, list) or not all(isinstance(k, str) for k in border_kinds):
            raise self.fail(Msg("board.error.border_kinds"))
        spaces, adjacent = self._spaces(raw.get("spaces"), set(border_kinds))
        groups = self._groups(raw.get("groups"), spaces)
        self._check_connected(spaces, adjacent)
        return Board(
            id=board_id,
            names=names,
            spaces=spaces,
            groups=groups,
            adjacent=adjacent,
            provenance=provenance,
            source=self.source,
        )

    def _str(self, obj: dict[str, Any], key: str, what: Msg, space: str | None = None) -> str:
        value = obj.get(key)
        if not isinstance(value, str) or not value:
            raise self.fail(Msg("board.error.needs_string", what=what, key=key), space)
        return value

    def _names(self, value: Any, what: Msg, space: str | None = None) -> dict[str, str]:
        if isinstance(value, str):
            return {"en": value}
        if not isinstance(value, dict) or not isinstance(value.get("en"), str) or not value["en"]:
            raise self.fail(Msg("board.error.names", what=what), space)
        if not all(isinstance(k, str) and isinstance(v, str) and v for k, v in value.items()):
            raise self.fail(Msg("board.error.names_empty", what=what), space)
        return dict(value)

    def _provenance(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(Msg("board.error.provenance"))
        kind = value.get("kind")
        if not isinstance(kind, str) or kind not in PROVENANCE_KINDS:
            raise self.fail(Msg("board.error.provenance_kind", kinds=str(sorted(PROVENANCE_KINDS)), found=show(kind)))
        if kind == "reconstructed" and not value.get("reasoning"):
            raise self.fail(Msg("board.error.provenance_reasoning"))
        return dict(value)

    def _spaces(self, value: Any, border_kinds: set[str]) -> tuple[dict[str, Space], dict[str, dict[str, str]]]:
        if not isinstance(value, list) or not value:
            raise self.fail(Msg("board.error.spaces"))
        spaces: dict[str, Space] = {}
        raw_adjacent: dict[str, Any] = {}
        seen_names: dict[tuple[str, str], str] = {}
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise self.fail(Msg("board.error.space_object", i=i))
            sid = self._str(item, "id", Msg("board.what.space_n", i=i))
            if sid in spaces:
                raise self.fail(Msg("board.error.duplicate_space"), sid)
            names = self._names(item.get("name"), Msg("board.what.name"), sid)
            for lang, name in names.items():
                key = (lang, name.casefold())
                if key in seen_names:
                    problem = Msg("board.error.duplicate_name", name=repr(name), lang=lang, other=seen_names[key])
                    raise self.fail(problem, sid)
                seen_names[key] = sid
            kind = item.get("kind", "land")
            if not isinstance(kind, str) or kind not in SPACE_KINDS:
                raise self.fail(Msg("board.error.space_kind", kinds=str(sorted(SPACE_KINDS)), found=show(kind)), sid)
            position = self._position(item.get("position"), sid)
            attrs = item.get("attrs", {})
            if not isinstance(attrs, dict):
                raise self.fail(Msg("board.error.attrs"), sid)
            raw_adjacent[sid] = item.get("adjacent")
            spaces[sid] = Space(id=sid, names=names, kind=kind, position=position, attrs=attrs)
        adjacent: dict[str, dict[str, str]] = {}
        for sid, adj in raw_adjacent.items():
            if not isinstance(adj, dict):
                raise self.fail(Msg("board.error.adjacent"), sid)
            for other, kind in adj.items():
                if other == sid:
                    raise self.fail(Msg("board.error.self_border"), sid)
                if other not in spaces:
                    raise self.fail(Msg("board.error.unknown_neighbour", other=other), sid)
                if not isinstance(kind, str) or kind not in border_kinds:
                    raise self.fail(Msg("board.error.border_kind", other=other, found=show(kind)), sid)
            adjacent[sid] = dict(adj)
        for sid, adj in adjacent.items():
            for other, kind in adj.items():
                back = adjacent[other].get(sid)
                if back is None:
                    raise self.fail(Msg("board.error.one_way", space=sid, other=other), sid)
                if back != kind:
                    problem = Msg("board.error.border_mismatch", other=other, here=repr(kind), there=repr(back))
                    raise self.fail(problem, sid)
        return spaces, adjacent

    def _position(self, value: Any, sid: str) -> tuple[float, float] | None:
        if value is None:
            return None
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
        ):
            raise self.fail(Msg("board.error.position"), sid)
        # Compared before float(): a whole number of hundreds of digits does not convert (OverflowError).
        if not (-180 <= value[0] <= 180 and -90 <= value[1] <= 90):
            raise self.fail(Msg("board.error.position_range", found=show(value)), sid)
        return (float(value[0]), float(value[1]))

    def _groups(self, value: Any, spaces: dict[str, Space]) -> dict[str, Group]:
        if not isinstance(value, list) or not value:
            raise self.fail(Msg("board.error.groups"))
        groups: dict[str, Group] = {}
        in_group: set[str] = set()
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise self.fail(Msg("board.error.group_object", i=i))
            gid = self._str(item, "id", Msg("board.what.group_n", i=i))
            if gid in groups:
                raise self.fail(Msg("board.error.duplicate_group", group=gid))
            names = self._names(item.get("name"), Msg("board.what.group_name", group=gid))
            kind = item.get("kind", "group")
            bonus = item.get("bonus", 0)
            if not isinstance(bonus, int) or isinstance(bonus, bool) or bonus < 0:
                raise self.fail(Msg("board.error.group_bonus", group=gid, found=show(bonus)))
            members = item.get("spaces")
            if not isinstance(members, list) or not members:
                raise self.fail(Msg("board.error.group_spaces", group=gid))
            for sid in members:
                if not isinstance(sid, str) or sid not in spaces:
                    raise self.fail(Msg("board.error.group_unknown_space", group=gid), str(sid))
            if len(set(members)) != len(members):
                raise self.fail(Msg("board.error.group_twice", group=gid))
            attrs = item.get("attrs", {})
            if not isinstance(attrs, dict):
                raise self.fail(Msg("board.error.group_attrs", group=gid))
            in_group.update(members)
            groups[gid] = Group(id=gid, names=names, kind=str(kind), bonus=bonus, spaces=tuple(members), attrs=attrs)
        for sid in spaces:
            if sid not in in_group:
                raise self.fail(Msg("board.error.no_group"), sid)
        return groups

    def _check_connected(self, spaces: dict[str, Space], adjacent: dict[str, dict[str, str]]) -> None:
        start = next(iter(spaces))
        seen = {start}
        queue = deque([start])
        while queue:
            for other in adjacent[queue.popleft()]:
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
        if len(seen) != len(spaces):
            cut_off = sorted(set(spaces) - seen)
            shown = ", ".join(f"'{s}'" for s in cut_off[:5]) + (" ..." if len(cut_off) > 5 else "")
            unreachable = Noun("board.noun.unreachable", len(cut_off))
            raise self.fail(
                Msg("board.error.disconnected", count=len(cut_off), unreachable=unreachable, start=start, shown=shown)
            )
