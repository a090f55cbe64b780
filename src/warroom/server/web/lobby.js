// The lobby: the player's name, their games, the open games to join and the games being played to watch; the
// new-game form (ruleset, player count, options, who plays each seat, listed or private); share links.

import { ApiError, api, cached, forgetPlayer, keepToken, playerKey, playerName, setPlayer } from "./api.js";
import { t } from "./i18n.js";

// Elements are built with text nodes and setAttribute only: names people choose are never parsed as HTML.
function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

// An element's children replaced, leaving out the null and undefined ones (replaceChildren would write "null").
export function fill(el, ...children) {
  el.replaceChildren(...children.flat().filter((c) => c != null));
}

const draft = JSON.parse(sessionStorage.getItem("warroom.lobby") || "{}");

function saveDraft() {
  sessionStorage.setItem("warroom.lobby", JSON.stringify(draft));
}

export function seatLink(gameId, token) {
  const base = `${location.origin}${location.pathname}`;
  return token ? `${base}#/game/${gameId}?token=${encodeURIComponent(token)}` : `${base}#/game/${gameId}?watch=1`;
}

// This browser created the game with its player key: it may start it early (POST /api/games/{id}/start).
export function isCreator(gameId) {
  return localStorage.getItem(`warroom.creator.${gameId}`) === "1";
}

// A level's name in words (easy, normal, hard; named players as they are).
export function levelName(name) {
  return t(`level_${name}`) === `level_${name}` ? name : t(`level_${name}`);
}

// A turn clock in words: "5 minutes a decision", "no clock".
export function clockWords(seconds) {
  if (!seconds) return t("no_clock");
  return t("clock", { time: duration(seconds) });
}

function duration(s) {
  const units = [[86400, "dur_day", "dur_days"], [3600, "dur_hour", "dur_hours"], [60, "dur_minute", "dur_minutes"]];
  for (const [size, one, many] of units) if (s % size === 0) return t(s === size ? one : many, { n: s / size });
  return t(s === 1 ? "dur_second" : "dur_seconds", { n: s });
}

// A display name as the server keeps it (trimmed, runs of spaces as one), to check its length before asking.
function cleanName(raw) {
  return raw.split(/\s+/).filter(Boolean).join(" ");
}

// A computer seat's choices: the levels a person understands first, then the named players (greedy, random, ...).
function seatChoices(r, current) {
  const option = (name) => h("option", { value: name, selected: name === current }, levelName(name));
  const levels = r.levels || ["easy", "normal", "hard"];
  const named = (r.agents || []).filter((a) => !levels.includes(a));
  const parts = levels.map(option);
  if (named.length) parts.push(h("optgroup", { label: t("players") }, named.map(option)));
  return parts;
}

// Clocks offered in the new-game form (seconds a person has for each decision; none: no clock).
const CLOCKS = [0, 60, 300, 3600, 86400];

// The lobby page; app.js keeps the answer to stop its refreshes when the page changes.
export function renderLobby(root) {
  const lobby = new Lobby(root);
  lobby.start();
  return lobby;
}

class Lobby {
  constructor(root) {
    this.root = root;
    this.stopped = false;
    this.me = null; // {id, name} once the server has answered for this browser's key
    this.editing = false;
    this.notice = null;
    this.el = {
      player: h("section", { class: "card player", id: "player" }),
      mine: h("section", { class: "card games-box", id: "my-games", hidden: true }),
      open: h("section", { class: "card games-box", id: "open-games" }),
      active: h("section", { class: "card games-box", id: "active-games" }),
      form: h("form", { class: "lobby card", id: "lobby-form" }),
      result: h("div", { class: "created", id: "created" }),
    };
  }

  stop() {
    this.stopped = true;
    clearInterval(this.timer);
  }

  async start() {
    this.root.replaceChildren(h("p", { class: "muted" }, t("loading")));
    let rulesets;
    try {
      rulesets = await cached("/api/rulesets");
    } catch (e) {
      if (!this.stopped) this.root.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    if (this.stopped || !rulesets.length) return;
    this.rulesets = rulesets;
    this.byId = Object.fromEntries(rulesets.map((r) => [r.id, r]));
    if (!this.byId[draft.ruleset]) draft.ruleset = rulesets[0].id;
    const { player, mine, open, active, form, result } = this.el;
    const boards = h("section", { class: "card ratings-links", id: "ratings-links" },
      h("h2", {}, t("ratings_link")),
      h("ul", { class: "inline-list" }, rulesets.map((r) => h("li", {},
        h("a", { href: `#/ratings/${encodeURIComponent(r.id)}`, "data-ruleset": r.id }, r.title || r.id)))));
    this.root.replaceChildren(h("div", { class: "lobby-page" }, player, mine, open, form, result, active, boards));
    this.drawPlayer();
    this.drawForm();
    form.addEventListener("submit", (e) => this.create(e));
    await this.checkPlayer();
    if (this.stopped) return;
    this.refreshLists();
    this.timer = setInterval(() => {
      if (!document.hidden) this.refreshLists();
    }, 15000);
  }

  // ------------------------------------------------------------------------------------ the player

  // The name of this browser's key; a key the server no longer knows is forgotten (a name is asked again).
  async checkPlayer() {
    if (!playerKey()) return;
    try {
      this.me = await api("/api/players/me");
      setPlayer(null, this.me.name);
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403))) return;
      forgetPlayer();
      this.me = null;
      this.notice = t("player_unknown");
    }
    if (!this.stopped) this.drawPlayer();
  }

  drawPlayer(error) {
    const box = this.el.player;
    const key = playerKey();
    const name = (this.me && this.me.name) || playerName() || "";
    if (key && !this.editing) {
      fill(box,
        h("p", { class: "whoami" }, t("playing_as"), " ", h("strong", { id: "player-name" }, name || "…"), " ",
          h("button", { type: "button", class: "link", id: "player-rename", onclick: () => this.editName() }, t("change_name"))),
      );
      return;
    }
    const input = h("input", { type: "text", id: "player-name-input", name: "name", required: true, autocomplete: "nickname",
      value: key ? name : "", "aria-describedby": "player-error" });
    const err = h("p", { class: "error", id: "player-error", role: "alert" }, error || "");
    const save = h("button", { type: "submit", class: "primary", id: "player-save" }, key ? t("rename") : t("save_name"));
    const cancel = key
      ? h("button", { type: "button", id: "player-cancel", onclick: () => { this.editing = false; this.drawPlayer(); } }, t("cancel"))
      : null;
    const form = h("form", { class: "name-form", id: "player-form", onsubmit: (e) => { e.preventDefault(); this.saveName(input, err, save); } },
      h("label", { for: "player-name-input" }, key ? t("new_name") : t("choose_name")),
      h("div", { class: "name-row" }, input, save, cancel),
      err);
    fill(box,
      h("h2", {}, t("your_name")),
      this.notice ? h("p", { class: "muted", id: "player-notice" }, this.notice) : null,
      key ? null : h("p", { class: "muted small" }, t("name_intro")),
      form,
    );
  }

  editName(error) {
    this.editing = true;
    this.drawPlayer(error);
    this.el.player.scrollIntoView({ block: "nearest" });
    this.el.player.querySelector("#player-name-input").focus();
  }

  async saveName(input, err, btn) {
    const name = cleanName(input.value);
    const length = [...name].length;
    if (length < 1 || length > 24) {
      err.textContent = t("name_length");
      input.focus();
      return;
    }
    btn.disabled = true;
    err.textContent = "";
    try {
      if (playerKey()) {
        this.me = await api("/api/players/me", { method: "PUT", body: { name } });
        setPlayer(null, this.me.name);
      } else {
        const created = await api("/api/players", { method: "POST", body: { name } });
        setPlayer(created.key, created.name);
        this.me = { id: created.id, name: created.name };
      }
    } catch (e) {
      btn.disabled = false;
      if (e instanceof ApiError && e.status === 403) {
        forgetPlayer(); // a key of nobody: ask for a name afresh
        this.me = null;
        this.notice = t("player_unknown");
        this.drawPlayer();
        return;
      }
      err.textContent = e instanceof ApiError && e.status === 409 ? t("name_taken", { name }) : `${t("error")}: ${e.message}`;
      input.focus();
      return;
    }
    this.editing = false;
    this.notice = null;
    if (this.stopped) return;
    this.drawPlayer();
    this.refreshLists();
  }

  // ------------------------------------------------------------------------------------ the lists

  async refreshLists() {
    if (this.stopped) return;
    await Promise.all([this.refreshMine(), this.refreshList("open"), this.refreshList("active")]);
  }

  async refreshMine() {
    const box = this.el.mine;
    if (!playerKey()) {
      box.hidden = true;
      return;
    }
    let games;
    try {
      games = (await api("/api/players/me/games")).games || [];
    } catch (e) {
      if (this.stopped) return;
      box.hidden = false;
      box.replaceChildren(h("h2", {}, t("my_games")), h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    if (this.stopped) return;
    box.hidden = games.length === 0;
    const shown = games.slice(0, 20);
    fill(box,
      h("h2", {}, t("my_games")),
      h("ul", { class: "games", id: "my-games-list" }, shown.map((g) => this.mineRow(g))),
      games.length > shown.length ? h("p", { class: "muted small" }, t("more_games", { n: games.length - shown.length })) : null,
    );
  }

  async refreshList(status) {
    const box = status === "open" ? this.el.open : this.el.active;
    const title = h("h2", {}, t(status === "open" ? "open_games" : "active_games"));
    let games;
    try {
      games = (await api(`/api/games?status=${status}&limit=${status === "open" ? 30 : 10}`)).games || [];
    } catch (e) {
      if (!this.stopped) box.replaceChildren(title, h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    if (this.stopped) return;
    const row = (g) => (status === "open" ? this.openRow(g) : this.activeRow(g));
    fill(box,
      title,
      games.length
        ? h("ul", { class: "games", id: `${status}-games-list` }, games.map(row))
        : h("p", { class: "muted small" }, t(status === "open" ? "open_games_none" : "active_games_none")),
    );
  }

  // Who sits where, as text: people by name, the computer by level, free seats.
  seatsLine(g) {
    const who = (g.seats || []).map((s) => {
      if (s.kind === "open") return t("free_seat");
      if (s.kind === "ai") return `${t("computer")}${s.level ? ` (${levelName(s.level)})` : ""}`;
      return s.name || t("human");
    });
    return h("div", { class: "small seats-line" }, who.join(", "));
  }

  // The options that differ from the ruleset's defaults, in words ("round_limit: 30").
  optionWords(g) {
    const r = this.byId[g.ruleset];
    if (!r || !g.options) return null;
    const differ = (r.options || []).filter((o) => o.name in g.options && JSON.stringify(g.options[o.name]) !== JSON.stringify(o.default));
    if (!differ.length) return t("options_default");
    const word = (v) => {
      if (typeof v === "boolean") return v ? t("yes") : t("no");
      const s = typeof v === "string" ? v : JSON.stringify(v);
      return s.length > 30 ? `${s.slice(0, 29)}…` : s;
    };
    return differ.map((o) => `${o.name}: ${word(g.options[o.name])}`).join(", ");
  }

  gameLink(g, watch) {
    return `#/game/${encodeURIComponent(g.id)}${watch ? "?watch=1" : ""}`;
  }

  openRow(g) {
    const free = (g.free_seats || []).length;
    const seated = this.me && (g.seats || []).some((s) => s.player === this.me.id);
    const msg = h("div", { class: "error small row-error", role: "alert" });
    const action = seated
      ? h("a", { class: "button", href: this.gameLink(g), "data-game": g.id }, t("open"))
      : h("button", { type: "button", class: "primary join", "data-game": g.id, onclick: (e) => this.join(g, e.currentTarget, msg) }, t("join"));
    const facts = [t("free_seats", { free, n: g.players }), clockWords(g.turn_seconds)];
    if (g.creator) facts.push(t("created_by", { name: g.creator }));
    return h("li", { class: "game-row", "data-game": g.id },
      h("div", { class: "game-info" },
        h("strong", { class: "game-title" }, g.title || g.ruleset),
        h("div", { class: "small" }, facts.join(" · ")),
        this.seatsLine(g),
        h("div", { class: "small muted" }, this.optionWords(g)),
        msg),
      action);
  }

  activeRow(g) {
    const facts = [clockWords(g.turn_seconds)];
    if (g.round != null) facts.unshift(t("round", { n: g.round }));
    return h("li", { class: "game-row", "data-game": g.id },
      h("div", { class: "game-info" },
        h("strong", { class: "game-title" }, g.title || g.ruleset),
        this.seatsLine(g),
        h("div", { class: "small muted" }, facts.join(" · "))),
      h("a", { class: "button watch", href: this.gameLink(g, true), "data-game": g.id }, t("watch")));
  }

  mineRow(g) {
    let state = null;
    if (g.is_over) state = t("state_over");
    else if (!g.started) state = t("state_waiting", { free: (g.free_seats || []).length });
    else if (!g.my_turn) state = t("state_playing");
    return h("li", { class: `game-row${g.my_turn ? " my-turn" : ""}`, "data-game": g.id },
      h("div", { class: "game-info" },
        h("div", {}, h("strong", { class: "game-title" }, g.title || g.ruleset), " ",
          g.my_turn ? h("span", { class: "badge" }, t("your_turn")) : h("span", { class: "muted small" }, state)),
        this.seatsLine(g)),
      h("a", { class: "button", href: this.gameLink(g), "data-game": g.id }, t("open")));
  }

  // Take a free seat: the answer's token is kept for the game, whose page then opens on that seat.
  async join(g, btn, msg) {
    if (!playerKey()) {
      this.editName(t("name_first"));
      return;
    }
    btn.disabled = true;
    msg.textContent = "";
    try {
      const res = await api(`/api/games/${encodeURIComponent(g.id)}/join`, { method: "POST", body: {} });
      keepToken(res.game, res.token);
      location.hash = `#/game/${encodeURIComponent(res.game)}`;
    } catch (e) {
      btn.disabled = false;
      msg.textContent = `${t("error")}: ${e.message}`;
    }
  }

  // ------------------------------------------------------------------------------------ a new game

  drawForm() {
    const form = this.el.form;
    const rulesets = this.rulesets;
    const r = this.byId[draft.ruleset];
    const draw = () => this.drawForm();
    draft.players = Math.min(r.max_players, Math.max(r.min_players, draft.players || Math.min(4, r.max_players)));
    draft.seats = (draft.seats || []).slice(0, draft.players);
    while (draft.seats.length < draft.players)
      draft.seats.push(draft.seats.length === 0 ? { kind: "human" } : { kind: "ai", level: "easy" });
    draft.options = draft.options || {};
    saveDraft();

    const rulesetSel = h(
      "select",
      { id: "ruleset", name: "ruleset", onchange: (e) => { draft.ruleset = e.target.value; draft.options = {}; draw(); } },
      rulesets.map((x) => h("option", { value: x.id, selected: x.id === draft.ruleset }, x.title || x.id)),
    );
    const counts = [];
    for (let n = r.min_players; n <= r.max_players; n += 1) counts.push(n);
    const playersSel = h(
      "select",
      { id: "players", name: "players", onchange: (e) => { draft.players = Number(e.target.value); draw(); } },
      counts.map((n) => h("option", { value: n, selected: n === draft.players }, n)),
    );

    const seatRows = draft.seats.map((seat, i) => {
      const kindSel = h(
        "select",
        { class: "seat-kind", "data-seat": i, "aria-label": t("seat", { n: i + 1 }),
          onchange: (e) => { seat.kind = e.target.value; if (seat.kind === "ai") seat.level = seat.level || "easy"; else delete seat.level; draw(); } },
        h("option", { value: "human", selected: seat.kind === "human" }, t("human")),
        h("option", { value: "ai", selected: seat.kind === "ai" }, t("computer")),
        h("option", { value: "open", selected: seat.kind === "open" }, t("open_seat")),
      );
      const levelSel =
        seat.kind === "ai"
          ? h(
              "select",
              { class: "seat-level", "data-seat": i, onchange: (e) => { seat.level = e.target.value; saveDraft(); } },
              seatChoices(r, seat.level),
            )
          : null;
      return h("div", { class: "seat-row" }, h("span", { class: "seat-no" }, t("seat", { n: i + 1 })), kindSel, levelSel);
    });

    const optionRows = (r.options || []).map((o) => {
      const id = `opt-${o.name}`;
      const cur = draft.options[o.name];
      let input;
      if (o.type === "bool") {
        input = h("input", { type: "checkbox", id, checked: cur ?? o.default ?? false,
          onchange: (e) => { draft.options[o.name] = e.target.checked; saveDraft(); } });
      } else if (o.choices && o.choices.length) {
        input = h("select", { id, onchange: (e) => { draft.options[o.name] = o.type === "int" ? Number(e.target.value) : e.target.value; saveDraft(); } },
          o.choices.map((c) => h("option", { value: c, selected: c === (cur ?? o.default) }, String(c))));
      } else if (o.type === "int") {
        input = h("input", { type: "number", id, step: 1, min: o.minimum ?? false, max: o.maximum ?? false,
          value: cur ?? o.default ?? "", placeholder: o.default == null ? t("none") : String(o.default),
          oninput: (e) => { const v = e.target.value.trim(); if (v === "") delete draft.options[o.name]; else draft.options[o.name] = Number(v); saveDraft(); } });
      } else {
        input = h("input", { type: "text", id, value: cur ?? o.default ?? "", placeholder: t("default_value"),
          oninput: (e) => { const v = e.target.value; if (v === "" || v === o.default) delete draft.options[o.name]; else draft.options[o.name] = v; saveDraft(); } });
      }
      return h("div", { class: "opt-row" }, h("label", { for: id }, o.name), input, h("small", { class: "muted" }, o.help || ""));
    });

    const seed = h("input", { type: "number", id: "seed", min: 0, step: 1, value: draft.seed ?? "",
      oninput: (e) => { draft.seed = e.target.value === "" ? undefined : Number(e.target.value); saveDraft(); } });

    const listed = h("input", { type: "checkbox", id: "visibility-open", checked: !!draft.listed,
      onchange: (e) => { draft.listed = e.target.checked; saveDraft(); } });
    const clock = h("select", { id: "turn-seconds", onchange: (e) => { draft.turnSeconds = Number(e.target.value) || undefined; saveDraft(); } },
      CLOCKS.map((s) => h("option", { value: s, selected: s === (draft.turnSeconds || 0) }, s ? duration(s) : t("no_clock"))));

    const onTimeout = h("select", { id: "on-timeout", disabled: !draft.turnSeconds,
      onchange: (e) => { draft.onTimeout = e.target.value; saveDraft(); } },
      h("option", { value: "seat", selected: draft.onTimeout !== "turn" }, t("on_timeout_seat")),
      h("option", { value: "turn", selected: draft.onTimeout === "turn" }, t("on_timeout_turn")));
    clock.addEventListener("change", () => { onTimeout.disabled = !draft.turnSeconds; });
    const seeded = () => draft.seed != null && !Number.isNaN(draft.seed);
    const rated = h("input", { type: "checkbox", id: "rated", checked: !!draft.rated && !seeded(), disabled: seeded(),
      onchange: (e) => { draft.rated = e.target.checked; saveDraft(); } });
    const ratedNote = h("small", { class: "muted", id: "rated-help" }, seeded() ? t("rated_seed") : t("rated_help"));
    seed.addEventListener("input", () => {
      rated.disabled = seeded();
      if (seeded()) rated.checked = false;
      ratedNote.textContent = seeded() ? t("rated_seed") : t("rated_help");
    });

    fill(form,
      h("h2", {}, t("lobby")),
      h("div", { class: "field" }, h("label", { for: "ruleset" }, t("ruleset")), rulesetSel),
      h("div", { class: "field" }, h("label", { for: "players" }, t("players")), playersSel),
      h("fieldset", {}, h("legend", {}, t("seats")), seatRows),
      h("div", { class: "check-row" }, h("label", {}, listed, " ", t("list_in_lobby")),
        h("small", { class: "muted" }, t("list_in_lobby_help"))),
      h("div", { class: "opt-row" }, h("label", { for: "turn-seconds" }, t("turn_clock")), clock,
        h("small", { class: "muted" }, t("turn_clock_help"))),
      h("div", { class: "opt-row" }, h("label", { for: "on-timeout" }, t("on_timeout")), onTimeout),
      h("div", { class: "check-row" }, h("label", {}, rated, " ", t("rated")), ratedNote),
      optionRows.length ? h("details", {}, h("summary", {}, t("options")), optionRows, h("div", { class: "opt-row" }, h("label", { for: "seed" }, t("seed")), seed)) : null,
      h("button", { type: "submit", class: "primary", id: "create" }, t("create")),
    );
  }

  async create(e) {
    e.preventDefault();
    const form = this.el.form;
    const btn = form.querySelector("#create");
    btn.disabled = true;
    btn.textContent = t("creating");
    const body = {
      ruleset: draft.ruleset, players: draft.players, seats: draft.seats, options: draft.options || {},
      visibility: draft.listed ? "open" : "private",
    };
    if (draft.turnSeconds) {
      body.turn_seconds = draft.turnSeconds;
      body.on_timeout = draft.onTimeout === "turn" ? "turn" : "seat";
    }
    // A chosen seed is for practice alone: never with a seat that someone from the lobby may take.
    const open = draft.seats.filter((s) => s.kind === "open").length;
    if (draft.seed != null && !Number.isNaN(draft.seed) && !open) body.seed = draft.seed;
    // A rated game plays the server's dice: rated only without a chosen seed.
    else if (draft.rated && (draft.seed == null || Number.isNaN(draft.seed))) body.rated = true;
    try {
      const created = await api("/api/games", { method: "POST", body });
      for (const s of created.seats) localStorage.setItem(`warroom.token.${created.id}.${s.seat}`, s.token);
      if (playerKey()) {
        // With a player key the creator sits, named, at the first person's seat, and may start the game early.
        localStorage.setItem(`warroom.creator.${created.id}`, "1");
        if (created.seats.length) keepToken(created.id, created.seats[0].token);
      }
      showCreated(this.el.result, created, { open, listed: body.visibility === "open" });
      this.refreshLists();
    } catch (err) {
      this.el.result.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${err.message}`));
    } finally {
      btn.disabled = false;
      btn.textContent = t("create");
    }
  }
}

function showCreated(box, created, { open, listed }) {
  const rows = created.seats.map((s) => {
    const url = seatLink(created.id, s.token);
    return linkRow(t("seat_link", { n: s.seat + 1 }), url, `seat-link-${s.seat}`);
  });
  rows.push(linkRow(t("spectator_link"), seatLink(created.id, null), "spectator-link"));
  box.replaceChildren(h("div", { class: "card" },
    h("h2", {}, t("created")),
    open ? h("p", { id: "created-open" }, t("created_open", { free: open }), " ", listed ? t("created_listed") : t("created_private")) : null,
    h("p", {}, t("share_intro")),
    rows));
}

function linkRow(label, url, id) {
  const input = h("input", { type: "text", readonly: true, value: url, id, onclick: (e) => e.target.select() });
  const copy = h("button", { type: "button", onclick: async (e) => {
    try { await navigator.clipboard.writeText(url); e.target.textContent = t("copied"); } catch { input.select(); }
  } }, t("copy"));
  const open = h("a", { href: url, class: "button", "data-link": id }, t("open"));
  return h("div", { class: "link-row" }, h("label", { for: id }, label), input, copy, open);
}

export { h };
