"""The reconstructed objectives of War: Império Romano at work: whole regions (with "one more of your
choice"), 24 provinces, 18 provinces with two legions each, destroying a colour and WAR's fallback."""

from __future__ import annotations

from warroom.rulesets.war.actions import Attack
from warroom.rulesets.war.objectives import in_force, is_met

TWENTY_FOUR = "Conquer 24 provinces of your choice."


def _regions(ir, game, *regions):
    return [sid for r in regions for sid in ir.continent(game, r)]


def test_ir_region_objective_needs_every_province(ir):
    """Objective "Hispania, Africa and the Middle East" (reconstructed): met with the three regions
    whole, not with one province short."""
    game = ir.game(3)
    mine = _regions(ir, game, "hispania", "africa", "middle-east")
    assert len(mine) == 13
    ir.arrange(
        game,
        fill=1,
        owners={**dict.fromkeys(mine, 0), "britannia": 2},
        objectives={0: "hispania-africa-middle-east"},
        turn=0,
    )
    assert is_met(game, 0)
    ir.arrange(game, owners={"iudaea": 1}, objectives={0: "hispania-africa-middle-east"}, turn=0)
    assert not is_met(game, 0)


def test_ir_one_more_region_of_your_choice(ir):
    """Objective "Italia and the Alps, the Middle East and one more region of your choice": any third
    whole region completes it, the two named alone do not."""
    game = ir.game(3)
    named = _regions(ir, game, "italia-alpes", "middle-east")
    ir.arrange(
        game,
        fill=1,
        owners={**dict.fromkeys(named, 0), "britannia": 2},
        objectives={0: "italia-middle-east-plus-one"},
        turn=0,
    )
    assert not is_met(game, 0)
    for third in ("hispania", "asia-minor"):
        ir.arrange(
            game,
            fill=1,
            owners={**dict.fromkeys(named + ir.continent(game, third), 0), "britannia": 2},
            objectives={0: "italia-middle-east-plus-one"},
            turn=0,
        )
        assert is_met(game, 0)


def test_ir_a_conquest_that_completes_the_objective_wins(ir):
    """001, End of the Game: the game ends when a player reaches his objective. Taking Iudaea from
    Syria completes Hispania, Africa and the Middle East."""
    game = ir.game(3)
    mine = [sid for sid in _regions(ir, game, "hispania", "africa", "middle-east") if sid != "iudaea"]
    ir.arrange(
        game,
        fill=1,
        owners={**dict.fromkeys(mine, 0), "britannia": 2},
        armies={"syria": 4},
        objectives={0: "hispania-africa-middle-east"},
        phase="attack",
        turn=0,
    )
    ir.dice(game, 6, 1)
    game.apply(Attack("syria", "iudaea", 1))
    result = game.result()
    assert result is not None and result.winners == (0,) and result.reason == "objective"
    assert result.detail == "Conquer all of Hispania, Africa and the Middle East."


def test_ir_24_provinces_and_18_with_two_legions(ir):
    """Objectives "24 provinces" and "18 provinces with at least two legions each" (reconstructed,
    WAR's counts on a board of 42)."""
    game = ir.game(3)
    ids = [sid for sid in ir.ids(game) if sid != "britannia"]
    ir.arrange(
        game, fill=1, owners={**dict.fromkeys(ids[:24], 0), "britannia": 2}, objectives={0: "provinces-24"}, turn=0
    )
    assert is_met(game, 0)
    ir.arrange(game, owners={ids[0]: 1}, objectives={0: "provinces-24"}, turn=0)
    assert not is_met(game, 0)
    doubled = dict.fromkeys(ids[1:18], 2)
    ir.arrange(game, armies=doubled, objectives={0: "provinces-18-two-legions"}, turn=0)
    assert not is_met(game, 0)  # 17 doubled
    ir.arrange(game, armies={ids[18]: 2}, objectives={0: "provinces-18-two-legions"}, turn=0)
    assert is_met(game, 0)


def test_ir_destroying_the_target_colour_yourself_wins(ir):
    """001, Elimination of a Competitor ("this is not his objective (in which case he would win the
    game)"): Red, to destroy the beige legions, takes Beige's last province."""
    game = ir.game(4)  # red, beige, black, green
    ir.arrange(
        game,
        fill=2,
        owners={"cyprus": 1, "syria": 0, "lusitania": 3},
        armies={"syria": 4},
        objectives={0: "destroy-beige"},
        phase="attack",
        turn=0,
    )
    assert in_force(game, 0).id == "destroy-beige"
    ir.dice(game, 6, 1)
    game.apply(Attack("syria", "cyprus", 1))
    result = game.result()
    assert result is not None and result.winners == (0,)
    assert result.detail == "Destroy the beige legions completely."


def test_ir_destroy_fallback_own_colour_or_destroyed_by_another(ir):
    """WAR's destroy fallback, kept (docs/rules/war-imperio-romano.md): a card to destroy one's own
    colour, or a colour another player destroyed, reads "conquer 24 provinces"."""
    game = ir.game(4)
    ir.arrange(game, fill=1, owners={"syria": 0, "cyprus": 2, "lusitania": 3}, objectives={0: "destroy-red"}, turn=0)
    assert in_force(game, 0).text == TWENTY_FOUR
    assert game.view(0)["objective"] == {"id": "destroy-fallback", "text": TWENTY_FOUR}
    ir.arrange(
        game,
        fill=1,
        owners={"syria": 0, "cyprus": 2},
        objectives={0: "destroy-green", 2: "destroy-green"},
        eliminated_by={3: 2},
        turn=0,
    )
    assert game.state.eliminated[3]
    assert in_force(game, 0).text == TWENTY_FOUR
    assert in_force(game, 2).id == "destroy-green" and is_met(game, 2)
