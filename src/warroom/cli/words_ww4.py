"""The words of World War IV's terminal view (cli/render_ww4.py) in English and Portuguese, registered as
the catalogue ``cli.ww4`` (keys ``ww4.view.*``) when that module is imported."""

from __future__ import annotations

VIEW_WORDS: dict[str, dict[str, str]] = {
    "ww4.view.header": {
        "en": "turn {turn} · {step} · turn of {nation}",
        "pt": "turno {turn} · {step} · vez de {nation}",
    },
    "ww4.view.decision": {"en": " · {decision}: {nation}", "pt": " · {decision}: {nation}"},
    "ww4.view.nations": {"en": "nations", "pt": "nações"},
    "ww4.view.col.nation": {"en": "nation", "pt": "nação"},
    "ww4.view.col.name": {"en": "name", "pt": "nome"},
    "ww4.view.col.money": {"en": "money", "pt": "dinheiro"},
    "ww4.view.col.spaces": {"en": "spaces", "pt": "espaços"},
    "ww4.view.col.cities": {"en": "cities", "pt": "cidades"},
    "ww4.view.col.bought": {"en": "bought", "pt": "comprado"},
    "ww4.view.col.cards": {"en": "cards", "pt": "cartas"},
    "ww4.view.out": {"en": "out", "pt": "fora"},
    "ww4.view.knowledge": {
        "en": "General Knowledge: {cards} · deck: {deck}",
        "pt": "Conhecimento Geral: {cards} · baralho: {deck}",
    },
    "ww4.view.shared": {
        "en": " · shared {card} ({holder} → {with})",
        "pt": " · compartilhada {card} ({holder} → {with})",
    },
    "ww4.view.card_text": {"en": "{card}: {text}", "pt": "{card}: {text}"},
    "ww4.view.lands": {"en": "lands", "pt": "terras"},
    "ww4.view.col.space": {"en": "space", "pt": "espaço"},
    "ww4.view.col.owner": {"en": "owner", "pt": "dono"},
    "ww4.view.col.cf": {"en": "C/F", "pt": "C/F"},
    "ww4.view.col.marks": {"en": "", "pt": ""},
    "ww4.view.col.units": {"en": "units", "pt": "unidades"},
    "ww4.view.other": {"en": "other", "pt": "outros"},
    "ww4.view.ships": {"en": "ships", "pt": "navios"},
    "ww4.view.col.where": {"en": "where", "pt": "onde"},
    "ww4.view.col.ships": {"en": "ships (cargo)", "pt": "navios (carga)"},
    "ww4.view.routed": {"en": " (routed)", "pt": " (em debandada)"},
    "ww4.view.combat": {"en": "combat in {space}: ", "pt": "combate em {space}: "},
    "ww4.view.against": {"en": " against ", "pt": " contra "},
    "ww4.view.round": {"en": " · round {round} · {phase}", "pt": " · rodada {round} · {phase}"},
    "ww4.view.combats": {"en": "combats to fight: {spaces}", "pt": "combates a travar: {spaces}"},
    "ww4.view.effect": {"en": "{op} ({card}){on}{until}", "pt": "{op} ({card}){on}{until}"},
    "ww4.view.on": {"en": " on {spaces}", "pt": " em {spaces}"},
    "ww4.view.result": {"en": "result: {winners} · {reason}", "pt": "resultado: {winners} · {reason}"},
    "ww4.view.no_one": {"en": "no one", "pt": "ninguém"},
    "ww4.view.city": {"en": "City ({owner})", "pt": "Cidade ({owner})"},
    "ww4.view.capital": {"en": "City ({owner}), capital {of}", "pt": "Cidade ({owner}), capital {of}"},
    "ww4.view.fort": {"en": "Fort ({owner})", "pt": "Forte ({owner})"},
}
