// The post-game summary (#/summary/ID; GET /api/games/{id}/summary and /verify, docs/web.md "Summary"): charts of
// each seat's spaces, units and income per round, the luck table, the battle rolls with the chance of what
// happened, and the dice check. Every name and number is shown as text, never as HTML.

import { api, cached } from "./api.js";
import { localName, t } from "./i18n.js";
import { h } from "./dom.js";
import { hintsFor, prettify } from "./hints.js";
import { lineChart } from "./charts.js";

// Where the game page keeps the seed commitment this browser saw while the game went on.
export const commitmentKey = (gameId) => `warroom.commitment.${gameId}`;

// Keep the first commitment seen while the game goes on (a later one cannot replace it: that is the point).
export function rememberCommitment(gameId, commitment) {
  if (!localStorage.getItem(commitmentKey(gameId))) localStorage.setItem(commitmentKey(gameId), String(commitment));
}

const METRICS = ["spaces", "units", "income"];
//: Rolls listed, the unlikeliest first (the luck table counts them all).
const LISTED = 40;

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const pct = (p) => `${(100 * p).toFixed(p < 0.001 ? 3 : p < 0.1 ? 2 : 1)}%`;
const num = (x, d = 2) => (typeof x === "number" ? x.toFixed(d) : "—");

export function renderSummary(root, gameId) {
  const st = { view: null, data: null, board: null, error: null, verify: null, stopped: false };
  const page = { stop() { st.stopped = true; }, rerender: () => draw() };
  const id = encodeURIComponent(gameId);

  const seatName = (seat, side) => {
    if (seat == null) return side === "natives" ? t("side_natives") : t("side_unplayed");
    const s = ((st.view && st.view.seats) || []).find((x) => x.seat === seat);
    if (s && s.kind === "human" && s.name && s.name !== s.colour) return s.name;
    const own = (((st.view && st.view.view) || {}).seats || [])[seat];
    // The server's words name the seat in the page's language (the seats' `colour` is the engine's English).
    const worded = (((st.view && st.view.words) || {}).seats || [])[seat];
    return worded || (own && own.name) || (s && s.colour) || t("seat", { n: seat + 1 });
  };
  const colour = (seat) => hintsFor(st.data.ruleset).seatColour((st.view && st.view.view) || {}, seat);
  const spaceName = (sid) => {
    const s = st.board && st.board.spaces.find((x) => x.id === sid);
    return s ? localName(s.name) : prettify(sid);
  };

  function charts() {
    const rounds = st.data.rounds || [];
    const labels = rounds.map((r) => (r.at === "start" ? t("chart_start") : r.at === "end" ? String(r.round) : t("chart_end")));
    return h("div", { class: "charts" }, METRICS.map((m) => lineChart({
      id: `chart-${m}`,
      title: t(`chart_${m}`),
      labels,
      series: st.data.seats.map(({ seat }) => ({
        name: seatName(seat),
        colour: colour(seat),
        values: rounds.map((r) => (r.seats[seat] && typeof r.seats[seat][m] === "number" ? r.seats[seat][m] : null)),
      })),
    })));
  }

  function luckTable() {
    const rows = st.data.luck.map((l) => h("tr", { "data-seat": String(l.seat) },
      h("td", { "data-label": t("luck_seat") }, h("i", { class: "swatch", style: `background:${colour(l.seat)}` }), seatName(l.seat)),
      h("td", { class: "num", "data-label": t("luck_rolls") }, String(l.rolls)),
      h("td", { class: "num", "data-label": t("luck_taken") }, `${l.taken} (${num(l.taken_expected, 1)})`),
      h("td", { class: "num", "data-label": t("luck_inflicted") }, `${l.inflicted} (${num(l.inflicted_expected, 1)})`),
      h("td", { class: `num ${l.luck > 0 ? "lucky" : l.luck < 0 ? "unlucky" : ""}`, "data-label": t("luck_figure") }, `${l.luck > 0 ? "+" : ""}${num(l.luck, 1)}`),
      h("td", { class: "num", "data-label": t("luck_z") }, num(l.z, 2))));
    return h("div", { class: "table-wrap" }, h("table", { class: "luck-table", id: "luck-table" },
      h("thead", {}, h("tr", {}, ["luck_seat", "luck_rolls", "luck_taken", "luck_inflicted", "luck_figure", "luck_z"].map((k) => h("th", {}, t(k))))),
      h("tbody", {}, rows)));
  }

  function rollText(r) {
    if (r.kind === "volley") return t("roll_volley", { dice: (r.dice || []).join("-"), kills: r.kills, routs: r.routs });
    const a = (r.attacker_dice || []).join("-");
    const d = (r.defender_dice || []).join("-");
    return a || d ? `${a || "—"} v ${d || "—"}` : "";
  }

  function rollList() {
    const rolls = [...st.data.rolls].sort((a, b) => a.probability - b.probability || a.index - b.index).slice(0, LISTED);
    if (!rolls.length) return h("p", { class: "muted", id: "rolls-none" }, t("rolls_none"));
    const rows = rolls.map((r) => h("tr", {
      class: r.index === st.data.unlikeliest ? "unlikeliest" : r.probability < 0.05 ? "rare" : "",
      id: r.index === st.data.unlikeliest ? "unlikeliest-roll" : null,
    },
    h("td", { class: "num", "data-label": t("roll_round") }, String(r.round)),
    h("td", { "data-label": t("roll_where") }, spaceName(r.where)),
    h("td", { "data-label": t("roll_sides") }, `${seatName(r.attacker, r.attacker_side)} → ${seatName(r.defender, r.defender_side)}`),
    h("td", { "data-label": t("roll_dice") }, rollText(r)),
    h("td", { class: "num", "data-label": t("roll_lost") }, `${r.attacker_lost} / ${r.defender_lost}`),
    h("td", { class: "num", "data-label": t("roll_expected") }, `${num(r.expected_attacker_lost)} / ${num(r.expected_defender_lost)}`),
    h("td", { class: "num", "data-label": t("roll_chance") }, pct(r.probability))));
    return h("div", {},
      h("div", { class: "table-wrap" }, h("table", { class: "rolls-table", id: "rolls-table" },
        h("thead", {}, h("tr", {}, ["roll_round", "roll_where", "roll_sides", "roll_dice", "roll_lost", "roll_expected", "roll_chance"].map((k) => h("th", {}, t(k))))),
        h("tbody", {}, rows))),
      h("p", { class: "muted small" }, t("rolls_shown", { n: rolls.length, total: st.data.rolls_total })));
  }

  function verifyBox() {
    const v = st.verify;
    const parts = [h("button", { type: "button", id: "verify-dice", disabled: v && v.busy ? true : null, onclick: () => verify() }, t("verify_button"))];
    if (v && v.busy) parts.push(h("p", { class: "muted" }, t("verify_running")));
    if (v && !v.busy) {
      parts.push(h("p", { id: "verify-result", class: v.ok ? "verified" : "error", "data-ok": String(v.ok) }, v.ok ? t("verify_ok") : t("verify_failed")));
      if (v.lines.length) parts.push(h("ul", { class: "verify-lines" }, v.lines.map(([key, params]) => h("li", {}, t(key, params)))));
    }
    return h("section", { class: "card verify", id: "verify" }, h("h3", {}, t("verify_title")), h("p", { class: "muted small" }, t("verify_help")), ...parts);
  }

  async function verify() {
    st.verify = { busy: true };
    draw();
    const seen = localStorage.getItem(commitmentKey(gameId));
    const lines = [];
    let ok = true;
    try {
      const report = await api(`/api/games/${id}/verify${seen ? `?commitment=${encodeURIComponent(seen)}` : ""}`);
      for (const c of report.checks || []) {
        if (c.ok) continue;
        ok = false;
        if (c.check === "commitment") lines.push(["verify_bad_commitment", { shown: c.shown || c.published || "?", expected: c.expected || "?" }]);
        else if (c.check === "dice") lines.push(["verify_bad_dice", { n: c.action ?? "?" }]);
        else if (c.check === "final_state") lines.push(["verify_bad_state", { where: c.where || "?" }]);
        else lines.push(["verify_bad_replay", {}]);
      }
      // The browser's own check: SHA-256 of the exact text core/commitment.py hashes.
      if (window.crypto && crypto.subtle && report.seed_salt) {
        const mine = await sha256Hex(`warroom-seed:${report.seed_text}:${report.seed_salt}`);
        if (seen && mine !== seen.toLowerCase()) {
          ok = false;
          lines.push(["verify_seen_differs", { seen, mine }]);
        }
        if (report.seed_commitment && mine !== report.seed_commitment.toLowerCase()) {
          ok = false;
          lines.push(["verify_server_differs", { server: report.seed_commitment, mine }]);
        }
        if (ok) lines.push(["verify_hash_ok", { hash: mine }]);
      } else {
        lines.push(["verify_no_crypto", {}]);
      }
      if (!seen) lines.push(["verify_not_seen", {}]);
      if (!report.seed_salt) {
        ok = false;
        lines.push(["verify_no_commitment", {}]);
      }
    } catch (e) {
      ok = false;
      lines.push(["error_detail", { detail: e.message }]);
    }
    st.verify = { busy: false, ok, lines };
    draw();
  }

  function draw() {
    if (st.stopped) return;
    const head = [
      h("p", {}, h("a", { href: `#/game/${id}` }, t("summary_back")), " · ", h("a", { href: "#/" }, t("back_to_lobby"))),
      h("h2", {}, t("summary_title")),
    ];
    if (st.error) return root.replaceChildren(h("section", { class: "card summary" }, ...head, h("p", { class: "error", id: "summary-error" }, st.error)));
    if (!st.data) return root.replaceChildren(h("section", { class: "card summary" }, ...head, h("p", { class: "muted" }, t("loading"))));
    const winners = (st.data.result && st.data.result.winners) || [];
    root.replaceChildren(h("section", { class: "card summary", id: "summary" }, ...head,
      h("p", { id: "summary-result" }, t("winners", { names: winners.map((w) => seatName(w)).join(", ") || "—" })),
      h("h3", {}, t("summary_charts")), charts(),
      h("p", { class: "muted small" }, t(`summary_units_${st.data.family || "other"}`)),
      h("h3", {}, t("luck_title")), luckTable(),
      h("p", { class: "muted small" }, t("luck_help")),
      h("h3", {}, t("rolls_title")), rollList(),
      h("p", { class: "muted small" }, t(`coverage_${st.data.family || "other"}`))),
    verifyBox());
  }

  draw();
  (async () => {
    try {
      st.view = await api(`/api/games/${id}/view`);
      st.data = await api(`/api/games/${id}/summary`);
    } catch (e) {
      st.error = e.status === 409 ? t("summary_not_over") : `${t("error")}: ${e.message}`;
    }
    if (st.data) {
      try {
        st.board = await cached(`/api/rulesets/${encodeURIComponent(st.data.ruleset)}/board`);
      } catch {
        st.board = null; // ids will do
      }
    }
    draw();
  })();
  return page;
}
