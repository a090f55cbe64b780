"""Advanced battles through the game (combat.py, naval.py): rulebook 000, Advanced Rules, "Battle",
"Modifiers", "Retreat", "Technologies" (Rifles 1 and 2, Metallurgy 1 and 2), and "Introduction" (each
Advanced rule may be left out: option ``advanced_battles``)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, marker, own, put

from warroom.battles import imperialism_advanced
from warroom.battles.common import ATTACKER, ATTACKER_RETREATED, DEFENDER
from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import combat
from warroom.rulesets.imperialism.actions import Answer, EndMovement, Fight, Move, SeaBattle
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2
WIN, LOSE = (6, 6), (1, 1)


def battles(**options: Any) -> ImperialismGame:
    """A blank Advanced game in red's battles phase; every empire keeps a far-away home region. These tests
    check the whole-battle policies (battle_choices=fixed); the decisions assault by assault are
    test_imperialism_battle_choices_advanced.py's."""
    g = blank("advanced", 3, **{"battle_choices": "fixed", **options})
    own(g, "yakut", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    own(g, "great-britain", GREEN, inf=1)
    g.state.phase = "battles"
    return g


def dice(g: ImperialismGame, *pairs: tuple[int, int]) -> None:
    g.dice = ScriptedDice([d for pair in pairs for d in pair], 0, g.log)


def events(g: ImperialismGame, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in g.log.since(0) if e.kind == kind]


def fights(g: ImperialismGame) -> set[tuple[str, str, int]]:
    return {(a.region, a.tactic, a.retreat) for a in g.legal_actions() if isinstance(a, Fight)}


# -- the Fight action ----------------------------------------------------------------------------------


def test_advanced_fight_variants() -> None:
    """000, Advanced Rules, "Battle" ("The assaulting player chooses ... one of his opponent's armies"):
    the attacker's target tactic is weakest, types or strongest; "Retreat": a variant that falls back at
    one army is offered with 3+ armies and an adjacent own region to go to; never a reserve."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=3)
    own(g, "tibet", RED, inf=1)
    tactics = ("weakest", "types", "strongest")
    assert fights(g) == {("china", t, n) for t in tactics for n in (0, 1)}
    assert all(a.reserve == () for a in g.legal_actions() if isinstance(a, Fight))
    g2 = battles()
    own(g2, "china", BLUE, inf=1)
    put(g2, "china", RED, inf=2)
    own(g2, "tibet", RED, inf=1)
    assert fights(g2) == {("china", t, 0) for t in tactics}


def test_no_retreat_variant_without_an_adjacent_own_region() -> None:
    """000, Advanced Rules, "Retreat": "The destination ... must be adjacent ... and be owned by the
    retreating player, otherwise the retreat may not take place" (a sea approach does not count)."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=4)
    assert {n for _r, _t, n in fights(g)} == {0}


@pytest.mark.parametrize(
    ("fight", "message"),
    [
        (Fight("china", "valuable"), "unknown tactic"),
        (Fight("china", "weakest", ("art",)), "no reserve in the Advanced"),
        (Fight("china", "weakest", (), -1), "retreat is a number"),
    ],
)
def test_advanced_fight_checks(fight: Fight, message: str) -> None:
    """A Fight names one of the Advanced tactics, no reserve (000, Advanced Rules, "Battle": each assault
    picks its pieces) and a retreat threshold of 0 or more."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1, art=1)
    with pytest.raises(IllegalAction, match=message):
        g.apply(fight)


# -- assaults and modifiers ------------------------------------------------------------------------------


def test_alternating_assaults_with_combined_arms_fort_and_rifles() -> None:
    """000, Advanced Rules, "Battle" (the players take turns assaulting, the invader first; the lower total
    loses its piece) and "Modifiers" (cavalry +1, fort +1 for the defender, combined arms +1 per type in the
    battle "at that point", Rifles 1: +1 for infantry). Red (Rifles 1) invades blue's fortified China with
    an infantry and a cavalry against two infantry."""
    g = battles()
    own(g, "tibet", RED, inf=1)
    cavalry = put(g, "tibet", RED, inf=1, cav=1)[1]
    own(g, "china", BLUE, inf=2)
    build(g, "china", "fort")
    g.state.techs[RED] = ["industry-1", "rifles-1"]
    g.state.phase = "movement"
    g.apply(Move("inf", 1, "tibet", "china"))
    g.apply(Move("cav", 1, "tibet", "china"))
    g.apply(EndMovement())
    assert g.phase() == "battles" and combat.pending_ids(g) == ["china"]
    # Red's assault: its strongest piece (infantry +1 with rifles, the cheaper of equals) v blue's weakest:
    # 6 + 1 + 2 (two types) = 9 against 6 + 0 + 1 (one type) + 1 (fort) = 8: blue loses an infantry.
    # Blue's assault: its infantry v red's weakest (the cavalry, the more valuable of equals):
    # 2 + 1 + 2 = 5 against 8 + 0 + 1 + 1 = 10: red loses the cavalry.
    # Red's assault: infantry 12 + 1 + 1 (one type left) = 14 against 2 + 2 = 4: China falls.
    dice(g, (3, 3), (3, 3), (1, 1), (4, 4), WIN, LOSE)
    g.apply(Fight("china", "weakest"))
    (battle,) = events(g, "battle")
    rounds = battle["rounds"]
    assert [r["note"] for r in rounds] == [
        "attacker assaults: inf v inf",
        "defender assaults: cav v inf",  # (the attacker's piece first)
        "attacker assaults: inf v inf",
    ]
    assert [(r["attacker_total"], r["defender_total"]) for r in rounds] == [(9, 8), (5, 10), (14, 4)]
    assert battle["outcome"] == ATTACKER and battle["fort"] is True
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "china", RED) == {"inf": 1}
    assert cavalry.id not in g.state.pieces


@pytest.mark.parametrize(
    ("attack_techs", "defend_techs", "totals"),
    [
        ([], [], (7, 8)),
        (["industry-1", "rifles-1"], [], (8, 8)),
        (["industry-1", "rifles-1", "metallurgy-1", "rifles-2"], [], (9, 8)),
        ([], ["industry-1", "rifles-1"], (7, 9)),
    ],
)
def test_rifles_add_to_infantry(attack_techs: list[str], defend_techs: list[str], totals: tuple[int, int]) -> None:
    """000, Advanced Rules, "Technologies": Rifles 1 "+1 battle roll for Infantry", Rifles 2 +2, for the
    attacker and the defender alike (infantry v infantry: 6 and 7 on the dice, +1 combined arms each)."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1)
    g.state.techs[RED] = attack_techs
    g.state.techs[BLUE] = defend_techs
    dice(g, (3, 3), (4, 3), WIN, LOSE, WIN, LOSE)
    g.apply(Fight("china", "weakest"))
    first = events(g, "battle")[0]["rounds"][0]
    assert (first["attacker_total"], first["defender_total"]) == totals


@pytest.mark.parametrize(("tactic", "target"), [("weakest", "inf"), ("types", "cav"), ("strongest", "art")])
def test_the_attacker_chooses_the_target(tactic: str, target: str) -> None:
    """000, Advanced Rules, "Battle": "The assaulting player chooses one of his armies and one of his
    opponent's armies"; "Modifiers" ("It therefore becomes important to eliminate all of one type"):
    weakest (the best odds), types (the type with the fewest pieces) or strongest."""
    g = battles()
    own(g, "china", BLUE, inf=2, cav=1, art=1)
    put(g, "china", RED, ldr=1)
    dice(g, WIN, LOSE, LOSE, WIN)  # red's assault wins; blue's assault then eliminates the leader
    g.apply(Fight("china", tactic))
    first = events(g, "battle")[0]["rounds"][0]
    assert first["note"] == f"attacker assaults: ldr v {target}" and first["defender_lost"] == {target: 1}


# -- retreat -------------------------------------------------------------------------------------------


def test_retreat_to_the_adjacent_own_region_with_most_armies() -> None:
    """000, Advanced Rules, "Retreat": after each player has attacked once, the attacker falls back; its
    armies "must all go to the same region", adjacent and its own: here the one holding most of its
    armies (Kashmir and Bengal hold two each: the first in board order, Kashmir). China stays blue."""
    g = battles()
    own(g, "china", BLUE, inf=3)
    attackers = put(g, "china", RED, inf=3)
    own(g, "tibet", RED, inf=1)
    own(g, "bengal", RED, inf=2)
    own(g, "kashmir", RED, inf=2)
    assert idx(g, "kashmir") < idx(g, "bengal")
    assert combat.retreat_destination(g, idx(g, "china"), RED) == idx(g, "kashmir")
    dice(g, LOSE, WIN, LOSE, WIN)  # red loses an infantry in each of the first two assaults
    g.apply(Fight("china", "weakest", (), 1))
    (battle,) = events(g, "battle")
    assert battle["outcome"] == ATTACKER_RETREATED and len(battle["rounds"]) == 2
    assert events(g, "retreat") == [{"region": "china", "to": "kashmir", "empire": "red", "armies": {"inf": 1}}]
    assert kinds_in(g, "kashmir", RED) == {"inf": 3} and kinds_in(g, "china", RED) == {}
    survivor = next(p for p in attackers if p.id in g.state.pieces)
    assert survivor.stopped and survivor.moves == 0
    assert g.state.owner[idx(g, "china")] == BLUE and kinds_in(g, "china", BLUE) == {"inf": 3}
    assert combat.pending(g) == []


def test_retreat_from_natives_leaves_the_region_native() -> None:
    """000, Advanced Rules, "Retreat" against natives (who never retreat: "they cannot ever leave their home
    region"); the region stays native and its marker goes back face down ("NATIVE ARMIES")."""
    g = battles()
    marker(g, "tibet", "5", 4)
    put(g, "tibet", RED, inf=3)
    own(g, "india", RED, inf=1)
    dice(g, LOSE, WIN, LOSE, WIN)
    g.apply(Fight("tibet", "weakest", (), 1))
    r = idx(g, "tibet")
    assert events(g, "retreat")[0]["to"] == "india" and kinds_in(g, "india", RED) == {"inf": 2}
    assert g.state.owner[r] == -1 and g.state.native[r] == "5" and not g.state.native_up[r]
    assert events(g, "natives_hold") == [{"region": "tibet", "empire": "red"}]


def test_no_retreat_without_an_adjacent_own_region() -> None:
    """000, Advanced Rules, "Retreat": with no adjacent own region "the retreat may not take place": the
    threshold is ignored (settled before the battle, also in the odds) and red fights to the end."""
    g = battles()
    own(g, "china", BLUE, inf=3)
    put(g, "china", RED, inf=3)
    fight = Fight("china", "weakest", (), 1)
    odds = g.odds(fight)
    assert odds is not None and odds["battle"]["attack_retreat"] is None
    dice(g, LOSE, WIN, LOSE, WIN, LOSE, WIN)
    g.apply(fight)
    assert events(g, "battle")[0]["outcome"] == DEFENDER and events(g, "retreat") == []
    assert kinds_in(g, "china", RED) == {}


def test_the_defender_never_retreats() -> None:
    """Decision (000, Advanced Rules, "Retreat" lets "either player" retreat): the defender holds to the
    last, even with an own region next door."""
    g = battles()
    own(g, "china", BLUE, inf=2)
    own(g, "mongolia", BLUE, inf=2)
    put(g, "china", RED, inf=3)
    dice(g, WIN, LOSE, LOSE, WIN, WIN, LOSE)
    g.apply(Fight("china", "weakest"))
    assert events(g, "battle")[0]["outcome"] == ATTACKER and g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "mongolia", BLUE) == {"inf": 2}


# -- odds ----------------------------------------------------------------------------------------------


def test_odds_before_an_advanced_fight() -> None:
    """The odds shown before a Fight are imperialism_advanced.odds for the same battle: rifles on both
    sides, the defender's fort, the target tactic and the retreat (000, Advanced Rules, "Battle",
    "Modifiers", "Retreat")."""
    g = battles()
    own(g, "china", BLUE, inf=2, art=1)
    build(g, "china", "fort")
    put(g, "china", RED, inf=2, cav=1)
    own(g, "tibet", RED, inf=1)
    g.state.techs[RED] = ["industry-1", "rifles-1"]
    g.state.techs[BLUE] = ["industry-1", "rifles-1", "metallurgy-1", "rifles-2"]
    expected = imperialism_advanced.odds(
        {"inf": 2, "cav": 1},
        {"inf": 2, "art": 1},
        fort=True,
        attack_rifles=1,
        defend_rifles=2,
        attack_target="types",
        attack_retreat=1,
    ).to_json()
    assert g.odds(Fight("china", "types", (), 1)) == expected
    plain = imperialism_advanced.odds({"inf": 2, "cav": 1}, {"inf": 2, "art": 1}, fort=True, attack_rifles=1)
    assert g.odds(Fight("china", "weakest")) != plain.to_json()  # the defender's rifles count
    assert (
        g.odds(Fight("china", "weakest"))
        == imperialism_advanced.odds(
            {"inf": 2, "cav": 1}, {"inf": 2, "art": 1}, fort=True, attack_rifles=1, defend_rifles=2
        ).to_json()
    )


def test_odds_against_face_up_natives_with_the_human_wave() -> None:
    """Natives (000, Standard Rules, "The Human Wave", kept by the Advanced rules) have odds once their
    marker is face up, none while it is face down (a secret)."""
    g = battles()
    marker(g, "tibet", "6+", 0)
    put(g, "tibet", RED, inf=2, art=1)
    assert g.odds(Fight("tibet", "weakest")) is None
    g.state.native_up[idx(g, "tibet")] = True
    expected = imperialism_advanced.odds(
        {"inf": 2, "art": 1}, {"inf": 6, "cav": 3}, natives=True, human_wave="match"
    ).to_json()
    assert g.odds(Fight("tibet", "weakest")) == expected


# -- the option off ----------------------------------------------------------------------------------------


def test_advanced_battles_off_is_the_standard_battle() -> None:
    """000, Advanced Rules, "Introduction" ("use or ignore any of the advanced rules"): without option
    advanced_battles the Standard battle is fought (victims, reserves; no retreat)."""
    g = battles(advanced_battles=False)
    assert g.level.battle == "standard"
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=3, art=1)
    own(g, "tibet", RED, inf=1)
    legal = [a for a in g.legal_actions() if isinstance(a, Fight)]
    assert {a.tactic for a in legal} == {"valuable", "types"} and {a.retreat for a in legal} == {0}
    with pytest.raises(IllegalAction, match="no retreat"):
        g.apply(Fight("china", "valuable", (), 1))
    dice(g, WIN, LOSE)
    g.apply(Fight("china", "valuable"))
    assert "assaults" not in events(g, "battle")[0]["rounds"][0]["note"]
    assert g.state.owner[idx(g, "china")] == RED


# -- Metallurgy ------------------------------------------------------------------------------------------


def sea_game() -> ImperialismGame:
    g = blank("advanced", 3)
    for e, home in ((RED, "yakut"), (BLUE, "natal"), (GREEN, "western-australia")):
        own(g, home, e, inf=1)
    return g


@pytest.mark.parametrize("level", [1, 2])
def test_metallurgy_ships_survive_hits(level: int) -> None:
    """000, Advanced Rules, "Technologies": Metallurgy 1 "Ships take two hits to eliminate", Metallurgy 2
    three; "Ships that survive a battle are immediately fully repaired". Red's ship takes ``level`` hits,
    survives and sinks blue's."""
    g = sea_game()
    g.state.techs[RED] = ["industry-1", "metallurgy-1", "science-1", "metallurgy-2"][: 2 + 2 * (level - 1)]
    red = put(g, "north-sea", RED, ship=1)[0]
    blue = put(g, "north-sea", BLUE, ship=1)[0]
    dice(g, *[LOSE, WIN] * level, WIN, LOSE)
    g.apply(SeaBattle("north-sea", "blue"))
    (battle,) = events(g, "sea_battle")
    assert battle["hits"] == [1 + level, 1] and len(battle["rounds"]) == level + 1
    assert battle["outcome"] == ATTACKER and red.id in g.state.pieces and blue.id not in g.state.pieces


def test_without_metallurgy_one_hit_sinks() -> None:
    """000, Basic Rules, "Ship Battles": a hit sinks a ship (no Metallurgy)."""
    g = sea_game()
    red = put(g, "north-sea", RED, ship=1)[0]
    put(g, "north-sea", BLUE, ship=1)
    dice(g, LOSE, WIN)
    g.apply(SeaBattle("north-sea", "blue"))
    assert events(g, "sea_battle")[0]["hits"] == [1, 1] and red.id not in g.state.pieces


def test_a_joined_side_takes_its_leading_empires_metallurgy() -> None:
    """Decision (000, Advanced Rules, "Technologies" with "Ship Battles" joining): a side of several empires
    takes its leading empire's Metallurgy: green's Metallurgy 2 does not armour red's side."""
    g = sea_game()
    g.state.techs[GREEN] = ["industry-1", "metallurgy-1", "science-1", "metallurgy-2"]
    g.state.techs[BLUE] = ["industry-1", "metallurgy-1"]
    put(g, "north-sea", RED, ship=1)
    put(g, "north-sea", BLUE, ship=1)
    put(g, "north-sea", GREEN, ship=1)
    g.apply(SeaBattle("north-sea", "blue"))
    assert g.phase() == "join"
    dice(g, (6, 6, 6, 6), LOSE, (6, 6, 6, 6), LOSE)
    g.apply(Answer("attacker"))
    assert events(g, "sea_battle")[0]["hits"] == [1, 2]
