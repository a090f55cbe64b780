"""War! Age of Imperialism's options, named and explained in English and Portuguese (keys
``aoi.option.<name>`` and ``aoi.option.<name>.help``), for the lobby and the terminal. The English help is
the OptionSpec help of rulesets/imperialism/__init__.py and corrections.py, and of the Advanced rules in
data/rulesets/imperialism.json."""

from __future__ import annotations

#: Option name -> (English name, Portuguese name, English help, Portuguese help).
_OPTIONS: dict[str, tuple[str, str, str, str]] = {
    "end": (
        "End of the game",
        "Fim do jogo",
        "how the game ends: after a number of turns, when one empire is left, or at an agreed time",
        "como o jogo termina: depois de um número de turnos, quando resta um só império, ou numa hora combinada",
    ),
    "turns": (
        "Turns",
        "Turnos",
        "the number of turns when end=turns (short 5, medium 10, long 15)",
        "o número de turnos quando end=turns (curto 5, médio 10, longo 15)",
    ),
    "two_empires": (
        "Two empires each",
        "Dois impérios cada",
        "2 players only: each plays two empires of 6 regions (else 10 regions each)",
        "só com 2 jogadores: cada um joga com dois impérios de 6 regiões (senão 10 regiões cada)",
    ),
    "turn_order": (
        "Turn order",
        "Ordem dos turnos",
        "fixed (the rulebook), random (dice choose the first player each turn) or rotating",
        "fixed (o livro de regras), random (os dados escolhem o primeiro jogador a cada turno) ou rotating",
    ),
    "purchase": (
        "Purchases",
        "Compras",
        "in-turn (the rulebook: each player buys in order) or plan-and-reveal (all buy unseen, then reveal)",
        "in-turn (o livro de regras: cada jogador compra na sua vez) ou plan-and-reveal (todos compram em "
        "segredo e depois revelam)",
    ),
    "save_pp": (
        "Save production points",
        "Guardar pontos de produção",
        "unspent production points carry over (the Portuguese rules' option)",
        "os pontos de produção não gastos ficam para o turno seguinte (opção das regras em português)",
    ),
    "opening_placement": (
        "Opening placement",
        "Colocação inicial",
        "free (the rulebook's setup: armies and parties in any own region, ships beside any) or usual",
        "free (a preparação do livro de regras: exércitos e expedições em qualquer região própria, navios ao "
        "lado de qualquer uma) ou usual",
    ),
    "human_wave": (
        "Human Wave",
        "Onda Humana",
        "Standard rules: the computer-played natives' Human Wave: match (sacrifice to draw level) or none",
        "regras Padrão: a Onda Humana dos nativos jogados pelo computador: match (sacrificam-se até empatar) ou none",
    ),
    "colours": (
        "Colours",
        "Cores",
        "comma-separated empire colours in seat order (default: red, blue, green, ...)",
        "as cores dos impérios na ordem dos lugares, separadas por vírgulas (padrão: red, blue, green, ...)",
    ),
    "scenario": (
        "Scenario",
        "Cenário",
        "none (draft the regions) or 1886 (000, 'Historical Scenario 1886': the empires of the time)",
        "none (escolher as regiões) ou 1886 (000, 'Cenário Histórico 1886': os impérios da época)",
    ),
    "scenario_sides": (
        "Scenario sides",
        "Lados do cenário",
        "1886 scenario with 2 players: large (Britain, Germany, Japan vs. France, Russia, Europe) or small"
        " (Britain vs. France)",
        "cenário 1886 com 2 jogadores: large (Grã-Bretanha, Alemanha, Japão contra França, Rússia, Europa) ou "
        "small (Grã-Bretanha contra França)",
    ),
    "forts": (
        "Forts",
        "Fortes",
        "where a fort may be built: own-or-native (000, 'Fort': 'any region, (including native-owned "
        "regions)') or own (the buyer's regions only)",
        "onde se pode construir um forte: own-or-native (000, 'Forte': em qualquer região, inclusive as dos "
        "nativos) ou own (só nas regiões de quem compra)",
    ),
    "railroads": (
        "Railroads",
        "Ferrovias",
        "chain (000, 'Railroad': every step out of an own railroad region is free, each railroad once per "
        "piece and round) or one-step (one free step per piece per movement round)",
        "chain (000, 'Ferrovia': cada passo saindo de uma região própria com ferrovia é grátis, cada ferrovia "
        "uma vez por peça e rodada) ou one-step (um passo grátis por peça e rodada de movimento)",
    ),
    "scenario_score": (
        "Scenario score",
        "Pontuação do cenário",
        "1886, a player with several nations scores their sum (the blocs are allies), the largest, or "
        "two-empires (the two-empire rule: Basic the largest, else the second largest)",
        "1886, um jogador com várias nações marca a soma delas (os blocos são aliados), a maior, ou "
        "two-empires (a regra dos dois impérios: no Básico a maior, senão a segunda maior)",
    ),
    "revolt_army": (
        "Revolt army",
        "Exército da revolta",
        "a revolt's natives: rating (000, Advanced: 'native armies ... equal to the native rating': that many "
        "infantry) or marker (the marker's whole army, with cavalry and artillery for its + signs)",
        "os nativos de uma revolta: rating (000, Avançado: exércitos nativos iguais ao valor nativo: tantas "
        "infantarias) ou marker (o exército inteiro do marcador, com cavalaria e artilharia pelos sinais +)",
    ),
    "develop_discount": (
        "Engineer's discount on developing",
        "Desconto do engenheiro ao desenvolver",
        "an own engineer in the region takes 10 PP off developing a resource (as off a building)",
        "um engenheiro próprio na região tira 10 PP do custo de desenvolver um recurso (como de uma construção)",
    ),
    "victory_points": (
        "Victory points",
        "Pontos de vitória",
        "victory points at the end: 10 a region, 50 a whole global region, 5 a building, 1 an army, ship or party",
        "pontos de vitória no fim: 10 por região, 50 por região global inteira, 5 por construção, 1 por "
        "exército, navio ou expedição",
    ),
    "advanced_costs": (
        "Advanced costs",
        "Custos avançados",
        "the Advanced tables' costs (leader 40)",
        "os custos das tabelas Avançadas (líder 40)",
    ),
    "advanced_production": (
        "Advanced production",
        "Produção avançada",
        "Advanced production: factory 10 + 2 per developed resource (Industry more), port 2 per own factory "
        "+ 1 per port in the world",
        "produção Avançada: fábrica 10 + 2 por recurso desenvolvido (mais com Indústria), porto 2 por fábrica "
        "própria + 1 por porto no mundo",
    ),
    "hidden_resources": (
        "Hidden resources",
        "Recursos ocultos",
        "resources stay face down after a region joins (the owner may look) until developed for 30 PP",
        "os recursos ficam virados para baixo depois que a região se junta (o dono pode olhar) até serem "
        "desenvolvidos por 30 PP",
    ),
    "westernizing": (
        "Westernizing",
        "Ocidentalização",
        "native markers stay face up in joined regions until westernized (2 x rating PP); others may incite a "
        "revolt (25 - rating PP)",
        "os marcadores nativos ficam virados para cima nas regiões anexadas até a ocidentalização (2 x valor "
        "PP); outros podem incitar uma revolta (25 - valor PP)",
    ),
    "research": (
        "Research",
        "Pesquisa",
        "research technologies in the production round (Industry, Education, Science, Metallurgy, Rifles)",
        "pesquisar tecnologias na rodada de produção (Indústria, Educação, Ciência, Metalurgia, Fuzis)",
    ),
    "blockade": (
        "Blockade",
        "Bloqueio",
        "ships at war beside an enemy port take 10 PP a ship from its production, at most half",
        "navios em guerra ao lado de um porto inimigo tiram 10 PP por navio da produção dele, no máximo a metade",
    ),
    "destroying": (
        "Destroying",
        "Destruição",
        "an army that does nothing else in a movement round may destroy a building or undevelop a resource "
        "in its region",
        "um exército que não faz mais nada numa rodada de movimento pode destruir uma construção ou "
        "desfazer o desenvolvimento de um recurso na sua região",
    ),
    "advanced_battles": (
        "Advanced battles",
        "Batalhas avançadas",
        "Advanced battles: alternating assaults, combined arms, retreat",
        "batalhas Avançadas: ataques alternados, armas combinadas, retirada",
    ),
}

OPTION_WORDS: dict[str, dict[str, str]] = {
    key: words
    for name, (en, pt, help_en, help_pt) in _OPTIONS.items()
    for key, words in (
        (f"aoi.option.{name}", {"en": en, "pt": pt}),
        (f"aoi.option.{name}.help", {"en": help_en, "pt": help_pt}),
    )
}
