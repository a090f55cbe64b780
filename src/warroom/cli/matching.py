"""Words typed at the terminal matched to the choices of a decision (``vietnam 3``, ``blitz``).

A choice matches when its label holds every typed word. Several matches normally ask for more words, but
choices that read exactly the same and are the same kind of action (War Cards: two Blitz cards in one hand,
which differ only in the card's id) are one choice to the person typing: the first of them is taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action


def matching(text: str, descriptions: Sequence[str], actions: Sequence[Action] | None = None) -> list[int]:
    """The indices of the choices ``text`` names: every choice whose label holds all its words, or only the
    first where all of those read the same and are equivalent (:func:`equivalent`)."""
    words = text.casefold().split()
    found = [i for i, label in enumerate(descriptions) if all(w in label.casefold() for w in words)]
    if (
        len(found) > 1
        and actions is not None
        and equivalent([descriptions[i] for i in found], [actions[i] for i in found])
    ):
        return found[:1]
    return found


def equivalent(labels: Sequence[str], actions: Sequence[Action]) -> bool:
    """Whether choices are one to a person: the same label, the same action type with the same fields (only
    their values differ, such as which of two cards of one kind is played)."""
    if len(set(labels)) != 1:
        return False
    shapes = {(a.type_name, tuple(sorted(a.to_json()))) for a in actions}
    return len(shapes) == 1
