// The status bar's words for ids a view carries: a phase, step or interrupt id (the ph_* keys of board-words.js,
// with the decisions asked out of turn added here), and War! Age of Imperialism's technologies ("industry-2"). An
// id without words reads as itself made readable, never as raw data.

import { addStrings, has, t } from "./i18n.js";
import "./board-words.js";

addStrings({
  en: {
    ph_encounter: "a sea encounter",
    ph_join: "joining a sea battle",
    ph_passage: "passage through the straits",
    ph_peace: "an offer of peace",
    ph_battle: "a battle's decision",
    interrupt_asks: "{what}: {who} to decide",
    aoi_tech_industry: "Industry",
    aoi_tech_education: "Education",
    aoi_tech_science: "Science",
    aoi_tech_metallurgy: "Metallurgy",
    aoi_tech_rifles: "Rifles",
  },
  pt: {
    ph_encounter: "um encontro no mar",
    ph_join: "entrar numa batalha naval",
    ph_passage: "passagem pelo estreito",
    ph_peace: "uma oferta de paz",
    ph_battle: "uma decisão de batalha",
    interrupt_asks: "{what}: {who} decide",
    aoi_tech_industry: "Indústria",
    aoi_tech_education: "Educação",
    aoi_tech_science: "Ciência",
    aoi_tech_metallurgy: "Metalurgia",
    aoi_tech_rifles: "Fuzis",
  },
});

// An id as a person reads it: "free-deploy" -> "free deploy".
function readable(id) {
  return String(id).replace(/[_-]+/g, " ");
}

// A phase, step or interrupt id in words (the page's language).
export function phaseWords(id) {
  if (id == null || id === "") return "";
  return has(`ph_${id}`) ? t(`ph_${id}`) : readable(id);
}

// A technology of War! Age of Imperialism ("industry-2") in words: its line and level ("Indústria 2").
export function techWords(id) {
  const m = /^([a-z]+)-(\d+)$/.exec(String(id));
  if (!m || !has(`aoi_tech_${m[1]}`)) return readable(id);
  return `${t(`aoi_tech_${m[1]}`)} ${m[2]}`;
}

// A decision asked while the turn is another's (an interrupt), in words: what it is and who decides; its data
// (pieces, rolls, ids) is the board panel's to show.
export function interruptWords(kind, deciders) {
  return t("interrupt_asks", { what: phaseWords(kind), who: deciders.join(", ") || "?" });
}
