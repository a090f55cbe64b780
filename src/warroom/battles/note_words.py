"""The words the battle calculators write beside their figures (an :class:`~warroom.battles.common.Odds`'s
notes) in every language: how an estimate was made and what it assumed. ``--json`` carries the English."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

BATTLE_NOTE_WORDS: Catalogue = {
    "battle.note.monte_carlo": {
        "en": "Monte Carlo estimate from {samples} sampled battles: the exact state space was too large",
        "pt": "estimativa de Monte Carlo a partir de {samples} batalhas sorteadas: o espaço de estados exato era "
        "grande demais",
    },
    "battle.note.ww4_vectorised": {
        "en": "Monte Carlo estimate from {samples} combats fought by a vectorised reimplementation of the combat "
        "rules under the fixed policies (casualties on the cheapest units, Spies only to destroy the dearest unit, "
        "Bombers at the dearest, no voluntary withdrawals); 95% intervals in ci95",
        "pt": "estimativa de Monte Carlo a partir de {samples} combates travados por uma reimplementação vetorizada "
        "das regras de combate sob as políticas fixas (baixas nas unidades mais baratas, Espiões só para destruir a "
        "unidade mais cara, Bombardeiros na mais cara, nenhuma retirada voluntária); intervalos de 95% em ci95",
    },
    "battle.note.ww4_game_code": {
        "en": "Monte Carlo estimate from {samples} combats fought by the game's combat code, every choice by the "
        "fixed policies (casualties on the cheapest units, Spies only to destroy, no withdrawals)",
        "pt": "estimativa de Monte Carlo a partir de {samples} combates travados pelo código de combate do jogo, cada "
        "escolha pelas políticas fixas (baixas nas unidades mais baratas, Espiões só para destruir, nenhuma "
        "retirada)",
    },
    "battle.note.war_cards_deck": {
        "en": "the War Cards ruleset's packaged deck, reconstructed (docs/rules/war-cards.md): the rulebook does not "
        "print the real deck",
        "pt": "o baralho que acompanha as regras de War Cards, reconstruído (docs/rules/war-cards.md): o livro de "
        "regras não imprime o baralho real",
    },
}

register_catalogue("battles.notes", BATTLE_NOTE_WORDS)
