// Drawing hints for World War IV. The view: spaces a list in board order {id, water, c, f, fort, city, capital,
// units: {colour: {kind: n}}, routed, ships}; nations {colour, name, seat, money, pool, control, hand_count, hand
// (one's own)}; the combat in progress and the pending decision name spaces and nations by index (spaces in board
// order; nations in colour order, past the last "grey", the barbarians).

import { addStrings, has, localName, t } from "../i18n.js";
import { COLOURS, GENERIC, PALETTE, kindPairs, kindWord, kindsText, prettify, spaceName } from "./generic.js";
import { phaseWords } from "../status-words.js";

function mix(a, b) {
  const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  if (!/^#[0-9a-f]{6}$/i.test(a) || !/^#[0-9a-f]{6}$/i.test(b)) return a;
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v * 0.45 + y[i] * 0.55).toString(16).padStart(2, "0")).join("")}`;
}
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
  // `names`: every language (the view's `name` is the English).
  const name = localName(n.names || n.name);
  return n.played && n.active ? name : `${name} (${t("barbarians").toLowerCase()})`;
}
// A card's name in the page's language (``names``: every language; ``name``: the English of older views).
function ww4CardName(card) {
  return localName(card.names || card.name);
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
    lines.push(`${kindWord(ship.kind)} (${ww4NationName(view, ship.owner)})${cargo ? `: ${cargo}` : ""}${ship.routed ? ` (${t("routed")})` : ""}`);
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
  if (key === "casualty") return ww4Word("casualty", v);
  if (key === "options" && Array.isArray(v))
    return v.map((o) => (Array.isArray(o) ? `${kindWord(o[0])}${o[1] ? ` (${t("routed")})` : ""}` : typeof o === "object" ? JSON.stringify(o) : String(o))).join(", ");
  if (Array.isArray(v)) return v.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${typeof x === "object" ? JSON.stringify(x) : x}`).join(", ");
  return String(v);
}
addStrings({
  en: {
    royal_guard_ask: "Royal Guard: {name}'s King falls in {space}. Give up another of your units there in his place, or let him go",
    // A decision's kind, a combat's phase and a decision's fields (the catalogue's ww4.decision.* and ww4.phase.*).
    "ww4_decision_royal-guard": "Royal Guard",
    ww4_decision_bombard: "Bombardment",
    ww4_decision_assign: "Casualty",
    ww4_decision_recon: "Reconnaissance",
    ww4_decision_withdraw: "Withdrawal",
    ww4_decision_pillage: "Pillage or capture",
    ww4_phase_attack: "attack",
    ww4_phase_rally: "rally",
    ww4_phase_maneuver: "maneuver",
    ww4_phase_pillage: "pillage",
    ww4_phase_bombardment: "bombardment",
    ww4_phase_regular: "regular combat",
    ww4_field_space: "space",
    ww4_field_side: "side",
    ww4_field_max: "at most",
    ww4_field_casualty: "casualty",
    ww4_field_options: "options",
    ww4_field_units: "units",
    ww4_field_guards: "guards",
    ww4_field_nation: "nation",
    ww4_field_to: "to",
    ww4_field_target: "target",
    ww4_casualty_kill: "killed",
    ww4_casualty_rout: "routed",
  },
  pt: {
    royal_guard_ask: "Guarda Real: o Rei de {name} cai em {space}. Entregue outra unidade sua ali no lugar dele, ou deixe-o ir",
    "ww4_decision_royal-guard": "Guarda Real",
    ww4_decision_bombard: "Bombardeio",
    ww4_decision_assign: "Baixa",
    ww4_decision_recon: "Reconhecimento",
    ww4_decision_withdraw: "Retirada",
    ww4_decision_pillage: "Saquear ou capturar",
    ww4_phase_attack: "ataque",
    ww4_phase_rally: "reagrupar",
    ww4_phase_maneuver: "manobra",
    ww4_phase_pillage: "saque",
    ww4_phase_bombardment: "bombardeio",
    ww4_phase_regular: "combate regular",
    ww4_field_space: "espaço",
    ww4_field_side: "lado",
    ww4_field_max: "no máximo",
    ww4_field_casualty: "baixa",
    ww4_field_options: "opções",
    ww4_field_units: "unidades",
    ww4_field_guards: "guardas",
    ww4_field_nation: "nação",
    ww4_field_to: "para",
    ww4_field_target: "alvo",
    ww4_casualty_kill: "morta",
    ww4_casualty_rout: "em debandada",
  },
});
// A word of this ruleset by prefix and id (a decision's kind, a combat's phase, a field), else the id readable.
function ww4Word(prefix, id) {
  return has(`ww4_${prefix}_${id}`) ? t(`ww4_${prefix}_${id}`) : prettify(id);
}

// Fields of a decision that are the engine's bookkeeping, not words for a person (unit and card ids, the
// Kings waiting their turn, the neutral policy's own answer).
const BOOKKEEPING = new Set(["king", "queue", "card", "policy"]);

function ww4Decision(view, board) {
  const d = view.decision;
  if (!d) return null;
  if (d.kind === "royal-guard" && d.data)
    return `✋ ${t("royal_guard_ask", { name: ww4NationName(view, d.nation), space: spaceName(board, ww4SpaceId(view, d.data.space)) })}`;
  const data = Object.entries(d.data || {})
    .filter(([k]) => !BOOKKEEPING.has(k))
    .map(([k, v]) => `${ww4Word("field", k).toLowerCase()}: ${ww4Value(view, k, v, board)}`);
  return `✋ ${t("decision_of", { name: ww4NationName(view, d.nation), kind: ww4Word("decision", d.kind) })}${data.length ? ` — ${data.join(" · ")}` : ""}`;
}
function ww4Combat(view, board) {
  const c = view.combat;
  if (!c || c.space == null) return null;
  const parts = [
    t("combat_in", { space: spaceName(board, ww4SpaceId(view, c.space)) }),
    `${ww4NationName(view, c.invader)} × ${ww4Value(view, "defenders", c.defenders || [], board)}`,
  ];
  if (c.round != null) parts.push(t("round", { n: c.round }));
  if (c.phase) parts.push(ww4Word("phase", c.phase));
  const pending = (c.pending || []).map((p) => `${p.side === "A" ? t("attacker") : t("defender")} ${ww4Word("casualty", p.result)}`);
  if (pending.length) parts.push(`${t("casualties")}: ${pending.join(", ")}`);
  const more = (view.combats || []).filter((x) => x !== ww4SpaceId(view, c.space)).length;
  if (more) parts.push(t("more_combats", { n: more }));
  return `⚔ ${parts.join(" · ")}`;
}
// A nation as the space panel names it: its seat (null for barbarians), name and map colour.
function ww4Who(view, colour) {
  const n = ww4Nation(view, colour);
  return { seat: n && n.seat != null ? n.seat : null, name: ww4NationName(view, colour), colour: COLOURS[colour] || colour };
}
// The colours of the ships' owners in a space, each once, for the map's ship marks.
function ww4ShipColours(view, s) {
  const out = [];
  for (const ship of s.ships || []) {
    const c = COLOURS[ship.owner] || ship.owner;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}
// The board of the page, kept by spaces() for status(), which is not given it.
let ww4Board = null;
export const WW4 = {
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
        ships: ww4ShipColours(view, s),
      };
    }
    return out;
  },
  // The space panel: who Controls it, its values, City and Fort, units by nation and kind, ships and cargo.
  detail(view, id) {
    const s = (view.spaces || []).find((x) => x.id === id) || { id };
    const { controller } = ww4Controller(view, s);
    const facts = [];
    if (!s.water && s.c != null) facts.push(`C${s.c} · F${s.f ?? "?"}`);
    if (s.city !== undefined)
      facts.push(`★ ${t("city")}${s.city ? `: ${ww4NationName(view, s.city)}` : ""}${s.capital ? ` (${t("capital_of", { name: ww4NationName(view, s.capital) })})` : ""}`);
    return {
      owner: controller ? ww4Who(view, controller) : null,
      units: Object.entries(s.units || {}).map(([c, kinds]) => ({
        owner: ww4Who(view, c),
        kinds: kindPairs(kinds),
        routed: kindPairs((s.routed || {})[c]),
      })),
      buildings: s.fort ? [`▲ ${t("fort")}: ${ww4NationName(view, s.fort)}`] : [],
      markers: [],
      ships: (s.ships || []).map((ship) => ({ owner: ww4Who(view, ship.owner), kind: ship.kind, cargo: kindPairs(ship.cargo), routed: !!ship.routed })),
      facts,
    };
  },
  seatColour(view, seat) {
    const n = (view.nations || []).find((x) => x.seat === seat);
    return (n && COLOURS[n.colour]) || PALETTE[seat % PALETTE.length];
  },
  out(view, seat) { // every nation the seat plays is out
    const mine = (view.nations || []).filter((n) => n.seat === seat && n.played);
    return mine.length > 0 && mine.every((n) => !n.active);
  },
  seatStats(view, seat) {
    const mine = (view.nations || []).filter((n) => n.seat === seat);
    return mine
      .map((n) => {
        const parts = [mine.length > 1 ? localName(n.names || n.name) : null, `${t("money")} C${n.money}`, `${n.hand_count} ${t("cards")}`, `${(n.control || []).length} ${t("territories")}`];
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
    if (view.step) out.push(t("phase", { phase: phaseWords(view.step) }));
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
      rows.push(`${localName(n.names || n.name)}: ${t("money")} C${n.money}`);
      // A card with its rules, both in the page's language (the view carries every language).
      for (const c of n.hand || []) rows.push(c && c.text ? `${ww4CardName(c)}: ${localName(c.text)}` : GENERIC.cardText(c, board));
    }
    for (const [, c] of Object.entries(view.shared || {}))
      rows.push(`⇄ ${ww4CardName(c)} (${c.holder ? ww4NationName(view, c.holder) : "—"})`);
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
    return card && typeof card === "object" && card.name ? ww4CardName(card) : GENERIC.cardText(card, board);
  },
  isAttack() {
    return false;
  },
};
