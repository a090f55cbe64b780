"""The greedy War Cards agent: sees only what it may, plays whole games legally, beats random players,
attacks with strong red dice, keeps strong yellow dice for defence and chases its objective."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from warroom.agents.base import AgentError, make_agent
from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.registry import new_game
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, EndTurn, PlaySpecial
from warroom.rulesets.war_cards.content import load_content
from warroom.rulesets.war_cards.game import WarCardsGame
from warroom.rulesets.war_cards.greedy import PILE_HOLD, GreedyWarCardsAgent, attack_chance, hold_chance


class PublicOnly:
    """What an agent may use of a game: the public board, the legal actions and its own view."""

    __slots__ = ("_game",)

    def __init__(self, game: WarCardsGame) -> None:
        self._game = game

    @property
    def ruleset_id(self) -> str:
        return self._game.ruleset_id

    @property
    def board(self) -> Board:
        return self._game.board

    def legal_actions(self) -> Sequence[Action]:
        return self._game.legal_actions()

    def view(self, player: int | None) -> dict[str, Any]:
        assert player is not None and player == self._game.current_player(), "viewed another seat"
        return self._game.view(player)


def _agent(seed: int = 0) -> GreedyWarCardsAgent:
    agent = make_agent("greedy-cards", "war-cards", seed)
    assert isinstance(agent, GreedyWarCardsAgent)
    return agent


def test_registered_for_war_cards_only() -> None:
    assert _agent().name == "greedy-cards"
    with pytest.raises(AgentError, match="does not play war"):
        make_agent("greedy-cards", "war", 0)


def test_greedy_names_each_rulesets_own_greedy_player() -> None:
    """One spec everywhere: `greedy` is the War Cards player here and the WAR player in WAR."""
    from warroom.rulesets.war.greedy import GreedyWarAgent

    assert isinstance(make_agent("greedy", "war-cards", 0), GreedyWarCardsAgent)
    assert isinstance(make_agent("greedy", "war", 0), GreedyWarAgent)
    assert isinstance(make_agent("greedy", "war-imperio-romano", 0), GreedyWarAgent)
    with pytest.raises(AgentError, match=r"agent 'greedy' does not play toy-none \(it plays: .*war, war-cards, "):
        make_agent("greedy", "toy-none", 0)


def test_whole_games_with_public_information_only() -> None:
    for seed in range(3):
        game = new_game("war-cards", 3 + seed, {}, seed)
        assert isinstance(game, WarCardsGame)
        agents = [_agent(p) for p in range(game.players)]
        proxy = PublicOnly(game)
        while not game.is_over():
            p = game.current_player()
            assert p is not None
            action = agents[p].choose(proxy, p)  # type: ignore[arg-type]
            assert action in game.legal_actions()
            game.apply(action)
        result = game.result()
        assert result is not None and result.reason == "objective"


def test_beats_random_players() -> None:
    wins = 0
    for seed in range(12):
        game = new_game("war-cards", 4, {}, seed)
        agents = [_agent(seed) if p % 2 == 0 else make_agent("random", "war-cards", seed + p) for p in range(4)]
        while not game.is_over() and len(game.history) < 5000:
            p = game.current_player()
            assert p is not None
            game.apply(agents[p].choose(game, p))
        result = game.result()
        assert result is not None
        wins += result.winners[0] % 2 == 0
    assert wins >= 9


def test_the_dice_tables() -> None:
    assert attack_chance((6, 6, 6)) > attack_chance((6, 6, 3)) > attack_chance((3, 1, 1)) == 0.0
    assert hold_chance((6, 6, 6)) == 1.0 and hold_chance((1, 1, 1)) < 0.1
    assert 0.64 < PILE_HOLD < 0.65  # three dice against three dice: the attack wins 35.2%


def _position(wc, hand, defender_hand=("d02",), **kw):
    game = wc.game(4)
    wc.arrange(
        game,
        fill=1,
        owners={"argentina": 0, "venezuela": 2, "peru": 2, "japan": 3},
        hands={0: list(hand), 2: list(defender_hand), 1: ["d03"], 3: ["d04"]},
        turn=0,
        general=0,
        **kw,
    )
    return game


def _defence_card() -> str:
    """The packaged card with the strongest yellow dice for the weakest red dice."""
    cards = load_content().dice_cards
    return max(cards, key=lambda d: (hold_chance(d.defence) - attack_chance(d.attack), d.id)).id


def test_attacks_with_strong_red_dice_and_keeps_strong_yellow_dice(wc) -> None:
    red = wc.dice(red=(6, 6, 3))  # d70: yellow 5-5-2
    keep = _defence_card()
    game = _position(wc, [keep, red])
    action = _agent().choose(game, 0)
    assert isinstance(action, Attack) and action.card == red


def test_does_not_throw_away_its_defence_cards(wc) -> None:
    keep = _defence_card()
    card = load_content().dice_of[keep]
    assert attack_chance(card.attack) < 0.2 and hold_chance(card.defence) > 0.85
    game = _position(wc, [keep])
    assert _agent().choose(game, 0) == EndTurn()


def test_chases_its_objective(wc) -> None:
    """With card 8 (4-6 players: Europe and Africa) the objective's continents come first."""
    game = wc.game(4)
    owners = {"argentina": 0, "venezuela": 2, "peru": 2, "japan": 3, "france": 0, "algeria": 2}
    wc.arrange(
        game, fill=1, owners=owners, hands={0: ["d70"], 2: ["d02"]}, turn=0, general=0, objectives={0: "objective-08"}
    )
    action = _agent().choose(game, 0)
    assert isinstance(action, Attack)
    assert game.board.groups_of[action.target][0] in ("europe", "africa")


def test_uses_a_blitz_on_the_territory_that_completes_the_objective(wc) -> None:
    game = wc.game(4)
    europe, africa = wc.continent(game, "europe"), wc.continent(game, "africa")
    owners = {sid: 1 + k % 3 for k, sid in enumerate(wc.ids(game))}
    owners |= dict.fromkeys(europe + africa[1:], 0)
    owners[africa[0]] = 2
    wc.arrange(game, owners=owners, objectives={0: "objective-08"}, hands={0: ["blitz-1", "d70"]}, turn=0)
    action = _agent().choose(game, 0)
    assert isinstance(action, Attack) and action.target == "algeria" and action.card == "blitz-1"


def test_defends_with_the_pile_unless_a_card_is_clearly_better(wc) -> None:
    weak = wc.dice(yellow=(3, 1, 1))
    game = _position(wc, ["d70", "d13"], defender_hand=[weak])
    game.apply(Attack("argentina", "venezuela", "d70"))
    assert _agent().choose(game, 2) == Defend(PILE)
    strong = wc.dice(yellow=(6, 6, 2))
    game = _position(wc, ["d70"], defender_hand=[strong, weak])
    # Venezuela is seat 2's last-but-one territory: worth defending with its best card
    game.apply(Attack("argentina", "venezuela", "d70"))
    assert _agent().choose(game, 2) == Defend(strong)


def test_plays_reinforcements_and_sabotage(wc) -> None:
    game = _position(wc, ["reinforcements-1"])
    assert _agent().choose(game, 0) == PlaySpecial("reinforcements-1", -1)
    game = wc.game(4)
    hands = {0: ["sabotage-1"], 1: ["d10", "d11", "d12", "d13", "d14", "d15"], 2: ["d02"], 3: ["d04"]}
    wc.arrange(game, fill=1, owners={"argentina": 0, "venezuela": 2, "japan": 3}, hands=hands, turn=0, general=0)
    assert _agent().choose(game, 0) == PlaySpecial("sabotage-1", 1)  # the opponent with the most cards


def test_discards_its_least_useful_cards(wc) -> None:
    game = wc.game(4)
    weak = wc.dice(red=(3, 1, 1))
    dice = [d.id for d in game.content.dice_cards if d.id != weak and d.id != "d70"]
    hand = ["blitz-1", "reinforcements-1", "d70", weak, *dice[:12]]
    wc.arrange(game, hands={0: hand}, turn=0, general=0)
    game.state.hands[0].append(dice[12])
    game.state.dice_pile.remove(dice[12])
    game.require_discards([0])
    action = _agent().choose(game, 0)
    assert isinstance(action, Discard) and action.card not in ("blitz-1", "reinforcements-1", "d70")


def test_the_board_cache_keeps_one_board_an_id() -> None:
    """A long-running process (the server's computer players) meets many board objects of one board (every
    inline deck a client sends builds its own content); the greedy player's cache keeps the last of each id,
    not every one it has seen."""
    import dataclasses

    from warroom.rulesets.war_cards.greedy import _BOARDS, _board_info

    board = new_game("war-cards", 3, {}, 1).board
    assert board is not None
    before = len(_BOARDS)
    for _ in range(50):
        copy = dataclasses.replace(board)
        assert _board_info(copy).continents == _board_info(board).continents
    assert len(_BOARDS) <= before + 1
