// Drawing hints for the WAR family: Grow's WAR and Império Romano (armies on the map, reinforcements and card
// trades in the status line), and War Cards (no armies: a territory is its card; dice cards in the hand).

import { localName, t } from "../i18n.js";
import { GENERIC, dieFaces, prettify } from "./generic.js";

export const WAR = {
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
};

export const WAR_CARDS = {
  cardText(card, board) {
    if (card && card.kind === "dice")
      return `${card.id}: ${t("attack")} ${dieFaces(card.attack)} · ${t("defence")} ${dieFaces(card.defence)}`;
    // A special card by its name and what it does, in the reader's language (never its fields raw).
    if (card && card.kind === "special" && card.name)
      return `${localName(card.names || card.name)}: ${localName(card.texts || card.text)}`;
    return GENERIC.cardText(card, board);
  },
  hand(view, board) {
    return Array.isArray(view.hand) ? view.hand.map((c) => WAR_CARDS.cardText(c, board)) : null;
  },
  battle(view, events) {
    return GENERIC.battle(view, events);
  },
};
