// The "Undo" button of the decision panel: shown when the view says this seat may take back its last action
// (`can_undo`: the game's option undo is on, and no die, card or secret came out since; warroom.server.undo).
// Methods mixed into the game page.

import { api } from "./api.js";
import { addStrings, t } from "./i18n.js";
import { h } from "./dom.js";

addStrings({
  en: {
    undo: "Undo",
    undo_title: "Take back your last action (only while your turn lasts and no die, card or secret came out)",
  },
  pt: {
    undo: "Desfazer",
    undo_title: "Desfazer sua última ação (só enquanto for sua vez e nenhum dado, carta ou segredo tiver saído)",
  },
});

export class UndoPart {
  // The button, or nothing when the view offers no undo.
  undoButton() {
    if (!this.view || !this.view.can_undo) return null;
    return h("p", { class: "undo-row" },
      h("button", { type: "button", id: "undo", class: "secondary", title: t("undo_title"), onclick: () => this.undo() }, t("undo")));
  }

  // 409: the game moved on or undo is no longer allowed; the page (post) shows the game as it now is.
  undo() {
    return this.post(() => this.undo(), async () => {
      const path = `/api/games/${encodeURIComponent(this.gameId)}/undo`;
      const view = await api(path, { method: "POST", body: { after: this.view.action_count }, token: this.token });
      // The one view that goes back in time on purpose: Live keeps only views at or past the count it has seen.
      this.live.lastCount = view.action_count;
      this.chooserKey = ""; // the decision panel is drawn anew even at a count seen before
      this.live.deliver(view);
    });
  }
}
