// The drawing hints every ruleset starts from (GENERIC), and the helpers the per-ruleset hints share.
//
// GENERIC looks for the usual shapes: a `territories`/`spaces` object keyed by space id with `owner` and
// `armies`/`count`, a `seats` list with `colour`, a `hand` list and an `objective`. See docs/web.md.

import { has, localName, t } from "../i18n.js";

export const COLOURS = {
  blue: "#2f6bd8",
  yellow: "#e9b800",
  red: "#d2352b",
  black: "#3a3a3a",
  green: "#2f9a4c",
  white: "#f2f2f2",
  beige: "#c39a4f",
  purple: "#7c4bc4",
  orange: "#ec7a1c",
  pink: "#e05a9c",
  brown: "#8a5a2b",
  grey: "#8d8d8d",
  gray: "#8d8d8d",
};
export const PALETTE = ["#2f6bd8", "#d2352b", "#e9b800", "#2f9a4c", "#7c4bc4", "#ec7a1c", "#3a3a3a", "#e05a9c"];
const OWNER_KEYS = ["owner", "player", "seat", "controller", "holder"];
const COUNT_KEYS = ["armies", "count", "units", "pieces", "troops", "strength", "legions"];
const SPACE_MAP_KEYS = ["territories", "spaces", "areas", "regions", "provinces"];

function readSpace(value) {
  if (value == null) return { owner: null, count: null };
  if (typeof value === "number") return { owner: value, count: null };
  const out = { owner: null, count: null };
  for (const k of OWNER_KEYS) if (typeof value[k] === "number" || value[k] === null) { out.owner = value[k]; break; }
  for (const k of COUNT_KEYS) {
    const v = value[k];
    if (typeof v === "number") { out.count = v; break; }
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const nums = Object.values(v).filter((x) => typeof x === "number");
      if (nums.length) { out.count = nums.reduce((a, b) => a + b, 0); break; }
    }
  }
  return out;
}

// Find per-space state anywhere at the top of the view: an object keyed by space ids, or a list of objects
// naming a space. Answers {spaceId: the view's own value for it}.
function rawSpaces(view, board) {
  const ids = new Set(board.spaces.map((s) => s.id));
  const out = {};
  const fromObject = (obj) => {
    for (const [id, v] of Object.entries(obj)) if (ids.has(id)) out[id] = v;
  };
  for (const k of SPACE_MAP_KEYS) {
    const v = view[k];
    if (v && typeof v === "object" && !Array.isArray(v)) { fromObject(v); return out; }
  }
  for (const v of Object.values(view)) {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.length && keys.filter((k) => ids.has(k)).length >= keys.length / 2) { fromObject(v); return out; }
    }
    if (Array.isArray(v) && v.length && typeof v[0] === "object") {
      const key = ["space", "id", "territory"].find((k) => v.every((x) => x && ids.has(x[k])));
      if (key) { for (const x of v) out[x[key]] = x; return out; }
    }
  }
  return out;
}

function findSpaces(view, board) {
  return Object.fromEntries(Object.entries(rawSpaces(view, board)).map(([id, v]) => [id, readSpace(v)]));
}

export function spaceName(board, id) {
  const s = board && board.spaces.find((x) => x.id === id);
  return s ? localName(s.name) : prettify(id);
}

export function prettify(id) {
  return String(id).replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export function dieFaces(list) {
  return Array.isArray(list) ? list.join("·") : String(list);
}

export function kindsText(kinds) {
  return Object.entries(kinds || {})
    .filter(([, n]) => n)
    .map(([k, n]) => `${n} ${kindWord(k)}`)
    .join(", ");
}

// A piece kind in the page's language where the map's words name it (map-words.js: `unit_<kind>`), else its id.
export function kindWord(kind) {
  return has(`unit_${kind}`) ? t(`unit_${kind}`) : String(kind);
}

// A {kind: n} object as the space panel's [kind, n] pairs (zeros left out).
export function kindPairs(kinds) {
  return Object.entries(kinds || {}).filter(([, n]) => typeof n === "number" && n > 0);
}

// The space panel's contents when the view says nothing more than an owner and a count (WAR and the like):
// {owner: {seat}, units: [{owner, kinds: [[kind, n]]}], buildings, markers, ships, facts}. The panel names the
// seats and translates the kinds (spacepanel.js).
function genericDetail(view, id, board) {
  const raw = rawSpaces(view, board)[id];
  const read = readSpace(raw);
  const owner = read.owner == null ? null : { seat: read.owner };
  const kinds = [];
  if (raw && typeof raw === "object") {
    for (const k of COUNT_KEYS) {
      const v = raw[k];
      if (typeof v === "number") { kinds.push([k, v]); break; }
      if (v && typeof v === "object" && !Array.isArray(v)) { kinds.push(...kindPairs(v)); break; }
    }
  }
  return { owner, units: kinds.length ? [{ owner, kinds }] : [], buildings: [], markers: [], ships: [], facts: [] };
}

export const GENERIC = {
  spaces: findSpaces,
  detail: genericDetail,
  seatColour(view, seat) {
    const s = (view.seats || [])[seat];
    const c = s && (s.colour || s.color);
    return (c && (COLOURS[c] || (/^#|^rgb/.test(c) ? c : null))) || PALETTE[seat % PALETTE.length];
  },
  // Whether the seat is out of the game (it will decide nothing more) while the game goes on.
  out(view, seat) {
    const s = (view.seats || [])[seat];
    return !!(s && s.eliminated);
  },
  seatStats(view, seat) {
    const s = (view.seats || [])[seat];
    if (!s) return [];
    const out = [];
    for (const k of ["territories", "armies", "cards"]) if (typeof s[k] === "number") out.push(`${s[k]} ${t(k)}`);
    if (s.eliminated) out.push(t("eliminated"));
    return out;
  },
  status(view) {
    const out = [];
    if (view.round != null) out.push(t("round", { n: view.round }));
    if (view.phase) out.push(t("phase", { phase: view.phase }));
    return out;
  },
  hand(view, board) {
    const hand = view.hand;
    if (!Array.isArray(hand)) return null;
    return hand.map((c) => GENERIC.cardText(c, board));
  },
  cardText(card, board) {
    if (typeof card === "string") return spaceName(board, card);
    if (card && typeof card === "object") {
      const name = card.name ? localName(card.name) : card.territory ? spaceName(board, card.territory) : card.id;
      const rest = Object.entries(card)
        .filter(([k]) => !["id", "name", "territory"].includes(k))
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? dieFaces(v) : typeof v === "object" ? JSON.stringify(v) : v}`);
      return [name, ...rest].filter(Boolean).join(" · ");
    }
    return String(card);
  },
  objective(view) {
    const o = view.objective;
    if (!o) return null;
    if (typeof o === "string") return o;
    return o.text ? localName(o.text) : JSON.stringify(o);
  },
  // The last battle, for the dice box: from the view if it says, else from the newest event with dice.
  battle(view, events) {
    const b = view.last_battle;
    if (b && (b.attack_dice || b.defence_dice)) return b;
    for (let i = events.length - 1; i >= 0; i -= 1) {
      const e = events[i];
      if (e && (e.attack_dice || e.defence_dice)) return e;
    }
    return null;
  },
  isAttack(action) {
    return /attack|assault|invade|battle/.test(action.type || "");
  },
  // Which spaces an action names: {source, target} for a move or attack, {single} for a placement.
  spaceRefs(action, ids) {
    const src = ["source", "from", "origin"].find((k) => ids.has(action[k]));
    const dst = ["target", "to", "destination", "dest"].find((k) => ids.has(action[k]));
    if (src && dst) return { source: action[src], target: action[dst] };
    const named = Object.entries(action).filter(([k, v]) => k !== "type" && typeof v === "string" && ids.has(v));
    if (named.length === 1) return { single: named[0][1] };
    if (named.length === 2) return { source: named[0][1], target: named[1][1] };
    return {};
  },
};
