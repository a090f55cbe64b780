"""War! Age of Imperialism's event log on the map, in English and Portuguese: moves, ships, battles,
conquests, exploration, diplomacy and the dice thrown for them (``aoi.ev.*``; narrate_war.py fills them)."""

from __future__ import annotations

_SENTENCES: dict[str, tuple[str, str]] = {
    # moving
    "aoi.ev.move": (
        "{empire} moves {units} from {source} to {target}",
        "{empire} move {units} de {source} para {target}",
    ),
    "aoi.ev.embark": (
        "{empire} embarks {units} from {region} onto {ship} in {sea}",
        "{empire} embarca {units} de {region} em {ship} em {sea}",
    ),
    "aoi.ev.land": (
        "{empire} lands {units} from {ship} in {region}",
        "{empire} desembarca {units} de {ship} em {region}",
    ),
    "aoi.ev.sail": (
        "{empire}'s {ship} sails from {source} to {target}",
        "{empire} navega com {ship} de {source} para {target}",
    ),
    "aoi.ev.parties_lost": ("{empire} loses {kinds} in {region}", "{empire} perde {kinds} em {region}"),
    "aoi.ev.parties_lost.why": (
        "{empire} loses {kinds} in {region} ({why})",
        "{empire} perde {kinds} em {region} ({why})",
    ),
    "aoi.lost.foreign": ("foreign region", "região estrangeira"),
    "aoi.lost.alone": ("alone with enemy armies", "sozinhos com exércitos inimigos"),
    # at sea
    "aoi.ev.passage_asked": (
        "{empire} asks {to} to let {ship} through the straits from {source} to {target}",
        "{empire} pede a {to} que deixe {ship} passar pelo estreito de {source} para {target}",
    ),
    "aoi.ev.passage.granted": (
        "{empire} lets {ship} through the straits",
        "{empire} deixa {ship} passar pelo estreito",
    ),
    "aoi.ev.passage.refused": (
        "{empire} refuses to let {ship} through the straits",
        "{empire} não deixa {ship} passar pelo estreito",
    ),
    "aoi.ev.encounter": (
        "{empire}'s {ship} meets the ships of {others} in {sea}",
        "Em {sea}, {ship} de {empire} encontra os navios de {others}",
    ),
    "aoi.ev.answer.let_pass": ("{empire} lets the ships pass", "{empire} deixa os navios passarem"),
    "aoi.ev.answer.attack": ("{empire} attacks {enemy}'s ships", "{empire} ataca os navios de {enemy}"),
    "aoi.ev.answer.stay_out": ("{empire} stays out of the sea battle", "{empire} fica fora da batalha naval"),
    "aoi.ev.answer.join.attacker": (
        "{empire} joins the sea battle on the attacker's side",
        "{empire} entra na batalha naval do lado do atacante",
    ),
    "aoi.ev.answer.join.defender": (
        "{empire} joins the sea battle on the defender's side",
        "{empire} entra na batalha naval do lado do defensor",
    ),
    "aoi.ev.answer.grant": ("{empire} grants passage through the straits", "{empire} concede a passagem pelo estreito"),
    "aoi.ev.answer.refuse": (
        "{empire} refuses passage through the straits",
        "{empire} recusa a passagem pelo estreito",
    ),
    "aoi.ev.answer.accept_peace": ("{empire} accepts peace", "{empire} aceita a paz"),
    "aoi.ev.answer.refuse_peace": ("{empire} refuses peace", "{empire} recusa a paz"),
    "aoi.ev.answer": ("{empire} answers {choice}", "{empire} responde {choice}"),
    "aoi.ev.sea_battle": (
        "Sea battle in {sea}: {attackers} against {defenders}, {outcome}",
        "Batalha naval em {sea}: {attackers} contra {defenders}, {outcome}",
    ),
    "aoi.ev.sea_battle.ships": (
        "Sea battle in {sea}: {attackers} against {defenders} ({mine} {ships} against {theirs}), {outcome}",
        "Batalha naval em {sea}: {attackers} contra {defenders} ({mine} {ships} contra {theirs}), {outcome}",
    ),
    "aoi.ev.ships_lost": ("{text}; ships lost: {losses}", "{text}; navios perdidos: {losses}"),
    "aoi.ev.cargo_lost": ("{text}; pieces lost aboard: {losses}", "{text}; peças perdidas a bordo: {losses}"),
    "aoi.loss": ("{empire} {n}", "{empire} {n}"),
    # battles on land
    "aoi.outcome.attacker": ("{side} wins", "{side} vence"),
    "aoi.outcome.attacker.many": ("{side} win", "{side} vencem"),
    "aoi.outcome.defender": ("{side} holds", "{side} resiste"),
    "aoi.outcome.defender.many": ("{side} hold", "{side} resistem"),
    "aoi.outcome.attacker-retreated": ("{side} retreats", "{side} recua"),
    "aoi.outcome.attacker-retreated.many": ("{side} retreat", "{side} recuam"),
    "aoi.outcome.defender-retreated": ("{side} retreats", "{side} recua"),
    "aoi.outcome.defender-retreated.many": ("{side} retreat", "{side} recuam"),
    "aoi.outcome.both-destroyed": ("both sides are destroyed", "os dois lados são destruídos"),
    "aoi.outcome.other": ("the battle ends", "a batalha termina"),
    "aoi.ev.natives": (
        "The natives of {region} (marker {value}) defend with {army}",
        "Os nativos de {region} (marcador {value}) defendem com {army}",
    ),
    "aoi.ev.natives_hold": ("The natives hold {region} against {empire}", "Os nativos mantêm {region} contra {empire}"),
    "aoi.ev.battle": (
        "Battle in {region}: {attacker} ({attack}) against {defender} ({defend}); {outcome}",
        "Batalha em {region}: {attacker} ({attack}) contra {defender} ({defend}); {outcome}",
    ),
    "aoi.ev.battle.fort": (
        "Battle in {region}: {attacker} ({attack}) against {defender} ({defend}) behind a fort; {outcome}",
        "Batalha em {region}: {attacker} ({attack}) contra {defender} ({defend}) atrás de um forte; {outcome}",
    ),
    "aoi.after_rounds": ("{outcome} after {n} {rounds}", "{outcome} depois de {n} {rounds}"),
    "aoi.round": ("round|rounds", "rodada|rodadas"),
    "aoi.ev.retreat": ("{empire} retreats {army} from {region} to {to}", "{empire} recua {army} de {region} para {to}"),
    "aoi.ev.conquest": (
        "{empire} conquers {region}, taking it from {previous}",
        "{empire} conquista {region}, tomando-a de {previous}",
    ),
    "aoi.ev.conquest.walk": (
        "{empire} walks into undefended {region}, taking it from {previous}",
        "{empire} entra em {region}, indefesa, tomando-a de {previous}",
    ),
    "aoi.ev.annex": ("{region} joins {empire}", "{region} se junta a {empire}"),
    "aoi.ev.annex.how": ("{region} joins {empire} by {how}", "{region} se junta a {empire} por {how}"),
    "aoi.ev.annex.worth": ("{text} (resource worth {value})", "{text} (recurso de valor {value})"),
    "aoi.annex.exploration": ("exploration", "exploração"),
    "aoi.annex.conquest": ("conquest", "conquista"),
    "aoi.annex.occupation": ("occupation", "ocupação"),
    "aoi.ev.explore": (
        "{empire} explores {region}: rolls {total} against {value}, {result}",
        "{empire} explora {region}: tira {total} contra {value}, {result}",
    ),
    "aoi.ev.explore.leader": (
        "{empire} explores {region} with a leader: rolls {total} against {value}, {result}",
        "{empire} explora {region} com um líder: tira {total} contra {value}, {result}",
    ),
    "aoi.explore.success": ("the natives agree to join", "os nativos aceitam se juntar"),
    "aoi.explore.failure": ("the explorer is lost", "o explorador se perde"),
    "aoi.ev.destroy": (
        "{empire}'s {unit} destroys {target} in {region}",
        "{empire} destrói {target} em {region} com {unit}",
    ),
    "aoi.ev.undevelop": (
        "{empire}'s {unit} undevelops the resource in {region}",
        "{empire} desfaz o desenvolvimento do recurso em {region} com {unit}",
    ),
    # diplomacy
    "aoi.ev.war": ("{empire} declares war on {enemy}", "{empire} declara guerra a {enemy}"),
    "aoi.ev.war_ready": ("{empire} may now attack {enemy}", "{empire} já pode atacar {enemy}"),
    "aoi.ev.peace_offer": ("{empire} offers peace to {to}", "{empire} oferece a paz a {to}"),
    "aoi.ev.peace": ("{to} accepts peace with {empire}", "{to} aceita a paz com {empire}"),
    "aoi.ev.peace_refused": ("{to} refuses peace with {empire}", "{to} recusa a paz com {empire}"),
    # dice
    "aoi.roll.attack": ("Attack roll: {dice}", "Rolagem de ataque: {dice}"),
    "aoi.roll.defence": ("Defence roll: {dice}", "Rolagem de defesa: {dice}"),
    "aoi.roll.ship attack": ("Ship attack roll: {dice}", "Rolagem de ataque naval: {dice}"),
    "aoi.roll.ship defence": ("Ship defence roll: {dice}", "Rolagem de defesa naval: {dice}"),
    "aoi.roll.attack.unit": ("Attack roll ({unit}): {dice}", "Rolagem de ataque ({unit}): {dice}"),
    "aoi.roll.defence.unit": ("Defence roll ({unit}): {dice}", "Rolagem de defesa ({unit}): {dice}"),
    "aoi.roll.ship attack.unit": ("Ship attack roll ({unit}): {dice}", "Rolagem de ataque naval ({unit}): {dice}"),
    "aoi.roll.ship defence.unit": ("Ship defence roll ({unit}): {dice}", "Rolagem de defesa naval ({unit}): {dice}"),
    "aoi.roll.piece.attacker": (
        "The attacker picks a piece: {dice} of {sides}",
        "O atacante sorteia uma peça: {dice} de {sides}",
    ),
    "aoi.roll.piece.defender": (
        "The defender picks a piece: {dice} of {sides}",
        "O defensor sorteia uma peça: {dice} de {sides}",
    ),
    "aoi.roll.by": ("{empire} rolls {why}", "{empire} rola os dados {why}"),
    "aoi.roll.by.plain": ("{empire} rolls", "{empire} rola os dados"),
    "aoi.roll.anon": ("Roll {why}", "Rolagem {why}"),
    "aoi.roll.anon.plain": ("Roll", "Rolagem"),
    "aoi.roll.why.first player": ("for first player", "para o primeiro jogador"),
    "aoi.roll.why.explore": ("to explore", "para explorar"),
    "aoi.roll.why.research": ("for research", "para a pesquisa"),
    "aoi.roll.why.other": ("for {reason}", "para {reason}"),
    "aoi.roll.tech": ("{text} ({tech})", "{text} ({tech})"),
    "aoi.roll.region": ("{text} in {region}", "{text} em {region}"),
    "aoi.roll.dice": ("{text}: {dice}", "{text}: {dice}"),
}

EVENT_WAR_WORDS: dict[str, dict[str, str]] = {key: {"en": en, "pt": pt} for key, (en, pt) in _SENTENCES.items()}
