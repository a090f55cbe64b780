"""Where the pieces are: the one place that creates, moves and removes pieces, and the questions every
phase asks about them (whose armies are in a region, which ships are in a sea area, what a ship carries).

Rulebook 000, "The Pieces": armies (infantry, cavalry, artillery, leaders) occupy regions; parties
(explorers, engineers) go with them; ships sail the sea areas and carry up to five armies and any
number of parties.
"""

from __future__ import annotations

from warroom.rulesets.imperialism.content import ARMY_UNITS, PARTY_UNITS
from warroom.rulesets.imperialism.state import ImperialismState, Piece

ARMIES = frozenset(ARMY_UNITS)
PARTIES = frozenset(PARTY_UNITS)


def create(s: ImperialismState, owner: int, kind: str, where: int, carrier: int = -1) -> Piece:
    """A new piece of ``owner`` in ``where`` (aboard ``carrier`` if given). It has no moves until its owner's
    next movement round begins."""
    piece = Piece(s.next_piece, owner, kind, where, carrier)
    s.pieces[piece.id] = piece
    s.at[where].append(piece.id)
    s.next_piece += 1
    return piece


def relocate(s: ImperialismState, piece: Piece, where: int, carrier: int = -1) -> None:
    """Put a piece somewhere else (and aboard ``carrier``, or ashore/afloat with -1)."""
    if piece.where != where:
        s.at[piece.where].remove(piece.id)
        s.at[where].append(piece.id)
        piece.where = where
    piece.carrier = carrier


def destroy(s: ImperialismState, piece: Piece) -> None:
    """Remove a piece from the game (and, for a ship, everything it carries)."""
    if piece.kind == "ship":
        for cargo in aboard(s, piece):
            destroy(s, cargo)
    s.at[piece.where].remove(piece.id)
    del s.pieces[piece.id]


def in_space(s: ImperialismState, space: int) -> list[Piece]:
    """Every piece in a space, cargo included."""
    pieces = s.pieces
    return [pieces[i] for i in s.at[space]]


def ashore(s: ImperialismState, region: int, owner: int | None = None) -> list[Piece]:
    """The pieces standing in a land region (of ``owner`` if given)."""
    pieces = s.pieces
    return [p for i in s.at[region] if (p := pieces[i]).carrier < 0 and (owner is None or p.owner == owner)]


def armies_in(s: ImperialismState, region: int, owner: int) -> list[Piece]:
    """``owner``'s armies standing in a region."""
    pieces = s.pieces
    return [p for i in s.at[region] if (p := pieces[i]).owner == owner and p.kind in ARMIES and p.carrier < 0]


def army_owners(s: ImperialismState, region: int) -> set[int]:
    """The empires with armies standing in a region."""
    pieces = s.pieces
    return {p.owner for i in s.at[region] if (p := pieces[i]).kind in ARMIES and p.carrier < 0}


def ships_in(s: ImperialismState, sea: int, owner: int | None = None) -> list[Piece]:
    """The ships in a sea area (of ``owner`` if given)."""
    pieces = s.pieces
    return [p for i in s.at[sea] if (p := pieces[i]).kind == "ship" and (owner is None or p.owner == owner)]


def aboard(s: ImperialismState, ship: Piece) -> list[Piece]:
    """What a ship carries."""
    pieces = s.pieces
    return [p for i in s.at[ship.where] if (p := pieces[i]).carrier == ship.id]


def armies_aboard(s: ImperialismState, ship: Piece) -> int:
    """How many armies a ship carries (at most the level's ship capacity, five)."""
    return sum(1 for p in aboard(s, ship) if p.kind in ARMIES)


def count_kinds(pieces: list[Piece]) -> dict[str, int]:
    """How many of ``pieces`` there are of each kind."""
    out: dict[str, int] = {}
    for p in pieces:
        out[p.kind] = out.get(p.kind, 0) + 1
    return out


def owned_regions(s: ImperialismState, owner: int) -> list[int]:
    """The regions empire ``owner`` owns, by index."""
    return [r for r, o in enumerate(s.owner) if o == owner]
