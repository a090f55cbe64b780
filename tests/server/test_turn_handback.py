"""on_timeout "turn" with decisions inside another seat's turn (LiveGame.hand_back_turns, Game.turn_player).

The computer plays a late seat "for this turn only": the seat is handed back when its turn passes, not at
the next decision of another seat. In War! Age of Imperialism the defender decides inside the attacker's
turn (battle_choices=each-roll), so a late attacker must not get its seat back (and its clock restarted,
and one more timeout counted) after each of the defender's answers."""

from __future__ import annotations

import sys
from pathlib import Path

_AOI = str(Path(__file__).resolve().parents[1] / "rulesets" / "imperialism")
if _AOI not in sys.path:
    sys.path.insert(0, _AOI)

from imperialism_helpers import blank, own, put  # noqa: E402

from warroom.agents.base import make_agent  # noqa: E402
from warroom.core.dice import ScriptedDice  # noqa: E402
from warroom.core.registry import new_game  # noqa: E402
from warroom.rulesets.imperialism.actions import BattleSend  # noqa: E402
from warroom.rulesets.imperialism.game import ImperialismGame  # noqa: E402
from warroom.server.live import LiveGame, Seat  # noqa: E402

RED, BLUE = 0, 1


def two_battles() -> ImperialismGame:
    """Red's battles phase: red attacks China and Japan, each held by blue with an infantry and a cavalry
    (blue has a choice to make each roll)."""
    g = blank("basic", 2, battle_choices="each-roll")
    own(g, "india", RED, inf=1)
    own(g, "korea", BLUE, inf=1)
    own(g, "china", BLUE, inf=1, cav=1)
    own(g, "japan", BLUE, inf=1, cav=1)
    put(g, "china", RED, art=2)
    put(g, "japan", RED, art=2)
    g.state.phase = "battles"
    # Red wins every roll: two rolls a battle.
    g.dice = ScriptedDice([6, 6, 1, 1] * 4, 0, g.log)
    return g


def test_a_late_attacker_keeps_the_computer_until_its_turn_is_over() -> None:
    g = two_battles()
    live = LiveGame("g", g.ruleset_id, 2, [Seat("human"), Seat("human")], 60, dict(g.options), 1, on_timeout="turn")
    live.game = g
    # Red's person was late: the computer plays red's turn (as server/ai.py marks it).
    live.ai_playing.add(RED)
    live.turn_only[RED] = g.turn_player()
    computer = make_agent("greedy", g.ruleset_id, 0)
    blue_answers = 0
    while g.state.empire_turn() == RED and not g.is_over():
        if g.current_player() == RED:
            assert RED in live.ai_playing, "handed back in the middle of red's turn"
            g.apply(computer.choose(g, RED))
        else:
            assert g.turn_player() == RED, "blue answers inside red's turn"
            g.apply(next(a for a in g.legal_actions() if isinstance(a, BattleSend)))
            blue_answers += 1
        live.hand_back_turns()
    assert blue_answers >= 2, "the defender decided in both battles"
    assert RED not in live.ai_playing and RED not in live.turn_only, "red's turn passed: the seat is red's again"


def test_the_turn_player_is_the_current_player_unless_a_ruleset_says_otherwise() -> None:
    """The core's default (every ruleset without decisions inside another's turn hands back at the next
    seat's decision, as before); War! Age of Imperialism's is the seat of the empire whose turn it is."""
    war = new_game("war", 3, {}, 1)
    assert war.turn_player() == war.current_player()
    ww4 = new_game("ww4", 3, {}, 1)
    assert ww4.turn_player() == ww4.current_player(), "no decision handed to another nation yet"
    g = two_battles()
    assert g.turn_player() == g.current_player() == RED
    g.state.phase = "movement"
    g.state.current = 1
    assert g.turn_player() == BLUE
