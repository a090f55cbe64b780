"""War! Age of Imperialism's event log in English and Portuguese (``aoi.ev.*`` and the words they share);
narrate.py and narrate_war.py fill the sentences in."""

from __future__ import annotations

#: The sentences, by key (a variant of a sentence is a key of its own: the words around a field differ
#: between languages, so a sentence is never glued together from pieces of English).
_SENTENCES: dict[str, tuple[str, str]] = {
    # setup and turns
    "aoi.ev.setup": ("The empires play in the order {order}", "Os impérios jogam na ordem {order}"),
    "aoi.ev.setup.quota": (
        "The empires play in the order {order}; each claims {quota} regions",
        "Os impérios jogam na ordem {order}; cada um reivindica {quota} regiões",
    ),
    "aoi.ev.setup.scenario": (
        "Scenario {scenario}: the empires play in the order {order}",
        "Cenário {scenario}: os impérios jogam na ordem {order}",
    ),
    "aoi.ev.markers": (
        "Native and resource markers are placed face down on {regions} regions ({box} left in the box)",
        "Os marcadores de nativos e de recursos são colocados virados para baixo em {regions} regiões "
        "({box} ficam na caixa)",
    ),
    "aoi.ev.opening": (
        "Opening purchases: each empire has {pp}, {first} buys first",
        "Compras iniciais: cada império tem {pp}, {first} compra primeiro",
    ),
    "aoi.ev.claim": ("{empire} claims {region}", "{empire} reivindica {region}"),
    "aoi.ev.claim.more": (
        "{empire} claims {region} ({left} more to claim)",
        "{empire} reivindica {region} (faltam {left})",
    ),
    "aoi.ev.turn_order": ("Turn {turn} order ({rule}): {order}", "Ordem do turno {turn} ({rule}): {order}"),
    "aoi.ev.movement_round": (
        "Turn {turn}: movement round {round} begins",
        "Turno {turn}: começa a rodada de movimento {round}",
    ),
    "aoi.ev.turn": (
        "{empire}'s turn (turn {turn}, movement round {round})",
        "Vez de {empire} (turno {turn}, rodada de movimento {round})",
    ),
    "aoi.ev.battles.none": ("{empire} has no battles to fight", "{empire} não tem batalhas a travar"),
    "aoi.ev.battles": ("{empire} has battles to fight in {regions}", "{empire} tem batalhas a travar em {regions}"),
    "aoi.ev.production_round": (
        "Turn {turn}: the production round begins",
        "Turno {turn}: começa a rodada de produção",
    ),
    # production
    "aoi.ev.income": ("{empire} collects {total} and has {pp}", "{empire} recebe {total} e tem {pp}"),
    "aoi.ev.income.parts": (
        "{empire} collects {total} ({parts}) and has {pp}",
        "{empire} recebe {total} ({parts}) e tem {pp}",
    ),
    "aoi.income.regions": ("{n} from regions", "{n} das regiões"),
    "aoi.income.buildings": ("{n} from buildings", "{n} das construções"),
    "aoi.income.railroads": ("{n} from railroads", "{n} das ferrovias"),
    "aoi.income.factories": ("{n} from factories", "{n} das fábricas"),
    "aoi.income.resources": ("{n} from resources", "{n} dos recursos"),
    "aoi.income.sets": ("{n} from sets", "{n} dos conjuntos"),
    "aoi.income.global_regions": ("{n} from global regions", "{n} das regiões globais"),
    "aoi.income.blockade": ("{n} lost to blockade", "{n} perdidos no bloqueio"),
    "aoi.income.saved": ("{n} saved", "{n} guardados"),
    "aoi.comma": ("{first}, {rest}", "{first}, {rest}"),
    "aoi.ev.blockade": (
        "{empire} is blockaded by {by} and loses {pp}",
        "{empire} sofre o bloqueio de {by} e perde {pp}",
    ),
    "aoi.enemy_ships": ("enemy ships", "navios inimigos"),
    "aoi.ev.plan": (
        "{empire} plans a purchase, unseen until the reveal",
        "{empire} planeja uma compra, secreta até a revelação",
    ),
    "aoi.ev.buy": ("{empire} buys {piece} in {where} for {cost}", "{empire} compra {piece} em {where} por {cost}"),
    "aoi.ev.reveal": (
        "Turn {turn}: the planned purchases are revealed",
        "Turno {turn}: as compras planejadas são reveladas",
    ),
    "aoi.ev.end_purchase": ("{empire} has finished buying", "{empire} terminou as compras"),
    "aoi.ev.end_purchase.kept": (
        "{empire} has finished buying, {pp} kept",
        "{empire} terminou as compras e guardou {pp}",
    ),
    "aoi.ev.end_purchase.lost": (
        "{empire} has finished buying, {pp} left unspent and lost",
        "{empire} terminou as compras e perdeu {pp} não gastos",
    ),
    "aoi.ev.develop": (
        "{empire} develops the resource in {region} for {cost}",
        "{empire} desenvolve o recurso em {region} por {cost}",
    ),
    "aoi.ev.develop.worth": (
        "{empire} develops the resource in {region} (worth {value}) for {cost}",
        "{empire} desenvolve o recurso em {region} (valor {value}) por {cost}",
    ),
    "aoi.ev.research.success": (
        "{empire} researches {tech} with {pp}: rolls {total} against {rating}, discovers it",
        "{empire} pesquisa {tech} com {pp}: tira {total} contra {rating} e a descobre",
    ),
    "aoi.ev.research.failure": (
        "{empire} researches {tech} with {pp}: rolls {total} against {rating}, fails",
        "{empire} pesquisa {tech} com {pp}: tira {total} contra {rating} e fracassa",
    ),
    "aoi.ev.westernize": ("{empire} westernizes {region} for {cost}", "{empire} ocidentaliza {region} por {cost}"),
    "aoi.ev.incite": (
        "{empire} pays {cost} to incite {army} to revolt against {owner} in {region}",
        "{empire} paga {cost} para incitar {army} à revolta contra {owner} em {region}",
    ),
    "aoi.ev.revolt.success": (
        "The revolt in {region} succeeds: the natives overcome {owner} ({army})",
        "A revolta em {region} triunfa: os nativos vencem {owner} ({army})",
    ),
    "aoi.ev.revolt.failure": (
        "{owner} puts down the revolt in {region} ({army} left)",
        "{owner} reprime a revolta em {region} (restam {army})",
    ),
    "aoi.ev.overthrown": (
        "{previous} is overthrown in {region}, which is native land again",
        "{previous} é derrubado em {region}, que volta a ser terra dos nativos",
    ),
    "aoi.ev.overthrown.lost": (
        "{previous} is overthrown in {region}, which is native land again, and loses {lost}",
        "{previous} é derrubado em {region}, que volta a ser terra dos nativos, e perde {lost}",
    ),
    "aoi.ev.eliminated": (
        "{empire} has no region left and is out of the game",
        "{empire} não tem mais regiões e está fora do jogo",
    ),
    "aoi.ev.game_over.one": ("Game over: {winners} wins", "Fim de jogo: {winners} vence"),
    "aoi.ev.game_over.many": ("Game over: {winners} win", "Fim de jogo: {winners} vencem"),
    "aoi.ev.game_over.none": ("Game over: nobody wins", "Fim de jogo: ninguém vence"),
    "aoi.ev.game_over.why": ("{text} ({why})", "{text} ({why})"),
    # the score table (ending_words.py; ending.score_text is its English)
    "aoi.score.row": ("{empire} {score} ({regions} {noun})", "{empire} {score} ({regions} {noun})"),
    "aoi.score.row.bonus": (
        "{empire} {score} ({regions} {noun} + {bonus} x {whole})",
        "{empire} {score} ({regions} {noun} + {bonus} x {whole})",
    ),
    # counted nouns of the score table ("1 region", "2 regions")
    "aoi.score.noun.regions": ("region|regions", "região|regiões"),
    "aoi.score.noun.buildings": ("building|buildings", "construção|construções"),
    "aoi.score.noun.pieces": ("piece|pieces", "peça|peças"),
    "aoi.score.points": ("{empire} {score} VP ({terms})", "{empire} {score} PV ({terms})"),
    "aoi.score.term.regions": ("{n} {noun} {points}", "{n} {noun} {points}"),
    "aoi.score.term.global": ("global regions {whole} {points}", "regiões globais {whole} {points}"),
    "aoi.score.term.buildings": ("{n} {noun} {points}", "{n} {noun} {points}"),
    "aoi.score.term.pieces": ("{n} {noun} {points}", "{n} {noun} {points}"),
    "aoi.score.out": ("{text} (out)", "{text} (fora)"),
    "aoi.score.seat": ("{seat}: {score}", "{seat}: {score}"),
    "aoi.score.per_seat": ("{text}. Counting per player: {seats}", "{text}. Contando por jogador: {seats}"),
    "aoi.score.detail": ("{why}. {scores}", "{why}. {scores}"),
    "aoi.semicolon": ("{first}; {rest}", "{first}; {rest}"),
    "aoi.plus": ("{first} + {rest}", "{first} + {rest}"),
    "aoi.order.fixed": ("fixed", "fixa"),
    "aoi.order.random": ("random", "sorteada"),
    "aoi.order.rotating": ("rotating", "rotativa"),
    # chance
    "aoi.ev.shuffle": ("The {what} are shuffled", "Embaralham-se: {what}"),
    "aoi.shuffled.native markers": ("native markers", "os marcadores de nativos"),
    "aoi.shuffled.resource markers": ("resource markers", "os marcadores de recursos"),
    "aoi.shuffled.pieces": ("pieces", "as peças"),
    "aoi.ev.draw": ("{count} drawn from the {what}", "{count} tirados de: {what}"),
    "aoi.drawn.pile": ("pile", "a pilha"),
}

EVENT_WORDS: dict[str, dict[str, str]] = {key: {"en": en, "pt": pt} for key, (en, pt) in _SENTENCES.items()}
