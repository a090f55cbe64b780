// The game page's turn clock: the seat to move and the time it has left, counted down every second.

import { t } from "./i18n.js";
import { h } from "./dom.js";
import { clockWords } from "./words.js";

export class ClockPart {
  // The view's `clock` (docs/server.md, "Computer seats and turn timers"): `seconds_left` counts down here, from
  // each new view, every second.
  setClock(view) {
    const c = view.clock;
    this.deadline = c && typeof c.seconds_left === "number" && !view.is_over && view.started !== false
      ? Date.now() + c.seconds_left * 1000
      : null;
    const desc = this.el.clockDesc;
    if (!c) {
      desc.hidden = true;
      desc.textContent = "";
    } else {
      const parts = [
        c.kind === "correspondence" ? t("clock_correspondence") : t("clock_realtime"),
        clockWords(c.turn_seconds),
        c.on_timeout === "turn" ? t("on_timeout_turn_short") : t("on_timeout_seat_short"),
      ];
      if (c.hand_over_after) parts.push(t("hand_over_after", { n: c.hand_over_after }));
      desc.textContent = parts.join(" · ");
      desc.hidden = false;
    }
    this.tick();
  }

  tick() {
    const el = this.el && this.el.clock;
    if (!el) return;
    const v = this.view;
    if (this.deadline == null || !v || v.current_player == null || v.is_over) {
      el.hidden = true;
      return;
    }
    const left = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
    const kind = v.clock && v.clock.kind;
    el.hidden = false;
    el.dataset.seconds = String(left);
    el.classList.toggle("low", left <= 10 && kind !== "correspondence");
    el.replaceChildren(
      h("i", { class: "swatch", style: `background:${this.colour(v.current_player)}` }),
      h("span", { class: "clock-who" }, v.current_player === v.seat ? t("clock_you") : this.seatName(v.current_player)),
      " ",
      h("b", { class: "clock-left", id: "clock-left" }, formatLeft(left, kind)),
    );
  }
}

// Time left on a clock: m:ss, h:mm, and for a correspondence game of a day or more "2 d 3 h".
export function formatLeft(seconds, kind) {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n) => String(n).padStart(2, "0");
  if (s >= 86400 || (kind === "correspondence" && s >= 86400)) return t("left_days", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}
