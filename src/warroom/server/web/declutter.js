// Marker and label placement for the map: markers never cover each other, labels never cover a marker or
// another label. Deterministic: the same items, in the same order, at the same scale, land in the same places.
//
// A marker stays on its space's label point when it can; else it moves out on rings around that point (the
// map draws a leader line back); one with no room within `rings` is hidden at this scale (it shows once zoomed
// in). Labels go below their marker, else above, right, left or at a corner; one with no room is hidden.

// Boxes are [x0, y0, x1, y1] in map units. Boxes that only touch do not overlap (EPS: rounding in the sums
// that put a label right against its marker).
const EPS = 1e-6;
function overlaps(a, b) {
  return a[0] < b[2] - EPS && b[0] < a[2] - EPS && a[1] < b[3] - EPS && b[1] < a[3] - EPS;
}

// A uniform grid of boxes, so a test looks at the few boxes near it rather than all of them.
class Grid {
  constructor(cell) {
    this.cell = cell;
    this.cells = new Map();
  }

  keys(box) {
    const c = this.cell;
    const out = [];
    for (let i = Math.floor(box[0] / c); i <= Math.floor(box[2] / c); i += 1)
      for (let j = Math.floor(box[1] / c); j <= Math.floor(box[3] / c); j += 1) out.push(`${i},${j}`);
    return out;
  }

  free(box) {
    for (const k of this.keys(box)) for (const other of this.cells.get(k) || []) if (overlaps(box, other)) return false;
    return true;
  }

  add(box) {
    for (const k of this.keys(box)) {
      if (!this.cells.has(k)) this.cells.set(k, []);
      this.cells.get(k).push(box);
    }
  }
}

function shifted(box, x, y, gap) {
  return [box[0] + x - gap, box[1] + y - gap, box[2] + x + gap, box[3] + y + gap];
}

function inside(x, y, bounds) {
  return x >= bounds[0] && x <= bounds[2] && y >= bounds[1] && y <= bounds[3];
}

// The offsets tried for a marker, nearest first: the point itself, then rings of 8, 12, 16... directions.
function ringOffsets(step, rings) {
  const out = [[0, 0]];
  for (let k = 1; k <= rings; k += 1) {
    const n = 4 + 4 * k;
    for (let i = 0; i < n; i += 1) {
      const a = (2 * Math.PI * i) / n + (k % 2 ? Math.PI / n : 0);
      out.push([Math.cos(a) * step * k, Math.sin(a) * step * k]);
    }
  }
  return out;
}

/**
 * Place markers and their labels.
 * items: [{id, x, y, box, label}] in placement order: (x, y) the space's point; box the marker's box around its
 *   centre, [x0, y0, x1, y1]; label null or [width, height] of its name.
 * bounds: [x0, y0, x1, y1], where a marker's centre may go (the map).
 * opts: {gap: the space kept between boxes, step: the ring spacing, rings: how far a marker may move}.
 * Answers {id: {x, y, hidden, label: [x0, y0] of the name's box, or null when it is hidden}}.
 */
export function declutter(items, bounds, opts) {
  const { gap, step, rings } = opts;
  const size = Math.max(step, ...items.map((it) => Math.max(it.box[2] - it.box[0], it.box[3] - it.box[1])));
  const grid = new Grid(size * 2);
  const offsets = ringOffsets(step, rings);
  const out = {};
  for (const it of items) {
    out[it.id] = { x: it.x, y: it.y, hidden: true, label: null };
    for (const [dx, dy] of offsets) {
      const x = it.x + dx;
      const y = it.y + dy;
      if (!inside(x, y, bounds)) continue;
      const box = shifted(it.box, x, y, gap / 2);
      if (!grid.free(box)) continue;
      grid.add(box);
      out[it.id] = { x, y, hidden: false, label: null };
      break;
    }
  }
  for (const it of items) {
    const m = out[it.id];
    if (m.hidden || !it.label) continue;
    const [w, hgt] = it.label;
    const [x0, y0, x1, y1] = it.box;
    const cx = m.x;
    const cy = m.y;
    const below = cy + y1 + gap;
    const above = cy + y0 - gap - hgt;
    const mid = cy - hgt / 2;
    const candidates = [
      [cx - w / 2, below],
      [cx - w / 2, above],
      [cx + x1 + gap, mid],
      [cx + x0 - gap - w, mid],
      [cx + x1, below],
      [cx + x0 - w, below],
      [cx + x1, above],
      [cx + x0 - w, above],
    ];
    for (const [lx, ly] of candidates) {
      const box = [lx - gap / 2, ly - gap / 2, lx + w + gap / 2, ly + hgt + gap / 2];
      if (box[0] < bounds[0] || box[2] > bounds[2] || box[1] < bounds[1] || box[3] > bounds[3]) continue;
      if (!grid.free(box)) continue;
      grid.add(box);
      m.label = [lx, ly];
      break;
    }
  }
  return out;
}
