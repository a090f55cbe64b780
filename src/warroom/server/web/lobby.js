// The lobby: the player's name, their games, the open games to join and the games being played to watch; the
// new-game form (ruleset, player count, options, who plays each seat, listed or private); share links.

import { ApiError, api, cached, forgetPlayer, keepToken, playerKey, playerName, setPlayer } from "./api.js";
import { localName, t } from "./i18n.js";
import { fill, h, mixin } from "./dom.js";
import { clockWords, isCreator, levelName, seatLink } from "./words.js";
import { FormPart, draft } from "./newgame.js";
import { choiceWords, optionName } from "./choice-words.js";
import { offlineBox } from "./offline.js";

// Kept here too for the pages that import them from the lobby.
export { clockWords, fill, h, isCreator, levelName, seatLink };

// A display name as the server keeps it (trimmed, runs of spaces as one), to check its length before asking.
function cleanName(raw) {
  return raw.split(/\s+/).filter(Boolean).join(" ");
}

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
      if (this.stopped) return;
      if (e.offline) this.root.replaceChildren(offlineBox(() => this.start()));
      else this.root.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
      return;
    }
    if (this.stopped || !rulesets.length) return;
    this.rulesets = rulesets;
    this.byId = Object.fromEntries(rulesets.map((r) => [r.id, r]));
    // A first visit opens on Grow's WAR, the game most people know.
    if (!this.byId[draft.ruleset]) draft.ruleset = this.byId.war ? "war" : rulesets[0].id;
    const { player, mine, open, active, form, result } = this.el;
    const boards = h("section", { class: "card ratings-links", id: "ratings-links" },
      h("h2", {}, t("ratings_link")),
      h("ul", { class: "inline-list" }, rulesets.map((r) => h("li", {},
        h("a", { href: `#/ratings/${encodeURIComponent(r.id)}`, "data-ruleset": r.id }, localName(r.titles || r.title) || r.id)))));
    const archive = h("section", { class: "card", id: "archive-box" },
      h("a", { href: "#/archive", id: "lobby-archive-link" }, t("archive_title")));
    this.root.replaceChildren(h("div", { class: "lobby-page" }, player, mine, open, form, result, active, archive, boards));
    this.drawPlayer();
    this.drawForm();
    form.addEventListener("submit", (e) => this.create(e));
    // An error from the last try goes once the form changes: it no longer speaks of this form.
    const clearError = () => { if (result.querySelector(".error")) result.replaceChildren(); };
    form.addEventListener("input", clearError);
    form.addEventListener("change", clearError);
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
    return differ.map((o) => `${optionName(o)}: ${o.choices ? choiceWords(o.name, g.options[o.name]) : word(g.options[o.name])}`).join(", ");
  }

  // A listed game's ruleset title in the page's language (GET /api/rulesets: `titles`; the listing's is English).
  gameTitle(g) {
    const r = this.byId && this.byId[g.ruleset];
    return (r && localName(r.titles)) || g.title || g.ruleset;
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
        h("strong", { class: "game-title" }, this.gameTitle(g)),
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
        h("strong", { class: "game-title" }, this.gameTitle(g)),
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
        h("div", {}, h("strong", { class: "game-title" }, this.gameTitle(g)), " ",
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
}

mixin(Lobby, FormPart);
