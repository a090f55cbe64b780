"""Setting up a game of War! Age of Imperialism, and the turn order of the turns that follow.

Rulebook 000, "Setting Up the Game" (the same in the Basic and the Standard Rules):

- "Choosing a Color and Who Goes First": each empire takes a colour (option ``colours``, in seat order,
  or the content's colours in order); each rolls two dice, the highest total goes first and the others
  follow clockwise. Decisions: tied highest totals roll again among themselves (the rulebook does not
  say); "clockwise" is ascending empire index from the first, wrapping round. Empires are seated in
  index order, so with two empires per player (two_empires) the players' colours alternate round the
  table: empire e is played by seat ``e % players`` (red and green by seat 0, blue and yellow by seat 1).
  Every empire rolls for itself, also when one player has two.
- "Choosing Regions": the first player places an infantry on an unowned region, the next player does the
  same, "and so on clockwise around the board until each player has selected the correct number of
  starting regions" (content ``starting_regions``: 6 players 4, 5 players 5, 4 players 6, 3 players 8,
  2 players 10, or 6 per empire with two empires each). The starting infantry are free.
- "Placing the Markers": one native and one resource marker face down on every region not owned; the
  markers are drawn from the box (the content's mix, shuffled); "any unused markers are placed back into
  the gamebox" (they stay secret in ``box_natives``/``box_resources``).

The turn order (``order_for_turn``) is the rulebook's fixed order unless option ``turn_order`` chooses one
of CLARIFICATIONS.md's house rules: 4, "Random Turn Order" (after each production round, dice choose who
goes first in the next turn; the seating sequence stays), or 5, "Rotating Turn Order" (the first seat
moves one place along the opening order each turn). ``order`` is always a rotation of the opening order,
so no other record of the opening order is needed. Decisions: empires out of the game do not roll and
are skipped when the first seat moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, OptionError
from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.actions import Claim
from warroom.rulesets.imperialism.content import Content
from warroom.rulesets.imperialism.state import ImperialismState

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The empires each player controls in the two-player game with two empires each ("Choosing Regions",
#: 2 players, b).
EMPIRES_PER_PLAYER_TWO_EMPIRES = 2


def start(g: ImperialismGame) -> ImperialismState:
    """The state before the draft: colours, seats, the turn order rolled for, every marker in the box.

    Logs a "setup" event (colours, seats, turn order, regions each empire chooses); the markers are
    secret and not logged."""
    content = g.content
    two = bool(g.options.get("two_empires"))
    empires = g.players * EMPIRES_PER_PLAYER_TWO_EMPIRES if two else g.players
    colours = _colours(content, str(g.options.get("colours") or ""), empires)
    colour_ids = [content.colours[c].id for c in colours]
    quota = content.starting_regions["two_empires" if two else str(g.players)]
    geo = g.geo
    unowned = len(geo.land) - empires * quota
    if unowned < 0 or len(content.natives) < unowned or len(content.resources) < unowned:
        raise OptionError(f"the content {content.id!r} cannot seat {empires} empires of {quota} regions each")
    first = roll_off(g, list(range(empires)), colour_ids, "first player")
    order = [(first + k) % empires for k in range(empires)]
    natives = list(content.natives)
    resources = list(content.resources)
    g.dice.shuffle(natives, "native markers")
    g.dice.shuffle(resources, "resource markers")
    n = len(g.board.ids)
    state = ImperialismState(
        empires=empires,
        seat_of=[e % g.players for e in range(empires)],
        colours=colours,
        order=order,
        owner=[-1] * n,
        buildings=[()] * n,
        fort=[False] * n,
        school=[False] * n,
        native=[None] * n,
        native_up=[False] * n,
        resource=[None] * n,
        resource_up=[False] * n,
        box_natives=natives,
        box_resources=resources,
        at=[[] for _ in range(n)],
        pp=[0] * empires,
        income=[{} for _ in range(empires)],
        turn=1,
        phase="draft",
        round=0,
        current=0,
        draft_left=[quota] * empires,
        at_war=[[False] * empires for _ in range(empires)],
        may_attack=[[False] * empires for _ in range(empires)],
        planned=[[] for _ in range(empires)],
        eliminated=[False] * empires,
        techs=[[] for _ in range(empires)],
        discoveries=[0] * empires,
    )
    g.log.add(
        "setup",
        colours=colour_ids,
        seats=list(state.seat_of),
        order=[colour_ids[e] for e in order],
        quota=quota,
    )
    return state


def _colours(content: Content, text: str, empires: int) -> list[int]:
    """The colour of each empire: the ``colours`` option in seat order, or the content's first ones."""
    if not text.strip():
        if empires > len(content.colours):
            raise OptionError(f"there are only {len(content.colours)} colours for {empires} empires")
        return list(range(empires))
    wanted = [c.strip() for c in text.split(",") if c.strip()]
    if len(wanted) != empires or len(set(wanted)) != len(wanted):
        raise OptionError(f"option 'colours' must name {empires} different colours, got {text!r}")
    known = {c.id: i for i, c in enumerate(content.colours)}
    for c in wanted:
        if c not in known:
            names = ", ".join(known)
            raise OptionError(f"unknown colour {c!r} in option 'colours' (colours: {names})")
    return [known[c] for c in wanted]


def roll_off(g: ImperialismGame, contenders: list[int], colour_ids: list[str], reason: str, **details: int) -> int:
    """Each contender rolls two dice; the highest total wins, tied highest totals roll again among
    themselves ("Choosing a Color and Who Goes First"). ``colour_ids[e]`` names empire e in the log."""
    while True:
        totals = {e: sum(g.dice.roll(2, reason, empire=colour_ids[e], **details)) for e in contenders}
        best = max(totals.values())
        contenders = [e for e in contenders if totals[e] == best]
        if len(contenders) == 1:
            return contenders[0]


# -- the draft ("Choosing Regions") ----------------------------------------------------------------------


def legal_claims(g: ImperialismGame) -> list[Action]:
    """Every land region nobody owns yet."""
    s = g.state
    return [Claim(g.geo.id(r)) for r in g.geo.land if s.owner[r] < 0]


def check_claim(g: ImperialismGame, action: Claim) -> None:
    """The region must be a land region nobody has chosen."""
    s = g.state
    r = g.space(action.region, "region")
    if g.geo.is_sea[r]:
        raise IllegalAction(f"{g.space_name(r)} is a sea area: choose a land region")
    if s.owner[r] >= 0:
        raise IllegalAction(f"{g.space_name(r)} already belongs to {g.empire_name(s.owner[r])}")
    if s.draft_left[s.empire_turn()] <= 0:
        raise IllegalAction(f"{g.empire_name(s.empire_turn())} has chosen all its starting regions")


def execute_claim(g: ImperialismGame, action: Claim) -> None:
    """The region joins the empire with a free infantry; the next empire (clockwise) with regions still to
    choose picks next, and when every empire has its quota the markers go out (``g.finish_draft``)."""
    s = g.state
    r = g.space(action.region, "region")
    empire = s.empire_turn()
    s.owner[r] = empire
    pieces.create(s, empire, "inf", r)
    s.draft_left[empire] -= 1
    g.log.add("claim", empire=g.colour_id(empire), region=g.geo.id(r), left=s.draft_left[empire])
    count = len(s.order)
    for step in range(1, count + 1):
        position = (s.current + step) % count
        if s.draft_left[s.order[position]] > 0:
            s.current = position
            return
    g.finish_draft()


def place_markers(g: ImperialismGame) -> None:
    """One native and one resource marker, face down, on every land region nobody owns, drawn from the
    shuffled box; the rest stay in the box ("Placing the Markers"). Logs how many were placed only."""
    s = g.state
    placed = 0
    for r in g.geo.land:
        if s.owner[r] >= 0 or not s.box_natives or not s.box_resources:
            continue
        s.native[r] = s.box_natives.pop()
        s.native_up[r] = False
        s.resource[r] = s.box_resources.pop()
        s.resource_up[r] = False
        placed += 1
    g.log.add("markers", regions=placed, box=len(s.box_natives))


# -- the turn order ---------------------------------------------------------------------------------------


def order_for_turn(g: ImperialismGame) -> None:
    """Set ``order`` for the turn now beginning (``s.turn``), by option ``turn_order``.

    fixed: the opening order all game (rulebook; CLARIFICATIONS.md 3). random (house rule 4): every empire
    still in the game rolls two dice, the highest (ties rolling again) goes first, the others follow in the
    seating sequence. rotating (house rule 5): the next empire still in the game after this turn's first
    goes first."""
    s = g.state
    rule = str(g.options.get("turn_order") or "fixed")
    alive = [e for e in s.order if not s.eliminated[e]]
    if rule == "fixed" or not alive:
        return
    if rule == "random":
        colour_ids = [g.colour_id(e) for e in range(s.empires)]
        first = roll_off(g, alive, colour_ids, "first player", turn=s.turn)
    else:
        first = alive[1 % len(alive)]
    k = s.order.index(first)
    s.order = s.order[k:] + s.order[:k]
    g.log.add("turn_order", turn=s.turn, rule=rule, order=[g.colour_id(e) for e in s.order])
