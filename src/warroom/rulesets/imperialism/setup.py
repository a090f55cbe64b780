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

With option ``scenario`` (000, "Historical Scenario 1886") there is no draft and no opening purchase: the
scenario's nations are the empires, set up as printed, and the game starts at turn 1's first movement
round (:func:`start_scenario`; the data and the player table in scenario.py).

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
from warroom.core.errors import OptionError
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import pieces, scenario
from warroom.rulesets.imperialism.actions import Claim
from warroom.rulesets.imperialism.content import ARMY_UNITS, ECONOMIC_BUILDINGS, Content
from warroom.rulesets.imperialism.state import ImperialismState
from warroom.rulesets.imperialism.wording import empire, refusal

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The empires each player controls in the two-player game with two empires each ("Choosing Regions",
#: 2 players, b).
EMPIRES_PER_PLAYER_TWO_EMPIRES = 2


def start(g: ImperialismGame) -> ImperialismState:
    """The state before the draft: colours, seats, the turn order rolled for, every marker in the box.

    Logs a "setup" event (colours, seats, turn order, regions each empire chooses); the markers are
    secret and not logged. With option ``scenario`` the game starts from the scenario instead
    (:func:`start_scenario`)."""
    sc = scenario.scenario_of(g)
    if sc is not None:
        return start_scenario(g, sc)
    content = g.content
    two = bool(g.options.get("two_empires"))
    empires = g.players * EMPIRES_PER_PLAYER_TWO_EMPIRES if two else g.players
    colours = _colours(content, str(g.options.get("colours") or ""), empires)
    colour_ids = [content.colours[c].id for c in colours]
    quota = content.starting_regions["two_empires" if two else str(g.players)]
    geo = g.geo
    unowned = len(geo.land) - empires * quota
    if unowned < 0 or len(content.natives) < unowned or len(content.resources) < unowned:
        raise OptionError(Msg("core.error.cannot_seat", content=repr(content.id), empires=empires, quota=quota))
    first = roll_off(g, list(range(empires)), colour_ids, "first player")
    order = [(first + k) % empires for k in range(empires)]
    state = _new_state(g, [e % g.players for e in range(empires)], colours, order)
    state.draft_left = [quota] * empires
    g.log.add(
        "setup",
        colours=colour_ids,
        seats=list(state.seat_of),
        order=[colour_ids[e] for e in order],
        quota=quota,
    )
    return state


def _new_state(g: ImperialismGame, seat_of: list[int], colours: list[int], order: list[int]) -> ImperialismState:
    """An empty board in phase "draft": no owners, pieces or buildings; every marker in the box, shuffled."""
    empires = len(seat_of)
    natives = list(g.content.natives)
    resources = list(g.content.resources)
    g.dice.shuffle(natives, "native markers")
    g.dice.shuffle(resources, "resource markers")
    n = len(g.board.ids)
    return ImperialismState(
        empires=empires,
        seat_of=seat_of,
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
        draft_left=[0] * empires,
        at_war=[[False] * empires for _ in range(empires)],
        may_attack=[[False] * empires for _ in range(empires)],
        planned=[[] for _ in range(empires)],
        eliminated=[False] * empires,
        techs=[[] for _ in range(empires)],
        discoveries=[0] * empires,
    )


def start_scenario(g: ImperialismGame, sc: scenario.Scenario) -> ImperialismState:
    """The state of a historical scenario (000, "Historical Scenario 1886") at turn 1's first movement
    round: no draft and no opening purchase.

    The nations of the player table are the empires (scenario.py). Each rolls two dice as in "Choosing a
    Color and Who Goes First" (decision: every nation rolls for itself, as every empire does with two
    empires per player; ties roll again); the others follow in the scenario's nation order, wrapping round.
    The printed holdings are placed as they are (two buildings in a region included: "Some of the building
    placement rules are broken in the scenario setup"); every other land region gets a native and a
    resource marker face down ("Placing the Markers"). The first empire's pieces get their moves, as at
    the start of any movement round (the others get theirs when their turns begin)."""
    if g.options.get("two_empires"):
        raise OptionError(Msg("core.error.scenario_two_empires"))
    if str(g.options.get("colours") or "").strip():
        raise OptionError(Msg("core.error.scenario_colours"))
    seating = scenario.empires(g)
    content = g.content
    colour_index = {c.id: i for i, c in enumerate(content.colours)}
    ids = [nation.id for nation, _ in seating]
    count = len(seating)
    first = roll_off(g, list(range(count)), ids, "first player")
    order = [(first + k) % count for k in range(count)]
    s = _new_state(g, [seat for _, seat in seating], [colour_index[n.colour] for n, _ in seating], order)
    index = g.board.index
    for e, (nation, _) in enumerate(seating):
        for h in nation.holdings:
            r = index[h.region]
            s.owner[r] = e
            s.buildings[r] = tuple(sorted(h.buildings, key=ECONOMIC_BUILDINGS.index))
            for kind in ARMY_UNITS:
                for _ in range(h.pieces.get(kind, 0)):
                    pieces.create(s, e, kind, r)
            for ships in h.ships:
                for _ in range(ships.count):
                    pieces.create(s, e, "ship", index[ships.sea])
    unowned = sum(1 for r in g.geo.land if s.owner[r] < 0)
    if unowned > min(len(s.box_natives), len(s.box_resources)):
        raise OptionError(Msg("core.error.scenario_markers", content=repr(content.id), scenario=repr(sc.id)))
    g.log.add(
        "setup",
        scenario=sc.id,
        empires=ids,
        colours=[content.colours[c].id for c in s.colours],
        seats=list(s.seat_of),
        order=[ids[e] for e in order],
    )
    g.log.add("markers", regions=_draw_markers(s, g.geo.land), box=len(s.box_natives))
    s.phase = "movement"
    s.round = 1
    s.current = 0
    units = g.level.units
    for p in s.pieces.values():
        if p.owner == order[0]:
            p.moves = units[p.kind].move
    g.log.add("movement_round", turn=s.turn, round=s.round)
    g.log.add("turn", empire=ids[order[0]], turn=s.turn, round=s.round)
    return s


def _colours(content: Content, text: str, empires: int) -> list[int]:
    """The colour of each empire: the ``colours`` option in seat order, or the content's first ones."""
    if not text.strip():
        if empires > len(content.colours):
            raise OptionError(Msg("core.error.few_colours", count=len(content.colours), empires=empires))
        return list(range(empires))
    wanted = [c.strip() for c in text.split(",") if c.strip()]
    if len(wanted) != empires or len(set(wanted)) != len(wanted):
        raise OptionError(Msg("core.error.colours", count=empires, value=repr(text)))
    known = {c.id: i for i, c in enumerate(content.colours)}
    for c in wanted:
        if c not in known:
            names = ", ".join(known)
            raise OptionError(Msg("core.error.unknown_colour_in", colour=repr(c), known=names))
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
        raise refusal(g, Msg("aoi.err.claim.sea", region=Place(action.region)))
    if s.owner[r] >= 0:
        taken = Msg("aoi.err.claim.taken", region=Place(action.region), empire=empire(g.colour_id(s.owner[r])))
        raise refusal(g, taken)
    if s.draft_left[s.empire_turn()] <= 0:
        raise refusal(g, Msg("aoi.err.claim.done", empire=empire(g.colour_id(s.empire_turn()))))


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
    placed = _draw_markers(s, g.geo.land)
    g.log.add("markers", regions=placed, box=len(s.box_natives))


def _draw_markers(s: ImperialismState, land: tuple[int, ...]) -> int:
    """Put a face-down native and resource marker from the box on each unowned land region; how many."""
    placed = 0
    for r in land:
        if s.owner[r] >= 0 or not s.box_natives or not s.box_resources:
            continue
        s.native[r] = s.box_natives.pop()
        s.native_up[r] = False
        s.native_seen.discard(r)
        s.resource[r] = s.box_resources.pop()
        s.resource_up[r] = False
        placed += 1
    return placed


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
