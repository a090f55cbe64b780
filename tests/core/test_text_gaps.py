"""Gaps the completeness tests (test_text_complete.py) do not see: a phase id a view shows without its words,
a Portuguese template left in English, "(s)" plurals instead of agreeing nouns, and the contractions
Portuguese requires ("em o navio" is "no navio")."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from warroom.core.contractions import contract
from warroom.core.registry import get_ruleset, list_rulesets, new_game
from warroom.core.ruleset_words import family
from warroom.core.text import Msg, catalogues, known, register_catalogue, render

#: Templates whose Portuguese is rightly the English, each with why. A template of fields, numbers and
#: punctuation only (no word of two letters or more outside its fields) needs no entry.
SAME_IN_PT = {
    "aoi.pp": "PP, production points, is the rulebook's abbreviation in both languages",
    "aoi.table.pp": "PP, as above (the terminal's column)",
    "war_cards.special.blitz": "Blitz: a card's proper name, printed so on the Brazilian card",
    "war_cards.screen.general": "General: the same word in Portuguese (the army rank)",
    "ww4.nation.red": "Imperio de Sangre: a nation's proper name, Spanish in the rulebook",
    "ww4.card.tsunami": "Tsunami: the same word in Portuguese",
    "ww4.card.embargo": "Embargo: the same word in Portuguese",
    "server.error.action_problem": "'action' {problem}: the field's name, then its problem in the reader's words",
    "odds.system.cards": "War Cards: the game's name, printed so on the Brazilian box",
    "odds.system.ww4": "World War IV: the game's name, English in the rulebook",
    "board.what.space_n": "spaces[{i}]: the file's own key, as written",
    "board.what.group_n": "groups[{i}]: the file's own key, as written",
    "cli.metavar.id": "ID: a ruleset's id, the same abbreviation in Portuguese",
    "cli.metavar.host": "HOST: a network host, the word Portuguese technical text uses",
    "cli.metavar.wave": "N|match: a count or the value 'match' as typed",
}
#: A word of two letters or more: what a translation changes.
_WORD = re.compile(r"[^\W\d_]{2,}")
#: A plural in brackets: "unidade(s)", "field(s)", "colony(ies)".
_BRACKETED_PLURAL = re.compile(r"\w\((?:s|es|ies)\)")
#: Option values that make a ruleset show more of its phases (War! Age of Imperialism's battle decisions).
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "imperialism-basic": [{}, {"battle_choices": "each-roll"}, {"purchase": "plan-and-reveal"}],
    "imperialism-standard": [{}, {"battle_choices": "each-roll"}],
    "imperialism-advanced": [{}, {"battle_choices": "each-roll"}],
}


def _load_all() -> dict[str, dict[str, dict[str, str]]]:
    """Every catalogue, the rulesets' and the front ends' registered."""
    import warroom.cli.main  # (the terminal's catalogues)
    import warroom.server.app  # noqa: F401  (the server's)

    for ruleset_id in _ruleset_ids():
        get_ruleset(ruleset_id)
    return {owner: dict(catalogue) for owner, catalogue in catalogues().items()}


def _ruleset_ids() -> list[str]:
    """The installed rulesets warroom ships (not the tests' toy ones, which have no words)."""
    ids = [getattr(info, "id", info) for info in list_rulesets()]
    return [i for i in ids if getattr(get_ruleset(i).factory, "__module__", "").startswith("warroom.rulesets.")]


def _words(template: str) -> list[str]:
    """The words of a template outside its fields."""
    return _WORD.findall(re.sub(r"\{[^{}]*\}", " ", template))


def test_no_portuguese_template_is_left_in_english() -> None:
    same = []
    for owner, catalogue in _load_all().items():
        for key, entry in catalogue.items():
            if entry.get("pt") == entry.get("en") and _words(entry["en"]) and key not in SAME_IN_PT:
                same.append(f"{owner}: {key} = {entry['en']!r}")
    assert not same, "Portuguese identical to the English (translate it, or add the key to SAME_IN_PT):\n" + "\n".join(
        same
    )


def test_the_allowlist_holds_only_templates_that_are_the_same() -> None:
    entries = {key: entry for catalogue in _load_all().values() for key, entry in catalogue.items()}
    for key in SAME_IN_PT:
        assert key in entries and entries[key]["pt"] == entries[key]["en"], key


def test_no_template_brackets_a_plural() -> None:
    found = [
        f"{owner}: {key} ({lang}) {text!r}"
        for owner, catalogue in _load_all().items()
        for key, entry in catalogue.items()
        for lang, text in entry.items()
        if _BRACKETED_PLURAL.search(text)
    ]
    assert not found, "use a Noun that agrees with its count:\n" + "\n".join(found)


def _phase_ids(ruleset_id: str, options: dict[str, Any], seed: int, steps: int) -> set[str]:
    """The phase and step ids, and interrupt kinds, the spectator's view shows along a random game."""
    ruleset = get_ruleset(ruleset_id)
    game = new_game(ruleset_id, ruleset.min_players, options, seed)
    rng = random.Random(seed)
    shown: set[str] = set()
    for _ in range(steps):
        view = game.view(None)
        for key in ("phase", "step"):
            if isinstance(view.get(key), str):
                shown.add(view[key])
        interrupt = view.get("interrupt")
        if isinstance(interrupt, dict) and isinstance(interrupt.get("kind"), str):
            shown.add(interrupt["kind"])
        if game.is_over():
            break
        game.apply(rng.choice(list(game.legal_actions())))
    return shown


@pytest.mark.parametrize("ruleset_id", _ruleset_ids())
def test_every_phase_a_view_shows_has_its_words(ruleset_id: str) -> None:
    shown: set[str] = set()
    for options in VARIANTS.get(ruleset_id, [{}]):
        for seed in range(3):
            shown |= _phase_ids(ruleset_id, options, seed, 1200)
    assert shown
    missing = sorted(p for p in shown if not known(f"{family(ruleset_id)}.phase.{p}"))
    assert not missing, f"{ruleset_id}: phases without words: {missing}"


def test_the_battle_interrupt_is_reached() -> None:
    """Not vacuous: War! Age of Imperialism's battle decisions show the phase "battle" the review found
    unworded once its key was deleted."""
    shown = set()
    for seed in range(3):
        shown |= _phase_ids("imperialism-basic", {"battle_choices": "each-roll"}, seed, 1200)
    assert "battle" in shown, shown


@pytest.mark.parametrize(
    ("before", "value", "contracted"),
    [
        (
            "Embarcar 1 infantaria de Kamchatka em ",
            "o navio em Pacífico Norte",
            "de Kamchatka no navio em Pacífico Norte",
        ),
        ("Desembarcar 1 explorador de ", "o navio em Mar de Coral", "explorador do navio em Mar de Coral"),
        ("Em ", "a Índia", "Na Índia"),
        ("as colônias de ", "as ilhas", "as colônias das ilhas"),
        ("por ", "o mar", "pelo mar"),
    ],
)
def test_portuguese_contracts_preposition_and_article(before: str, value: str, contracted: str) -> None:
    """Where a template's preposition meets an article that begins its parameter, Portuguese contracts them;
    English never does."""
    assert contracted in "".join(contract(before, value, "pt"))
    assert contract(before, value, "en") == (before, value)


def test_contractions_never_rewrite_the_words_inside_a_parameter() -> None:
    """Only the join between a template and its parameter contracts: a person's name ("Ana de a Silva"), or
    a template whose own words hold "de a", is left as written."""
    register_catalogue("test-contractions", {"test.who": {"en": "{who} of {what}", "pt": "{who} de {what}"}})
    said = render(Msg("test.who", who="Ana de a Silva", what="o Brasil"), "pt")
    assert said == "Ana de a Silva do Brasil"
    assert render(Msg("test.who", who="Ana", what="Rio"), "pt") == "Ana de Rio"


def test_labels_read_with_contractions() -> None:
    """An AoI embarkation in Portuguese reads "no navio", a landing "do navio" (the ship's words carry the
    article, the template the preposition)."""
    game = new_game("imperialism-basic", 3, {}, 2)
    rng = random.Random(2)
    said: dict[str, str] = {}
    for _ in range(3000):
        if game.is_over() or len(said) == 2:
            break
        for action in game.legal_actions():
            kind = type(action).__name__
            if kind in ("Embark", "Land") and kind not in said:
                said[kind] = game.describe(action, "pt")
        game.apply(rng.choice(list(game.legal_actions())))
    assert set(said) == {"Embark", "Land"}, said
    assert " no navio" in said["Embark"] and " em o " not in said["Embark"], said
    assert " do navio" in said["Land"] and " de o " not in said["Land"], said


def test_counted_nouns_agree_in_portuguese() -> None:
    """ "1 navio contra 2", not "1 navios contra 2" (a sea battle's ships agree with their count)."""
    from warroom.core.log import Event

    game = new_game("imperialism-basic", 3, {}, 1)
    data = {"attackers": ["blue"], "defenders": ["red"], "ships": [1, 2], "sea": "north-pacific", "outcome": "attacker"}
    told = game.narrate(Event("sea_battle", data, 0), None, 0)
    assert told is not None
    assert "(1 navio contra 2)" in game.say(told, "pt")
    assert "(1 ship against 2)" in game.say(told, "en")
    many = game.narrate(Event("sea_battle", {**data, "ships": [3, 1]}, 0), None, 0)
    assert many is not None and "(3 navios contra 1)" in game.say(many, "pt")
