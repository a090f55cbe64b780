"""Actions: small immutable values that a player chooses, and that round-trip through JSON.

Each ruleset declares its action classes as frozen dataclasses deriving from :class:`Action`, with a
``type_name`` that names them in JSON, and builds an :class:`ActionCodec` over them.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import typing
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, ClassVar, overload

from warroom.core.codec_words import kind_words
from warroom.core.errors import IllegalAction, brief
from warroom.core.text import Msg, Noun


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses with JSON-friendly fields."""

    type_name: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON object: ``{"type": ..., field: value, ...}``."""
        out: dict[str, Any] = {"type": self.type_name}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    def describe(self) -> str:
        """A short human-readable form; rulesets override it with space names."""
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.type_name}({args})"


_SCALARS: dict[Any, type] = {str: str, int: int, bool: bool}

#: The largest whole number a JSON action may carry, either sign: JSON's safe integers (what a
#: JavaScript client holds exactly). No action means more; a larger one is a probe.
MAX_JSON_INT = 2**53 - 1


class ActionCodec:
    """Decodes JSON objects into a ruleset's action classes, with errors that name the bad field."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        self._fields: dict[str, dict[str, Any]] = {}
        #: Fields with a default value, which a JSON action may leave out.
        self._optional: dict[str, frozenset[str]] = {}
        for cls in classes:
            if cls.type_name in self.classes:
                raise ValueError(f"two action classes share the type name {cls.type_name!r}")
            self.classes[cls.type_name] = cls
            hints = typing.get_type_hints(cls)
            self._fields[cls.type_name] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
            self._optional[cls.type_name] = frozenset(
                f.name for f in dataclasses.fields(cls) if f.default is not dataclasses.MISSING
            )
            for name, hint in self._fields[cls.type_name].items():
                item = typing.get_args(hint)[0] if typing.get_origin(hint) is tuple else hint
                if item not in _SCALARS:
                    raise TypeError(f"action {cls.type_name!r} field {name!r}: type {hint!r} does not round-trip JSON")

    def decode(self, obj: Any) -> Action:
        """Build an action from its JSON form; raise IllegalAction naming what is malformed."""
        if isinstance(obj, Action):
            return obj
        if not isinstance(obj, dict):
            raise IllegalAction(Msg("core.codec.not_object", kind=type(obj).__name__))
        type_name = obj.get("type")
        # Only a string can name a type: a list or an object would not even hash for the lookup.
        if not isinstance(type_name, str) or type_name not in self.classes:
            known = ", ".join(sorted(self.classes))
            raise IllegalAction(Msg("core.codec.unknown_type", type=brief(type_name), known=known))
        spec = self._fields[type_name]
        extra = sorted((key for key in obj if key != "type" and key not in spec), key=str)
        if extra:
            named = ", ".join(key if isinstance(key, str) and len(key) <= 40 else brief(key) for key in extra[:5])
            fields = Noun("core.codec.unknown_field", len(extra))
            if len(extra) > 5:
                raise IllegalAction(
                    Msg("core.codec.extra_fields_more", type=type_name, fields=fields, named=named, more=len(extra) - 5)
                )
            raise IllegalAction(Msg("core.codec.extra_fields", type=type_name, fields=fields, named=named))
        kwargs: dict[str, Any] = {}
        for name, hint in spec.items():
            if name not in obj:
                if name in self._optional[type_name]:
                    continue
                raise IllegalAction(Msg("core.codec.missing_field", type=type_name, field=name))
            kwargs[name] = _coerce(type_name, name, hint, obj[name])
        return self.classes[type_name](**kwargs)


def _coerce(type_name: str, name: str, hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin is tuple:
        (item_hint, _ellipsis) = typing.get_args(hint)
        if not isinstance(value, list | tuple):
            raise IllegalAction(Msg("core.codec.not_list", type=type_name, field=name))
        return tuple(_coerce(type_name, name, item_hint, v) for v in value)
    expected = _SCALARS.get(hint)
    if expected is None:
        raise TypeError(f"unsupported action field type {hint!r}")
    if expected is int and isinstance(value, bool):
        raise IllegalAction(Msg("core.codec.not_whole", type=type_name, field=name))
    if not isinstance(value, expected):
        raise IllegalAction(
            Msg("core.codec.wrong_kind", type=type_name, field=name, kind=kind_words(expected), value=brief(value))
        )
    if isinstance(value, int) and not -MAX_JSON_INT <= value <= MAX_JSON_INT:
        limit = f"{MAX_JSON_INT:,}"
        raise IllegalAction(Msg("core.codec.too_large", type=type_name, field=name, limit=limit, value=brief(value)))
    return value


class ActionBlocks(Sequence[Action]):
    """A read-only list of actions made of prefixes of prebuilt lists, joined without copying.

    Like python-chess's lazy legal-move list: a ruleset whose legal actions run to thousands (every
    count of armies on every border) hands out this view instead of building a new list each time.
    ``items[k][:counts[k]]`` are the actions of block k. It behaves as a sequence (len, indexing,
    iteration, ``in``) and compares equal to a list of the same actions.
    """

    __slots__ = ("_counts", "_ends", "_items", "_len")

    def __init__(self, items: list[Sequence[Action]], counts: list[int]) -> None:
        # Not checked here (this is a hot path): 0 <= counts[k] <= len(items[k]) for every block.
        self._items = items
        self._counts = counts
        self._len = sum(counts)
        self._ends: list[int] | None = None

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("action index out of range")
        if self._ends is None:
            self._ends = list(itertools.accumulate(self._counts))
        k = bisect.bisect_right(self._ends, index)
        start = self._ends[k] - self._counts[k]
        return self._items[k][index - start]

    def __iter__(self) -> Iterator[Action]:
        for items, n in zip(self._items, self._counts, strict=True):
            yield from itertools.islice(items, n)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionBlocks | list | tuple):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ActionBlocks({list(self)!r})"
