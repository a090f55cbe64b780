// The words of the map (map.js), its space panel (spacepanel.js) and the seat letters (seatmark.js), in English
// and Portuguese: this module adds them to i18n.js's tables when it is imported. `unitName` names a piece kind.

import { addStrings, has, t } from "./i18n.js";
import { prettify } from "./hints.js";

addStrings({
  en: {
    map_zoom_in: "Zoom in",
    map_zoom_out: "Zoom out",
    map_home: "Back to your spaces",
    map_letters: "Letters",
    map_letters_help: "Show a letter beside each seat's colour, on the map and in the lists",
    panel_close: "Close",
    panel_owner: "Owner",
    panel_nobody: "nobody",
    panel_units: "Pieces",
    panel_no_units: "No pieces here.",
    panel_buildings: "Buildings",
    panel_markers: "Markers",
    panel_ships: "Ships",
    panel_cargo: "carrying {what}",
    panel_empty_ship: "empty",
    panel_routed: "routed: {what}",
    unit_armies: "armies",
    unit_inf: "infantry",
    unit_cav: "cavalry",
    unit_art: "artillery",
    unit_ldr: "leader",
    unit_explorer: "explorer",
    unit_engineer: "engineer",
    unit_ship: "ship",
    unit_armor: "armor",
    unit_artillery: "artillery",
    unit_bomber: "bomber",
    unit_cavalry: "cavalry",
    unit_king: "King",
    unit_militia: "militia",
    unit_soldier: "soldier",
    unit_spy: "spy",
    unit_destroyer: "destroyer",
    unit_frigate: "frigate",
  },
  pt: {
    map_zoom_in: "Aproximar",
    map_zoom_out: "Afastar",
    map_home: "Voltar aos seus espaços",
    map_letters: "Letras",
    map_letters_help: "Mostrar uma letra ao lado da cor de cada lugar, no mapa e nas listas",
    panel_close: "Fechar",
    panel_owner: "Dono",
    panel_nobody: "ninguém",
    panel_units: "Peças",
    panel_no_units: "Nenhuma peça aqui.",
    panel_buildings: "Construções",
    panel_markers: "Marcadores",
    panel_ships: "Navios",
    panel_cargo: "levando {what}",
    panel_empty_ship: "vazio",
    panel_routed: "em debandada: {what}",
    unit_armies: "exércitos",
    unit_inf: "infantaria",
    unit_cav: "cavalaria",
    unit_art: "artilharia",
    unit_ldr: "líder",
    unit_explorer: "explorador",
    unit_engineer: "engenheiro",
    unit_ship: "navio",
    unit_armor: "blindado",
    unit_artillery: "artilharia",
    unit_bomber: "bombardeiro",
    unit_cavalry: "cavalaria",
    unit_king: "Rei",
    unit_militia: "milícia",
    unit_soldier: "soldado",
    unit_spy: "espião",
    unit_destroyer: "destróier",
    unit_frigate: "fragata",
  },
});

// A piece kind in the current language (an unknown kind written out from its id).
export function unitName(kind) {
  return has(`unit_${kind}`) ? t(`unit_${kind}`) : prettify(kind);
}

// [[kind, n], ...] as "3 infantry, 1 artillery".
export function kindsWords(pairs) {
  return pairs.map(([k, n]) => `${n} ${unitName(k)}`).join(", ");
}
