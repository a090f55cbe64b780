"""The Standard, Advanced and sea-battle decisions of a battle fought roll by roll told in the event log
(narrate_battle.py), in English and Portuguese: each Standard roll's reserves and the piece its winner
removes, each Advanced assault's match and each retreat, each ship hit as its owner chose it (by what it
carries, never its id). Telling them draws no die: the rulebook examples roll the same dice; battles
fought with battle_choices=fixed (every older save) log none of them."""

from __future__ import annotations

from test_imperialism_battle_choices_advanced import both_assault, china, script
from test_imperialism_battle_choices_ships import example
from test_imperialism_battle_narration import told
from test_imperialism_naval import HIT, MISS, game, rolls, ship
from test_imperialism_rulebook_battles import scripted, standard_china

from warroom.rulesets.imperialism.actions import (
    BattleHit,
    BattleMatch,
    BattleRemove,
    BattleReserve,
    BattleRetreat,
    Fight,
    SeaBattle,
)
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.narrate_battle import BATTLE_NARRATORS as NARRATORS

KINDS = ("battle_reserves", "battle_remove", "battle_match", "battle_retreat", "battle_hit")
RED, BLUE = 0, 1


def logged(g: ImperialismGame, *extra: str) -> list[str]:
    """The kinds of this module's events (and of ``extra``) in the log, in order."""
    return [e.kind for e in g.log.since(0) if e.kind in (*KINDS, *extra)]


def test_standard_reserves_and_removals_are_told_roll_by_roll() -> None:
    """The Standard China example (000, "RESERVE"): both reserves of every roll before its dice, then the
    piece the winner removes (chosen, or the only kind left); the example's dice, none more."""
    g = standard_china("each-roll")
    dice = scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "choose"))
    art: tuple[str, ...] = ("art",)
    for action in [BattleReserve(art), BattleReserve(()), BattleRemove("cav"), BattleReserve(())]:
        g.apply(action)
    for action in [BattleReserve(()), BattleRemove("art"), BattleReserve(art), BattleReserve(())]:
        g.apply(action)
    assert dice._script == []
    assert told(g, "battle_reserves") == [
        "Reserves for the roll in China: Red, artillery; Blue, nothing",
        "Reserves for the roll in China: Red, nothing; Blue, nothing",
        "Reserves for the roll in China: Red, artillery; Blue, nothing",
        "Reserves for the roll in China: Red, nothing; Blue, nothing",
    ]
    assert told(g, "battle_remove") == [
        "Blue wins the roll in China and eliminates the cavalry of Red",
        "Red wins the roll in China and eliminates the artillery of Blue",
        "Red wins the roll in China and eliminates the infantry of Blue",
        "Red wins the roll in China and eliminates the infantry of Blue",
    ]
    assert told(g, "battle_reserves", "pt")[0] == (
        "Reservas para a rolagem em China: Vermelho, artilharia; Azul, nenhuma peça"
    )
    assert told(g, "battle_remove", "pt")[0] == "Azul vence a rolagem em China e elimina cavalaria de Vermelho"
    kinds = logged(g, "roll")
    assert kinds[kinds.index("battle_reserves") :][:4] == ["battle_reserves", "roll", "roll", "battle_remove"]


def test_advanced_matches_and_a_chosen_retreat_are_told() -> None:
    """Each assault's match before its dice (the modifiers the action's label shows), then blue's retreat
    to Manchuria; red staying is no retreat and is not told."""
    g = china()
    both_assault(g)
    g.apply(BattleRetreat(False))
    g.apply(BattleRetreat(True, "manchuria"))
    assert told(g, "battle_match") == [
        "Red assaults in China: cavalry (+4) against the infantry (+2) of Blue",
        "Blue assaults in China: artillery (+4) against the infantry (+3) of Red",
    ]
    assert told(g, "battle_match", "pt")[0] == "Vermelho ataca em China: cavalaria (+4) contra infantaria (+2) de Azul"
    assert told(g, "battle_retreat") == ["Blue retreats its armies from China to Manchuria"]
    assert told(g, "battle_retreat", "pt") == ["Azul recua os seus exércitos de China para Manchúria"]
    assert logged(g, "roll")[-7:] == ["battle_match", "roll", "roll", "battle_match", "roll", "roll", "battle_retreat"]


def test_a_policy_retreat_is_told_with_where_it_goes() -> None:
    """Fight(china, weakest, retreat=2): red withdraws by itself to Tibet, the first bordering own region."""
    g = china()
    script(g, 1, 1, 6, 6, 1, 1, 6, 6)
    g.apply(Fight("china", "weakest", (), 2))
    g.apply(BattleMatch("inf", "inf"))
    assert told(g, "battle_retreat") == ["Red retreats its armies from China to Tibet"]


def test_a_ship_hit_is_told_by_what_it_carries() -> None:
    """The rulebook's ship battle: green chooses to sink its carrier; the log names the ship by its cargo."""
    g, (_, _, carrier) = example()
    g.apply(BattleHit(carrier))
    assert told(g, "battle_hit") == ["Green takes a hit in North Sea on its ship carrying 3 infantry, which sinks"]
    assert told(g, "battle_hit", "pt") == [
        "Verde recebe um tiro em Mar do Norte no seu navio com 3 infantarias, que afunda"
    ]
    assert str(carrier) not in told(g, "battle_hit")[0]


def test_a_damaging_hit_is_told_with_the_hits_that_sink() -> None:
    """Metallurgy 1: blue's empty ship takes one of the two hits that sink it."""
    g = game("advanced", dice=rolls(HIT, MISS, MISS, MISS, HIT, MISS), choices="each-roll")
    g.state.techs[BLUE] = ["metallurgy-1"]
    ship(g, "north-sea", RED)
    blues = [ship(g, "north-sea", BLUE), ship(g, "north-sea", BLUE, inf=1)]
    g.apply(SeaBattle("north-sea", "blue"))
    g.apply(BattleHit(blues[0].id))
    assert told(g, "battle_hit") == ["Blue takes a hit in North Sea on its empty ship: 1 of the 2 that sink it"]


def test_fixed_battles_log_none_of_these_decisions() -> None:
    g = standard_china("fixed")
    scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "valuable"))
    a = china("fixed")
    script(a, 4, 4, 1, 2, 2, 3, 4, 5, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1)
    a.apply(Fight("china", "weakest"))
    s, _ = example("fixed")
    for played in (g, a, s):
        assert any(e.kind in ("battle", "sea_battle") for e in played.log.since(0))
        assert logged(played) == []


def test_the_natives_as_the_subject_agree_in_number() -> None:
    """The natives are plural ("the natives assault", "os nativos atacam"), as every other sentence of theirs."""
    g = standard_china("each-roll")
    match = {"empire": "natives", "region": "china", "piece": "inf", "mod": 1, "target": "cav", "target_mod": 2}
    remove = {"empire": "natives", "region": "china", "piece": "cav", "loser": "red"}
    told_by = [NARRATORS["battle_match"](g, match | {"enemy": "red"}), NARRATORS["battle_remove"](g, remove)]
    said = [g.say(message, lang) for message in told_by for lang in ("en", "pt")]
    assert said[0].startswith("The natives assault in China: infantry (+1) against the cavalry (+2) of Red")
    assert said[1].startswith("Os nativos atacam em China")
    assert said[2].startswith("The natives win the roll in China and eliminate the cavalry of Red")
    assert said[3].startswith("Os nativos vencem a rolagem em China")
