// A game's chat (docs/server.md, "Chat"): the messages of both rooms (the seats' and the spectators'), read once
// on load and then merged by `seq` from every socket message; a box to send, as the seat (its token) or as a
// named spectator (the player key). Names and text are shown as text only, never as HTML.

import { ApiError, api, playerKey } from "./api.js";
import { t } from "./i18n.js";
import { h } from "./lobby.js";

export const CHAT_LIMIT = 500;

export class ChatPanel {
  // `authorName(seat, author)`: a seat's message's author as the page names it (a seat without a person is
  // stored under the engine's English name for it; the page says it in its own language).
  constructor(gameId, token, authorName = null) {
    this.gameId = gameId;
    this.token = token;
    this.authorName = authorName;
    this.messages = new Map(); // seq -> message
    this.el = h("section", { class: "chat card", id: "chat" });
    this.list = h("ol", { class: "chat-messages", id: "chat-messages", "aria-live": "polite" });
    this.text = h("textarea", { id: "chat-text", rows: 2, maxlength: CHAT_LIMIT, "aria-describedby": "chat-count chat-error" });
    this.count = h("small", { class: "muted", id: "chat-count" });
    this.error = h("p", { class: "error", id: "chat-error", role: "alert" });
    this.send = h("button", { type: "submit", id: "chat-send" });
    this.form = h("form", { class: "chat-form", id: "chat-form" }, this.text, h("div", { class: "chat-row" }, this.count, this.send), this.error);
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.post();
    });
    this.text.addEventListener("input", () => this.drawCount());
    this.text.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        this.post();
      }
    });
    this.draw();
  }

  async load() {
    try {
      const since = this.messages.size ? Math.max(...this.messages.keys()) : 0;
      const res = await api(`/api/games/${encodeURIComponent(this.gameId)}/chat?since=${since}`, { token: this.token });
      this.merge((res && res.messages) || []);
    } catch {
      /* the socket brings the messages too */
    }
  }

  merge(list) {
    let changed = false;
    for (const m of list) {
      if (!m || typeof m.seq !== "number" || this.messages.has(m.seq)) continue;
      this.messages.set(m.seq, m);
      changed = true;
    }
    if (changed) this.drawMessages();
  }

  // Who may write here: a seat (its token) or a person with a name (a player key); others only read.
  canSend() {
    return Boolean(this.token || playerKey());
  }

  draw() {
    this.text.placeholder = this.token ? t("chat_placeholder_seat") : t("chat_placeholder_spectator");
    this.text.setAttribute("aria-label", t("chat_message"));
    this.send.textContent = t("chat_send");
    this.drawCount();
    const canSend = this.canSend();
    this.el.replaceChildren(
      h("h3", {}, t("chat")),
      this.list,
      canSend ? this.form : h("p", { class: "muted small", id: "chat-readonly" }, h("a", { href: "#/" }, t("chat_name_first"))),
    );
    this.drawMessages();
  }

  drawCount() {
    const n = this.text.value.length;
    this.count.textContent = t("chat_count", { n, max: CHAT_LIMIT });
    this.count.classList.toggle("over", n > CHAT_LIMIT);
  }

  drawMessages() {
    const atBottom = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 30;
    const order = [...this.messages.keys()].sort((a, b) => a - b).slice(-300);
    const items = order.map((seq) => {
      const m = this.messages.get(seq);
      const spectator = m.room === "spectators";
      return h("li", { class: `chat-msg ${spectator ? "spectator" : "seat"}`, "data-seq": seq, "data-room": m.room || "" },
        h("strong", { class: "chat-author" }, String((!spectator && typeof m.seat === "number" && this.authorName ? this.authorName(m.seat, m.author) : m.author) ?? "?")),
        spectator ? h("small", { class: "chat-room" }, t("chat_spectator")) : null,
        h("span", { class: "chat-text" }, String(m.text ?? "")));
    });
    if (!items.length) items.push(h("li", { class: "muted small chat-empty" }, t("chat_empty")));
    this.list.replaceChildren(...items);
    if (atBottom || order.length) this.list.scrollTop = this.list.scrollHeight;
  }

  async post() {
    const text = this.text.value.trim();
    if (!text || this.sending) return;
    if (text.length > CHAT_LIMIT) {
      this.error.textContent = t("chat_too_long", { max: CHAT_LIMIT });
      return;
    }
    this.sending = true;
    this.send.disabled = true;
    this.error.textContent = "";
    try {
      const msg = await api(`/api/games/${encodeURIComponent(this.gameId)}/chat`, { method: "POST", body: { text }, token: this.token });
      this.text.value = "";
      this.drawCount();
      if (msg) this.merge([msg]);
    } catch (e) {
      const key = e instanceof ApiError ? { 401: "chat_401", 403: "chat_401", 422: "chat_422", 429: "chat_429" }[e.status] : null;
      this.error.textContent = key ? `${t(key)} (${e.message})` : `${t("error")}: ${e.message}`;
    } finally {
      this.sending = false;
      this.send.disabled = false;
    }
  }
}
