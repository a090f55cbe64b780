"""Game.standing: spaces held, units on the board and income, per ruleset, against hand-checked positions."""

from __future__ import annotations

from typing import Any

from warroom import new_game
from warroom.core.game import Game
from warroom.rulesets.imperialism import pieces as imperialism_pieces
from warroom.rulesets.ww4 import control as ww4_control
from warroom.rulesets.ww4 import units as ww4_units

SOUTH_AMERICA = ("argentina", "brazil", "peru", "venezuela")


def _war_position(g: Any, own: dict[str, tuple[int, int]], default: tuple[int, int]) -> None:
    """Every territory to ``default`` (seat, armies) except those in ``own``; the counts kept consistent."""
    s, t = g.state, g.table
    s.territory_count = [0] * g.players
    s.continent_count = [[0] * len(t.continent_ids) for _ in range(g.players)]
    for i, tid in enumerate(t.ids):
        seat, armies = own.get(tid, default)
        s.owner[i] = seat
        if isinstance(getattr(s, "armies", None), list):
            s.armies[i] = armies
        s.territory_count[seat] += 1
        s.continent_count[seat][t.continent_of[i]] += 1


def _oceania(g: Any) -> list[str]:
    t = g.table
    return [t.ids[i] for i in t.continent_members[t.continent_ids.index("oceania")]]


def test_war_standing_counts_territories_armies_and_the_next_turns_armies() -> None:
    for ruleset in ("war", "war-imperio-romano"):
        g: Any = new_game(ruleset, 3, {}, seed=1)
        if ruleset == "war-imperio-romano":
            # Another board: one province of seat 2, the rest seat 1's; income 3 (the minimum) and 1 // 2.
            _war_position(g, {g.table.ids[0]: (2, 5)}, (1, 1))
            assert g.standing(2) == {"spaces": 1, "units": 5, "income": 3, "cards": 0}
            continue
        mine = {tid: (0, 3) for tid in (*SOUTH_AMERICA, *_oceania(g))}
        _war_position(g, {**mine, "egypt": (2, 5)}, (1, 1))
        g.state.hands[0] = ["brazil", "peru"]
        # Seat 0: 8 territories, 24 armies; 8 // 2 = 4, plus South America 2 and Oceania 2.
        assert g.standing(0) == {"spaces": 8, "units": 24, "income": 8, "cards": 2}
        # Seat 1: the other 33 territories; 33 // 2 = 16, plus North America 5, Europe 5, Asia 7 (not Africa).
        assert g.standing(1) == {"spaces": 33, "units": 33, "income": 33, "cards": 0}
        # Seat 2: one territory, 5 armies, the minimum of 3.
        assert g.standing(2) == {"spaces": 1, "units": 5, "income": 3, "cards": 0}


def test_war_cards_standing_counts_hands_and_the_next_rounds_cards() -> None:
    g: Any = new_game("war-cards", 3, {}, seed=1)
    mine = {tid: (0, 0) for tid in (*SOUTH_AMERICA, *_oceania(g))}
    _war_position(g, {**mine, "egypt": (2, 0)}, (1, 0))
    s = g.state
    s.hands = [s.hands[0][:2], s.hands[1][:5], []]
    s.conquered = [False, True, False]
    # Seat 0: 8 // 2 = 4 dice cards, South America 1 and Oceania 1 special cards; 2 cards in hand.
    assert g.standing(0) == {"spaces": 8, "units": 2, "income": 6, "cards": 2}
    # Seat 1: 33 // 2 = 16, North America 2, Europe 2, Asia 3, and 1 for its conquest this round.
    assert g.standing(1) == {"spaces": 33, "units": 5, "income": 24, "cards": 5}
    assert g.standing(2) == {"spaces": 1, "units": 0, "income": 3, "cards": 0}


#: A region without a building, and a city (000: Basic "Production" 5 and 10; Standard and Advanced 0 and 10).
IMPERIALISM_PP = {"imperialism-basic": (5, 10), "imperialism-standard": (0, 10), "imperialism-advanced": (0, 10)}


def test_imperialism_standing_counts_regions_armies_ships_and_production() -> None:
    for ruleset, (bare, city) in IMPERIALISM_PP.items():
        g: Any = new_game(ruleset, 3, {}, seed=1)
        s = g.state
        n = len(s.owner)
        s.owner = [-1] * n
        s.buildings = [()] * n
        s.resource_up = [False] * n
        for piece in list(s.pieces.values()):
            imperialism_pieces.destroy(s, piece)
        land = [r for r in range(n) if g.geo.id(r) in ("great-britain", "france", "spain")]
        empire = s.seat_of.index(0)
        for r in land:
            s.owner[r] = empire
        s.buildings[land[0]] = ("city",)
        imperialism_pieces.create(s, empire, "inf", land[0])
        imperialism_pieces.create(s, empire, "cav", land[0])
        imperialism_pieces.create(s, empire, "explorer", land[1])
        # Three regions, one with a city; two armies (the explorer is no fighting piece).
        assert g.standing(0) == {"spaces": 3, "units": 2, "income": 2 * bare + city, "pp": s.pp[empire]}, ruleset
        assert g.standing(1)["spaces"] == 0 and g.standing(1)["income"] == 0


def test_ww4_standing_counts_control_units_and_income() -> None:
    g: Any = new_game("ww4", 3, {}, seed=1)
    s = g.state
    nation = s.seat_of.index(0)
    mine = [u for u in s.units.values() if u.owner == nation]
    before = g.standing(0)
    assert before["units"] == len(mine)
    # A Control list: one City (C4 + C1 for the City) and one space without.
    city = next(iter(g.map.cities))
    plain = next(x for x in range(len(s.at)) if x not in g.map.cities and g.map.c[x] > 0)
    expected = g.map.c[city] + 1 + g.map.c[plain] + (1 if s.fort[plain] == nation else 0)
    expected += 1 if s.fort[city] == nation else 0
    assert ww4_control.income_of(g, nation, [city, plain]) == expected
    # No City on the list: no income at all ("Collect Income").
    assert ww4_control.income_of(g, nation, [plain]) == 0
    # The standing reads the lands the nation holds now, its City's C and C1 for it included.
    held = ww4_control.lands(g, nation)
    assert g.standing(0)["income"] == ww4_control.income_of(g, nation, held) > 0
    assert any(space in g.map.cities for space in held)
    ww4_units.destroy(s, mine[0])
    assert g.standing(0)["units"] == len(mine) - 1


def test_ww4_standing_counts_the_cities_a_seat_owns() -> None:
    """The Cities its nations own (``state.city``), each a die of their Atomic Weapons check; none once out."""
    g: Any = new_game("ww4", 4, {}, seed=1)
    s = g.state
    nation = s.seat_of.index(0)
    assert g.standing(0)["cities"] == 1  # its capital
    shiraz = g.board.index["shiraz"]
    s.city[shiraz] = nation
    assert g.standing(0)["cities"] == 2 and g.standing(1)["cities"] == 1
    s.active[nation] = False
    assert g.standing(0)["cities"] == 0


def test_ww4_standing_income_before_the_first_control_step() -> None:
    """Before a nation's first Control Lands step its Control list is empty; it stands at the income its
    lands will give (the balance report's "income at start"): issue 28's C18 for red against purple's C13
    and yellow's C12 on the original data, 16, 15, 16, 16, 14 since rules version 5."""
    for tuning, incomes in (("original", [18, 12, 16, 16, 13]), ("tuned-7", [16, 15, 16, 16, 14])):
        g: Any = new_game("ww4", 5, {"tuning": tuning}, seed=1)
        assert [g.standing(seat)["income"] for seat in range(5)] == incomes
        # The first nation to move collects what it stood at (its event card blocks no income on seed 1).
        first = g.state.seat_of[g.state.nation()]
        standing = g.standing(first)["income"]
        while not any(e.kind == "income" for e in g.log.since(0)):
            g.apply(g.legal_actions()[0])
        (collected,) = [e.data["amount"] for e in g.log.since(0) if e.kind == "income"]
        assert collected == standing


def test_the_default_standing_is_empty() -> None:
    # A ruleset that does not say how a seat stands gets no figures (the summary charts nothing for it).
    assert Game.standing(object(), 0) == {}  # type: ignore[arg-type]
