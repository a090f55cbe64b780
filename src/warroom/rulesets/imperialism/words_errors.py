"""Why War! Age of Imperialism refuses an action a person typed (``aoi.err.*``), in English and Portuguese.

Places are the board's (``Place``), named in the reader's language; where a refusal named a place by its
id, ``str(error)`` still does (a Place renders as its id without a board), and where it named it by the
board's name it still does too (``wording.refusal``). What only a command can say is quoted as typed:
an unknown id, an action's type, a ship's id, a colour id where the English always showed it."""

from __future__ import annotations

_REFUSALS: dict[str, tuple[str, str]] = {
    # the sequence of play (game.py)
    "aoi.err.over": ("the game is over", "o jogo terminou"),
    "aoi.err.no_time": (
        "this game does not end at an agreed time (option end=time)",
        "este jogo não termina numa hora combinada (opção end=time)",
    ),
    "aoi.err.not_begun": (
        "the game has not begun: finish choosing regions first",
        "o jogo ainda não começou: termine primeiro de escolher as regiões",
    ),
    "aoi.err.not_now": (
        "'{action}' is not possible now ({phase}: {allowed})",
        "'{action}' não é possível agora ({phase}: {allowed})",
    ),
    "aoi.err.no_colour": (
        "no empire plays the colour {colour} (in play: {known})",
        "nenhum império joga com a cor {colour} (em jogo: {known})",
    ),
    # buying (purchase.py)
    "aoi.err.buy.phase.buy": (
        "pieces are bought only in the opening purchase or a production round",
        "as peças só são compradas na compra inicial ou numa rodada de produção",
    ),
    "aoi.err.buy.phase.end": (
        "buying ends only in the opening purchase or a production round",
        "as compras só terminam na compra inicial ou numa rodada de produção",
    ),
    "aoi.err.buy.unknown": (
        "unknown piece {piece} (in this game: {known})",
        "peça desconhecida {piece} (neste jogo: {known})",
    ),
    "aoi.err.buy.sea": (
        "{piece} is placed in a land region: {where} is a sea area",
        "{piece} vai numa região terrestre: {where} é uma área marítima",
    ),
    "aoi.err.buy.not_own": (
        "{piece} must be placed in a region {empire} owns: {where} is not theirs",
        "{piece} deve ir numa região de {empire}: {where} não é dele",
    ),
    "aoi.err.buy.needs": (
        "{piece} must be placed in a region with {needs}: {where} has none",
        "{piece} deve ir numa região com {needs}: {where} não tem",
    ),
    "aoi.err.buy.needs.lacks": (
        "{piece} must be placed in a region with {needs}: {where} has no {lacks}",
        "{piece} deve ir numa região com {needs}: {where} não tem {lacks}",
    ),
    "aoi.or": ("{first} or {rest}", "{first} ou {rest}"),
    "aoi.err.buy.ship_land": (
        "a ship is placed in a sea area: {where} is a land region",
        "um navio vai numa área marítima: {where} é uma região terrestre",
    ),
    "aoi.err.buy.ship_coast": (
        "a ship must be placed in a sea area beside a region {empire} owns: {where} touches none",
        "um navio deve ir numa área marítima ao lado de uma região de {empire}: {where} não toca nenhuma",
    ),
    "aoi.err.buy.ship_needs": (
        "a ship must be placed in a sea area beside a region of {empire}'s with {needs}: {where} has none",
        "um navio deve ir numa área marítima ao lado de uma região de {empire} com {needs}: {where} não tem nenhuma",
    ),
    "aoi.err.buy.has_school": ("{where} already has a school", "{where} já tem uma escola"),
    "aoi.err.buy.school_city": (
        "a school must be built in a region with a city: {where} has none",
        "uma escola deve ser construída numa região com uma cidade: {where} não tem",
    ),
    "aoi.err.buy.one_building": (
        "{where} already has {present} (one city, port, railroad or factory per region)",
        "{where} já tem {present} (uma cidade, porto, ferrovia ou fábrica por região)",
    ),
    "aoi.err.buy.port_coast": (
        "a port must be built in a region touching a sea area: {where} touches none",
        "um porto deve ser construído numa região que toque uma área marítima: {where} não toca nenhuma",
    ),
    "aoi.err.buy.factory_city": (
        "a factory must be built next to a city of {empire}'s: {where} borders none",
        "uma fábrica deve ser construída ao lado de uma cidade de {empire}: {where} não faz fronteira com nenhuma",
    ),
    "aoi.err.buy.factories": (
        "at most twice as many factories as cities: {empire} has {cities} cities and {factories} factories",
        "no máximo o dobro de fábricas do que de cidades: {empire} tem {cities} cidades e {factories} fábricas",
    ),
    "aoi.err.buy.has_fort": ("{where} already has a fort", "{where} já tem um forte"),
    "aoi.err.buy.cost": (
        "{piece} costs {price} PP here: {empire} has {pp} PP",
        "{piece} custa {price} PP aqui: {empire} tem {pp} PP",
    ),
    # choosing regions (setup.py)
    "aoi.err.claim.sea": (
        "{region} is a sea area: choose a land region",
        "{region} é uma área marítima: escolha uma região terrestre",
    ),
    "aoi.err.claim.taken": ("{region} already belongs to {empire}", "{region} já pertence a {empire}"),
    "aoi.err.claim.done": (
        "{empire} has chosen all its starting regions",
        "{empire} já escolheu todas as suas regiões iniciais",
    ),
    # developing a resource (production.py)
    "aoi.err.develop.rule": (
        "resources are developed only with the Advanced rule hidden_resources",
        "os recursos só são desenvolvidos com a regra Avançada hidden_resources",
    ),
    "aoi.err.develop.phase": (
        "resources are developed only in one's own production round",
        "os recursos só são desenvolvidos na sua própria vez da rodada de produção",
    ),
    "aoi.err.develop.sea": (
        "{region} is a sea area: resources are developed in land regions",
        "{region} é uma área marítima: os recursos são desenvolvidos em regiões terrestres",
    ),
    "aoi.err.develop.not_own": (
        "{region} is not {empire}'s: only a resource in an own region is developed",
        "{region} não é de {empire}: só se desenvolve um recurso numa região própria",
    ),
    "aoi.err.develop.none": (
        "{region} has no resource marker to develop",
        "{region} não tem marcador de recurso a desenvolver",
    ),
    "aoi.err.develop.done": (
        "the resource in {region} is already developed",
        "o recurso em {region} já está desenvolvido",
    ),
    "aoi.err.develop.cost": (
        "developing a resource costs {cost} PP: {empire} has {pp} PP",
        "desenvolver um recurso custa {cost} PP: {empire} tem {pp} PP",
    ),
    # research (research.py)
    "aoi.err.research.rule": (
        "research is not in play: these rules (or option research off) have no technologies",
        "a pesquisa não está em jogo: estas regras (ou a opção research desligada) não têm tecnologias",
    ),
    "aoi.err.research.one": (
        "you have made your one discovery this production round",
        "você já fez a sua descoberta nesta rodada de produção",
    ),
    "aoi.err.research.two": (
        "you have made your two discoveries (five or more schools) this production round",
        "você já fez as suas duas descobertas (cinco ou mais escolas) nesta rodada de produção",
    ),
    "aoi.err.research.no_pp": (
        "you have no production points left to invest",
        "você não tem mais pontos de produção para investir",
    ),
    "aoi.err.research.unknown": (
        "unknown technology {tech}; the chart has {chart}",
        "tecnologia desconhecida {tech}; a tabela tem {chart}",
    ),
    "aoi.err.research.held": ("you already have {tech}", "você já tem {tech}"),
    "aoi.err.research.needs": ("{tech} needs {missing} first", "{tech} precisa antes de {missing}"),
    "aoi.err.research.tried": (
        "you have already tried {tech} this production round",
        "você já tentou {tech} nesta rodada de produção",
    ),
    "aoi.err.research.at_least": (
        "invest at least 1 PP in research, not {pp}",
        "invista pelo menos 1 PP na pesquisa, não {pp}",
    ),
    "aoi.err.research.only": ("you have only {have} PP, not {pp}", "você só tem {have} PP, não {pp}"),
    # exploring (exploration.py)
    "aoi.err.explore.not_native": (
        "{region} is not a native region: there is nobody to negotiate with",
        "{region} não é uma região nativa: não há com quem negociar",
    ),
    "aoi.err.explore.no_explorer": ("you have no explorer standing in {region}", "você não tem explorador em {region}"),
    "aoi.err.explore.leader_rule": (
        "a leader cannot help an explorer in these rules",
        "nestas regras um líder não pode ajudar um explorador",
    ),
    "aoi.err.explore.no_leader": (
        "you have no leader standing in {region} to help the explorer",
        "você não tem líder em {region} para ajudar o explorador",
    ),
    # destroying (destruction.py)
    "aoi.err.destroy.rule": (
        "destroying buildings is not in these rules (the Advanced option 'destroying')",
        "destruir construções não faz parte destas regras (a opção Avançada 'destroying')",
    ),
    "aoi.err.destroy.not_own": (
        "{region} is not a region of {colour}: destroy only in your own regions",
        "{region} não é uma região de {colour}: destrua só nas suas próprias regiões",
    ),
    "aoi.err.destroy.none": (
        "there is no {target} to destroy in {region} (there is: {present})",
        "não há {target} a destruir em {region} (há: {present})",
    ),
    "aoi.err.destroy.busy": (
        "no army of yours in {region} is free to destroy: it must not have moved or done anything else this "
        "movement round",
        "nenhum exército seu em {region} está livre para destruir: ele não pode ter se movido nem feito outra "
        "coisa nesta rodada de movimento",
    ),
    # westernizing and revolts (natives.py)
    "aoi.err.natives.rule": (
        "westernizing and revolts are not in play: these rules (or option westernizing off) have none",
        "ocidentalização e revoltas não estão em jogo: estas regras (ou a opção westernizing desligada) não as têm",
    ),
    "aoi.err.westernize.not_own": (
        "{region} is not in your empire: you can westernize only your own regions",
        "{region} não está no seu império: você só pode ocidentalizar as suas próprias regiões",
    ),
    "aoi.err.westernize.done": (
        "{region} has no native marker: it is westernized already",
        "{region} não tem marcador nativo: já está ocidentalizada",
    ),
    "aoi.err.westernize.cost": (
        "westernizing {region} costs {cost} PP (2 x {rating}); you have {pp}",
        "ocidentalizar {region} custa {cost} PP (2 x {rating}); você tem {pp}",
    ),
    "aoi.err.incite.nobody": (
        "{region} belongs to no empire: there is nobody to revolt against",
        "{region} não pertence a nenhum império: não há contra quem se revoltar",
    ),
    "aoi.err.incite.own": (
        "{region} is in your own empire: incite another player's region",
        "{region} é do seu próprio império: incite uma região de outro jogador",
    ),
    "aoi.err.incite.westernized": (
        "{region} has been westernized: its natives cannot be incited",
        "{region} foi ocidentalizada: os seus nativos não podem ser incitados",
    ),
    "aoi.err.incite.cost": (
        "inciting {region} costs {cost} PP (25 - {rating}); you have {pp}",
        "incitar {region} custa {cost} PP (25 - {rating}); você tem {pp}",
    ),
    # diplomacy (diplomacy.py)
    "aoi.diplomacy.declare": ("declaration of war", "declaração de guerra"),
    "aoi.diplomacy.offer": ("offer of peace", "oferta de paz"),
    "aoi.err.diplomacy.rule": (
        "there is no {what} in these rules: every empire may attack any other at any time",
        "não há {what} nestas regras: qualquer império pode atacar qualquer outro a qualquer momento",
    ),
    "aoi.err.diplomacy.phase": (
        "{what} is possible only during your movement round",
        "{what} só é possível durante a sua rodada de movimento",
    ),
    "aoi.err.diplomacy.own": ("{empire} is your own empire", "{empire} é o seu próprio império"),
    "aoi.err.diplomacy.same_player": (
        "{empire} is played by the same player as you",
        "{empire} é jogado pelo mesmo jogador que você",
    ),
    "aoi.err.diplomacy.out": ("{empire} is out of the game", "{empire} está fora do jogo"),
    "aoi.err.diplomacy.at_war": ("you are already at war with {empire}", "você já está em guerra com {empire}"),
    "aoi.err.diplomacy.not_at_war": ("you are not at war with {empire}", "você não está em guerra com {empire}"),
    "aoi.err.diplomacy.invading": (
        "your armies stand in {empire}'s land: fight that battle before offering peace",
        "os seus exércitos estão em terras de {empire}: trave essa batalha antes de oferecer a paz",
    ),
    "aoi.err.diplomacy.offered": (
        "you have already offered peace to {empire} in this movement round",
        "você já ofereceu a paz a {empire} nesta rodada de movimento",
    ),
    "aoi.err.diplomacy.answer": (
        "answer an offer of peace with 'yes' or 'no', not {choice}",
        "responda a uma oferta de paz com 'yes' ou 'no', não {choice}",
    ),
    # moving, embarking and landing (movement.py)
    "aoi.err.move.sea": (
        "{space} is a sea area: armies and parties move by land or aboard a ship",
        "{space} é uma área marítima: exércitos e expedições se movem por terra ou a bordo de um navio",
    ),
    "aoi.err.move.kind": (
        "unknown piece kind {kind} to move (this level's: {known})",
        "tipo de peça desconhecido {kind} para mover (os deste nível: {known})",
    ),
    "aoi.err.move.count": ("move at least one piece, not {count}", "mova pelo menos uma peça, não {count}"),
    "aoi.err.ship.none": ("there is no ship with id {id}", "não há navio com o id {id}"),
    "aoi.err.ship.not_own": (
        "ship {id} belongs to {owner}, not {empire}",
        "o navio {id} pertence a {owner}, não a {empire}",
    ),
    "aoi.err.move.border": (
        "{target} does not border {source} by land",
        "{target} não faz fronteira por terra com {source}",
    ),
    "aoi.err.move.able": (
        "{empire} has {units} in {region} able to move, not {count}",
        "{empire} tem {units} em {region} capazes de se mover, não {count}",
    ),
    "aoi.err.move.last_army": (
        "the last army must stay in {region} (an owned region keeps an army)",
        "o último exército deve ficar em {region} (uma região possuída mantém um exército)",
    ),
    "aoi.err.move.no_war": (
        "{empire} may not attack {enemy} in {region} (declare war first and wait for the next movement round)",
        "{empire} não pode atacar {enemy} em {region} (declare guerra antes e espere a próxima rodada de movimento)",
    ),
    "aoi.err.embark.coast": (
        "ship {id} is in {sea}, which does not touch {region}",
        "o navio {id} está em {sea}, que não toca {region}",
    ),
    "aoi.err.embark.able": (
        "{empire} has {units} in {region} with a movement point left, not {count}",
        "{empire} tem {units} em {region} com ponto de movimento sobrando, não {count}",
    ),
    "aoi.err.embark.room": (
        "ship {id} carries at most {most} armies: room for {room}, not {count}",
        "o navio {id} leva no máximo {most} exércitos: há lugar para {room}, não {count}",
    ),
    "aoi.err.land.coast": (
        "{region} is not on the coast of {sea}, where ship {id} is",
        "{region} não está no litoral de {sea}, onde está o navio {id}",
    ),
    "aoi.err.land.cargo": ("ship {id} carries {units}, not {count}", "o navio {id} leva {units}, não {count}"),
    "aoi.err.land.moves": (
        "ship {id} has no movement point left to land pieces in {region}",
        "o navio {id} não tem mais ponto de movimento para desembarcar peças em {region}",
    ),
    # sailing and answering at sea (naval.py)
    "aoi.err.sail.land": (
        "{sea} is a land region: ships never move onto land",
        "{sea} é uma região terrestre: navios nunca vão para terra",
    ),
    "aoi.err.sail.border": (
        "{sea} does not border {where}, where ship {id} is",
        "{sea} não faz fronteira com {where}, onde está o navio {id}",
    ),
    "aoi.err.sail.fought": (
        "ship {id} fought a battle this round and may not move on",
        "o navio {id} travou uma batalha nesta rodada e não pode seguir",
    ),
    "aoi.err.sail.moves": ("ship {id} has no movement point left", "o navio {id} não tem mais ponto de movimento"),
    "aoi.err.sail.refused": (
        "passage to {sea} was refused to ship {id} this movement round",
        "a passagem para {sea} foi recusada ao navio {id} nesta rodada de movimento",
    ),
    "aoi.err.answer": ("answer one of {choices}, not {choice}", "responda uma destas: {choices}, não {choice}"),
}

ERROR_WORDS: dict[str, dict[str, str]] = {key: {"en": en, "pt": pt} for key, (en, pt) in _REFUSALS.items()}
