"""The rules audit's corrections to WAR and War: Império Romano (war/corrections.py, docs/rules/war.md): each
default is the rulebook's literal reading and fails on warroom 0.1.0's behaviour, which stays an option (the
value rules version 1 pins for older games and saves)."""

from __future__ import annotations

import pytest
from test_trades import _trader

from warroom.core.errors import IllegalAction
from warroom.core.registry import get_ruleset, new_game
from warroom.rulesets.war.actions import Trade
from warroom.rulesets.war.game import WarGame

ABSENT = {"destroy-black", "destroy-white", "destroy-green"}
#: An objective each ruleset's arranged positions never meet by accident (the helpers' safe_objective).
SAFE = {"war": "territories-18-two-armies", "war-imperio-romano": "provinces-18-two-legions"}


def dealt(game: WarGame) -> set[str]:
    return {game.table.content.objectives[o].id for o in game.state.objectives}


def test_the_cards_of_colours_not_played_are_removed_from_the_draw() -> None:
    """001, "Objective Cards", Note for 3-player games: "the objective that relates to the legion colour
    that is not being played must be removed from the draw" (and the original WAR manual): by default
    (objectives_edition=original) blue, yellow and red never draw a card to destroy black, white or green."""
    for seed in range(40):
        game = new_game("war", 3, {}, seed)
        assert isinstance(game, WarGame)
        assert game.colour_ids() == ["blue", "yellow", "red"]
        pool = {game.table.content.objectives[o].id for o in game.objective_pool(game.state.colours)}
        assert len(pool) == 11 and not pool & ABSENT
        assert not dealt(game) & ABSENT


def test_objectives_edition_later_keeps_them_as_24_territories() -> None:
    """Option objectives_edition=later (later WAR editions, warroom 0.1.0): every card is dealt from, and a
    card of an absent colour reads "conquer 24 territories"."""
    seen: set[str] = set()
    for seed in range(40):
        game = new_game("war", 3, {"objectives_edition": "later"}, seed)
        assert isinstance(game, WarGame)
        assert len(game.objective_pool(game.state.colours)) == 14
        seen |= dealt(game)
    assert seen & ABSENT


def test_every_colour_played_keeps_every_card() -> None:
    """With six players no colour is absent: all 14 cards, whatever the edition."""
    game = new_game("war", 6, {}, 1)
    assert isinstance(game, WarGame)
    assert len(game.objective_pool(game.state.colours)) == 14


@pytest.mark.parametrize("ruleset", ["war", "war-imperio-romano"])
def test_a_trade_brings_its_two_armies_once_on_the_card_the_trader_names(ruleset: str) -> None:
    """001, "Card Trading": "If among the cards used in the trade there is one that represents a province
    owned by the player, he gains 2 extra legions, which must be placed, necessarily, in that province": one
    +2 a trade (default trade_bonus=per-trade); with three own territories the legal actions offer the
    trade three times, once naming each, and the trader names Peru."""
    from war_helpers import War

    war = War(ruleset, safe_objective=SAFE[ruleset])
    game = war.game(3)
    ids = war.ids(game)[:4]
    war.arrange(game, fill=1, owners={ids[0]: 0, ids[1]: 0, ids[2]: 0, ids[3]: 2}, turn=0, hands={0: ids[:3]})
    cards = tuple(sorted(ids[:3]))
    trades = [a for a in game.legal_actions() if isinstance(a, Trade)]
    if not trades:
        pytest.skip("the first three territories do not make a set in this ruleset")
    assert trades == [Trade(cards, c) for c in cards]
    events = game.apply(Trade(cards, bonus=cards[1]))
    assert war.armies(game, *cards) == [1, 3, 1]
    assert [e.data["bonus_on"] for e in events if e.kind == "trade"] == [[cards[1]]]


def test_a_trade_with_one_own_card_needs_no_choice() -> None:
    """One own territory among the cards: the trade is listed once, and its +2 goes there."""
    from war_helpers import War

    war = War()
    game = _trader(war, ["brazil", "alaska", "wild-1"])
    assert [a for a in game.legal_actions() if isinstance(a, Trade)] == [Trade(("alaska", "brazil", "wild-1"))]
    game.apply(Trade(("alaska", "brazil", "wild-1")))
    assert war.armies(game, "brazil", "alaska") == [3, 1]


def test_the_named_card_must_be_an_own_territory_of_the_trade() -> None:
    from war_helpers import War

    war = War()
    game = _trader(war, ["brazil", "alaska", "wild-1"])
    before = game.snapshot()
    for bonus in ("alaska", "wild-1", "peru", "mexico"):
        with pytest.raises(IllegalAction, match="a traded card of a territory of yours"):
            game.apply(Trade(("alaska", "brazil", "wild-1"), bonus=bonus))
    assert game.snapshot() == before


def test_a_trade_names_its_bonus_card_exactly_when_there_is_a_choice() -> None:
    """Legal exactly when listed: several own cards need a name, a single one takes none."""
    from war_helpers import War

    war = War()
    game = _trader(war, ["brazil", "peru", "mexico"])
    with pytest.raises(IllegalAction, match="name the card whose territory takes the"):
        game.apply(Trade(("brazil", "mexico", "peru")))
    single = _trader(war, ["brazil", "alaska", "wild-1"])
    with pytest.raises(IllegalAction, match="trade without naming it"):
        single.apply(Trade(("alaska", "brazil", "wild-1"), bonus="brazil"))


def test_trade_bonus_per_card_gives_two_on_every_own_card() -> None:
    """Option trade_bonus=per-card (warroom 0.1.0's decision 2): no card to name."""
    from war_helpers import War

    war = War()
    game = _trader(war, ["brazil", "peru", "mexico"], {"trade_bonus": "per-card"})
    assert [a for a in game.legal_actions() if isinstance(a, Trade)] == [Trade(("brazil", "mexico", "peru"))]
    with pytest.raises(IllegalAction, match="per-card"):
        game.apply(Trade(("brazil", "mexico", "peru"), bonus="peru"))
    game.apply(Trade(("brazil", "mexico", "peru")))
    assert war.armies(game, "brazil", "peru", "mexico") == [3, 3, 3]


def test_a_trade_reads_as_before_without_a_bonus() -> None:
    """Saves and clients: a trade's JSON names ``bonus`` only when it has one."""
    assert Trade(("b", "a")).to_json() == {"type": "trade", "cards": ["a", "b"]}
    assert Trade(("b", "a"), "a").to_json() == {"type": "trade", "cards": ["a", "b"], "bonus": "a"}


def test_rules_version_1_pins_warroom_0_1_0() -> None:
    assert get_ruleset("war").legacy_options(1) == {"objectives_edition": "later", "trade_bonus": "per-card"}
    assert get_ruleset("war-imperio-romano").legacy_options(1) == {"trade_bonus": "per-card"}
