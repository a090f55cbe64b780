// The game page's status line in words: the game's title, round or turn, the phase, what the seat still places
// and the next trade's value (WAR), the battle waiting for a defence (War Cards), whose turn it is; and a legend of
// its symbols and the map's. No raw ruleset, phase or action id is shown. Methods mixed into the game page.

import { has, localName, t } from "./i18n.js";
import { h } from "./dom.js";
import { prettify } from "./hints.js";
import { phaseWords } from "./status-words.js";
import "./board-words.js";

// The title of a ruleset in the chosen language (the server's title, in English, for one the client does not know).
export function rulesetTitle(id, info) {
  if (has(`rs_${id}`)) return t(`rs_${id}`);
  return (info && info.title) || prettify(id || "");
}

// A phase, a step or an action type in words: its own key where there is one, else its id made readable.
export function idWords(prefix, id) {
  if (id == null || id === "") return "";
  return has(`${prefix}_${id}`) ? t(`${prefix}_${id}`) : prettify(id);
}

// The family a ruleset belongs to, for its legend.
function family(id) {
  if (id === "war" || id === "war-imperio-romano") return "war";
  if (id === "war-cards") return "war-cards";
  if (/^imperialism/.test(id || "")) return "imperialism";
  if (id === "ww4") return "ww4";
  return "other";
}

export class StatusPart {
  // The facts of the game's state, each a short phrase in words.
  statusFacts(rv) {
    const out = [];
    const fam = family(this.ruleset);
    if (rv.turn != null && fam !== "war" && fam !== "war-cards") out.push(t("turn_n", { n: rv.turn }));
    if (rv.round != null) out.push(t("round", { n: rv.round }));
    const phase = rv.phase ?? rv.step;
    // The phase's name as the ruleset words it, sent in the page's language (the view's `words`).
    const named = this.view && this.view.words && this.view.words.phase;
    if (typeof phase === "string" && phase) out.push(t("phase_words", { phase: named || idWords("ph", phase) }));
    if (fam === "war") {
      const p = rv.pending;
      if (p && typeof p.free === "number" && p.free > 0) {
        const groups = Object.entries(p.groups || {}).filter(([, n]) => n > 0).map(([g, n]) => `${this.groupName(g)} ${n}`);
        out.push(`${t("to_place", { n: p.free })}${groups.length ? ` ${t("to_place_groups", { groups: groups.join(", ") })}` : ""}`);
      }
      if (typeof rv.next_trade_value === "number") out.push(t("next_trade", { n: rv.next_trade_value }));
    }
    if (fam === "war-cards") {
      if (typeof rv.general === "number") out.push(t("general_is", { name: this.seatName(rv.general) }));
      const b = rv.battle;
      if (b && b.from && b.to) out.push(t("battle_pending", { attacker: this.seatName(b.attacker), from: this.spaceName(b.from), to: this.spaceName(b.to) }));
    }
    if (fam === "imperialism" || fam === "ww4") {
      // The hints' own facts (the nation or empire deciding, a combat, a decision out of turn), less those
      // said above in words.
      const skip = new Set([
        t("turn_n", { n: rv.turn }),
        t("phase", { phase: prettify(phase || "") }),
        t("phase", { phase: phase || "" }),
        t("phase", { phase: phaseWords(phase) }), // the hints' line in words: said above already
      ]);
      for (const s of this.hints.status(rv, this.board)) if (!skip.has(s) && !s.startsWith(`${t("turn_n", { n: rv.turn })} ·`)) out.push(s);
    }
    return out;
  }

  groupName(id) {
    const g = (this.board.groups || []).find((x) => x.id === id);
    return g ? localName(g.name) : prettify(id);
  }

  renderStatus() {
    const v = this.view;
    const rv = v.view || {};
    const parts = [h("strong", { class: "game-name" }, rulesetTitle(this.ruleset, this.rulesetInfo))];
    for (const s of this.statusFacts(rv)) parts.push(h("span", { class: "fact" }, s));
    let turn;
    if (v.is_over) turn = h("span", { class: "turn over" }, t("game_over"));
    else if (v.started === false) turn = h("span", { class: "turn waiting", id: "waiting-people" }, t("waiting_people_n", { free: (v.free_seats || []).length }));
    else if (v.seat != null && v.current_player === v.seat)
      turn = h("span", { class: "turn mine", id: "your-turn" }, t(this.outOfTurn(rv) ? "your_decision" : "your_turn"));
    else if (v.current_player != null)
      turn = h("span", { class: "turn" }, h("i", { class: "swatch", style: `background:${this.colour(v.current_player)}` }), t("waiting_for", { name: this.seatName(v.current_player) }));
    if (turn) parts.push(turn);
    if (v.seat != null) parts.push(h("span", { class: "me" }, h("i", { class: "swatch", style: `background:${this.colour(v.seat)}` }), t("you_are", { name: this.seatName(v.seat) })));
    else parts.push(h("span", { class: "me" }, t("spectating")));
    parts.push(h("details", { class: "legend", id: "legend" },
      h("summary", {}, t("legend")),
      h("p", { class: "small", id: "legend-text" }, t(`legend_${family(this.ruleset)}`))));
    this.el.status.replaceChildren(...parts);
  }

  // A decision asked of this seat in another's turn (an Age of Imperialism defender's battle decision, a sea
  // encounter): the empire whose turn it is is none of the seat's own.
  outOfTurn(rv) {
    const mine = rv.your_empires;
    return Array.isArray(mine) && mine.length > 0 && typeof rv.empire === "string" && !mine.includes(rv.empire);
  }

  // War Cards: the attack a defender answers, in words (attacker, from, to), with both spaces marked on the map.
  defenceNote() {
    const v = this.view;
    const b = (v.view || {}).battle;
    if (!b || v.seat == null || b.defender !== v.seat || !b.from || !b.to) return null;
    return h("p", { class: "defending", id: "defending" },
      t("defending", { attacker: this.seatName(b.attacker), from: this.spaceName(b.from), to: this.spaceName(b.to) }));
  }

  // Spaces of the battle waiting for a defence (War Cards), marked as the last battle's are.
  pendingBattleSpaces() {
    const b = ((this.view && this.view.view) || {}).battle;
    return b && b.from && b.to && typeof b.from === "string" ? [b.from, b.to] : [];
  }
}
