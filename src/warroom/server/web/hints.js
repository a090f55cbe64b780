// Drawing hints: how to read a ruleset's own view JSON for the map, the space panel and the side panel.
//
// Every ruleset gets GENERIC (hints/generic.js), which looks for the usual shapes. A ruleset whose view differs
// adds an entry to HINTS that overrides only what it must, in a module of its own under hints/; see docs/web.md.

import { GENERIC, COLOURS, prettify } from "./hints/generic.js";
import { WAR, WAR_CARDS } from "./hints/war.js";
import { IMPERIALISM } from "./hints/imperialism.js";
import { WW4 } from "./hints/ww4.js";

export { COLOURS, GENERIC, prettify };

// Ruleset-specific overrides, keyed by ruleset id.
export const HINTS = {
  war: WAR,
  "war-imperio-romano": WAR,
  "war-cards": WAR_CARDS,
  ww4: WW4,
};
for (const level of ["basic", "standard", "advanced"]) HINTS[`imperialism-${level}`] = IMPERIALISM;

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
