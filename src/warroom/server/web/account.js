// The account page (#/account): a password for the name (so it signs in from another device), signing in here
// to an account made elsewhere, where "your turn" signals go (a webhook, an e-mail), and signing devices out.

import { ApiError, api, forgetPlayer, playerKey, setPlayer } from "./api.js";
import { addStrings, t } from "./i18n.js";

addStrings({
  en: {
    account_title: "Your account",
    account_link: "Account",
    account_none: "Your name has no password yet: it lives in this browser only. Set a password to sign in from another device.",
    account_yes: "Your name is an account: sign in with it and its password from any device.",
    account_no_name: "This browser has no name yet. Choose one in the lobby, or sign in to an account made on another device.",
    account_password: "Password",
    account_new_password: "New password",
    account_current_password: "Current password",
    account_set_password: "Set password",
    account_change_password: "Change password",
    account_password_saved: "Password saved.",
    account_password_changed: "Password changed; {n} other device(s) signed out.",
    account_password_short: "At least 8 characters.",
    account_sign_in_title: "Sign in to an account",
    account_sign_in_lose: "Signing in here replaces this browser's name {name}, which has no password and will be lost.",
    account_name: "Name",
    account_sign_in: "Sign in",
    account_signed_in: "Signed in as {name}.",
    account_signals_title: "Your turn, away from the page",
    account_signals_help: "For correspondence games: a web address that receives a small JSON message, and an e-mail address (sent only where this server is set up to send e-mail).",
    account_webhook: "Webhook (http or https address)",
    account_email: "E-mail",
    account_save: "Save",
    account_saved: "Saved.",
    account_devices_title: "Devices",
    account_sign_out: "Sign out of this device",
    account_sign_out_others: "Sign out every other device",
    account_signed_out_others: "{n} other device(s) signed out.",
    account_sign_out_needs_password: "Set a password first: without one this name could not be found again.",
    account_back: "Back to the lobby",
  },
  pt: {
    account_title: "Sua conta",
    account_link: "Conta",
    account_none: "Seu nome ainda não tem senha: ele vive apenas neste navegador. Defina uma senha para entrar de outro aparelho.",
    account_yes: "Seu nome é uma conta: entre com ele e a senha em qualquer aparelho.",
    account_no_name: "Este navegador ainda não tem nome. Escolha um na sala, ou entre numa conta criada em outro aparelho.",
    account_password: "Senha",
    account_new_password: "Nova senha",
    account_current_password: "Senha atual",
    account_set_password: "Definir senha",
    account_change_password: "Trocar senha",
    account_password_saved: "Senha salva.",
    account_password_changed: "Senha trocada; {n} outro(s) aparelho(s) desconectado(s).",
    account_password_short: "No mínimo 8 caracteres.",
    account_sign_in_title: "Entrar numa conta",
    account_sign_in_lose: "Entrar aqui substitui o nome {name} deste navegador, que não tem senha e será perdido.",
    account_name: "Nome",
    account_sign_in: "Entrar",
    account_signed_in: "Conectado como {name}.",
    account_signals_title: "Sua vez, longe da página",
    account_signals_help: "Para partidas por correspondência: um endereço web que recebe uma pequena mensagem JSON, e um e-mail (enviado apenas onde este servidor está configurado para enviar e-mail).",
    account_webhook: "Webhook (endereço http ou https)",
    account_email: "E-mail",
    account_save: "Salvar",
    account_saved: "Salvo.",
    account_devices_title: "Aparelhos",
    account_sign_out: "Sair deste aparelho",
    account_sign_out_others: "Desconectar todos os outros aparelhos",
    account_signed_out_others: "{n} outro(s) aparelho(s) desconectado(s).",
    account_sign_out_needs_password: "Defina uma senha antes: sem ela este nome não poderia ser encontrado de novo.",
    account_back: "Voltar à sala",
  },
});

// Elements built from text nodes and attributes only: nothing a person typed is parsed as HTML.
function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

function field(id, label, type, value = "") {
  const input = h("input", { id, name: id, type, value, autocomplete: type === "password" ? "off" : "on" });
  return { input, row: h("p", { class: "field" }, h("label", { for: id }, label), input) };
}

// A form whose submit runs `act`; its message line shows what came of it (an error in the server's words).
function form(id, title, fields, button, act) {
  const note = h("p", { class: "note", id: `${id}-note`, role: "status" });
  const submit = h("button", { type: "submit", class: "primary", id: `${id}-submit` }, button);
  const el = h("form", { class: "card account-form", id },
    h("h2", {}, title), fields.map((f) => f.row), submit, note);
  el.addEventListener("submit", async (e) => {
    e.preventDefault();
    submit.disabled = true;
    note.className = "note";
    note.textContent = ""; // a fresh answer each time, never the last one's
    try {
      note.textContent = await act();
    } catch (err) {
      note.className = "note error";
      note.textContent = err instanceof ApiError ? String(err.detail) : `${t("error")}: ${err.message}`;
    } finally {
      submit.disabled = false;
    }
  });
  return el;
}

class AccountPage {
  constructor(root) {
    this.root = root;
    this.stopped = false;
  }

  stop() {
    this.stopped = true;
  }

  rerender() {
    this.start();
  }

  async start() {
    this.me = null;
    this.signals = null;
    if (playerKey()) {
      try {
        [this.me, this.signals] = await Promise.all([api("/api/players/me"), api("/api/players/me/signals")]);
      } catch (e) {
        if (!(e instanceof ApiError && (e.status === 401 || e.status === 403))) throw e;
        forgetPlayer(); // a key the server no longer knows (signed out elsewhere)
      }
    }
    if (!this.stopped) this.draw();
  }

  draw() {
    const me = this.me;
    const parts = [h("h1", {}, t("account_title"))];
    if (me) {
      parts.push(h("p", { class: "whoami" }, t("playing_as"), " ", h("strong", { id: "account-name" }, me.name)));
      parts.push(h("p", { class: "muted", id: "account-state" }, me.account ? t("account_yes") : t("account_none")));
      parts.push(this.passwordForm(), this.signalsForm(), this.devices());
    } else {
      parts.push(h("p", { class: "muted", id: "account-state" }, t("account_no_name")));
    }
    if (!me || !me.account) parts.push(this.signInForm());
    parts.push(h("p", {}, h("a", { href: "#/", id: "account-back" }, t("account_back"))));
    this.root.replaceChildren(h("div", { class: "account-page" }, parts));
  }

  passwordForm() {
    const account = this.me.account;
    const current = account ? field("current-password", t("account_current_password"), "password") : null;
    const fresh = field("new-password", account ? t("account_new_password") : t("account_password"), "password");
    return form("password-form", account ? t("account_change_password") : t("account_set_password"),
      [current, fresh].filter(Boolean), account ? t("account_change_password") : t("account_set_password"), async () => {
        if (fresh.input.value.length < 8) throw new Error(t("account_password_short"));
        const body = { password: fresh.input.value };
        if (current) body.current = current.input.value;
        const done = await api("/api/players/me/password", { method: "PUT", body });
        this.me.account = true;
        const said = account ? t("account_password_changed", { n: done.signed_out }) : t("account_password_saved");
        this.draw();
        document.getElementById("password-form-note").textContent = said;
        return said;
      });
  }

  signInForm() {
    const name = field("sign-in-name", t("account_name"), "text");
    const password = field("sign-in-password", t("account_password"), "password");
    const el = form("sign-in-form", t("account_sign_in_title"), [name, password], t("account_sign_in"), async () => {
      const done = await api("/api/sessions", { method: "POST", body: { name: name.input.value, password: password.input.value } });
      setPlayer(done.key, done.name);
      await this.start();
      const said = t("account_signed_in", { name: done.name });
      const state = document.getElementById("account-state");
      if (state) state.textContent = `${said} ${state.textContent}`;
      return said;
    });
    if (this.me) el.insertBefore(h("p", { class: "muted" }, t("account_sign_in_lose", { name: this.me.name })), el.children[1]);
    return el;
  }

  signalsForm() {
    const webhook = field("signal-webhook", t("account_webhook"), "url", this.signals.webhook || "");
    const email = field("signal-email", t("account_email"), "email", this.signals.email || "");
    const el = form("signals-form", t("account_signals_title"), [webhook, email], t("account_save"), async () => {
      const body = { webhook: webhook.input.value.trim() || null, email: email.input.value.trim() || null };
      this.signals = await api("/api/players/me/signals", { method: "PUT", body });
      return t("account_saved");
    });
    el.insertBefore(h("p", { class: "muted" }, t("account_signals_help")), el.children[1]);
    return el;
  }

  devices() {
    const note = h("p", { class: "note", id: "devices-note", role: "status" });
    const run = (act) => async () => {
      note.className = "note";
      try {
        note.textContent = await act();
      } catch (err) {
        note.className = "note error";
        note.textContent = err instanceof ApiError ? String(err.detail) : err.message;
      }
    };
    const others = h("button", { type: "button", id: "sign-out-others", onclick: run(async () => {
      const done = await api("/api/sessions", { method: "DELETE" });
      return t("account_signed_out_others", { n: done.signed_out });
    }) }, t("account_sign_out_others"));
    const self = h("button", { type: "button", id: "sign-out", onclick: run(async () => {
      if (!this.me.account) throw new Error(t("account_sign_out_needs_password"));
      await api("/api/sessions/current", { method: "DELETE" });
      forgetPlayer();
      location.hash = "#/";
      return "";
    }) }, t("account_sign_out"));
    return h("section", { class: "card", id: "devices" }, h("h2", {}, t("account_devices_title")), h("p", {}, others, " ", self), note);
  }
}

export function renderAccount(root) {
  const page = new AccountPage(root);
  page.start();
  return page;
}
