"""Reading the files a user names (saves, boards, deck files) without trusting them.

A path given on a command line or found in a save may name anything: a FIFO (opening it blocks until
someone writes), a device such as ``/dev/zero`` (reading it never ends), a directory, or a file of
gigabytes. :func:`read_limited` reads regular files only, up to a size limit, and never blocks.
JSON text may be nested deeper than Python's recursion allows, or hold numbers of thousands of digits;
:func:`parse_json` turns both into one-line errors, and :func:`nesting_problem` bounds the depth (and
size) of decoded data so that the recursive code which later walks it cannot run out of stack.
Every failure is raised as the caller's own error class, with a message naming the file.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.core.errors import WarroomError

#: Depth of nesting (objects and lists) allowed in a save or board; real ones reach 9 at most.
MAX_DEPTH = 100

# Why O_NONBLOCK: a path swapped for a FIFO between the stat and the open must not block the open.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_limited(path: str | Path, limit: int, error: type[WarroomError], what: str) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Anything else (missing, a directory, a FIFO, a device, a file over ``limit`` bytes) raises
    ``error("{path}: cannot read {what}: {reason}")``. At most ``limit + 1`` bytes are ever read.
    """

    def refuse(reason: str) -> WarroomError:
        return error(f"{path}: cannot read {what}: {reason}")

    try:
        before = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a path holding a NUL character
        raise refuse(getattr(exc, "strerror", None) or str(exc)) from None
    if stat.S_ISDIR(before.st_mode):
        raise refuse("Is a directory")
    if not stat.S_ISREG(before.st_mode):
        raise refuse(f"it is {_kind(before.st_mode)}, not a regular file")
    too_big = f"it is larger than the limit of {limit:,} bytes"
    if before.st_size > limit:
        raise refuse(too_big)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise refuse(exc.strerror or str(exc)) from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # replaced after the stat above
            raise refuse(f"it is {_kind(opened.st_mode)}, not a regular file")
        chunks: list[bytes] = []
        size = 0
        # The size from stat may be stale (a file still growing), so the read itself stops at limit + 1.
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise refuse(exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise refuse(too_big)
    return b"".join(chunks)


def parse_json(text: str, fail: Callable[[str], Exception]) -> Any:
    """Decode JSON ``text``; on any failure raise ``fail(reason)``, the reason being one line.

    Besides malformed text this covers nesting deeper than the interpreter's recursion limit and
    integers of more digits than Python converts (4300), which ``json`` raises as other errors.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        reason = f"{exc.msg} at line {exc.lineno}, column {exc.colno}"
    except RecursionError:
        reason = "nested too deeply"
    except ValueError as exc:  # an integer of more than 4300 digits
        reason = str(exc).split(";")[0]
    raise fail(reason)


def read_json(
    path: str | Path, limit: int, error: type[WarroomError], what: str, fail: Callable[[str], Exception]
) -> Any:
    """The decoded JSON of the file ``path`` (read with :func:`read_limited`); text that is not UTF-8 or
    not JSON raises ``fail(reason)``."""
    data = read_limited(path, limit, error, what)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(f"not utf-8 text: {exc.reason} at byte {exc.start}") from None
    return parse_json(text, fail)


def read_json_tree(path: str | Path, limit: int, error: type[WarroomError], what: str) -> Any:
    """:func:`read_json` with :func:`nesting_problem`'s depth bound: the decoded JSON of the file ``path``,
    or ``error("{path}: cannot read {what}: {reason}")`` for anything unreadable, not JSON, or too deep."""

    def fail(reason: str) -> WarroomError:
        return error(f"{path}: cannot read {what}: {reason}")

    data = read_json(path, limit, error, what, fail)
    problem = nesting_problem(data)
    if problem is not None:
        raise fail(f"it is {problem}")
    return data


def nesting_problem(data: Any, max_depth: int = MAX_DEPTH, max_items: int | None = None) -> str | None:
    """Why ``data`` (decoded JSON) is too deep or too big, or None when it is within the limits.

    Walks iteratively, so data of any depth is measured without recursion; with ``max_items`` the walk
    stops as soon as the count of values (containers and scalars) passes it.
    """
    stack: list[tuple[Any, int]] = [(data, 1)]
    items = 0
    while stack:
        value, depth = stack.pop()
        items += 1
        if max_items is not None and items > max_items:
            return f"more than {max_items:,} values"
        if isinstance(value, dict | list):
            if depth > max_depth:
                return f"nested more than {max_depth} levels deep"
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
    return None
