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
    "aoi.battle.keep": {
        "en": "{policy}, and in your later battles without asking (standing preference)",
        "pt": "{policy}, e nas suas próximas batalhas sem perguntar (preferência permanente)",
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
    "aoi.battle.hit_sinks": {
        "en": "Your ship {ship} ({cargo}) takes the hit and sinks",
        "pt": "Seu navio {ship} ({cargo}) recebe o tiro e afunda",
    },
    "aoi.battle.hit_damaged": {
        "en": "Your ship {ship} ({cargo}) takes the hit: {damage} of the {hits} that sink it",
        "pt": "Seu navio {ship} ({cargo}) recebe o tiro: {damage} dos {hits} que o afundam",
    },
    "aoi.battle.hit": {"en": "Your ship {ship} takes the hit", "pt": "Seu navio {ship} recebe o tiro"},
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
    "aoi.option.battle_choices": {"en": "Battle choices", "pt": "Escolhas nas batalhas"},
    "aoi.option.battle_choices.help": {
        "en": "who decides in battle: each-roll (000, Army Battles: both players choose each roll, the attacker "
        "first, or answer with a policy for the rest) or fixed (the attacker's tactic for the whole battle, "
        "the defender a fixed policy)",
        "pt": "quem decide nas batalhas: each-roll (000, Batalhas de Exércitos: os dois jogadores escolhem a "
        "cada rolagem, o atacante primeiro, ou respondem com uma política para o resto) ou fixed (a tática do "
        "atacante para a batalha inteira, o defensor com uma política fixa)",
    },
}

register_catalogue("imperialism-battle", CATALOGUE)
