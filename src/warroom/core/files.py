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

import errno
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.core import error_words as _words  # noqa: F401  (registers the messages below)
from warroom.core.errors import WarroomError
from warroom.core.json_words import decoder_reason, too_many_digits
from warroom.core.text import Msg, Param, known

#: Depth of nesting (objects and lists) allowed in a save or board; real ones reach 9 at most.
MAX_DEPTH = 100

# Why O_NONBLOCK: a path swapped for a FIFO between the stat and the open must not block the open.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


def _kind(mode: int) -> Msg:
    if stat.S_ISFIFO(mode):
        return Msg("core.error.kind.fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Msg("core.error.kind.device")
    if stat.S_ISSOCK(mode):
        return Msg("core.error.kind.socket")
    return Msg("core.error.kind.other")


def os_reason(exc: BaseException) -> Param:
    """Why the system refused a file, as a message where the text layer words that reason (a missing file,
    a permission), else the system's own text."""
    name = errno.errorcode.get(getattr(exc, "errno", None) or -1, "")
    key = f"core.error.os.{name}"
    if name and known(key):
        return Msg(key)
    return getattr(exc, "strerror", None) or str(exc)


def cannot_read(path: str | Path, what: Param, reason: Param) -> Msg:
    """ "{path}: cannot read {what}: {reason}" as a message of the text layer (the system's own reason, an
    OS error's text, stays as the system words it)."""
    return Msg("core.error.cannot_read", path=str(path), what=what, reason=reason)


def read_limited(path: str | Path, limit: int, error: type[WarroomError], what: Param) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Anything else (missing, a directory, a FIFO, a device, a file over ``limit`` bytes) raises
    ``error(cannot_read(path, what, reason))``. At most ``limit + 1`` bytes are ever read.
    """

    def refuse(reason: Param) -> WarroomError:
        return error(cannot_read(path, what, reason))

    try:
        before = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a path holding a NUL character
        raise refuse(os_reason(exc)) from None
    if stat.S_ISDIR(before.st_mode):
        raise refuse(Msg("core.error.os.EISDIR"))  # as the system says it where it refuses a directory
    if not stat.S_ISREG(before.st_mode):
        raise refuse(Msg("core.error.not_regular", kind=_kind(before.st_mode)))
    too_big = Msg("core.error.too_big", limit=f"{limit:,}")
    if before.st_size > limit:
        raise refuse(too_big)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise refuse(os_reason(exc)) from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # replaced after the stat above
            raise refuse(Msg("core.error.not_regular", kind=_kind(opened.st_mode)))
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
        raise refuse(os_reason(exc)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise refuse(too_big)
    return b"".join(chunks)


def parse_json(text: str, fail: Callable[[Param], Exception]) -> Any:
    """Decode JSON ``text``; on any failure raise ``fail(reason)``, the reason being one line.

    Besides malformed text this covers nesting deeper than the interpreter's recursion limit and
    integers of more digits than Python converts (4300), which ``json`` raises as other errors.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        reason: Param = Msg("core.json.at", why=decoder_reason(exc.msg), line=exc.lineno, column=exc.colno)
    except RecursionError:
        reason = Msg("core.json.nested")
    except ValueError as exc:  # an integer of more than 4300 digits
        reason = too_many_digits(str(exc))
    raise fail(reason)


def read_json(
    path: str | Path, limit: int, error: type[WarroomError], what: Param, fail: Callable[[Param], Exception]
) -> Any:
    """The decoded JSON of the file ``path`` (read with :func:`read_limited`); text that is not UTF-8 or
    not JSON raises ``fail(reason)``."""
    data = read_limited(path, limit, error, what)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(Msg("core.error.not_utf8", reason=decoder_reason(exc.reason), at=exc.start)) from None
    return parse_json(text, fail)


def read_json_tree(path: str | Path, limit: int, error: type[WarroomError], what: Param) -> Any:
    """:func:`read_json` with :func:`nesting_problem`'s depth bound: the decoded JSON of the file ``path``,
    or ``error(cannot_read(path, what, reason))`` for anything unreadable, not JSON, or too deep."""

    def fail(reason: Param) -> WarroomError:
        return error(cannot_read(path, what, reason))

    data = read_json(path, limit, error, what, fail)
    problem = nesting_problem(data)
    if problem is not None:
        raise fail(Msg("core.error.it_is", problem=problem))
    return data


def nesting_problem(data: Any, max_depth: int = MAX_DEPTH, max_items: int | None = None) -> Msg | None:
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
            return Msg("core.error.too_many_values", count=f"{max_items:,}")
        if isinstance(value, dict | list):
            if depth > max_depth:
                return Msg("core.error.nested", depth=max_depth)
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
    return None
