"""Setting up a game of World War IV: who plays which nation, the starting units and Forts, the deck, and
who goes first.

Rulebook 004:
- "Pick Your Color" / "National Identity" (Table 2): seats play nations; by default the Balance of Powers
  column: red, yellow and green with 3 players, blue as 4th, purple as 5th (option ``nations`` names the
  colours played, in seat order). "Treat units on the map that belong to nations not represented by a
  player as Barbarian units": a nation nobody plays keeps its starting units (owner stays its index) and
  is inactive.
- "Setting Up" (Table 1): the starting units and Fort counters on their spaces.
- "Cities" / Table 2: each City belongs to the nation whose capital it is.
- "Random Event Cards": the deck is shuffled.
- "Order of Play": "all players roll dice to see who gets to take the first turn. Order of play then
  proceeds by color": each played nation rolls 2d6 (in colour order), the highest goes first, ties for the
  highest re-roll among themselves; the turn order is the played colours from him on.
- "Optional Rules: Alternate Set-Up" (option ``alternate_setup``): "starting the game with colored playing
  pieces instead of grey pieces in some map spaces". Decision: a grey row (land or water) whose space
  borders the starting spaces of exactly one played nation (any border: land, coast or sea) starts in that
  nation's colour, its Fort too; rows bordering two or more played nations, or none, stay grey (a buffer
  between players, as the rulebook says barbarian lands are).
- "Free Build" (option ``free_build``): "each player spend a bonus C20 on units to deploy before the first
  player's Turn 1 begins, using the normal Deploy Units rules". Each nation in turn order gets C20, then
  buys (step "free-purchase") and deploys (step "free-deploy") on the spaces it Controls then (computed as
  at Control Lands, without the World Rule); money left over carries over ("Purchase Units"), units it could
  not deploy stay in its pool; the ships it deployed on land go to the water at once, as at the end of
  Support the Troops (there is no Support step in a Free Build). Then turn 1 starts with the first player's
  Random Event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.errors import OptionError
from warroom.core.text import Msg, Noun
from warroom.rulesets.ww4 import control, movement, support, units
from warroom.rulesets.ww4.content import COLOURS, GREY, StartRow
from warroom.rulesets.ww4.state import WW4State

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: Table 2's "Balance of Powers": the nations played with 3, 4 and 5 players.
DEFAULT_NATIONS = {3: ("red", "yellow", "green"), 4: ("red", "yellow", "green", "blue"), 5: COLOURS}
#: "Free Build": the bonus each player spends before turn 1.
FREE_BUILD_BONUS = 20
#: Owners 0-4 are the nations, 5 grey: per-owner lists have this length.
OWNERS = len(COLOURS) + 1


def nations_played(players: int, option: str) -> list[int]:
    """The nation played by each seat, in seat order (option ``nations`` or Table 2's Balance of Powers)."""
    if not option.strip():
        return [COLOURS.index(c) for c in DEFAULT_NATIONS[players]]
    names = [c.strip().lower() for c in option.split(",") if c.strip()]
    unknown = [c for c in names if c not in COLOURS]
    if unknown:
        raise OptionError(
            Msg(
                "core.error.nations_unknown",
                unknown=Noun("core.error.noun.unknown_colour", len(unknown)),
                colours=", ".join(unknown),
                known=", ".join(COLOURS),
            )
        )
    if len(set(names)) != len(names):
        raise OptionError(Msg("core.error.nations_twice"))
    if len(names) != players:
        raise OptionError(
            Msg(
                "core.error.nations_count",
                count=len(names),
                colours=Noun("core.error.noun.colours", len(names)),
                players=players,
            )
        )
    return [COLOURS.index(c) for c in names]


def start_rows(g: WW4Game, played: list[int]) -> list[StartRow]:
    """Table 1's rows with the units that start when the nations ``played`` are played (a row's
    ``when_played``), and the Alternate Set-Up's grey rows recoloured when that option is on."""
    rows = [StartRow(r.space, r.owner, dict(r.units_for(played)), r.fort) for r in g.content.start]
    if not g.options.get("alternate_setup"):
        return rows
    home: dict[int, set[int]] = {n: {r.space for r in rows if r.owner == n} for n in played}
    adj = g.map.every_adj
    out = []
    for r in rows:
        if r.owner == GREY:
            near = [n for n in played if any(b in home[n] for b in adj[r.space])]
            if len(near) == 1:
                r = StartRow(r.space, near[0], dict(r.units), r.fort)
        out.append(r)
    return out


def first_player(g: WW4Game, played: list[int]) -> int:
    """Each played nation rolls 2d6; ties for the highest re-roll among themselves ("Order of Play")."""
    rolling = sorted(played)
    while True:
        totals = {n: sum(g.dice.roll(2, "first-player", nation=g.colour_id(n))) for n in rolling}
        best = max(totals.values())
        rolling = [n for n in rolling if totals[n] == best]
        if len(rolling) == 1:
            return rolling[0]


def start(g: WW4Game) -> WW4State:
    """The state before the first player's turn 1 (or before the Free Build)."""
    played = nations_played(g.players, str(g.options.get("nations") or ""))
    spaces = len(g.board.ids)
    seat_of = [-1] * OWNERS
    for seat, n in enumerate(played):
        seat_of[n] = seat
    s = WW4State(seat_of=seat_of, active=[seat_of[n] >= 0 for n in range(OWNERS)], order=[])
    s.at = [[] for _ in range(spaces)]
    s.fort = [-1] * spaces
    s.city = [g.map.cities.get(i, -1) for i in range(spaces)]
    s.money = [0] * OWNERS
    s.pool = [{} for _ in range(OWNERS)]
    s.control = [[] for _ in range(OWNERS)]
    s.hands = [[] for _ in range(OWNERS)]
    g.state = s
    for row in start_rows(g, played):
        for kind, count in row.units.items():
            for _ in range(count):
                units.create(s, row.owner, kind, row.space)
        if row.fort:
            s.fort[row.space] = row.owner
    for space in g.map.start_forts:
        if s.fort[space] < 0:  # a Fort printed on the map without a Table 1 row: a barbarian one
            s.fort[space] = GREY
    s.deck = list(g.content.cards)
    g.dice.shuffle(s.deck, "deck")
    g.log.add("setup", nations={g.colour_id(n): seat for seat, n in enumerate(played)})
    first = first_player(g, played)
    colour_order = sorted(played)
    i = colour_order.index(first)
    s.order = colour_order[i:] + colour_order[:i]
    g.log.add("first-player", nation=g.colour_id(first), order=[g.colour_id(n) for n in s.order])
    if g.options.get("free_build"):
        _begin_free_build(g)
    return s


def _begin_free_build(g: WW4Game) -> None:
    s = g.state
    n = s.nation()
    s.step = "free-purchase"
    s.deployed = {}
    s.money[n] += FREE_BUILD_BONUS
    s.control[n] = control.lands(g, n)
    g.log.add("free-build", nation=g.colour_id(n), bonus=FREE_BUILD_BONUS)


def free_build_done(g: WW4Game) -> None:
    """The current nation's Free Build is over: the next nation's begins, or turn 1 does."""
    s = g.state
    support.ships_to_sea(g, s.nation())
    if s.current + 1 < len(s.order):
        s.current += 1
        _begin_free_build(g)
        return
    s.current = 0
    s.step = "event"
    s.deployed = {}
    g.log.add("turn", nation=g.colour_id(s.nation()), turn=s.turn)
    movement.begin(g, s.nation())
