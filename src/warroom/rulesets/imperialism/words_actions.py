"""War! Age of Imperialism's action labels (``aoi.act.*``) and battle tactics (``aoi.tactic.*``), in English
and Portuguese; describe.py fills them in."""

from __future__ import annotations

ACTION_WORDS: dict[str, dict[str, str]] = {
    "aoi.act.claim": {"en": "Claim {region}", "pt": "Reivindicar {region}"},
    "aoi.act.buy": {"en": "Buy {piece} in {where}", "pt": "Comprar {piece} em {where}"},
    "aoi.act.end_purchase": {"en": "Finish buying", "pt": "Terminar as compras"},
    "aoi.act.move": {"en": "Move {units} from {source} to {target}", "pt": "Mover {units} de {source} para {target}"},
    "aoi.act.embark": {
        "en": "Embark {units} from {region} onto {ship}",
        "pt": "Embarcar {units} de {region} em {ship}",
    },
    "aoi.act.sail": {"en": "Sail {ship} to {sea}", "pt": "Navegar com {ship} até {sea}"},
    "aoi.act.land": {"en": "Land {units} from {ship} in {region}", "pt": "Desembarcar {units} de {ship} em {region}"},
    "aoi.act.sea_battle": {"en": "Attack {empire}'s ships in {sea}", "pt": "Atacar os navios de {empire} em {sea}"},
    "aoi.act.declare_war": {"en": "Declare war on {empire}", "pt": "Declarar guerra a {empire}"},
    "aoi.act.offer_peace": {"en": "Offer peace to {empire}", "pt": "Oferecer paz a {empire}"},
    "aoi.act.end_movement": {"en": "Finish moving (battles next)", "pt": "Terminar o movimento (depois, as batalhas)"},
    "aoi.act.fight": {"en": "Fight the battle in {region} ({tactic})", "pt": "Travar a batalha em {region} ({tactic})"},
    "aoi.act.fight.reserve": {
        "en": "Fight the battle in {region} ({tactic}, {reserve} in reserve)",
        "pt": "Travar a batalha em {region} ({tactic}, {reserve} na reserva)",
    },
    "aoi.act.fight.retreat": {
        "en": "Fight the battle in {region} ({tactic}, retreat at {at})",
        "pt": "Travar a batalha em {region} ({tactic}, recuar com {at})",
    },
    "aoi.act.fight.reserve_retreat": {
        "en": "Fight the battle in {region} ({tactic}, {reserve} in reserve, retreat at {at})",
        "pt": "Travar a batalha em {region} ({tactic}, {reserve} na reserva, recuar com {at})",
    },
    "aoi.act.explore": {"en": "Explore {region}", "pt": "Explorar {region}"},
    "aoi.act.explore.leader": {"en": "Explore {region} with a leader", "pt": "Explorar {region} com um líder"},
    "aoi.act.end_turn": {"en": "End the turn", "pt": "Encerrar o turno"},
    "aoi.act.call_time": {"en": "Call time: the agreed end has come", "pt": "Encerrar: chegou a hora combinada"},
    "aoi.act.research": {"en": "Research {tech} with {pp}", "pt": "Pesquisar {tech} com {pp}"},
    "aoi.act.westernize": {"en": "Westernize {region}", "pt": "Ocidentalizar {region}"},
    "aoi.act.incite": {"en": "Incite {region} to revolt", "pt": "Incitar {region} à revolta"},
    "aoi.act.develop": {"en": "Develop the resource in {region}", "pt": "Desenvolver o recurso em {region}"},
    "aoi.act.undevelop": {
        "en": "In {region}: undevelop the resource",
        "pt": "Em {region}: desfazer o desenvolvimento do recurso",
    },
    "aoi.act.destroy": {"en": "In {region}: destroy {target}", "pt": "Em {region}: destruir {target}"},
    "aoi.act.let_pass": {"en": "Let the ships pass", "pt": "Deixar os navios passarem"},
    "aoi.act.fight_ships": {"en": "Fight {empire}'s ships", "pt": "Combater os navios de {empire}"},
    "aoi.act.watch": {"en": "Watch the battle", "pt": "Assistir à batalha"},
    "aoi.act.join.attacker": {"en": "Join the attacker", "pt": "Entrar do lado do atacante"},
    "aoi.act.join.defender": {"en": "Join the defender", "pt": "Entrar do lado do defensor"},
    "aoi.act.allow_passage": {"en": "Allow passage through the straits", "pt": "Permitir a passagem pelo estreito"},
    "aoi.act.refuse_passage": {"en": "Refuse passage through the straits", "pt": "Recusar a passagem pelo estreito"},
    "aoi.act.accept_peace": {"en": "Accept peace", "pt": "Aceitar a paz"},
    "aoi.act.refuse_peace": {"en": "Refuse peace", "pt": "Recusar a paz"},
    "aoi.act.answer": {"en": "Answer {choice}", "pt": "Responder {choice}"},
    # Battle tactics (combat.TACTICS): English keeps the names a command types.
    "aoi.tactic.strongest": {"en": "strongest", "pt": "mais fortes primeiro"},
    "aoi.tactic.weakest": {"en": "weakest", "pt": "mais fracos primeiro"},
    "aoi.tactic.valuable": {"en": "valuable", "pt": "mais valiosos"},
    "aoi.tactic.types": {"en": "types", "pt": "por tipos"},
}
