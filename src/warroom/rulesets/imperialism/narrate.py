"""The event log of War! Age of Imperialism in plain English: one short sentence per event, for the
terminal table (registered by :mod:`warroom.cli.render`) and the game server (each view's events carry
it as ``text``).

:func:`imperialism_event` has the :data:`~warroom.cli.render.EventDescriber` signature. It reads an event
only as ``game.public_event(event, viewer)`` returns it, so it can never tell a viewer more than the
server would send him (None there: the event is hidden and so is its sentence). Regions and seas are
named by the board's display names, empires by their names (a colour, or a nation in the 1886
scenario), production points as "PP". A kind it does not know falls back to
:func:`warroom.cli.render.generic_event`'s wording.

Event kinds covered (the ruleset's ``log.add`` calls and the core's chance events): setup, markers,
opening, claim, turn_order, movement_round, turn, battles, production_round, income, blockade, plan,
buy, reveal, end_purchase, develop, research, move, embark, land, sail, parties_lost, passage_asked,
passage, encounter, answer, sea_battle, natives, natives_hold, battle, retreat, conquest, annex,
explore, westernize, incite, revolt, overthrown, destroy, war, war_ready, peace_offer, peace,
peace_refused, eliminated, game_over, roll, shuffle, draw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from warroom.cli.render import EventDescriber, Narrator, listing, narrated, side_name, space_name
from warroom.core.game import Game
from warroom.rulesets.imperialism.describe import PIECE_NAMES

#: Income parts in the order they are told, with their words ("total" and "blockade" are told apart).
_INCOME_PARTS = (
    ("regions", "regions"),
    ("buildings", "buildings"),
    ("railroads", "railroads"),
    ("factories", "factories"),
    ("resources", "resources"),
    ("sets", "sets"),
    ("global_regions", "global regions"),
)
#: What a battle's outcome means, given the attacker's and the defender's names.
_OUTCOMES: dict[str, Callable[[str, str], str]] = {
    "attacker": lambda a, d: f"{a} wins",
    "defender": lambda a, d: f"{d} holds",
    "attacker-retreated": lambda a, d: f"{a} retreats",
    "defender-retreated": lambda a, d: f"{d} retreats",
    "both-destroyed": lambda a, d: "both sides are destroyed",
}
#: Why an empire rolls dice, as words ("ship attack" stays as it is).
_ROLL_REASONS = {"first player": "for first player", "explore": "to explore", "research": "for research"}

# -- names ---------------------------------------------------------------------------------------------


def empire(game: Game, cid: Any) -> str:
    """An empire id ("red", "britain") as its name; "natives" as "the natives"; anything else as is."""
    return "the natives" if cid == "natives" else side_name(game, cid, "empire_of", "empire_name")


def pieces(kind: Any, count: Any = 1) -> str:
    """``"2 cavalry"``, ``"1 leader"``, ``"a fort"`` (count None)."""
    one, many = PIECE_NAMES.get(str(kind), (str(kind), str(kind)))
    n = count if isinstance(count, int) and not isinstance(count, bool) else 1
    return f"{n} {one if n == 1 else many}"


def army(counts: Any) -> str:
    """``{"inf": 2, "cav": 1}`` as ``"2 infantry and 1 cavalry"``; empty as ``"no army"``."""
    if not isinstance(counts, Mapping):
        return "no army"
    parts = [pieces(k, n) for k, n in counts.items() if isinstance(n, int) and n > 0]
    return listing(parts) if parts else "no army"


def kinds(names: Any) -> str:
    """A list of piece kinds (``["explorer", "explorer"]``) counted: ``"2 explorers"``."""
    counts: dict[str, int] = {}
    for kind in names if isinstance(names, list) else []:
        counts[str(kind)] = counts.get(str(kind), 0) + 1
    return listing([pieces(k, n) for k, n in counts.items()]) if counts else "nothing"


def _a(kind: Any) -> str:
    """``"a fort"``, ``"an engineer"``, ``"infantry"``."""
    one = PIECE_NAMES.get(str(kind), (str(kind), str(kind)))[0]
    if one in ("infantry", "cavalry", "artillery"):
        return one
    return f"{'an' if one[:1] in 'aeiou' else 'a'} {one}"


def pp(value: Any) -> str:
    """Production points: ``"18 PP"``."""
    return f"{value if isinstance(value, int) else 0} PP"


def _names(game: Game, ids: Any) -> str:
    return listing([empire(game, c) for c in ids]) if isinstance(ids, list) and ids else "nobody"


def _outcome(outcome: Any, attacker: str, defender: str) -> str:
    told = _OUTCOMES.get(str(outcome))
    return told(attacker, defender) if told is not None else "the battle ends"


def _dice(values: Any) -> str:
    return " ".join(str(v) for v in values) if isinstance(values, list) and values else "nothing"


def _tech(game: Game, tech: Any) -> str:
    content = getattr(game, "content", None)
    found = getattr(content, "technologies", {}).get(tech) if content is not None else None
    return str(getattr(found, "name", tech))


def _ship(ship: Any) -> str:
    return f"ship #{ship}" if ship is not None else "a ship"


# -- the sentences ---------------------------------------------------------------------------------------


def _setup(game: Game, d: Mapping[str, Any], lang: str) -> str:
    order = _names(game, d.get("order"))
    if d.get("scenario"):
        return f"Scenario {d.get('scenario')}: the empires play in the order {order}"
    quota = d.get("quota")
    claim = f"; each claims {quota} regions" if isinstance(quota, int) else ""
    return f"The empires play in the order {order}{claim}"


def _markers(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"Native and resource markers are placed face down on {d.get('regions', 0)} regions "
        f"({d.get('box', 0)} left in the box)"
    )


def _opening(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Opening purchases: each empire has {pp(d.get('pp'))}, {empire(game, d.get('first'))} buys first"


def _claim(game: Game, d: Mapping[str, Any], lang: str) -> str:
    left = d.get("left")
    more = f" ({left} more to claim)" if isinstance(left, int) and left > 0 else ""
    return f"{empire(game, d.get('empire'))} claims {space_name(game, str(d.get('region')), lang)}{more}"


def _turn_order(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Turn {d.get('turn')} order ({d.get('rule', 'fixed')}): {_names(game, d.get('order'))}"


def _movement_round(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Turn {d.get('turn')}: movement round {d.get('round')} begins"


def _turn(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))}'s turn (turn {d.get('turn')}, movement round {d.get('round')})"


def _battles(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = empire(game, d.get("empire"))
    regions = d.get("regions")
    if not isinstance(regions, list) or not regions:
        return f"{who} has no battles to fight"
    return f"{who} has battles to fight in {listing([space_name(game, str(r), lang) for r in regions])}"


def _production_round(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Turn {d.get('turn')}: the production round begins"


def _income(game: Game, d: Mapping[str, Any], lang: str) -> str:
    parts = [f"{d[k]} from {words}" for k, words in _INCOME_PARTS if isinstance(d.get(k), int) and d[k]]
    blockade = d.get("blockade")
    if isinstance(blockade, int) and blockade:
        parts.append(f"{abs(blockade)} lost to blockade")
    saved = d.get("saved")
    if isinstance(saved, int) and saved:
        parts.append(f"{saved} saved")
    how = f" ({', '.join(parts)})" if parts else ""
    return f"{empire(game, d.get('empire'))} collects {pp(d.get('total'))}{how} and has {pp(d.get('pp'))}"


def _blockade(game: Game, d: Mapping[str, Any], lang: str) -> str:
    ships = d.get("ships")
    by = listing([empire(game, c) for c in ships]) if isinstance(ships, Mapping) and ships else "enemy ships"
    lost = d.get("pp")
    amount = abs(lost) if isinstance(lost, int) else 0
    return f"{empire(game, d.get('empire'))} is blockaded by {by} and loses {pp(amount)}"


def _plan(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))} plans a purchase, unseen until the reveal"


def _buy(game: Game, d: Mapping[str, Any], lang: str) -> str:
    where = space_name(game, str(d.get("where")), lang)
    return f"{empire(game, d.get('empire'))} buys {_a(d.get('piece'))} in {where} for {pp(d.get('cost'))}"


def _reveal(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Turn {d.get('turn')}: the planned purchases are revealed"


def _end_purchase(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = empire(game, d.get("empire"))
    left = d.get("left")
    if not isinstance(left, int) or left <= 0:
        return f"{who} has finished buying"
    return f"{who} has finished buying, {pp(left)} {'kept' if d.get('kept') else 'left unspent and lost'}"


def _develop(game: Game, d: Mapping[str, Any], lang: str) -> str:
    value = d.get("resource")
    worth = f" (worth {value})" if isinstance(value, int) else ""
    where = space_name(game, str(d.get("region")), lang)
    return f"{empire(game, d.get('empire'))} develops the resource in {where}{worth} for {pp(d.get('cost'))}"


def _research(game: Game, d: Mapping[str, Any], lang: str) -> str:
    result = "discovers it" if d.get("success") else "fails"
    return (
        f"{empire(game, d.get('empire'))} researches {_tech(game, d.get('tech'))} with {pp(d.get('pp'))}: "
        f"rolls {d.get('total')} against {d.get('rating')}, {result}"
    )


def _move(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} moves {pieces(d.get('piece'), d.get('count'))} from "
        f"{space_name(game, str(d.get('source')), lang)} to {space_name(game, str(d.get('target')), lang)}"
    )


def _embark(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} embarks {pieces(d.get('piece'), d.get('count'))} from "
        f"{space_name(game, str(d.get('region')), lang)} onto {_ship(d.get('ship'))} in "
        f"{space_name(game, str(d.get('sea')), lang)}"
    )


def _land(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} lands {pieces(d.get('piece'), d.get('count'))} from "
        f"{_ship(d.get('ship'))} in {space_name(game, str(d.get('region')), lang)}"
    )


def _sail(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))}'s {_ship(d.get('ship'))} sails from "
        f"{space_name(game, str(d.get('source')), lang)} to {space_name(game, str(d.get('target')), lang)}"
    )


def _parties_lost(game: Game, d: Mapping[str, Any], lang: str) -> str:
    why = f" ({d.get('reason')})" if d.get("reason") else ""
    return (
        f"{empire(game, d.get('empire'))} loses {kinds(d.get('kinds'))} in "
        f"{space_name(game, str(d.get('region')), lang)}{why}"
    )


def _passage_asked(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} asks {empire(game, d.get('to'))} to let {_ship(d.get('ship'))} "
        f"through the straits from {space_name(game, str(d.get('source')), lang)} to "
        f"{space_name(game, str(d.get('target')), lang)}"
    )


def _passage(game: Game, d: Mapping[str, Any], lang: str) -> str:
    verb = "lets" if d.get("granted") else "refuses to let"
    return f"{empire(game, d.get('empire'))} {verb} {_ship(d.get('ship'))} through the straits"


def _encounter(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))}'s {_ship(d.get('ship'))} meets the ships of "
        f"{_names(game, d.get('others'))} in {space_name(game, str(d.get('sea')), lang)}"
    )


def _answer(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = empire(game, d.get("empire"))
    kind, choice = d.get("interrupt"), d.get("choice")
    if kind == "encounter":
        return f"{who} lets the ships pass" if choice == "no" else f"{who} attacks {empire(game, choice)}'s ships"
    if kind == "join":
        return (
            f"{who} stays out of the sea battle"
            if choice == "no"
            else f"{who} joins the sea battle on the {choice}'s side"
        )
    if kind == "passage":
        return f"{who} {'grants' if choice == 'yes' else 'refuses'} passage through the straits"
    if kind == "peace":
        return f"{who} {'accepts' if choice == 'yes' else 'refuses'} peace"
    return f"{who} answers {choice}"


def _sea_battle(game: Game, d: Mapping[str, Any], lang: str) -> str:
    a, b = _names(game, d.get("attackers")), _names(game, d.get("defenders"))
    ships = d.get("ships")
    counts = f" ({ships[0]} ships against {ships[1]})" if isinstance(ships, list) and len(ships) == 2 else ""
    outcome = _outcome(d.get("outcome"), a, b)
    losses = d.get("losses")
    lost = ""
    if isinstance(losses, Mapping) and losses:
        lost = "; ships lost: " + listing([f"{empire(game, c)} {n}" for c, n in losses.items()])
    cargo = d.get("cargo_lost")
    if isinstance(cargo, Mapping) and cargo:
        lost += "; pieces lost aboard: " + listing([f"{empire(game, c)} {n}" for c, n in cargo.items()])
    where = space_name(game, str(d.get("sea")), lang)
    return f"Sea battle in {where}: {a} against {b}{counts}, {outcome}{lost}"


def _natives(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"The natives of {space_name(game, str(d.get('region')), lang)} (marker {d.get('value')}) "
        f"defend with {army(d.get('army'))}"
    )


def _natives_hold(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"The natives hold {space_name(game, str(d.get('region')), lang)} against {empire(game, d.get('empire'))}"


def _battle(game: Game, d: Mapping[str, Any], lang: str) -> str:
    a, b = empire(game, d.get("attacker")), empire(game, d.get("defender"))
    fort = " behind a fort" if d.get("fort") else ""
    rounds = d.get("rounds")
    n = len(rounds) if isinstance(rounds, list) else 0
    after = f" after {n} round{'s' if n != 1 else ''}" if n else ""
    outcome = _outcome(d.get("outcome"), a, b)
    return (
        f"Battle in {space_name(game, str(d.get('region')), lang)}: {a} ({army(d.get('attack'))}) against "
        f"{b} ({army(d.get('defend'))}){fort}; {outcome}{after}"
    )


def _retreat(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} retreats {army(d.get('armies'))} from "
        f"{space_name(game, str(d.get('region')), lang)} to {space_name(game, str(d.get('to')), lang)}"
    )


def _conquest(game: Game, d: Mapping[str, Any], lang: str) -> str:
    how = "conquers" if d.get("battle") else "walks into undefended"
    return (
        f"{empire(game, d.get('empire'))} {how} {space_name(game, str(d.get('region')), lang)}, "
        f"taking it from {empire(game, d.get('previous'))}"
    )


def _annex(game: Game, d: Mapping[str, Any], lang: str) -> str:
    how = f" by {d['how']}" if d.get("how") in ("exploration", "conquest", "occupation") else ""
    resource = d.get("resource")
    worth = f" (resource worth {resource})" if isinstance(resource, int) else ""
    return f"{space_name(game, str(d.get('region')), lang)} joins {empire(game, d.get('empire'))}{how}{worth}"


def _explore(game: Game, d: Mapping[str, Any], lang: str) -> str:
    leader = " with a leader" if d.get("leader") else ""
    result = "the natives agree to join" if d.get("success") else "the explorer is lost"
    return (
        f"{empire(game, d.get('empire'))} explores {space_name(game, str(d.get('region')), lang)}{leader}: "
        f"rolls {d.get('total')} against {d.get('value')}, {result}"
    )


def _westernize(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} westernizes {space_name(game, str(d.get('region')), lang)} "
        f"for {pp(d.get('cost'))}"
    )


def _incite(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{empire(game, d.get('empire'))} pays {pp(d.get('cost'))} to incite {army(d.get('army'))} to revolt "
        f"against {empire(game, d.get('owner'))} in {space_name(game, str(d.get('region')), lang)}"
    )


def _revolt(game: Game, d: Mapping[str, Any], lang: str) -> str:
    where = space_name(game, str(d.get("region")), lang)
    owner = empire(game, d.get("owner"))
    if d.get("winner") == "natives":
        return f"The revolt in {where} succeeds: the natives overcome {owner} ({army(d.get('defend'))})"
    return f"{owner} puts down the revolt in {where} ({army(d.get('defender_left'))} left)"


def _overthrown(game: Game, d: Mapping[str, Any], lang: str) -> str:
    lost = d.get("buildings")
    gone = f", and loses {kinds(lost)}" if isinstance(lost, list) and lost else ""
    return (
        f"{empire(game, d.get('previous'))} is overthrown in {space_name(game, str(d.get('region')), lang)}, "
        f"which is native land again{gone}"
    )


def _destroy(game: Game, d: Mapping[str, Any], lang: str) -> str:
    where = space_name(game, str(d.get("region")), lang)
    by = f"{empire(game, d.get('empire'))}'s {PIECE_NAMES.get(str(d.get('army')), (str(d.get('army')),))[0]}"
    if d.get("target") == "resource":
        return f"{by} undevelops the resource in {where}"
    return f"{by} destroys the {PIECE_NAMES.get(str(d.get('target')), (str(d.get('target')),))[0]} in {where}"


def _war(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))} declares war on {empire(game, d.get('enemy'))}"


def _war_ready(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))} may now attack {empire(game, d.get('enemy'))}"


def _peace_offer(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))} offers peace to {empire(game, d.get('to'))}"


def _peace(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('to'))} accepts peace with {empire(game, d.get('empire'))}"


def _peace_refused(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('to'))} refuses peace with {empire(game, d.get('empire'))}"


def _eliminated(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{empire(game, d.get('empire'))} has no region left and is out of the game"


def _game_over(game: Game, d: Mapping[str, Any], lang: str) -> str:
    winners = d.get("winners")
    seats = [game.player_name(w) for w in winners if isinstance(w, int)] if isinstance(winners, list) else []
    who = f"{listing(seats)} win{'s' if len(seats) == 1 else ''}" if seats else "nobody wins"
    detail = d.get("detail") or d.get("reason")
    return f"Game over: {who}" + (f" ({detail})" if detail else "")


def _roll(game: Game, d: Mapping[str, Any], lang: str) -> str:
    reason = str(d.get("reason") or "")
    dice = _dice(d.get("dice"))
    if reason in ("attack", "defence", "ship attack", "ship defence"):
        unit = f" ({PIECE_NAMES.get(str(d['unit']), (str(d['unit']),))[0]})" if d.get("unit") else ""
        return f"{reason.capitalize()} roll{unit}: {dice}"
    if reason.endswith(" piece"):
        return f"The {reason.removesuffix(' piece')} picks a piece: {dice} of {d.get('sides')}"
    who = f"{empire(game, d['empire'])} rolls" if d.get("empire") else "Roll"
    why = _ROLL_REASONS.get(reason, f"for {reason}") if reason else ""
    words = [who, why] if why else [who]
    if d.get("tech"):
        words.append(f"({_tech(game, d['tech'])})")
    if d.get("region"):
        words.append(f"in {space_name(game, str(d['region']), lang)}")
    return f"{' '.join(words)}: {dice}"


def _shuffle(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"The {d.get('reason') or 'pieces'} are shuffled"


def _draw(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{d.get('count', 1)} drawn from the {d.get('reason') or 'pile'}"


NARRATORS: dict[str, Narrator] = {
    "setup": _setup,
    "markers": _markers,
    "opening": _opening,
    "claim": _claim,
    "turn_order": _turn_order,
    "movement_round": _movement_round,
    "turn": _turn,
    "battles": _battles,
    "production_round": _production_round,
    "income": _income,
    "blockade": _blockade,
    "plan": _plan,
    "buy": _buy,
    "reveal": _reveal,
    "end_purchase": _end_purchase,
    "develop": _develop,
    "research": _research,
    "move": _move,
    "embark": _embark,
    "land": _land,
    "sail": _sail,
    "parties_lost": _parties_lost,
    "passage_asked": _passage_asked,
    "passage": _passage,
    "encounter": _encounter,
    "answer": _answer,
    "sea_battle": _sea_battle,
    "natives": _natives,
    "natives_hold": _natives_hold,
    "battle": _battle,
    "retreat": _retreat,
    "conquest": _conquest,
    "annex": _annex,
    "explore": _explore,
    "westernize": _westernize,
    "incite": _incite,
    "revolt": _revolt,
    "overthrown": _overthrown,
    "destroy": _destroy,
    "war": _war,
    "war_ready": _war_ready,
    "peace_offer": _peace_offer,
    "peace": _peace,
    "peace_refused": _peace_refused,
    "eliminated": _eliminated,
    "game_over": _game_over,
    "roll": _roll,
    "shuffle": _shuffle,
    "draw": _draw,
}


#: The Terminal table's and the server's describer of this family's events.
imperialism_event: EventDescriber = narrated(NARRATORS)
