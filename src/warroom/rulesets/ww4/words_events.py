"""World War IV's event sentences (narrate.py, narrate_combat.py, narrate_decisions.py) in English and
Brazilian Portuguese, with the small pieces they are built of. Part of words.py's catalogue."""

from __future__ import annotations

EVENT_WORDS: dict[str, dict[str, str]] = {
    # Pieces: optional tails of a sentence, joined by ``naming.cat``.
    "ww4.cat": {"en": "{a}{b}", "pt": "{a}{b}"},
    "ww4.sfx.paren": {"en": " ({what})", "pt": " ({what})"},
    "ww4.sfx.word": {"en": " {what}", "pt": " {what}"},
    "ww4.sfx.in": {"en": " in {space}", "pt": " em {space}"},
    "ww4.sfx.by": {"en": " by {by}", "pt": " por {by}"},
    "ww4.sfx.striking": {"en": ", striking {spaces}", "pt": ", atingindo {spaces}"},
    "ww4.sfx.deck_left": {"en": " ({n} left in the deck)", "pt": " ({n} restantes no baralho)"},
    "ww4.sfx.with_fort": {"en": " with the Fort", "pt": " com o Forte"},
    "ww4.sfx.free": {"en": " free", "pt": " de graça"},
    "ww4.sfx.aboard": {"en": " with {n} aboard", "pt": " com {n} a bordo"},
    "ww4.sfx.landfall": {"en": ", making landfall", "pt": ", tocando terra"},
    "ww4.sfx.forced": {"en": " (forced)", "pt": " (forçada)"},
    "ww4.sfx.guard": {"en": " ({unit} dies for the King)", "pt": " ({unit} morre pelo Rei)"},
    "ww4.until.start": {
        "en": " until the start of {owner} turn in round {turn}",
        "pt": " até o início do turno {owner} na rodada {turn}",
    },
    "ww4.until.end": {
        "en": " until the end of {owner} turn in round {turn}",
        "pt": " até o fim do turno {owner} na rodada {turn}",
    },
    "ww4.spaces.none": {"en": "no space", "pt": "nenhum espaço"},
    "ww4.spaces.more": {
        "en": "{first}, {second} and {rest} more spaces",
        "pt": "{first}, {second} e mais {rest} espaços",
    },
    "ww4.word.space": {"en": "space|spaces", "pt": "espaço|espaços"},
    "ww4.word.city": {"en": "City|Cities", "pt": "Cidade|Cidades"},
    "ww4.word.round": {"en": "round|rounds", "pt": "rodada|rodadas"},
    "ww4.word.routed_unit": {"en": "routed unit|routed units", "pt": "unidade em debandada|unidades em debandada"},
    "ww4.owned": {"en": "{owner} {units}", "pt": "{units} {owner}"},
    "ww4.ofn.red": {"en": "of Imperio de Sangre", "pt": "do Imperio de Sangre"},
    "ww4.ofn.yellow": {"en": "of Sun Dynasty", "pt": "da Dinastia do Sol"},
    "ww4.ofn.green": {"en": "of African Coalition", "pt": "da Coalizão Africana"},
    "ww4.ofn.blue": {"en": "of North Atlantic Kingdoms", "pt": "dos Reinos do Atlântico Norte"},
    "ww4.ofn.purple": {"en": "of Persian Empire", "pt": "do Império Persa"},
    "ww4.ofn.grey": {"en": "of the Barbarians", "pt": "dos Bárbaros"},
    # The game's course.
    "ww4.ev.setup": {"en": "Nations in play: {nations}", "pt": "Nações em jogo: {nations}"},
    "ww4.ev.first_player": {
        "en": "{nation} plays first; the order is {order}",
        "pt": "{nation} joga primeiro; a ordem é {order}",
    },
    "ww4.ev.free_build": {
        "en": "Free Build: {nation} gets {money} to build with",
        "pt": "Construção Livre: {nation} recebe {money} para construir",
    },
    "ww4.ev.turn": {"en": "{owner} turn (round {turn})", "pt": "Turno {owner} (rodada {turn})"},
    "ww4.ev.draw_innovation": {
        "en": "{nation} draws an Innovation card{left}",
        "pt": "{nation} tira uma carta de Inovação{left}",
    },
    "ww4.ev.draw": {"en": "{nation} draws {card}{rest}", "pt": "{nation} tira {card}{rest}"},
    "ww4.ev.atomic.none": {
        "en": "The deck is drawn out: {nation} has no City to roll for Atomic Weapons",
        "pt": "O baralho acabou: {nation} não tem Cidade para rolar pelas Armas Atômicas",
    },
    "ww4.ev.atomic.atomic": {
        "en": "{nation} invents Atomic Weapons with {n} {cities} rolling",
        "pt": "{nation} inventa as Armas Atômicas rolando com {n} {cities}",
    },
    "ww4.ev.atomic.cold-war": {
        "en": "{owner} Atomic Weapons roll ends the war in a cold war standoff",
        "pt": "A rolagem de Armas Atômicas {owner} termina a guerra num impasse de guerra fria",
    },
    "ww4.ev.atomic.nothing": {
        "en": "{nation} rolls for Atomic Weapons with {n} {cities}: nothing",
        "pt": "{nation} rola pelas Armas Atômicas com {n} {cities}: nada",
    },
    "ww4.ev.effect": {"en": "{card}: {what}{until}", "pt": "{card}: {what}{until}"},
    "ww4.effect.no-food": {"en": "no Food in {spaces}", "pt": "nenhuma Comida em {spaces}"},
    "ww4.effect.no-income": {"en": "no income from {spaces}", "pt": "nenhuma renda de {spaces}"},
    "ww4.effect.no-move-out": {
        "en": "no unit may move out of {spaces}",
        "pt": "nenhuma unidade pode sair de {spaces}",
    },
    "ww4.effect.skip-phase": {"en": "{phase} is skipped", "pt": "etapa pulada ({phase})"},
    "ww4.effect.free-units": {
        "en": "{units} to deploy free in {spaces}",
        "pt": "{units} para posicionar de graça em {spaces}",
    },
    "ww4.effect.other": {"en": "{op} in force", "pt": "{op} em vigor"},
    "ww4.ev.effect_ends": {"en": "The effect of {card} ({op}) ends", "pt": "Termina o efeito de {card} ({op})"},
    "ww4.ev.event_money": {
        "en": "{card}: {nation} {what} (now {money})",
        "pt": "{card}: {nation} {what} (agora {money})",
    },
    "ww4.gains": {"en": "gains {money}", "pt": "ganha {money}"},
    "ww4.loses": {"en": "loses {money}", "pt": "perde {money}"},
    "ww4.loses_nothing": {"en": "loses nothing", "pt": "não perde nada"},
    "ww4.ev.tribute": {"en": "{card}: {payer} pays {money} to {to}", "pt": "{card}: {payer} paga {money} para {to}"},
    "ww4.ev.destroyed": {"en": "{card} destroys {lost} in {space}", "pt": "{card} destrói {lost} em {space}"},
    "ww4.ev.event_fort": {
        "en": "{card} destroys {owner} Fort in {space}",
        "pt": "{card} destrói o Forte {owner} em {space}",
    },
    "ww4.ev.revolt": {
        "en": "{card}: {units} in {space} join the Barbarians{fort}",
        "pt": "{card}: {units} em {space} passam para os Bárbaros{fort}",
    },
    "ww4.ev.knowledge.none": {
        "en": "No card goes from {owner} hand to General Knowledge",
        "pt": "Nenhuma carta passa da mão {owner} para o Conhecimento Geral",
    },
    "ww4.ev.knowledge.one": {
        "en": "{cards} goes from {owner} hand to General Knowledge",
        "pt": "{cards} passa da mão {owner} para o Conhecimento Geral",
    },
    "ww4.ev.knowledge.many": {
        "en": "{cards} go from {owner} hand to General Knowledge",
        "pt": "{cards} passam da mão {owner} para o Conhecimento Geral",
    },
    "ww4.ev.city": {"en": "{nation} takes the City in {space}", "pt": "{nation} toma a Cidade em {space}"},
    "ww4.ev.control": {"en": "{nation} controls {n} {spaces}", "pt": "{nation} controla {n} {spaces}"},
    "ww4.ev.capital_secrets": {
        "en": "{by} holds {owner} capital: its Innovation cards{cards} go to General Knowledge",
        "pt": "{by} ocupa a capital {owner}: suas cartas de Inovação{cards} vão para o Conhecimento Geral",
    },
    "ww4.ev.income.skipped": {"en": "{nation} skips collecting income", "pt": "{nation} pula a coleta de renda"},
    "ww4.ev.income.no-city": {
        "en": "{nation} collects no income: it controls no City",
        "pt": "{nation} não coleta renda: não controla nenhuma Cidade",
    },
    "ww4.ev.income": {
        "en": "{nation} collects {amount} and has {money}",
        "pt": "{nation} coleta {amount} e tem {money}",
    },
    "ww4.ev.buy": {
        "en": "{nation} buys {what} for {cost} ({money} left)",
        "pt": "{nation} compra {what} por {cost} (restam {money})",
    },
    "ww4.ev.build_fort": {"en": "{nation} builds a Fort in {space}", "pt": "{nation} constrói um Forte em {space}"},
    "ww4.ev.deploy": {
        "en": "{nation} deploys {unit}{free} in {space}",
        "pt": "{nation} posiciona {unit}{free} em {space}",
    },
    "ww4.ev.give_money": {"en": "{nation} gives {money} to {to}", "pt": "{nation} dá {money} para {to}"},
    "ww4.ev.share": {
        "en": "{nation} shares the Innovation {card} with {to}",
        "pt": "{nation} compartilha a Inovação {card} com {to}",
    },
    "ww4.ev.share.hidden": {
        "en": "{nation} shares an Innovation card with {to}",
        "pt": "{nation} compartilha uma carta de Inovação com {to}",
    },
    "ww4.ev.move": {
        "en": "{nation} moves {units} from {source} to {target}",
        "pt": "{nation} move {units} de {source} para {target}",
    },
    "ww4.ev.sail": {
        "en": "{owner} {unit} #{ship} sails from {source} to {target}{rest}",
        "pt": "{unit} #{ship} {owner} navega de {source} para {target}{rest}",
    },
    "ww4.ev.board": {
        "en": "{nation} boards {units} from {source} onto frigate #{frigate} in {space}",
        "pt": "{nation} embarca {units} de {source} na fragata #{frigate} em {space}",
    },
    "ww4.ev.disembark": {
        "en": "{nation} disembarks {units} from frigate #{frigate} in {space}",
        "pt": "{nation} desembarca {units} da fragata #{frigate} em {space}",
    },
    "ww4.ev.eliminated": {"en": "{nation} is eliminated: {why}", "pt": "{nation} sai do jogo: {why}"},
    "ww4.cause.assassinated": {"en": "its King is assassinated", "pt": "seu Rei é assassinado"},
    "ww4.cause.combat": {"en": "its King falls in combat", "pt": "seu Rei cai em combate"},
    "ww4.cause.event": {"en": "its King is lost to a Random Event", "pt": "seu Rei se perde num Evento Aleatório"},
    "ww4.cause.support": {
        "en": "its King starves in Support the Troops",
        "pt": "seu Rei passa fome em Abastecer as Tropas",
    },
    "ww4.cause.lost": {"en": "its King is lost", "pt": "seu Rei se perde"},
    "ww4.ev.game_over": {"en": "Game over: {who}{detail}", "pt": "Fim de jogo: {who}{detail}"},
    "ww4.wins.one": {"en": "{names} wins", "pt": "{names} vence"},
    "ww4.wins.many": {"en": "{names} win", "pt": "{names} vencem"},
    "ww4.wins.none": {"en": "nobody wins", "pt": "ninguém vence"},
    "ww4.over.last-king": {"en": "{nation} is the last King standing", "pt": "{nation} é o último Rei de pé"},
    "ww4.over.no-king": {"en": "no King is left", "pt": "não resta nenhum Rei"},
    "ww4.over.world-rule": {"en": "{nation} controls all {n} Cities", "pt": "{nation} controla todas as {n} Cidades"},
    "ww4.over.atomic": {
        "en": "{nation} invented atomic weapons first",
        "pt": "{nation} inventou primeiro as armas atômicas",
    },
    "ww4.over.cold-war": {
        "en": "the war ends in a cold war standoff",
        "pt": "a guerra termina num impasse de guerra fria",
    },
    "ww4.over.round-limit": {
        # The English is the result's detail as saves record it (tests/golden_saves): it stays as it was.
        "en": "round limit reached: best {cities} Cities, {spaces} spaces, C{money}",
        "pt": "limite de rodadas atingido: o melhor tem Cidades {cities}, espaços {spaces}, C{money}",
    },
    "ww4.ev.shuffle.deck": {
        "en": "The Random Event deck is shuffled",
        "pt": "O baralho de Eventos Aleatórios é embaralhado",
    },
    "ww4.ev.shuffle.innovations-returned": {
        "en": "The returned Innovation cards are shuffled into the deck",
        "pt": "As cartas de Inovação devolvidas são embaralhadas no baralho",
    },
    "ww4.ev.shuffle.other": {"en": "The {what} are shuffled", "pt": "Embaralhado: {what}"},
    "ww4.ev.draw_chance": {"en": "{n} drawn ({what})", "pt": "tiradas: {n} ({what})"},
    "ww4.drawn.cards": {"en": "cards", "pt": "cartas"},
    "ww4.ev.roll": {"en": "{head}: {dice}", "pt": "{head}: {dice}"},
    "ww4.roll.who": {"en": "{nation} rolls", "pt": "{nation} rola"},
    "ww4.roll.grey": {"en": "The Barbarians roll", "pt": "Os Bárbaros rolam"},
    "ww4.roll.nobody": {"en": "Roll", "pt": "Rolagem"},
    "ww4.roll.assassinate": {"en": "for an assassination", "pt": "para um assassinato"},
    "ww4.roll.combat": {"en": "in combat", "pt": "em combate"},
    "ww4.roll.event": {"en": "for a Random Event", "pt": "para um Evento Aleatório"},
    "ww4.roll.first-player": {"en": "for first player", "pt": "para ser o primeiro jogador"},
    "ww4.roll.innovation": {"en": "for its Innovation cards", "pt": "pelas suas cartas de Inovação"},
    "ww4.roll.rally": {"en": "to rally", "pt": "para reagrupar"},
    "ww4.roll.support": {"en": "to support the troops", "pt": "para abastecer as tropas"},
    "ww4.roll.atomic": {"en": "for Atomic Weapons", "pt": "pelas Armas Atômicas"},
    "ww4.roll.other": {"en": "for {reason}", "pt": "para {reason}"},
}
