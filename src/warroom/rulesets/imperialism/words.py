"""The names War! Age of Imperialism gives things, in English and Brazilian Portuguese (core/text.py): its
pieces (counted, with their articles), empires (colours and the 1886 nations), phases, technologies,
result reasons (words_options.py: options and their help). The sentences live beside it: words_actions.py
(action labels), words_events.py and words_events_war.py (the event log), words_errors.py (refusals).
:data:`CATALOGUE` gathers them all; the ruleset package registers it under the family key ``aoi``.

Portuguese follows the Portuguese rulebook (003) and the Brazilian WAR games: infantaria, cavalaria,
artilharia, navio, região, pontos de produção (PP).
"""

from __future__ import annotations

from warroom.core.text import Catalogue
from warroom.rulesets.imperialism.words_actions import ACTION_WORDS
from warroom.rulesets.imperialism.words_errors import ERROR_WORDS
from warroom.rulesets.imperialism.words_events import EVENT_WORDS
from warroom.rulesets.imperialism.words_events_war import EVENT_WAR_WORDS
from warroom.rulesets.imperialism.words_options import OPTION_WORDS

#: Piece kind -> (English singular, plural; Portuguese singular, plural, gender "m"/"f").
PIECES: dict[str, tuple[str, str, str, str, str]] = {
    "inf": ("infantry", "infantry", "infantaria", "infantarias", "f"),
    "cav": ("cavalry", "cavalry", "cavalaria", "cavalarias", "f"),
    "art": ("artillery", "artillery", "artilharia", "artilharias", "f"),
    "ldr": ("leader", "leaders", "líder", "líderes", "m"),
    "explorer": ("explorer", "explorers", "explorador", "exploradores", "m"),
    "engineer": ("engineer", "engineers", "engenheiro", "engenheiros", "m"),
    "ship": ("ship", "ships", "navio", "navios", "m"),
    "city": ("city", "cities", "cidade", "cidades", "f"),
    "port": ("port", "ports", "porto", "portos", "m"),
    "railroad": ("railroad", "railroads", "ferrovia", "ferrovias", "f"),
    "factory": ("factory", "factories", "fábrica", "fábricas", "f"),
    "fort": ("fort", "forts", "forte", "fortes", "m"),
    "school": ("school", "schools", "escola", "escolas", "f"),
}
#: English mass nouns: bought or named without "a" ("Buy infantry", not "Buy a infantry").
_MASS = frozenset({"inf", "cav", "art"})

#: Every empire's name: the content's colours and the 1886 scenario's nations (data/rulesets/imperialism.json
#: and data/scenarios/imperialism-1886.json carry the same names; test_words checks they agree).
EMPIRES: dict[str, tuple[str, str]] = {
    "red": ("Red", "Vermelho"),
    "blue": ("Blue", "Azul"),
    "green": ("Green", "Verde"),
    "yellow": ("Yellow", "Amarelo"),
    "black": ("Black", "Preto"),
    "white": ("White", "Branco"),
    "britain": ("Britain", "Grã-Bretanha"),
    "france": ("France", "França"),
    "germany": ("Germany", "Alemanha"),
    "russia": ("Russia", "Rússia"),
    "europe": ("Europe", "Europa"),
    "japan": ("Japan", "Japão"),
}

#: The technologies of the Advanced research chart: line -> (English, Portuguese); levels are numbers.
TECH_LINES = {
    "industry": ("Industry", "Indústria"),
    "education": ("Education", "Educação"),
    "science": ("Science", "Ciência"),
    "metallurgy": ("Metallurgy", "Metalurgia"),
    "rifles": ("Rifles", "Fuzis"),
}
TECH_LEVELS = {"industry": 3, "education": 3, "science": 2, "metallurgy": 2, "rifles": 2}


def _pieces() -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for kind, (one, many, um, muitos, gender) in PIECES.items():
        out[f"aoi.unit.{kind}"] = {"en": f"{one}|{many}", "pt": f"{um}|{muitos}"}
        article = one if kind in _MASS else f"{'an' if one[0] in 'aeiou' else 'a'} {one}"
        out[f"aoi.unit.a.{kind}"] = {"en": article, "pt": f"{'uma' if gender == 'f' else 'um'} {um}"}
        out[f"aoi.unit.the.{kind}"] = {"en": f"the {one}", "pt": f"{'a' if gender == 'f' else 'o'} {um}"}
    return out


def _techs() -> dict[str, dict[str, str]]:
    return {
        f"aoi.tech.{line}-{level}": {"en": f"{en} {level}", "pt": f"{pt} {level}"}
        for line, (en, pt) in TECH_LINES.items()
        for level in range(1, TECH_LEVELS[line] + 1)
    }


NAMES: dict[str, dict[str, str]] = {
    **_pieces(),
    **_techs(),
    **{f"aoi.empire.{cid}": {"en": en, "pt": pt} for cid, (en, pt) in EMPIRES.items()},
    "aoi.count": {"en": "{n} {unit}", "pt": "{n} {unit}"},
    "aoi.pp": {"en": "{n} PP", "pt": "{n} PP"},
    "aoi.natives": {"en": "the natives", "pt": "os nativos"},
    "aoi.nobody": {"en": "nobody", "pt": "ninguém"},
    "aoi.nothing": {"en": "nothing", "pt": "nada"},
    "aoi.no_army": {"en": "no army", "pt": "nenhum exército"},
    "aoi.seat": {"en": "{empires}", "pt": "{empires}"},
    "aoi.ship": {"en": "ship #{id}", "pt": "navio nº {id}"},
    "aoi.a_ship": {"en": "a ship", "pt": "um navio"},
    "aoi.ship.in": {"en": "the ship in {sea}", "pt": "o navio em {sea}"},
    "aoi.ship.nth": {"en": "ship {k} in {sea}", "pt": "o navio {k} em {sea}"},
    "aoi.ship.gone": {"en": "a ship", "pt": "um navio"},
    # Phases and interrupts, as the views' "phase" and "interrupt.kind" name them.
    "aoi.phase.draft": {"en": "choosing starting regions", "pt": "escolha das regiões iniciais"},
    "aoi.phase.opening": {"en": "buying the starting pieces", "pt": "compra das peças iniciais"},
    "aoi.phase.production": {"en": "the production round", "pt": "a rodada de produção"},
    "aoi.phase.movement": {"en": "moving", "pt": "movimento"},
    "aoi.phase.battles": {"en": "fighting the battles", "pt": "as batalhas"},
    "aoi.phase.encounter": {"en": "a sea encounter", "pt": "um encontro no mar"},
    "aoi.phase.join": {"en": "joining a sea battle", "pt": "entrar numa batalha naval"},
    "aoi.phase.passage": {"en": "passage through the straits", "pt": "passagem pelo estreito"},
    "aoi.phase.peace": {"en": "an offer of peace", "pt": "uma oferta de paz"},
    "aoi.phase.battle": {"en": "a battle's decision", "pt": "uma decisão de batalha"},
    "aoi.phase.over": {"en": "the game is over", "pt": "o jogo terminou"},
    # The rulesets' titles (core/ruleset_words.py reads them).
    "aoi.ruleset.imperialism-basic": {
        "en": "War! Age of Imperialism, Basic rules",
        "pt": "War! Age of Imperialism, regras Básicas",
    },
    "aoi.ruleset.imperialism-standard": {
        "en": "War! Age of Imperialism, Standard rules",
        "pt": "War! Age of Imperialism, regras Padrão",
    },
    "aoi.ruleset.imperialism-advanced": {
        "en": "War! Age of Imperialism, Advanced rules",
        "pt": "War! Age of Imperialism, regras Avançadas",
    },
    # Why a game ended (Result.reason, as core.ruleset_words.slug spells it), and the detail with it.
    "aoi.result.turns": {"en": "turns", "pt": "fim dos turnos"},
    "aoi.result.last_standing": {"en": "last standing", "pt": "último império de pé"},
    "aoi.result.time": {"en": "time", "pt": "tempo combinado"},
    "aoi.result.detail.turns": {
        "en": "the game ended after turn {turn} of {limit}",
        "pt": "o jogo terminou depois do turno {turn} de {limit}",
    },
    "aoi.result.detail.last_standing": {"en": "{names} alone left in the game", "pt": "só {names} no jogo"},
    "aoi.result.detail.time": {"en": "the agreed time was reached", "pt": "chegou a hora combinada"},
}

#: Every word of the family, registered as the ``aoi`` catalogue (rulesets/imperialism/__init__.py).
CATALOGUE: Catalogue = {**NAMES, **ACTION_WORDS, **EVENT_WORDS, **EVENT_WAR_WORDS, **ERROR_WORDS, **OPTION_WORDS}
