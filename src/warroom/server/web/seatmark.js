// Seats told apart without their colours: a letter per seat (A, B, C...) beside each colour, on the map's markers
// and in the lists, when the person turns the setting on. The choice is kept in the browser
// (`warroom.letters` in localStorage) and shown by a class on <body>, so turning it on or off redraws nothing.

import { h } from "./dom.js";

const KEY = "warroom.letters";

// The letter of a seat: A for the first, B for the second... ("" for no seat).
export function seatLetter(seat) {
  return typeof seat === "number" && seat >= 0 ? String.fromCharCode(65 + (seat % 26)) : "";
}

export function lettersOn() {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false; // storage refused (a private window): the setting is off
  }
}

export function setLetters(on) {
  try {
    if (on) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // kept for this page only
  }
  applyLetters(on);
}

// The class that shows the letters, from the stored setting (or `on`).
export function applyLetters(on = lettersOn()) {
  document.body.classList.toggle("seat-letters", on);
}

// A colour swatch for a seat: the colour, and its letter (shown when the setting is on).
export function seatSwatch(colour, seat) {
  const letter = seatLetter(seat);
  return h("i", { class: "swatch", style: `background:${colour}`, "data-letter": letter || null });
}
