"""The event log: everything that happened in a game, dice included, in order."""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """One thing that happened: ``kind`` names it, ``data`` holds JSON-friendly details."""

    kind: str
    data: dict[str, Any]
    #: Index of the action that caused it in the game's history; -1 for setup.
    action_index: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "action": self.action_index, **self.data}


_new_tuple = tuple.__new__


class EventLog:
    """An append-only list of events."""

    __slots__ = ("_events", "action_index")

    def __init__(self) -> None:
        self._events: list[Event] = []
        self.action_index = -1

    def add(self, kind: str, **data: Any) -> Event:
        # tuple.__new__ directly: the same Event, without NamedTuple's Python-level constructor, which
        # shows in simulations that log millions of events.
        event: Event = _new_tuple(Event, (kind, data, self.action_index))
        self._events.append(event)
        return event

    def record(self, kind: str, data: dict[str, Any]) -> Event:
        """Like ``add`` with the details given as a dict, which the log keeps: do not change it after."""
        event: Event = _new_tuple(Event, (kind, data, self.action_index))
        self._events.append(event)
        return event

    def __len__(self) -> int:
        return len(self._events)

    def __getitem__(self, i: int) -> Event:
        return self._events[i]

    def since(self, mark: int) -> list[Event]:
        """Events recorded after position ``mark`` (a previous ``len(log)``)."""
        return self._events[mark:]

    def rolls(self, action_index: int | None = None) -> list[list[int]]:
        """The dice rolled, as lists, optionally only during one action."""
        return [
            list(e.data["dice"])
            for e in self._events
            if e.kind == "roll" and (action_index is None or e.action_index == action_index)
        ]
