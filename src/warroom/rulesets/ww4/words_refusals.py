"""Why World War IV refuses an action (IllegalAction), in English and Brazilian Portuguese: the reasons a
person meets by typing an action the step does not allow (movement.py, deploy.py, combat.py,
assassination.py, diplomacy.py, guard.py). Part of words.py's catalogue."""

from __future__ import annotations

REFUSAL_WORDS: dict[str, dict[str, str]] = {
    "ww4.no.kind": {
        "en": "unknown unit kind {kind} (kinds: {kinds})",
        "pt": "tipo de unidade desconhecido {kind} (tipos: {kinds})",
    },
    "ww4.no.ship_moves": {
        "en": "ships do not 'move': a {unit} sails (one ship at a time, by id)",
        "pt": "navios não usam 'move': {unit} navega (um navio por vez, pelo id)",
    },
    "ww4.no.at_least": {"en": "{verb} at least one unit, not {n}", "pt": "{verb} ao menos uma unidade, não {n}"},
    "ww4.verb.move": {"en": "move", "pt": "mova"},
    "ww4.verb.board": {"en": "board", "pt": "embarque"},
    "ww4.verb.disembark": {"en": "disembark", "pt": "desembarque"},
    "ww4.no.border": {"en": "{target} does not border {source}", "pt": "{target} não faz fronteira com {source}"},
    "ww4.no.border_sea": {
        "en": "{target} does not border {source} by sea",
        "pt": "{target} não faz fronteira com {source} por mar",
    },
    "ww4.no.border_land": {
        "en": "{target} does not border {source} by land (a {unit} moves over land borders only)",
        "pt": "{target} não faz fronteira com {source} por terra ({unit}: só fronteiras terrestres)",
    },
    "ww4.no.border_only_land": {
        "en": "{target} does not border {source} (a {unit} moves over land borders only)",
        "pt": "{target} não faz fronteira com {source} ({unit}: só fronteiras terrestres)",
    },
    "ww4.no.none_here": {"en": "you have no {unit} in {space}", "pt": "você não tem {unit} em {space}"},
    "ww4.no.few_move.spent": {
        "en": "only {n} of your {m} {unit} in {space} can move: the others have no moves left or have stopped",
        "pt": "só {n} de suas {m} unidades de {unit} em {space} podem mover: as outras não têm movimento ou pararam",
    },
    "ww4.no.few_move.blocked": {
        "en": "only {n} of your {m} {unit} in {space} can move: the others may not move out of it (a Random "
        "Event's restriction)",
        "pt": "só {n} de suas {m} unidades de {unit} em {space} podem mover: as outras não podem sair de lá "
        "(restrição de um Evento Aleatório)",
    },
    "ww4.no.unit": {"en": "there is no unit {id}", "pt": "não há unidade {id}"},
    "ww4.no.not_yours": {"en": "unit {id} is not yours (it is {owner})", "pt": "a unidade {id} não é sua (é {owner})"},
    "ww4.no.not_ship": {"en": "unit {id} is a {unit}, not a ship", "pt": "a unidade {id} é {unit}, não um navio"},
    "ww4.no.not_frigate": {
        "en": "unit {id} is a {unit}, not a frigate",
        "pt": "a unidade {id} é {unit}, não uma fragata",
    },
    "ww4.no.ship_landed": {
        "en": "your {unit} {id} is on land ({space}): it moves no more this turn",
        "pt": "{unit} {id} está em terra ({space}): não se move mais neste turno",
    },
    "ww4.no.ship_stopped": {
        "en": "your {unit} {id} has stopped (it entered a sea with other units)",
        "pt": "{unit} {id} parou (entrou num mar com outras unidades)",
    },
    "ww4.no.ship_spent": {"en": "your {unit} {id} has no moves left", "pt": "{unit} {id} não tem mais movimento"},
    "ww4.no.canal": {
        "en": "ships pass between {source} and {target} only when you Control {via}",
        "pt": "navios passam entre {source} e {target} só quando você Controla {via}",
    },
    "ww4.no.land_blocked": {
        "en": "units may not move out of {space} (a Random Event), so ships may not land there",
        "pt": "unidades não podem sair de {space} (um Evento Aleatório), então navios não podem aportar lá",
    },
    "ww4.no.not_boardable": {
        "en": "a {unit} cannot board a frigate (land units only: {kinds})",
        "pt": "{unit} não pode embarcar numa fragata (só unidades terrestres: {kinds})",
    },
    "ww4.no.frigate_landed": {
        "en": "frigate {id} is on land ({space}): units board it at sea",
        "pt": "a fragata {id} está em terra ({space}): embarca-se nela no mar",
    },
    "ww4.no.frigate_far": {
        "en": "frigate {id} in {space} does not border {source}",
        "pt": "a fragata {id} em {space} não faz fronteira com {source}",
    },
    "ww4.no.few_board": {
        "en": "only {n} of your {unit} in {space} can board (moves left, not stopped, free to leave)",
        "pt": "só {n} de suas unidades de {unit} em {space} podem embarcar (com movimento, sem parar, livres "
        "para sair)",
    },
    "ww4.no.room": {
        "en": "frigate {id} has no room for {n} {unit}: it carries up to {capacity} militia, soldiers, cavalry or "
        "artillery, or one armor alone (aboard: {small} of those, {armor} armor)",
        "pt": "a fragata {id} não tem espaço para {n} {unit}: leva até {capacity} milícias, soldados, cavalarias "
        "ou artilharias, ou um blindado sozinho (a bordo: {small} desses, {armor} blindado)",
    },
    "ww4.no.at_sea": {
        "en": "frigate {id} is at sea: units disembark only where it made landfall",
        "pt": "a fragata {id} está no mar: desembarca-se só onde ela tocou terra",
    },
    "ww4.no.cargo": {"en": "frigate {id} carries {m} {unit}, not {n}", "pt": "a fragata {id} leva {m} {unit}, não {n}"},
    "ww4.no.buy_kind": {
        "en": "cannot buy {kind} (Table 4: {kinds})",
        "pt": "não é possível comprar {kind} (Tabela 4: {kinds})",
    },
    "ww4.no.buy_count": {"en": "buy at least 1 {unit}, not {n}", "pt": "compre ao menos 1 {unit}, não {n}"},
    "ww4.no.buy_money": {
        "en": "{units} cost {cost}; you have {money}",
        "pt": "{units} custam {cost}; você tem {money}",
    },
    "ww4.no.fort_none": {"en": "you have no Fort to place", "pt": "você não tem Forte para colocar"},
    "ww4.no.fort_last": {
        "en": "deploy your units first: Forts are placed after all units",
        "pt": "posicione antes suas unidades: os Fortes vêm depois de todas as unidades",
    },
    "ww4.no.fort_space": {
        "en": "a Fort goes on a land space you Control, without City or Fort, where a unit of yours with the "
        "Control advantage stands; {space} is not one",
        "pt": "um Forte vai num espaço de terra que você Controla, sem Cidade nem Forte, onde está uma unidade sua "
        "com a vantagem de Controle; {space} não é um deles",
    },
    "ww4.no.deploy_none": {
        "en": "you have no {unit} to deploy on {space}",
        "pt": "você não tem {unit} para posicionar em {space}",
    },
    "ww4.no.deploy_control": {
        "en": "units deploy on land you Control since Control Lands; not {space}",
        "pt": "unidades são posicionadas em terras que você Controla desde Controlar Terras; não em {space}",
    },
    "ww4.no.deploy_city": {
        "en": "units deploy on a space with a City or your Fort; {space} has neither",
        "pt": "unidades são posicionadas num espaço com Cidade ou Forte seu; {space} não tem nenhum dos dois",
    },
    "ww4.no.deploy_food": {
        "en": "{space} takes no more units this turn (one per F: {food})",
        "pt": "{space} não recebe mais unidades neste turno (uma por F: {food})",
    },
    "ww4.no.answer_nothing": {
        "en": "'{action}' does not answer anything now: the {decision} decision is pending",
        "pt": "'{action}' não responde a nada agora: a decisão de {decision} está pendente",
    },
    "ww4.no.answer_no_combat": {
        "en": "'{action}' does not answer anything now: no combat decision is pending",
        "pt": "'{action}' não responde a nada agora: nenhuma decisão de combate está pendente",
    },
    "ww4.no.combat_on": {
        "en": "a combat is being fought: finish it first",
        "pt": "um combate está em andamento: termine-o antes",
    },
    "ww4.no.combat_here": {
        "en": "no combat to fight in {space} (combats: {combats})",
        "pt": "nenhum combate a travar em {space} (combates: {combats})",
    },
    "ww4.no.bombard": {
        "en": "between 0 and {n} Bombardment units may fire at the Fort",
        "pt": "entre 0 e {n} unidades de Bombardeio podem atirar no Forte",
    },
    "ww4.no.assign": {
        "en": "this casualty cannot go to {unit}: {options}",
        "pt": "esta baixa não pode ir para: {unit}; {options}",
    },
    "ww4.no.recon": {
        "en": "no enemy unit can be chosen as {unit}: {options}",
        "pt": "nenhuma unidade inimiga pode ser escolhida como {unit}: {options}",
    },
    "ww4.no.choose": {"en": "choose {options}", "pt": "escolha {options}"},
    "ww4.comma": {"en": "{a}, {b}", "pt": "{a}, {b}"},
    "ww4.no.withdraw": {
        "en": "{units} cannot withdraw to {target} (at most {n})",
        "pt": "{units} não podem se retirar para {target} (no máximo {n})",
    },
    "ww4.no.fight_first": {
        "en": "the combats must be fought first: choose one with 'fight'",
        "pt": "os combates devem ser travados antes: escolha um com 'fight'",
    },
    "ww4.no.bombers_leave": {
        "en": "invading Bombers must withdraw in the Maneuver step of round 2",
        "pt": "Bombardeiros invasores devem se retirar na etapa de Manobra da rodada 2",
    },
    "ww4.no.not_combat": {"en": "'{action}' is not a combat action", "pt": "'{action}' não é uma ação de combate"},
    "ww4.no.not_spy": {"en": "unit {id} is not one of your Spies", "pt": "a unidade {id} não é um dos seus Espiões"},
    "ww4.no.spy_aboard": {
        "en": "your Spy {id} is aboard a frigate: it cannot reach anyone",
        "pt": "seu Espião {id} está a bordo de uma fragata: não alcança ninguém",
    },
    "ww4.no.spy_target": {
        "en": "assassinate a 'spy' or a 'king', not {target}",
        "pt": "assassine um 'spy' ou um 'king', não {target}",
    },
    "ww4.no.spy_tried": {
        "en": "your Spy {id} has already made its attempt this turn",
        "pt": "seu Espião {id} já fez sua tentativa neste turno",
    },
    "ww4.no.spy_own": {
        "en": "you cannot assassinate your own units",
        "pt": "você não pode assassinar suas próprias unidades",
    },
    "ww4.no.spy_none": {"en": "there is no {colour} {unit} in {space}", "pt": "não há {unit} {colour} em {space}"},
    "ww4.no.king_guarded": {
        "en": "the {colour} King in {space} is guarded: kill the {colour} Spies there first",
        "pt": "o Rei {colour} em {space} está protegido: mate antes os Espiões {colour} de lá",
    },
    "ww4.no.own_nation": {"en": "that is your own nation", "pt": "essa é a sua própria nação"},
    "ww4.no.inactive": {"en": "{nation} is no active player", "pt": "{nation} não é um jogador ativo"},
    "ww4.no.give_min": {"en": "give at least C1, not C{n}", "pt": "dê ao menos C1, não C{n}"},
    "ww4.no.give_money": {"en": "you have C{money}, not C{n}", "pt": "você tem C{money}, não C{n}"},
    "ww4.no.share_card": {
        "en": "{card} is not an Innovation card in your hand",
        "pt": "{card} não é uma carta de Inovação na sua mão",
    },
    "ww4.no.share_again": {
        "en": "you already share {card} with {nation}",
        "pt": "você já compartilha {card} com {nation}",
    },
    "ww4.no.guard_none": {
        "en": "no King is waiting for his Royal Guard",
        "pt": "nenhum Rei espera por sua Guarda Real",
    },
    "ww4.no.guard_space": {
        "en": "the King waiting for his Royal Guard is in {space}, not {given}",
        "pt": "o Rei que espera por sua Guarda Real está em {space}, não {given}",
    },
    "ww4.no.guard_kind": {
        "en": "no {kind} can stand guard in {space} (choose one of {kinds} or '')",
        "pt": "nenhum(a) {kind} pode servir de guarda em {space} (escolha um de {kinds} ou '')",
    },
}
