// The game page: the map, the players, the decision (map clicks and a generic chooser), the last battle's dice,
// one's own hand and objective, and the event log. Views come from the server (socket, polling, POST answers).

import { ApiError, Live, OfflineError, api, cached, newActionId } from "./api.js";
import { lang, t } from "./i18n.js";
import "./game-words.js";
import { fill, h, mixin } from "./dom.js";
import { seatLink } from "./words.js";
import { ClockPart, formatLeft } from "./clock.js";
import { SeatsPart } from "./seats.js";
import { WaitingPart } from "./waiting.js";
import { EventsPart } from "./events.js";
import { ChatPanel } from "./chat.js";
import { TurnSignal } from "./signals.js";
import { BoardMap, fallbackMap } from "./map.js";
import { spaceDescriber } from "./spacepanel.js";
import { hintsFor } from "./hints.js";
import { rememberCommitment } from "./summary.js";
import { drawSaveLinks } from "./savefile.js";
import { OddsPart } from "./oddsbox.js";
import { SincePart } from "./since.js";
import { StatusPart, idWords, rulesetTitle } from "./statusbar.js";
import { RevealPart } from "./reveal.js";
import { offlineBox } from "./offline.js";
import { UndoPart } from "./undo.js";
import { BattleNowPart } from "./battlenow.js";

export class GamePage {
  constructor(root, gameId, token) {
    this.root = root;
    this.gameId = gameId;
    this.token = token;
    this.view = null;
    this.events = [];
    this.selected = null;
    this.focus = null;
    this.filter = "";
    this.busy = false;
    this.odds = new Map();
    this.chooserKey = "";
    this.live = null;
    this.chat = null;
    this.signal = new TurnSignal();
    this.clockTimer = null;
    this.deadline = null; // when the clock of the seat to move runs out (this browser's time), or null
  }

  async start() {
    this.stopped = false; // join() stops the page and starts it again on the new seat
    this.root.replaceChildren(h("p", { class: "muted" }, t("loading")));
    let first;
    try {
      first = await api(`/api/games/${encodeURIComponent(this.gameId)}/view`, { token: this.token });
    } catch (e) {
      if (e instanceof OfflineError) this.root.replaceChildren(offlineBox(() => this.start()));
      else this.root.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    this.ruleset = first.ruleset;
    this.hints = hintsFor(this.ruleset);
    try {
      this.rulesetInfo = (await cached("/api/rulesets")).find((r) => r.id === this.ruleset) || null;
    } catch {
      this.rulesetInfo = null;
    }
    const rid = encodeURIComponent(this.ruleset);
    try {
      this.board = await cached(`/api/rulesets/${rid}/board`);
    } catch (e) {
      this.root.replaceChildren(e instanceof OfflineError ? offlineBox(() => this.start()) : h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
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
    this.chat.load();
    this.live = new Live(this.gameId, this.token, (v) => this.onView(v), (s, e) => this.onStatus(s, e), (m) => this.chat.merge(m));
    this.live.deliver(first);
    this.live.start();
  }

  stop() {
    this.stopped = true;
    if (this.live) this.live.stop();
    clearInterval(this.clockTimer);
    clearInterval(this.chatPoll);
    this.chatPoll = null;
    this.signal.stop();
  }

  layout(map) {
    this.el = {
      status: h("div", { class: "status", id: "status" }),
      conn: h("span", { class: "conn", id: "conn" }),
      mapBox: h("div", { class: "board-area", id: "map" }),
      players: h("section", { class: "players card", id: "players" }),
      since: h("section", { class: "since card", id: "since", hidden: true }),
      decision: h("section", { class: "decision card", id: "decision" }),
      battle: h("section", { class: "battle card", id: "battle" }),
      battleNow: h("section", { class: "battle-now card", id: "battle-now", hidden: true }),
      mine: h("section", { class: "mine card", id: "mine" }),
      log: h("section", { class: "log card", id: "log" }),
      toast: h("div", { class: "toast", id: "toast", role: "status" }),
      clock: h("span", { class: "clock", id: "clock", hidden: true, role: "timer" }),
      clockDesc: h("span", { class: "clock-desc muted small", id: "clock-desc", hidden: true }),
      signals: h("span", { class: "signals-box", id: "signals" }),
      saves: h("span", { class: "save-links small", id: "save-links" }),
    };
    this.chat = new ChatPanel(this.gameId, this.token, (seat, author) => this.chatAuthor(seat, author));
    const side = h("aside", { class: "side" }, this.el.since, this.el.decision, this.el.battleNow, this.el.battle, this.el.players, this.el.mine, this.chat.el, this.el.log);
    this.root.replaceChildren(
      h("div", { class: "game" },
        h("div", { class: "topbar" }, this.el.status, this.el.clock, this.el.clockDesc, this.el.signals, this.el.saves, this.el.conn),
        this.el.mapBox, side, this.el.toast),
    );
    this.drawSignals();
    this.clockTimer = setInterval(() => this.tick(), 1000);
    this.map = new BoardMap(this.el.mapBox, this.board, map, (id) => this.clickSpace(id));
    this.map.setDescriber(spaceDescriber(this)); // a tap on a space shows its panel
    if (map.fallback) this.el.mapBox.prepend(h("p", { class: "muted small" }, t("no_map")));
  }

  // The page's language changed: the server words the view (labels, sentences, phase) in the new one.
  relang() {
    // Every event the log holds, not only the latest a plain view carries, is asked for again in the new language.
    const first = this.events.length && typeof this.events[0].seq === "number" ? this.events[0].seq : null;
    if (this.live) this.live.relang(first);
  }

  rerender() {
    if (!this.view) return;
    this.map.setLanguage();
    this.chooserKey = "";
    this.chat.draw();
    this.drawSignals();
    if (this.signal.mine) document.title = this.signal.title();
    this.render();
  }

  drawSignals() {
    this.el.signals.replaceChildren(this.signal.controls(() => this.drawSignals()));
  }

  // The connection in words: live, polling (the socket is down, the server answers), reconnecting, or offline (the
  // server cannot be reached) with a button to try again at once.
  onStatus(status) {
    if (!this.el) return;
    const key = { live: "connection_live", polling: "connection_polling", reconnecting: "connection_offline", offline: "offline_short" }[status];
    if (key) {
      this.el.conn.replaceChildren(t(key));
      if (status === "offline")
        this.el.conn.append(" ", h("button", { type: "button", class: "link", id: "conn-retry", onclick: () => this.live && this.live.retryNow() }, t("connection_retry")));
      this.el.conn.dataset.state = status;
    }
    // The socket brings the chat; while it is down, the chat is read every 5 s.
    if (status === "live") {
      clearInterval(this.chatPoll);
      this.chatPoll = null;
    } else if (key && !this.chatPoll && !this.stopped) {
      this.chatPoll = setInterval(() => this.chat.load(), 5000);
    }
  }

  onView(view) {
    const prevCount = this.view ? this.view.action_count : -1;
    this.view = view;
    if (view.seed_commitment && !view.is_over) rememberCommitment(this.gameId, view.seed_commitment);
    this.setClock(view);
    const mine = view.seat != null && view.current_player === view.seat && !view.is_over && view.started !== false;
    this.signal.update(mine, `${rulesetTitle(this.ruleset, this.rulesetInfo)} — ${this.gameId}`);
    this.mergeEvents(view);
    this.trackSince(view);
    if (view.action_count !== prevCount) this.reconcileSelection();
    this.render();
  }

  // Each view carries the (seat-filtered) events of some range of log positions, each event with its position
  // ("seq"). Views overlap and arrive in any order: events are kept by position, the latest 500.
  mergeEvents(view) {
    if (!Array.isArray(view.events)) return;
    const known = this.known || new Map();
    let next = typeof view.events_from === "number" ? view.events_from : 0;
    for (const e of view.events) {
      const seq = typeof e.seq === "number" ? e.seq : next;
      known.set(seq, e);
      next = seq + 1;
    }
    const order = [...known.keys()].sort((a, b) => a - b);
    for (const seq of order.slice(0, Math.max(0, order.length - 500))) known.delete(seq);
    this.known = known;
    this.events = order.slice(-500).map((seq) => known.get(seq));
  }

  // ------------------------------------------------------------------------------------ legal actions

  legal() {
    return this.view && !this.view.is_over ? this.view.legal_actions || [] : [];
  }

  index() {
    const single = new Map();
    const pairs = new Map();
    for (const la of this.legal()) {
      const refs = this.hints.spaceRefs(la.action, this.ids);
      if (refs.source) {
        if (!pairs.has(refs.source)) pairs.set(refs.source, new Map());
        const m = pairs.get(refs.source);
        if (!m.has(refs.target)) m.set(refs.target, []);
        m.get(refs.target).push(la);
      } else if (refs.single) {
        if (!single.has(refs.single)) single.set(refs.single, []);
        single.get(refs.single).push(la);
      }
    }
    return { single, pairs };
  }

  reconcileSelection() {
    const { single, pairs } = this.index();
    if (this.selected && !pairs.has(this.selected)) this.selected = null;
    if (this.focus) {
      const still =
        this.focus.target != null
          ? pairs.get(this.focus.source)?.get(this.focus.target)
          : single.get(this.focus.id);
      if (!still || !still.length) this.focus = null;
    }
  }

  // A click while an action is on its way waits for it (one click is kept: the last).
  later(fn) {
    this.queued = fn;
  }

  clickSpace(id) {
    if (this.busy) return this.later(() => this.clickSpace(id));
    const { single, pairs } = this.index();
    if (this.selected && this.selected !== id && pairs.get(this.selected)?.has(id)) {
      const list = pairs.get(this.selected).get(id);
      if (list.length === 1 && !this.isBattle(list[0].action)) return this.act(list[0].action);
      this.focus = { source: this.selected, target: id };
      return this.render();
    }
    if (this.selected === id) {
      this.selected = null;
      this.focus = null;
      return this.render();
    }
    if (pairs.has(id)) {
      this.selected = id;
      this.focus = single.has(id) ? { id } : null;
      return this.render();
    }
    if (single.has(id)) {
      const list = single.get(id);
      this.selected = null;
      if (list.length === 1 && !this.isBattle(list[0].action)) return this.act(list[0].action);
      this.focus = { id };
      return this.render();
    }
    this.selected = null;
    this.focus = null;
    this.render();
  }

  act(action) {
    return this.post(() => this.act(action), async () => {
      const body = { action, action_id: newActionId(), after: this.view.action_count };
      const path = `/api/games/${encodeURIComponent(this.gameId)}/actions`;
      let view;
      try {
        view = await api(path, { method: "POST", body, token: this.token });
      } catch (e) {
        if (e instanceof ApiError) throw e;
        view = await api(path, { method: "POST", body, token: this.token }); // network: retry, same action_id
      }
      this.live.deliver(view);
    });
  }

  // One request that changes the game (an action, an undo): one at a time (`again` runs once the one under
  // way is answered); a 409 (the game moved on) shows the game as it now is, any other error a toast.
  async post(again, send) {
    if (this.busy) return this.later(again);
    this.busy = true;
    this.root.classList.add("busy");
    try {
      await send();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await this.live.refresh();
      else this.toast(`${t("error")}: ${e.message}`);
    } finally {
      this.busy = false;
      this.root.classList.remove("busy");
      const next = this.queued;
      this.queued = null;
      if (next) next();
    }
  }

  toast(text) {
    this.el.toast.textContent = text;
    this.el.toast.classList.add("show");
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.el.toast.classList.remove("show"), 5000);
  }

  // ------------------------------------------------------------------------------------ render

  render() {
    const v = this.view;
    const rv = v.view || {};
    // For tests and for styling: the state of the page at a glance.
    this.root.dataset.actionCount = String(v.action_count);
    this.root.dataset.myTurn = String(v.seat != null && v.current_player === v.seat && !v.is_over);
    this.root.dataset.out = String(v.seat != null && !v.is_over && this.hints.out(rv, v.seat));
    const { single, pairs } = this.index();
    const targets = new Set(this.selected && pairs.has(this.selected) ? pairs.get(this.selected).keys() : []);
    const actionable = new Set([...single.keys(), ...pairs.keys()]);
    const battle = this.hints.battle(rv, this.events.filter(Boolean));
    const recent = new Set([...(battle ? [battle.from, battle.to] : []), ...this.pendingBattleSpaces()].filter(Boolean));
    if (this.focus && this.focus.target) targets.add(this.focus.target);
    this.map.update(this.hints.spaces(rv, this.board), (o) => this.colour(o), {
      actionable,
      selected: this.selected,
      targets,
      recent,
      mine: v.seat, // the map opens on this seat's spaces
    });
    this.renderSince();
    this.renderStatus();
    drawSaveLinks(this.el.saves, this.gameId, this.token, this.view);
    this.renderDecision(single, pairs);
    this.renderBattle(battle);
    this.renderBattleNow();
    this.renderPlayers();
    this.renderMine();
    this.renderLog();
  }

  renderDecision(single, pairs) {
    const v = this.view;
    const box = this.el.decision;
    const legal = this.legal();
    const key = `${v.action_count}|${legal.length}|${this.selected}|${JSON.stringify(this.focus)}|${lang()}|${v.lang}|${v.is_over}|${v.started}|${v.free_seats}|${v.seat}|${v.current_player}`;
    if (key === this.chooserKey) return;
    this.chooserKey = key;
    box.hidden = false;
    if (v.started === false && !v.is_over) {
      this.renderWaiting(box);
      return;
    }
    if (v.is_over) {
      this.renderOver(box);
      return;
    }
    if (v.seat == null) { // a spectator decides nothing: no "your decision" box at all
      box.hidden = true;
      return;
    }
    if (!legal.length) {
      box.replaceChildren(h("h3", {}, t("decision")), h("p", { class: "muted" }, t("not_your_turn")));
      return;
    }
    const parts = [h("h3", {}, t("decision")), this.defenceNote(), this.battleAskNote(), this.battlePanel(legal)];
    if (this.selected) {
      parts.push(h("p", { class: "hint" }, t("selected", { name: this.spaceName(this.selected) }), " ",
        h("button", { type: "button", class: "link", onclick: () => { this.selected = null; this.focus = null; this.render(); } }, t("cancel"))));
      parts.push(h("p", { class: "hint muted" }, t("pick_target")));
    } else if (pairs.size) {
      parts.push(h("p", { class: "hint muted" }, t("pick_source")));
    }
    if (this.focus) parts.push(this.focusPanel(single, pairs));
    parts.push(this.chooser(legal), this.undoButton());
    fill(box, parts);
  }

  focusPanel(single, pairs) {
    const list = this.focus.target != null ? pairs.get(this.focus.source)?.get(this.focus.target) || [] : single.get(this.focus.id) || [];
    const title = this.focus.target != null
      ? `${this.spaceName(this.focus.source)} → ${this.spaceName(this.focus.target)}`
      : this.spaceName(this.focus.id);
    const rows = list.map((la) => {
      const row = h("div", { class: "focus-row" }, this.actionButton(la, "focus-choice"));
      if (this.isBattle(la.action)) row.append(this.oddsSlot(la.action));
      return row;
    });
    return h("div", { class: "focus", id: "focus" }, h("h4", {}, title), rows);
  }

  actionButton(la, cls = "choice") {
    return h("button", {
      type: "button",
      class: cls,
      "data-type": la.action.type || "",
      "data-action": JSON.stringify(la.action),
      onclick: () => this.act(la.action),
    }, la.label || JSON.stringify(la.action));
  }

  chooser(legal) {
    const groups = new Map();
    for (const la of legal) {
      // A ruleset may split a type into groups (Age of Imperialism: a policy kept apart from one for this battle).
      const type = this.hints.group ? this.hints.group(la.action) : la.action.type || "action";
      if (!groups.has(type)) groups.set(type, []);
      groups.get(type).push(la);
    }
    const wrap = h("div", { class: "chooser", id: "chooser" });
    const quick = h("div", { class: "quick" });
    const list = h("div", { class: "groups" });
    const filter = h("input", { type: "search", class: "filter", id: "filter", placeholder: t("filter"), value: this.filter });
    const draw = () => {
      const q = this.filter.trim().toLowerCase();
      quick.replaceChildren();
      list.replaceChildren();
      for (const [type, items] of groups) {
        const shown = q ? items.filter((la) => (la.label || "").toLowerCase().includes(q) || type.includes(q)) : items;
        if (!shown.length) continue;
        if (items.length === 1) {
          quick.append(this.actionButton(shown[0], "choice quick-choice"));
          continue;
        }
        const det = h("details", { class: "group", "data-group": type, open: q !== "" || items.length <= 12 || groups.size === 1 || legal.length <= 60 },
          h("summary", {}, `${idWords("act", type)} (${shown.length})`));
        const ul = h("div", { class: "items" });
        for (const la of shown.slice(0, 300)) ul.append(this.actionButton(la));
        det.append(ul);
        list.append(det);
      }
    };
    filter.addEventListener("input", (e) => {
      this.filter = e.target.value;
      draw();
    });
    draw();
    wrap.append(quick, legal.length > 8 ? filter : "", list, h("small", { class: "muted" }, t("choices", { n: legal.length })));
    return wrap;
  }

  renderMine() {
    const rv = this.view.view || {};
    if (this.view.seat == null) {
      this.el.mine.hidden = true;
      return;
    }
    const hand = this.hints.hand(rv, this.board);
    const obj = this.hints.objective(rv);
    this.el.mine.hidden = hand == null && obj == null;
    fill(this.el.mine,
      obj != null ? h("h3", {}, t("objective")) : null,
      obj != null ? h("p", { class: "objective", id: "objective" }, obj) : null,
      hand != null ? h("h3", {}, t("hand")) : null,
      hand != null ? (hand.length ? h("ul", { class: "hand", id: "hand" }, hand.map((c) => h("li", {}, c))) : h("p", { class: "muted" }, t("no_cards"))) : null,
    );
  }
}

mixin(GamePage, ClockPart, SeatsPart, WaitingPart, EventsPart, OddsPart, SincePart, StatusPart, RevealPart, UndoPart, BattleNowPart);

export { seatLink };
export { formatLeft };

