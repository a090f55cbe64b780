"""World War IV's action labels (describe.py) and the reasons an action is refused (IllegalAction), in
English and Brazilian Portuguese. Part of words.py's catalogue."""

from __future__ import annotations

ACTION_WORDS: dict[str, dict[str, str]] = {
    "ww4.do.move": {"en": "Move {units} from {source} to {target}", "pt": "Mover {units} de {source} para {target}"},
    "ww4.do.sail": {"en": "Sail {ship} to {target}", "pt": "Navegar com {ship} até {target}"},
    "ww4.do.board": {"en": "Board {units} from {source} onto {ship}", "pt": "Embarcar {units} de {source} em {ship}"},
    "ww4.do.disembark": {"en": "Disembark {units} from {ship}", "pt": "Desembarcar {units} de {ship}"},
    "ww4.do.give": {"en": "Give {money} to {nation}", "pt": "Dar {money} para {nation}"},
    "ww4.do.share": {
        "en": "Share the Innovation {card} with {nation}",
        "pt": "Compartilhar a Inovação {card} com {nation}",
    },
    "ww4.do.assassinate.king": {
        "en": "Spy in {space}: try to assassinate {owner} King",
        "pt": "Espião em {space}: tentar assassinar o Rei {owner}",
    },
    "ww4.do.assassinate.spy": {
        "en": "Spy in {space}: try to assassinate {owner} spy",
        "pt": "Espião em {space}: tentar assassinar o espião {owner}",
    },
    "ww4.do.buy": {"en": "Buy {units}", "pt": "Comprar {units}"},
    "ww4.do.buy_for": {"en": "Buy {units} for {money}", "pt": "Comprar {units} por {money}"},
    "ww4.do.deploy": {"en": "Deploy {unit} on {space}", "pt": "Posicionar {unit} em {space}"},
    "ww4.do.fight": {"en": "Fight the combat in {space}", "pt": "Travar o combate em {space}"},
    "ww4.do.bombard": {"en": "Direct {n} {attacks} at the Fort", "pt": "Dirigir {n} {attacks} contra o Forte"},
    "ww4.word.bombard_attack": {
        "en": "Bombardment attack|Bombardment attacks",
        "pt": "ataque de Bombardeio|ataques de Bombardeio",
    },
    "ww4.do.assign": {"en": "Assign the casualty to {unit}", "pt": "Atribuir a baixa a: {unit}"},
    "ww4.do.recon": {
        "en": "Reconnaissance: send the casualty to {unit}",
        "pt": "Reconhecimento: mandar a baixa para: {unit}",
    },
    "ww4.do.recon.none": {
        "en": "Let the owner assign the casualty (no Reconnaissance)",
        "pt": "Deixar o dono atribuir a baixa (sem Reconhecimento)",
    },
    "ww4.a_routed": {"en": "a routed {unit}", "pt": "{unit} em debandada"},
    "ww4.do.withdraw": {"en": "Withdraw {units} to {target}", "pt": "Retirar {units} para {target}"},
    "ww4.do.pillage": {"en": "Pillage (destroy) the Fort", "pt": "Saquear (destruir) o Forte"},
    "ww4.do.capture": {"en": "Capture the Fort", "pt": "Capturar o Forte"},
    "ww4.do.guard.none": {
        "en": "Royal Guard: let the King in {space} be destroyed",
        "pt": "Guarda Real: deixar o Rei em {space} ser destruído",
    },
    "ww4.do.guard": {
        "en": "Royal Guard: remove {unit} in {space} instead of the King",
        "pt": "Guarda Real: remover {unit} em {space} no lugar do Rei",
    },
    "ww4.ship": {"en": "{owner} {unit} in {space}", "pt": "{unit} {owner} em {space}"},
    "ww4.ship.cargo": {
        "en": "{owner} {unit} in {space} carrying {cargo}",
        "pt": "{unit} {owner} em {space} levando {cargo}",
    },
    "ww4.ship.unknown": {"en": "a ship", "pt": "um navio"},
    "ww4.end.movement": {"en": "End the Movement step", "pt": "Encerrar a etapa de Movimento"},
    "ww4.end.assassination": {"en": "End the Assassination step", "pt": "Encerrar a etapa de Assassinato"},
    "ww4.end.purchase": {"en": "End the Purchase step", "pt": "Encerrar a etapa de Compra"},
    "ww4.end.deploy": {"en": "End the Deploy step", "pt": "Encerrar a etapa de Posicionamento"},
    "ww4.end.free-purchase": {
        "en": "End the Free Build purchases",
        "pt": "Encerrar as compras da Construção Livre",
    },
    "ww4.end.free-deploy": {
        "en": "End the Free Build deployment",
        "pt": "Encerrar o posicionamento da Construção Livre",
    },
    "ww4.end.combat": {
        "en": "End the withdrawals of this Maneuver step",
        "pt": "Encerrar as retiradas desta etapa de Manobra",
    },
    "ww4.end.step": {"en": "End the step", "pt": "Encerrar a etapa"},
    # Refusals a person can meet by typing an action (the game's routing: game.py).
    "ww4.illegal.over": {"en": "the game is over", "pt": "o jogo acabou"},
    "ww4.illegal.not_now": {
        "en": "'{action}' is not possible now (step {step}: {allowed})",
        "pt": "'{action}' não é possível agora (etapa {step}: {allowed})",
    },
    "ww4.illegal.decide_first": {
        "en": "answer the {decision} decision first",
        "pt": "responda antes à decisão de {decision}",
    },
    "ww4.illegal.colour": {
        "en": "unknown colour {colour} (colours: {colours})",
        "pt": "cor desconhecida {colour} (cores: {colours})",
    },
}
