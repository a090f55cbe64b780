"""The battle in progress as clients read it (battle_view.py): the view's ``battle_now`` names the region,
the empires and the pieces by id (the interrupt's data holds indices), the same for both seats and a
spectator, and gone once the battle is over; its lines for the terminal in English and Portuguese."""

from __future__ import annotations

from test_imperialism_battle_choices import china_with_cavalry
from test_imperialism_rulebook_battles import scripted

from warroom.rulesets.imperialism.actions import BattlePolicy, BattleSend, Fight
from warroom.rulesets.imperialism.battle_view import battle_messages


def test_battle_now_in_ids_for_every_viewer() -> None:
    g = china_with_cavalry()
    scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    assert g.view(0)["battle_now"] is None
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    views = [g.view(0), g.view(1), g.view(None)]
    assert views[0]["battle_now"] == views[1]["battle_now"] == views[2]["battle_now"]
    b = views[1]["battle_now"]
    seen = (b["where"], b["attacker"], b["defender"], b["deciding"], b["sent"])
    assert seen == ("china", "red", "blue", "defender", "cav")
    assert b["armies"] == [{"inf": 2, "cav": 1, "art": 2}, {"inf": 2, "cav": 1}] and b["fort"] and b["rounds"] == []
    g.apply(BattleSend("inf"))  # 7+1 v 9+1: red loses its cavalry
    b = g.view(0)["battle_now"]
    assert b["deciding"] == "attacker" and b["sent"] is None
    assert b["rounds"] == [
        {
            "attacker_dice": b["rounds"][0]["attacker_dice"],
            "defender_dice": b["rounds"][0]["defender_dice"],
            "attacker_total": 8,
            "defender_total": 10,
            "attacker_lost": {"cav": 1},
            "defender_lost": {},
            "pieces": ["cav", "inf"],
        }
    ]
    g.apply(BattlePolicy("strongest"))  # red, then blue: the rest by policy, to the end
    g.apply(BattlePolicy("strongest"))
    assert g.view(0)["battle_now"] is None


def test_battle_lines_in_both_languages() -> None:
    g = china_with_cavalry()
    scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    lines = battle_messages(g.view(1)["battle_now"])
    assert [g.say(m, "en") for m in lines] == [
        "Battle in China: Red attacks with 2 infantry, 1 cavalry and 2 artillery",
        "Blue defends with 2 infantry and 1 cavalry",
        "This roll: Red sends cavalry",
    ]
    g.apply(BattleSend("inf"))
    lines = battle_messages(g.view(0)["battle_now"])
    assert g.say(lines[-1], "en") == "Roll 1: Red 8, Blue 10; Red loses 1 cavalry"
    assert g.say(lines[-1], "pt") == "Rolagem 1: Vermelho 8, Azul 10; Vermelho perde 1 cavalaria"
