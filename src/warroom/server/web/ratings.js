// A ruleset's leaderboard (#/ratings/RULESET; GET /api/ratings/{ruleset}, docs/server.md "Ratings"): people and
// computer levels, best first, the levels marked as computers (from their calibrated rating on a fresh server), and
// for the player viewing it the level they are about. Names are shown as text only.

import { api, cached } from "./api.js";
import { t } from "./i18n.js";
import { h } from "./dom.js";
import { levelName } from "./words.js";

export function renderRatings(root, ruleset) {
  const page = { stopped: false, stop() { this.stopped = true; }, rerender: () => draw() };
  let data = null;
  let title = ruleset;
  let error = null;
  const draw = () => {
    if (page.stopped) return;
    const head = [
      h("p", {}, h("a", { href: "#/" }, t("back_to_lobby"))),
      h("h2", {}, t("ratings_title", { ruleset: title })),
    ];
    if (error) return root.replaceChildren(h("section", { class: "card ratings" }, ...head, h("p", { class: "error" }, `${t("error")}: ${error}`)));
    if (!data) return root.replaceChildren(h("section", { class: "card ratings" }, ...head, h("p", { class: "muted" }, t("loading"))));
    const rows = (data.ratings || []).map((r, i) => h("tr", { "data-kind": r.kind || "" },
      h("td", {}, String(i + 1)),
      h("td", { class: "rating-name" }, r.kind === "computer"
        ? [levelName(String(r.name)), " ", h("span", { class: "computer-mark muted" }, `(${t("rating_computer")})`)]
        : String(r.name ?? "?")),
      h("td", { class: "num" }, typeof r.rating === "number" ? r.rating.toFixed(1) : "?"),
      h("td", { class: "num" }, String(r.games ?? ""))));
    // The level nearest the viewer's own rating; the server sends it only after a rated game of theirs here.
    const about = data.about_level
      ? h("p", { id: "ratings-about", class: "about-level" }, t("rating_about", { level: levelName(String(data.about_level)) }))
      : null;
    root.replaceChildren(h("section", { class: "card ratings", id: "ratings" }, ...head, about,
      rows.length
        ? h("table", { class: "ratings-table", id: "ratings-table" },
            h("thead", {}, h("tr", {}, h("th", {}, t("rating_rank")), h("th", {}, t("rating_name")), h("th", {}, t("rating_value")), h("th", {}, t("rating_games")))),
            h("tbody", {}, rows))
        : h("p", { class: "muted", id: "ratings-none" }, t("ratings_none")),
      h("p", { class: "muted small" }, t("rating_help")),
      h("p", { class: "muted small" }, t("rating_levels_help"))));
  };
  draw();
  (async () => {
    try {
      const rulesets = await cached("/api/rulesets");
      const found = rulesets.find((r) => r.id === ruleset);
      if (found && found.title) title = found.title;
    } catch {
      /* the id will do */
    }
    try {
      data = await api(`/api/ratings/${encodeURIComponent(ruleset)}`);
    } catch (e) {
      error = e.message;
    }
    draw();
  })();
  return page;
}
