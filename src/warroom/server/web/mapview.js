// Where the map opens: the whole board where it is big enough on screen to read and tap; else (a phone) a part
// of it at a readable scale, centred on the seat's own spaces (the most of them one screen holds, the biggest
// stacks counting most), so the player starts where their pieces are.

// Pixels per map unit below which the whole board is too small to tap (and a part of it is shown instead).
const MIN_SCALE = 0.75;
// A readable scale gives neighbouring spaces about this many pixels apart (the median nearest neighbour).
const NEIGHBOUR_PX = 52;

// The scale (pixels per map unit) at which the board's spaces are far enough apart to tell and tap.
export function readableScale(points) {
  const pts = Object.values(points);
  if (pts.length < 2) return MIN_SCALE;
  const nearest = pts.map(([x, y]) => {
    let best = Infinity;
    for (const [a, b] of pts) {
      const d = Math.hypot(x - a, y - b);
      if (d > 0 && d < best) best = d;
    }
    return best;
  });
  nearest.sort((a, b) => a - b);
  const median = nearest[Math.floor(nearest.length / 2)];
  return Math.min(1.6, Math.max(MIN_SCALE, NEIGHBOUR_PX / Math.max(1, median)));
}

// The window (width bw, height bh) centred where it holds the most weight of `home` ([[x, y, weight]]): tried
// centred on each point in turn, then moved to the middle of the points it holds.
function bestCentre(home, bw, bh) {
  let best = null;
  for (const [cx, cy] of home) {
    const held = home.filter(([x, y]) => Math.abs(x - cx) <= bw / 2 && Math.abs(y - cy) <= bh / 2);
    const weight = held.reduce((s, p) => s + p[2], 0);
    if (!best || weight > best.weight) best = { weight, held };
  }
  const xs = best.held.map((p) => p[0]);
  const ys = best.held.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

// Keep a window of size `size` within [start, start + length] when it fits; centred on it otherwise.
function clampSpan(centre, size, start, length) {
  if (size >= length) return start + (length - size) / 2;
  return Math.min(start + length - size, Math.max(start, centre - size / 2));
}

/**
 * The opening viewBox: full [x, y, w, h] the board; rect the map's size on screen; readable the scale from
 * readableScale; home [[x, y, weight]] the points to open on (may be empty).
 */
export function openingBox(full, rect, readable, home) {
  const [x, y, w, h] = full;
  if (!rect.width || !rect.height) return [...full];
  const whole = Math.min(rect.width / w, rect.height / h);
  if (whole >= MIN_SCALE) return [...full];
  const scale = Math.max(whole, readable);
  const bw = rect.width / scale;
  const bh = rect.height / scale;
  const [cx, cy] = home.length ? bestCentre(home, bw, bh) : [x + w / 2, y + h / 2];
  return [clampSpan(cx, bw, x, w), clampSpan(cy, bh, y, h), bw, bh];
}
