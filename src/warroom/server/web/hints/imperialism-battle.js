// War! Age of Imperialism's battle in progress (option battle_choices=each-roll), read from the view's
// `battle_now` (battle_view.py: the region or sea and the empires by id, the armies by piece kind, the rolls so
// far): the status line's phrases, the note above a battle decision, and the battle card's lines. Also the
// names of the decision groups (the chooser groups the choices by action type; a kept policy is a group of its
// own: "Always"). Every word in English and Portuguese; names are shown as text.

import { addStrings, localName, t } from "../i18n.js";
import { kindWord, prettify, spaceName } from "./generic.js";

addStrings({
  en: {
    bn_title: "Battle in {where}",
    bn_status: "Battle in {where}: {attacker} attacks {defender}",
    bn_deciding: "{name} decides",
    bn_natives: "the natives",
    bn_attacker: "attacker",
    bn_defender: "defender",
    bn_sent: "This roll: {name} sends {piece}",
    bn_roll: "Roll {n}: {attacker} {atotal} ({adice}) v {defender} {dtotal} ({ddice})",
    bn_pieces: "{attack} v {defend}",
    bn_lost: "{name} loses {what}",
    bn_no_loss: "no piece lost",
    bn_ask_defender: "{attacker} sends {piece} into this roll: choose the piece that answers, or a policy for the rest of the battle.",
    bn_ask_attacker: "Choose the piece you send into this roll, or a policy for the rest of the battle.",
    bn_ask_other: "Your decision in the battle in {where}.",
    your_decision: "Your decision",
    act_battle_send: "Send a piece",
    act_battle_reserve: "Hold in reserve",
    act_battle_remove: "Eliminate a piece",
    act_battle_match: "Match the pieces",
    act_battle_retreat: "Retreat or fight on",
    act_battle_hit: "Take the hit",
    act_battle_policy: "The rest of this battle by a policy",
    act_battle_policy_keep: "Always (standing preference)",
  },
  pt: {
    bn_title: "Batalha em {where}",
    bn_status: "Batalha em {where}: {attacker} ataca {defender}",
    bn_deciding: "{name} decide",
    bn_natives: "os nativos",
    bn_attacker: "atacante",
    bn_defender: "defensor",
    bn_sent: "Nesta rolagem: {name} envia {piece}",
    bn_roll: "Rolagem {n}: {attacker} {atotal} ({adice}) x {defender} {dtotal} ({ddice})",
    bn_pieces: "{attack} x {defend}",
    bn_lost: "{name} perde {what}",
    bn_no_loss: "nenhuma peça perdida",
    bn_ask_defender: "{attacker} envia {piece} para esta rolagem: escolha a peça que responde, ou uma política para o resto da batalha.",
    bn_ask_attacker: "Escolha a peça que você envia para esta rolagem, ou uma política para o resto da batalha.",
    bn_ask_other: "Sua decisão na batalha em {where}.",
    your_decision: "Sua decisão",
    act_battle_send: "Enviar uma peça",
    act_battle_reserve: "Manter na reserva",
    act_battle_remove: "Eliminar uma peça",
    act_battle_match: "Escolher as peças",
    act_battle_retreat: "Recuar ou continuar",
    act_battle_hit: "Receber o tiro",
    act_battle_policy: "O resto desta batalha com uma política",
    act_battle_policy_keep: "Sempre (preferência permanente)",
  },
});

// The battle waiting for a decision, or null.
export function battleNow(view) {
  const b = view && view.battle_now;
  return b && typeof b.where === "string" ? b : null;
}

function sideName(view, colour) {
  if (colour === "natives") return t("bn_natives");
  const e = (view.empires || []).find((x) => x.colour === colour);
  return e ? localName(e.names || e.name) : prettify(colour || "?");
}

function army(kinds) {
  return Object.entries(kinds || {})
    .filter(([, n]) => typeof n === "number" && n > 0)
    .map(([k, n]) => `${n} ${kindWord(k)}`)
    .join(", ");
}

const dice = (list) => (Array.isArray(list) ? list.join(" ") : "");

// A roll of the battle in words: both totals with their dice, the pieces matched, and what each side lost.
function rollText(view, b, r, i) {
  const [a, d] = [sideName(view, b.attacker), sideName(view, b.defender)];
  let text = t("bn_roll", { n: i + 1, attacker: a, atotal: r.attacker_total ?? r.attacker_hits ?? "?", adice: dice(r.attacker_dice),
    defender: d, dtotal: r.defender_total ?? r.defender_hits ?? "?", ddice: dice(r.defender_dice) });
  if (Array.isArray(r.pieces)) text += ` · ${t("bn_pieces", { attack: kindWord(r.pieces[0]), defend: kindWord(r.pieces[1]) })}`;
  const lost = [];
  if (army(r.attacker_lost)) lost.push(t("bn_lost", { name: a, what: army(r.attacker_lost) }));
  if (army(r.defender_lost)) lost.push(t("bn_lost", { name: d, what: army(r.defender_lost) }));
  return `${text} — ${lost.length ? lost.join(", ") : t("bn_no_loss")}`;
}

// The status line's phrases: where, who fights whom, who decides.
export function battleStatus(view, board) {
  const b = battleNow(view);
  if (!b) return [];
  const deciding = b.deciding === "defender" ? b.defender : b.attacker;
  return [
    `⚔ ${t("bn_status", { where: spaceName(board, b.where), attacker: sideName(view, b.attacker), defender: sideName(view, b.defender) })}`,
    `✋ ${t("bn_deciding", { name: sideName(view, deciding) })}`,
  ];
}

// What the seat deciding is asked, above its choices (the attacker's piece for a Basic defender).
export function battleAsk(view, board) {
  const b = battleNow(view);
  if (!b) return null;
  if (b.level === "basic" && b.deciding === "defender" && b.sent)
    return t("bn_ask_defender", { attacker: sideName(view, b.attacker), piece: kindWord(b.sent) });
  if (b.level === "basic" && b.deciding === "attacker") return t("bn_ask_attacker");
  return t("bn_ask_other", { where: spaceName(board, b.where) });
}

// The battle card: a title, each side with its role, colour and pieces left, the attacker's piece this roll, who
// decides, and the rolls so far (newest first).
export function battleCard(view, board) {
  const b = battleNow(view);
  if (!b) return null;
  const side = (colour, role, kinds) => {
    const e = (view.empires || []).find((x) => x.colour === colour);
    return { seat: e ? e.seat : null, name: sideName(view, colour), role: t(role), army: army(kinds) };
  };
  const rounds = b.rounds || [];
  return {
    title: t("bn_title", { where: spaceName(board, b.where) }),
    sides: [side(b.attacker, "bn_attacker", (b.armies || [])[0]), side(b.defender, "bn_defender", (b.armies || [])[1])],
    sent: b.sent ? t("bn_sent", { name: sideName(view, b.attacker), piece: kindWord(b.sent) }) : null,
    deciding: t("bn_deciding", { name: sideName(view, b.deciding === "defender" ? b.defender : b.attacker) }),
    rolls: rounds.map((r, i) => rollText(view, b, r, i)).reverse(),
  };
}

// The chooser's group of an action: a policy kept as the standing preference apart from one for this battle.
export function battleGroup(action) {
  return action.type === "battle_policy" && action.keep && action.policy !== "ask" ? "battle_policy_keep" : action.type || "action";
}

// A decision inside a battle already started (no odds to show before it).
export function battleDecision(action) {
  return /^battle_/.test(action.type || "");
}
