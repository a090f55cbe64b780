"""Battle decisions roll by roll (option battle_choices=each-roll, battle_choices.py; rules version 4).

Rulebook 000 (../shared/rulebooks/000_3e12fc68eb0f2502.txt), Basic Rules, "Battle", "Army Battles":
"Both players choose one piece from their army in the region to fight (attacker chooses first)", every
roll, "until one side has no pieces left"; the section's China example is played through the game."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, marker, own, put
from test_imperialism_rulebook_battles import basic_china, scripted, totals

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.core.registry import get_ruleset
from warroom.rulesets.imperialism import battle_state
from warroom.rulesets.imperialism.actions import END_TURN, BattlePolicy, BattleSend, Fight
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_battle import battle_answer

RED, BLUE = 0, 1


def decision(g: ImperialismGame) -> dict[str, Any]:
    b = battle_state.battle(g)
    assert b is not None
    return b


def sends(g: ImperialismGame) -> list[str]:
    return [a.piece for a in g.legal_actions() if isinstance(a, BattleSend)]


def china_with_cavalry(choices: str = "each-roll") -> ImperialismGame:
    """The China example with a blue cavalry added: blue, with two kinds, has a choice to make each roll
    (with infantry only it would not be asked)."""
    g = basic_china(choices)
    put(g, "china", BLUE, cav=1)
    return g


def test_the_default_is_each_roll_and_older_rules_keep_the_fixed_policies() -> None:
    """000, "Army Battles": the players choose each roll (the default); rules versions 1-3 (saves made
    before) pin battle_choices=fixed."""
    spec = get_ruleset("imperialism-basic").option("battle_choices")
    assert spec.default == "each-roll"
    for version in (1, 2, 3):
        assert get_ruleset("imperialism-basic").legacy_options(version)["battle_choices"] == "fixed"


def test_basic_china_example_through_the_game_roll_by_roll() -> None:
    """000, Basic Rules, "Army Battles", example of battle: red (2 inf, 1 cav, 2 art) attacks China (blue, 2
    inf and a fort). Red sends cavalry, blue infantry: 7+1 v 9+1, red loses the cavalry; red infantry v
    blue infantry: 10 v 9+1, a tie; red artillery: 7+2 v 3+1, blue loses an infantry; artillery again:
    7+2 v 6+1, blue's last infantry falls. Every choice is an action of the seat whose choice it is; blue,
    with one kind of piece, has none to make and is not asked."""
    g = basic_china("each-roll")
    dice = scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    g.apply(Fight("china", "choose"))
    expected = [(8, 10), (10, 10), (9, 4), (9, 7)]
    for number, piece in enumerate(["cav", "inf", "art", "art"]):
        assert g.current_player() == RED and g.phase() == "battle"
        g.apply(BattleSend(piece))
        # Blue has infantry only: no real choice, so its seat is not asked (its infantry goes in).
        if number < 3:
            assert g.current_player() == RED
            rolled = [(r["attacker_total"], r["defender_total"]) for r in decision(g)["rounds"]]
            assert rolled == expected[: number + 1]
    assert g.phase() == "battles" and g.state.interrupt is None
    assert totals(g) == expected
    r = idx(g, "china")
    assert g.state.owner[r] == RED and g.state.fort[r]
    assert kinds_in(g, "china", RED) == {"inf": 2, "art": 2} and kinds_in(g, "china", BLUE) == {}
    assert dice._script == []
    assert g.legal_actions() == [END_TURN]


def test_the_attacker_chooses_first_and_the_defender_sees_its_piece() -> None:
    """000, "Army Battles": "(attacker chooses first)": the attacker's seat is asked first; then the
    defender's seat, outside its own turn, with the attacker's piece in its choices' words."""
    g = china_with_cavalry()
    g.apply(Fight("china", "choose"))
    assert g.current_player() == RED
    assert sends(g) == ["art", "cav", "inf"]
    assert g.describe(BattleSend("cav")) == "Send your cavalry (+1) into this roll"
    g.apply(BattleSend("cav"))
    assert g.current_player() == BLUE and g.state.empire_turn() == RED
    assert decision(g)["sent"] == 1
    assert g.describe(BattleSend("inf")) == "Send your infantry (+0) against his cavalry (+1)"
    assert (
        g.describe(BattleSend("inf"), "pt")
        == "Enviar sua peça infantaria (+0) contra a peça cavalaria (+1) do adversário"
    )


def test_a_fight_tactic_is_the_attackers_policy_and_the_defender_is_asked() -> None:
    """The attacker's Fight tactic answers for its side for the whole battle; the defender (an empire) is
    still asked, every roll, until it answers with a policy."""
    g = china_with_cavalry()
    scripted(g, 7, 9, 10, 9, 7, 3, 7, 3)
    g.apply(Fight("china", "strongest"))
    assert g.current_player() == BLUE and decision(g)["sent"] == 2
    g.apply(BattleSend("inf"))
    assert g.current_player() == BLUE and len(decision(g)["rounds"]) == 1
    g.apply(BattlePolicy("strongest"))  # its cavalry, then its infantry
    assert totals(g) == [(9, 10), (12, 11), (9, 4), (9, 4)]
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}
    # Not kept: no standing preference.
    assert battle_state.preference(g, BLUE) == ""


def two_battles(**options: Any) -> ImperialismGame:
    """Red attacks blue in China and in Japan (blue 1 inf and 1 cav in each, red 1 inf each)."""
    g = blank("basic", 2, battle_choices="each-roll", **options)
    own(g, "india", RED, inf=1)
    own(g, "korea", BLUE, inf=1)
    own(g, "china", BLUE, inf=1, cav=1)
    own(g, "japan", BLUE, inf=1, cav=1)
    put(g, "china", RED, inf=1)
    put(g, "japan", RED, inf=1)
    g.state.phase = "battles"
    return g


def test_a_kept_policy_is_the_standing_preference_until_dropped() -> None:
    """A seat that keeps its answer is not asked again in its later battles; in its own battles phase it
    may drop the preference (BattlePolicy("ask", True)), and is asked again."""
    g = two_battles()
    g.apply(Fight("china", "strongest"))
    assert g.current_player() == BLUE
    g.apply(BattlePolicy("weakest", True))
    assert battle_state.preference(g, BLUE) == "weakest"
    while battle_state.battle(g) is not None:  # a tie: the roll is fought again
        g.apply(g.legal_actions()[0])
    g.apply(Fight("japan", "strongest"))
    assert battle_state.battle(g) is None, "the standing preference answered: the battle is over"
    assert BattlePolicy("ask", True) not in g.legal_actions()  # red holds no preference
    g.state.current = 1  # blue's battles phase
    put(g, "india", BLUE, inf=1)
    assert BattlePolicy("ask", True) in g.legal_actions()
    g.apply(BattlePolicy("ask", True))
    assert battle_state.preference(g, BLUE) == ""


def test_the_natives_keep_their_fixed_policy() -> None:
    """The computer-played natives are never asked: only the attacker decides (its choices each roll)."""
    g = blank("basic", 2, battle_choices="each-roll")
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    marker(g, "china", "2")
    put(g, "china", RED, inf=1, cav=1)
    g.state.phase = "battles"
    g.dice = ScriptedDice([6, 6, 1, 1] * 4, 0, g.log)
    g.apply(Fight("china", "choose"))
    seen = []
    while battle_state.battle(g) is not None:
        seen.append(g.current_player())
        g.apply(BattleSend("cav" if "cav" in sends(g) else "inf"))
    assert set(seen) == {RED}
    assert g.state.owner[idx(g, "china")] == RED


def test_the_fixed_option_resolves_the_whole_battle_at_once() -> None:
    """battle_choices=fixed (rules versions 1-3): the Fight resolves the battle, the defender's piece is its
    strongest each roll, nobody is asked, and "choose" is no tactic."""
    g = basic_china("fixed")
    assert Fight("china", "choose") not in g.legal_actions()
    with pytest.raises(IllegalAction, match="unknown tactic 'choose'"):
        g.apply(Fight("china", "choose"))
    scripted(g, 7, 9, 10, 9, 7, 3)
    g.apply(Fight("china", "strongest"))
    assert battle_state.battle(g) is None and totals(g) == [(9, 10), (12, 10), (9, 4)]


def test_greedy_answers_with_the_fixed_policy_and_rolls_the_same_dice() -> None:
    """Computer players keep today's policies as their own choices: the same seed gives the same battle as
    with battle_choices=fixed; the answer is for this battle only (a computer standing in for a late person
    never sets that person's standing preference)."""
    events = []
    for choices in ("fixed", "each-roll"):
        g = china_with_cavalry(choices)
        g.apply(Fight("china", "strongest"))
        asked = 0
        while battle_state.battle(g) is not None:
            asked += 1
            g.apply(battle_answer(g.legal_actions()))
        events.append([e.data for e in g.log.since(0) if e.kind in ("battle", "roll")])
        if choices == "each-roll":
            assert asked == 1
            assert battle_state.preferences(g, BLUE) == {}
    assert events[0] == events[1]


def test_bad_decisions_are_refused_and_change_nothing() -> None:
    g = basic_china("each-roll")
    with pytest.raises(IllegalAction, match="'battle_send' is not possible now"):
        g.apply(BattleSend("inf"))
    with pytest.raises(IllegalAction, match="no battle decision now"):
        g.apply(BattlePolicy("strongest"))
    with pytest.raises(IllegalAction, match="no standing battle preference"):
        g.apply(BattlePolicy("ask", True))
    g.apply(Fight("china", "choose"))
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="no leader left in this battle"):
        g.apply(BattleSend("ldr"))
    with pytest.raises(IllegalAction, match="unknown piece 'tank'"):
        g.apply(BattleSend("tank"))
    with pytest.raises(IllegalAction, match="unknown battle policy 'bravest'"):
        g.apply(BattlePolicy("bravest"))
    with pytest.raises(IllegalAction, match="'end_turn' is not possible now"):
        g.apply(END_TURN)
    assert g.snapshot() == before and g.current_player() == RED


def test_a_battle_in_progress_is_copied_with_the_state() -> None:
    """The battle in progress lives in the state: a copy goes on independently and identically."""
    g = china_with_cavalry()
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    copy = g.state.copy()
    g.apply(BattleSend("inf"))
    assert decision(g)["rounds"] and not copy.interrupt.data["rounds"]  # type: ignore[union-attr]


def test_undo_is_refused_once_the_dice_rolled() -> None:
    """core/undo.py: a decision that rolled the dice cannot be taken back."""
    g = china_with_cavalry()
    g.options["undo"] = True
    g._undo_marks = []
    scripted(g, 7, 9, 10, 9)
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    g.apply(BattlePolicy("strongest"))  # blue: the rest with its strongest; nothing rolled yet
    g.apply(BattleSend("inf"))  # red: the dice roll, and red is asked again
    assert g.current_player() == RED
    refusal = g.undo_block(RED)
    # The core refuses an action that drew on chance: its dice moved, or (scripted dice) it logged a roll.
    assert refusal is not None and (refusal.code, refusal.kind) in (("chance", ""), ("irreversible", "roll"))


def test_the_fort_counts_for_the_defender_each_roll() -> None:
    """000, Basic, "Battle" step 3 and "Fort": +1 to the defender's roll in his region with a fort."""
    g = blank("basic", 2, battle_choices="each-roll")
    own(g, "india", RED, inf=1)
    own(g, "china", BLUE, inf=1, cav=1)
    build(g, "china", "fort")
    put(g, "china", RED, inf=2)
    g.state.phase = "battles"
    scripted(g, 7, 7, 9, 3)
    g.apply(Fight("china", "strongest"))
    g.apply(BattleSend("inf"))
    assert [(r["attacker_total"], r["defender_total"]) for r in decision(g)["rounds"]] == [(7, 8)]
