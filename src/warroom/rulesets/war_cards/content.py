"""War Cards content as data: the board, colours, hand limit, special-card table, objective cards and deck.

Everything lives in ``warroom/data/rulesets/war-cards.json``; the board and the colours are WAR's
(``war-classic`` and ``war.json``). The dice-card deck, the special cards and the objective cards are not
printed in rulebook 002 and are reconstructed there (provenance "reconstructed", with the reasoning).
A different deck can be played by giving it inline (option ``deck``, a JSON object) or by naming a deck
file (option ``deck_file``, a path on the machine running the game), in the same format as the ``deck``
object of the content file::

    {"format": "warroom-war-cards-deck", "version": 1, "provenance": {...},
     "cards": [{"attack": [6, 4, 3], "defence": [5, 3, 1]}, ...],
     "specials": [{"kind": "blitz", "count": 3}, ...]}

``cards`` is read by :func:`warroom.battles.war_cards.deck_from_json`, so the same file also feeds the
War Cards odds calculator; ``specials`` is optional (the packaged counts are used without it).
Either way a deck is at most :data:`DECK_LIMIT` bytes of JSON, nested at most :data:`DECK_DEPTH` deep,
with at most :data:`MAX_CARDS` dice cards and special cards; a deck file must be a regular file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from warroom.battles.common import BattleError
from warroom.battles.war_cards import deck_from_json
from warroom.core.board import Board, load_board
from warroom.core.errors import OptionError, WarroomError
from warroom.core.files import nesting_problem, read_json
from warroom.core.options import show
from warroom.core.text import Msg
from warroom.data import data_path
from warroom.rulesets.war.content import Colour, Objective
from warroom.rulesets.war.content import load_content as load_war_content

#: The roles a special card can have: played as the attack card, as the defence card, or in one's turn.
ROLES = ("attack", "defence", "turn")
#: The special cards the rules code knows; a deck may hold any of them, in any number.
SPECIAL_KINDS = ("blitz", "fortress", "spy", "reinforcements", "sabotage")

#: The most bytes of JSON a deck may take, inline or in a file (the packaged deck takes about 5 KiB).
DECK_LIMIT = 256 * 1024
#: The deepest nesting of a deck: the deck, its cards, a card, its dice is 4; the rest is room for provenance.
DECK_DEPTH = 10
#: The most dice cards, and the most special cards, in a deck (the packaged deck has 72 and 14).
MAX_CARDS = 1000


@dataclass(frozen=True)
class DiceCard:
    """A dice card: three red attack dice and three yellow defence dice, each sorted highest first."""

    id: str
    attack: tuple[int, int, int]
    defence: tuple[int, int, int]


@dataclass(frozen=True)
class SpecialKind:
    """A kind of special card: its role, name and text (the effect is implemented in ``battle.py``)."""

    kind: str
    role: str
    names: dict[str, str]
    texts: dict[str, str]

    @property
    def name(self) -> str:
        return self.names["en"]

    @property
    def text(self) -> str:
        return self.texts["en"]


@dataclass(frozen=True)
class ObjectiveCard:
    """An objective card: one objective for small games (``few``) and one for large games (``many``)."""

    id: str
    few: Objective
    many: Objective


@dataclass(frozen=True)
class WarCardsContent:
    """Everything War Cards states as data.

    ``objectives`` lists the objectives of every card in card order, ``few`` then ``many``: card k's
    objective for a game of n players is ``objectives[2 * k + (n > few_players_max)]``. This is the list
    that WAR's shared objective code (:mod:`warroom.rulesets.war.objectives`) reads.
    """

    id: str
    board: Board
    colours: tuple[Colour, ...]
    hand_limit: int
    minimum_dice_cards: int
    conquest_specials: int
    #: Extra special cards for each whole continent, by continent id (rulebook 002's table).
    continent_specials: Mapping[str, int]
    few_players_max: int
    objective_cards: tuple[ObjectiveCard, ...]
    objectives: tuple[Objective, ...]
    destroy_fallback: Objective
    special_kinds: Mapping[str, SpecialKind]
    dice_cards: tuple[DiceCard, ...]
    #: Special card ids in deck order ("blitz-1", "blitz-2", ...), and the kind of each.
    special_cards: tuple[str, ...]
    special_of: Mapping[str, SpecialKind]
    dice_of: Mapping[str, DiceCard]
    provenance: dict[str, Any]
    deck_provenance: dict[str, Any]
    deck_source: str

    def objective_index(self, card: int, players: int) -> int:
        """The index in ``objectives`` of card ``card``'s objective for a game of ``players``."""
        return 2 * card + (1 if players > self.few_players_max else 0)

    def is_dice(self, card: str) -> bool:
        """Whether ``card`` is a dice card (not a special card)."""
        return card in self.dice_of

    def role(self, card: str) -> str:
        """The card's role: "dice" for a dice card, else the special card's role."""
        if card in self.dice_of:
            return "dice"
        return self.special_of[card].role


class ContentError(WarroomError):
    """A War Cards content or deck file that cannot be used."""


def _objective(raw: Any, where: str) -> Objective:
    try:
        objective = Objective.from_json(raw)
    except (KeyError, TypeError, ValueError) as exc:
        raise ContentError(f"{where}: not an objective ({exc!r})") from None
    if objective.kind not in ("continents", "territories", "destroy"):
        raise ContentError(f"{where}: unknown objective kind {objective.kind!r}")
    if objective.min_armies > 1:
        raise ContentError(f"{where}: War Cards has no armies, so an objective cannot ask for {objective.min_armies}")
    return objective


def _deck(raw: Any, where: str, default_specials: Any) -> tuple[tuple[DiceCard, ...], tuple[str, ...], Any]:
    if not isinstance(raw, dict) or raw.get("format") != "warroom-war-cards-deck":
        raise ContentError(f'{where}: a deck is an object with "format": "warroom-war-cards-deck"')
    items = raw.get("cards")
    if isinstance(items, list) and len(items) > MAX_CARDS:
        raise ContentError(f"{where}: a deck holds at most {MAX_CARDS} dice cards, not {len(items)}")
    cards = deck_from_json(raw, where)
    width = max(2, len(str(len(cards))))
    dice = tuple(DiceCard(f"d{k + 1:0{width}d}", attack, defence) for k, (attack, defence) in enumerate(cards))
    specials_raw = raw.get("specials", default_specials)
    if not isinstance(specials_raw, list):
        raise ContentError(f"{where}: 'specials' must be a list of {{'kind': ..., 'count': ...}}")
    specials: list[str] = []
    for i, item in enumerate(specials_raw):
        kind = item.get("kind") if isinstance(item, dict) else None
        count = item.get("count") if isinstance(item, dict) else None
        if kind not in SPECIAL_KINDS:
            raise ContentError(
                f"{where}: specials[{i}]: unknown special card {show(kind)} (known: {', '.join(SPECIAL_KINDS)})"
            )
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ContentError(f"{where}: specials[{i}]: 'count' must be a whole number >= 0")
        # Checked before the cards are made: a count of a billion would build a billion ids.
        if len(specials) + count > MAX_CARDS:
            raise ContentError(f"{where}: a deck holds at most {MAX_CARDS} special cards")
        specials += [f"{kind}-{n}" for n in range(1, count + 1)]
    if len(set(specials)) != len(specials):
        raise ContentError(f"{where}: a special card kind is listed twice")
    return dice, tuple(specials), raw.get("provenance", {})


def deck_choice(options: Mapping[str, Any]) -> tuple[str, str]:
    """The deck a game's options choose, as ``(deck_file, deck_text)`` for :func:`load_content`.

    ``deck_text`` is the inline deck (option ``deck``) as canonical JSON text, checked against the limits
    on size and nesting; both empty means the packaged deck. Both options at once are refused.
    """
    deck_file = options.get("deck_file") or ""
    deck = options.get("deck")
    if deck is None:
        return deck_file, ""
    if deck_file:
        raise OptionError(Msg("core.error.deck_both"))
    if not isinstance(deck, dict):
        raise OptionError(Msg("core.error.deck_object", value=show(deck)))
    # Walked without recursion and before json.dumps, which would recurse into any depth given it.
    problem = nesting_problem(deck, DECK_DEPTH, max_items=DECK_LIMIT)
    if problem is not None:
        raise OptionError(Msg("core.error.deck_problem", problem=problem))
    try:
        text = json.dumps(deck, sort_keys=True, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise OptionError(Msg("core.error.deck_json", reason=str(exc))) from None
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        raise OptionError(Msg("core.error.deck_unicode")) from None
    if size > DECK_LIMIT:
        raise OptionError(Msg("core.error.deck_size", size=f"{size:,}", limit=f"{DECK_LIMIT:,}"))
    return "", text


def read_deck_file(deck_file: str) -> Any:
    """The decoded JSON of a deck file: a regular file of at most DECK_LIMIT bytes, else OptionError."""
    raw = read_json(
        deck_file,
        DECK_LIMIT,
        OptionError,
        Msg("core.error.what.deck_file"),
        lambda reason: OptionError(Msg("core.error.deck_file_json", path=deck_file, reason=reason)),
    )
    problem = nesting_problem(raw, DECK_DEPTH)
    if problem is not None:
        raise OptionError(Msg("core.error.deck_file_problem", path=deck_file, problem=problem))
    return raw


# A small cache: inline decks come from clients, and each one kept holds a whole content.
@lru_cache(maxsize=16)
def load_content(deck_file: str = "", deck_text: str = "") -> WarCardsContent:
    """Load the packaged War Cards content with the packaged deck, the deck file ``deck_file`` or the
    inline deck ``deck_text`` (JSON text from :func:`deck_choice`). A bad deck raises OptionError."""
    path = data_path("rulesets", "war-cards.json")
    raw = json.loads(path.read_text(encoding="utf-8"))
    board = load_board(data_path("boards", f"{raw['board']}.json"))
    colours = load_war_content(raw["colours_from"]).colours
    kinds = {
        kind: SpecialKind(kind, spec["role"], dict(spec["name"]), dict(spec["text"]))
        for kind, spec in raw["special_kinds"].items()
    }
    if set(kinds) != set(SPECIAL_KINDS) or any(k.role not in ROLES for k in kinds.values()):
        raise ContentError(f"{path}: 'special_kinds' must describe {', '.join(SPECIAL_KINDS)} with a role each")
    if deck_file or deck_text:
        source = deck_file or "option 'deck'"
        deck_raw = read_deck_file(deck_file) if deck_file else json.loads(deck_text)
        try:
            dice, specials, deck_provenance = _deck(deck_raw, source, raw["deck"]["specials"])
        except (ContentError, BattleError) as exc:
            # The deck is an option's value, so a bad one is a bad option (a 422 from a server, not a 500).
            raise OptionError(exc.message) from None
        if not isinstance(deck_provenance, dict):
            raise OptionError(Msg("core.error.deck_provenance", source=source))
    else:
        dice, specials, deck_provenance = _deck(raw["deck"], str(path), None)
        source = "packaged"
    cards: list[ObjectiveCard] = []
    for i, card in enumerate(raw["objective_cards"]):
        where = f"{path}: objective_cards[{i}]"
        cards.append(ObjectiveCard(card["id"], _objective(card["few"], where), _objective(card["many"], where)))
    objectives = tuple(o for card in cards for o in (card.few, card.many))
    continents = {g.id for g in board.groups_of_kind("continent")}
    for objective in objectives:
        unknown = set(objective.continents) - continents
        if unknown:
            raise ContentError(f"{path}: objective {objective.id!r} names unknown continents {sorted(unknown)}")
    if set(raw["continent_specials"]) != continents:
        raise ContentError(f"{path}: 'continent_specials' must list every continent of the board")
    return WarCardsContent(
        id=raw["id"],
        board=board,
        colours=colours,
        hand_limit=int(raw["hand_limit"]),
        minimum_dice_cards=int(raw["minimum_dice_cards"]),
        conquest_specials=int(raw["conquest_specials"]),
        continent_specials=dict(raw["continent_specials"]),
        few_players_max=int(raw["few_players_max"]),
        objective_cards=tuple(cards),
        objectives=objectives,
        destroy_fallback=_objective({"id": "destroy-fallback", **raw["destroy_fallback"]}, f"{path}: destroy_fallback"),
        special_kinds=kinds,
        dice_cards=dice,
        special_cards=specials,
        special_of={card: kinds[card.rsplit("-", 1)[0]] for card in specials},
        dice_of={d.id: d for d in dice},
        provenance=dict(raw["provenance"]),
        deck_provenance=dict(deck_provenance),
        deck_source=source,
    )
