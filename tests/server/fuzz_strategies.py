"""Hypothesis strategies for hostile HTTP requests to the game server (used by test_http_fuzz.py): JSON
values of every kind, JSON nested 1,000 to 100,000 deep, encodings gone wrong (NaN and Infinity literals,
bytes that are not UTF-8, truncated text), bodies over the 64 KiB limit, hostile Authorization headers,
path ids and query strings.

The ``draw`` helpers take a ``st.DrawFn`` (from ``st.data()`` or a composite) so that a test can mix them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from hypothesis import strategies as st

#: What draws an example: a composite's ``draw`` or ``st.data().draw``.
Draw = Callable[[st.SearchStrategy[Any]], Any]
MAX_BODY = 64 * 1024
#: WAR's action types and their fields (docs/rules/war.md), so hostile actions look almost right.
WAR_ACTIONS = {"place": ["territory"], "attack": ["source", "target", "dice"], "occupy": ["armies"], "trade": ["cards"]}
WAR_ACTIONS |= {"move": ["source", "target", "armies"], "end_attacks": [], "end_turn": []}
#: Content types a client may claim, right and wrong ("" is an empty header).
JSON_TYPES = ["application/json", "application/json; charset=latin-1", "application/json; charset=utf-16"]
OTHER_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "x/\x7f;;="]
CONTENT_TYPES = [*JSON_TYPES, *OTHER_TYPES]
#: Where ``deep`` text is put inside a JSON body (a sentinel string, replaced after json.dumps).
DEEP = "@@deep@@"
#: JSON nested 1,000 deep, the audit's depth.
DEEP_1000 = "[" * 1000 + "]" * 1000

TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=40)
HUGE_INTS = st.sampled_from([10**30, -(10**30), 2**63, 2**64 + 1, -(2**63) - 1, 10**400])
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    HUGE_INTS,
    st.floats(allow_nan=False, allow_infinity=False),
    TEXT,
    st.sampled_from(["", "\x00", "é" * 500, "../../etc/passwd", "alaska", "place", "end_turn", DEEP]),
)
JSON = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4), max_leaves=12
)


@st.composite
def deep_text(draw: st.DrawFn) -> str:
    """JSON nested 1,000 to 100,000 deep (over 64 KiB it is a 413 before anyone parses it)."""
    depth = draw(st.sampled_from([1000, 1001, 3000, 20000, 32000]) | st.integers(1000, 100_000))
    shape = draw(st.sampled_from(["list", "object", "open", "mixed"]))
    if shape == "list":
        return "[" * depth + "]" * depth
    if shape == "object":
        return '{"a":' * depth + "1" + "}" * depth
    if shape == "open":
        return "[" * depth
    return '[{"type":' * (depth // 2) + "0" + "}]" * (depth // 2)


def encode(draw: Draw, value: Any) -> bytes:
    """``value`` as JSON text, with the DEEP sentinel replaced by deep nesting and, sometimes, numbers
    written as NaN or Infinity (which JSON does not have) or the text made invalid UTF-8."""
    text = json.dumps(value)
    if DEEP in text:
        text = text.replace(json.dumps(DEEP), draw(deep_text()), 1)
    trick = draw(st.sampled_from(["none", "none", "nan", "bytes", "truncate"]))
    if trick == "nan":
        text = text.replace("0", draw(st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-0"])), 1)
    data = text.encode()
    if trick == "bytes":
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + draw(st.binary(min_size=1, max_size=8).map(lambda b: b"\xff" + b)) + data[cut:]
    if trick == "truncate":
        data = data[: draw(st.integers(0, max(0, len(data) - 1)))]
    return data


@st.composite
def mutated(draw: st.DrawFn, base: dict[str, Any], fields: dict[str, st.SearchStrategy[Any]]) -> dict[str, Any]:
    """``base`` with some fields replaced by hostile values, dropped, or joined by unknown ones."""
    body = dict(base)
    for name in draw(st.lists(st.sampled_from(sorted(fields)), max_size=3, unique=True)):
        body[name] = draw(fields[name] | JSON | st.just(DEEP))
    if body and draw(st.integers(0, 5)) == 0:
        del body[draw(st.sampled_from(sorted(body)))]
    if draw(st.integers(0, 9)) == 0:
        body[draw(TEXT)] = draw(JSON)
    return body


def hostile_action(draw: Draw, legal: list[dict[str, Any]]) -> Any:
    """An action: a legal one with a field gone wrong, WAR's shape with wrong values, or any JSON."""
    kind = draw(st.sampled_from(["legal", "shape", "type", "any"]))
    if kind == "legal" and legal:
        action = draw(st.sampled_from(legal))
        return draw(mutated(action, {name: JSON for name in [*action, "dice", "armies"]}))
    if kind in ("legal", "shape"):
        type_name = draw(st.sampled_from(sorted(WAR_ACTIONS)))
        return {"type": type_name, **{name: draw(JSON | st.just(DEEP)) for name in WAR_ACTIONS[type_name]}}
    if kind == "type":
        odd = st.sampled_from([[1], {"a": 1}, [], {}, None, 1.5, True, -1, 10**30, DEEP]) | JSON
        return {"type": draw(odd), **draw(st.dictionaries(TEXT, JSON, max_size=3))}
    return draw(JSON)


@st.composite
def authorization(draw: st.DrawFn, tokens: list[str]) -> dict[str, Any]:
    """No header, a seat's token, or a hostile header (latin-1 text, as HTTP carries)."""
    garbage = st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF, exclude_characters="\x7f"), max_size=60)
    value = draw(
        st.sampled_from([None, *[f"Bearer {t}" for t in tokens]])
        | garbage.map(lambda s: f"Bearer {s}")
        | garbage
        | st.sampled_from(["Bearer", "Bearer ", "bearer  x  ", "Basic dXNlcjpwYXNz", "Bearer " + "x" * 5000])
    )
    return {} if value is None else {"Authorization": value.encode("latin-1")}


@st.composite
def body_bytes(draw: st.DrawFn, value: Any) -> bytes:
    """The body: ``value`` encoded as hostile JSON, or raw bytes, nothing, or over 64 KiB."""
    kind = draw(st.sampled_from(["json"] * 6 + ["deep", "binary", "empty", "huge"]))
    if kind == "json":
        return encode(draw, value)
    if kind == "deep":
        return draw(deep_text()).encode()
    if kind == "binary":
        return draw(st.binary(max_size=200))
    if kind == "empty":
        return b""
    return b'{"action": {"type": "' + b"x" * (MAX_BODY + draw(st.integers(1, 5000))) + b'"}}'


def path_id(draw: Draw, real: str) -> str:
    """A path segment: the real id, or random text (URL-quoted), empty, a NUL, "..", a long one."""
    odd = st.sampled_from(["", "%00", "..", "x" * 500])
    segment: str = draw(st.just(real) | TEXT.map(lambda s: quote(s, safe="")) | odd)
    return segment


def query(draw: Draw, names: list[str]) -> str:
    """A query string of some of ``names`` (and strangers) with hostile values, raw escapes included."""
    values = st.one_of(
        st.sampled_from(["-1", str(10**30), "NaN", "1e999", "", "0x10", "1.5", " 7", "%ff%fe", "%00"]),
        TEXT.map(lambda s: quote(s, safe="")),
        # At most 2,100 characters (1,000 deep): httpx refuses URLs over 64 KiB, and so would any proxy.
        st.builds(lambda t: quote(t, safe=""), deep_text().map(lambda t: t[:2100])),
        st.builds(lambda v: quote(json.dumps(v), safe=""), JSON),
    )
    chosen = draw(st.lists(st.sampled_from([*names, "x"]), max_size=3))
    return "&".join(f"{name}={draw(values)}" for name in chosen)
