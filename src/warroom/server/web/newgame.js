// The lobby's new-game form: ruleset, player count, options, who plays each seat, clock, listed or private, rated;
// then the links to share. Its methods belong to the lobby page (lobby.js).

import { api, keepToken, playerKey } from "./api.js";
import { has, localName, t } from "./i18n.js";
import { fill, h } from "./dom.js";
import { duration, levelName, seatLink } from "./words.js";
import { rulesetTitle } from "./statusbar.js";
import "./lobby-words.js";
import { choiceWords } from "./choice-words.js";

// The computer's level a new seat gets: `normal`, the level most people enjoy playing against.
const DEFAULT_LEVEL = "normal";

// An option's name and help in words: the ruleset's own, sent in every language (GET /api/rulesets: `label`,
// `help_text`); the client's (lobby-words.js) for a server that sends none.
function optionName(o) {
  if (o.label && typeof o.label === "object") return localName(o.label);
  return has(`opt_${o.name}`) ? t(`opt_${o.name}`) : o.name;
}
function optionHelp(o) {
  if (o.help_text && typeof o.help_text === "object") return localName(o.help_text);
  return has(`opth_${o.name}`) ? t(`opth_${o.name}`) : o.help || "";
}

// The form as last filled in, kept for the browser tab's session.
export const draft = JSON.parse(sessionStorage.getItem("warroom.lobby") || "{}");

function saveDraft() {
  sessionStorage.setItem("warroom.lobby", JSON.stringify(draft));
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

export class FormPart {
  drawForm() {
    const form = this.el.form;
    const rulesets = this.rulesets;
    const r = this.byId[draft.ruleset];
    const draw = () => this.drawForm();
    draft.players = Math.min(r.max_players, Math.max(r.min_players, draft.players || Math.min(4, r.max_players)));
    draft.seats = (draft.seats || []).slice(0, draft.players);
    while (draft.seats.length < draft.players)
      draft.seats.push(draft.seats.length === 0 ? { kind: "human" } : { kind: "ai", level: DEFAULT_LEVEL });
    draft.options = draft.options || {};
    saveDraft();

    const rulesetSel = h(
      "select",
      { id: "ruleset", name: "ruleset", onchange: (e) => { draft.ruleset = e.target.value; draft.options = {}; draw(); } },
      // The ruleset's own title in the page's language (GET /api/rulesets: `titles`).
      rulesets.map((x) => h("option", { value: x.id, selected: x.id === draft.ruleset }, x.titles ? localName(x.titles) : rulesetTitle(x.id, x))),
    );
    // The chosen game in one line, with a link to its rules in short.
    const about = h("p", { class: "small ruleset-line", id: "ruleset-line" },
      has(`rs_line_${r.id}`) ? t(`rs_line_${r.id}`) : t("rs_line_other"), " ",
      h("a", { href: `#/rules/${encodeURIComponent(r.id)}`, id: "rules-link" }, t("rules_link")));
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
          onchange: (e) => { seat.kind = e.target.value; if (seat.kind === "ai") seat.level = seat.level || DEFAULT_LEVEL; else delete seat.level; draw(); } },
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
          o.choices.map((c) => h("option", { value: c, selected: c === (cur ?? o.default) }, choiceWords(o.name, c))));
      } else if (o.type === "int") {
        input = h("input", { type: "number", id, step: 1, min: o.minimum ?? false, max: o.maximum ?? false,
          value: cur ?? o.default ?? "", placeholder: o.default == null ? t("none") : String(o.default),
          oninput: (e) => { const v = e.target.value.trim(); if (v === "") delete draft.options[o.name]; else draft.options[o.name] = Number(v); saveDraft(); } });
      } else {
        input = h("input", { type: "text", id, value: cur ?? o.default ?? "", placeholder: t("default_value"),
          oninput: (e) => { const v = e.target.value; if (v === "" || v === o.default) delete draft.options[o.name]; else draft.options[o.name] = v; saveDraft(); } });
      }
      return h("div", { class: "opt-row", "data-option": o.name }, h("label", { for: id }, optionName(o)), input, h("small", { class: "muted" }, optionHelp(o)));
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
      about,
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
