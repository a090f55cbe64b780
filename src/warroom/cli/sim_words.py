"""The words of ``warroom sim``'s and ``warroom replay``'s reports in every language. Ruleset ids, agent
specs, option values and paths stay as typed; seats are named as their game names them, end reasons and
moves in its words; ``--json`` is the same in every language."""

from __future__ import annotations

from warroom.cli import report_words as _shared  # noqa: F401  (registers the words the reports share)
from warroom.core.text import Catalogue, register_catalogue

SIM_WORDS: Catalogue = {
    # warroom sim
    "sim.heading": {
        "en": "{ruleset}: {games} games, {players} players, seed {seed} ({options})",
        "pt": "{ruleset}: {games} jogos, {players} jogadores, semente {seed} ({options})",
    },
    "sim.table.seats": {"en": "wins per seat", "pt": "vitórias por assento"},
    "sim.table.agents": {"en": "wins per agent", "pt": "vitórias por agente"},
    "sim.column.won": {"en": "games won", "pt": "jogos vencidos"},
    "sim.column.share": {"en": "seat share %", "pt": "parte dos assentos %"},
    "sim.length": {
        "en": "length: {rounds} rounds (min {rounds_low}, max {rounds_high}), {actions} actions (min {actions_low}, "
        "max {actions_high})",
        "pt": "duração: {rounds} rodadas (mín. {rounds_low}, máx. {rounds_high}), {actions} ações (mín. "
        "{actions_low}, máx. {actions_high})",
    },
    "sim.speed": {
        "en": "speed: {games} games/s, {actions} actions/s ({seconds} s, {jobs} {job})",
        "pt": "velocidade: {games} jogos/s, {actions} ações/s ({seconds} s, {jobs} {job})",
    },
    "sim.saves": {"en": "saves written to {path}", "pt": "jogos salvos escritos em {path}"},
    # warroom replay
    "replay.ruleset": {"en": "ruleset: {ruleset} ({title})", "pt": "jogo: {ruleset} ({title})"},
    "replay.players": {"en": "players: {count} ({names})", "pt": "jogadores: {count} ({names})"},
    "replay.seed": {"en": "seed: {seed}", "pt": "semente: {seed}"},
    "replay.options": {"en": "options: {options}", "pt": "opções: {options}"},
    "replay.no_options": {"en": "none", "pt": "nenhuma"},
    "replay.actions": {"en": "actions: {count}", "pt": "ações: {count}"},
    "replay.rounds": {"en": "rounds: {count}", "pt": "rodadas: {count}"},
    "replay.waiting": {"en": "not finished: {who} to play", "pt": "não terminou: a vez é de {who}"},
    "replay.nobody": {"en": "nobody", "pt": "ninguém"},
    "replay.verified": {
        "en": "verified: the dice and the final state match the save",
        "pt": "verificado: os dados e o estado final conferem com o jogo salvo",
    },
    "replay.commitment": {
        "en": "seed commitment verified: {commitment} is the commitment to seed {seed} with salt {salt}",
        "pt": "compromisso da semente verificado: {commitment} é o compromisso da semente {seed} com o sal {salt}",
    },
}

register_catalogue("cli.sim", SIM_WORDS)
