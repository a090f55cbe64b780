"""World War IV's sentences for combat, Support the Troops, assassination and the players' decisions in
them (narrate_combat.py, narrate_decisions.py), in English and Brazilian Portuguese. Part of words.py's
catalogue."""

from __future__ import annotations

COMBAT_WORDS: dict[str, dict[str, str]] = {
    "ww4.ev.combat": {
        "en": "Combat in {space}: {invader} invades against {defenders}",
        "pt": "Combate em {space}: {invader} invade contra {defenders}",
    },
    "ww4.ev.combat_round": {"en": "Combat in {space}: round {round}", "pt": "Combate em {space}: rodada {round}"},
    "ww4.ev.bombard_fort": {
        "en": "{n} {attacks} aimed at the Fort in {space}",
        "pt": "{n} {attacks} contra o Forte em {space}",
    },
    "ww4.ev.casualty.routed": {
        "en": "{owner} {unit} in {space} is routed",
        "pt": "Unidade {owner} em {space} ({unit}) posta em debandada",
    },
    "ww4.ev.casualty.destroyed": {
        "en": "{owner} {unit} in {space} is destroyed",
        "pt": "Unidade {owner} em {space} ({unit}) destruída",
    },
    "ww4.ev.fort_destroyed": {
        "en": "{owner} Fort in {space} is destroyed{by}",
        "pt": "O Forte {owner} em {space} é destruído{by}",
    },
    "ww4.ev.fort_pillaged": {
        "en": "{nation} pillages {owner} Fort in {space}",
        "pt": "{nation} saqueia o Forte {owner} em {space}",
    },
    "ww4.ev.fort_captured": {
        "en": "{nation} captures {owner} Fort in {space}",
        "pt": "{nation} captura o Forte {owner} em {space}",
    },
    "ww4.ev.city_pillaged": {
        "en": "{nation} pillages the City in {space}",
        "pt": "{nation} saqueia a Cidade em {space}",
    },
    "ww4.ev.combat_end": {
        "en": "Combat in {space} ends after {n} {rounds}: {winner}",
        "pt": "O combate em {space} termina depois de {n} {rounds}: {winner}",
    },
    "ww4.winner.invader": {"en": "the invader wins", "pt": "o invasor vence"},
    "ww4.winner.defender": {"en": "the defenders hold", "pt": "os defensores resistem"},
    "ww4.winner.none": {"en": "nobody is left standing", "pt": "ninguém fica de pé"},
    "ww4.ev.support": {
        "en": "Support the Troops in {space}: {nation} rolls {dice} and {lost}{guard}",
        "pt": "Abastecer as Tropas em {space}: {nation} rola {dice} e {lost}{guard}",
    },
    "ww4.loses_units": {"en": "loses {units}", "pt": "perde {units}"},
    "ww4.ev.ship_to_sea": {
        "en": "Ship #{ship} returns from {space} to {to}",
        "pt": "O navio #{ship} volta de {space} para {to}",
    },
    "ww4.ev.ship_lost": {
        "en": "{nation} loses {units} in {space}: no sea to return to",
        "pt": "{nation} perde {units} em {space}: nenhum mar para onde voltar",
    },
    "ww4.ev.withdraw": {
        "en": "{nation} withdraws {units} from {space} to {target}{forced}",
        "pt": "{nation} retira {units} de {space} para {target}{forced}",
    },
    "ww4.ev.lost": {"en": "{nation} loses {unit} in {space}{why}", "pt": "{nation} perde {unit} em {space}{why}"},
    "ww4.why.support": {"en": "support", "pt": "abastecimento"},
    "ww4.why.breakdown": {"en": "breakdown", "pt": "pane"},
    "ww4.why.no-withdrawal": {"en": "no withdrawal", "pt": "sem retirada"},
    "ww4.ev.assassination": {
        "en": "{owner} spy in {space} goes after {target} (roll {roll}) and {result}",
        "pt": "O espião {owner} em {space} vai atrás {target} (rolou {roll}) e {result}",
    },
    "ww4.target.king": {"en": "{of} King", "pt": "do Rei {of}"},
    "ww4.target.spy": {"en": "{of} spy", "pt": "do espião {of}"},
    "ww4.target.unit": {"en": "{of} {unit}", "pt": "de: {unit} {of}"},
    "ww4.assassin.killed": {"en": "kills", "pt": "mata"},
    "ww4.assassin.missed": {"en": "misses", "pt": "erra"},
    "ww4.assassin.spy-lost": {"en": "is caught and lost", "pt": "é pego e perdido"},
    "ww4.assassin.failed": {"en": "fails", "pt": "falha"},
    # The players' own decisions (rules version 3).
    "ww4.ev.rally.none": {
        "en": "In {space}, no routed unit {of} rallied ({rolled} rolled)",
        "pt": "Em {space}, nenhuma unidade em debandada {of} se reagrupou (rolagens: {rolled})",
    },
    "ww4.ev.rally": {
        "en": "In {space}, {units} {of} {rallied} ({rolled} {routed} {rolls})",
        "pt": "Em {space}, {units} {of} {rallied} ({rolled} {routed} {rolls})",
    },
    # the verbs of a rally, agreeing with how many units rallied and rolled
    "ww4.word.rallied.one": {"en": "rallied", "pt": "se reagrupou"},
    "ww4.word.rallied.many": {"en": "rallied", "pt": "se reagruparam"},
    "ww4.word.rolled.one": {"en": "rolled", "pt": "rolou"},
    "ww4.word.rolled.many": {"en": "rolled", "pt": "rolaram"},
    "ww4.ev.guard.none": {
        "en": "{nation} lets its King in {space} fall (no Royal Guard)",
        "pt": "{nation} deixa seu Rei em {space} cair (sem Guarda Real)",
    },
    "ww4.ev.guard": {
        "en": "Royal Guard: {nation} gives up {units} in {space} to save its King",
        "pt": "Guarda Real: {nation} sacrifica {units} em {space} para salvar seu Rei",
    },
}
