// The board as an SVG map: shapes from the map file (tools/build_maps.py), owner colours and piece counts
// from the view, highlights for choosing spaces. Drag to pan, wheel or the buttons to zoom.

import { localName } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";

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

export class BoardMap {
  constructor(container, board, map, onSpace) {
    this.container = container;
    this.board = board;
    this.map = map;
    this.onSpace = onSpace;
    this.names = Object.fromEntries(board.spaces.map((s) => [s.id, s]));
    this.full = map.viewBox.map(Number);
    this.vb = [...this.full];
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
    const markers = el("g", { class: "markers" }, svg);
    this.shapes = {};
    this.markers = {};
    for (const [id, sp] of Object.entries(this.map.spaces)) {
      const p = el("path", { class: `space kind-${sp.kind || "land"}`, d: sp.path, "data-id": id }, shapes);
      const title = el("title", {}, p);
      title.textContent = this.names[id] ? localName(this.names[id].name) : id;
      this.shapes[id] = p;
      const [x, y] = sp.label;
      const g = el("g", { class: "marker", "data-id": id, transform: `translate(${x} ${y})` }, markers);
      el("circle", { r: 9 }, g);
      const count = el("text", { class: "count", "text-anchor": "middle", dy: "0.35em" }, g);
      const name = el("text", { class: "name", "text-anchor": "middle", y: 19 }, g);
      name.textContent = title.textContent;
      this.markers[id] = { g, count, name };
    }
    wrap.appendChild(svg);
    const zoom = document.createElement("div");
    zoom.className = "zoom";
    for (const [label, f] of [["+", 0.7], ["−", 1 / 0.7], ["⤢", 0]]) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.addEventListener("click", () => (f ? this.zoom(f) : this.reset()));
      zoom.appendChild(b);
    }
    wrap.appendChild(zoom);
    this.container.replaceChildren(wrap);
    this.bindPointer();
  }

  setLanguage() {
    for (const [id, m] of Object.entries(this.markers)) {
      const n = this.names[id] ? localName(this.names[id].name) : id;
      m.name.textContent = n;
      const title = this.shapes[id].querySelector("title");
      if (title) title.textContent = n;
    }
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
      const target = e.target.closest && e.target.closest("[data-id]");
      if (target) this.onSpace(target.getAttribute("data-id"));
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
  // centred, and a drag shows the rest.
  fitted() {
    const r = this.svg.getBoundingClientRect();
    const [x, y, w, h] = this.full;
    if (!r.width || !r.height) return [...this.full];
    const whole = Math.min(r.width / w, r.height / h);
    const minScale = 0.75; // pixels per map unit
    if (whole >= minScale) return [...this.full];
    const vw = Math.min(w, r.width / minScale);
    const vh = Math.min(h, r.height / minScale);
    const bw = Math.max(vw, (vh * r.width) / r.height);
    const bh = Math.max(vh, (vw * r.height) / r.width);
    return [x + (w - bw) / 2, y + (h - bh) / 2, bw, bh];
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

  // Markers keep a readable size on screen: bigger in map units when the map is small on screen.
  rescale() {
    const upp = this.unitsPerPixel();
    const r = Math.max(5, Math.min(15, 11 * upp));
    const showNames = upp < 1.15;
    this.svg.style.setProperty("--marker-scale", String(r / 9));
    for (const m of Object.values(this.markers)) {
      const [x, y] = m.g.getAttribute("transform").match(/-?[\d.]+/g).map(Number);
      m.g.setAttribute("transform", `translate(${x} ${y}) scale(${(r / 9).toFixed(3)})`);
    }
    this.svg.classList.toggle("names", showNames);
  }

  // state: {id: {owner, count}}; colour(owner) -> css; marks: {actionable:Set, selected, targets:Set, recent:Set}
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
      const circle = m.g.querySelector("circle");
      circle.style.fill = c || "#fff";
      m.count.style.fill = c && isDark(c) ? "#fff" : "#111";
      m.count.textContent = s.count == null ? "" : String(s.count);
      m.g.classList.toggle("empty", s.count == null);
    }
    // The chosen space and its targets are drawn last, so no other marker hides them.
    for (const id of [marks.selected, ...marks.targets]) {
      const m = id != null && this.markers[id];
      if (m) m.g.parentNode.appendChild(m.g);
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
