// Drawing hints: how to read a ruleset's own view JSON for the map and the side panel.
//
// Every ruleset gets GENERIC, which looks for the usual shapes (a `territories`/`spaces` object keyed by space id
// with `owner` and `armies`/`count`, a `seats` list with `colour`, a `hand` list and an `objective`). A ruleset
// whose view differs adds an entry to HINTS that overrides only what it must; see docs/web.md.

import { localName, t } from "./i18n.js";

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
const PALETTE = ["#2f6bd8", "#d2352b", "#e9b800", "#2f9a4c", "#7c4bc4", "#ec7a1c", "#3a3a3a", "#e05a9c"];
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
// naming a space.
function findSpaces(view, board) {
  const ids = new Set(board.spaces.map((s) => s.id));
  const out = {};
  const fromObject = (obj) => {
    for (const [id, v] of Object.entries(obj)) if (ids.has(id)) out[id] = readSpace(v);
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
      if (key) { for (const x of v) out[x[key]] = readSpace(x); return out; }
    }
  }
  return out;
}

function spaceName(board, id) {
  const s = board && board.spaces.find((x) => x.id === id);
  return s ? localName(s.name) : prettify(id);
}

export function prettify(id) {
  return String(id).replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

function dieFaces(list) {
  return Array.isArray(list) ? list.join("·") : String(list);
}

export const GENERIC = {
  spaces: findSpaces,
  seatColour(view, seat) {
    const s = (view.seats || [])[seat];
    const c = s && (s.colour || s.color);
    return (c && (COLOURS[c] || (/^#|^rgb/.test(c) ? c : null))) || PALETTE[seat % PALETTE.length];
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

// Ruleset-specific overrides, keyed by ruleset id.
export const HINTS = {
  war: {
    status(view) {
      const out = GENERIC.status(view);
      const p = view.pending;
      if (p && typeof p.free === "number") {
        const groups = Object.entries(p.groups || {}).filter(([, n]) => n > 0).map(([g, n]) => `${prettify(g)} ${n}`);
        out.push(`+${p.free}${groups.length ? ` (${groups.join(", ")})` : ""}`);
      }
      if (typeof view.next_trade_value === "number") out.push(`⇄ ${view.next_trade_value}`);
      return out;
    },
  },
  "war-cards": {
    cardText(card, board) {
      if (card && card.kind === "dice")
        return `${card.id}: ${t("attack")} ${dieFaces(card.attack)} · ${t("defence")} ${dieFaces(card.defence)}`;
      return GENERIC.cardText(card, board);
    },
    hand(view, board) {
      return Array.isArray(view.hand) ? view.hand.map((c) => HINTS["war-cards"].cardText(c, board)) : null;
    },
    battle(view, events) {
      return GENERIC.battle(view, events);
    },
  },
};
HINTS["war-imperio-romano"] = HINTS.war;

// War! Age of Imperialism: spaces list {id, owner: empire colour, units: {colour: {piece: n}}, buildings, fort,
// school, native, resource, undeveloped}, empires by colour id (a seat may play several empires, each drawn in
// its own colour; the 1886 scenario names them by nation, with a "paint" colour).
function empireOf(view, colour) {
  return (view.empires || []).find((e) => e.colour === colour);
}
function empireName(view, colour) {
  const e = empireOf(view, colour);
  return e ? localName(e.name) : prettify(colour);
}
function mix(a, b) {
  const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  if (!/^#[0-9a-f]{6}$/i.test(a) || !/^#[0-9a-f]{6}$/i.test(b)) return a;
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v * 0.45 + y[i] * 0.55).toString(16).padStart(2, "0")).join("")}`;
}
function kindsText(kinds) {
  return Object.entries(kinds || {})
    .filter(([, n]) => n)
    .map(([k, n]) => `${n} ${k}`)
    .join(", ");
}
// The space's details, for its tooltip: one line each.
function imperialismTooltip(view, s, board) {
  const lines = [spaceName(board, s.id)];
  if (s.owner) lines.push(empireName(view, s.owner));
  const built = [...(s.buildings || []).map((b) => t(`bld_${b}`)), s.fort ? t("bld_fort") : null, s.school ? t("bld_school") : null]
    .filter(Boolean);
  if (built.length) lines.push(`${t("buildings")}: ${built.join(", ")}`);
  if (s.native != null) lines.push(`${t("native_marker")}: ${s.native}`);
  if (s.resource != null) lines.push(`${t("resource_marker")}: ${s.resource}${s.undeveloped ? ` (${t("undeveloped")})` : ""}`);
  for (const [colour, kinds] of Object.entries(s.units || {})) lines.push(`${empireName(view, colour)}: ${kindsText(kinds)}`);
  for (const ship of s.ships || []) {
    const cargo = kindsText(ship.cargo);
    lines.push(`${t("ship")} (${empireName(view, ship.owner)})${cargo ? `: ${cargo}` : ""}`);
  }
  return lines.join("\n");
}
// A short mark after the piece count: ★ a city, ⚙ a factory, ▲ a fort (the rest is in the tooltip).
function imperialismMarks(s) {
  const b = new Set(s.buildings || []);
  let m = "";
  if (b.has("city")) m += "★";
  if (b.has("factory")) m += "⚙";
  if (s.fort) m += "▲";
  return m;
}
const IMPERIALISM = {
  spaces(view, board) {
    const out = {};
    for (const s of view.spaces || []) {
      let count = null;
      const byEmpire = Object.entries(s.units || {});
      for (const [, pieces] of byEmpire)
        for (const n of Object.values(pieces || {})) if (typeof n === "number") count = (count || 0) + n;
      for (const ship of s.ships || []) {
        count = (count || 0) + 1;
        for (const n of Object.values(ship.cargo || {})) if (typeof n === "number") count += n;
      }
      const colour = s.owner || (byEmpire.length === 1 ? byEmpire[0][0] : null);
      const empire = colour && empireOf(view, colour);
      const paint = (empire && empire.paint) || colour;
      const marks = imperialismMarks(s);
      out[s.id] = {
        owner: empire ? empire.seat : null,
        count: count == null && !marks ? null : `${count ?? ""}${marks}`,
        colour: paint ? COLOURS[paint] || paint : null,
        title: imperialismTooltip(view, s, board),
      };
    }
    return out;
  },
  seatColour(view, seat) {
    const e = (view.empires || []).find((x) => x.seat === seat);
    const paint = e && (e.paint || e.colour);
    return (paint && (COLOURS[paint] || paint)) || PALETTE[seat % PALETTE.length];
  },
  seatStats(view, seat) {
    const mine = (view.empires || []).filter((e) => e.seat === seat);
    return mine
      .map((e) => {
        const parts = [`${mine.length > 1 ? `${localName(e.name)}: ` : ""}${e.regions} ${t("territories")}`, `${e.pp} PP`];
        if (e.income && typeof e.income.total === "number") parts.push(`${t("income")} ${e.income.total}`);
        if (e.techs && e.techs.length) parts.push(`${t("techs")}: ${e.techs.map(prettify).join(", ")}`);
        if (e.at_war_with && e.at_war_with.length)
          parts.push(`${t("at_war_with")} ${e.at_war_with.map((c) => empireName(view, c)).join(", ")}`);
        if (e.planned_count) parts.push(`${t("planned")} ${e.planned_count}`);
        if (e.eliminated) parts.push(t("eliminated"));
        return parts.join(" · ");
      });
  },
  status(view) {
    const out = [];
    if (view.turn != null) out.push(`${t("turn_n", { n: view.turn })}${view.round ? ` · ${t("round", { n: view.round })}` : ""}`);
    if (view.phase) out.push(t("phase", { phase: prettify(view.phase) }));
    if (view.deciding_empire) out.push(`⚑ ${empireName(view, view.deciding_empire)}`);
    const i = view.interrupt;
    if (i && i.kind) {
      const rest = Object.entries(i)
        .filter(([k]) => !["kind", "deciders"].includes(k))
        .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : v}`);
      out.push(`✋ ${prettify(i.kind)} (${(i.deciders || []).map((c) => empireName(view, c)).join(", ")})${rest.length ? ` — ${rest.join(", ")}` : ""}`);
    }
    return out;
  },
  // One's own empires: the income by source, and the purchases planned (Plan & Reveal).
  hand(view, board) {
    const mine = new Set(view.your_empires || []);
    const rows = [];
    for (const e of view.empires || []) {
      if (!mine.has(e.colour)) continue;
      const income = Object.entries(e.income || {}).filter(([k, n]) => k !== "total" && n);
      rows.push(`${localName(e.name)}: ${e.pp} PP${income.length ? ` · ${t("income")}: ${income.map(([k, n]) => `${prettify(k).toLowerCase()} ${n}`).join(", ")}` : ""}`);
      for (const p of e.planned || []) rows.push(`${localName(e.name)}: ${p.piece} → ${spaceName(board, p.where)}`);
    }
    return rows.length ? rows : null;
  },
  objective(view) {
    return view.level === "advanced" ? t("imp_goal_points") : t("imp_goal_regions");
  },
};
for (const level of ["basic", "standard", "advanced"]) HINTS[`imperialism-${level}`] = IMPERIALISM;

// World War IV: spaces a list in board order {id, water, c, f, fort, city, capital, units: {colour: {kind: n}},
// routed, ships}; nations {colour, name, seat, money, pool, control, hand_count, hand (one's own)}; the combat in
// progress and the pending decision name spaces and nations by index (spaces in board order; nations in colour
// order, past the last "grey", the barbarians).
const WW4_CONTROL_UNITS = new Set(["armor", "artillery", "bomber", "cavalry", "king", "militia", "soldier"]);
const WW4_BEFORE_CONTROL = new Set(["event", "control"]);
function ww4Nation(view, colour) {
  return (view.nations || []).find((n) => n.colour === colour);
}
function ww4ColourOf(view, nation) {
  if (typeof nation === "string") return nation;
  const n = (view.nations || [])[nation];
  return n ? n.colour : "grey";
}
function ww4NationName(view, nation) {
  const colour = ww4ColourOf(view, nation);
  const n = ww4Nation(view, colour);
  if (!n) return colour === "grey" ? t("barbarians") : prettify(colour);
  return n.played && n.active ? localName(n.name) : `${localName(n.name)} (${t("barbarians").toLowerCase()})`;
}
function ww4SpaceId(view, x) {
  return typeof x === "number" ? ((view.spaces || [])[x] || {}).id ?? String(x) : x;
}
// Who Controls a space now (control.py's decision): the nation whose turn it is, its Control Lands list; any
// other, a Fort, City or Control unit here, or its list when no other colour holds the space.
function ww4Controller(view, s) {
  const holders = [];
  const add = (c) => { if (c && !holders.includes(c)) holders.push(c); };
  add(s.fort);
  add(s.city);
  for (const [c, kinds] of Object.entries(s.units || {}))
    if (Object.entries(kinds).some(([k, n]) => n > 0 && WW4_CONTROL_UNITS.has(k))) add(c);
  const current = view.nation;
  const currentFixed = current && !WW4_BEFORE_CONTROL.has(view.step);
  const controllers = [];
  for (const n of view.nations || []) {
    const listed = (n.control || []).includes(s.id);
    let yes;
    if (currentFixed && n.colour === current) yes = listed;
    else yes = holders.includes(n.colour) || (listed && holders.every((c) => c === n.colour));
    if (yes) controllers.push(n.colour);
  }
  if (holders.includes("grey") && !controllers.length) controllers.push("grey");
  return { controller: controllers[0] || null, contested: holders.length > 1 };
}
function ww4Tooltip(view, s, board, controller) {
  const lines = [spaceName(board, s.id)];
  if (!s.water) lines.push(`C${s.c ?? "?"} · F${s.f ?? "?"}${controller ? ` · ${t("controlled_by", { name: ww4NationName(view, controller) })}` : ""}`);
  if (s.city !== undefined)
    lines.push(`★ ${t("city")}${s.city ? `: ${ww4NationName(view, s.city)}` : ""}${s.capital ? ` (${t("capital_of", { name: ww4NationName(view, s.capital) })})` : ""}`);
  if (s.fort) lines.push(`▲ ${t("fort")}: ${ww4NationName(view, s.fort)}`);
  for (const [colour, kinds] of Object.entries(s.units || {})) {
    const routed = (s.routed || {})[colour];
    lines.push(`${ww4NationName(view, colour)}: ${kindsText(kinds)}${routed ? ` (${t("routed")}: ${kindsText(routed)})` : ""}`);
  }
  for (const ship of s.ships || []) {
    const cargo = kindsText(ship.cargo);
    lines.push(`${ship.kind} (${ww4NationName(view, ship.owner)})${cargo ? `: ${cargo}` : ""}${ship.routed ? ` (${t("routed")})` : ""}`);
  }
  return lines.join("\n");
}
// A value of a decision's or a combat's data, readable: spaces and nations by name, lists joined.
function ww4Value(view, key, v, board) {
  if (v == null) return "—";
  if (["space", "target", "source", "from", "to"].includes(key)) return spaceName(board, ww4SpaceId(view, v));
  if (["nation", "invader", "by", "holder"].includes(key) && (typeof v === "number" || typeof v === "string")) return ww4NationName(view, v);
  if (key === "defenders" && Array.isArray(v)) return v.map((n) => ww4NationName(view, n)).join(", ");
  if (key === "side") return v === "A" ? t("attacker") : v === "D" ? t("defender") : String(v);
  if (key === "options" && Array.isArray(v))
    return v.map((o) => (Array.isArray(o) ? `${o[0]}${o[1] ? ` (${t("routed")})` : ""}` : typeof o === "object" ? JSON.stringify(o) : String(o))).join(", ");
  if (Array.isArray(v)) return v.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${typeof x === "object" ? JSON.stringify(x) : x}`).join(", ");
  return String(v);
}
function ww4Decision(view, board) {
  const d = view.decision;
  if (!d) return null;
  const data = Object.entries(d.data || {}).map(([k, v]) => `${prettify(k).toLowerCase()}: ${ww4Value(view, k, v, board)}`);
  return `✋ ${t("decision_of", { name: ww4NationName(view, d.nation), kind: prettify(d.kind) })}${data.length ? ` — ${data.join(" · ")}` : ""}`;
}
function ww4Combat(view, board) {
  const c = view.combat;
  if (!c || c.space == null) return null;
  const parts = [
    t("combat_in", { space: spaceName(board, ww4SpaceId(view, c.space)) }),
    `${ww4NationName(view, c.invader)} × ${ww4Value(view, "defenders", c.defenders || [], board)}`,
  ];
  if (c.round != null) parts.push(t("round", { n: c.round }));
  if (c.phase) parts.push(prettify(c.phase));
  const pending = (c.pending || []).map((p) => `${p.side === "A" ? t("attacker") : t("defender")} ${p.result}`);
  if (pending.length) parts.push(`${t("casualties")}: ${pending.join(", ")}`);
  const more = (view.combats || []).filter((x) => x !== ww4SpaceId(view, c.space)).length;
  if (more) parts.push(t("more_combats", { n: more }));
  return `⚔ ${parts.join(" · ")}`;
}
// The board of the page, kept by spaces() for status(), which is not given it.
let ww4Board = null;
const WW4 = {
  spaces(view, board) {
    ww4Board = board;
    const out = {};
    const fights = new Set([...(view.combats || []), view.combat ? ww4SpaceId(view, view.combat.space) : null].filter(Boolean));
    for (const s of view.spaces || []) {
      const { controller, contested } = ww4Controller(view, s);
      let count = 0;
      for (const kinds of Object.values(s.units || {})) for (const n of Object.values(kinds)) if (typeof n === "number") count += n;
      for (const ship of s.ships || []) {
        count += 1;
        for (const n of Object.values(ship.cargo || {})) if (typeof n === "number") count += n;
      }
      const marks = `${s.city !== undefined ? "★" : ""}${s.fort ? "▲" : ""}${fights.has(s.id) || (contested && !s.water) ? "⚔" : ""}`;
      const nation = controller && ww4Nation(view, controller);
      const active = nation && nation.played && nation.active;
      const css = controller ? COLOURS[controller] || controller : null;
      out[s.id] = {
        owner: nation && nation.seat != null ? nation.seat : null,
        count: count || marks ? `${count || ""}${marks}` : null,
        // An unplayed or fallen nation's pieces are barbarians: its colour, greyed.
        colour: css && nation && !active ? mix(css, COLOURS.grey) : css,
        title: ww4Tooltip(view, s, board, controller),
      };
    }
    return out;
  },
  seatColour(view, seat) {
    const n = (view.nations || []).find((x) => x.seat === seat);
    return (n && COLOURS[n.colour]) || PALETTE[seat % PALETTE.length];
  },
  seatStats(view, seat) {
    const mine = (view.nations || []).filter((n) => n.seat === seat);
    return mine
      .map((n) => {
        const parts = [mine.length > 1 ? localName(n.name) : null, `${t("money")} C${n.money}`, `${n.hand_count} ${t("cards")}`, `${(n.control || []).length} ${t("territories")}`];
        const pool = kindsText(n.pool);
        if (pool) parts.push(`${t("to_deploy")}: ${pool}`);
        if (n.played && !n.active) parts.push(t("eliminated"));
        return parts.filter(Boolean).join(" · ");
      });
  },
  status(view) {
    const board = ww4Board;
    const out = [];
    if (view.turn != null) out.push(t("turn_n", { n: view.turn }));
    if (view.step) out.push(t("phase", { phase: prettify(view.step) }));
    if (view.nation) out.push(`⚑ ${ww4NationName(view, view.nation)}`);
    const combat = ww4Combat(view, board);
    if (combat) out.push(combat);
    const decision = ww4Decision(view, board);
    if (decision) out.push(decision);
    return out;
  },
  // One's own Innovation cards, and the cards shared with one.
  hand(view, board) {
    const mine = new Set(view.your_nations || []);
    const own = (view.nations || []).filter((n) => mine.has(n.colour));
    if (!own.length) return null;
    const rows = [];
    for (const n of own) {
      rows.push(`${localName(n.name)}: ${t("money")} C${n.money}`);
      for (const c of n.hand || []) rows.push(GENERIC.cardText(c, board));
    }
    for (const [, c] of Object.entries(view.shared || {}))
      rows.push(`⇄ ${localName(c.name)} (${c.holder ? ww4NationName(view, c.holder) : "—"})`);
    return rows;
  },
  // World Rule: all the Cities at one's Control Lands step (or the last King standing).
  objective(view) {
    const mine = new Set(view.your_nations || []);
    const cities = (view.spaces || []).filter((s) => s.city !== undefined);
    if (!mine.size || !cities.length) return null;
    const held = cities.filter((s) => mine.has(s.city)).length;
    return t("ww4_goal", { n: cities.length, held });
  },
  cardText(card, board) {
    return card && typeof card === "object" && card.name ? localName(card.name) : GENERIC.cardText(card, board);
  },
  isAttack() {
    return false;
  },
};
HINTS.ww4 = WW4;

// A space's `title` from spaces() is its tooltip: written into the map's shape and marker (map.js names them).
const SVG_NS = "http://www.w3.org/2000/svg";
function writeTooltips(state) {
  if (typeof document === "undefined") return;
  for (const [id, s] of Object.entries(state)) {
    if (!s || typeof s.title !== "string") continue;
    for (const node of document.querySelectorAll(`svg.map [data-id="${CSS.escape(id)}"]`)) {
      let title = [...node.children].find((c) => c.tagName.toLowerCase() === "title");
      if (!title) {
        title = document.createElementNS(SVG_NS, "title");
        node.prepend(title);
      }
      if (title.textContent !== s.title) title.textContent = s.title;
    }
  }
}

export function hintsFor(rulesetId) {
  const hints = { ...GENERIC, ...(HINTS[rulesetId] || {}) };
  const spaces = hints.spaces;
  hints.spaces = (view, board) => {
    const state = spaces(view, board);
    writeTooltips(state);
    return state;
  };
  return hints;
}
