// What happened since one's turn: when the decision comes to this browser's seat, a short summary of what the
// others did (territories lost and taken, battles with their dice, public purchases), and the spaces that changed
// outlined on the map until the first click. Methods mixed into the game page.

import { api } from "./api.js";
import { t } from "./i18n.js";
import { fill, h } from "./dom.js";
import { logEntries } from "./events.js";
import "./board-words.js";

// Entries worth telling: fights and what they took, trades, eliminations, purchases and other moves of power.
const NOTABLE = /battle|conquest|combat|trade|eliminated|buy|annex|declare|peace|revolt|assassin|sabotage|spy|pillage|destroy|natives_hold|attack/;
// Fields of an event that name the spaces it changed.
const SPACE_FIELDS = ["to", "territory", "region", "space", "target", "where"];
const MAX_LINES = 12;

function markKey(gameId, seat) {
  return `warroom.seen.${gameId}.${seat}`;
}

export class SincePart {
  // Called with every new view: remembers how far this seat has seen while deciding, and when its decision
  // begins, sums up what the others did since.
  trackSince(view) {
    if (view.seat == null || view.is_over || view.started === false) return;
    const mine = view.current_player === view.seat && (view.legal_actions || []).length > 0;
    const key = markKey(this.gameId, view.seat);
    const to = typeof view.events_to === "number" ? view.events_to : null;
    if (mine && !this.wasMine) {
      const stored = Number(localStorage.getItem(key));
      this.beginSince(Number.isFinite(stored) && localStorage.getItem(key) !== null ? stored : null, view);
    }
    if (mine && to != null) localStorage.setItem(key, String(to));
    if (!mine && this.wasMine) this.dropSince();
    this.wasMine = mine;
  }

  async beginSince(from, view) {
    // Events older than the page holds are asked for once (the socket brings the last 50).
    const first = this.events.length ? this.events.find(Boolean)?.seq : null;
    if (from != null && (first == null || from < first)) {
      try {
        const older = await api(`/api/games/${encodeURIComponent(this.gameId)}/view?events_since=${from}`, { token: this.token });
        if (older && Array.isArray(older.events)) this.mergeEvents({ events: older.events, events_from: older.events_from });
      } catch {
        /* the summary makes do with what the page has */
      }
    }
    this.since = this.sinceSummary(from, view.seat);
    this.changed = this.since ? this.since.spaces : new Set();
    if (!this.stopped && this.view) this.render();
  }

  dropSince() {
    this.since = null;
    this.clearChanged();
  }

  // The summary of the events after `from` (a log position), or, without one, after this seat's last act.
  sinceSummary(from, seat) {
    let events = this.events.filter(Boolean);
    if (from != null) events = events.filter((e) => typeof e.seq !== "number" || e.seq >= from);
    else {
      let last = -1;
      events.forEach((e, i) => { if (this.entrySeat(e) === seat) last = i; });
      if (last < 0) return null;
      events = events.slice(last + 1);
    }
    const entries = logEntries(events).filter((x) => NOTABLE.test(x.kind) && this.entrySeat(x.event) !== seat);
    if (!entries.length) return null;
    const spaces = new Set();
    const lost = [];
    const took = new Map();
    for (const x of entries) {
      for (const e of [x.event, x.end].filter(Boolean))
        for (const f of SPACE_FIELDS) if (typeof e[f] === "string" && this.ids.has(e[f])) spaces.add(e[f]);
      const e = x.event;
      const conquered = e.kind === "conquest" ? e.territory : e.kind === "battle" && e.conquered ? e.to : null;
      if (conquered && typeof e.player === "number") this.countTake(took, e.player, conquered);
      else if (conquered && typeof e.attacker === "number") this.countTake(took, e.attacker, conquered);
      if (conquered && (e.defender === seat || e.from_player === seat)) lost.push(conquered);
    }
    return { entries, spaces, lost, took };
  }

  countTake(took, player, space) {
    if (!took.has(player)) took.set(player, []);
    if (!took.get(player).includes(space)) took.get(player).push(space);
  }

  names(list) {
    const shown = list.slice(0, 6).map((id) => this.spaceName(id));
    if (list.length > shown.length) shown.push(t("since_more", { n: list.length - shown.length }));
    return shown.join(", ");
  }

  // The panel above the decision, hidden when there is nothing to tell.
  renderSince() {
    const box = this.el.since;
    const s = this.since;
    box.hidden = !s;
    if (!s) {
      box.replaceChildren();
      return;
    }
    const lines = [];
    if (s.lost.length) lines.push(h("p", { class: "since-lost", id: "since-lost" }, t("since_lost", { n: s.lost.length, names: this.names(s.lost) })));
    for (const [player, list] of s.took)
      lines.push(h("p", { class: "since-took" }, h("i", { class: "swatch", style: `background:${this.colour(player)}` }),
        t("since_took", { player: this.seatName(player), n: list.length, names: this.names(list) })));
    const shown = s.entries.slice(-MAX_LINES);
    fill(box,
      h("h3", {}, t("since_title"), " ",
        h("button", { type: "button", class: "link", id: "since-close", onclick: () => { this.since = null; this.clearChanged(); this.render(); } }, t("since_close"))),
      lines,
      h("ol", { class: "since-list", id: "since-list" }, shown.map((x) => h("li", { "data-kind": x.kind }, this.describeEntry(x)))),
      this.changed && this.changed.size ? h("p", { class: "muted small" }, t("since_hint")) : null);
    this.drawChanged();
  }

  // The changed spaces' outline (a class on their shape and marker), kept until the first click on the page.
  drawChanged() {
    if (!this.changed || !this.changed.size) return;
    for (const node of document.querySelectorAll("svg.map [data-id]")) node.classList.toggle("changed", this.changed.has(node.dataset.id));
    if (!this.clickClears) {
      this.clickClears = () => this.clearChanged();
      document.addEventListener("pointerdown", this.clickClears, { capture: true, once: true });
    }
  }

  clearChanged() {
    this.changed = new Set();
    for (const node of document.querySelectorAll("svg.map .changed")) node.classList.remove("changed");
    if (this.clickClears) document.removeEventListener("pointerdown", this.clickClears, { capture: true });
    this.clickClears = null;
  }
}
