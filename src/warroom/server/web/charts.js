// Line charts as hand-written SVG (no chart library): one line per series over a shared x axis. The SVG scales
// to its box (viewBox), so a chart never makes the page scroll sideways. Labels are text nodes, never HTML.

const NS = "http://www.w3.org/2000/svg";
const W = 360;
const H = 200;
const PAD = { left: 34, right: 10, top: 12, bottom: 26 };

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, String(v));
  if (text != null) e.textContent = String(text);
  return e;
}

// Round numbers for the y axis: about four steps of 1, 2 or 5 times a power of ten.
function ticks(max) {
  if (max <= 0) return [0, 1];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) || raw;
  const out = [];
  for (let v = 0; v <= max + step / 2; v += step) out.push(Math.round(v * 1000) / 1000);
  if (out[out.length - 1] < max) out.push(out[out.length - 1] + step);
  return out;
}

// lineChart({ title, labels: [x labels], series: [{ name, colour, values: [number|null] }] }) -> <figure>
export function lineChart({ title, labels, series, id }) {
  const n = labels.length;
  const values = series.flatMap((s) => s.values.filter((v) => typeof v === "number"));
  const ys = ticks(Math.max(0, ...values));
  const top = ys[ys.length - 1] || 1;
  const x = (i) => PAD.left + (n <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (v) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": title });
  chart.append(svg("title", {}, title));
  for (const v of ys) {
    chart.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: "grid" }));
    chart.append(svg("text", { x: PAD.left - 4, y: y(v) + 3, class: "tick", "text-anchor": "end" }, v));
  }
  // At most about eight x labels, evenly spread, the last one always shown.
  const every = Math.max(1, Math.ceil(n / 8));
  labels.forEach((label, i) => {
    if (i % every && i !== n - 1) return;
    chart.append(svg("text", { x: x(i), y: H - PAD.bottom + 14, class: "tick", "text-anchor": "middle" }, label));
  });
  for (const s of series) {
    const points = s.values.map((v, i) => (typeof v === "number" ? `${x(i).toFixed(1)},${y(v).toFixed(1)}` : null)).filter(Boolean);
    if (!points.length) continue;
    const line = svg("polyline", { points: points.join(" "), fill: "none", stroke: s.colour, "stroke-width": 2, class: "series" });
    line.append(svg("title", {}, s.name));
    chart.append(line);
    s.values.forEach((v, i) => {
      if (typeof v !== "number") return;
      const dot = svg("circle", { cx: x(i), cy: y(v), r: 2.5, fill: s.colour });
      dot.append(svg("title", {}, `${s.name}: ${v}`));
      chart.append(dot);
    });
  }
  const figure = document.createElement("figure");
  figure.className = "chart-box";
  if (id) figure.id = id;
  const caption = document.createElement("figcaption");
  caption.textContent = title;
  figure.append(caption, chart, legend(series));
  return figure;
}

// The series' names beside swatches of their colours.
export function legend(series) {
  const ul = document.createElement("ul");
  ul.className = "legend";
  for (const s of series) {
    const li = document.createElement("li");
    const sw = document.createElement("i");
    sw.className = "swatch";
    sw.style.background = s.colour;
    li.append(sw, document.createTextNode(s.name));
    ul.append(li);
  }
  return ul;
}
