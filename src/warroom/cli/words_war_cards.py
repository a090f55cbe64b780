"""The words of War Cards' terminal screen (cli/render_war_cards.py), in English and Portuguese.

Keys ``war_cards.screen.*``; registered with the text layer when the renderer is imported. The game's
own words (cards, phases, battles, objectives) are the ruleset's (rulesets/war_cards/words.py).
"""

from __future__ import annotations

SCREEN_WORDS: dict[str, dict[str, str]] = {
    "war_cards.screen.round": {"en": "round {round}", "pt": "rodada {round}"},
    "war_cards.screen.turn": {"en": "turn", "pt": "vez"},
    "war_cards.screen.general": {"en": "General", "pt": "General"},
    "war_cards.screen.to_decide": {"en": "to decide", "pt": "decide"},
    "war_cards.screen.player": {"en": "player", "pt": "jogador"},
    "war_cards.screen.territories": {"en": "territories", "pt": "territórios"},
    "war_cards.screen.cards": {"en": "cards", "pt": "cartas"},
    "war_cards.screen.conquered": {"en": "conquered this round", "pt": "conquistou nesta rodada"},
    "war_cards.screen.eliminated": {"en": "eliminated", "pt": "eliminado"},
    "war_cards.screen.territory": {"en": "territory", "pt": "território"},
    "war_cards.screen.holder": {"en": "holder", "pt": "dono"},
    "war_cards.screen.continent": {
        "en": "{continent} ({specials} if whole)",
        "pt": "{continent} ({specials} se inteiro)",
    },
    "war_cards.screen.hand": {"en": "your cards ({n} of {limit}):", "pt": "suas cartas ({n} de {limit}):"},
    "war_cards.screen.red": {"en": "red {dice}", "pt": "vermelho {dice}"},
    "war_cards.screen.yellow": {"en": "yellow {dice}", "pt": "amarelo {dice}"},
    "war_cards.screen.special": {"en": "{name} ({role})", "pt": "{name} ({role})"},
    "war_cards.screen.objective": {"en": "your objective: {objective}", "pt": "seu objetivo: {objective}"},
    "war_cards.screen.piles": {
        "en": "dice pile: {dice} · special pile: {special} · discards: {dice_discard} dice, {special_discard} special",
        "pt": (
            "monte de dados: {dice} · monte especial: {special} · descartes: {dice_discard} de dados, "
            "{special_discard} especiais"
        ),
    },
    "war_cards.screen.attack": {"en": "attack: ", "pt": "ataque: "},
    "war_cards.screen.pending": {
        "en": " attacks {target} from {source} with ",
        "pt": " ataca {target} a partir de {source} com ",
    },
    "war_cards.screen.last_battle": {"en": "last battle: ", "pt": "última batalha: "},
    "war_cards.screen.discard": {"en": "discard: ", "pt": "descarte: "},
    "war_cards.screen.must_discard": {"en": " must discard {cards}", "pt": " precisa descartar {cards}"},
    "war_cards.screen.result": {"en": "result: ", "pt": "resultado: "},
}
