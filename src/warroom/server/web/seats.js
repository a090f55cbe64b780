// The game page's names of seats, spaces and colours, and the players panel.

import { localName, t } from "./i18n.js";
import { h } from "./dom.js";
import { levelName } from "./words.js";
import { prettify } from "./hints.js";
import { seatSwatch } from "./seatmark.js";

export class SeatsPart {
  // A seat by the name of the person sitting there, else by its colour (or nation, empire...).
  seatName(seat) {
    if (seat == null) return "";
    return this.personName(seat) || this.colourName(seat);
  }

  // The display name of the person at a seat (the view's seats carry it as `name`; without a person, `name` is
  // the colour): shown as text, never as HTML.
  personName(seat) {
    const s = (this.view.seats || []).find((x) => x.seat === seat);
    return s && s.kind === "human" && s.name && s.name !== s.colour ? s.name : null;
  }

  colourName(seat) {
    const rv = this.view.view || {};
    const s = (this.view.seats || []).find((x) => x.seat === seat);
    const own = (rv.seats || [])[seat];
    // The server's words name the seat in the page's language (the seats' `colour` is the engine's English).
    const worded = ((this.view.words || {}).seats || [])[seat];
    return worded || (own && own.name) || (s && (s.colour || s.name)) || `${t("seat", { n: seat + 1 })}`;
  }

  // A chat message's author: a seat without a person is stored under its English seat name (the seats'
  // `colour`), shown in the page's language; a person's name as it is.
  chatAuthor(seat, author) {
    const s = ((this.view && this.view.seats) || []).find((x) => x.seat === seat);
    return this.view && s && author === s.colour ? this.colourName(seat) : author;
  }

  spaceName(id) {
    const s = this.spaceById[id];
    return s ? localName(s.name) : prettify(id);
  }

  colour(seat) {
    return this.hints.seatColour(this.view.view || {}, seat);
  }

  renderPlayers() {
    const v = this.view;
    const rv = v.view || {};
    const rows = (v.seats || []).map((s) => {
      const seat = s.seat;
      const kind =
        s.kind === "ai" ? `${t("computer")}${s.level ? ` (${levelName(s.level)})` : ""}` : s.kind === "open" ? t("free_seat") : t("human");
      const flags = [];
      if (s.ai_playing) flags.push(t("ai_playing"));
      if (s.kind === "human" && s.connected === false) flags.push(t("disconnected"));
      const person = this.personName(seat);
      return h("li", { class: `${seat === v.current_player ? "current" : ""} ${seat === v.seat ? "me" : ""}`, "data-seat": seat },
        seatSwatch(this.colour(seat), seat), // with the seat's letter when the setting is on
        h("span", { class: "pname" }, person || this.colourName(seat)),
        h("small", { class: "muted" }, [person ? this.colourName(seat) : null, kind, ...flags].filter(Boolean).join(" · ")),
        h("small", { class: "stats" }, this.hints.seatStats(rv, seat).join(" · ")));
    });
    this.el.players.replaceChildren(h("h3", {}, t("players")), h("ul", {}, rows));
  }
}
