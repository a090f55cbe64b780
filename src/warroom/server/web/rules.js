// A ruleset's rules in short (#/rules/ID): its title, its line, how a game goes in a few points, in English and
// Portuguese. The full rules (docs/rules/*.md, with every decision and its test) stay in the repository.

import { addStrings, has, t } from "./i18n.js";
import { h } from "./dom.js";
import { rulesetTitle } from "./statusbar.js";
import "./lobby-words.js";

addStrings({
  en: {
    rules_title: "Rules in short: {title}",
    rules_back: "Back to the lobby",
    rules_full: "The full rules, every decision with its test, are in the warroom repository under docs/rules/.",
    rules_war_1: "Territories are dealt at the start; each seat gets a secret objective (conquer continents, a number of territories, or destroy a colour).",
    rules_war_2: "Your turn: place the armies you receive (half your territories, at least 3, plus whole continents; trade three cards for more), then attack, then move armies once.",
    rules_war_3: "An attack rolls up to three dice against up to three; highest against highest, ties go to the defence. Take a territory and you draw a card at the end of the turn.",
    rules_war_4: "The first to complete their objective wins.",
    rules_cards_1: "There are no armies: a territory changes hands by winning a battle of cards.",
    rules_cards_2: "Attack from a territory of yours (or on the same continent) with a dice card face down; the defender answers with a dice card, a Fortress, or the top card of the pile.",
    rules_cards_3: "Dice are compared highest with highest; the attack takes the territory by winning the comparisons. Special cards: Blitz, Spy, Sabotage, Reinforcements.",
    rules_cards_4: "The first to complete their secret objective wins.",
    rules_imperialism_1: "Each empire starts with regions and production points (PP); the game goes in turns of movement rounds and a production round.",
    rules_imperialism_2: "Explore native regions to win them over, or fight the natives; move armies by land, railroad and ship; fight where empires meet.",
    rules_imperialism_3: "In the production round collect PP from regions, buildings and resources, and buy armies, ships and buildings.",
    rules_imperialism_4: "The game ends after the chosen turns: the most regions (or victory points, Advanced) wins.",
    rules_ww4_1: "Three to five nations of the 32nd century; each has a King, money (C), units and Innovation cards.",
    rules_ww4_2: "A turn goes through steps: Random Event, Control Lands, income, movement, assassination, purchases, deployment, combat and support.",
    rules_ww4_3: "Combat rolls rout and kill; Spies may try to assassinate Kings; food and events change the map.",
    rules_ww4_4: "Hold every City at your Control Lands step, or be the last King standing.",
  },
  pt: {
    rules_title: "Regras em resumo: {title}",
    rules_back: "Voltar à sala",
    rules_full: "As regras completas, cada decisão com o seu teste, estão no repositório do warroom em docs/rules/.",
    rules_war_1: "Os territórios são distribuídos no início; cada lugar recebe um objetivo secreto (conquistar continentes, um número de territórios, ou destruir uma cor).",
    rules_war_2: "Na sua vez: posicione os exércitos que recebe (metade dos territórios, no mínimo 3, mais continentes inteiros; troque três cartas por mais), depois ataque, depois desloque exércitos uma vez.",
    rules_war_3: "Um ataque rola até três dados contra até três; o maior contra o maior, empates favorecem a defesa. Conquiste um território e você compra uma carta no fim da vez.",
    rules_war_4: "Vence quem cumprir primeiro o seu objetivo.",
    rules_cards_1: "Não há exércitos: um território muda de dono ao vencer uma batalha de cartas.",
    rules_cards_2: "Ataque a partir de um território seu (ou no mesmo continente) com uma carta de dados virada para baixo; o defensor responde com uma carta de dados, uma Fortaleza, ou a carta do topo do monte.",
    rules_cards_3: "Os dados são comparados do maior ao menor; o ataque toma o território vencendo as comparações. Cartas especiais: Blitz, Espião, Sabotagem, Reforços.",
    rules_cards_4: "Vence quem cumprir primeiro o seu objetivo secreto.",
    rules_imperialism_1: "Cada império começa com regiões e pontos de produção (PP); o jogo avança em turnos de rodadas de movimento e uma rodada de produção.",
    rules_imperialism_2: "Explore regiões nativas para conquistá-las pela diplomacia, ou lute com os nativos; mova exércitos por terra, ferrovia e navio; lute onde os impérios se encontram.",
    rules_imperialism_3: "Na rodada de produção, receba PP de regiões, construções e recursos, e compre exércitos, navios e construções.",
    rules_imperialism_4: "O jogo termina após os turnos escolhidos: vence quem tiver mais regiões (ou pontos de vitória, no Avançado).",
    rules_ww4_1: "De três a cinco nações do século 32; cada uma tem um Rei, dinheiro (C), unidades e cartas de Inovação.",
    rules_ww4_2: "Uma vez passa por etapas: Evento Aleatório, Controle de Terras, renda, movimento, assassinato, compras, posicionamento, combate e suprimento.",
    rules_ww4_3: "O combate rola debandada e destruição; Espiões podem tentar assassinar Reis; comida e eventos mudam o mapa.",
    rules_ww4_4: "Domine todas as Cidades na sua etapa de Controle de Terras, ou seja o último Rei de pé.",
  },
});

function points(id) {
  if (id === "war" || id === "war-imperio-romano") return "rules_war";
  if (id === "war-cards") return "rules_cards";
  if (/^imperialism/.test(id)) return "rules_imperialism";
  if (id === "ww4") return "rules_ww4";
  return null;
}

// The rules page: the title, the line, the points (rules_<family>_1 ... _4).
export function renderRules(root, id) {
  const key = points(id);
  const line = has(`rs_line_${id}`) ? t(`rs_line_${id}`) : t("rs_line_other");
  const list = key ? [1, 2, 3, 4].filter((n) => has(`${key}_${n}`)).map((n) => t(`${key}_${n}`)) : [];
  root.replaceChildren(h("div", { class: "rules-page card", id: "rules" },
    h("h2", {}, t("rules_title", { title: rulesetTitle(id, null) })),
    h("p", { class: "rules-line", id: "rules-line" }, line),
    list.length ? h("ol", { class: "rules-points", id: "rules-points" }, list.map((p) => h("li", {}, p))) : null,
    h("p", { class: "muted small" }, t("rules_full")),
    h("p", {}, h("a", { href: "#/", id: "rules-back" }, t("rules_back")))));
  return null;
}
