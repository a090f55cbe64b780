// The page shown when the server cannot be reached: said in words (never the browser's "Failed to fetch"), with a
// button that tries again.

import { t } from "./i18n.js";
import { h } from "./dom.js";
import "./board-words.js";

export function offlineBox(retry) {
  return h("div", { class: "offline card", id: "offline", role: "alert" },
    h("h2", {}, t("offline_title")),
    h("p", {}, t("offline_text")),
    h("button", { type: "button", class: "primary", id: "offline-retry", onclick: retry }, t("offline_retry")));
}
