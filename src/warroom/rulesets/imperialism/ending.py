"""How a game of War! Age of Imperialism ends, and who wins.

Rulebook 000, "How to Win" (Basic and Standard Rules): "The winner is the player with the most regions at
the end of the game. If, at the end of the game, a player owns an entire global region ..., he may add
'5' to his total regions." The game ends (option ``end``) at an agreed time (``CallTime``), after a set
number of turns (option ``turns``: after that turn's production round), or "when there is only one
player left in the game".

Two players with two empires each ("Choosing Regions", 2 players, b): Basic, "the player with the largest
empire (out of the four) wins"; Standard, "each player's second largest empire is the one that counts
for victory" (Standard "How to Win"; its "Choosing Regions" repeats the Basic sentence, which we read as
left over from the Basic text: the Standard "How to Win" states the Standard rule).

Advanced Rules, "Winning" (``level.victory == "points"``): "the player with the most Victory Points wins":
10 per region in the empire, 50 per global region completely controlled, 5 per building, 1 per army, ship
and party. The outcome table and the Result's detail show each empire's breakdown.

Several empires per seat (two_empires; the 1886 scenario's player-to-nation table): the seat's score is
one empire's, ranked by score (ties: the earlier in the turn order): the largest at Basic, otherwise the
second largest (``level.two_empires_count``), the rule of two empires generalised to any number; a seat
with one empire counts that one. In the 1886 scenario option ``scenario_score`` (corrections.py) chooses:
the sum of the seat's nations (the default: the scenario's blocs are allies), its largest, or the
two-empire rule.

Decisions:
- Victory points: "Buildings" are every building of the empire's regions: each economic building (a
  region of the 1886 setup holding two counts both), each fort and each school (the Advanced "The Pieces"
  lists forts and schools among the buildings). "Armies, Ships, Parties" are all the empire's pieces,
  those aboard ships included. A global region gives its 50 only to an empire owning it entirely (as
  below).
- An empire's score is its regions plus 5 for each global region it owns entirely; a global region split
  between a player's two empires earns nothing (the score is an empire's: "largest empire").
- With end=last-standing ("total conquest"), an empire that owns no region any more is out of the game
  as soon as it has lost its last one: its pieces left anywhere (ships and their cargo too) are removed,
  and it is skipped in the turn order. With the other end options it stays in (armies at sea may still
  take a region) and scores what it holds. Whatever the end option, when only one seat still owns
  regions, the empires without regions are out and that seat wins ("last-standing"). The check runs
  after every action once the draft is over.
- Winners: the seats with the top score share the win (last-standing: the seat left). The ranking breaks
  ties by the counting empire's regions, then by the turn order (the seat's earliest empire in ``order``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.game import Result
from warroom.rulesets.imperialism import corrections, pieces

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


# -- scores ----------------------------------------------------------------------------------------------


def whole_global_regions(g: ImperialismGame, empire: int) -> list[str]:
    """The ids of the global regions every region of which the empire owns."""
    owner = g.state.owner
    return [gid for gid, members in g.geo.global_regions if members and all(owner[r] == empire for r in members)]


#: 000, Advanced Rules, "Winning": victory points per region, whole global region, building, and piece
#: (army, ship or party).
VP_REGION = 10
VP_GLOBAL_REGION = 50
VP_BUILDING = 5
VP_PIECE = 1


def buildings_of(g: ImperialismGame, empire: int) -> int:
    """How many buildings stand in the empire's regions: economic ones, forts and schools."""
    s = g.state
    return sum(len(s.buildings[r]) + s.fort[r] + s.school[r] for r, o in enumerate(s.owner) if o == empire)


def pieces_of(g: ImperialismGame, empire: int) -> int:
    """How many armies, ships and parties the empire has on the board (aboard ships included)."""
    return sum(1 for p in g.state.pieces.values() if p.owner == empire)


def victory_points(g: ImperialismGame, empire: int) -> dict[str, int]:
    """The empire's victory points by part (000, Advanced Rules, "Winning"): "regions", "global_regions",
    "buildings", "pieces"."""
    return {
        "regions": VP_REGION * sum(1 for o in g.state.owner if o == empire),
        "global_regions": VP_GLOBAL_REGION * len(whole_global_regions(g, empire)),
        "buildings": VP_BUILDING * buildings_of(g, empire),
        "pieces": VP_PIECE * pieces_of(g, empire),
    }


def empire_score(g: ImperialismGame, empire: int) -> tuple[int, int, list[str]]:
    """(score, regions, whole global regions) of one empire: regions + 5 per whole global region, or with
    victory points (Advanced) the sum of :func:`victory_points`."""
    regions = sum(1 for o in g.state.owner if o == empire)
    whole = whole_global_regions(g, empire)
    if g.level.victory == "points":
        return sum(victory_points(g, empire).values()), regions, whole
    return regions + g.level.global_region_score * len(whole), regions, whole


def counting_empires(g: ImperialismGame, seat: int) -> list[int]:
    """The empires whose scores make the seat's: its only empire; with several, the largest by score
    (Basic) or the second largest (Standard, Advanced), ties to the earlier in the turn order; in the 1886
    scenario by option ``scenario_score``: all of them (``sum``, largest first), the largest, or as above."""
    s = g.state
    mine = sorted((e for e in range(s.empires) if s.seat_of[e] == seat), key=s.order.index)
    if len(mine) == 1:
        return mine
    ranked = sorted(mine, key=lambda e: -empire_score(g, e)[0])
    rule = corrections.scenario_score(g)
    if rule == "sum":
        return ranked
    if rule == "largest" or g.level.two_empires_count == "largest":
        return ranked[:1]
    return ranked[1:2]


def counting_empire(g: ImperialismGame, seat: int) -> int:
    """The empire that stands for the seat: the first of :func:`counting_empires` (with ``sum``, its
    largest nation)."""
    return counting_empires(g, seat)[0]


def seat_score(g: ImperialismGame, seat: int) -> tuple[int, int]:
    """(score, regions) of a seat: the sums over its counting empires."""
    parts = [empire_score(g, e) for e in counting_empires(g, seat)]
    return sum(p[0] for p in parts), sum(p[1] for p in parts)


def scores(g: ImperialismGame) -> dict[int, int]:
    """The score of each seat: its counting empires' score."""
    return {seat: seat_score(g, seat)[0] for seat in range(g.players)}


def score_table(g: ImperialismGame) -> list[dict[str, Any]]:
    """One row per empire, in turn order: colour, seat, regions, whole global regions, score, and whether
    it is the empire that counts for its seat; with victory points also its buildings, its pieces and the
    points of each part ("points")."""
    s = g.state
    counting = {e for seat in range(g.players) for e in counting_empires(g, seat)}
    points = g.level.victory == "points"
    rows = []
    for e in s.order:
        score, regions, whole = empire_score(g, e)
        row: dict[str, Any] = {
            "colour": g.colour_id(e),
            "seat": s.seat_of[e],
            "regions": regions,
            "global_regions": whole,
            "score": score,
            "counts": e in counting,
            "eliminated": s.eliminated[e],
        }
        if points:
            row["buildings"] = buildings_of(g, e)
            row["pieces"] = pieces_of(g, e)
            row["points"] = victory_points(g, e)
        rows.append(row)
    return rows


def _ranking(g: ImperialismGame, score: dict[int, int], first: tuple[int, ...]) -> list[int]:
    """Seats best first: ``first`` (the winners), then by score, the counting empire's regions, and the
    turn order."""
    s = g.state

    def key(seat: int) -> tuple[int, int, int, int]:
        position = min(s.order.index(e) for e in range(s.empires) if s.seat_of[e] == seat)
        return (0 if seat in first else 1, -score[seat], -seat_score(g, seat)[1], position)

    return sorted(range(g.players), key=key)


# -- the end ----------------------------------------------------------------------------------------------


def finish(g: ImperialismGame, reason: str, detail: str) -> None:
    """End the game: record the scores, the score table, the winners and the ranking in ``s.outcome``."""
    s = g.state
    score = scores(g)
    if reason == "last-standing":
        winners = tuple(sorted({s.seat_of[e] for e in range(s.empires) if not s.eliminated[e]}))
    else:
        best = max(score.values())
        winners = tuple(seat for seat in range(g.players) if score[seat] == best)
    table = score_table(g)
    s.outcome = {
        "reason": reason,
        "detail": detail,
        "scores": score,
        "table": table,
        "winners": list(winners),
        "ranking": _ranking(g, score, winners),
    }
    s.phase = "over"
    s.interrupt = None
    g.log.add(
        "game_over",
        reason=reason,
        detail=detail,
        winners=list(winners),
        scores=[score[seat] for seat in range(g.players)],
        table=table,
        # The turn it ended in, so that the detail can be told in any language (narrate.game_over_why).
        turn=s.turn,
    )


def _eliminate(g: ImperialismGame, empire: int) -> None:
    """An empire with no region left is out: its pieces are removed and it takes no more turns."""
    s = g.state
    s.eliminated[empire] = True
    removed = 0
    for pid in list(s.pieces):
        piece = s.pieces.get(pid)
        if piece is not None and piece.owner == empire:
            removed += 1 + len(pieces.aboard(s, piece)) if piece.kind == "ship" else 1
            pieces.destroy(s, piece)
    s.planned[empire] = []
    s.pending_attack = [(a, b) for a, b in s.pending_attack if empire not in (a, b)]
    g.log.add("eliminated", empire=g.colour_id(empire), pieces=removed)


def check_last_standing(g: ImperialismGame) -> None:
    """After every action once the draft is over: with end=last-standing, empires without regions are out;
    whatever the end option, when only one seat still owns regions the others are out and that seat has
    won ("When there is only one player left in the game")."""
    s = g.state
    if s.outcome is not None or s.phase == "draft":
        return
    held = [0] * s.empires
    for o in s.owner:
        if o >= 0:
            held[o] += 1
    seats = {s.seat_of[e] for e in range(s.empires) if held[e] > 0}
    if len(seats) > 1 and g.options.get("end") != "last-standing":
        return
    for e in range(s.empires):
        if not s.eliminated[e] and held[e] == 0:
            _eliminate(g, e)
    if len(seats) <= 1:
        names = " and ".join(g.empire_name(e) for e in range(s.empires) if not s.eliminated[e])
        finish(g, "last-standing", f"{names or 'nobody'} alone left in the game")


def check_end_of_turn(g: ImperialismGame) -> None:
    """After a production round: with end=turns the game ends after turn ``turns``."""
    s = g.state
    if s.outcome is not None or g.options.get("end", "turns") != "turns":
        return
    limit = int(g.options.get("turns", 10))
    if s.turn >= limit:
        finish(g, "turns", f"the game ended after turn {s.turn} of {limit}")


def score_text(g: ImperialismGame) -> str:
    """The score table as a sentence: each empire's score and what it is made of, then each seat's."""
    outcome = g.state.outcome or {}
    parts = []
    for row in outcome.get("table", []):
        name = g.empire_name(g.empire_of(row["colour"]))
        whole = ", ".join(row["global_regions"])
        if "points" in row:
            parts.append(f"{name} {_points_text(row)}")
            continue
        bonus = f" + {g.level.global_region_score} x {whole}" if whole else ""
        out = " (out)" if row["eliminated"] else ""
        parts.append(f"{name} {row['score']} ({row['regions']} regions{bonus}){out}")
    text = "; ".join(parts)
    if g.state.empires > g.players:
        seats = ", ".join(f"{g.player_name(seat)}: {score}" for seat, score in outcome.get("scores", {}).items())
        text += f". Counting per player: {seats}"
    return text


def _points_text(row: dict[str, Any]) -> str:
    """An empire's victory points with their breakdown: "187 VP (12 regions 120 + ...)"."""
    points = row["points"]
    whole = ", ".join(row["global_regions"])
    terms = [f"{row['regions']} regions {points['regions']}"]
    if whole:
        terms.append(f"global regions {whole} {points['global_regions']}")
    terms.append(f"{row['buildings']} buildings {points['buildings']}")
    terms.append(f"{row['pieces']} pieces {points['pieces']}")
    out = " (out)" if row["eliminated"] else ""
    return f"{row['score']} VP ({' + '.join(terms)}){out}"


def result(g: ImperialismGame) -> Result | None:
    """The game's Result once it is over (seats; scores per seat), or None while it goes on."""
    outcome = g.state.outcome
    if outcome is None:
        return None
    detail = outcome["detail"]
    return Result(
        winners=tuple(outcome["winners"]),
        ranking=tuple(outcome["ranking"]),
        reason=outcome["reason"],
        detail=f"{detail}. {score_text(g)}" if detail else score_text(g),
        scores={int(seat): float(v) for seat, v in outcome["scores"].items()},
    )
