"""The decisions of a battle fought roll by roll told in the event log (narrate_battle.py), in English and
Portuguese: each Basic roll's pieces ("Red sends cavalry (+1) ...; Blue answers with infantry (+1)") and a
side leaving the rest to a policy, kept or not. Telling them draws no die: the rulebook's China example
rolls the same dice; a battle fought with battle_choices=fixed (every older save) logs neither event."""

from __future__ import annotations

from test_imperialism_battle_choices import china_with_cavalry, decision
from test_imperialism_rulebook_battles import basic_china, scripted

from warroom.rulesets.imperialism.actions import BattlePolicy, BattleSend, Fight
from warroom.rulesets.imperialism.game import ImperialismGame

KINDS = ("battle_pieces", "battle_policy")


def told(g: ImperialismGame, kind: str, lang: str = "en") -> list[str]:
    """Every event of ``kind`` as a spectator reads it in ``lang``."""
    out = []
    for e in g.log.since(0):
        if e.kind == kind:
            message = g.narrate(e, None)
            assert message is not None
            out.append(g.say(message, lang))
    return out


def test_each_basic_roll_names_both_pieces_in_both_languages() -> None:
    """The China example (000, Basic "Army Battles") roll by roll: every roll's pieces are told before its
    dice, the fort's +1 in the defender's modifier; the dice are those of the example, none more."""
    g = basic_china("each-roll")
    dice = scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    g.apply(Fight("china", "choose"))
    for piece in ["cav", "inf", "art", "art"]:
        g.apply(BattleSend(piece))  # blue, with infantry only, is not asked: its answer applies itself
    assert dice._script == []
    assert told(g, "battle_pieces") == [
        "Red sends cavalry (+1) into the roll in China; Blue answers with infantry (+1)",
        "Red sends infantry (+0) into the roll in China; Blue answers with infantry (+1)",
        "Red sends artillery (+2) into the roll in China; Blue answers with infantry (+1)",
        "Red sends artillery (+2) into the roll in China; Blue answers with infantry (+1)",
    ]
    assert told(g, "battle_pieces", "pt")[0] == (
        "Vermelho envia cavalaria (+1) para a rolagem em China; Azul responde com infantaria (+1)"
    )
    kinds = [e.kind for e in g.log.since(0) if e.kind in (*KINDS, "roll", "battle")]
    kinds = kinds[kinds.index("battle_pieces") :]  # the setup's rolls before
    assert kinds[:4] == ["battle_pieces", "roll", "roll", "battle_pieces"]
    assert kinds[:3] == ["battle_pieces", "roll", "roll"] and kinds[-1] == "battle"


def test_a_policy_is_told_with_whether_it_is_kept() -> None:
    g = china_with_cavalry()  # the game's own dice: the policies roll to the end
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    g.apply(BattlePolicy("strongest"))  # Blue: its strongest piece for the rest
    assert decision(g)["decider"] == 0
    g.apply(BattlePolicy("weakest", True))  # Red: its weakest, kept
    assert told(g, "battle_policy") == [
        "Blue fights the rest of the battle in China by a policy: strongest piece",
        "Red fights the rest of the battle in China, and its later battles, by a policy: weakest piece",
    ]
    assert told(g, "battle_policy", "pt")[1] == (
        "Vermelho luta o resto da batalha em China, e as suas próximas batalhas, com uma política: peça mais fraca"
    )


def test_fixed_battles_log_no_decision() -> None:
    g = basic_china("fixed")
    scripted(g, 7, 9, 10, 9, 7, 3, 7, 6)
    g.apply(Fight("china", "strongest"))
    assert not [e for e in g.log.since(0) if e.kind in KINDS]
