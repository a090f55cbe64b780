// The game page's last battle (its dice) and event log, and the words for each event.

import { t } from "./i18n.js";
import { fill, h } from "./dom.js";
import { prettify } from "./hints.js";

export class EventsPart {
  renderBattle(b) {
    const box = this.el.battle;
    if (!b) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const dice = (list, cls) => h("span", { class: `dice ${cls}` }, (list || []).map((d) => h("b", { class: "die" }, String(d))));
    const who = (seat) => (seat == null ? "" : this.seatName(seat));
    fill(box,
      h("h3", {}, t("last_battle")),
      b.from || b.to ? h("p", {}, `${b.from ? this.spaceName(b.from) : "?"} → ${b.to ? this.spaceName(b.to) : "?"}`) : null,
      h("div", { class: "dice-row", id: "dice" },
        h("span", { class: "side-label" }, `${t("attack")} ${who(b.attacker)}`), dice(b.attack_dice, "att"),
        h("span", { class: "side-label" }, `${t("defence")} ${who(b.defender)}`), dice(b.defence_dice, "def")),
      b.attacker_lost != null ? h("p", { class: "muted" }, `−${b.attacker_lost} / −${b.defender_lost}${b.conquered ? t("ev_conquered") : ""}`) : null,
    );
  }

  describeEvent(e) {
    // The server words the events of rulesets the client has no words for (World War IV, War! Age of
    // Imperialism) in "text", already filtered for this seat: that sentence is the best there is.
    if (typeof e.text === "string" && e.text) return e.text;
    const p = (x) => (typeof x === "number" ? this.seatName(x) : x ?? "?");
    const sp = (x) => (typeof x === "string" ? this.spaceName(x) : "?");
    const dice = (x) => (Array.isArray(x) ? x.join(" ") : "");
    // A nation's or an empire's name from its colour id (the view lists them with their names).
    const nation = (c) => {
      const rv = (this.view && this.view.view) || {};
      const found = [...(rv.nations || []), ...(rv.empires || [])].find((n) => n && n.colour === c);
      return (found && found.name) || (typeof c === "string" ? prettify(c) : "?");
    };
    switch (e.kind) {
      case "turn": {
        const who = e.player != null ? p(e.player) : nation(e.nation ?? e.empire);
        return t("ev_turn", { player: who, round: e.round ?? e.turn ?? "?", receives: e.receives != null ? t("ev_receives", { n: e.receives }) : "" });
      }
      case "battle":
        return t("ev_battle", { attacker: p(e.attacker), from: sp(e.from), to: sp(e.to), adice: dice(e.attack_dice), ddice: dice(e.defence_dice), alost: e.attacker_lost ?? 0, dlost: e.defender_lost ?? 0, conq: e.conquered ? t("ev_conquered") : "" });
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
        return e.first_player != null ? t("ev_setup", { first_player: p(e.first_player) }) : "setup";
      case "end_turn":
        return t("ev_end_turn", { player: p(e.player) });
      case "roll":
        return t("ev_roll", { reason: e.reason ?? "", dice: dice(e.dice) });
      default: {
        const rest = Object.entries(e)
          .filter(([k]) => !["kind", "action", "seq", "text"].includes(k))
          .map(([k, v]) => {
            if (["player", "seat", "attacker", "defender", "from_player"].includes(k) && typeof v === "number") return `${k}: ${p(v)}`;
            if (typeof v === "string" && this.ids.has(v)) return `${k}: ${sp(v)}`;
            return `${k}: ${Array.isArray(v) ? v.join(" ") : typeof v === "object" ? JSON.stringify(v) : v}`;
          });
        return `${prettify(e.kind)}${rest.length ? ` — ${rest.join(", ")}` : ""}`;
      }
    }
  }

  renderLog() {
    const items = [];
    for (let i = this.events.length - 1; i >= 0 && items.length < 80; i -= 1) {
      const e = this.events[i];
      if (!e || e.kind === "shuffle") continue;
      const who = typeof e.player === "number" ? e.player : typeof e.attacker === "number" ? e.attacker : null;
      items.push(h("li", { class: `ev ev-${e.kind}` },
        who != null ? h("i", { class: "swatch", style: `background:${this.colour(who)}` }) : null,
        this.describeEvent(e)));
    }
    this.el.log.replaceChildren(h("h3", {}, t("log")), h("ol", { class: "events", id: "events" }, items));
  }
}
