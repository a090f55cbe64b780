// HTTP and WebSocket access to the warroom server.

import { lang, t } from "./i18n.js";
import "./board-words.js";

// The server could not be reached at all (offline, or the server is down): said in words, never the browser's
// own "Failed to fetch".
export class OfflineError extends Error {
  constructor() {
    super(t("offline_error"));
    this.offline = true;
  }
}

export class ApiError extends Error {
  constructor(status, detail) {
    super(typeof detail === "string" ? detail : JSON.stringify(detail));
    this.status = status;
    this.detail = detail;
  }
}

// The player: a display name chosen once, known to the server by a secret key this browser keeps and sends as
// X-Player-Key on every call (docs/server.md, "Players and the lobby").
const PLAYER_KEY = "warroom.player.key";
const PLAYER_NAME = "warroom.player.name";

export function playerKey() {
  return localStorage.getItem(PLAYER_KEY);
}

// The name last answered by the server, shown until the server answers again.
export function playerName() {
  return localStorage.getItem(PLAYER_NAME);
}

export function setPlayer(key, name) {
  if (key) localStorage.setItem(PLAYER_KEY, key);
  if (name != null) localStorage.setItem(PLAYER_NAME, name);
}

export function forgetPlayer() {
  localStorage.removeItem(PLAYER_KEY);
  localStorage.removeItem(PLAYER_NAME);
}

// A seat's token, kept per game: `#/game/ID` alone finds the seat again in this browser.
export function keepToken(gameId, token) {
  localStorage.setItem(`warroom.token.${gameId}`, token);
}

export function storedToken(gameId) {
  return localStorage.getItem(`warroom.token.${gameId}`);
}

// A game's and a replay's answers carry labels and sentences in the page's language (`lang`, docs/server.md),
// and every error answer its detail in it: each request to the server names the language.
function withLang(path) {
  if (!path.startsWith("/api/") || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang())}`;
}

export async function api(path, { method = "GET", body, token } = {}) {
  path = withLang(path);
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const key = playerKey();
  if (key) headers["X-Player-Key"] = key;
  let res;
  let text;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    text = await res.text();
  } catch {
    throw new OfflineError();
  }
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    let detail = data && data.detail !== undefined ? data.detail : data || res.statusText;
    if (Array.isArray(detail)) detail = detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
    throw new ApiError(res.status, detail);
  }
  return data;
}

const cache = new Map();
export function cached(path) {
  if (!cache.has(path)) {
    const p = api(path).catch((e) => {
      cache.delete(path);
      throw e;
    });
    cache.set(path, p);
  }
  return cache.get(path);
}

export function newActionId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

// A view object pushed on the socket may come bare or wrapped ({type: "view", view: {...}}).
function unwrap(msg) {
  if (!msg || typeof msg !== "object") return null;
  if ("legal_actions" in msg && "action_count" in msg) return msg;
  for (const k of ["view", "data", "payload"]) {
    const inner = msg[k];
    if (inner && typeof inner === "object" && "action_count" in inner) return inner;
  }
  return null;
}

// Keeps a game's view fresh: a WebSocket with reconnect and backoff; while the socket is down, polling.
export class Live {
  constructor(gameId, token, onView, onStatus, onChat) {
    this.gameId = gameId;
    this.onChat = onChat || null;
    this.token = token;
    this.onView = onView;
    this.onStatus = onStatus;
    this.ws = null;
    this.attempt = 0;
    this.closed = false;
    this.pollTimer = null;
    this.retryTimer = null;
    this.lastCount = -1;
    this.lastUndoneAt = 0;
    this.lastHeard = Date.now();
    this.watchTimer = null;
  }

  // The socket, and under it a watch that fetches the view after a quiet spell (a view missed while the socket
  // was half-open); the page's first view may already be delivered.
  start() {
    this.refresh();
    this.connect();
    this.watchTimer = setInterval(() => {
      if (!this.closed && Date.now() - this.lastHeard > 8000) this.refresh();
    }, 4000);
  }

  stop() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pollTimer);
    clearInterval(this.watchTimer);
    if (this.ws) this.ws.close();
  }

  // `since`: the first log position wanted (the server's `events_since`); without it, the latest events.
  async refresh(since = null) {
    try {
      const from = typeof since === "number" && since >= 0 ? `?events_since=${since}` : "";
      const view = await api(`/api/games/${encodeURIComponent(this.gameId)}/view${from}`, { token: this.token });
      this.deliver(view);
      return view;
    } catch (e) {
      if (e instanceof ApiError) this.onStatus("error", e);
      else if (e instanceof OfflineError) this.onStatus("offline", e);
      return null;
    }
  }

  deliver(view) {
    if (!view) return;
    this.lastHeard = Date.now();
    // Views arrive from three paths (socket, poll, POST answers): never go back in time, except to a game
    // whose last action was taken back (a later `undone_at`: every client, spectators too, takes it at once).
    const undoneAt = typeof view.undone_at === "number" ? view.undone_at : 0;
    if (view.action_count < this.lastCount && undoneAt <= this.lastUndoneAt) return;
    this.lastCount = view.action_count;
    // The view's own mark (not the largest seen): a restarted server starts again from 0.
    this.lastUndoneAt = undoneAt;
    this.onView(view);
  }

  connect() {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    let ws;
    try {
      // The token never goes in the URL (URLs end up in logs): the socket's first message carries it.
      ws = new WebSocket(`${proto}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/ws?lang=${encodeURIComponent(lang())}`);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      ws.send(JSON.stringify({ token: this.token || null }));
      opened = true;
      this.attempt = 0;
      this.stopPolling();
      this.onStatus("live");
      this.refresh();
    };
    ws.onmessage = (ev) => {
      try {
        const msg = JSON.parse(ev.data);
        // Every socket message carries `chat`: the messages new since the socket's previous message.
        if (msg && Array.isArray(msg.chat) && msg.chat.length && this.onChat) this.onChat(msg.chat);
        const view = unwrap(msg);
        if (view) this.deliver(view);
      } catch {
        /* not JSON: ignore */
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      if (!opened) this.attempt += 1;
      this.startPolling();
      this.scheduleRetry();
    };
    ws.onerror = () => {};
  }

  scheduleRetry() {
    if (this.closed) return;
    const delay = Math.min(30000, 500 * 2 ** Math.min(this.attempt, 6)) * (0.75 + Math.random() * 0.5);
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  // The page's language changed: the view again in it, and a socket that asks for it (the URL names it).
  // `since`: the first log position the page shows, so its older events come again in the new language too.
  relang(since = null) {
    if (this.closed) return;
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.close();
      this.connect();
    }
    this.refresh(since);
  }

  // Connect again at once (the page's Retry), without waiting for the backoff.
  retryNow() {
    if (this.closed) return;
    this.attempt = 0;
    clearTimeout(this.retryTimer);
    if (!this.ws) this.connect();
    this.refresh();
  }

  // While the socket is down the view is polled: "polling" while the server answers, "offline" while it does not.
  startPolling() {
    if (this.pollTimer) return;
    this.onStatus("reconnecting");
    this.pollTimer = setInterval(() => {
      this.refresh().then((v) => {
        if (v && !this.ws) this.onStatus("polling");
      });
    }, 2500);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = null;
  }
}
