// The archive (#/archive?ruleset=&player=&offset=): finished games with their game, players, winners, rounds and
// date, filtered by game and by a player's name, a page at a time; and a save file to upload and watch.

import { api, cached } from "./api.js";
import { lang, localName, t } from "./i18n.js";
import { fill, h } from "./dom.js";
import "./replay-words.js";
import { levelName } from "./words.js";

// Games on a page of the archive.
const PAGE = 20;
// The largest save the server takes to watch (docs/server.md, "The archive and replays").
const MAX_UPLOAD = 8 * 1024 * 1024;

export function renderArchive(root, params) {
  const page = new ArchivePage(root, params);
  page.start();
  return page;
}

class ArchivePage {
  constructor(root, params) {
    this.root = root;
    this.ruleset = params.get("ruleset") || "";
    this.player = params.get("player") || "";
    this.offset = Math.max(0, Number(params.get("offset")) || 0);
    this.stopped = false;
    this.list = h("section", { class: "card games-box", id: "archive" });
  }

  stop() {
    this.stopped = true;
  }

  rerender() {
    this.draw();
    this.load();
  }

  async start() {
    try {
      this.rulesets = await cached("/api/rulesets");
    } catch {
      this.rulesets = [];
    }
    if (this.stopped) return;
    this.draw();
    this.load();
  }

  // The filters go into the address (#/archive?...): the browser's back button and a reload keep them.
  go(ruleset, player, offset) {
    const q = new URLSearchParams();
    if (ruleset) q.set("ruleset", ruleset);
    if (player) q.set("player", player);
    if (offset) q.set("offset", String(offset));
    const query = q.toString();
    location.hash = `#/archive${query ? `?${query}` : ""}`;
  }

  draw() {
    const rulesetSel = h("select", { id: "archive-ruleset", "aria-label": t("ruleset") },
      h("option", { value: "" }, t("archive_all")),
      this.rulesets.map((r) => h("option", { value: r.id, selected: r.id === this.ruleset }, localName(r.titles || r.title) || r.id)));
    const player = h("input", { type: "search", id: "archive-player", value: this.player, placeholder: t("archive_player_placeholder"), "aria-label": t("archive_player") });
    const filters = h("form", { class: "archive-filters", id: "archive-filters", onsubmit: (e) => {
      e.preventDefault();
      this.go(rulesetSel.value, player.value.trim(), 0);
    } }, rulesetSel, player, h("button", { type: "submit", class: "primary", id: "archive-search" }, t("archive_search")));
    this.root.replaceChildren(h("div", { class: "lobby-page archive-page" },
      h("section", { class: "card" }, h("h2", {}, t("archive_title")), filters),
      this.list,
      this.uploadBox()));
  }

  async load() {
    const q = new URLSearchParams({ limit: String(PAGE + 1), offset: String(this.offset) });
    if (this.ruleset) q.set("ruleset", this.ruleset);
    if (this.player) q.set("player", this.player);
    let games;
    try {
      games = (await api(`/api/archive?${q}`)).games || [];
    } catch (e) {
      if (!this.stopped) this.list.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    if (this.stopped) return;
    const more = games.length > PAGE;
    games = games.slice(0, PAGE);
    const newer = h("button", { type: "button", id: "archive-newer", disabled: this.offset === 0,
      onclick: () => this.go(this.ruleset, this.player, Math.max(0, this.offset - PAGE)) }, t("archive_newer"));
    const older = h("button", { type: "button", id: "archive-older", disabled: !more,
      onclick: () => this.go(this.ruleset, this.player, this.offset + PAGE) }, t("archive_older"));
    fill(this.list,
      games.length
        ? h("ul", { class: "games", id: "archive-list" }, games.map((g) => this.row(g)))
        : h("p", { class: "muted", id: "archive-none" }, t("archive_none")),
      h("div", { class: "pager" }, newer, h("span", { class: "muted small", id: "archive-page" }, t("archive_page", { n: Math.floor(this.offset / PAGE) + 1 })), older));
  }

  // A seat in words: the person's name, the computer and its level, else its colour.
  seatWords(g, seat) {
    const s = (g.seats || [])[seat] || {};
    if (s.name) return s.name;
    const colour = localName((g.seat_words || [])[seat]) || (g.colours || [])[seat] || t("seat", { n: seat + 1 });
    return s.kind === "ai" ? `${colour} (${t("computer")}${s.level ? ` ${levelName(s.level)}` : ""})` : colour;
  }

  row(g) {
    const winners = (g.winners || []).map((w) => this.seatWords(g, w)).join(", ") || "—";
    const facts = [];
    if (g.rounds != null) facts.push(t("archive_rounds", { n: g.rounds }));
    facts.push(new Date(g.updated).toLocaleDateString(lang() === "pt" ? "pt-BR" : "en"));
    return h("li", { class: "game-row", "data-game": g.id },
      h("div", { class: "game-info" },
        h("strong", { class: "game-title" }, localName((this.rulesets.find((r) => r.id === g.ruleset) || {}).titles) || g.title || g.ruleset),
        h("div", { class: "small seats-line" }, (g.seats || []).map((_s, i) => this.seatWords(g, i)).join(", ")),
        h("div", { class: "small archive-winner" }, t("winners", { names: winners })),
        h("div", { class: "small muted" }, facts.join(" · "))),
      h("a", { class: "button replay-open", href: `#/replay/${encodeURIComponent(g.id)}`, "data-game": g.id }, t("replay_link")));
  }

  // A save file from this computer, sent as it is to POST /api/replays; its replay opens at once.
  uploadBox() {
    const msg = h("p", { class: "error", id: "upload-error", role: "alert" });
    const input = h("input", { type: "file", id: "upload-save", accept: ".json,application/json", onchange: (e) => this.upload(e.currentTarget, msg) });
    return h("section", { class: "card upload", id: "upload" },
      h("h2", {}, t("upload_title")),
      h("p", { class: "muted small" }, t("upload_help")),
      h("label", { for: "upload-save", class: "upload-label" }, t("upload_choose")), " ", input, msg);
  }

  async upload(input, msg) {
    const file = input.files && input.files[0];
    msg.textContent = "";
    if (!file) return;
    if (file.size > MAX_UPLOAD) {
      msg.textContent = t("upload_too_big", { mb: MAX_UPLOAD / 1024 / 1024 });
      return;
    }
    input.disabled = true;
    try {
      const res = await fetch("/api/replays", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: file });
      const data = await res.json().catch(() => null);
      if (!res.ok) throw new Error((data && data.detail) || res.statusText);
      location.hash = `#/replay/${encodeURIComponent(data.replay)}`;
    } catch (e) {
      msg.textContent = `${t("error")}: ${e.message}`;
    } finally {
      input.disabled = false;
      input.value = "";
    }
  }
}
