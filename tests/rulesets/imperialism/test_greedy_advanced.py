"""The greedy War! Age of Imperialism player's Advanced play (greedy_advanced.py, issue 28): it knows the
native markers seen (the state's ``native_seen``, in the views), explores only where a try is worth an
explorer, keeps one explorer, westernizes before it builds, researches only what pays back; ``greedy-v1``
plays as before, and Basic and Standard games are the same for both."""

from __future__ import annotations

from imperialism_helpers import blank, build, idx, marker, own

from warroom.agents import make_agent
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.actions import Buy, EndMovement, Explore, Move, Research, Westernize
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_advanced import success_chance, turns_left


def others(g: ImperialismGame) -> None:
    own(g, "kenya", 1, inf=1)
    own(g, "siam", 2, inf=1)


def choices(g: ImperialismGame) -> tuple[object, object]:
    """What the new and the old player choose for seat 0."""
    return (
        make_agent("greedy", g.ruleset_id, 0).choose(g, 0),
        make_agent("greedy-v1", g.ruleset_id, 0).choose(g, 0),
    )


def seen(g: ImperialismGame, region: str, number: str) -> None:
    """``region``'s marker was turned up for all (a failed exploration), then back face down."""
    marker(g, region, number)
    g.state.native_seen.add(idx(g, region))


def test_the_chance_of_an_explorer() -> None:
    assert success_chance(2) == 1.0
    assert success_chance(10) == 6 / 36
    assert success_chance(12) == 1 / 36


def test_an_explorer_does_not_walk_into_a_hopeless_native_region() -> None:
    """Spain's 12 was seen (a try succeeds once in 36): the old player walks in again, the new does not."""
    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=1, explorer=1)
    marker(g, "spain", "12")
    seen(g, "spain", "12")
    new, old = choices(g)
    assert old == Move("explorer", 1, "france", "spain")
    assert new != old and not (isinstance(new, Move) and new.kind == "explorer")
    # A marker never seen is worth a try.
    g2 = blank("advanced", 3)
    others(g2)
    own(g2, "france", 0, inf=1, explorer=1)
    marker(g2, "spain", "12")
    assert choices(g2) == (Move("explorer", 1, "france", "spain"),) * 2


def test_no_exploration_of_a_remembered_twelve() -> None:
    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=1, explorer=1)
    marker(g, "spain", "12")
    seen(g, "spain", "12")
    g.apply(Move("explorer", 1, "france", "spain"))
    g.apply(EndMovement())
    new, old = choices(g)
    assert old == Explore("spain")
    assert not isinstance(new, Explore)


def test_westernizes_before_it_builds() -> None:
    """An unwesternized region may be incited to revolt (25 - its rating): the new player westernizes it
    first; the old one spends on something else first (research, a factory)."""
    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=2)
    own(g, "spain", 0, inf=1)
    own(g, "germany", 0, inf=1)
    build(g, "france", "city")
    g.state.native[idx(g, "spain")] = "10"
    g.state.native_up[idx(g, "spain")] = True
    g.state.phase = "production"
    g.state.pp[0] = 50
    new, old = choices(g)
    assert new == Westernize("spain")
    assert old != Westernize("spain")


def _research_position(factories: int, developed: int) -> ImperialismGame:
    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=2)
    build(g, "france", "city", "school")
    for region in ("spain", "germany", "italy", "morocco")[:factories]:
        own(g, region, 0, inf=1)
        build(g, region, "factory")
    for region in ("scandinavia", "great-britain", "egypt", "algeria", "tripoli")[:developed]:
        marker(g, region, None, 4)
        own(g, region, 0, inf=1)
        g.state.resource_up[idx(g, region)] = True
    g.state.phase = "production"
    g.state.pp[0] = 60
    return g


def test_researches_only_what_pays_back() -> None:
    """One factory and no developed resource: Industry 1 would add nothing; the old player tries it (or
    Rifles), the new one does not. Four factories and five developed resources: 20 PP a round for the
    turns left, well worth it."""
    new, old = choices(_research_position(1, 0))
    assert isinstance(old, Research)
    assert not isinstance(new, Research)
    new, _ = choices(_research_position(4, 5))
    assert isinstance(new, Research) and new.tech == "industry-1", new
    # Industry learned to the end: nothing else pays (Education, Rifles...).
    g = _research_position(4, 5)
    g.state.techs[0] = ["industry-1", "industry-2", "industry-3"]
    new, _ = choices(g)
    assert not isinstance(new, Research), new


def test_one_explorer_at_a_time_in_the_advanced_game() -> None:
    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=1, explorer=1)
    build(g, "france", "city")
    marker(g, "spain", "6")
    g.state.phase = "production"
    g.state.pp[0] = 40
    new, old = choices(g)
    assert old == Buy("explorer", "france")
    assert new != Buy("explorer", "france")
    assert make_agent("greedy:explorers=2", g.ruleset_id, 0).choose(g, 0) == Buy("explorer", "france")


def test_turns_left() -> None:
    g = blank("advanced", 3)
    assert turns_left(g, 3) == int(g.options["turns"]) - 3
    g.options["end"] = "time"
    assert turns_left(g, 3) == 5


def _history(level: str, spec: str, seed: int) -> list[tuple[str, dict[str, object]]]:
    g = new_game(f"imperialism-{level}", 2, {}, seed)
    agents = [make_agent(spec, g.ruleset_id, 10 * seed + s) for s in range(2)]
    while not g.is_over():
        seat = g.current_player()
        assert seat is not None
        g.apply(agents[seat].choose(g, seat))
    return [(e.kind, e.data) for e in g.log.since(0)]


def test_basic_and_standard_games_are_the_same_for_greedy_and_greedy_v1() -> None:
    for level in ("basic", "standard"):
        assert _history(level, "greedy", 4) == _history(level, "greedy-v1", 4), level
    assert _history("advanced", "greedy", 4) != _history("advanced", "greedy-v1", 4)
