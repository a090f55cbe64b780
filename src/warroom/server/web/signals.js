// "Your turn" in the browser (docs/web.md): when the decision passes to this browser's seat, the tab's title and
// icon change, a short beep sounds (unless switched off; kept in localStorage) and, where the person allowed it,
// a notification shows. All of it is undone when the decision is no longer the seat's.

import { t } from "./i18n.js";
import { h } from "./lobby.js";

const SOUND = "warroom.sound";
const DOT = "data:image/svg+xml," + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='#d2452b'/></svg>");

export function soundOn() {
  return localStorage.getItem(SOUND) !== "off";
}

function iconLink() {
  let link = document.querySelector("link[rel='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  return link;
}

let audio = null;
function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    audio = audio || new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = "sine";
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.3);
  } catch {
    /* no sound here */
  }
}

export class TurnSignal {
  constructor() {
    this.mine = false;
    this.savedIcon = null;
  }

  // Called with each view: `mine` is whether the decision is this browser's seat's.
  update(mine, label) {
    if (mine && !this.mine) this.start(label);
    else if (!mine && this.mine) this.end();
    else if (mine) document.title = this.title();
    this.mine = mine;
  }

  title() {
    return `● ${t("your_turn")} — ${t("title")}`;
  }

  start(label) {
    document.title = this.title();
    const link = iconLink();
    if (this.savedIcon == null) this.savedIcon = link.getAttribute("href") || "data:,";
    link.setAttribute("href", DOT);
    document.body.dataset.yourTurn = "true";
    if (soundOn()) beep();
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      try {
        const n = new Notification(t("your_turn_notice"), { body: label || "", tag: "warroom-turn" });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        /* some browsers only notify from a service worker */
      }
    }
  }

  end() {
    document.title = t("title"); // the page's own title (app.js), in the language now chosen
    if (this.savedIcon != null) iconLink().setAttribute("href", this.savedIcon);
    this.savedIcon = null;
    delete document.body.dataset.yourTurn;
  }

  stop() {
    if (this.mine) this.end();
    this.mine = false;
  }

  // The page's switches: the sound on or off, and a button that asks for permission to notify.
  controls(onChange) {
    const sound = h("button", { type: "button", class: "link", id: "sound-toggle", "aria-pressed": String(soundOn()),
      onclick: () => {
        localStorage.setItem(SOUND, soundOn() ? "off" : "on");
        if (soundOn()) beep();
        onChange();
      } }, soundOn() ? t("sound_on") : t("sound_off"));
    let notify = null;
    if (typeof Notification !== "undefined" && Notification.permission === "default") {
      notify = h("button", { type: "button", class: "link", id: "notify-ask",
        onclick: async () => {
          try {
            await Notification.requestPermission();
          } catch {
            /* refused */
          }
          onChange();
        } }, t("notify_ask"));
    } else if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      notify = h("small", { class: "muted", id: "notify-on" }, t("notify_on"));
    }
    return h("span", { class: "signals" }, sound, notify);
  }
}
