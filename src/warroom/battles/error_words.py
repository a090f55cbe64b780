"""The words of the battle calculators' refusals (``BattleError``) in every language.

``warroom odds`` prints them in the terminal's language (``--lang``, else ``$WARROOM_LANG``, else English).
Unit ids, policy names and parameter names (``max_states``, ``attack_rifles``) stay as typed: they are
the command line's and the library's words, not a person's.
"""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

BATTLE_ERROR_WORDS: Catalogue = {
    # Counts and budgets (common.check_count).
    "battle.error.whole": {
        "en": "{name} must be a whole number, not {value}",
        "pt": "{name}: espera-se um número inteiro, não {value}",
    },
    "battle.error.at_least": {
        "en": "{name} must be at least {low}, not {value}",
        "pt": "{name}: pelo menos {low}, não {value}",
    },
    "battle.error.at_most": {
        "en": "{name} must be at most {high}, not {value}",
        "pt": "{name}: no máximo {high}, não {value}",
    },
    "battle.error.at_most_why": {
        "en": "{name} must be at most {high}, not {value} ({why})",
        "pt": "{name}: no máximo {high}, não {value} ({why})",
    },
    "battle.why.gigabytes": {"en": "more would take gigabytes", "pt": "mais ocuparia gigabytes"},
    "battle.why.minutes": {
        "en": "more would take minutes to sample",
        "pt": "mais levaria minutos de amostragem",
    },
    "battle.why.too_long": {
        "en": "a larger battle takes too long to calculate",
        "pt": "uma batalha maior leva tempo demais para calcular",
    },
    "battle.why.three_dice": {"en": "a roll is three dice at most", "pt": "uma jogada tem no máximo três dados"},
    # What a count counts, where the message names it in words.
    "battle.name.attacking_ships": {"en": "attacking ships", "pt": "navios atacantes"},
    "battle.name.defending_ships": {"en": "defending ships", "pt": "navios defensores"},
    "battle.name.ships": {"en": "ships", "pt": "navios"},
    "battle.name.hits_to_sink": {"en": "hits to sink", "pt": "acertos para afundar"},
    "battle.name.attacking_dice": {"en": "attacking dice", "pt": "dados de ataque"},
    "battle.name.defending_dice": {"en": "defending dice", "pt": "dados de defesa"},
    "battle.name.attacking_armies": {"en": "attacking armies", "pt": "exércitos atacantes"},
    "battle.name.defending_armies": {"en": "defending armies", "pt": "exércitos defensores"},
    # The sides of a battle.
    "battle.side.attacker": {"en": "attacker", "pt": "atacante"},
    "battle.side.defender": {"en": "defender", "pt": "defensor"},
    "battle.side.attacking": {"en": "attacking", "pt": "atacante"},
    "battle.side.defending": {"en": "defending", "pt": "defensor"},
    # Monte Carlo and the exact solvers.
    "battle.error.no_samples": {
        "en": "a Monte Carlo estimate needs at least one sample",
        "pt": "uma estimativa de Monte Carlo precisa de pelo menos uma amostra",
    },
    "battle.error.chosen_targets": {
        "en": "Spies and Bombers' chosen targets need the Monte Carlo (rout_kill_mc)",
        "pt": "os alvos escolhidos por Espiões e Bombardeiros precisam do Monte Carlo (rout_kill_mc)",
    },
    "battle.error.states": {"en": "more than {high} states", "pt": "mais de {high} estados"},
    "battle.error.dense": {
        "en": "{attack} x {defend} states are too many for the dense programme",
        "pt": "{attack} x {defend} estados são demais para o programa denso",
    },
    "battle.error.numpy": {
        "en": "the numpy backend needs numpy installed (pip install 'warroom[fast]')",
        "pt": "o backend numpy precisa do numpy instalado (pip install 'warroom[fast]')",
    },
    "battle.error.policy": {
        "en": "{name}: unknown policy {value}; use one of {known}",
        "pt": "política desconhecida para {name}: {value}; use uma destas: {known}",
    },
    "battle.error.volley": {
        "en": "a die of {sides} faces cannot kill on {kill} and rout on {rout} faces",
        "pt": "um dado de {sides} faces não pode matar em {kill} e debandar em {rout} faces",
    },
    # WAR dice (rulebook 001).
    "battle.error.war_size": {
        "en": "a battle of {attack} armies against {defend} is too large to calculate: {cells} states, at most "
        "{high} (2,000 against 2,000, or 3,000 against 300)",
        "pt": "uma batalha de {attack} exércitos contra {defend} é grande demais para calcular: {cells} estados, "
        "no máximo {high} (2.000 contra 2.000, ou 3.000 contra 300)",
    },
    "battle.error.war_table_size": {
        "en": "a table of {attack} armies against {defend} is too large to calculate: {cells} states, at most "
        "{high} (2,000 against 2,000, or 3,000 against 300)",
        "pt": "uma tabela de {attack} exércitos contra {defend} é grande demais para calcular: {cells} estados, "
        "no máximo {high} (2.000 contra 2.000, ou 3.000 contra 300)",
    },
    "battle.error.war_defend": {
        "en": "the defending territory must hold at least 1 army",
        "pt": "o território defensor deve ter pelo menos 1 exército",
    },
    "battle.error.war_stop_at": {
        "en": "an attack needs more armies than the {stop_at} the attacker keeps back (the occupation army never "
        "attacks); {attack} is not enough",
        "pt": "um ataque precisa de mais exércitos do que os que o atacante guarda ({stop_at}; o exército de "
        "ocupação nunca ataca); {attack} não basta",
    },
    # War Cards (rulebook 002).
    "battle.error.card_dice": {
        "en": "a dice card shows three {what}, not {count}",
        "pt": "uma carta de dados mostra três {what}, não {count}",
    },
    "battle.word.dice": {"en": "dice", "pt": "dados"},
    "battle.word.red_dice": {"en": "red dice", "pt": "dados vermelhos"},
    "battle.word.yellow_dice": {"en": "yellow dice", "pt": "dados amarelos"},
    "battle.error.die": {"en": "a die shows 1 to 6, not {value}", "pt": "um dado mostra de 1 a 6, não {value}"},
    "battle.error.read_dice": {
        "en": "cannot read {text}; write three dice (6,4,3) or a card (6,4,3/5,3,1)",
        "pt": "não é possível ler {text}; escreva três dados (6,4,3) ou uma carta (6,4,3/5,3,1)",
    },
    "battle.error.deck_list": {
        "en": "{where}: a deck is a non-empty list of cards (or an object with one under 'cards')",
        "pt": "{where}: um baralho é uma lista não vazia de cartas (ou um objeto com essa lista em 'cards')",
    },
    "battle.error.card_form": {
        "en": "{where}: card {index} is neither {{'attack': [...], 'defence': [...]}} nor [[...], [...]]",
        "pt": "{where}: a carta {index} não é {{'attack': [...], 'defence': [...]}} nem [[...], [...]]",
    },
    "battle.error.card_sides": {
        "en": "{where}: card {index} needs three attack dice and three defence dice",
        "pt": "{where}: a carta {index} precisa de três dados de ataque e três dados de defesa",
    },
    "battle.error.pile_empty": {
        "en": "the pile is empty: no defence card to draw",
        "pt": "o monte está vazio: não há carta de defesa para tirar",
    },
    "battle.error.not_in_deck": {
        "en": "the card {card} is not in the deck (or is listed too often)",
        "pt": "a carta {card} não está no baralho (ou aparece vezes demais)",
    },
    "battle.error.no_defence_card": {
        "en": "no card is left in the pile to defend with",
        "pt": "não resta carta no monte para defender",
    },
    # Ship battles (rulebook 000).
    "battle.error.ships_each_side": {
        "en": "a ship battle needs at least one ship on each side",
        "pt": "uma batalha naval precisa de pelo menos um navio de cada lado",
    },
    "battle.error.ships_both_sides": {
        "en": "give hits and damage policies for both sides, e.g. hits=(1, 1)",
        "pt": "dê os acertos e as políticas de dano dos dois lados, p. ex. hits=(1, 1)",
    },
    "battle.error.hits_to_sink": {
        "en": "a ship takes 1, 2 or 3 hits to sink (Metallurgy 0, 1, 2), not {value}",
        "pt": "um navio afunda com 1, 2 ou 3 acertos (Metalurgia 0, 1, 2), não {value}",
    },
    # War! Age of Imperialism (rulebook 000).
    "battle.error.pieces_side": {
        "en": "the {side} has {count} pieces; at most {high} a side ({why})",
        "pt": "o {side} tem {count} peças; no máximo {high} por lado ({why})",
    },
    "battle.error.army_tuple": {
        "en": "an army tuple needs {needed} counts ({units}), not {count}",
        "pt": "uma tupla de exército precisa de {needed} contagens ({units}), não {count}",
    },
    "battle.error.unknown_unit": {
        "en": "unknown unit {name}; units are {units}",
        "pt": "unidade desconhecida {name}; as unidades são {units}",
    },
    "battle.error.negative": {
        "en": "a count cannot be negative: {what}",
        "pt": "uma contagem não pode ser negativa: {what}",
    },
    "battle.error.count_whole": {
        "en": "the count of {name} must be a whole number, not {value}",
        "pt": "a contagem de {name} deve ser um número inteiro, não {value}",
    },
    "battle.error.no_units": {
        "en": "no units in {text}; write e.g. inf=2,cav=1",
        "pt": "nenhuma unidade em {text}; escreva p. ex. inf=2,cav=1",
    },
    "battle.error.read_unit": {
        "en": "cannot read {text}; write unit=count, e.g. inf=2",
        "pt": "não é possível ler {text}; escreva unidade=contagem, p. ex. inf=2",
    },
    "battle.error.digits": {
        "en": "the {name} count has {digits} digits; at most {high} pieces a side",
        "pt": "a contagem de {name} tem {digits} algarismos; no máximo {high} peças por lado",
    },
    "battle.error.marker": {
        "en": "cannot read the native marker {text}; write e.g. 9, 9+ or 9++",
        "pt": "não é possível ler o marcador nativo {text}; escreva p. ex. 9, 9+ ou 9++",
    },
    "battle.error.marker_low": {
        "en": "a native marker shows at least 1, not {value}",
        "pt": "um marcador nativo mostra pelo menos 1, não {value}",
    },
    "battle.error.schools": {
        "en": "schools cannot be negative, not {value}",
        "pt": "escolas não podem ser negativas, não {value}",
    },
    "battle.error.no_pieces": {
        "en": "the {side} has no pieces: no battle",
        "pt": "o {side} não tem peças: não há batalha",
    },
    "battle.error.piece_choice": {
        "en": "the piece policy chose {unit}, which the army {own} does not have",
        "pt": "a política de peça escolheu {unit}, que o exército {own} não tem",
    },
    "battle.error.assault_choice": {
        "en": "the assault policy chose {choice}, which the armies {own}, {enemy} lack",
        "pt": "a política de assalto escolheu {choice}, que os exércitos {own}, {enemy} não têm",
    },
    "battle.error.rifles": {
        "en": "{name} is a technology level from 0 to {high} (Rifles 1, Rifles 2), not {value}",
        "pt": "{name} é um nível de tecnologia de 0 a {high} (Fuzis 1, Fuzis 2), não {value}",
    },
    "battle.error.human_wave": {
        "en": "the Human Wave policy is a number of pieces or 'match', not {value}",
        "pt": "a política de Onda Humana é um número de peças ou 'match', não {value}",
    },
    "battle.error.human_wave_natives": {
        "en": "only natives make Human Wave attacks (the defender must be natives)",
        "pt": "só nativos fazem ataques de Onda Humana (o defensor deve ser nativo)",
    },
    "battle.error.natives_retreat": {
        "en": "natives never leave their home region, so they cannot retreat",
        "pt": "nativos nunca deixam sua região natal, por isso não podem recuar",
    },
    "battle.error.natives_technologies": {"en": "natives have no technologies", "pt": "nativos não têm tecnologias"},
    "battle.error.natives_schools": {"en": "natives have no schools", "pt": "nativos não têm escolas"},
    "battle.error.reserve_held": {
        "en": "the reserve policy held back {held}, which the army {own} does not have",
        "pt": "a política de reserva guardou {held}, que o exército {own} não tem",
    },
    "battle.error.victim_choice": {
        "en": "the victim policy chose {unit}, which is not among the pieces {pieces}",
        "pt": "a política de vítimas escolheu {unit}, que não está entre as peças {pieces}",
    },
    "battle.error.reserve_unit": {
        "en": "unknown unit {name} in the {side}'s reserve; units are {units}",
        "pt": "unidade desconhecida {name} na reserva do {side}; as unidades são {units}",
    },
    # World War IV (rulebook 004).
    "battle.error.ww4_samples": {
        "en": "the odds need at least one sample, not {value}",
        "pt": "as chances precisam de pelo menos uma amostra, não {value}",
    },
    "battle.error.ww4_unit": {
        "en": "unknown unit {kind} in the {side} army (units: {known})",
        "pt": "unidade desconhecida {kind} no exército {side} (unidades: {known})",
    },
    "battle.error.ww4_spies": {
        "en": "Spies do not fight: give them with --spies A,D",
        "pt": "Espiões não lutam: informe-os com --spies A,D",
    },
    "battle.error.ww4_negative": {
        "en": "a negative number of {kind} ({count}) in the {side} army",
        "pt": "um número negativo de {kind} ({count}) no exército {side}",
    },
    "battle.error.ww4_empty": {
        "en": "the {side} army is empty: there is no combat",
        "pt": "o exército {side} está vazio: não há combate",
    },
    "battle.error.ww4_size": {
        "en": "the {side} army has {count} units; at most {high} a side ({why})",
        "pt": "o exército {side} tem {count} unidades; no máximo {high} por lado ({why})",
    },
    "battle.why.ww4_too_long": {"en": "a larger battle takes too long", "pt": "uma batalha maior leva tempo demais"},
    "battle.error.ww4_spies_negative": {
        "en": "a negative number of Spies: {attack},{defend}",
        "pt": "um número negativo de Espiões: {attack},{defend}",
    },
    "battle.error.ww4_spies_max": {
        "en": "at most {high} Spies a side, not {value}",
        "pt": "no máximo {high} Espiões por lado, não {value}",
    },
}

register_catalogue("battles.errors", BATTLE_ERROR_WORDS)
