"""The rulesets installed, by id, and the one way to start a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from warroom.core.actions import ActionCodec
from warroom.core.board import Board
from warroom.core.errors import OptionError, UnknownRuleset, brief
from warroom.core.game import Game
from warroom.core.options import OptionSpec, resolve_options
from warroom.core.text import Msg
from warroom.core.undo import CORE_OPTIONS

#: The version of the rules the installed rulesets play. 1: warroom 0.1.0 (the golden corpus of saves);
#: 2: the rules audit's corrections, each a ruleset option whose default is the rulebook's literal reading;
#: 3: the players' own decisions (World War IV's Royal Guard and withdrawals), pinned by options the same way;
#: 4: War! Age of Imperialism's battle decisions, each roll the players' (option battle_choices);
#: 5: World War IV's reconstructed data tuned for balance (option tuning); 6: its Soldier's profile tuned;
#: 7: its Persian Empire's starting Spies (the King's guard) tuned; 8: Yellow's two extra Spies kept only where
#: the Persian Empire is played.
#: A ruleset's ``legacy`` for each older version names every option added since (version 1 includes 2's).
#: A save or a stored game records the version it was made under (see :meth:`Ruleset.legacy_options`).
RULES_VERSION = 8


@dataclass(frozen=True)
class Ruleset:
    """A game a user can start: id, title, source rulebook, player counts, options and a factory."""

    id: str
    title: str
    rulebook: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    factory: Callable[[int, dict[str, Any], int], Game]
    codec: ActionCodec
    #: Optional extra check of the player count against the options (e.g. 2 players only by option).
    check_players: Callable[[int, dict[str, Any]], None] | None = None
    #: Loads the ruleset's default board, for `warroom board show`; None for a boardless ruleset.
    board: Callable[[], Board] | None = None
    #: The option that caps the game's length in rounds (what ``--rounds`` sets).
    round_option: str = "round_limit"
    #: Per older rules version: the option values that keep a game made under it playing as it was made
    #: (the options a later rules version added, set to the behaviour of that time).
    legacy: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)

    def new_game(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> Game:
        """Create a game; raise OptionError for a bad player count or option.

        Besides its own options every ruleset accepts the core's (``CORE_OPTIONS``: ``undo``). A core
        option is named in the game's options only when it differs from its default, so a game without
        it (every save and stored game made before it existed) has exactly the options it always had.
        """
        given = dict(options or {})
        core = {}
        for spec in self.core_options():
            if spec.name in given:
                value = spec.check(given.pop(spec.name))
                if value != spec.default:
                    core[spec.name] = value
        resolved = resolve_options(self.id, self.options, given)
        if isinstance(players, bool) or not isinstance(players, int):
            raise OptionError(Msg("core.error.players_whole", value=brief(players)))
        if self.check_players is not None:
            self.check_players(players, resolved)
        elif not self.min_players <= players <= self.max_players:
            raise OptionError(
                Msg("core.error.players", game=self.id, low=self.min_players, high=self.max_players, players=players)
            )
        # Negative seeds are refused: random.Random ignores the sign, so -5 would replay seed 5's game.
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise OptionError(Msg("core.error.seed", value=brief(seed)))
        return self.factory(players, {**resolved, **core}, seed)

    def core_options(self) -> tuple[OptionSpec, ...]:
        """The core's options this ruleset accepts: all of them, but one it declares itself (its own wins)."""
        own = {spec.name for spec in self.options}
        return tuple(spec for spec in CORE_OPTIONS if spec.name not in own)

    def legacy_options(self, rules: int) -> dict[str, Any]:
        """The option values that pin the behaviour of rules version ``rules`` (empty for the current one).

        A game made under an older version replays, and plays on, with these values: every die and every
        decision comes out as it did, and the options not listed take the current rules.
        """
        if rules >= RULES_VERSION:
            return {}
        return dict(self.legacy.get(rules, {}))

    def pin_legacy(self, options: Mapping[str, Any], rules: int) -> dict[str, Any]:
        """``options`` of a game made under rules version ``rules``, with the legacy value of every option
        it does not name (an option it names, it was made with)."""
        return {**self.legacy_options(rules), **options}

    def option(self, name: str) -> OptionSpec:
        """The spec of option ``name``, the ruleset's own or the core's; OptionError if it accepts none by that name."""
        for spec in (*self.options, *self.core_options()):
            if spec.name == name:
                return spec
        raise OptionError(Msg("core.error.no_option", ruleset=self.id, name=name))


_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Make a ruleset available by its id (called by each ruleset package on import)."""
    _RULESETS[ruleset.id] = ruleset
    return ruleset


def _load_builtin() -> None:
    import warroom.rulesets  # noqa: F401  (registers the built-in rulesets)


def list_rulesets() -> list[Ruleset]:
    """Every ruleset available, built-in ones loaded first, sorted by id."""
    _load_builtin()
    return sorted(_RULESETS.values(), key=lambda r: r.id)


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with id ``ruleset_id`` (built-in ones loaded first); UnknownRuleset, naming those there
    are, if there is none."""
    _load_builtin()
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        known: str | Msg = ", ".join(sorted(_RULESETS)) or Msg("core.error.none_m")
        raise UnknownRuleset(Msg("core.error.unknown_ruleset", id=brief(ruleset_id), known=known)) from None


def new_game(ruleset_id: str, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> Game:
    """Start a game of ``ruleset_id`` for ``players`` seats with ``options`` and ``seed``."""
    return get_ruleset(ruleset_id).new_game(players, options, seed)
