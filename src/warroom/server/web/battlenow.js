// The game page's battle in progress (a ruleset whose hints read one: War! Age of Imperialism's battles decided
// roll by roll, hints/imperialism-battle.js): a card that everyone at the table sees, seats and spectators, with
// each side's pieces left, the attacker's piece this roll, who decides and the rolls so far; and the note above
// the choices of the seat asked. Methods mixed into the game page.

import { fill, h } from "./dom.js";

export class BattleNowPart {
  renderBattleNow() {
    const box = this.el.battleNow;
    const rv = (this.view && this.view.view) || {};
    const card = this.hints.battleCard && !this.view.is_over ? this.hints.battleCard(rv, this.board) : null;
    box.hidden = !card;
    if (!card) {
      box.replaceChildren();
      return;
    }
    const sides = card.sides.map((s) =>
      h("li", { class: "bn-side" },
        s.seat != null ? h("i", { class: "swatch", style: `background:${this.colour(s.seat)}` }) : null,
        h("strong", {}, s.name), ` (${s.role}): `, s.army || "—"));
    fill(box,
      h("h3", {}, card.title),
      h("ul", { class: "bn-sides", id: "battle-now-sides" }, sides),
      card.sent ? h("p", { class: "bn-sent", id: "battle-now-sent" }, card.sent) : null,
      h("p", { class: "bn-deciding muted", id: "battle-now-deciding" }, card.deciding),
      card.rolls.length ? h("ol", { class: "bn-rolls small", id: "battle-now-rolls", reversed: true }, card.rolls.map((r) => h("li", {}, r))) : null,
    );
  }

  // What the seat asked is to decide, above its choices (null where the ruleset has no battle in progress).
  battleAskNote() {
    const rv = (this.view && this.view.view) || {};
    const text = this.hints.battleAsk ? this.hints.battleAsk(rv, this.board) : null;
    return text ? h("p", { class: "defending", id: "battle-ask" }, text) : null;
  }
}
