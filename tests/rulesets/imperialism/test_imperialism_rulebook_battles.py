"""The rulebook's worked battle examples, played through the game (rulebook 000, Basic Rules, "Army
Battles", "Example of Battle"; Standard Rules, "RESERVE", "Example of Battle").

The examples choose per roll (the Basic piece sent, the Standard reserve); the game's ``Fight`` fixes a
tactic and a reserve for the whole battle, so each example is played twice on a game position: through
``combat.fight_battle`` with the battle module's policy functions (the example exactly), and through the
``Fight`` action with the same dice (the result the game's own choices give). Dice are two-dice rolls
with the example's totals."""

from __future__ import annotations

from typing import Any

from imperialism_helpers import blank, build, idx, kinds_in, own, put

from warroom.battles.imperialism import UNITS, Army
from warroom.core.dice import ScriptedDice
from warroom.rulesets.imperialism import combat
from warroom.rulesets.imperialism.actions import END_TURN, Fight
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE = 0, 1
#: Two dice for each total the examples name.
TWO_DICE = {3: (1, 2), 5: (2, 3), 6: (3, 3), 7: (3, 4), 8: (4, 4), 9: (4, 5), 10: (5, 5), 11: (5, 6)}


def rolls(*totals: int) -> list[int]:
    return [d for t in totals for d in TWO_DICE[t]]


def scripted(g: ImperialismGame, *totals: int) -> ScriptedDice:
    d = ScriptedDice(rolls(*totals), 0, g.log)
    g.dice = d
    return d


def basic_china(choices: str = "fixed") -> ImperialismGame:
    """Red moved 2 inf, 1 cav, 2 art into China, owned by blue with 2 inf and a fort (option
    battle_choices: ``choices``)."""
    g = blank("basic", 2, battle_choices=choices)
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    own(g, "china", BLUE, inf=2)
    build(g, "china", "fort")
    put(g, "china", RED, inf=2, cav=1, art=2)
    g.state.phase = "battles"
    return g


def standard_china(choices: str = "fixed") -> ImperialismGame:
    """Red (one school) moved 2 inf, 2 cav, 1 art into China, owned by blue with 2 inf and 1 art (option
    battle_choices: ``choices``)."""
    g = blank("standard", 2, battle_choices=choices)
    own(g, "india", RED, inf=1)
    build(g, "india", "city", "school")
    own(g, "japan", BLUE, inf=1)
    own(g, "china", BLUE, inf=2, art=1)
    put(g, "china", RED, inf=2, cav=2, art=1)
    g.state.phase = "battles"
    return g


def battle_event(g: ImperialismGame) -> dict[str, Any]:
    return next(e.data for e in g.log.since(0) if e.kind == "battle")


def totals(g: ImperialismGame) -> list[tuple[int, int]]:
    return [(r["attacker_total"], r["defender_total"]) for r in battle_event(g)["rounds"]]


def test_basic_china_example_exactly() -> None:
    """Red sends cav (7+1 v 9+1: red loses it), inf (10 v 9+1: tie), art (7+2 v 3+1: blue loses one), art
    (7+2 v 6+1: blue's last infantry falls). Red holds China with 2 inf and 2 art, and the fort."""
    g = basic_china()
    sent = iter(["cav", "inf", "art", "art"])

    def red(own: Army, enemy: Army, enemy_choice: int | None) -> int:
        return UNITS.index(next(sent))

    dice = scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    combat.fight_battle(g, idx(g, "china"), red)
    assert totals(g) == [(8, 10), (10, 10), (9, 4), (9, 7)]
    assert [r["note"] for r in battle_event(g)["rounds"]] == ["cav v inf", "inf v inf", "art v inf", "art v inf"]
    r = idx(g, "china")
    assert g.state.owner[r] == RED and g.state.fort[r]
    assert kinds_in(g, "china", RED) == {"inf": 2, "art": 2} and kinds_in(g, "china", BLUE) == {}
    assert dice._script == []
    assert g.legal_actions() == [END_TURN]


def test_basic_china_through_the_fight_action() -> None:
    """The same position and dice with Fight(china, strongest): red sends artillery each roll: 7+2 v 9+1
    (red loses an artillery), 10+2 v 9+1, 7+2 v 3+1 (blue loses both): red keeps 2 inf, 1 cav, 1 art."""
    g = basic_china()
    scripted(g, 7, 9, 10, 9, 7, 3)
    g.apply(Fight("china", "strongest"))
    assert totals(g) == [(9, 10), (12, 10), (9, 4)]
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}


def test_standard_china_example_exactly() -> None:
    """R1: artillery in reserve, 5+3 v 8+2: blue removes a cavalry. R2: artillery out, 8+4 v 8+2: red
    removes blue's artillery. R3: artillery back in reserve, 11+3 v 5+1. R4: out again, 8+4 v 7+1: blue's
    last infantry falls; red holds China with 2 inf, 1 cav, 1 art."""
    g = standard_china()
    held = iter([True, False, True, False])

    def red_reserve(own: Army, enemy: Army) -> Army:
        return (0, 0, own[2], 0) if next(held) else (0, 0, 0, 0)

    dice = scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    combat.fight_battle(g, idx(g, "china"), "valuable", red_reserve)
    assert totals(g) == [(8, 10), (12, 10), (14, 6), (12, 8)]
    rounds = battle_event(g)["rounds"]
    assert rounds[0]["attacker_lost"] == {"cav": 1}
    assert [x["defender_lost"] for x in rounds[1:]] == [{"art": 1}, {"inf": 1}, {"inf": 1}]
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}
    assert dice._script == []


def test_standard_china_through_the_fight_action_with_reserve() -> None:
    """Fight(china, valuable, reserve=(art,)) holds the artillery for the whole battle: the example's
    rounds 2 and 4 are +3 instead of +4 (11 v 10, 11 v 8), with the same outcome."""
    g = standard_china()
    scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "valuable", ("art",)))
    assert totals(g) == [(8, 10), (11, 10), (14, 6), (11, 8)]
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}


def test_standard_china_through_the_fight_action_without_reserve() -> None:
    """Without a reserve the artillery fights in round 1 (5+4 v 8+2) and is the piece blue removes; red
    still wins, keeping 2 inf and 2 cav."""
    g = standard_china()
    scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "valuable"))
    assert totals(g) == [(9, 10), (11, 10), (14, 6), (11, 8)]
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 2}
