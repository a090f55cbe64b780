"""A PettingZoo AEC environment over any warroom ruleset (docs/rl.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.rl.encoders import ActionEncoder, encoder_for
from warroom.rl.observe import Observer, observer_for

#: Seeds drawn for new games are below this bound (warroom seeds are whole numbers >= 0).
SEED_BOUND = 2**31


def agent_name(seat: int) -> str:
    """The PettingZoo agent name of ``seat``: ``player_0``, ``player_1``, ..."""
    return f"player_{seat}"


class WarroomAECEnv(AECEnv):  # type: ignore[misc]
    """One warroom game as an AEC environment: the agent selected is the seat whose decision it is.

    Actions are indices into the ruleset's fixed Discrete space; ``observe(agent)["action_mask"]`` has a 1
    exactly at the indices legal now. Rewards come only at the end: each winner gets 1/k (k winners),
    everyone else 0. A game stopped by ``max_steps`` is truncated for every agent, with no reward.
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "warroom_v0", "is_parallelizable": False}

    def __init__(
        self,
        ruleset_id: str,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        max_steps: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.ruleset = get_ruleset(ruleset_id)
        self.players = players
        self.game_options = dict(options or {})
        self.max_steps = max_steps
        self.render_mode = render_mode
        self._seed = seed
        self.np_random = np.random.default_rng(seed)
        # A first game fixes the spaces (they depend on the ruleset, board, deck and player count only).
        self.game: Game = self.ruleset.new_game(players, self.game_options, 0 if seed is None else seed)
        self.encoder: ActionEncoder = encoder_for(self.game)
        self.observer: Observer = observer_for(self.game)
        self.possible_agents = [agent_name(p) for p in range(players)]
        self.agents = list(self.possible_agents)
        self._action_space = spaces.Discrete(self.encoder.size)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, np.inf, (self.observer.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.encoder.size,), np.int8),
            }
        )
        self.observation_spaces = {a: self._observation_space for a in self.possible_agents}
        self.action_spaces = {a: self._action_space for a in self.possible_agents}
        self._table: dict[int, Action] | None = None
        self.steps = 0
        self._start(self.game)

    # -- spaces ----------------------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space, the same for every agent: the observation vector and the action mask."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space, the same for every agent: a Discrete space of the encoder's indices."""
        return self._action_space

    # -- the game --------------------------------------------------------------------------------------

    def _start(self, game: Game) -> None:
        self.game = game
        self._table = None
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = agent_name(self._seat_to_play())

    def _seat_to_play(self) -> int:
        seat = self.game.current_player()
        return 0 if seat is None else seat

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game with ``seed``, or with a seed drawn from the env's generator.

        ``options`` is accepted for the PettingZoo API and ignored: game options are fixed at construction.
        """
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self.np_random.integers(0, SEED_BOUND))
        self._start(self.ruleset.new_game(self.players, self.game_options, game_seed))

    def legal_table(self) -> dict[int, Action]:
        """Index -> game action for the decision now (cached until the next step)."""
        if self._table is None:
            self._table = self.encoder.table(self.game, self.game.legal_actions())
        return self._table

    def action_mask(self, agent: str) -> Any:
        """1 at each index legal now for ``agent``, 0 elsewhere; all 0 unless it is the agent selected and still
        in the game."""
        mask = np.zeros(self.encoder.size, dtype=np.int8)
        if agent == self.agent_selection and not (self.terminations.get(agent) or self.truncations.get(agent)):
            mask[list(self.legal_table())] = 1
        return mask

    def decode(self, index: int) -> Action:
        """The game action of ``index`` now; ValueError if the index is not legal now."""
        table = self.legal_table()
        action = table.get(int(index))
        if action is None:
            raise ValueError(
                f"action index {index} is not legal now for {self.agent_selection} "
                f"({len(table)} legal indices of {self.encoder.size}; see observation['action_mask'])"
            )
        return action

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent``'s seat sees: the encoded view (``observation``) and its ``action_mask``."""
        seat = self.possible_agents.index(agent)
        view = self.game.view(seat)
        return {"observation": self.observer.encode(view, seat), "action_mask": self.action_mask(agent)}

    def step(self, action: int | None) -> None:
        """Play action index ``action`` for the agent selected and select the next; at the game's end each winner
        is rewarded 1/k, and past ``max_steps`` every agent is truncated."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose an action index, not None")
        self.game.apply(self.decode(action))
        self._table = None
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if self.game.is_over():
            result = self.game.result()
            winners = result.winners if result is not None else ()
            for seat in winners:
                self.rewards[agent_name(seat)] = 1.0 / len(winners)
            self.terminations = {a: True for a in self.agents}
            if result is not None:
                for a in self.agents:
                    self.infos[a] = {"result": result.to_json()}
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
        self.agent_selection = agent_name(self._seat_to_play())
        self._accumulate_rewards()

    def render(self) -> str | None:
        """With ``render_mode`` ``"ansi"``, one line: the ruleset, the round, the agent to play and the result
        once there is one; None otherwise."""
        if self.render_mode == "ansi":
            result = self.game.result()
            head = f"{self.ruleset.id} round {self.game.round_number()}, to play: {self.agent_selection}"
            return head if result is None else f"{head}; result: {result.to_json()}"
        return None

    def close(self) -> None:
        pass


def env(
    ruleset_id: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    seed: int | None = None,
    max_steps: int | None = None,
    render_mode: str | None = None,
) -> WarroomAECEnv:
    """A PettingZoo AEC environment for ``players`` seats of ``ruleset_id`` (see WarroomAECEnv)."""
    return WarroomAECEnv(ruleset_id, players, options, seed=seed, max_steps=max_steps, render_mode=render_mode)
