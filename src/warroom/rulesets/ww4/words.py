"""World War IV's words in English and Brazilian Portuguese (the text layer, core/text.py): the names of
the nations, units, steps, decisions, cards and effects, the options and the results. The action labels
live in words_actions.py, the event sentences in words_events.py and words_combat.py, the refusals in
words_refusals.py; :data:`CATALOGUE` gathers them all and the package registers it as ``ww4`` at import.

Nation names keep the rulebook's English where it is a proper name ("Imperio de Sangre" is already
Spanish); the others are translated as a Brazilian edition would print them.
"""

from __future__ import annotations

from warroom.core.text import Catalogue
from warroom.rulesets.ww4.words_actions import ACTION_WORDS
from warroom.rulesets.ww4.words_combat import COMBAT_WORDS
from warroom.rulesets.ww4.words_events import EVENT_WORDS
from warroom.rulesets.ww4.words_refusals import REFUSAL_WORDS

W = dict[str, dict[str, str]]

#: A nation's name (``ww4.nation.<colour>``), as an owner (``ww4.of.<colour>``: English possessive,
#: Portuguese "de" with its article), and the Barbarians at the start of a sentence.
NATION_WORDS: W = {
    "ww4.nation.red": {"en": "Imperio de Sangre", "pt": "Imperio de Sangre"},
    "ww4.nation.yellow": {"en": "Sun Dynasty", "pt": "Dinastia do Sol"},
    "ww4.nation.green": {"en": "African Coalition", "pt": "Coalizão Africana"},
    "ww4.nation.blue": {"en": "North Atlantic Kingdoms", "pt": "Reinos do Atlântico Norte"},
    "ww4.nation.purple": {"en": "Persian Empire", "pt": "Império Persa"},
    "ww4.nation.grey": {"en": "the Barbarians", "pt": "os Bárbaros"},
    "ww4.nation.grey.start": {"en": "The Barbarians", "pt": "Os Bárbaros"},
    "ww4.of.red": {"en": "Imperio de Sangre's", "pt": "do Imperio de Sangre"},
    "ww4.of.yellow": {"en": "Sun Dynasty's", "pt": "da Dinastia do Sol"},
    "ww4.of.green": {"en": "African Coalition's", "pt": "da Coalizão Africana"},
    "ww4.of.blue": {"en": "North Atlantic Kingdoms'", "pt": "dos Reinos do Atlântico Norte"},
    "ww4.of.purple": {"en": "Persian Empire's", "pt": "do Império Persa"},
    "ww4.of.grey": {"en": "the Barbarians'", "pt": "dos Bárbaros"},
    "ww4.of.grey.start": {"en": "The Barbarians'", "pt": "dos Bárbaros"},
    "ww4.nobody": {"en": "nobody", "pt": "ninguém"},
    "ww4.none": {"en": "none", "pt": "nenhuma"},
}

#: Units as counted nouns ("singular|plural"), with the indefinite article (``ww4.a.<kind>``).
UNIT_WORDS: W = {
    "ww4.unit.armor": {"en": "armor|armor", "pt": "blindado|blindados"},
    "ww4.unit.artillery": {"en": "artillery|artillery", "pt": "artilharia|artilharias"},
    "ww4.unit.bomber": {"en": "bomber|bombers", "pt": "bombardeiro|bombardeiros"},
    "ww4.unit.cavalry": {"en": "cavalry|cavalry", "pt": "cavalaria|cavalarias"},
    "ww4.unit.destroyer": {"en": "destroyer|destroyers", "pt": "destróier|destróieres"},
    "ww4.unit.frigate": {"en": "frigate|frigates", "pt": "fragata|fragatas"},
    "ww4.unit.king": {"en": "King|Kings", "pt": "Rei|Reis"},
    "ww4.unit.militia": {"en": "militia|militia", "pt": "milícia|milícias"},
    "ww4.unit.soldier": {"en": "soldier|soldiers", "pt": "soldado|soldados"},
    "ww4.unit.spy": {"en": "spy|spies", "pt": "espião|espiões"},
    "ww4.unit.fort": {"en": "Fort|Forts", "pt": "Forte|Fortes"},
    "ww4.unit.ship": {"en": "ship|ships", "pt": "navio|navios"},
    "ww4.a.armor": {"en": "an armor", "pt": "um blindado"},
    "ww4.a.artillery": {"en": "an artillery", "pt": "uma artilharia"},
    "ww4.a.bomber": {"en": "a bomber", "pt": "um bombardeiro"},
    "ww4.a.cavalry": {"en": "a cavalry", "pt": "uma cavalaria"},
    "ww4.a.destroyer": {"en": "a destroyer", "pt": "um destróier"},
    "ww4.a.frigate": {"en": "a frigate", "pt": "uma fragata"},
    "ww4.a.king": {"en": "a King", "pt": "um Rei"},
    "ww4.a.militia": {"en": "a militia", "pt": "uma milícia"},
    "ww4.a.soldier": {"en": "a soldier", "pt": "um soldado"},
    "ww4.a.spy": {"en": "a spy", "pt": "um espião"},
    "ww4.a.fort": {"en": "a Fort", "pt": "um Forte"},
    "ww4.units": {"en": "{n} {unit}", "pt": "{n} {unit}"},
    "ww4.units.routed": {"en": "{n} routed {unit}", "pt": "{n} {unit} em debandada"},
    "ww4.money": {"en": "C{n}", "pt": "C{n}"},
    "ww4.no_units": {"en": "no units", "pt": "nenhuma unidade"},
    "ww4.nothing": {"en": "nothing", "pt": "nada"},
}

#: The steps of a turn and the Free Build (the views' ``step``), the combat's phases and stages, and the
#: decisions a player is asked (the views' ``decision.kind``).
PHASE_WORDS: W = {
    "ww4.phase.event": {"en": "Random Event", "pt": "Evento Aleatório"},
    "ww4.phase.control": {"en": "Control Lands", "pt": "Controlar Terras"},
    "ww4.phase.income": {"en": "Collect Income", "pt": "Coletar Renda"},
    "ww4.phase.collect-income": {"en": "collect income", "pt": "coletar renda"},
    "ww4.phase.movement": {"en": "Movement", "pt": "Movimento"},
    "ww4.phase.assassination": {"en": "Assassination", "pt": "Assassinato"},
    "ww4.phase.purchase": {"en": "Purchase Units", "pt": "Comprar Unidades"},
    "ww4.phase.deploy": {"en": "Deploy Units", "pt": "Posicionar Unidades"},
    "ww4.phase.combat": {"en": "Combat", "pt": "Combate"},
    "ww4.phase.support": {"en": "Support the Troops", "pt": "Abastecer as Tropas"},
    "ww4.phase.free-purchase": {"en": "Free Build purchases", "pt": "compras da Construção Livre"},
    "ww4.phase.free-deploy": {"en": "Free Build deployment", "pt": "posicionamento da Construção Livre"},
    "ww4.phase.round": {"en": "new round", "pt": "nova rodada"},
    "ww4.phase.attack": {"en": "attack", "pt": "ataque"},
    "ww4.phase.rally": {"en": "rally", "pt": "reagrupar"},
    "ww4.phase.maneuver": {"en": "maneuver", "pt": "manobra"},
    "ww4.phase.pillage": {"en": "pillage", "pt": "saque"},
    "ww4.phase.bombardment": {"en": "bombardment", "pt": "bombardeio"},
    "ww4.phase.regular": {"en": "regular combat", "pt": "combate regular"},
    "ww4.decision.royal-guard": {"en": "Royal Guard", "pt": "Guarda Real"},
    "ww4.decision.bombard": {"en": "Bombardment", "pt": "Bombardeio"},
    "ww4.decision.assign": {"en": "casualty", "pt": "baixa"},
    "ww4.decision.recon": {"en": "Reconnaissance", "pt": "Reconhecimento"},
    "ww4.decision.withdraw": {"en": "withdrawal", "pt": "retirada"},
    "ww4.decision.pillage": {"en": "pillage or capture", "pt": "saquear ou capturar"},
    "ww4.card_kind.disaster": {"en": "disaster", "pt": "desastre"},
    "ww4.card_kind.politics": {"en": "politics", "pt": "política"},
    "ww4.card_kind.innovation": {"en": "innovation", "pt": "inovação"},
}

#: The Random Event and Innovation cards' names (``ww4.card.<id>``), as data/rulesets/ww4.json names them.
CARD_WORDS: W = {
    "ww4.card.tsunami": {"en": "Tsunami", "pt": "Tsunami"},
    "ww4.card.hurricane": {"en": "Hurricane", "pt": "Furacão"},
    "ww4.card.typhoon": {"en": "Typhoon", "pt": "Tufão"},
    "ww4.card.earthquake": {"en": "Earthquake", "pt": "Terremoto"},
    "ww4.card.volcano": {"en": "Volcanic Eruption", "pt": "Erupção Vulcânica"},
    "ww4.card.blizzard": {"en": "Blizzard", "pt": "Nevasca"},
    "ww4.card.drought": {"en": "Drought", "pt": "Seca"},
    "ww4.card.locusts": {"en": "Locust Swarm", "pt": "Nuvem de Gafanhotos"},
    "ww4.card.plague": {"en": "Plague", "pt": "Peste"},
    "ww4.card.flood": {"en": "Great Flood", "pt": "Grande Enchente"},
    "ww4.card.wildfire": {"en": "Wildfire", "pt": "Incêndio Florestal"},
    "ww4.card.sandstorm": {"en": "Sandstorm", "pt": "Tempestade de Areia"},
    "ww4.card.glacier": {"en": "Advancing Glacier", "pt": "Avanço da Geleira"},
    "ww4.card.monsoon": {"en": "Monsoon Storms", "pt": "Tempestades de Monção"},
    "ww4.card.tax-windfall": {"en": "Tax Windfall", "pt": "Arrecadação Extra"},
    "ww4.card.scandal": {"en": "Treasury Scandal", "pt": "Escândalo no Tesouro"},
    "ww4.card.war-bonds": {"en": "War Bonds", "pt": "Bônus de Guerra"},
    "ww4.card.fort-levy": {"en": "Fort Levy", "pt": "Imposto dos Fortes"},
    "ww4.card.embargo": {"en": "Embargo", "pt": "Embargo"},
    "ww4.card.tribute": {"en": "Tribute", "pt": "Tributo"},
    "ww4.card.general-strike": {"en": "General Strike", "pt": "Greve Geral"},
    "ww4.card.conscription": {"en": "Conscription", "pt": "Conscrição"},
    "ww4.card.mercenaries": {"en": "Mercenaries", "pt": "Mercenários"},
    "ww4.card.peasant-revolt": {"en": "Peasant Revolt", "pt": "Revolta Camponesa"},
    "ww4.card.secession": {"en": "Secession", "pt": "Secessão"},
    "ww4.card.spy-ring-exposed": {"en": "Spy Ring Exposed", "pt": "Rede de Espiões Desmascarada"},
    "ww4.card.militia-drill": {"en": "Militia Drill", "pt": "Treino de Milícia"},
    "ww4.card.rifled-guns": {"en": "Rifled Guns", "pt": "Canhões Raiados"},
    "ww4.card.sabres": {"en": "Steel Sabres", "pt": "Sabres de Aço"},
    "ww4.card.naval-guns": {"en": "Naval Guns", "pt": "Canhões Navais"},
    "ww4.card.veteran-sergeants": {"en": "Veteran Sergeants", "pt": "Sargentos Veteranos"},
    "ww4.card.field-repairs": {"en": "Field Repairs", "pt": "Reparos de Campanha"},
    "ww4.card.thoroughbreds": {"en": "Thoroughbreds", "pt": "Puros-Sangues"},
    "ww4.card.drop-tanks": {"en": "Drop Tanks", "pt": "Tanques Descartáveis"},
    "ww4.card.turbines": {"en": "Steam Turbines", "pt": "Turbinas a Vapor"},
    "ww4.card.forced-march": {"en": "Forced March", "pt": "Marcha Forçada"},
    "ww4.card.larger-hulls": {"en": "Larger Hulls", "pt": "Cascos Maiores"},
    "ww4.card.poisons": {"en": "Poisons", "pt": "Venenos"},
    "ww4.card.trench-works": {"en": "Trench Works", "pt": "Trincheiras"},
    "ww4.card.local-guides": {"en": "Local Guides", "pt": "Guias Locais"},
}

#: What a card's lasting effect is (``ww4.op.<op>``: the "effect" and "effect-ends" events).
OP_WORDS: W = {
    "ww4.op.no-food": {"en": "no food", "pt": "sem comida"},
    "ww4.op.no-income": {"en": "no income", "pt": "sem renda"},
    "ww4.op.no-move-out": {"en": "no move out", "pt": "nenhuma saída"},
    "ww4.op.skip-phase": {"en": "skip phase", "pt": "etapa pulada"},
    "ww4.op.free-units": {"en": "free units", "pt": "unidades grátis"},
    "ww4.op.boost": {"en": "boost", "pt": "reforço"},
    "ww4.op.grant": {"en": "grant", "pt": "concessão"},
    "ww4.op.destroy-fort": {"en": "destroy fort", "pt": "Forte destruído"},
    "ww4.op.destroy-units": {"en": "destroy units", "pt": "unidades destruídas"},
    "ww4.op.revolt": {"en": "revolt", "pt": "revolta"},
    "ww4.op.money": {"en": "money", "pt": "dinheiro"},
    "ww4.op.tribute": {"en": "tribute", "pt": "tributo"},
}

#: The options (``ww4.option.<name>`` and ``.help``), as the OptionSpecs of __init__.py and corrections.py.
OPTION_WORDS: W = {
    "ww4.option.nations": {"en": "Nations", "pt": "Nações"},
    "ww4.option.nations.help": {
        "en": "comma-separated colours played, in seat order (default: red, yellow, green, then blue, purple: "
        "Table 2's Balance of Powers)",
        "pt": "cores jogadas, separadas por vírgulas, na ordem dos lugares (padrão: red, yellow, green, depois "
        "blue, purple: o Equilíbrio de Poderes da Tabela 2)",
    },
    "ww4.option.alternate_setup": {"en": "Alternate set-up", "pt": "Preparação alternativa"},
    "ww4.option.alternate_setup.help": {
        "en": "Optional Rules, Alternate Set-Up: grey units beside a nation's starting spaces start in its colour",
        "pt": "Regras Opcionais, Preparação Alternativa: as unidades cinzas vizinhas dos espaços iniciais de uma "
        "nação começam na cor dela",
    },
    "ww4.option.free_build": {"en": "Free build", "pt": "Construção livre"},
    "ww4.option.free_build.help": {
        "en": "Optional Rules, Free Build: each player deploys C20 of units before turn 1",
        "pt": "Regras Opcionais, Construção Livre: cada jogador posiciona C20 em unidades antes do turno 1",
    },
    "ww4.option.round_limit": {"en": "Round limit", "pt": "Limite de rodadas"},
    "ww4.option.round_limit.help": {
        "en": "end the game after this many rounds, ranked by cities, spaces controlled, then money (for simulations)",
        "pt": "termina o jogo depois de tantas rodadas, classificando por Cidades, espaços controlados e então "
        "dinheiro (para simulações)",
    },
    "ww4.option.invader_return": {"en": "Invader return", "pt": "Retorno do invasor"},
    "ww4.option.invader_return.help": {
        "en": "an invading ship forced to withdraw goes back to the water it invaded from (origin: 004, Ship) "
        "or to the first free bordering water (first-free)",
        "pt": "um navio invasor forçado a se retirar volta à água de onde invadiu (origin: 004, Navio) ou à "
        "primeira água vizinha livre (first-free)",
    },
    "ww4.option.bomber_withdrawal": {"en": "Bomber withdrawal", "pt": "Retirada de bombardeiros"},
    "ww4.option.bomber_withdrawal.help": {
        "en": "a withdrawing Bomber never goes into or through a space with an enemy Bomber (avoid: 004, "
        "Flight), or may end there (may-end-there)",
        "pt": "um Bombardeiro em retirada nunca entra nem passa por um espaço com um Bombardeiro inimigo "
        "(avoid: 004, Voo), ou pode terminar lá (may-end-there)",
    },
    "ww4.option.king_attempts": {"en": "Attempts on a King", "pt": "Tentativas contra um Rei"},
    "ww4.option.king_attempts.help": {
        "en": "after the attempts on Spies, every Spy in the space rolls at the King (every-spy: 004, "
        "Assassination), or only Spies that made no attempt this turn (untried-spies)",
        "pt": "depois das tentativas contra Espiões, todo Espião do espaço rola contra o Rei (every-spy: 004, "
        "Assassinato), ou só os Espiões que não tentaram neste turno (untried-spies)",
    },
    "ww4.option.royal_guard": {"en": "Royal Guard", "pt": "Guarda Real"},
    "ww4.option.royal_guard.help": {
        "en": "a King destroyed by a Random Event: his owner chooses another unit of his there to remove "
        "instead, or lets him go (choose: 004, Royal Guard), or the cheapest other unit goes (cheapest)",
        "pt": "um Rei destruído por um Evento Aleatório: seu dono escolhe outra unidade sua ali para remover "
        "no lugar dele, ou o deixa cair (choose: 004, Guarda Real), ou sai a outra unidade mais barata "
        "(cheapest)",
    },
    "ww4.option.withdraw_ask": {"en": "Withdrawals asked", "pt": "Retiradas perguntadas"},
    "ww4.option.withdraw_ask.help": {
        "en": "withdrawals are asked when a way out exists and the answer is not forced, after a victory too "
        "(choice: 004, Maneuver), only while the other side still fights (while-fighting), or every round "
        "a way out exists (every-round)",
        "pt": "as retiradas são perguntadas quando há saída e a resposta não é forçada, também depois de uma "
        "vitória (choice: 004, Manobra), só enquanto o outro lado ainda luta (while-fighting), ou em toda "
        "rodada em que há saída (every-round)",
    },
    "ww4.option.barbarians": {"en": "Barbarians", "pt": "Bárbaros"},
    "ww4.option.barbarians.help": {
        "en": "who makes the Barbarians' casualty decisions: a fixed neutral policy (neutral) or the next "
        "player after the Invader in turn order (seat: 004, Barbarians)",
        "pt": "quem decide as baixas dos Bárbaros: uma política neutra fixa (neutral) ou o próximo jogador "
        "depois do Invasor na ordem de jogo (seat: 004, Bárbaros)",
    },
    "ww4.option.tuning": {"en": "Balance tuning", "pt": "Ajuste de equilíbrio"},
    "ww4.option.tuning.help": {
        "en": "the reconstructed map, units, starting units and cards as tuned toward balance (tuned-8: "
        "docs/balance.md), as rules version 7, 6 or 5 tuned them (tuned-7, tuned-6, tuned), or as first "
        "reconstructed (original: rules versions 1-4)",
        "pt": "o mapa, as unidades, as unidades iniciais e as cartas reconstruídos, ajustados em direção ao "
        "equilíbrio (tuned-8: docs/balance.md), como a versão 7, 6 ou 5 das regras os ajustou (tuned-7, "
        "tuned-6, tuned) ou como foram reconstruídos primeiro (original: versões 1-4 das regras)",
    },
}

#: Why a game ended (``ww4.result.<reason>``, "-" as "_" as core/ruleset_words.py's ``slug`` spells it: the
#: Result's reason, and the "game-over" event's), and the ruleset's title.
RESULT_WORDS: W = {
    "ww4.result.last_king": {"en": "last King standing", "pt": "último Rei de pé"},
    "ww4.result.world_rule": {"en": "world rule", "pt": "domínio do mundo"},
    "ww4.result.atomic": {"en": "atomic weapons", "pt": "armas atômicas"},
    "ww4.result.cold_war": {"en": "cold war", "pt": "guerra fria"},
    "ww4.result.round_limit": {"en": "round limit", "pt": "limite de rodadas"},
    "ww4.ruleset.ww4": {"en": "World War IV: One World, One King", "pt": "World War IV: Um Mundo, Um Rei"},
}

#: Every word of World War IV, registered as the catalogue ``ww4``.
CATALOGUE: Catalogue = {
    **NATION_WORDS,
    **UNIT_WORDS,
    **PHASE_WORDS,
    **CARD_WORDS,
    **OP_WORDS,
    **OPTION_WORDS,
    **RESULT_WORDS,
    **ACTION_WORDS,
    **EVENT_WORDS,
    **COMBAT_WORDS,
    **REFUSAL_WORDS,
}
