// The values an option offers (GET /api/rulesets: `choices`) in words, for the new-game form and the lobby's
// lines. A value is an id the rulesets' help texts and `warroom --option NAME=VALUE` name; English shows the id
// itself, Portuguese its words with the id after them ("por carta (per-card)"), so the help still points at it.

import { lang, localName } from "./i18n.js";

const PT = {
  end: { turns: "por turnos", "last-standing": "até restar um império", time: "numa hora combinada" },
  turn_order: { fixed: "fixa", random: "sorteada", rotating: "rotativa" },
  purchase: { "in-turn": "na sua vez", "plan-and-reveal": "planejar e revelar" },
  opening_placement: { free: "livre", usual: "a de costume" },
  human_wave: { match: "até empatar", none: "nenhuma" },
  scenario: { none: "nenhum", 1886: "1886" },
  scenario_sides: { large: "lados grandes", small: "lados pequenos" },
  forts: { own: "só nas próprias", "own-or-native": "próprias ou dos nativos" },
  railroads: { chain: "em cadeia", "one-step": "um passo" },
  scenario_score: { sum: "soma", largest: "a maior", "two-empires": "dois impérios" },
  battle_choices: { "each-roll": "a cada rolagem", fixed: "fixas" },
  revolt_army: { marker: "o marcador", rating: "o valor nativo" },
  objectives_edition: { original: "original", later: "edições posteriores" },
  trade_bonus: { "per-card": "por carta", "per-trade": "por troca" },
  invader_return: { "first-free": "primeira água livre", origin: "origem" },
  bomber_withdrawal: { avoid: "evitar", "may-end-there": "pode terminar lá" },
  king_attempts: { "every-spy": "todo Espião", "untried-spies": "Espiões que não tentaram" },
  royal_guard: { cheapest: "a mais barata", choose: "escolher" },
  withdraw_ask: { choice: "quando há escolha", "every-round": "toda rodada", "while-fighting": "enquanto luta" },
  barbarians: { neutral: "neutra", seat: "um jogador" },
  tuning: {
    "tuned-8": "ajustado (versão 8)",
    "tuned-7": "ajustado (versão 7)",
    "tuned-6": "ajustado (versão 6)",
    tuned: "ajustado (versão 5)",
    original: "original",
  },
};

// An option's value in the page's language: Portuguese words with the id, else the id as it is.
export function choiceWords(option, value) {
  const id = String(value);
  const words = lang() === "pt" ? (PT[option] || {})[id] : null;
  return words && words !== id ? `${words} (${id})` : id;
}

// An option's name in the page's language (its `label` from the server), else its id.
export function optionName(option) {
  return (option.label && localName(option.label)) || option.name;
}
