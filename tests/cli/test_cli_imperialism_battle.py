"""A War! Age of Imperialism battle decided roll by roll (option battle_choices=each-roll, issue 25) at the
terminal table, hotseat, both seats people, in a pseudo-terminal of 80x24: the attacker fights "choosing
your piece every roll" and sends cavalry by typing a word; the table passes to the defender, who is asked
outside its own turn with the battle in its status (both armies, the attacker's piece) and its choices
whole within 80 columns, "Always: ..." included; a typed word picks its piece; the roll is then in the
attacker's status. The position (the draft, the purchase and the move into the neighbour's region) is
played through the engine and loaded with ``--load``."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_cli_table import PROMPT, check_screen, finish, screen, spawn

from warroom.core.registry import new_game
from warroom.core.saves import write_save
from warroom.rulesets.imperialism.actions import Buy, Claim, EndMovement, EndPurchase, Move
from warroom.rulesets.imperialism.game import ImperialismGame

HOMES = ("spain", "france")


@pytest.fixture()
def save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves go to a temporary folder, never the person's own."""
    folder = tmp_path / "saves"
    monkeypatch.setenv("WARROOM_SAVE_DIR", str(folder))
    return folder


def _battle_save(path: Path) -> tuple[str, str]:
    """A two-person Basic game at the attacker's battles phase, saved for two people at one table; the
    attacker's and the defender's names."""
    g = new_game("imperialism-basic", 2, {}, 3)
    assert isinstance(g, ImperialismGame)

    def mover() -> int:
        seat = g.current_player()
        assert seat is not None
        return seat

    home: dict[int, str] = {}
    for region in HOMES:
        home[mover()] = region
        g.apply(Claim(region))
    while g.phase() == "draft":
        g.apply(g.legal_actions()[-1])
    for _ in range(2):
        seat = mover()
        for piece in ("cav", "art", "inf"):
            g.apply(Buy(piece, home[seat]))
        g.apply(EndPurchase())
    attacker = mover()
    for kind in ("cav", "art", "inf"):  # one infantry stays home
        g.apply(Move(kind, 1, home[attacker], home[1 - attacker]))
    g.apply(EndMovement())
    write_save(g, path, {"seats": ["human", "human"]})
    return g.say(g.seat_text(attacker), "en"), g.say(g.seat_text(1 - attacker), "en")


def test_the_defender_is_asked_at_the_table_and_a_word_picks_its_piece(save_dir: Path, tmp_path: Path) -> None:
    file = tmp_path / "battle.json"
    attacker, defender = _battle_save(file)
    child = spawn(save_dir, "--load", str(file))
    child.expect("ready. ")
    child.sendline("")
    child.expect(PROMPT)
    fights = [text for _, text in check_screen(screen(child))]
    assert "Fight the battle in France, choosing your piece every roll" in fights, fights
    child.sendline("choosing")

    # The attacker chooses first: its pieces, the policies, the battle in its status.
    child.expect(PROMPT)
    lines = screen(child)
    sends = [text for _, text in check_screen(lines)]
    assert f"Battle in France: {attacker} attacks with 1 infantry, 1 cavalry and 1 artillery" in lines, lines
    assert "Always: strongest piece, in this battle and your later ones" in sends, sends
    child.sendline("cavalry")

    # The table passes to the defender, asked outside its turn, the attacker's piece in its words.
    child.expect("ready. ")
    assert f"Pass the table to {defender}" in child.before
    child.sendline("")
    child.expect(PROMPT)
    lines = screen(child)
    answers = [text for _, text in check_screen(lines)]
    assert lines[-1] == f"{defender}> "
    assert f"{defender} defends with 2 infantry, 1 cavalry and 1 artillery" in lines, lines
    assert f"This roll: {attacker} sends cavalry" in lines, lines
    assert "Send your infantry (+0) against his cavalry (+1)" in answers, answers
    assert not any(text.endswith("…") for text in answers), answers  # every choice whole in 80 columns
    child.sendline("infantry")

    # The roll is rolled; the attacker is asked again, the roll and the defender's answer in its screen.
    child.expect("ready. ")
    assert f"Pass the table to {attacker}" in child.before
    child.sendline("")
    child.expect(PROMPT)
    lines = screen(child)
    check_screen(lines)
    assert any(line.startswith("Roll 1: ") for line in lines), lines
    assert f"{defender}: Send your infantry (+0) against his cavalry (+1)" in lines, lines
    finish(child)
