// Words shared by the pages: computer levels, clocks and durations, a seat's link, whether this browser created a
// game.

import { t } from "./i18n.js";

export function seatLink(gameId, token) {
  const base = `${location.origin}${location.pathname}`;
  return token ? `${base}#/game/${gameId}?token=${encodeURIComponent(token)}` : `${base}#/game/${gameId}?watch=1`;
}

// This browser created the game with its player key: it may start it early (POST /api/games/{id}/start).
export function isCreator(gameId) {
  return localStorage.getItem(`warroom.creator.${gameId}`) === "1";
}

// A level's name in words (easy, normal, hard; named players as they are).
export function levelName(name) {
  return t(`level_${name}`) === `level_${name}` ? name : t(`level_${name}`);
}

// A turn clock in words: "5 minutes a decision", "no clock".
export function clockWords(seconds) {
  if (!seconds) return t("no_clock");
  return t("clock", { time: duration(seconds) });
}

export function duration(s) {
  const units = [[86400, "dur_day", "dur_days"], [3600, "dur_hour", "dur_hours"], [60, "dur_minute", "dur_minutes"]];
  for (const [size, one, many] of units) if (s % size === 0) return t(s === size ? one : many, { n: s / size });
  return t(s === 1 ? "dur_second" : "dur_seconds", { n: s });
}
