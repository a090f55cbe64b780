// The odds box before every battle (docs/battles.md, "Odds before every battle"): which actions start or join a
// battle in each ruleset, the server's odds for one (GET /api/games/{id}/odds), and the box that shows them,
// with the 95% interval where the odds are a Monte Carlo estimate. Methods mixed into the game page.

import { api } from "./api.js";
import { t } from "./i18n.js";
import { h } from "./dom.js";
import "./board-words.js";

// Action types that start a battle: WAR, Império Romano and War Cards `attack`, War! Age of Imperialism
// `fight` and `sea_battle`, World War IV `fight`, and the words other rulesets use (assault, invade, battle).
const BATTLE_TYPES = /attack|assault|invade|battle|fight/;

// An Age of Imperialism `answer` may start (an encounter) or join a sea battle: the server alone knows, so its
// odds are asked for and the box is shown only when there are some.
export function maybeBattle(ruleset, action) {
  return action.type === "answer" && /^imperialism/.test(ruleset || "");
}

// Not a battle's start: ending or stopping, and Age of Imperialism's `battle_*` decisions inside a battle already
// started (a piece sent, a policy for the rest: battle_choices.py).
const NOT_A_START = /^end|^stop|^no_|^battle_/;

export function isBattle(ruleset, action) {
  const type = action.type || "";
  return BATTLE_TYPES.test(type) && !NOT_A_START.test(type);
}

const pct = (x) => `${Math.round((x || 0) * 100)}%`;
const num = (x) => (typeof x === "number" ? x.toFixed(1) : "?");

// The odds box's contents: the chance to win in large, a bar, what is left on each side, and how the figure was
// found (exact, or a Monte Carlo estimate with its 95% interval and number of battles).
export function oddsNodes(odds) {
  const win = odds.attacker_wins;
  const ci = odds.ci95 && Array.isArray(odds.ci95.attacker_wins) ? odds.ci95.attacker_wins : null;
  const nodes = [
    h("strong", { class: "odds-win" }, `${t("odds")}: ${pct(win)}`),
    h("div", { class: "oddsbar", role: "img", "aria-label": t("odds_bar", { win: pct(win) }) }, h("i", { style: `width:${pct(win)}` })),
    h("small", { class: "odds-line" }, t("odds_line", { win: pct(win), lose: pct(odds.defender_wins), att: num(odds.expected_attacker_left), def: num(odds.expected_defender_left) })),
  ];
  if (odds.method === "monte-carlo") {
    const interval = ci ? t("odds_interval", { lo: pct(ci[0]), hi: pct(ci[1]) }) : "";
    nodes.push(h("small", { class: "odds-method odds-mc", "data-method": "monte-carlo" },
      t("odds_mc", { n: odds.samples ?? "?", interval })));
  } else {
    nodes.push(h("small", { class: "odds-method muted", "data-method": "exact" }, t("odds_exact")));
  }
  return nodes;
}

export class OddsPart {
  // Whether an action gets the odds box rather than happening at the first click.
  isBattle(action) {
    if (NOT_A_START.test(action.type || "")) return false; // "end_attacks" names attacks but ends them
    return isBattle(this.ruleset, action) || maybeBattle(this.ruleset, action) || this.hints.isAttack(action);
  }

  // A slot for the odds of `action`, filled when the server answers (answers are kept per position).
  oddsSlot(action) {
    const slot = h("div", { class: "odds", "data-odds": "" }, `${t("odds")}: …`);
    this.loadOdds(action, slot);
    return slot;
  }

  async loadOdds(action, slot) {
    const key = `${this.view.action_count}|${JSON.stringify(action)}`;
    let odds = this.odds.get(key);
    if (odds === undefined) {
      try {
        const res = await api(`/api/games/${encodeURIComponent(this.gameId)}/odds?action=${encodeURIComponent(JSON.stringify(action))}`, { token: this.token });
        odds = res && res.odds ? res.odds : null;
      } catch {
        odds = null;
      }
      this.odds.set(key, odds);
    }
    if (!odds) {
      // An answer that turned out to start no battle: no box at all.
      if (maybeBattle(this.ruleset, action)) slot.remove();
      else slot.textContent = `${t("odds")}: ${t("odds_none")}`;
      return;
    }
    slot.dataset.method = odds.method || "exact";
    slot.replaceChildren(...oddsNodes(odds));
  }

  // The battles of this decision that are not a source and a target on the map (World War IV's and Age of
  // Imperialism's fights, sea battles, answers): the first choice for each space (a fight's other tactics are
  // on the map's space and in the choices), each with its odds above the choices, at most four.
  battlePanel(legal) {
    const seen = new Set();
    const battles = [];
    for (const la of legal) {
      const refs = this.hints.spaceRefs(la.action, this.ids);
      if (!this.isBattle(la.action) || refs.source) continue;
      const where = `${la.action.type}|${refs.single || ""}`;
      if (seen.has(where)) continue;
      seen.add(where);
      battles.push(la);
    }
    if (!battles.length) return null;
    battles.splice(4);
    return h("div", { class: "battles", id: "battles" },
      h("h4", {}, t("before_battle")),
      battles.map((la) => h("div", { class: "focus-row" }, this.actionButton(la, "choice battle-choice"), this.oddsSlot(la.action))));
  }
}
