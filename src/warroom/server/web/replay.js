// The replay viewer (#/replay/ID?step=N): a finished game, or a save uploaded to watch (ID "u.…"), action by
// action: the map as it was, who did what, the step's events and dice, every seat's hidden cards and objective,
// first/previous/next/last, a slider, a round to jump to, and the arrow keys. Answers come from
// GET /api/games/{id}/replay?step=N (GET /api/replays/{id}?step=N for an upload); the page draws with the game
// page's parts (seats.js, events.js) and map (map.js).

import { api, cached } from "./api.js";
import { t } from "./i18n.js";
import { fill, h, mixin } from "./dom.js";
import "./replay-words.js";
import { BoardMap, fallbackMap } from "./map.js";
import { hintsFor } from "./hints.js";
import { SeatsPart } from "./seats.js";
import { EventsPart } from "./events.js";

export class ReplayPage {
  constructor(root, id, step) {
    this.root = root;
    this.id = id;
    this.step = Math.max(0, Number(step) || 0);
    this.ans = null;
    this.events = [];
    this.wanted = null; // the step asked for while another is on its way (the last one wins)
    this.onKey = (e) => this.key(e);
  }

  path(step) {
    const id = encodeURIComponent(this.id);
    return this.id.startsWith("u.") ? `/api/replays/${id}?step=${step}` : `/api/games/${id}/replay?step=${step}`;
  }

  async start() {
    this.root.replaceChildren(h("p", { class: "muted" }, t("loading")));
    let first;
    try {
      first = await api(this.path(this.step));
    } catch (e) {
      const why = e.status === 409 ? t("replay_not_over") : `${t("error")}: ${e.message}`;
      this.root.replaceChildren(h("div", { class: "lobby-page" }, h("p", { class: "error", id: "replay-error" }, why),
        h("p", {}, h("a", { href: "#/archive" }, t("replay_back_archive")))));
      return;
    }
    this.ruleset = first.ruleset;
    this.hints = hintsFor(this.ruleset);
    const rid = encodeURIComponent(this.ruleset);
    this.board = await cached(`/api/rulesets/${rid}/board`);
    this.ids = new Set(this.board.spaces.map((s) => s.id));
    this.spaceById = Object.fromEntries(this.board.spaces.map((s) => [s.id, s]));
    let map;
    try {
      map = await cached(`/api/rulesets/${rid}/map`);
    } catch {
      map = fallbackMap(this.board);
    }
    if (this.stopped) return;
    this.layout(map);
    document.addEventListener("keydown", this.onKey);
    this.show(first);
  }

  stop() {
    this.stopped = true;
    document.removeEventListener("keydown", this.onKey);
  }

  // The page's language changed: the step again, worded by the server in the new language.
  relang() {
    if (!this.ans) return;
    const step = this.ans.step;
    api(this.path(step)).then((ans) => { if (!this.stopped && this.ans && this.ans.step === step) this.show(ans); }).catch(() => {});
  }

  rerender() {
    if (!this.ans) return;
    this.map.setLanguage();
    this.drawControls();
    this.show(this.ans);
  }

  layout(map) {
    this.el = {
      status: h("div", { class: "status", id: "replay-status" }),
      controls: h("div", { class: "replay-controls", id: "replay-controls" }),
      mapBox: h("div", { class: "board-area", id: "map" }),
      action: h("section", { class: "card", id: "replay-action" }),
      battle: h("section", { class: "battle card", id: "battle" }),
      dice: h("section", { class: "card", id: "replay-dice" }),
      players: h("section", { class: "players card", id: "players" }),
      secrets: h("section", { class: "card", id: "secrets" }),
      log: h("section", { class: "log card", id: "log" }),
    };
    const side = h("aside", { class: "side" }, this.el.action, this.el.battle, this.el.dice, this.el.secrets, this.el.players, this.el.log);
    this.root.replaceChildren(h("div", { class: "game replay" },
      h("div", { class: "topbar" }, this.el.status, this.el.controls), this.el.mapBox, side));
    this.map = new BoardMap(this.el.mapBox, this.board, map, () => {});
    if (map.fallback) this.el.mapBox.prepend(h("p", { class: "muted small" }, t("no_map")));
    this.drawControls();
  }

  drawControls() {
    const button = (id, label, title, to) => h("button", { type: "button", id, title, "aria-label": title, onclick: () => this.go(to()) }, label);
    this.el.first = button("replay-first", "«", t("replay_first"), () => 0);
    this.el.prev = button("replay-prev", "◀", t("replay_prev"), () => this.step - 1);
    this.el.next = button("replay-next", "▶", t("replay_next"), () => this.step + 1);
    this.el.last = button("replay-last", "»", t("replay_last"), () => this.steps());
    this.el.slider = h("input", { type: "range", id: "replay-slider", min: 0, max: this.steps(), value: this.step, "aria-label": t("replay_slider"),
      oninput: (e) => this.go(Number(e.currentTarget.value)) });
    this.el.round = h("select", { id: "replay-round", "aria-label": t("replay_round"), onchange: (e) => this.go(Number(e.currentTarget.value)) });
    const links = [h("a", { href: "#/archive" }, t("replay_back_archive"))];
    if (this.ans && this.ans.game) links.push(h("a", { href: `#/game/${encodeURIComponent(this.ans.game)}?watch=1`, id: "replay-game" }, t("replay_game")));
    this.el.controls.replaceChildren(
      h("div", { class: "replay-buttons" }, this.el.first, this.el.prev, this.el.next, this.el.last, this.el.round),
      this.el.slider,
      h("span", { class: "replay-links small" }, links),
    );
  }

  steps() {
    return this.ans ? this.ans.steps : 0;
  }

  // Ask for a step; while one is on its way, only the last asked for follows it.
  async go(step) {
    const to = Math.min(Math.max(0, step), this.steps());
    if (this.loading) {
      this.wanted = to;
      return;
    }
    if (this.ans && to === this.ans.step) return;
    this.loading = true;
    try {
      const ans = await api(this.path(to));
      if (!this.stopped) this.show(ans);
    } catch (e) {
      if (!this.stopped) this.el.action.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
    } finally {
      this.loading = false;
      const next = this.wanted;
      this.wanted = null;
      if (next != null && !this.stopped) this.go(next);
    }
  }

  key(e) {
    const tag = e.target && e.target.tagName;
    if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.steps() };
    if (!(e.key in moves)) return;
    e.preventDefault();
    this.go(moves[e.key]);
  }

  show(ans) {
    const firstTime = !this.ans;
    this.ans = ans;
    this.step = ans.step;
    // What the game page's parts read: the seats (names, colours) and the ruleset's view; nobody's seat.
    this.view = { seats: ans.seats, view: ans.view, words: ans.words, current_player: ans.current_player, seat: null };
    this.events = ans.events || [];
    if (firstTime) this.drawControls();
    history.replaceState(null, "", `#/replay/${encodeURIComponent(this.id)}?step=${ans.step}`);
    this.root.dataset.step = String(ans.step);
    const battle = this.hints.battle({}, this.events);
    const recent = new Set(battle ? [battle.from, battle.to].filter(Boolean) : []);
    this.map.update(this.hints.spaces(ans.view, this.board), (o) => this.colour(o), { actionable: new Set(), selected: null, targets: new Set(), recent });
    this.renderState();
    this.renderBattle(battle);
    this.renderDice();
    this.renderSecrets();
    this.renderPlayers();
    this.renderLog();
  }

  renderState() {
    const a = this.ans;
    this.el.first.disabled = this.el.prev.disabled = a.step === 0;
    this.el.next.disabled = this.el.last.disabled = a.step === a.steps;
    this.el.slider.max = String(a.steps);
    this.el.slider.value = String(a.step);
    const current = [...a.rounds].reverse().find((r) => r.step <= a.step);
    this.el.round.replaceChildren(...a.rounds.map((r) => h("option", { value: r.step, selected: r === current }, t("round", { n: r.round }))));
    const parts = [h("strong", {}, (a.words && a.words.title) || a.title || a.ruleset), h("span", { id: "replay-step" }, t("replay_step", { n: a.step, total: a.steps }))];
    if (a.round) parts.push(h("span", { id: "replay-round-now" }, t("round", { n: a.round })));
    if (a.source === "upload") parts.push(h("span", { class: "muted" }, t("replay_uploaded")));
    if (a.step === a.steps && a.result) parts.push(h("span", { class: "turn over", id: "result" }, t("winners", { names: (a.result.winners || []).map((w) => this.seatName(w)).join(", ") || "—" })));
    this.el.status.replaceChildren(...parts);
    fill(this.el.action,
      h("h3", {}, t("replay_action")),
      a.step === 0
        ? h("p", { id: "replay-description" }, t("replay_dealt"))
        : h("p", { id: "replay-description" },
          a.actor != null ? h("i", { class: "swatch", style: `background:${this.colour(a.actor)}` }) : null, " ",
          a.actor != null ? h("strong", {}, this.seatName(a.actor)) : null, a.actor != null ? ": " : "", a.description || JSON.stringify(a.action)),
    );
  }

  renderDice() {
    const dice = this.ans.dice || [];
    fill(this.el.dice,
      h("h3", {}, t("replay_dice")),
      dice.length
        ? h("ul", { class: "dice-list", id: "replay-dice-list" }, dice.map((roll) => h("li", { class: "dice" }, roll.map((d) => h("b", { class: "die" }, String(d))))))
        : h("p", { class: "muted small" }, t("replay_no_dice")));
  }

  // Every seat's hand and objective: each seat's view is the public view with its own secrets over it.
  renderSecrets() {
    const rows = (this.ans.secrets || []).map((s) => {
      const own = { ...this.ans.view, ...s };
      const obj = this.hints.objective(own);
      const hand = this.hints.hand(own, this.board);
      return h("li", { "data-seat": s.seat },
        h("div", {}, h("i", { class: "swatch", style: `background:${this.colour(s.seat)}` }), " ", h("strong", { class: "pname" }, this.seatName(s.seat))),
        obj != null ? h("p", { class: "objective" }, `${t("objective_of")}: ${obj}`) : null,
        hand != null ? h("p", { class: "hand-line small" }, `${t("hand_of")}: ${hand.length ? hand.join(", ") : t("no_cards")}`) : null);
    });
    fill(this.el.secrets, h("h3", {}, t("replay_secrets")), h("ul", { class: "secrets", id: "secrets-list" }, rows));
  }
}

mixin(ReplayPage, SeatsPart, EventsPart);
