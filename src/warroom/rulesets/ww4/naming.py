"""World War IV's names as parameters of the text layer (core/text.py): nations, owners, units counted,
money, cards, phases. The sentences (describe.py, narrate*.py) build their messages from these, so a name
is worded in one place; anything the catalogue does not know (a malformed event) is shown as it is."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from warroom.core.text import Items, Msg, Noun, Param, known

if TYPE_CHECKING:
    from warroom.core.game import Game


def nation(colour: Any, start: bool = False) -> Param:
    """A nation's colour id as its name ("grey": the Barbarians; ``start``: at the head of a sentence)."""
    if colour is None:
        return Msg("core.someone")
    key = f"ww4.nation.{colour}"
    if start and known(f"{key}.start"):
        return Msg(f"{key}.start")
    return Msg(key) if known(key) else str(colour)


def owner(colour: Any, start: bool = False) -> Param:
    """A nation as an owner: "Sun Dynasty's" / "da Dinastia do Sol"."""
    key = f"ww4.of.{colour}"
    if start and known(f"{key}.start"):
        return Msg(f"{key}.start")
    return Msg(key) if known(key) else str(colour)


def nations(colours: Any) -> Param:
    """Several nations, listed ("nobody" when none)."""
    if not isinstance(colours, list) or not colours:
        return Msg("ww4.nobody")
    return Items(nation(c) for c in colours)


def _count(count: Any) -> int:
    return count if isinstance(count, int) and not isinstance(count, bool) else 1


def noun(kind: Any, count: int = 1) -> Param:
    """A unit kind as a counted noun, without the number."""
    key = f"ww4.unit.{kind}"
    return Noun(key, count) if known(key) else str(kind).replace("-", " ")


def units(kind: Any, count: Any = 1, routed: bool = False) -> Msg:
    """``"2 soldiers"``, ``"1 armor"``, ``"3 militia"`` (``routed``: "2 routed soldiers")."""
    n = _count(count)
    return Msg("ww4.units.routed" if routed else "ww4.units", n=n, unit=noun(kind, n))


def a_unit(kind: Any) -> Param:
    """``"a soldier"``, ``"an armor"``, ``"a Fort"``."""
    key = f"ww4.a.{kind}"
    return Msg(key) if known(key) else str(kind)


def money(value: Any) -> Msg:
    """Money as the game writes it: ``"C5"``."""
    return Msg("ww4.money", n=value if isinstance(value, int) and not isinstance(value, bool) else 0)


def card(game: Game, card_id: Any) -> Param:
    """A card id as the card's name (in the reader's language)."""
    key = f"ww4.card.{card_id}"
    if known(key):
        return Msg(key)
    content = getattr(game, "content", None)
    found = getattr(content, "cards", {}).get(card_id) if content is not None else None
    return str(getattr(found, "name", card_id))


def phase(phase_id: Any) -> Param:
    """A step's, a combat phase's or a decision's name (``ww4.phase.<id>``, ``ww4.decision.<id>``)."""
    for family in ("phase", "decision"):
        key = f"ww4.{family}.{phase_id}"
        if known(key):
            return Msg(key)
    return str(phase_id).replace("-", " ")


def op(op_id: Any) -> Param:
    """What a card's lasting effect does, in a word or two."""
    key = f"ww4.op.{op_id}"
    return Msg(key) if known(key) else str(op_id).replace("-", " ")


def kinds(counts: Any) -> Param:
    """``{"soldier": 2, "armor": 1}`` as "2 soldiers and 1 armor" ("no units" when empty)."""
    if not isinstance(counts, Mapping) or not counts:
        return Msg("ww4.no_units")
    return Items(units(k, n) for k, n in counts.items())


def listed(kind_list: Any) -> Param:
    """A list of unit kinds counted: ``["frigate", "soldier", "soldier"]`` -> "1 frigate and 2 soldiers"."""
    counts: dict[str, int] = {}
    for kind in kind_list if isinstance(kind_list, list) else []:
        counts[str(kind)] = counts.get(str(kind), 0) + 1
    return Items(units(k, n) for k, n in counts.items()) if counts else Msg("ww4.nothing")


def dice(values: Any) -> Param:
    """Dice as "5 2" ("nothing" when none)."""
    return " ".join(str(v) for v in values) if isinstance(values, list) and values else Msg("ww4.nothing")


def commas(parts: Iterable[Param]) -> Param:
    """Params separated by commas, as a list of choices ("a soldier, a routed militia")."""
    out: Param | None = None
    for part in parts:
        out = part if out is None else Msg("ww4.comma", a=out, b=part)
    return out if out is not None else Msg("ww4.nothing")


def cat(parts: Iterable[Param]) -> Param:
    """Params one after the other (a sentence with optional pieces, each piece worded in the catalogue)."""
    out: Param = ""
    for part in parts:
        out = Msg("ww4.cat", a=out, b=part)
    return out
