// The space panel: a tap (or click) on a space shows what is in it, the owner, pieces by kind, buildings,
// markers, ships and their cargo, over the map's lower corner, since a touch screen shows no hover tooltip.
// The contents come from the ruleset's hints (`detail`, hints/*.js) through the page's describer (describeSpace);
// every word is written as text, never as HTML.

import { t } from "./i18n.js";
import { h } from "./dom.js";
import { kindsWords, unitName } from "./map-words.js";
import { seatSwatch } from "./seatmark.js";

export class SpacePanel {
  constructor(parent) {
    this.el = h("section", { class: "space-panel", id: "space-panel", hidden: true, "aria-live": "polite" });
    this.id = null;
    this.source = null;
    parent.appendChild(this.el);
    parent.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.hide();
    });
  }

  // Show the space `id`, its contents from `source()` (asked again at every refresh).
  show(id, source) {
    this.id = id;
    this.source = source;
    this.refresh();
  }

  hide() {
    this.id = null;
    this.source = null;
    this.el.hidden = true;
    this.el.replaceChildren();
  }

  refresh() {
    if (this.id == null || !this.source) return;
    let d;
    try {
      d = this.source();
    } catch {
      d = null; // a view the hints cannot read: no panel rather than a broken page
    }
    if (!d) return this.hide();
    this.el.dataset.space = this.id;
    this.el.hidden = false;
    this.el.replaceChildren(...this.draw(d));
  }

  draw(d) {
    const who = (o) => (o ? [seatSwatch(o.colour, o.seat), " ", h("span", { class: "sp-who" }, o.name)] : [t("panel_nobody")]);
    const parts = [
      h("div", { class: "sp-head" },
        h("strong", { class: "sp-name" }, d.name),
        h("button", { type: "button", class: "sp-close", "aria-label": t("panel_close"), title: t("panel_close"), onclick: () => this.hide() }, "×")),
      h("p", { class: "sp-owner" }, `${t("panel_owner")}: `, ...who(d.owner)),
    ];
    for (const f of d.facts || []) parts.push(h("p", { class: "sp-fact" }, f));
    parts.push(h("h4", {}, t("panel_units")));
    const units = (d.units || []).filter((u) => u.kinds.length);
    if (units.length)
      parts.push(h("ul", { class: "sp-units" }, units.map((u) =>
        h("li", { "data-seat": u.owner && u.owner.seat != null ? u.owner.seat : null },
          ...who(u.owner), `: ${kindsWords(u.kinds)}`,
          u.routed && u.routed.length ? h("small", { class: "muted" }, ` (${t("panel_routed", { what: kindsWords(u.routed) })})`) : null))));
    else parts.push(h("p", { class: "muted sp-none" }, t("panel_no_units")));
    if ((d.buildings || []).length) parts.push(h("h4", {}, t("panel_buildings")), h("p", { class: "sp-buildings" }, d.buildings.join(", ")));
    if ((d.markers || []).length) parts.push(h("h4", {}, t("panel_markers")), h("ul", { class: "sp-markers" }, d.markers.map((m) => h("li", {}, m))));
    if ((d.ships || []).length)
      parts.push(h("h4", {}, t("panel_ships")), h("ul", { class: "sp-ships" }, d.ships.map((s) =>
        h("li", {}, ...who(s.owner), `: ${unitName(s.kind)}`,
          s.cargo && s.cargo.length ? `, ${t("panel_cargo", { what: kindsWords(s.cargo) })}` : "",
          s.routed ? ` (${t("routed")})` : ""))));
    return parts;
  }
}

// The describer a page gives its map: the space's contents from the page's hints and view, each owner named as
// the page names seats (a person's name where one sits there; else the nation, empire or colour).
export function spaceDescriber(page) {
  return (id) => {
    const rv = (page.view && page.view.view) || {};
    const d = page.hints.detail(rv, id, page.board);
    const name = (o) => {
      if (!o) return null;
      const person = o.seat != null && page.personName ? page.personName(o.seat) : null;
      const own = o.name || (o.seat != null ? page.seatName(o.seat) : "?");
      return {
        seat: o.seat ?? null,
        colour: o.colour || (o.seat != null ? page.colour(o.seat) : "#8d8d8d"),
        name: person && o.name ? `${own} (${person})` : own,
      };
    };
    return {
      name: page.spaceName(id),
      owner: name(d.owner),
      facts: d.facts || [],
      units: (d.units || []).map((u) => ({ ...u, owner: name(u.owner) })),
      buildings: d.buildings || [],
      markers: d.markers || [],
      ships: (d.ships || []).map((s) => ({ ...s, owner: name(s.owner) })),
    };
  };
}
