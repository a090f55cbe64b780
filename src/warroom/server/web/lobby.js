// The lobby: pick a ruleset, the player count, options and who plays each seat; create; share links.

import { api, cached } from "./api.js";
import { t } from "./i18n.js";

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

const draft = JSON.parse(sessionStorage.getItem("warroom.lobby") || "{}");

function saveDraft() {
  sessionStorage.setItem("warroom.lobby", JSON.stringify(draft));
}

export function seatLink(gameId, token) {
  const base = `${location.origin}${location.pathname}`;
  return token ? `${base}#/game/${gameId}?token=${encodeURIComponent(token)}` : `${base}#/game/${gameId}?watch=1`;
}

// A computer seat's choices: the levels a person understands first, then the named players (greedy, random, ...).
function seatChoices(r, current) {
  const label = (name) => (t(`level_${name}`) === `level_${name}` ? name : t(`level_${name}`));
  const option = (name) => h("option", { value: name, selected: name === current }, label(name));
  const levels = r.levels || ["easy", "normal", "hard"];
  const named = (r.agents || []).filter((a) => !levels.includes(a));
  const parts = levels.map(option);
  if (named.length) parts.push(h("optgroup", { label: t("players") }, named.map(option)));
  return parts;
}

export async function renderLobby(root) {
  root.replaceChildren(h("p", { class: "muted" }, t("loading")));
  let rulesets;
  try {
    rulesets = await cached("/api/rulesets");
  } catch (e) {
    root.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${e.message}`));
    return;
  }
  if (!rulesets.length) return;
  const byId = Object.fromEntries(rulesets.map((r) => [r.id, r]));
  if (!byId[draft.ruleset]) draft.ruleset = rulesets[0].id;

  const form = h("form", { class: "lobby card", id: "lobby-form" });
  const result = h("div", { class: "created", id: "created" });

  const draw = () => {
    const r = byId[draft.ruleset];
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

    form.replaceChildren(
      h("h2", {}, t("lobby")),
      h("div", { class: "field" }, h("label", { for: "ruleset" }, t("ruleset")), rulesetSel),
      h("div", { class: "field" }, h("label", { for: "players" }, t("players")), playersSel),
      h("fieldset", {}, h("legend", {}, t("seats")), seatRows),
      optionRows.length ? h("details", {}, h("summary", {}, t("options")), optionRows, h("div", { class: "opt-row" }, h("label", { for: "seed" }, t("seed")), seed)) : null,
      h("button", { type: "submit", class: "primary", id: "create" }, t("create")),
    );
  };

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const btn = form.querySelector("#create");
    btn.disabled = true;
    btn.textContent = t("creating");
    const body = { ruleset: draft.ruleset, players: draft.players, seats: draft.seats, options: draft.options || {} };
    if (draft.seed != null && !Number.isNaN(draft.seed)) body.seed = draft.seed;
    try {
      const created = await api("/api/games", { method: "POST", body });
      for (const s of created.seats) localStorage.setItem(`warroom.token.${created.id}.${s.seat}`, s.token);
      showCreated(result, created);
    } catch (err) {
      result.replaceChildren(h("p", { class: "error" }, `${t("error")}: ${err.message}`));
    } finally {
      btn.disabled = false;
      btn.textContent = t("create");
    }
  });

  draw();
  root.replaceChildren(h("div", { class: "lobby-page" }, form, result));
}

function showCreated(box, created) {
  const rows = created.seats.map((s) => {
    const url = seatLink(created.id, s.token);
    return linkRow(t("seat_link", { n: s.seat + 1 }), url, `seat-link-${s.seat}`);
  });
  rows.push(linkRow(t("spectator_link"), seatLink(created.id, null), "spectator-link"));
  box.replaceChildren(h("div", { class: "card" }, h("h2", {}, t("created")), h("p", {}, t("share_intro")), rows));
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
