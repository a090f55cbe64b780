#!/usr/bin/env python3
"""Turn a board file into a map file for the web client: one SVG shape per space, plus the coastline.

Run once per board, then commit the output (the web client never computes geometry):

    pip install -e '.[maps]'
    python tools/build_maps.py --all                        # every board in src/warroom/data/boards/
    python tools/build_maps.py path/to/board.json --out-dir src/warroom/data/maps

Coastlines come from Natural Earth (public domain, https://www.naturalearthdata.com/about/terms-of-use/), the
1:110m "admin 0 countries" layer as shipped inside the geopandas 0.14.4 wheel on PyPI
(``geopandas/datasets/naturalearth_lowres``). The tool reads the shapefile straight out of the wheel with pyshp;
it looks for (1) ``--source`` (a .whl or a .shp), (2) an installed geopandas < 1.0 that still ships the
dataset, (3) a wheel in the cache folder, else (4) runs ``pip download --no-deps geopandas==0.14.4`` into that
cache. Nothing is fetched at game time.

How a board becomes shapes:
- positions ``[lon, lat]`` are projected equirectangularly (x scaled by cos of the middle latitude) into a
  viewBox about 1000 units wide, with a margin around the board's positions;
- land spaces get the Voronoi cells of the land positions clipped to land, sea spaces the Voronoi cells of the
  sea positions clipped to the sea; a board without sea spaces clips every cell to land;
- each cell is also limited to a disc around its position (so a board's outermost spaces do not swallow
  whole continents) and pieces far from the position are dropped; a space whose position falls in no
  land at this resolution (a small island) gets a small disc;
- shapes are simplified so a map file stays small (well under 400 KB).
"""

from __future__ import annotations

import argparse
import io
import json
import math
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

try:
    import shapefile  # pyshp
    import shapely
    from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box, shape
    from shapely.ops import polylabel, unary_union
except ImportError as exc:  # pragma: no cover - a message for people without the extra
    sys.exit(f"build_maps needs the maps extra (pip install -e '.[maps]'): {exc}")

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "src" / "warroom" / "data" / "boards"
MAPS = ROOT / "src" / "warroom" / "data" / "maps"
CACHE = ROOT / "build" / "naturalearth"
WHEEL = "geopandas==0.14.4"
DATASET = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
WIDTH = 1000.0
SOURCE = {
    "name": "Natural Earth 1:110m admin 0 countries (dissolved into land)",
    "url": "https://www.naturalearthdata.com/",
    "licence": "public domain (https://www.naturalearthdata.com/about/terms-of-use/)",
    "via": "the naturalearth_lowres dataset inside the geopandas 0.14.4 wheel on PyPI",
}


# ---------------------------------------------------------------------------------------------- the data


def _reader_from_zip(whl: Path) -> shapefile.Reader:
    z = zipfile.ZipFile(whl)
    parts = {ext: io.BytesIO(z.read(f"{DATASET}.{ext}")) for ext in ("shp", "shx", "dbf")}
    return shapefile.Reader(shp=parts["shp"], shx=parts["shx"], dbf=parts["dbf"])


def _find_reader(source: Path | None) -> shapefile.Reader:
    if source is not None:
        return _reader_from_zip(source) if source.suffix == ".whl" else shapefile.Reader(str(source))
    try:
        import importlib.resources as res

        base = res.files("geopandas") / "datasets" / "naturalearth_lowres" / "naturalearth_lowres.shp"
        if base.is_file():
            return shapefile.Reader(str(base))
    except (ModuleNotFoundError, FileNotFoundError, TypeError):
        pass
    wheels = sorted(CACHE.glob("geopandas-0.14.4-*.whl"))
    if not wheels:
        CACHE.mkdir(parents=True, exist_ok=True)
        print(f"downloading {WHEEL} (wheel only) from PyPI into {CACHE}", file=sys.stderr)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", str(CACHE), WHEEL], check=True
        )
        wheels = sorted(CACHE.glob("geopandas-0.14.4-*.whl"))
    return _reader_from_zip(wheels[0])


def load_land(source: Path | None) -> Any:
    """All land as one (multi)polygon in lon/lat degrees."""
    reader = _find_reader(source)
    geoms = [shape(s.__geo_interface__) for s in reader.shapes()]
    return unary_union([g.buffer(0) for g in geoms])


# ---------------------------------------------------------------------------------------------- geometry


class Projection:
    """Equirectangular: x = (lon - west) * cos(lat0) * k, y = (north - lat) * k."""

    def __init__(self, west: float, east: float, south: float, north: float) -> None:
        self.west, self.east, self.south, self.north = west, east, south, north
        self.lat0 = (south + north) / 2
        self.cos = math.cos(math.radians(self.lat0))
        self.k = WIDTH / ((east - west) * self.cos)
        self.height = (north - south) * self.k

    def xy(self, lon: float, lat: float) -> tuple[float, float]:
        return (lon - self.west) * self.cos * self.k, (self.north - lat) * self.k

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "equirectangular",
            "west": self.west,
            "east": self.east,
            "south": self.south,
            "north": self.north,
            "lat0": round(self.lat0, 4),
            "scale": round(self.k, 6),
            "formula": "x = (lon - west) * cos(lat0) * scale; y = (north - lat) * scale",
        }


def _project(proj: Projection, g: Any) -> Any:
    def f(coords: Any) -> Any:
        out = coords.copy()
        out[:, 0] = (coords[:, 0] - proj.west) * proj.cos * proj.k
        out[:, 1] = (proj.north - coords[:, 1]) * proj.k
        return out

    return shapely.transform(g, f)


def _polygons(g: Any) -> list[Polygon]:
    if g.is_empty:
        return []
    if isinstance(g, Polygon):
        return [g]
    if isinstance(g, MultiPolygon):
        return list(g.geoms)
    if hasattr(g, "geoms"):
        return [p for part in g.geoms for p in _polygons(part)]
    return []


def svg_path(g: Any, digits: int = 1) -> str:
    out: list[str] = []
    for poly in _polygons(g):
        for ring in [poly.exterior, *poly.interiors]:
            pts = list(ring.coords)[:-1]
            if len(pts) < 3:
                continue
            fmt = f"{{:.{digits}f}}"
            first = pts[0]
            s = [f"M{fmt.format(first[0])} {fmt.format(first[1])}"]
            s += [f"L{fmt.format(x)} {fmt.format(y)}" for x, y in pts[1:]]
            out.append("".join(s) + "Z")
    return "".join(out).replace(".0 ", " ").replace(".0L", "L").replace(".0Z", "Z")


def _voronoi(points: list[tuple[float, float]], frame: Any) -> list[Any]:
    """One Voronoi cell per point, in the points' order, clipped to frame."""
    if len(points) == 1:
        return [frame]
    cells = shapely.voronoi_polygons(MultiPoint(points), extend_to=frame, ordered=True)
    parts = list(cells.geoms)
    return [c.intersection(frame) for c in parts]


def _keep_near(g: Any, p: Point, reach: float) -> Any:
    polys = [q for q in _polygons(g) if q.distance(p) <= reach]
    return unary_union(polys) if polys else Polygon()


def _label_point(g: Any, p: Point) -> tuple[float, float]:
    if g.is_empty:
        return p.x, p.y
    if g.buffer(-2).contains(p):
        return p.x, p.y
    biggest = max(_polygons(g), key=lambda q: q.area)
    lp = polylabel(biggest, tolerance=0.5)
    return lp.x, lp.y


def build(board: dict[str, Any], land_ll: Any, margin_deg: float = 6.0) -> dict[str, Any]:
    spaces = board["spaces"]
    missing = [s["id"] for s in spaces if not s.get("position")]
    if missing:
        raise SystemExit(f"board {board['id']}: spaces without a position: {', '.join(missing)}")
    lons = [s["position"][0] for s in spaces]
    lats = [s["position"][1] for s in spaces]
    span = max(max(lons) - min(lons), max(lats) - min(lats))
    m = max(margin_deg, span * 0.06)
    west, east = max(-180.0, min(lons) - m), min(180.0, max(lons) + m)
    south, north = max(-85.0, min(lats) - m), min(85.0, max(lats) + m)
    proj = Projection(west, east, south, north)
    frame = box(0, 0, WIDTH, proj.height)
    land = _project(proj, land_ll.intersection(box(west, south, east, north))).buffer(0)
    sea = frame.difference(land)

    pts = {s["id"]: Point(proj.xy(*s["position"])) for s in spaces}
    has_sea = any(s.get("kind", "land") == "sea" for s in spaces)
    kinds = {s["id"]: s.get("kind", "land") for s in spaces}
    # How far a space may reach: a multiple of the distance to its nearest neighbour, within bounds.
    ids = [s["id"] for s in spaces]
    nn = {}
    for i in ids:
        d = [pts[i].distance(pts[j]) for j in ids if j != i]
        nn[i] = min(d) if d else WIDTH
    median_nn = sorted(nn.values())[len(nn) // 2]
    tol = WIDTH / 900  # simplification tolerance in viewBox units

    shapes: dict[str, Any] = {}
    groups = [[i for i in ids if kinds[i] == "land"], [i for i in ids if kinds[i] == "sea"]] if has_sea else [ids]
    for members in groups:
        if not members:
            continue
        cells = _voronoi([(pts[i].x, pts[i].y) for i in members], frame)
        for i, cell in zip(members, cells, strict=True):
            medium = sea if kinds[i] == "sea" else land
            reach = max(median_nn * 1.5, min(nn[i] * 2.0, median_nn * 2.8))
            g = cell.intersection(pts[i].buffer(reach, quad_segs=16)).intersection(medium)
            g = _keep_near(g, pts[i], max(nn[i] * 0.6, median_nn * 0.5))
            g = g.buffer(0)
            if g.is_empty or g.area < (median_nn * 0.25) ** 2:
                # A small island (or a position off the coarse coastline): a disc, within its cell.
                disc = pts[i].buffer(max(median_nn * 0.28, 6), quad_segs=8).intersection(cell)
                g = unary_union([g, disc])
            shapes[i] = g.simplify(tol, preserve_topology=True)

    out_spaces: dict[str, Any] = {}
    for s in spaces:
        i = s["id"]
        g = shapes[i]
        lx, ly = _label_point(g, pts[i])
        out_spaces[i] = {
            "kind": kinds[i],
            "path": svg_path(g),
            "label": [round(lx, 1), round(ly, 1)],
            "position": [round(pts[i].x, 1), round(pts[i].y, 1)],
        }

    # Dashed lines for borders that cross water between two land spaces (seas are shapes of their own).
    links = []
    seen = set()
    for s in spaces:
        for j, kind in s["adjacent"].items():
            a, b = s["id"], j
            if (b, a) in seen or kinds[a] == "sea" or kinds.get(b) == "sea" or kind == "land":
                continue
            seen.add((a, b))
            ax, ay = out_spaces[a]["label"]
            bx, by = out_spaces[b]["label"]
            lon_a, lon_b = s["position"][0], next(t["position"][0] for t in spaces if t["id"] == b)
            if abs(lon_a - lon_b) > 180 and west <= -170 + m and east >= 170 - m:
                # The shorter way round the world: two stubs leaving the map at either edge.
                left, right = ((ax, ay), (bx, by)) if ax < bx else ((bx, by), (ax, ay))
                mid_y = (left[1] + right[1]) / 2
                path = (
                    f"M{left[0]:.1f} {left[1]:.1f}L0 {mid_y:.1f}M{right[0]:.1f} {right[1]:.1f}L{WIDTH:.0f} {mid_y:.1f}"
                )
            else:
                path = f"M{ax:.1f} {ay:.1f}L{bx:.1f} {by:.1f}"
            links.append({"a": a, "b": b, "kind": kind, "path": path})

    coast = land.simplify(tol, preserve_topology=True)
    return {
        "format": "warroom-map",
        "version": 1,
        "board": board["id"],
        "generator": "tools/build_maps.py",
        "source": SOURCE,
        "projection": proj.to_json(),
        "viewBox": [0, 0, round(WIDTH, 1), round(proj.height, 1)],
        "land": svg_path(coast),
        "spaces": out_spaces,
        "links": links,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("boards", nargs="*", type=Path, help="board files (warroom-board JSON)")
    ap.add_argument("--all", action="store_true", help=f"every board in {BOARDS.relative_to(ROOT)}")
    ap.add_argument("--out-dir", type=Path, default=MAPS, help="where map files go (default: package data)")
    ap.add_argument("--source", type=Path, help="a geopandas<1.0 wheel or a Natural Earth .shp to read land from")
    args = ap.parse_args(argv)
    files = list(args.boards)
    if args.all:
        files += sorted(BOARDS.glob("*.json"))
    if not files:
        ap.error("name board files or pass --all")
    land = load_land(args.source)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for f in files:
        board = json.loads(Path(f).read_text(encoding="utf-8"))
        data = build(board, land)
        target = args.out_dir / f"{board['id']}.json"
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        target.write_text(text + "\n", encoding="utf-8")
        print(f"{target}: {len(data['spaces'])} spaces, {len(text) // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
