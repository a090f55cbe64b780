"""The greedy World War IV player picks the King its Spies hunt by what the hunt costs and wins
(greedy_target.py, issue 28), not by distance alone; ``greedy:target=0`` is the player before it (the
nearest King), seeded games and all."""

from __future__ import annotations

from ww4_helpers import GREEN, RED, YELLOW, blank, control, fingerprint, idx, put

from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy_seat import seat_context
from warroom.rulesets.ww4.greedy_settings import make_settings
from warroom.rulesets.ww4.greedy_target import SAFE_AT, enemy_kings, target_king
from warroom.rulesets.ww4.greedy_view import distance_table

#: Red's hunters stand in Scandinavia: 4 land steps from yellow's King in Nanjing, 6 from green's in Nairobi.
HUNTERS_AT = "scandinavia"


def _position() -> WW4Game:
    """Red to move, five hunting Spies in Scandinavia; yellow's King in Nanjing, green's in Nairobi, one
    guard Spy each; nobody leads."""
    g = blank(3)
    assert g.state.seat_of[GREEN] >= 0
    put(g, "buenos-aires", RED, king=1, spy=1)
    put(g, HUNTERS_AT, RED, spy=5)
    put(g, "nanjing", YELLOW, king=1, spy=1)
    put(g, "nairobi", GREEN, king=1, spy=1)
    control(g, RED, "buenos-aires", HUNTERS_AT)
    control(g, YELLOW, "nanjing")
    control(g, GREEN, "nairobi")
    return g


def _hunted(g: WW4Game, target: int) -> str:
    """The King red's hunters in Scandinavia go for, with the setting ``target``."""
    ctx = seat_context(g, RED)
    ctx.hunt = True
    ctx.settings = make_settings(target=target)
    return ctx.m.id(target_king(ctx, idx(g, HUNTERS_AT), enemy_kings(ctx)))


def test_with_nothing_to_choose_between_them_it_hunts_the_nearest_king() -> None:
    g = _position()
    assert _hunted(g, 1) == "nanjing"
    assert _hunted(g, 0) == "nanjing"


def test_it_hunts_the_leader_where_the_old_player_hunts_the_nearest_king() -> None:
    g = _position()
    # Green holds three Cities (Shiraz and London besides Nairobi) to yellow's one.
    for city in ("shiraz", "london"):
        g.state.city[idx(g, city)] = GREEN
    assert _hunted(g, 1) == "nairobi"
    assert _hunted(g, 0) == "nanjing"


def _land_at(g: WW4Game, king: str, steps: int) -> str:
    """A land space ``steps`` land steps from ``king``."""
    dist = distance_table()
    k = idx(g, king)
    return next(g.board.ids[x] for x in range(len(dist)) if dist[x][k] == steps and not g.map.is_water[x])


def test_it_hunts_the_king_nobody_else_hunts() -> None:
    g = _position()
    # Green's Spies five steps from Nanjing: yellow's King is being hunted (though not within reach yet).
    put(g, _land_at(g, "nanjing", SAFE_AT - 1), GREEN, spy=4)
    assert _hunted(g, 1) == "nairobi"
    assert _hunted(g, 0) == "nanjing"


def test_it_does_not_pile_onto_a_king_another_nation_is_hunting() -> None:
    g = _position()
    # Both Kings are hunted by the third nation (neither is left alone), yellow's by a pack within reach.
    put(g, _land_at(g, "nairobi", SAFE_AT - 1), YELLOW, spy=1)
    put(g, _land_at(g, "nanjing", 2), GREEN, spy=4)
    assert _hunted(g, 1) == "nairobi"
    assert _hunted(g, 0) == "nanjing"
    # Without the pack yellow's King is the nearer and so the target.
    g = _position()
    put(g, _land_at(g, "nairobi", SAFE_AT - 1), YELLOW, spy=1)
    put(g, _land_at(g, "nanjing", SAFE_AT - 1), GREEN, spy=1)
    assert _hunted(g, 1) == "nanjing"


def _fingerprint(spec: str, players: int, seed: int, rounds: int) -> str:
    """On the data as tuned when the digests were taken (rules version 5: the Soldier's old profile)."""
    return fingerprint(spec, players, seed, rounds, tuning="tuned")


def test_target_0_plays_the_games_of_the_player_before_it() -> None:
    """Digests of seeded games played by the committed player before greedy_target.py (commit 00ce753)."""
    assert _fingerprint("greedy:target=0,match=0", 4, 2, 6) == "c3c54a2439612a17"
    assert _fingerprint("greedy:target=0,match=0", 4, 5, 8) == "844103e1d6a9ee8a"
    # The new default plays another game (the digests above would pass if the setting were ignored).
    assert _fingerprint("greedy", 4, 2, 6) != "c3c54a2439612a17"
