// The game over panel: the winners, the reason in words, every seat's objective and hand revealed (from the last
// step of the game's replay, GET /api/games/{id}/replay?step=N, which holds every seat's secrets once the game is
// over), and the links to the post-game summary and the replay. Methods mixed into the game page.

import { api } from "./api.js";
import { t } from "./i18n.js";
import { fill, h } from "./dom.js";
import "./board-words.js";
import "./replay-words.js";

export class RevealPart {
  renderOver(box) {
    const v = this.view;
    const winners = (v.result && v.result.winners) || [];
    const id = encodeURIComponent(this.gameId);
    const secrets = h("div", { class: "reveal", id: "reveal" }, h("p", { class: "muted small" }, t("reveal_loading")));
    fill(box,
      h("h3", {}, t("game_over")),
      h("p", { id: "result" }, t("winners", { names: winners.map((w) => this.seatName(w)).join(", ") || "—" })),
      // Why it ended, in the ruleset's words and the page's language (the view's `words`).
      v.words && v.words.reason ? h("p", { id: "result-reason", class: "muted" }, v.words.detail ? `${v.words.reason}: ${v.words.detail}` : v.words.reason) : null,
      h("p", { class: "over-links" },
        h("a", { href: `#/summary/${id}`, id: "summary-link" }, t("summary_link")), " · ",
        h("a", { href: `#/replay/${id}`, id: "replay-link-over" }, t("replay_link"))),
      h("h4", {}, t("reveal_title")),
      secrets,
    );
    this.loadSecrets(secrets, v.action_count);
  }

  async loadSecrets(slot, step) {
    let ans = this.revealed && this.revealed.step === step ? this.revealed : null;
    if (!ans) {
      // A busy server (429, 503) is asked again a few times, waiting longer each time, before saying so.
      for (let attempt = 0; !ans; attempt++) {
        try {
          ans = await api(`/api/games/${encodeURIComponent(this.gameId)}/replay?step=${step}`);
          this.revealed = ans;
        } catch (e) {
          if (attempt < 4 && (e.status === 429 || e.status === 503)) {
            await new Promise((done) => setTimeout(done, 500 * 2 ** attempt));
            continue;
          }
          slot.replaceChildren(h("p", { class: "error small" }, `${t("error")}: ${e.message}`));
          return;
        }
      }
    }
    const rows = (ans.secrets || []).map((s) => {
      const own = { ...(ans.view || {}), ...s };
      const obj = this.hints.objective(own);
      const hand = this.hints.hand(own, this.board);
      return h("li", { "data-seat": s.seat },
        h("div", {}, h("i", { class: "swatch", style: `background:${this.colour(s.seat)}` }), " ", h("strong", { class: "pname" }, this.seatName(s.seat))),
        obj != null ? h("p", { class: "objective" }, `${t("objective_of")}: ${obj}`) : null,
        hand != null ? h("p", { class: "hand-line small" }, `${t("hand_of")}: ${hand.length ? hand.join(", ") : t("no_cards")}`) : null);
    });
    fill(slot, h("ul", { class: "secrets", id: "secrets-list" }, rows));
  }
}
