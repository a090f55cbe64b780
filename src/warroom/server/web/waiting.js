// The game page of a game that waits for people: join a free seat, or (its creator) start with the computer.

import { api, keepToken, playerKey } from "./api.js";
import { t } from "./i18n.js";
import { h } from "./dom.js";
import { isCreator, levelName } from "./words.js";

export class WaitingPart {
  // A game that waits for people (open seats): who may still come, a Join button for someone without a seat
  // here, and for its creator a start with the computer in the free seats.
  renderWaiting(box) {
    const v = this.view;
    const free = v.free_seats || [];
    const msg = h("p", { class: "error", id: "waiting-error", role: "alert" });
    const parts = [
      h("h3", {}, t("waiting_people")),
      h("p", { id: "waiting" }, t("waiting_intro", { free: free.length, n: v.players })),
      h("p", { class: "muted small" }, t("free_list", { seats: free.map((s) => this.colourName(s)).join(", ") })),
    ];
    if (v.seat == null && free.length) {
      if (playerKey())
        parts.push(h("button", { type: "button", class: "primary", id: "join-game", onclick: (e) => this.join(e.currentTarget, msg) }, t("join")));
      else parts.push(h("p", {}, h("a", { href: "#/" }, t("name_first_link"))));
    }
    if (isCreator(this.gameId)) {
      const levels = (this.rulesetInfo && this.rulesetInfo.levels) || [];
      const sel = h("select", { id: "start-level", "aria-label": t("start_level") },
        h("option", { value: "" }, t("level_default")),
        levels.map((l) => h("option", { value: l }, levelName(l))));
      parts.push(h("div", { class: "start-row" },
        h("button", { type: "button", class: "primary", id: "start-now", onclick: (e) => this.startNow(e.currentTarget, sel, msg) }, t("start_now")),
        levels.length ? sel : null));
    }
    parts.push(msg);
    box.replaceChildren(...parts);
  }

  async join(btn, msg) {
    btn.disabled = true;
    msg.textContent = "";
    try {
      const res = await api(`/api/games/${encodeURIComponent(this.gameId)}/join`, { method: "POST", body: {} });
      keepToken(this.gameId, res.token);
      const here = `#/game/${encodeURIComponent(this.gameId)}`;
      if (location.hash !== here) {
        location.hash = here; // the router opens the page again, on the seat kept for this game
      } else {
        this.stop();
        this.token = res.token;
        this.chooserKey = "";
        this.start();
      }
    } catch (e) {
      btn.disabled = false;
      msg.textContent = `${t("error")}: ${e.message}`;
    }
  }

  async startNow(btn, sel, msg) {
    btn.disabled = true;
    msg.textContent = "";
    try {
      const body = sel.value ? { level: sel.value } : {};
      await api(`/api/games/${encodeURIComponent(this.gameId)}/start`, { method: "POST", body });
      await this.live.refresh();
    } catch (e) {
      btn.disabled = false;
      msg.textContent = `${t("error")}: ${e.message}`;
    }
  }
}
