"""War Cards setup: players, colours, objective cards, the General, the territory deal, the first dice cards."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from warroom.core.errors import OptionError
from warroom.core.registry import get_ruleset, list_rulesets, new_game
from warroom.rulesets.war_cards.game import WarCardsGame


def test_the_ruleset_is_listed_with_its_options() -> None:
    ruleset = get_ruleset("war-cards")
    assert ruleset in list_rulesets()
    assert (ruleset.min_players, ruleset.max_players) == (3, 6)
    assert [o.name for o in ruleset.options] == ["two_players", "round_limit", "colours", "deck_file", "deck"]
    assert ruleset.board is not None and ruleset.board().id == "war-classic"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_three_to_six_players(players: int) -> None:
    game = new_game("war-cards", players, {}, 1)
    assert isinstance(game, WarCardsGame) and game.players == players


def test_two_players_only_with_the_option() -> None:
    """Decision 1: 3 to 6 players as WAR; 2 with the option two_players."""
    with pytest.raises(
        OptionError, match=r"war-cards plays with 3 to 6 players \(2 with the option two_players\), not 2"
    ):
        new_game("war-cards", 2, {}, 1)
    assert new_game("war-cards", 2, {"two_players": True}, 1).players == 2
    with pytest.raises(OptionError, match="not 7"):
        new_game("war-cards", 7, {"two_players": True}, 1)


def test_colours_are_wars_colours(wc) -> None:
    game = wc.game(3, colours="green,red,white")
    assert game.colour_ids() == ["green", "red", "white"]
    assert [game.player_name(p) for p in range(3)] == ["Green", "Red", "White"]
    assert wc.game(4).colour_ids() == ["blue", "yellow", "red", "black"]
    with pytest.raises(OptionError, match="unknown colour 'pink'"):
        wc.game(3, colours="green,red,pink")
    with pytest.raises(OptionError, match="must name 3 different colours"):
        wc.game(3, colours="green,green,red")


@pytest.mark.parametrize(
    ("players", "sizes"), [(2, [21, 21]), (3, [14] * 3), (4, [11, 11, 10, 10]), (5, [9, 9, 8, 8, 8])]
)
def test_territory_cards_are_dealt_evenly_from_the_generals_left(wc, players: int, sizes: list[int]) -> None:
    """002, Territory Cards: "shuffled and evenly distributed among players"; decision 4: dealt one by
    one from the General's left, so the extra cards of an uneven deal go to the players after the General."""
    for seed in range(5):
        game = wc.game(players, seed)
        s = game.state
        counts = Counter(s.owner)
        order = [(s.general + 1 + k) % players for k in range(players)]
        assert [counts[p] for p in order] == sizes
        assert s.territory_count == [counts[p] for p in range(players)]
        assert sorted(counts) == list(range(players))


def test_territory_cards_are_face_up(wc) -> None:
    """002, Territory Cards: "open and face up in front of each player": every view shows every holder."""
    game = wc.game(4)
    for viewer in [None, 0, 1, 2, 3]:
        view = game.view(viewer)
        assert {sid: t["owner"] for sid, t in view["territories"].items()} == game.snapshot()["owner"]


def test_the_deal_depends_on_the_seed(wc) -> None:
    a, b = wc.game(4, 1).snapshot(), wc.game(4, 2).snapshot()
    assert a["owner"] != b["owner"] and a["dice_pile"] != b["dice_pile"]
    assert wc.game(4, 1).snapshot() == a


def test_one_secret_objective_card_each(wc) -> None:
    """002, Objective Cards: one each, by draw, kept secret until the end of the game."""
    game = wc.game(5, seed=3)
    s = game.state
    assert len(set(s.objective_cards)) == 5
    for p in range(5):
        view = game.view(p)
        card = game.content.objective_cards[s.objective_cards[p]]
        assert view["objective"]["card"] == card.id
        others = [game.content.objective_cards[s.objective_cards[q]].id for q in range(5) if q != p]
        text = json.dumps(view)
        assert not any(f'"{c}"' in text for c in others)
    assert game.view(None)["objective"] is None


@pytest.mark.parametrize(("players", "which"), [(2, "few"), (3, "few"), (4, "many"), (5, "many"), (6, "many")])
def test_the_objective_that_applies_depends_on_the_number_of_players(wc, players: int, which: str) -> None:
    """002, Objective Cards: "Follow one of the objectives, according to the number of players";
    decision 3: the first objective of a card for 2 or 3 players, the second for 4 to 6."""
    game = wc.game(players, seed=7)
    s, content = game.state, game.content
    for p in range(players):
        card = content.objective_cards[s.objective_cards[p]]
        assert content.objectives[s.objectives[p]] == getattr(card, which)


def test_objective_cards_hold_two_objectives_each(wc) -> None:
    game = wc.game(4)
    cards = game.content.objective_cards
    assert len(cards) == 14
    assert all(card.few.id != card.many.id for card in cards)
    assert all(card.few.kind != "destroy" for card in cards), "no destroy objective for 2 or 3 players"
    assert sorted(card.many.colour for card in cards if card.many.kind == "destroy") == sorted(
        c.id for c in game.content.colours
    )


def test_the_general_is_drawn_and_starts_the_first_round(wc) -> None:
    """002, The Game: "The player who will start the first round is chosen by draw. He will keep the General"."""
    generals = set()
    for seed in range(30):
        game = wc.game(4, seed)
        assert game.state.turn == game.state.general == game.current_player()
        assert game.view(None)["general"] == game.state.general
        generals.add(game.state.general)
        assert any(e.kind == "draw" and e.data["reason"] == "General card" for e in game.log.since(0))
    assert generals == {0, 1, 2, 3}


@pytest.mark.parametrize(("players", "cards"), [(2, 10), (3, 7), (4, 5), (6, 3)])
def test_the_first_round_deals_dice_cards_only(wc, players: int, cards: int) -> None:
    """002, The Game: territory cards // 2 dice cards at the beginning of each round (the first too), at
    least 3; special cards are won from the second round on (decision 6)."""
    game = wc.game(players, seed=2)
    s = game.state
    for p in range(players):
        assert len(s.hands[p]) == max(3, s.territory_count[p] // 2)
        assert all(c.startswith("d") for c in s.hands[p])
    if players in (3, 6):
        assert all(len(h) == cards for h in s.hands)
    assert len(s.special_pile) == 14 and s.dice_pile and not s.dice_discard


def test_the_piles_are_shuffled(wc) -> None:
    game = wc.game(4, 5)
    s = game.state
    ordered = [d.id for d in game.content.dice_cards]
    in_hands = {c for h in s.hands for c in h}
    assert s.dice_pile != [c for c in ordered if c not in in_hands]
    assert sorted(s.special_pile) == sorted(game.content.special_cards)
    assert s.special_pile != list(game.content.special_cards)


def test_a_different_deck_file(wc, tmp_path: Path) -> None:
    """The issue: the reconstructed deck is data, and the game plays with a different deck file."""
    deck = {
        "format": "warroom-war-cards-deck",
        "version": 1,
        "provenance": {"kind": "reconstructed", "reasoning": "a test deck"},
        "cards": [{"attack": [6, 5, 4], "defence": [3, 2, 1]}] * 30 + [[[2, 2, 1], [6, 6, 6]]] * 30,
        "specials": [{"kind": "blitz", "count": 5}, {"kind": "spy", "count": 1}],
    }
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    game = wc.game(4, deck_file=str(path))
    content = game.content
    assert content.deck_source == str(path)
    assert len(content.dice_cards) == 60 and content.dice_cards[0].id == "d01"
    assert content.dice_of["d31"].attack == (2, 2, 1) and content.dice_of["d31"].defence == (6, 6, 6)
    assert content.special_cards == ("blitz-1", "blitz-2", "blitz-3", "blitz-4", "blitz-5", "spy-1")
    assert sorted(wc.cards_everywhere(game)) == wc.all_cards(game)
    # without 'specials' the packaged special cards are used
    del deck["specials"]
    path.write_text(json.dumps(deck), encoding="utf-8")
    path2 = tmp_path / "deck2.json"
    path2.write_text(json.dumps(deck), encoding="utf-8")
    assert len(wc.game(4, deck_file=str(path2)).content.special_cards) == 14


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ({"cards": []}, "warroom-war-cards-deck"),
        ({"format": "warroom-war-cards-deck", "cards": []}, "non-empty list of cards"),
        ({"format": "warroom-war-cards-deck", "cards": [{"attack": [7, 1, 1], "defence": [1, 1, 1]}]}, "1 to 6"),
        (
            {"format": "warroom-war-cards-deck", "cards": [[[1, 1, 1], [1, 1, 1]]], "specials": [{"kind": "nuke"}]},
            "unknown special card 'nuke'",
        ),
    ],
)
def test_a_bad_deck_file_is_refused(wc, tmp_path: Path, deck: dict, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    with pytest.raises(Exception, match=message):
        wc.game(4, deck_file=str(path))
    with pytest.raises(OptionError, match="cannot read the deck file"):
        wc.game(4, deck_file=str(tmp_path / "missing.json"))
