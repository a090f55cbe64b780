"""How a game of World War IV ends, and who wins.

Rulebook 004:
- "Victory!", Last King Standing: "If there is only one active player left on the map at any time then
  that player wins the game." Checked after every action and after every elimination.
- "Victory!", World Rule: all 5 City spaces Controlled at Control Lands (control.py finishes the game).
- "Victory!" / "1. Random Event", Atomic Weapons: a 6 wins ("atomic"); all 1s: "the war ends in a cold war
  standoff: All active players must share the world equally and the game ends in a draw" ("cold-war": every
  active nation is a winner). events.py finishes the game.
- "Defeat!": "You are eliminated from the game if your king is destroyed ... Your units now act as
  Barbarians. Shuffle your Innovation Cards back into the Random Event Card deck." King, "Crown": "If you
  lose your King at any time you are eliminated from the game! ... If you lose your King during combat then
  you are eliminated from the game at the end of the combat round."

Decisions:
- A King's loss is noticed in one place whatever destroyed him (``units.destroy`` records it in
  ``s.fallen``: a combat casualty, a Frigate sunk with him aboard in Support the Troops, a ship lost for
  want of water, a disaster, an assassin) and turned into the elimination in one place (``crown``), at the
  moment each step's rule gives: at once for an assassination, after each space's dice in Support the
  Troops, after an op's dice for a Random Event card, at the end of the round in Combat; and the game checks
  after every action outside a combat, so no nation plays on without its King.
- An eliminated nation's units keep their owner index and act as barbarians (``active`` False); its
  Innovation cards go back into the deck, which is shuffled; the effects it shared or was shared end; its
  bought units not yet deployed are gone.
- If the current nation is eliminated during its own turn outside the Combat step (a disaster or Support
  the Troops takes its King), its turn ends: the game goes to Support the Troops, which does nothing for an
  inactive nation, and on to the next nation. (In Combat the combat goes on: "the invading units continue
  to fight on and avenge their slain King".)
- Should the last two Kings fall at once (in one combat round, by one op of a card), nobody is left: both
  nations are out before Last King Standing is checked, and the game ends with no winner ("last-king").
- Option ``round_limit`` (for simulations): after that many rounds the game ends ("round-limit"); the
  active nations are ranked by Cities held, then spaces held, then money (as if each had its Control Lands
  step now); the best share the win when equal.
- The Result's ranking: the winners first, then the other active nations by the same measure, then the
  eliminated ones by the same measure (their barbarian units' holdings). Scores: the spaces each seat's
  nation holds at the end (0 once eliminated).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.game import Result
from warroom.rulesets.ww4.content import COLOURS

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

REASONS = ("last-king", "world-rule", "atomic", "cold-war", "round-limit")


def played(g: WW4Game) -> list[int]:
    """The nations a player plays."""
    return [n for n in range(len(COLOURS)) if g.state.seat_of[n] >= 0]


def alive(g: WW4Game) -> list[int]:
    """The played nations whose King lives."""
    return [n for n in played(g) if g.state.active[n]]


def seats_in(g: WW4Game) -> list[bool]:
    """For every seat, whether a nation it plays is still in (rulebook 004, "Defeat!": its King lives)."""
    seats = {g.state.seat_of[n] for n in alive(g)}
    return [seat in seats for seat in range(g.players)]


def eliminate(g: WW4Game, nation: int, cause: str) -> None:
    """The King of ``nation`` is lost: the nation is out ("Defeat!"), then Last King Standing is checked."""
    _retire(g, nation, cause)
    check_last_king(g)


def crown(g: WW4Game, cause: str) -> None:
    """King, "Crown": every King lost since the last call (``s.fallen``) eliminates his nation, if it is
    still in play. ``cause`` names the step ("support", "event", "combat", "assassinated"). The nations are
    all out before Last King Standing is checked: Kings that fell together leave no winner among them."""
    s = g.state
    if not s.fallen:
        return
    fallen, s.fallen = s.fallen, []
    out = [n for n in fallen if s.active[n]]
    for nation in out:
        _retire(g, nation, cause)
    if out:
        check_last_king(g)


def _retire(g: WW4Game, nation: int, cause: str) -> None:
    """Take ``nation`` out of the game ("Defeat!"): its units act as barbarians, its Innovation cards are
    shuffled back into the deck, its shares end; its own turn (outside Combat) goes to its end."""
    s = g.state
    if not s.active[nation]:
        return
    s.active[nation] = False
    cards = s.hands[nation]
    s.hands[nation] = []
    for card in cards:
        s.shared.pop(card, None)
    for card in list(s.shared):
        s.shared[card] = [x for x in s.shared[card] if x != nation]
        if not s.shared[card]:
            del s.shared[card]
    s.pool[nation] = {}
    if cards:
        s.deck.extend(cards)
        g.dice.shuffle(s.deck, "innovations-returned")
    g.log.add("eliminated", nation=g.colour_id(nation), cause=cause, cards_returned=len(cards), turn=s.turn)
    if s.order and nation == s.nation() and s.step != "combat" and s.outcome is None:
        if s.decision is not None and s.decision.nation == nation:
            s.decision = None
        s.step = "support"


def check_last_king(g: WW4Game) -> None:
    """Last King Standing: one active player left wins (none left: nobody does)."""
    s = g.state
    if s.outcome is not None:
        return
    left = alive(g)
    if len(left) == 1:
        finish(g, "last-king", left, f"{g.nation_name(left[0])} is the last King standing")
    elif not left:
        finish(g, "last-king", [], "no King is left")


def finish(g: WW4Game, reason: str, winners: list[int], detail: str = "") -> None:
    """End the game now; ``winners`` are nations."""
    s = g.state
    if s.outcome is not None:
        return
    s.outcome = {"reason": reason, "winners": list(winners), "detail": detail, "turn": s.turn}
    s.decision = None
    g.log.add("game-over", reason=reason, winners=[g.colour_id(n) for n in winners], detail=detail)


def standing(g: WW4Game, nation: int) -> tuple[int, int, int]:
    """(Cities, spaces, money) of a nation as if its Control Lands step were now."""
    from warroom.rulesets.ww4 import control

    s = g.state
    mine = control.lands(g, nation)
    return (sum(1 for x in mine if x in g.map.cities), len(mine), s.money[nation])


def finish_by_ranking(g: WW4Game) -> None:
    """Option round_limit: the best standing wins (ties share)."""
    left = alive(g)
    best = max((standing(g, n) for n in left), default=None)
    winners = [n for n in left if standing(g, n) == best]
    cities, spaces, money = best if best is not None else (0, 0, 0)
    detail = f"round limit reached: best {cities} Cities, {spaces} spaces, C{money}"
    finish(g, "round-limit", winners, detail)


def rank_key(g: WW4Game, nation: int) -> tuple[bool, int, int, int]:
    """Active before eliminated, then Cities, spaces and money held."""
    return (g.state.active[nation], *standing(g, nation))


def result(g: WW4Game) -> Result | None:
    """The Result once the game is over (winners and ranking by seat)."""
    s = g.state
    if s.outcome is None:
        return None
    winners = [n for n in s.outcome["winners"] if s.seat_of[n] >= 0]
    rest = sorted((n for n in played(g) if n not in winners), key=lambda n: rank_key(g, n), reverse=True)
    nations = winners + rest
    scores = {s.seat_of[n]: float(len(_held(g, n))) if s.active[n] else 0.0 for n in played(g)}
    return Result(
        winners=tuple(s.seat_of[n] for n in winners),
        ranking=tuple(s.seat_of[n] for n in nations),
        reason=str(s.outcome["reason"]),
        detail=str(s.outcome.get("detail", "")),
        scores=scores,
    )


def _held(g: WW4Game, nation: int) -> list[int]:
    from warroom.rulesets.ww4 import control

    return control.lands(g, nation)
