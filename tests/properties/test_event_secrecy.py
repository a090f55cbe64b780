"""No event tells a seat what its view hides (docs/server.md, "Secrets"): the view-secrecy tests
(tests/server/test_secrecy.py, the rulesets' check_views) extended to what a seat is told of each event.

A seat (or a spectator, None) receives an event as ``game.public_event(event, seat)`` and, where the ruleset
has a describer, as its sentence ``event_describer(ruleset)(game, event, None, seat, "en")``: the game server
sends both (the sentence for the rulesets the browser does not word itself), the terminal table prints the
sentence. A deterministic sweep over every ruleset, and the options that add secrets (Imperialism's Plan &
Reveal, Advanced hidden resources, the 1886 scenario, two empires a seat), plays seeded games with greedy and
random seats (hypothesis would spend its time budget on a handful of games); after every action, for every
seat and a spectator, each new event is checked against what the engine's snapshot says the seat may not
know (event_secrecy_checks.py):

- no card, objective or deck order of another seat (WAR, War: Império Romano, War Cards, World War IV) is
  named in the event's JSON or its sentence, and never the seed;
- War! Age of Imperialism: with Plan & Reveal no empire's PP left ("end_purchase") or planned purchase
  reaches another seat before the reveal (CLARIFICATIONS.md item 6: "nobody sees what anyone else bought
  until everyone has finished"), and no face-down marker's value reaches a seat that did not see it turned up;
- what a seat is told depends only on what it may know: redrawing the rest (``game.determinize``, and
  Imperialism's other empires' hidden PP and plans) changes neither the JSON nor the sentence.

Events already sent are told again with every view (the server resends the last ones), and ``public_event``
may show more of an event later (Imperialism's "end_purchase" after the reveal): the events of the last
few actions and of the purchase round under way are checked again as the game goes on, wherever what a
seat is told of them has changed since they happened.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest
from event_secrecy_checks import SPACE_KEYS, Secrets, Watch, check_imperialism, check_strings, leaves, secrets

from warroom.agents import make_agent
from warroom.cli.render import event_describer
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.views import HIDDEN
from warroom.rulesets.ww4.game import WW4Game

#: Seeds this large are no count or id a view or an event has any other reason to hold.
SEED = 918_273_645_564_000
#: Events of this many past actions' worth of log are checked again after each action (every RECHECK_EVERY).
RECHECK = 40
RECHECK_EVERY = 4
#: Every this many actions, what each seat is told is compared with what a redrawn game tells it.
REDRAW_EVERY = 5


@dataclass(frozen=True)
class Case:
    """One seeded game: the ruleset, the seats, the options, each seat's style ("g" greedy, "r" uniform
    random, in turn), and the most actions played."""

    ruleset: str
    players: int
    options: tuple[tuple[str, Any], ...]
    seed: int
    styles: str
    cap: int

    @property
    def id(self) -> str:
        return f"{self.ruleset}-{self.players}p-{'-'.join(f'{k}={v}' for k, v in self.options)}-{self.seed - SEED}"


PAR = (("purchase", "plan-and-reveal"),)
SAVE = (("save_pp", True),)
#: Advanced rules off (each Advanced rule is an option, on by default): the Standard economy under them.
PLAIN = (("hidden_resources", False), ("westernizing", False), ("research", False))
CASES = [
    # SEED + 24: a game that trades under rules version 2 (SEED + 1's new objective deal ends it first).
    Case("war", 4, (("round_limit", 6),), SEED + 24, "grgr", 320),
    Case("war", 6, (("round_limit", 5),), SEED + 2, "gggrgg", 360),
    Case("war-imperio-romano", 3, (("round_limit", 6),), SEED + 3, "gr", 240),
    Case("war-imperio-romano", 4, (("round_limit", 5),), SEED + 4, "ggrg", 320),
    Case("war-cards", 4, (("round_limit", 6),), SEED + 5, "grgg", 320),
    Case("war-cards", 3, (("round_limit", 8),), SEED + 6, "ggr", 320),
    Case("imperialism-basic", 3, (("turns", 3), ("save_pp", True)), SEED + 7, "ggr", 400),
    Case("imperialism-basic", 3, (("turns", 3), *PAR), SEED + 8, "grg", 400),
    Case("imperialism-basic", 5, (("turns", 3), ("opening_placement", "usual"), *PAR), SEED + 9, "ggggr", 500),
    Case("imperialism-standard", 4, (("turns", 3), *SAVE, ("turn_order", "random"), *PAR), SEED + 10, "gggr", 500),
    Case("imperialism-standard", 2, (("turns", 3), ("two_empires", True), *PAR), SEED + 11, "gg", 400),
    Case("imperialism-standard", 6, (("turns", 3), ("turn_order", "rotating"), *SAVE, *PAR), SEED + 12, "gggggg", 600),
    Case("imperialism-advanced", 3, (("turns", 3), ("save_pp", True), *PAR), SEED + 13, "ggr", 500),
    Case("imperialism-advanced", 4, (("turns", 3), ("scenario", "1886"), *PAR), SEED + 14, "gggg", 500),
    Case("imperialism-advanced", 4, (("turns", 4), ("save_pp", True)), SEED + 15, "gggg", 500),
    Case("imperialism-advanced", 3, (("turns", 3), *PLAIN, *PAR), SEED + 16, "ggg", 400),
    Case("ww4", 3, (("round_limit", 6),), SEED + 17, "ggr", 400),
    Case("ww4", 4, (("round_limit", 5),), SEED + 18, "gggg", 400),
    Case("ww4", 5, (("round_limit", 4),), SEED + 19, "grggr", 400),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_no_event_tells_a_seat_what_its_view_hides(case: Case) -> None:
    told = Table(case).play()
    # The sweep reaches the events that carry secrets (or tell of them).
    if case.ruleset.startswith("imperialism") and dict(case.options).get("purchase") == "plan-and-reveal":
        assert told["end_purchase hidden"] > 0 and told["plan"] > 0 and told["income hidden"] > 0, told
    if case.ruleset == "war":
        assert told["card_drawn"] > 0 and told["trade"] > 0, told
    if case.ruleset == "war-cards":
        assert told["attack"] > 0 and told["battle"] > 0, told
    if case.ruleset == "ww4":
        assert told["event"] > 0, told


class Table:
    """A game played seat by seat, what each seat is told checked after every action."""

    def __init__(self, case: Case) -> None:
        self.case = case
        self.game: Game = new_game(case.ruleset, case.players, dict(case.options), case.seed)
        self.describe = event_describer(case.ruleset)
        self.seats: list[int | None] = [None, *range(case.players)]
        self.rng = random.Random(case.seed)
        self.agents = {
            p: make_agent("greedy", case.ruleset, case.seed + p)
            for p in range(case.players)
            if case.styles[p % len(case.styles)] == "g"
        }
        self.watch = Watch()
        #: Strings everyone has been shown (a card traded or played, a card moved to General Knowledge).
        self.public: set[str] = set()
        #: What each seat was told of each event when it happened (checked then): told the same again later,
        #: it learns nothing new, wherever a card it was shown has gone since.
        self.first: dict[tuple[int | None, int], tuple[dict[str, Any], str | None]] = {}
        self.told: Counter[str] = Counter()

    def play(self) -> Counter[str]:
        game = self.game
        views = {p: game.view(p) for p in self.seats}
        self.check(0, views, views, fresh=True)
        for step in range(self.case.cap):
            if game.is_over():
                break
            mark = len(game.log)
            seat = game.current_player()
            assert seat is not None
            agent = self.agents.get(seat)
            action = agent.choose(game, seat) if agent is not None else self.rng.choice(list(game.legal_actions()))
            game.apply(action)
            after = {p: game.view(p) for p in self.seats}
            self.check(mark, views, after, fresh=True)
            # Told again: the purchase round under way, and the last actions' events now and then.
            start = self.watch.round_start
            if start is not None and start < mark:
                self.check(start, after, after, fresh=False, end=mark)
            if step % RECHECK_EVERY == 0:
                self.check(max(0, mark - RECHECK), after, after, fresh=False, end=mark)
            if step % REDRAW_EVERY == 0:
                self.redrawn(mark, after)
            if isinstance(game, ImperialismGame):
                self.watch.after(after, mark)
            views = after
        return self.told

    def sentence(self, game: Game, event: Event, seat: int | None) -> str | None:
        return self.describe(game, event, None, seat, "en") if self.describe is not None else None

    def check(
        self,
        start: int,
        before: dict[int | None, dict[str, Any]],
        after: dict[int | None, dict[str, Any]],
        fresh: bool,
        end: int | None = None,
    ) -> None:
        """Check what every seat is told of the events from ``start`` (to ``end``, else the last); ``before``
        and ``after``: the views before and after the action that logged the ``fresh`` ones."""
        game = self.game
        events = game.log.since(start)[: None if end is None else end - start]
        if not events:
            return
        seed = str(game.seed)
        for seat in self.seats:
            found: Secrets | None = None  # drawn from the snapshot when first needed
            for index, event in enumerate(events, start):
                shown = game.public_event(event, seat)
                if shown is None:
                    continue
                sentence = self.sentence(game, event, seat)
                if fresh:
                    self.first[(seat, index)] = (shown, sentence)
                elif self.first.get((seat, index)) == (shown, sentence):
                    continue
                where = f"{self.case.id}, action {event.action_index}, seat {seat}"
                assert seed not in str(shown) and seed not in (sentence or ""), f"{where}: the seed"
                found = found if found is not None else secrets(game, seat, after[seat])
                check_strings(found, shown, sentence, self.public, where)
                if isinstance(game, ImperialismGame):
                    views = (before[seat], after[seat])
                    start_of_round = self.watch.round_start
                    this_round = fresh or (start_of_round is not None and index >= start_of_round)
                    check_imperialism(game, self.watch, seat, shown, sentence, views, fresh, this_round)
                if fresh and seat is not None:
                    self.count(game, event, seat, after[seat])
        if fresh:
            for event in events:
                spectator = game.public_event(event, None)
                self.public |= {text for key, text in leaves(spectator) if key not in SPACE_KEYS}

    def count(self, game: Game, event: Event, seat: int, view: dict[str, Any]) -> None:
        """Tally the events the sweep reached, a Plan & Reveal one when another empire's PP are hidden."""
        kind = event.kind
        if isinstance(game, ImperialismGame) and kind in ("end_purchase", "income"):
            rows = {row["colour"]: row["pp"] for row in view["empires"]}
            if rows.get(event.data["empire"]) == HIDDEN:
                kind += " hidden"
        self.told[kind] += 1

    def redrawn(self, mark: int, views: dict[int | None, dict[str, Any]]) -> None:
        """What each seat is told of the last action's events is the same in a game where everything it may
        not know is drawn anew: ``public_event`` and the describers read nothing else."""
        game = self.game
        events = game.log.since(mark)
        for seat in self.seats:
            other = redraw(game, seat, views[seat], self.rng)
            if other is None:
                continue
            for event in events:
                where = f"{self.case.id}, action {event.action_index}, seat {seat}, {event.kind}"
                assert other.public_event(event, seat) == game.public_event(event, seat), f"{where}: JSON"
                assert self.sentence(other, event, seat) == self.sentence(game, event, seat), f"{where}: sentence"


def redraw(game: Game, seat: int | None, view: dict[str, Any], rng: random.Random) -> Game | None:
    """A copy of ``game`` in which what ``seat`` may not know is drawn anew (None where the ruleset cannot
    redraw for a spectator: the WAR family draws for a seat)."""
    other: Game
    if isinstance(game, ImperialismGame | WW4Game):
        other = game.determinize(seat if seat is not None else game.players, rng)
    elif seat is None:
        return None
    else:
        other = game.determinize(seat, rng)
    if isinstance(other, ImperialismGame):
        # Plan & Reveal: the other empires' PP (hidden in the view) and plans, changed.
        s = other.state
        for e, row in enumerate(view["empires"]):
            if row["pp"] == HIDDEN:
                s.pp[e] += 1 + rng.randrange(50)
            if s.seat_of[e] != seat:
                s.planned[e] = s.planned[e][::-1][:1]
    return other
