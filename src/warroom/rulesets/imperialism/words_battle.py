"""The words of War! Age of Imperialism's battle decisions (battle_choices.py), in English and Portuguese:
keys ``aoi.battle.*`` (and the option ``battle_choices``'s name and help), registered at package import."""

from __future__ import annotations

from warroom.core.text import Catalogue, register_catalogue

CATALOGUE: Catalogue = {
    # The phase of a battle's decision (wording.phase_name reads aoi.phase.<interrupt kind>).
    "aoi.phase.battle": {"en": "a battle's decision", "pt": "uma decisão de batalha"},
    "aoi.battle.unit.inf": {"en": "infantry", "pt": "infantaria"},
    "aoi.battle.unit.cav": {"en": "cavalry", "pt": "cavalaria"},
    "aoi.battle.unit.art": {"en": "artillery", "pt": "artilharia"},
    "aoi.battle.unit.ldr": {"en": "leader", "pt": "líder"},
    "aoi.battle.send": {
        "en": "Send your {piece} (+{mod}) into this roll",
        "pt": "Enviar sua peça {piece} (+{mod}) para esta rolagem",
    },
    "aoi.battle.send_against": {
        "en": "Send your {piece} (+{mod}) against his {enemy} (+{enemy_mod})",
        "pt": "Enviar sua peça {piece} (+{mod}) contra a peça {enemy} (+{enemy_mod}) do adversário",
    },
    "aoi.battle.policy.strongest": {
        "en": "Send your strongest piece every roll for the rest of this battle",
        "pt": "Enviar sua peça mais forte a cada rolagem até o fim desta batalha",
    },
    "aoi.battle.policy.weakest": {
        "en": "Send your weakest piece every roll for the rest of this battle",
        "pt": "Enviar sua peça mais fraca a cada rolagem até o fim desta batalha",
    },
    # Short, with what sets it apart from the policy for this battle first: a terminal line of 80 columns
    # cuts the rest.
    "aoi.battle.keep": {
        "en": "Always: {policy}, in this battle and your later ones",
        "pt": "Sempre: {policy}, nesta batalha e nas próximas",
    },
    "aoi.battle.ask": {
        "en": "Be asked again at every roll of your battles (drop the standing preference: {policy})",
        "pt": "Voltar a ser consultado a cada rolagem das suas batalhas (abandonar a preferência: {policy})",
    },
    "aoi.battle.policy.valuable": {
        "en": "Eliminate his most valuable piece when you win a roll, nothing in reserve, for the rest of this battle",
        "pt": "Eliminar a peça mais valiosa do adversário quando vencer uma rolagem, nada na reserva, até o fim "
        "desta batalha",
    },
    "aoi.battle.policy.types": {
        "en": "Eliminate a piece of his scarcest kind when you win a roll, nothing in reserve, for the rest of "
        "this battle",
        "pt": "Eliminar uma peça do tipo mais escasso do adversário quando vencer uma rolagem, nada na reserva, "
        "até o fim desta batalha",
    },
    "aoi.battle.reserve_none": {
        "en": "Hold nothing in reserve this roll (army modifier +{mod})",
        "pt": "Não manter nada na reserva nesta rolagem (modificador de exército +{mod})",
    },
    "aoi.battle.reserve": {
        "en": "Hold your {kinds} in reserve this roll (army modifier +{mod})",
        "pt": "Manter na reserva nesta rolagem: {kinds} (modificador de exército +{mod})",
    },
    "aoi.battle.remove": {
        "en": "Eliminate his {piece}",
        "pt": "Eliminar a peça {piece} do adversário",
    },
    "aoi.battle.policy_name.valuable": {"en": "his most valuable piece", "pt": "a peça mais valiosa dele"},
    "aoi.battle.policy_name.types": {"en": "his scarcest kind", "pt": "o tipo mais escasso dele"},
    "aoi.battle.match": {
        "en": "Send your {piece} against his {target} (you +{mine}, he +{theirs})",
        "pt": "Enviar sua peça {piece} contra a peça {target} dele (você +{mine}, ele +{theirs})",
    },
    "aoi.battle.match_plain": {
        "en": "Send your {piece} against his {target}",
        "pt": "Enviar sua peça {piece} contra a peça {target} dele",
    },
    "aoi.battle.retreat": {
        "en": "Retreat all your armies to {region}",
        "pt": "Recuar todos os seus exércitos para {region}",
    },
    "aoi.battle.retreat_plain": {"en": "Retreat all your armies", "pt": "Recuar todos os seus exércitos"},
    "aoi.battle.stay": {"en": "Stay and fight on", "pt": "Ficar e continuar lutando"},
    "aoi.battle.policy.advanced.weakest": {
        "en": "Assault with your strongest piece against his weakest, never retreating, for the rest of this battle",
        "pt": "Atacar com sua peça mais forte a peça mais fraca dele, sem recuar, até o fim desta batalha",
    },
    "aoi.battle.policy.advanced.types": {
        "en": "Assault with your strongest piece against his scarcest kind, never retreating, for the rest of "
        "this battle",
        "pt": "Atacar com sua peça mais forte o tipo mais escasso dele, sem recuar, até o fim desta batalha",
    },
    "aoi.battle.policy.advanced.strongest": {
        "en": "Assault with your strongest piece against his strongest, never retreating, for the rest of this battle",
        "pt": "Atacar com sua peça mais forte a peça mais forte dele, sem recuar, até o fim desta batalha",
    },
    "aoi.battle.policy_name.advanced.weakest": {
        "en": "your strongest against his weakest",
        "pt": "sua mais forte contra a mais fraca dele",
    },
    "aoi.battle.policy_name.advanced.types": {
        "en": "your strongest against his scarcest kind",
        "pt": "sua mais forte contra o tipo mais escasso dele",
    },
    "aoi.battle.policy_name.advanced.strongest": {
        "en": "your strongest against his strongest",
        "pt": "sua mais forte contra a mais forte dele",
    },
    # {ship}: aoi.battle.ship.* (what the ship is and carries; never its internal id).
    "aoi.battle.hit_sinks": {
        "en": "Your {ship} takes the hit and sinks",
        "pt": "Seu {ship} recebe o tiro e afunda",
    },
    "aoi.battle.hit_damaged": {
        "en": "Your {ship} takes the hit: {damage} of the {hits} that sink it",
        "pt": "Seu {ship} recebe o tiro: {damage} dos {hits} que o afundam",
    },
    "aoi.battle.hit": {"en": "Your {ship} takes the hit", "pt": "Seu {ship} recebe o tiro"},
    "aoi.battle.ship.empty": {"en": "empty ship", "pt": "navio vazio"},
    "aoi.battle.ship.carrying": {"en": "ship carrying {cargo}", "pt": "navio com {cargo}"},
    "aoi.battle.ship.damaged": {"en": "{ship} (damaged {damage}/{hits})", "pt": "{ship} (avariado {damage}/{hits})"},
    "aoi.battle.cargo_empty": {"en": "empty", "pt": "vazio"},
    "aoi.battle.cargo_item": {"en": "{n} {what}", "pt": "{n} {what}"},
    "aoi.battle.noun.inf": {"en": "infantry|infantry", "pt": "infantaria|infantarias"},
    "aoi.battle.noun.cav": {"en": "cavalry|cavalry", "pt": "cavalaria|cavalarias"},
    "aoi.battle.noun.art": {"en": "artillery|artillery", "pt": "artilharia|artilharias"},
    "aoi.battle.noun.ldr": {"en": "leader|leaders", "pt": "líder|líderes"},
    "aoi.battle.noun.explorer": {"en": "explorer|explorers", "pt": "explorador|exploradores"},
    "aoi.battle.noun.engineer": {"en": "engineer|engineers", "pt": "engenheiro|engenheiros"},
    "aoi.battle.policy.shield": {
        "en": "Let the hits fall on your empty ships first, then on those carrying least, for the rest of this battle",
        "pt": "Deixar os tiros caírem primeiro nos seus navios vazios, depois nos que levam menos, até o fim "
        "desta batalha",
    },
    "aoi.battle.policy_name.shield": {"en": "empty ships hit first", "pt": "navios vazios atingidos primeiro"},
    "aoi.battle.policy_name.strongest": {"en": "strongest piece", "pt": "peça mais forte"},
    "aoi.battle.policy_name.weakest": {"en": "weakest piece", "pt": "peça mais fraca"},
    "aoi.battle.policy_name.other": {"en": "{name}", "pt": "{name}"},
    "aoi.battle.fight_choose": {
        "en": "Fight the battle in {region}, choosing your piece every roll",
        "pt": "Lutar a batalha em {region}, escolhendo sua peça a cada rolagem",
    },
    "aoi.battle.unknown": {"en": "Battle decision: {what}", "pt": "Decisão de batalha: {what}"},
    # The battle in progress in a few lines (battle_view.battle_messages: the terminal's status).
    "aoi.battle.now.attack": {
        "en": "Battle in {region}: {empire} attacks with {army}",
        "pt": "Batalha em {region}: {empire} ataca com {army}",
    },
    "aoi.battle.now.defend": {"en": "{empire} defends with {army}", "pt": "{empire} defende com {army}"},
    "aoi.battle.now.sent": {"en": "This roll: {empire} sends {piece}", "pt": "Nesta rolagem: {empire} envia {piece}"},
    "aoi.battle.now.roll": {
        "en": "Roll {n}: {attacker} {atotal}, {defender} {dtotal}; {lost}",
        "pt": "Rolagem {n}: {attacker} {atotal}, {defender} {dtotal}; {lost}",
    },
    "aoi.battle.now.lost": {"en": "{empire} loses {army}", "pt": "{empire} perde {army}"},
    "aoi.battle.now.no_loss": {"en": "no piece lost", "pt": "nenhuma peça perdida"},
    # The events of a battle fought roll by roll (narrate_battle.py).
    "aoi.ev.battle_pieces": {
        "en": "{attacker} sends {attack} (+{amod}) into the roll in {region}; {defender} answers with {defend} "
        "(+{dmod})",
        "pt": "{attacker} envia {attack} (+{amod}) para a rolagem em {region}; {defender} responde com {defend} "
        "(+{dmod})",
    },
    "aoi.ev.battle_policy": {
        "en": "{empire} fights the rest of the battle in {region} by a policy: {policy}",
        "pt": "{empire} luta o resto da batalha em {region} com uma política: {policy}",
    },
    "aoi.ev.battle_policy.keep": {
        "en": "{empire} fights the rest of the battle in {region}, and its later battles, by a policy: {policy}",
        "pt": "{empire} luta o resto da batalha em {region}, e as suas próximas batalhas, com uma política: {policy}",
    },
    # Standard, Advanced and sea-battle decisions told (narrate_battle.py); {amod}-style fields are signed.
    "aoi.ev.battle_reserves": {
        "en": "Reserves for the roll in {region}: {attacker}, {attack}; {defender}, {defend}",
        "pt": "Reservas para a rolagem em {region}: {attacker}, {attack}; {defender}, {defend}",
    },
    "aoi.ev.reserve_nothing": {"en": "nothing", "pt": "nenhuma peça"},
    "aoi.ev.battle_remove": {
        "en": "{empire} wins the roll in {region} and eliminates the {piece} of {loser}",
        "pt": "{empire} vence a rolagem em {region} e elimina {piece} de {loser}",
    },
    "aoi.ev.battle_remove.natives": {
        "en": "The natives win the roll in {region} and eliminate the {piece} of {loser}",
        "pt": "Os nativos vencem a rolagem em {region} e eliminam {piece} de {loser}",
    },
    "aoi.ev.battle_match.natives": {
        "en": "The natives assault in {region}: {piece} ({mod}) against the {target} ({target_mod}) of {enemy}",
        "pt": "Os nativos atacam em {region}: {piece} ({mod}) contra {target} ({target_mod}) de {enemy}",
    },
    "aoi.ev.battle_match": {
        "en": "{empire} assaults in {region}: {piece} ({mod}) against the {target} ({target_mod}) of {enemy}",
        "pt": "{empire} ataca em {region}: {piece} ({mod}) contra {target} ({target_mod}) de {enemy}",
    },
    "aoi.ev.battle_retreat": {
        "en": "{empire} retreats its armies from {region} to {to}",
        "pt": "{empire} recua os seus exércitos de {region} para {to}",
    },
    "aoi.ev.battle_retreat.plain": {
        "en": "{empire} retreats its armies from {region}",
        "pt": "{empire} recua os seus exércitos de {region}",
    },
    "aoi.ev.battle_hit": {
        "en": "{empire} takes a hit in {sea} on its {ship}: {damage} of the {hits} that sink it",
        "pt": "{empire} recebe um tiro em {sea} no seu {ship}: {damage} dos {hits} que o afundam",
    },
    "aoi.ev.battle_hit.sinks": {
        "en": "{empire} takes a hit in {sea} on its {ship}, which sinks",
        "pt": "{empire} recebe um tiro em {sea} no seu {ship}, que afunda",
    },
    # Refusals of the battle actions (battle_choices.py, battle_*_rolls.py, sea_battle.py), Fight and EndTurn
    # (combat.py), SeaBattle (naval.py) and CallTime in a battle (game.py). What only a command can say
    # (an action's type, an unknown id, a ship's id) is quoted as typed.
    "aoi.err.battle.time": {
        "en": "a battle is being fought: time can be called once it is over",
        "pt": "uma batalha está em andamento: o tempo só pode ser encerrado quando ela terminar",
    },
    "aoi.err.battle.none_now": {
        "en": "there is no battle decision now; outside a battle only dropping your standing battle preference "
        "(battle_policy 'ask' with keep true) is possible, at a decision of your own turn",
        "pt": "não há decisão de batalha agora; fora de uma batalha só é possível abandonar a sua preferência de "
        "batalha (battle_policy 'ask' com keep true), numa decisão do seu próprio turno",
    },
    "aoi.err.battle.fixed": {
        "en": "in this game the battles are not decided roll by roll (option battle_choices)",
        "pt": "neste jogo as batalhas não são decididas rolagem a rolagem (opção battle_choices)",
    },
    "aoi.err.battle.no_preference": {
        "en": "you hold no standing battle preference to drop",
        "pt": "você não tem nenhuma preferência de batalha para abandonar",
    },
    "aoi.err.battle.policy": {
        "en": "unknown battle policy '{policy}'; the policies of this battle are {known}",
        "pt": "política de batalha desconhecida '{policy}'; as políticas desta batalha são {known}",
    },
    "aoi.err.battle.unit": {
        "en": "unknown piece '{piece}'; pieces are {known}",
        "pt": "peça desconhecida '{piece}'; as peças são {known}",
    },
    "aoi.err.battle.send_now": {
        "en": "'{action}' is no decision of a Basic battle: send a piece (battle_send)",
        "pt": "'{action}' não é uma decisão de uma batalha Básica: envie uma peça (battle_send)",
    },
    "aoi.err.battle.send_none": {
        "en": "you have no {piece} left in this battle (you have: {have})",
        "pt": "você não tem mais {piece} nesta batalha (você tem: {have})",
    },
    "aoi.err.battle.remove_early": {
        "en": "no roll is won yet: hold pieces in reserve (battle_reserve) before the roll",
        "pt": "nenhuma rolagem foi vencida ainda: mantenha peças na reserva (battle_reserve) antes da rolagem",
    },
    "aoi.err.battle.remove_none": {
        "en": "no {piece} of his is in the battle (out of reserve: {there})",
        "pt": "não há {piece} dele na batalha (fora da reserva: {there})",
    },
    "aoi.err.battle.reserve_now": {
        "en": "'{action}' is no decision of a Standard battle: hold pieces in reserve (battle_reserve)",
        "pt": "'{action}' não é uma decisão de uma batalha Padrão: mantenha peças na reserva (battle_reserve)",
    },
    "aoi.err.battle.remove_now": {
        "en": "the roll is won: choose the piece eliminated (battle_remove)",
        "pt": "a rolagem foi vencida: escolha a peça eliminada (battle_remove)",
    },
    "aoi.err.battle.reserve_none": {
        "en": "you have no {piece} in this battle to hold in reserve",
        "pt": "você não tem {piece} nesta batalha para manter na reserva",
    },
    "aoi.err.battle.reserve_twice": {
        "en": "the reserve names a kind twice: {kinds}",
        "pt": "a reserva nomeia um tipo duas vezes: {kinds}",
    },
    "aoi.err.battle.reserve_all": {
        "en": "at least one piece must be out of reserve: the reserve cannot hold every piece",
        "pt": "pelo menos uma peça deve ficar fora da reserva: a reserva não pode conter todas as peças",
    },
    "aoi.err.battle.retreat_first": {
        "en": "first say whether you retreat (battle_retreat true or false)",
        "pt": "diga primeiro se recua (battle_retreat true ou false)",
    },
    "aoi.err.battle.retreat_to": {
        "en": "your armies cannot retreat to '{to}': they may go to {places}",
        "pt": "seus exércitos não podem recuar para '{to}': podem ir para {places}",
    },
    "aoi.err.battle.retreat_where": {
        "en": "say where your armies retreat to: {places}",
        "pt": "diga para onde seus exércitos recuam: {places}",
    },
    "aoi.err.battle.stay_to": {
        "en": "staying in the battle goes nowhere: give no region ({to}) with battle_retreat false",
        "pt": "ficar na batalha não leva a lugar nenhum: não indique região ({to}) com battle_retreat false",
    },
    "aoi.err.battle.match_now": {
        "en": "it is your assault: match one of your armies with one of his (battle_match)",
        "pt": "é o seu assalto: combine um dos seus exércitos com um dos dele (battle_match)",
    },
    "aoi.err.battle.match_own": {
        "en": "you have no {piece} in this battle",
        "pt": "você não tem {piece} nesta batalha",
    },
    "aoi.err.battle.match_his": {"en": "he has no {piece} in this battle", "pt": "ele não tem {piece} nesta batalha"},
    "aoi.err.battle.hit_now": {
        "en": "'{action}' is no decision of a sea battle: choose the ship hit (battle_hit)",
        "pt": "'{action}' não é uma decisão de uma batalha naval: escolha o navio atingido (battle_hit)",
    },
    "aoi.err.battle.hit_ship": {
        "en": "ship {ship} is not one of your ships afloat in this battle (yours: {yours})",
        "pt": "o navio {ship} não é um dos seus navios à tona nesta batalha (os seus: {yours})",
    },
    "aoi.err.fight.nowhere": {
        "en": "there is no battle to fight in {region}: none is pending",
        "pt": "não há batalha para lutar em {region}: nenhuma está pendente",
    },
    "aoi.err.fight.none": {
        "en": "there is no battle to fight in {region} (battles pending: {todo})",
        "pt": "não há batalha para lutar em {region} (batalhas pendentes: {todo})",
    },
    "aoi.err.fight.tactic": {
        "en": "unknown tactic '{tactic}'; in these rules use {known}",
        "pt": "tática desconhecida '{tactic}'; nestas regras use {known}",
    },
    "aoi.err.fight.retreat_number": {
        "en": "retreat is a number of armies (0: never), not {value}",
        "pt": "retreat é um número de exércitos (0: nunca), não {value}",
    },
    "aoi.err.fight.choose_alone": {
        "en": "'choose' asks you every decision, reserve and retreat included: give neither",
        "pt": "'choose' pergunta a você cada decisão, reserva e recuo incluídos: não indique nenhum dos dois",
    },
    "aoi.err.fight.no_retreat": {
        "en": "there is no retreat in these rules (only in Advanced battles): give retreat 0",
        "pt": "não há recuo nestas regras (só nas batalhas Avançadas): indique retreat 0",
    },
    "aoi.err.fight.no_reserve.basic": {
        "en": "there is no reserve in the Basic rules: give an empty reserve",
        "pt": "não há reserva nas regras Básicas: indique uma reserva vazia",
    },
    "aoi.err.fight.no_reserve.advanced": {
        "en": "there is no reserve in the Advanced battles (each assault picks its pieces): give an empty reserve",
        "pt": "não há reserva nas batalhas Avançadas (cada assalto escolhe as suas peças): indique uma reserva vazia",
    },
    "aoi.err.fight.reserve_kind": {
        "en": "unknown army kind '{piece}' in the reserve; kinds are {known}",
        "pt": "tipo de exército desconhecido '{piece}' na reserva; os tipos são {known}",
    },
    "aoi.err.fight.reserve_none": {
        "en": "there is no {piece} of yours in {region} to hold in reserve",
        "pt": "não há {piece} seu em {region} para manter na reserva",
    },
    "aoi.err.end_turn.battles": {
        "en": "battles are still to be fought in {regions}: fight them before ending the turn",
        "pt": "ainda há batalhas a lutar em {regions}: lute-as antes de terminar o turno",
    },
    "aoi.err.sea_battle.land": {
        "en": "{sea} is a land region, not a sea area",
        "pt": "{sea} é uma região terrestre, não uma área marítima",
    },
    "aoi.err.sea_battle.no_ships": {"en": "{empire} has no ships in {sea}", "pt": "{empire} não tem navios em {sea}"},
    "aoi.err.sea_battle.no_enemy": {
        "en": "{empire} has no ships in {sea} to fight",
        "pt": "{empire} não tem navios em {sea} para combater",
    },
    "aoi.err.sea_battle.peace": {
        "en": "{empire} may not attack {enemy} (declare war first and wait for the next movement round)",
        "pt": "{empire} não pode atacar {enemy} (declare guerra primeiro e espere a próxima rodada de movimento)",
    },
    "aoi.option.battle_choices": {"en": "Battle choices", "pt": "Escolhas nas batalhas"},
    "aoi.option.battle_choices.help": {
        "en": "who decides in battle: each-roll (000: each player makes his own battle choices, roll by roll, the "
        "attacker first: the piece sent, the reserve and the piece eliminated, the match and the retreat, "
        "his ships hit; or answers with a policy for the rest) or fixed (the attacker's tactic for the whole "
        "battle, the defender a fixed policy)",
        "pt": "quem decide nas batalhas: each-roll (000: cada jogador faz as suas próprias escolhas de batalha, "
        "rolagem a rolagem, o atacante primeiro: a peça enviada, a reserva e a peça eliminada, o confronto e o "
        "recuo, os seus navios atingidos; ou responde com uma política para o resto) ou fixed (a tática do "
        "atacante para a batalha inteira, o defensor com uma política fixa)",
    },
}

register_catalogue("imperialism-battle", CATALOGUE)
