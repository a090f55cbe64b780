// The game page's last battle (its dice) and event log, and the words for each event. A battle is one line of the
// log with its dice: the rolls, the War Cards announcement and the conquest that belong to it fold into it.

import { t } from "./i18n.js";
import { fill, h } from "./dom.js";
import { prettify } from "./hints.js";
import "./game-words.js";
import "./board-words.js";

// Events that never make a line of their own: shuffles say nothing a person reads.
const SILENT = new Set(["shuffle"]);
// World War IV's steps of one combat (all naming its space) fold into the combat's line.
const COMBAT_STEPS = new Set(["combat-round", "casualty"]);

const dice = (x) => (Array.isArray(x) ? x.join(" ") : "");

// Entries of the log in the order they happened: {event, details: [text], dice: [list], kind}. A WAR battle takes
// its two rolls and its conquest; a War Cards battle its announcement (`attack`) and conquest; a World War IV
// combat its rounds, rolls, casualties and end.
export function logEntries(events) {
  const entries = [];
  const battleAt = new Map(); // action index -> entry of the battle made by that action
  const combatAt = new Map(); // World War IV space -> entry of the combat going on there
  const announced = new Map(); // War Cards "from|to" -> entry of an attack not yet fought
  const battleActions = new Set(events.filter((x) => x && x.kind === "battle").map((x) => x.action));
  for (const e of events) {
    if (!e || SILENT.has(e.kind)) continue;
    const act = e.action;
    if (e.kind === "battle" && !e.text) {
      const key = `${e.from}|${e.to}`;
      const pending = announced.get(key);
      const entry = pending || { details: [] };
      announced.delete(key);
      Object.assign(entry, { event: e, kind: "battle" });
      if (!pending) entries.push(entry);
      battleAt.set(act, entry);
      continue;
    }
    if (e.kind === "attack" && typeof e.source === "string" && typeof e.target === "string") {
      const entry = { event: e, kind: "attack", details: [] };
      announced.set(`${e.source}|${e.target}`, entry);
      entries.push(entry);
      continue;
    }
    // A roll of a battle made by the same action (its dice are the battle's own); rolls come before it.
    if (e.kind === "roll" && (e.reason === "attack" || e.reason === "defence") && !e.text && battleActions.has(act)) continue;
    if (e.kind === "conquest" && battleAt.has(act) && !e.text) {
      const b = battleAt.get(act);
      if (b.event.to === e.territory) continue; // the battle's line says "conquered"
    }
    if (e.kind === "combat" && typeof e.space === "string") {
      const entry = { event: e, kind: "combat", details: [], dice: [] };
      combatAt.set(e.space, entry);
      entries.push(entry);
      continue;
    }
    const combat = typeof e.space === "string" ? combatAt.get(e.space) : null;
    if (combat) {
      if (COMBAT_STEPS.has(e.kind)) continue;
      if (e.kind === "roll" && e.reason === "combat") {
        combat.dice.push(dice(e.dice));
        continue;
      }
      if (e.kind === "combat-end") {
        combat.end = e;
        combatAt.delete(e.space);
        continue;
      }
    }
    entries.push({ event: e, kind: e.kind, details: [] });
  }
  return entries;
}

export class EventsPart {
  renderBattle(b) {
    const box = this.el.battle;
    if (!b) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const faces = (list, cls) => h("span", { class: `dice ${cls}` }, (list || []).map((d) => h("b", { class: "die" }, String(d))));
    const who = (seat) => (typeof seat === "number" ? this.seatName(seat) : "");
    fill(box,
      h("h3", {}, t("last_battle")),
      b.from || b.to ? h("p", {}, `${b.from ? this.spaceName(b.from) : "?"} → ${b.to ? this.spaceName(b.to) : "?"}`) : null,
      h("div", { class: "dice-row", id: "dice" },
        h("span", { class: "side-label" }, `${t("attack")} ${who(b.attacker)}`), faces(b.attack_dice, "att"),
        h("span", { class: "side-label" }, `${t("defence")} ${who(b.defender)}`), faces(b.defence_dice, "def")),
      b.attacker_lost != null ? h("p", { class: "muted" }, `−${b.attacker_lost} / −${b.defender_lost ?? 0}${b.conquered ? t("ev_conquered") : ""}`) : null,
      b.attacker_lost == null && b.conquered != null ? h("p", { class: "muted" }, b.conquered ? t("ev_conquered").replace(/^ — /, "") : t("ev_battle_held").replace(/^ — /, "")) : null,
    );
  }

  // A log entry in words (one line): a battle with its dice, a combat with its end.
  describeEntry(entry) {
    const e = entry.event;
    if (entry.kind === "combat") {
      const parts = [e.text || this.describeEvent(e)];
      if (entry.end) parts.push(entry.end.text || this.describeEvent(entry.end));
      return parts.join("; ");
    }
    return this.describeEvent(e);
  }

  describeEvent(e) {
    // The server words the events of rulesets the client has no words for (World War IV, War! Age of
    // Imperialism) in "text", already filtered for this seat: that sentence is the best there is.
    if (typeof e.text === "string" && e.text) return e.text;
    const p = (x) => (typeof x === "number" && x >= 0 ? this.seatName(x) : "—");
    const sp = (x) => (typeof x === "string" ? this.spaceName(x) : "?");
    // A nation's or an empire's name from its colour id (the view lists them with their names).
    const nation = (c) => {
      const rv = (this.view && this.view.view) || {};
      const found = [...(rv.nations || []), ...(rv.empires || [])].find((n) => n && n.colour === c);
      return (found && found.name) || (typeof c === "string" ? prettify(c) : "?");
    };
    const conq = e.conquered ? t("ev_conquered") : e.conquered === false ? t("ev_battle_held") : "";
    switch (e.kind) {
      case "turn": {
        const who = e.player != null ? p(e.player) : nation(e.nation ?? e.empire);
        return t("ev_turn", { player: who, round: e.round ?? e.turn ?? "?", receives: e.receives != null ? t("ev_receives", { n: e.receives }) : "" });
      }
      case "battle":
        if (e.attacker_lost == null && !Array.isArray(e.attack_dice))
          return t("ev_battle_effect", { attacker: p(e.attacker), from: sp(e.from), to: sp(e.to), card: prettify(e.effect || e.attack_card || "?"), conq });
        if (e.attacker_lost == null)
          return t("ev_battle_cards", { attacker: p(e.attacker), from: sp(e.from), to: sp(e.to), adice: dice(e.attack_dice), ddice: dice(e.defence_dice), conq });
        return t("ev_battle", { attacker: p(e.attacker), from: sp(e.from), to: sp(e.to), adice: dice(e.attack_dice), ddice: dice(e.defence_dice), alost: e.attacker_lost ?? 0, dlost: e.defender_lost ?? 0, conq: e.conquered ? t("ev_conquered") : "" });
      case "attack":
        return t("ev_attack", { attacker: p(e.player ?? e.attacker), from: sp(e.source), to: sp(e.target) });
      case "conquest":
        return t("ev_conquest", { player: p(e.player), territory: sp(e.territory) });
      case "card_drawn":
        return t("ev_card_drawn", { player: p(e.player) });
      case "trade":
        return t("ev_trade", { player: p(e.player), value: e.armies != null ? ` (+${e.armies})` : e.value != null ? ` (+${e.value})` : "" });
      case "eliminated":
        return t("ev_eliminated", { player: p(e.player ?? e.seat) });
      case "game_over":
        return t("ev_game_over");
      case "setup":
        if (e.first_player != null) return t("ev_setup", { first_player: p(e.first_player) });
        return e.general != null ? t("ev_setup_general", { general: p(e.general) }) : t("ev_setup_plain");
      case "round":
        return t("ev_round", { round: e.round ?? "?", general: p(e.general) });
      case "end_turn":
        return t("ev_end_turn", { player: p(e.player) });
      case "draw":
        return e.player != null ? t("ev_draw_player", { player: p(e.player), count: e.count ?? 1 }) : t("ev_draw", { count: e.count ?? 1 });
      case "reinforcements":
        return t("ev_reinforcements", { player: p(e.player), n: e.drawn ?? 0 });
      case "reshuffle":
        return t("ev_reshuffle");
      case "pile_empty":
        return t("ev_pile_empty", { player: p(e.player), n: e.missing ?? 0 });
      case "discard":
        return t("ev_discard", { player: p(e.player) });
      case "sabotage":
        return t("ev_sabotage", { player: p(e.player), victim: p(e.victim), n: e.discarded ?? 0 });
      case "spy":
        return t("ev_spy", { player: p(e.player), victim: p(e.victim), n: e.taken ?? 0 });
      case "no_answer":
        return t("ev_no_answer", { player: p(e.player) });
      case "no_card":
        return t("ev_no_card", { player: p(e.player) });
      case "occupy":
        return t("ev_occupy", { player: p(e.player), n: e.armies ?? e.count ?? "?", territory: sp(e.territory ?? e.target) });
      case "roll":
        return e.reason === "dealer" ? t("ev_roll_dealer", { dice: dice(e.dice) }) : t("ev_roll_any", { dice: dice(e.dice) });
      default:
        return this.genericEvent(e, p, sp);
    }
  }

  // An event the client has no sentence for: its kind and its plain facts (seats and spaces by name), never the
  // raw data of nested objects.
  genericEvent(e, p, sp) {
    const rest = Object.entries(e)
      .filter(([k, v]) => !["kind", "action", "seq", "text", "reason"].includes(k) && v != null && (typeof v !== "object" || Array.isArray(v)))
      .map(([k, v]) => {
        const name = prettify(k).toLowerCase();
        if (["player", "seat", "attacker", "defender", "from_player", "victim", "general"].includes(k) && typeof v === "number") return `${name}: ${p(v)}`;
        if (typeof v === "string" && this.ids.has(v)) return `${name}: ${sp(v)}`;
        if (Array.isArray(v)) return v.every((x) => typeof x !== "object") ? `${name}: ${v.map((x) => (typeof x === "string" && this.ids.has(x) ? sp(x) : x)).join(" ")}` : null;
        if (typeof v === "boolean") return v ? name : null;
        return `${name}: ${v}`;
      })
      .filter(Boolean);
    return `${prettify(e.kind)}${rest.length ? ` — ${rest.join(", ")}` : ""}`;
  }

  // The seat an entry belongs to, for its colour swatch.
  entrySeat(e) {
    if (typeof e.player === "number" && e.player >= 0) return e.player;
    if (typeof e.attacker === "number") return e.attacker;
    // World War IV and Age of Imperialism name a nation or an empire by colour: its seat, from the view.
    const colour = [e.nation, e.empire, e.invader, e.attacker].find((c) => typeof c === "string");
    if (!colour) return null;
    const rv = (this.view && this.view.view) || {};
    const found = [...(rv.nations || []), ...(rv.empires || [])].find((n) => n && n.colour === colour);
    return found && typeof found.seat === "number" ? found.seat : null;
  }

  renderLog() {
    const entries = logEntries(this.events);
    const items = [];
    for (let i = entries.length - 1; i >= 0 && items.length < 80; i -= 1) {
      const entry = entries[i];
      const who = this.entrySeat(entry.event);
      const seq = entry.event && typeof entry.event.seq === "number" ? entry.event.seq : null;
      items.push(h("li", { class: `ev ev-${entry.kind}`, "data-kind": entry.kind, "data-seq": seq ?? false },
        who != null ? h("i", { class: "swatch", style: `background:${this.colour(who)}` }) : null,
        this.describeEntry(entry),
        entry.dice && entry.dice.length ? h("small", { class: "muted ev-dice" }, ` (${t("ev_dice_detail", { dice: entry.dice.join(" / ") })})`) : null));
    }
    this.el.log.replaceChildren(h("h3", {}, t("log")), h("ol", { class: "events", id: "events" }, items));
  }
}
