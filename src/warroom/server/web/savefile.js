// The game page's save and replay links: "Download save" fetches GET /api/games/{id}/save with the seat's token in
// the Authorization header (never in a URL: URLs end up in logs) and hands it to the browser as a file; once the
// game is over, "Replay" opens the replay viewer (replay.js).

import { playerKey } from "./api.js";
import { lang, t } from "./i18n.js";
import { h } from "./dom.js";
import "./replay-words.js";

// Draw the links into `box` (again only when the game ends or the language changes).
export function drawSaveLinks(box, gameId, token, view) {
  const key = `${!!view.is_over}|${lang()}`;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const msg = h("span", { class: "error small", id: "save-error", role: "alert" });
  const button = h("button", { type: "button", class: "link", id: "download-save", onclick: (e) => download(gameId, token, e.currentTarget, msg) }, t("download_save"));
  const replay = view.is_over ? h("a", { href: `#/replay/${encodeURIComponent(gameId)}`, id: "replay-link" }, t("replay_link")) : null;
  box.replaceChildren(...[button, replay, msg].filter(Boolean));
}

// The save's text as the server wrote it: parsed and written again by JavaScript, a seed above 2^53 would change.
async function download(gameId, token, button, msg) {
  button.disabled = true;
  msg.textContent = "";
  try {
    const headers = { Accept: "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const key = playerKey();
    if (key) headers["X-Player-Key"] = key;
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/save`, { headers });
    const text = await res.text();
    if (!res.ok) {
      let detail = res.statusText;
      try {
        detail = JSON.parse(text).detail || detail;
      } catch {
        /* not JSON: the status says it */
      }
      throw new Error(detail);
    }
    const ruleset = (/"ruleset"\s*:\s*"([\w-]+)"/.exec(text) || [])[1] || "game";
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = h("a", { href: url, download: `warroom-${ruleset}-${gameId}.json`, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  } catch (e) {
    msg.textContent = `${t("error")}: ${e.message}`;
  } finally {
    button.disabled = false;
  }
}
