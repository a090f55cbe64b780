// Drawing hints for War! Age of Imperialism: spaces list {id, owner: empire colour, units: {colour: {piece: n}},
// ships, buildings, fort, school, native, native_seen, resource, undeveloped}, empires by colour id (a seat may play several
// empires, each drawn in its own colour; the 1886 scenario names them by nation, with a "paint" colour).

import { addStrings, has, localName, t } from "../i18n.js";
import { COLOURS, PALETTE, kindPairs, kindsText, prettify, spaceName } from "./generic.js";
import { battleAsk, battleCard, battleGroup, battleNow, battleStatus } from "./imperialism-battle.js";
import { interruptWords, phaseWords, techWords } from "../status-words.js";

// The parts of an empire's income (production.py's INCOME_PARTS), in both languages.
addStrings({
  en: { aoi_income_regions: "regions", aoi_income_buildings: "buildings", aoi_income_railroads: "railroads",
    aoi_income_factories: "factories", aoi_income_resources: "resources", aoi_income_sets: "sets of four",
    aoi_income_global_regions: "global regions" },
  pt: { aoi_income_regions: "regiões", aoi_income_buildings: "construções", aoi_income_railroads: "ferrovias",
    aoi_income_factories: "fábricas", aoi_income_resources: "recursos", aoi_income_sets: "conjuntos de quatro",
    aoi_income_global_regions: "regiões globais" },
});
// A face-down native marker everyone saw turned up (native_seen) shows its number: it is public knowledge.
addStrings({
  en: { aoi_native_seen: "face down, seen: {value}" },
  pt: { aoi_native_seen: "virado para baixo, visto: {value}" },
});
function nativeText(s) {
  return s.native_seen != null ? t("aoi_native_seen", { value: s.native_seen }) : s.native;
}
function incomeWord(part) {
  return has(`aoi_income_${part}`) ? t(`aoi_income_${part}`) : prettify(part).toLowerCase();
}

function empireOf(view, colour) {
  return (view.empires || []).find((e) => e.colour === colour);
}
function empireName(view, colour) {
  const e = empireOf(view, colour);
  return e ? localName(e.names || e.name) : prettify(colour);
}
// An empire as the space panel names it: its seat, name and map colour.
function empireWho(view, colour) {
  const e = empireOf(view, colour);
  const paint = (e && e.paint) || colour;
  return { seat: e ? e.seat : null, name: empireName(view, colour), colour: COLOURS[paint] || paint };
}
// The space's details, for its tooltip: one line each.
function imperialismTooltip(view, s, board) {
  const lines = [spaceName(board, s.id)];
  if (s.owner) lines.push(empireName(view, s.owner));
  const built = [...(s.buildings || []).map((b) => t(`bld_${b}`)), s.fort ? t("bld_fort") : null, s.school ? t("bld_school") : null]
    .filter(Boolean);
  if (built.length) lines.push(`${t("buildings")}: ${built.join(", ")}`);
  if (s.native != null) lines.push(`${t("native_marker")}: ${nativeText(s)}`);
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
// The colours of the ships' owners in a space, each once, for the map's ship marks.
function shipColours(view, s) {
  const out = [];
  for (const ship of s.ships || []) {
    const c = empireWho(view, ship.owner).colour;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

export const IMPERIALISM = {
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
        ships: shipColours(view, s),
      };
    }
    return out;
  },
  // The space panel: owner, buildings, markers, pieces by empire and kind, ships with their cargo.
  detail(view, id) {
    const s = (view.spaces || []).find((x) => x.id === id) || { id };
    const buildings = [...(s.buildings || []).map((b) => t(`bld_${b}`)), s.fort ? t("bld_fort") : null, s.school ? t("bld_school") : null];
    const markers = [];
    if (s.native != null) markers.push(`${t("native_marker")}: ${nativeText(s)}`);
    if (s.resource != null) markers.push(`${t("resource_marker")}: ${s.resource}${s.undeveloped ? ` (${t("undeveloped")})` : ""}`);
    return {
      owner: s.owner ? empireWho(view, s.owner) : null,
      units: Object.entries(s.units || {}).map(([c, kinds]) => ({ owner: empireWho(view, c), kinds: kindPairs(kinds) })),
      buildings: buildings.filter(Boolean),
      markers,
      ships: (s.ships || []).map((ship) => ({ owner: empireWho(view, ship.owner), kind: "ship", cargo: kindPairs(ship.cargo) })),
      facts: [],
    };
  },
  seatColour(view, seat) {
    const e = (view.empires || []).find((x) => x.seat === seat);
    const paint = e && (e.paint || e.colour);
    return (paint && (COLOURS[paint] || paint)) || PALETTE[seat % PALETTE.length];
  },
  out(view, seat) { // every empire the seat plays is out
    const mine = (view.empires || []).filter((e) => e.seat === seat);
    return mine.length > 0 && mine.every((e) => e.eliminated);
  },
  seatStats(view, seat) {
    const mine = (view.empires || []).filter((e) => e.seat === seat);
    return mine
      .map((e) => {
        const parts = [`${mine.length > 1 ? `${localName(e.names || e.name)}: ` : ""}${e.regions} ${t("territories")}`, `${e.pp} PP`];
        if (e.income && typeof e.income.total === "number") parts.push(`${t("income")} ${e.income.total}`);
        if (e.techs && e.techs.length) parts.push(`${t("techs")}: ${e.techs.map(techWords).join(", ")}`);
        if (e.at_war_with && e.at_war_with.length)
          parts.push(`${t("at_war_with")} ${e.at_war_with.map((c) => empireName(view, c)).join(", ")}`);
        if (e.planned_count) parts.push(`${t("planned")} ${e.planned_count}`);
        if (e.eliminated) parts.push(t("eliminated"));
        return parts.join(" · ");
      });
  },
  status(view, board) {
    const out = [];
    if (view.turn != null) out.push(`${t("turn_n", { n: view.turn })}${view.round ? ` · ${t("round", { n: view.round })}` : ""}`);
    if (view.phase) out.push(t("phase", { phase: phaseWords(view.phase) }));
    if (view.deciding_empire) out.push(`⚑ ${empireName(view, view.deciding_empire)}`);
    const i = view.interrupt;
    if (battleNow(view)) out.push(...battleStatus(view, board)); // the battle in words, not its data
    // Any other decision out of turn in words, never its data (the board panel shows what it is about).
    else if (i && i.kind) out.push(`✋ ${interruptWords(i.kind, (i.deciders || []).map((c) => empireName(view, c)))}`);
    return out;
  },
  // A battle decided roll by roll (imperialism-battle.js): the decision's note, the battle card, the choices'
  // groups, and which actions are decisions inside a battle already started.
  battleAsk,
  battleCard,
  group: battleGroup,
  // One's own empires: the income by source, and the purchases planned (Plan & Reveal).
  hand(view, board) {
    const mine = new Set(view.your_empires || []);
    const rows = [];
    for (const e of view.empires || []) {
      if (!mine.has(e.colour)) continue;
      const income = Object.entries(e.income || {}).filter(([k, n]) => k !== "total" && n);
      rows.push(`${localName(e.names || e.name)}: ${e.pp} PP${income.length ? ` · ${t("income")}: ${income.map(([k, n]) => `${incomeWord(k)} ${n}`).join(", ")}` : ""}`);
      for (const p of e.planned || []) rows.push(`${localName(e.names || e.name)}: ${p.piece} → ${spaceName(board, p.where)}`);
    }
    return rows.length ? rows : null;
  },
  objective(view) {
    return view.level === "advanced" ? t("imp_goal_points") : t("imp_goal_regions");
  },
};
