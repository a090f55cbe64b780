// The board as an SVG map: shapes from the map file (tools/build_maps.py), owner colours, piece counts, ships in
// their owners' colours and seat letters from the view, highlights for choosing spaces. Markers and names are
// placed so that none covers another (declutter.js); the map opens on the seat's own spaces (mapview.js); a tap
// on a space opens its panel (spacepanel.js). Drag to pan, the wheel or the buttons above the map to zoom.

import { localName, t } from "./i18n.js";
import { declutter } from "./declutter.js";
import { openingBox, readableScale } from "./mapview.js";
import { SpacePanel } from "./spacepanel.js";
import { applyLetters, lettersOn, seatLetter, setLetters } from "./seatmark.js";
import "./map-words.js";

const NS = "http://www.w3.org/2000/svg";
const NAME_FONT = 10; // the names' font size, in the markers' own units (pixels at full size)
const NAME_HEIGHT = 12;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// A map drawn from the board alone, for boards without a map file: a disc per space.
export function fallbackMap(board) {
  const pos = board.spaces.map((s) => s.position || [0, 0]);
  const lons = pos.map((p) => p[0]);
  const lats = pos.map((p) => p[1]);
  const w = Math.min(...lons) - 5;
  const e = Math.max(...lons) + 5;
  const s = Math.min(...lats) - 5;
  const n = Math.max(...lats) + 5;
  const cos = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const k = 1000 / Math.max(1, (e - w) * cos);
  const spaces = {};
  board.spaces.forEach((sp, i) => {
    const x = (pos[i][0] - w) * cos * k;
    const y = (n - pos[i][1]) * k;
    const r = 16;
    spaces[sp.id] = {
      kind: sp.kind || "land",
      path: `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`,
      label: [x, y],
    };
  });
  const links = [];
  for (const sp of board.spaces)
    for (const other of Object.keys(sp.adjacent || {}))
      if (sp.id < other && spaces[other]) {
        const [ax, ay] = spaces[sp.id].label;
        const [bx, by] = spaces[other].label;
        links.push({ a: sp.id, b: other, kind: "land", path: `M${ax} ${ay}L${bx} ${by}` });
      }
  return { viewBox: [0, 0, 1000, (n - s) * k], land: "", spaces, links, fallback: true };
}

// How big markers are on screen (1: full size) when a pixel is `upp` map units: full size until the map is small
// on screen, then smaller, so the whole board still holds them.
function pixelFactor(upp) {
  return Math.min(1, Math.max(0.5, 1.3 / upp));
}

export class BoardMap {
  constructor(container, board, map, onSpace) {
    this.container = container;
    this.board = board;
    this.map = map;
    this.onSpace = onSpace;
    this.names = Object.fromEntries(board.spaces.map((s) => [s.id, s]));
    this.full = map.viewBox.map(Number);
    this.vb = [...this.full];
    this.points = Object.fromEntries(Object.entries(map.spaces).map(([id, sp]) => [id, sp.label.map(Number)]));
    this.readable = readableScale(this.points);
    this.home = [];
    this.homeKind = 0; // 0: none yet, 1: the spaces one may act on, 2: one's own spaces
    this.describe = null;
    this.layoutKey = "";
    this.build();
    this.userMoved = false;
    this.resizeObserver = new ResizeObserver(() => {
      if (!this.userMoved) this.vb = this.fitted();
      this.apply();
    });
    this.resizeObserver.observe(this.svg);
  }

  build() {
    const wrap = document.createElement("div");
    wrap.className = "map-wrap";
    const svg = el("svg", { class: "map", viewBox: this.full.join(" "), preserveAspectRatio: "xMidYMid meet" });
    svg.setAttribute("role", "img");
    this.svg = svg;
    el("rect", { class: "sea", x: this.full[0] - 2000, y: this.full[1] - 2000, width: this.full[2] + 4000, height: this.full[3] + 4000 }, svg);
    if (this.map.land) el("path", { class: "land", d: this.map.land }, svg);
    const links = el("g", { class: "links" }, svg);
    for (const l of this.map.links || []) el("path", { class: `link link-${l.kind}`, d: l.path }, links);
    const shapes = el("g", { class: "spaces" }, svg);
    this.leaderLayer = el("g", { class: "leaders" }, svg);
    const markers = el("g", { class: "markers" }, svg);
    const labels = el("g", { class: "labels" }, svg);
    this.shapes = {};
    this.markers = {};
    for (const [id, sp] of Object.entries(this.map.spaces)) {
      const kind = sp.kind || "land";
      const p = el("path", { class: `space kind-${kind}`, d: sp.path, "data-id": id }, shapes);
      const title = el("title", {}, p);
      title.textContent = this.spaceName(id);
      this.shapes[id] = p;
      const g = el("g", { class: "marker empty", "data-id": id }, markers);
      const circle = el("circle", { r: 4 }, g);
      const count = el("text", { class: "count", "text-anchor": "middle", dy: "0.35em" }, g);
      const letter = el("g", { class: "seat-letter" }, g);
      el("rect", { x: -5, y: -5, width: 10, height: 10, rx: 5 }, letter); // not a circle: `.marker circle` is the marker
      const letterText = el("text", { "text-anchor": "middle", dy: "0.35em" }, letter);
      const ships = el("g", { class: "ships" }, g);
      const name = el("text", { class: `name kind-${kind}`, "data-label-for": id, y: NAME_FONT * 0.85 }, labels);
      name.textContent = title.textContent;
      this.markers[id] = { g, circle, count, letter, letterText, ships, name, countWidth: 0, shipColours: [], leader: null };
    }
    wrap.append(this.tools(), svg);
    this.panel = new SpacePanel(wrap);
    this.container.replaceChildren(wrap);
    this.measureNames();
    applyLetters();
    this.bindPointer();
  }

  // The bar above the map: zoom in and out, back to one's spaces, and the seat letters' switch. It sits outside
  // the drawing, so it never covers a marker.
  tools() {
    const bar = document.createElement("div");
    bar.className = "map-tools";
    this.toolButtons = [];
    for (const [label, key, f, id] of [["+", "map_zoom_in", 0.7, "zoom-in"], ["−", "map_zoom_out", 1 / 0.7, "zoom-out"], ["⤢", "map_home", 0, "zoom-home"]]) {
      const b = document.createElement("button");
      b.type = "button";
      b.id = id;
      b.textContent = label;
      b.dataset.key = key;
      b.addEventListener("click", () => (f ? this.zoom(f) : this.reset()));
      bar.appendChild(b);
      this.toolButtons.push(b);
    }
    const lab = document.createElement("label");
    lab.className = "letters-switch";
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = "seat-letters";
    box.checked = lettersOn();
    box.addEventListener("change", () => setLetters(box.checked));
    this.lettersText = document.createElement("span");
    lab.append(box, this.lettersText);
    bar.appendChild(lab);
    this.lettersLabel = lab;
    this.translateTools();
    return bar;
  }

  translateTools() {
    for (const b of this.toolButtons) {
      b.title = t(b.dataset.key);
      b.setAttribute("aria-label", t(b.dataset.key));
    }
    this.lettersText.textContent = t("map_letters");
    this.lettersLabel.title = t("map_letters_help");
  }

  spaceName(id) {
    return this.names[id] ? localName(this.names[id].name) : id;
  }

  setLanguage() {
    for (const [id, m] of Object.entries(this.markers)) {
      const n = this.spaceName(id);
      m.name.textContent = n;
      const title = this.shapes[id].querySelector("title");
      if (title) title.textContent = n;
    }
    this.translateTools();
    this.measureNames();
    this.layoutKey = "";
    this.rescale();
    this.panel.refresh();
  }

  // Each name's width at full size (the names are laid out in map units from it).
  measureNames() {
    for (const m of Object.values(this.markers)) {
      m.name.removeAttribute("transform");
      m.nameWidth = m.name.getComputedTextLength() || m.name.textContent.length * NAME_FONT * 0.55;
    }
  }

  setDescriber(describe) {
    this.describe = describe;
  }

  // A tap or click on a space: its panel, then whatever the page does with it.
  tap(id) {
    if (this.describe) this.panel.show(id, () => this.describe(id));
    this.onSpace(id);
  }

  bindPointer() {
    const svg = this.svg;
    let start = null;
    let moved = false;
    svg.addEventListener("pointerdown", (e) => {
      start = { x: e.clientX, y: e.clientY, vb: [...this.vb] };
      moved = false;
    });
    svg.addEventListener("pointermove", (e) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!moved && Math.hypot(dx, dy) < 6) return;
      moved = true;
      this.userMoved = true;
      const k = this.unitsPerPixel();
      this.vb = [start.vb[0] - dx * k, start.vb[1] - dy * k, start.vb[2], start.vb[3]];
      this.apply();
    });
    const end = (e) => {
      const wasClick = start && !moved;
      start = null;
      if (!wasClick) return;
      const target = e.target.closest && e.target.closest("[data-id], [data-label-for]");
      if (target) this.tap(target.getAttribute("data-id") || target.getAttribute("data-label-for"));
    };
    svg.addEventListener("pointerup", end);
    svg.addEventListener("pointercancel", () => (start = null));
    svg.addEventListener(
      "wheel",
      (e) => {
        e.preventDefault();
        const r = svg.getBoundingClientRect();
        this.zoom(e.deltaY < 0 ? 0.8 : 1.25, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
      },
      { passive: false },
    );
  }

  unitsPerPixel() {
    const r = this.svg.getBoundingClientRect();
    if (!r.width || !r.height) return 1;
    return Math.max(this.vb[2] / r.width, this.vb[3] / r.height);
  }

  zoom(f, fx = 0.5, fy = 0.5) {
    this.userMoved = true;
    const [x, y, w, h] = this.vb;
    const nw = Math.min(this.full[2] * 1.2, Math.max(this.full[2] / 12, w * f));
    const nh = (h * nw) / w;
    this.vb = [x + (w - nw) * fx, y + (h - nh) * fy, nw, nh];
    this.apply();
  }

  // The whole map; but where that would make it too small to tap (a phone), a part of it at a readable scale,
  // centred on the seat's spaces, and a drag shows the rest.
  fitted() {
    return openingBox(this.full, this.svg.getBoundingClientRect(), this.readable, this.home);
  }

  reset() {
    this.userMoved = false;
    this.vb = this.fitted();
    this.apply();
  }

  apply() {
    this.svg.setAttribute("viewBox", this.vb.map((v) => v.toFixed(1)).join(" "));
    this.rescale();
  }

  // Markers keep a readable size on screen whatever the zoom; they and the names are placed again whenever the
  // scale or what the markers hold changes.
  rescale() {
    const upp = this.unitsPerPixel();
    const pf = pixelFactor(upp);
    const content = Object.values(this.markers).map((m) => `${m.empty ? 0 : 1}${m.countWidth.toFixed(0)}.${m.shipColours.length}`).join("");
    const key = `${upp.toFixed(4)}|${content}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    const s = pf * upp; // map units per marker unit
    const items = [];
    const order = Object.keys(this.markers);
    const rank = (id) => (this.markers[id].empty ? 1 : 0);
    order.sort((a, b) => rank(a) - rank(b));
    for (const id of order) {
      const m = this.markers[id];
      const r = m.empty ? 4.6 : Math.max(9.6, m.countWidth / 2 + 2);
      const badge = (m.empty ? 4.6 : 9.6) * 0.8 + 6;
      const right = r + (m.shipColours.length ? 2 + 11 * m.shipColours.length : 0);
      const top = Math.max(badge, m.shipColours.length ? 8 : 0);
      const [x, y] = this.points[id];
      items.push({
        id,
        x,
        y,
        box: [-Math.max(r, badge) * s, -Math.max(r, top) * s, right * s, r * s],
        label: pf >= 0.75 ? [m.nameWidth * s, NAME_HEIGHT * s] : null,
      });
    }
    const [fx, fy, fw, fh] = this.full;
    const placed = declutter(items, [fx, fy, fx + fw, fy + fh], { gap: 2 * upp, step: 9 * s, rings: 6 });
    this.placed = placed;
    for (const [id, m] of Object.entries(this.markers)) {
      const p = placed[id];
      const [ax, ay] = this.points[id];
      m.g.style.display = p.hidden ? "none" : "";
      m.g.setAttribute("transform", `translate(${p.x.toFixed(2)} ${p.y.toFixed(2)}) scale(${s.toFixed(4)})`);
      m.name.style.display = p.label ? "" : "none";
      if (p.label) m.name.setAttribute("transform", `translate(${p.label[0].toFixed(2)} ${p.label[1].toFixed(2)}) scale(${s.toFixed(4)})`);
      const moved = !p.hidden && Math.hypot(p.x - ax, p.y - ay) > 0.01;
      if (moved && !m.leader) {
        m.leader = { line: el("line", { class: "leader-line" }, this.leaderLayer), dot: el("circle", { class: "leader-dot" }, this.leaderLayer) };
      }
      if (m.leader) {
        m.leader.line.style.display = moved ? "" : "none";
        m.leader.dot.style.display = moved ? "" : "none";
        if (moved) {
          for (const [k, v] of Object.entries({ x1: ax, y1: ay, x2: p.x, y2: p.y })) m.leader.line.setAttribute(k, v.toFixed(2));
          for (const [k, v] of Object.entries({ cx: ax, cy: ay, r: 2.2 * upp })) m.leader.dot.setAttribute(k, v.toFixed(2));
        }
      }
    }
  }

  // state: {id: {owner, count, colour, ships: [css]}}; colour(owner) -> css;
  // marks: {actionable: Set, selected, targets: Set, recent: Set, mine: the page's seat or null}
  update(state, colour, marks) {
    for (const [id, shape] of Object.entries(this.shapes)) {
      const s = state[id] || { owner: null, count: null };
      const c = s.colour || (s.owner == null ? null : colour(s.owner));
      shape.style.fill = c || "";
      shape.classList.toggle("neutral", c == null);
      shape.classList.toggle("actionable", marks.actionable.has(id));
      shape.classList.toggle("selected", marks.selected === id);
      shape.classList.toggle("target", marks.targets.has(id));
      shape.classList.toggle("dim", marks.selected != null && marks.selected !== id && !marks.targets.has(id));
      const m = this.markers[id];
      m.g.classList.toggle("selected", marks.selected === id);
      m.g.classList.toggle("target", marks.targets.has(id));
      m.g.classList.toggle("recent", marks.recent.has(id));
      m.circle.style.fill = c || "#fff";
      m.count.style.fill = c && isDark(c) ? "#fff" : "#111";
      const text = s.count == null ? "" : String(s.count);
      if (m.count.textContent !== text) {
        m.count.textContent = text;
        m.countWidth = -1; // measured below, all at once
      }
      m.empty = s.count == null;
      m.circle.setAttribute("r", m.empty ? 4 : 9);
      m.g.classList.toggle("empty", m.empty);
      m.g.dataset.owner = s.owner == null ? "" : String(s.owner); // (for styling and tests)
      this.drawLetter(m, s.owner);
      this.drawShips(m, s.ships || []);
    }
    for (const m of Object.values(this.markers)) if (m.countWidth < 0) m.countWidth = m.count.textContent ? m.count.getComputedTextLength() : 0;
    // The chosen space and its targets are drawn last, so no other marker hides them.
    for (const id of [marks.selected, ...marks.targets]) {
      const m = id != null && this.markers[id];
      if (m) m.g.parentNode.appendChild(m.g);
    }
    this.updateHome(state, marks);
    this.rescale();
    this.panel.refresh();
  }

  // The seat's letter on the marker (shown with the setting on: seatmark.js), for a space a seat holds.
  drawLetter(m, owner) {
    const letter = seatLetter(owner);
    m.letter.style.display = letter ? "" : "none";
    m.letter.dataset.letter = letter;
    const r = m.empty ? 4 : 9;
    m.letter.setAttribute("transform", `translate(${-(r * 0.8 + 1)} ${-(r * 0.8 + 1)})`);
    if (m.letterText.textContent !== letter) m.letterText.textContent = letter;
  }

  // A small ship to the right of the marker for each owner with ships in the space, in that owner's colour.
  drawShips(m, colours) {
    if (colours.join() === m.shipColours.join() && m.ships.childNodes.length === colours.length) return;
    m.shipColours = [...colours];
    m.ships.replaceChildren();
    colours.forEach((c, i) => {
      const ox = (m.empty ? 4 : 9) + 2 + 11 * i;
      const ship = el("path", { class: "ship", d: `M${ox} -1h10l-2 4h-6zM${ox + 5} -2v-6l4 5z` }, m.ships);
      ship.style.fill = c;
      ship.dataset.colour = c;
    });
  }

  // Where the map opens: the seat's own spaces, else the spaces it may act on. Moved there while the person has
  // not moved the map themselves, and only when that changes from none to actionable to own.
  updateHome(state, marks) {
    const own = marks.mine == null ? [] : Object.keys(state).filter((id) => state[id] && state[id].owner === marks.mine);
    const ids = own.length ? own : [...marks.actionable];
    const kind = own.length ? 2 : ids.length ? 1 : 0;
    if (kind === 0) return;
    const weight = (id) => 1 + (parseInt(String((state[id] || {}).count ?? ""), 10) || 0);
    this.home = ids.filter((id) => this.points[id]).map((id) => [...this.points[id], weight(id)]);
    if (kind > this.homeKind) {
      this.homeKind = kind;
      if (!this.userMoved) {
        this.vb = this.fitted();
        this.apply();
      }
    }
  }
}

function isDark(css) {
  const m = /^#([0-9a-f]{6})$/i.exec(css);
  if (!m) return false;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 150;
}
