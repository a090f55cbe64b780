"""The greedy World War IV player plays the whole game (issue 28): it spends what the first greedy player
(``greedy-v1``) left unspent on Bombers and ships, sends its Spies at enemy Kings in packs, carries them by
Frigate where no land leads to a King, and masses beside a City to take it. Each on a small position, the
old player's choice beside it where they differ."""

from __future__ import annotations

from ww4_helpers import RED, YELLOW, blank, choose, control, idx, purchases, put

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Board, Move, Sail
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy_navy import navy_moves
from warroom.rulesets.ww4.greedy_seat import seat_context
from warroom.rulesets.ww4.greedy_spies import PACK, REACH
from warroom.rulesets.ww4.greedy_view import distance_table, land_distances


def _shop(money: int, **home: int) -> WW4Game:
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=1, **home)  # F 5, on the Argentine Sea
    put(g, "japan", YELLOW, king=1)  # an island: no land leads there, no Spy is bought to hunt him
    control(g, RED, "buenos-aires")
    g.state.step = "purchase"
    g.state.money[RED] = money
    return g


def test_a_rich_player_buys_a_bomber_where_the_old_one_bought_the_mix() -> None:
    assert "bomber" in purchases(_shop(40), "greedy")
    assert "bomber" not in purchases(_shop(40), "greedy-v1")


def test_money_left_when_food_is_full_goes_on_ships() -> None:
    # King and four Soldiers: Buenos Aires' Food is full for Control units, not for ships.
    new = purchases(_shop(30, soldier=4), "greedy")
    old = purchases(_shop(30, soldier=4), "greedy-v1")
    assert new.get("frigate", 0) + new.get("destroyer", 0) >= 1
    assert not {"frigate", "destroyer"} & old.keys()


def _at_reach(g: WW4Game, king: str) -> tuple[str, int]:
    """A land space exactly ``REACH`` land steps from ``king``, and ``king``'s index."""
    k = idx(g, king)
    dist = distance_table()
    m = load_content().map
    x = next(x for x in range(len(dist)) if dist[x][k] == REACH and not m.is_water[x])
    return m.id(x), k


def _hunt(spies: int, guards: int = 1) -> tuple[WW4Game, str, int]:
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=1)
    put(g, "nanjing", YELLOW, king=1, spy=guards)
    where, king = _at_reach(g, "nanjing")
    put(g, where, RED, spy=spies)
    control(g, RED, "buenos-aires")
    return g, where, king


def _toward(g: WW4Game, action: Action, where: str, king: int) -> bool:
    dist = distance_table()
    return (
        isinstance(action, Move)
        and action.kind == "spy"
        and action.source == where
        and dist[idx(g, action.target)][king] < dist[idx(g, where)][king]
    )


def test_hunting_spies_wait_for_the_pack_then_go_in() -> None:
    g, where, king = _hunt(1)
    assert not _toward(g, choose(g), where, king)
    # The old player sends a lone Spy on (to die to the King's guard).
    assert _toward(g, choose(g, "greedy-v1"), where, king)
    # Three more than the King's guard Spies go in together (PACK at most).
    g, where, king = _hunt(4, guards=1)
    action = choose(g)
    assert _toward(g, action, where, king) and isinstance(action, Move) and action.count == 4
    g, where, king = _hunt(4, guards=3)
    assert not _toward(g, choose(g), where, king)
    g, where, king = _hunt(PACK, guards=5)
    action = choose(g)
    assert _toward(g, action, where, king) and isinstance(action, Move) and action.count == PACK


def test_spies_far_from_every_king_board_a_frigate_and_sail_toward_one() -> None:
    g = blank(3)
    put(g, "japan", RED, king=1, spy=1 + 3)  # an island: no land leads to the King in Nairobi
    put(g, "nairobi", YELLOW, king=1, spy=1)
    frigate = put(g, "north-pacific", RED, frigate=1)[0]
    control(g, RED, "japan")
    action = choose(g)
    assert action == Board("spy", 3, "japan", frigate.id)
    assert choose(g, "greedy-v1") != action
    g.apply(action)
    sail = choose(g)
    assert isinstance(sail, Sail) and sail.ship == frigate.id


def test_an_empty_frigate_fetches_hunting_spies_before_an_army() -> None:
    m = load_content().map
    london = m.board.index["london"]
    to_london = land_distances(m.water_adj, list(m.coast[london]))
    # A sea two steps from London's waters (no canal on the way) with an army's coast one step away, not
    # nearer London.
    sea, army = next(
        (w, y)
        for w in range(len(to_london))
        if m.is_water[w]
        and to_london[w] == 2
        and any(to_london[n] == 1 and (w, n) not in m.canals for n in m.water_adj[w])
        for v in m.water_adj[w]
        if to_london[v] >= 2 and (w, v) not in m.canals
        for y in m.coast[v]
        if w not in m.coast[y] and m.f[y] >= 3
    )
    g = blank(3)
    put(g, "london", RED, king=1, spy=1 + 3)
    put(g, "nanjing", YELLOW, king=1, spy=1)
    put(g, m.id(army), RED, soldier=3)
    frigate = put(g, m.id(sea), RED, frigate=1)[0]
    control(g, RED, "london", m.id(army))
    ctx = seat_context(g, 0)
    ctx.hunt = True
    # The ships' moves alone (the soldiers would rather take the empty land around them).
    scored = navy_moves(ctx, g.legal_actions(), {army: 2})
    action = max(scored, key=lambda sa: sa[0])[1]
    assert isinstance(action, Sail) and action.ship == frigate.id
    assert to_london[idx(g, action.target)] < to_london[sea]
