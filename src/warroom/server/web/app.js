// Entry point: the hash router (#/ lobby, #/game/ID?token=..., #/archive, #/replay/ID?step=N), the language switch.

import { LANGS, lang, setLang, t } from "./i18n.js";
import { renderLobby } from "./lobby.js";
import { GamePage } from "./game.js";
import { renderRatings } from "./ratings.js";
import { renderAccount } from "./account.js";
import { renderSummary } from "./summary.js";
import { renderArchive } from "./archive.js";
import { ReplayPage } from "./replay.js";
import { renderRules } from "./rules.js";
import { keepToken, storedToken } from "./api.js";

const root = document.getElementById("app");
let page = null;

function parseHash() {
  const raw = location.hash.replace(/^#/, "") || "/";
  const [path, query = ""] = raw.split("?");
  return { parts: path.split("/").filter(Boolean), params: new URLSearchParams(query) };
}

// The token for a game: the URL's, else the one this browser used last for it (a reload resumes the seat).
function tokenFor(gameId, params) {
  if (params.has("watch")) return null;
  const fromUrl = params.get("token");
  if (fromUrl) {
    keepToken(gameId, fromUrl);
    return fromUrl;
  }
  return storedToken(gameId);
}

function route() {
  if (page && page.stop) page.stop();
  page = null;
  const { parts, params } = parseHash();
  document.body.dataset.page = parts[0] || "lobby";
  if (parts[0] === "game" && parts[1]) {
    page = new GamePage(root, decodeURIComponent(parts[1]), tokenFor(parts[1], params));
    page.start();
  } else if (parts[0] === "account") {
    page = renderAccount(root);
  } else if (parts[0] === "ratings" && parts[1]) {
    page = renderRatings(root, decodeURIComponent(parts[1]));
  } else if (parts[0] === "summary" && parts[1]) {
    page = renderSummary(root, decodeURIComponent(parts[1]));
  } else if (parts[0] === "rules" && parts[1]) {
    page = renderRules(root, decodeURIComponent(parts[1]));
  } else if (parts[0] === "archive") {
    page = renderArchive(root, params);
  } else if (parts[0] === "replay" && parts[1]) {
    page = new ReplayPage(root, decodeURIComponent(parts[1]), params.get("step"));
    page.start();
  } else {
    page = renderLobby(root);
  }
}

function header() {
  const sel = document.getElementById("lang");
  sel.replaceChildren(...LANGS.map((code) => new Option(code.toUpperCase(), code, false, code === lang())));
  sel.setAttribute("aria-label", t("language"));
  sel.onchange = () => {
    setLang(sel.value);
    translateChrome();
    if (page && page.rerender) page.rerender();
    // A game's and a replay's words come from the server in the page's language: ask for them again.
    if (page && page.relang) page.relang();
    else route();
  };
  translateChrome();
}

function translateChrome() {
  document.getElementById("lobby-link").textContent = t("lobby_link");
  document.getElementById("archive-link").textContent = t("archive_link");
  document.getElementById("account-link").textContent = t("account_link");
  document.title = t("title");
}

window.addEventListener("hashchange", route);
header();
route();
