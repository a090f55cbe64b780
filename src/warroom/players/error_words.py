"""The words of the refusals of an agent spec (``AgentError``: ``--seat ai:SPEC``, ``--agents``) in every
language. Agent names, parameter names and the values given stay as typed."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

AGENT_ERROR_WORDS: Catalogue = {
    # Reading a spec (players/base.py).
    "agent.error.spec_long": {
        "en": "agent spec {spec} is too long (at most {limit} characters)",
        "pt": "a especificação de agente {spec} é longa demais (no máximo {limit} caracteres)",
    },
    "agent.error.empty_name": {
        "en": "empty agent name in spec {spec}",
        "pt": "nome de agente vazio na especificação {spec}",
    },
    "agent.error.bad_parameter": {
        "en": "bad parameter {part} in agent spec {spec} (expected key=value)",
        "pt": "parâmetro inválido {part} na especificação de agente {spec} (esperado chave=valor)",
    },
    "agent.error.twice": {
        "en": "parameter {key} given twice in agent spec {spec}",
        "pt": "parâmetro {key} dado duas vezes na especificação de agente {spec}",
    },
    "agent.error.no_parameter": {
        "en": "agent {name} has no parameter {key} (parameters: {known})",
        "pt": "o agente {name} não tem o parâmetro {key} (parâmetros: {known})",
    },
    "agent.error.kind": {
        "en": "parameter {key} of agent {name} must be {kind}, got {value}",
        "pt": "o parâmetro {key} do agente {name} deve ser {kind}, não {value}",
    },
    "agent.error.finite": {
        "en": "{name}: {key} must be a finite number, got {value}",
        "pt": "{name}: {key} deve ser um número finito, não {value}",
    },
    "agent.error.too_large_whole": {
        "en": "{name}: {key} must be a whole number of at most {limit} either way, got {value}",
        "pt": "{name}: {key} deve ser um número inteiro de no máximo {limit} para mais ou para menos, não {value}",
    },
    "agent.error.too_large": {
        "en": "{name}: {key} must be a number of at most {limit} either way, got {value}",
        "pt": "{name}: {key} deve ser um número de no máximo {limit} para mais ou para menos, não {value}",
    },
    "agent.error.max_iters": {
        "en": "max_iters must be a whole number above 0 or None, got {value}",
        "pt": "max_iters deve ser um número inteiro acima de 0 ou None, não {value}",
    },
    "agent.error.max_time_s": {
        "en": "max_time_s must be a finite number of seconds above 0 or None, got {value}",
        "pt": "max_time_s deve ser um número finito de segundos acima de 0 ou None, não {value}",
    },
    "agent.error.unknown": {
        "en": "unknown agent {name} (known: {known})",
        "pt": "agente desconhecido {name} (conhecidos: {known})",
    },
    "agent.error.ruleset": {
        "en": "agent {name} does not play {ruleset} (it plays: {supported})",
        "pt": "o agente {name} não joga {ruleset} (ele joga: {supported})",
    },
    # A parameter out of its range: "{agent}: {key} must be {what}, got {value}".
    "agent.error.range": {
        "en": "{agent}: {key} must be {what}, got {value}",
        "pt": "{agent}: {key} deve ser {what}, não {value}",
    },
    "agent.error.range_between": {
        "en": "{agent}: {key} must be from {low} to {high}, got {value}",
        "pt": "{agent}: {key} deve ir de {low} a {high}, não {value}",
    },
    "agent.what.chance": {"en": "a chance from 0 to 1", "pt": "uma chance de 0 a 1"},
    "agent.what.value": {"en": "a value from 0 to {high}", "pt": "um valor de 0 a {high}"},
    "agent.what.zero_or_one": {"en": "0 or 1", "pt": "0 ou 1"},
    "agent.what.seat": {
        "en": "a seat from 0 to {high}, or -1 for none",
        "pt": "um assento de 0 a {high}, ou -1 para nenhum",
    },
    "agent.what.conquests": {"en": "0 (no limit) to {high}", "pt": "de 0 (sem limite) a {high}"},
    "agent.what.iterations": {
        "en": "a whole number of iterations from 0 (none) to {high}",
        "pt": "um número inteiro de iterações de 0 (nenhuma) a {high}",
    },
    "agent.what.seconds": {
        "en": "a finite number of seconds from 0 (none) to {high}",
        "pt": "um número finito de segundos de 0 (nenhum) a {high}",
    },
    "agent.what.decisions": {
        "en": "a whole number of decisions from 0 to {high}",
        "pt": "um número inteiro de decisões de 0 a {high}",
    },
    "agent.what.candidates": {
        "en": "a whole number of candidates from 2 to {high}",
        "pt": "um número inteiro de candidatos de 2 a {high}",
    },
    "agent.what.finite": {"en": "a finite number from 0 to {high}", "pt": "um número finito de 0 a {high}"},
    "agent.what.standard_errors": {
        "en": "a finite number of standard errors from 0 to {high}",
        "pt": "um número finito de erros-padrão de 0 a {high}",
    },
    "agent.what.replans": {
        "en": "a whole number of re-plans from 0 to {high}",
        "pt": "um número inteiro de replanejamentos de 0 a {high}",
    },
    "agent.what.turns": {
        "en": "a whole number of turns from 0 (to the end of the game) to {high}",
        "pt": "um número inteiro de turnos de 0 (até o fim do jogo) a {high}",
    },
    # Agents' own checks.
    "agent.error.iters_whole": {
        "en": "{agent}: 'iters' must be a whole number of iterations, got {value}",
        "pt": "{agent}: 'iters' deve ser um número inteiro de iterações, não {value}",
    },
    "agent.error.no_budget": {
        "en": "{agent} needs a budget: 'iters' above 0 and/or 'time' above 0 seconds (got both 0)",
        "pt": "{agent} precisa de um orçamento: 'iters' acima de 0 e/ou 'time' acima de 0 segundos (os dois são 0)",
    },
    "agent.error.plans_others": {
        "en": "plans: others must be 'greedy' or 'plans', not {value}",
        "pt": "plans: others deve ser 'greedy' ou 'plans', não {value}",
    },
    "agent.error.aoi_greedy": {
        "en": "greedy needs invade and attack in [0, 1], armies >= 0 and explorers >= 0",
        "pt": "greedy precisa de invade e attack em [0, 1], armies >= 0 e explorers >= 0",
    },
    "agent.error.aoi_complete": {
        "en": "greedy: complete must name a global region ({known}), not {value}",
        "pt": "greedy: complete deve nomear uma região global ({known}), não {value}",
    },
}

register_catalogue("agent_errors", AGENT_ERROR_WORDS)
