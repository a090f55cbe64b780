"""The installed rulesets' titles in English and Portuguese (``ruleset.<id>``), as the lobby and
``warroom rulesets`` show them (core/ruleset_words.py reads them; a family may override one with
``<family>.ruleset.<id>``)."""

from __future__ import annotations

from warroom.core.text import register_catalogue

TITLES: dict[str, dict[str, str]] = {
    "ruleset.war": {"en": "WAR (Grow): the classic world map", "pt": "WAR (Grow): o mapa-múndi clássico"},
    "ruleset.war-imperio-romano": {
        "en": "War: Império Romano (Grow): the Roman Empire in AD 140",
        "pt": "War: Império Romano (Grow): o Império Romano em 140 d.C.",
    },
    "ruleset.war-cards": {
        "en": "War Cards (Grow): territory cards, dice cards and special cards",
        "pt": "War Cards (Grow): cartas de território, cartas de dados e cartas especiais",
    },
    "ruleset.imperialism-basic": {
        "en": "War! Age of Imperialism, Basic rules",
        "pt": "War! Age of Imperialism, regras básicas",
    },
    "ruleset.imperialism-standard": {
        "en": "War! Age of Imperialism, Standard rules",
        "pt": "War! Age of Imperialism, regras padrão",
    },
    "ruleset.imperialism-advanced": {
        "en": "War! Age of Imperialism, Advanced rules",
        "pt": "War! Age of Imperialism, regras avançadas",
    },
    "ruleset.ww4": {"en": "World War IV: One World, One King", "pt": "World War IV: um mundo, um rei"},
}

register_catalogue("rulesets", TITLES)
