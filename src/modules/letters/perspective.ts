/**
 * Finding a photographed page's four corners and undoing the perspective of a page taken at an
 * angle (decision record 040): the page is lighter than the desk it lies on, so the largest light
 * region of a small copy, if it fills the quadrilateral of its four extreme points, is the page.
 * Pure functions on raw grey pixels (one byte a pixel), no I/O.
 */

/** A point in pixels (x to the right, y down). */
export type Point = [number, number];

/** The page's corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** How far inside and outside a side of the page its edge is checked (pixels of the small copy). */
const EDGE_OFFSET = 4;
/** The page must cover at least this share of the picture. */
const MIN_PAGE_SHARE = 0.3;
/** The light region's row spans must match its corners' quadrilateral's area within 1 − this share (a clear page, no blob). */
const MIN_FILL = 0.95;
/** A corner closer than this share of the picture's width to its border: the page is cut, not found. */
const BORDER_SHARE = 0.01;
/** Opposite sides whose lengths differ by less than this share: the page is a rectangle already, or nearly (deskew turns it). */
const MIN_KEYSTONE = 0.03;

/**
 * The page's four corners on a grey image (`width` × `height`, one byte a pixel), when a light page
 * lying in perspective on a darker background is found with confidence: the largest light region
 * (the largest such region at Otsu's threshold or at lower ones, for a page partly in shadow) covers at least 30 % of the
 * picture, spans the quadrilateral of its extreme points (row by row, within 5 % of its area)
 * and runs along its four sides (edgesStraight), no corner touches the
 * border, and two opposite sides differ in length by at least 3 %. Otherwise undefined (leave the
 * photo as it is).
 */
export function findPageQuad(grey: Uint8Array, width: number, height: number): Quad | undefined {
  const otsu = otsuThreshold(grey);
  // A shadow's straight edge across the page can bound a light region as clean as the page's own
  // edges, so the largest quadrilateral found at any of the thresholds is the page.
  let best: { quad: Quad; area: number } | undefined;
  for (const factor of [1, 0.75, 0.55]) {
    const quad = quadAtThreshold(grey, width, height, otsu * factor);
    if (quad && (!best || polygonArea(quad) > best.area)) best = { quad, area: polygonArea(quad) };
  }
  return best && !isRectangle(best.quad) ? best.quad : undefined;
}

/** The largest light region's corner quadrilateral at `threshold`, if it passes the checks of findPageQuad (all but the rectangle's). */
function quadAtThreshold(grey: Uint8Array, width: number, height: number, threshold: number): Quad | undefined {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  let best = { id: 0, size: 0 };
  let id = 0;
  for (let start = 0; start < grey.length; start++) {
    if (label[start] !== 0 || grey[start]! <= threshold) continue;
    id++;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n < 0 || n >= grey.length || label[n] !== 0 || grey[n]! <= threshold) continue;
        label[n] = id;
        stack[top++] = n;
      }
    }
    if (size > best.size) best = { id, size };
  }
  if (best.size < MIN_PAGE_SHARE * width * height) return undefined;
  // The extreme points of the region along the two diagonals are its corners.
  // Its rows' spans, first to last pixel, count the print inside the page (holes in the light region) as page.
  const ext = { tl: [0, 0, Infinity], tr: [0, 0, -Infinity], br: [0, 0, -Infinity], bl: [0, 0, Infinity] };
  let spans = 0;
  for (let y = 0; y < height; y++) {
    let [first, last] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (label[y * width + x] !== best.id) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0) spans += last - first + 1;
  }
  for (let i = 0; i < label.length; i++) {
    if (label[i] !== best.id) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x + y < ext.tl[2]!) ext.tl = [x, y, x + y];
    if (x + y > ext.br[2]!) ext.br = [x, y, x + y];
    if (x - y > ext.tr[2]!) ext.tr = [x, y, x - y];
    if (x - y < ext.bl[2]!) ext.bl = [x, y, x - y];
  }
  const quad: Quad = [ext.tl, ext.tr, ext.br, ext.bl].map(([x, y]) => [x!, y!] as Point) as Quad;
  const margin = BORDER_SHARE * width;
  if (quad.some(([x, y]) => x < margin || y < margin || x > width - 1 - margin || y > height - 1 - margin)) return undefined;
  const area = polygonArea(quad);
  if (area < MIN_PAGE_SHARE * width * height || Math.abs(spans - area) > (1 - MIN_FILL) * area) return undefined;
  return edgesStraight(quad, (x, y) => label[Math.round(y) * width + Math.round(x)] === best.id, width, height) ? quad : undefined;
}

/**
 * Whether the region (`inside`) runs along each side of `quad`: at points from 10 % to 90 % of
 * each side, EDGE_OFFSET pixels inwards lies the region and as far outwards does not (a page's
 * straight edge, not a region that merged with light parts of the desk) — for at least MIN_FILL of them.
 */
function edgesStraight(quad: Quad, inside: (x: number, y: number) => boolean, width: number, height: number): boolean {
  const cx = quad.reduce((sum, [x]) => sum + x, 0) / 4;
  const cy = quad.reduce((sum, [, y]) => sum + y, 0) / 4;
  for (let side = 0; side < 4; side++) {
    const [ax, ay] = quad[side]!;
    const [bx, by] = quad[(side + 1) % 4]!;
    const length = Math.hypot(bx - ax, by - ay);
    // The side's normal, turned towards the page's centre.
    let [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    if (nx * (cx - ax) + ny * (cy - ay) < 0) [nx, ny] = [-nx, -ny];
    let good = 0;
    const samples = 20;
    for (let k = 0; k < samples; k++) {
      const t = 0.1 + (0.8 * k) / (samples - 1);
      const [px, py] = [ax + (bx - ax) * t, ay + (by - ay) * t];
      const [ix, iy] = [px + nx * EDGE_OFFSET, py + ny * EDGE_OFFSET];
      const [ox, oy] = [px - nx * EDGE_OFFSET, py - ny * EDGE_OFFSET];
      const within = ix >= 0 && iy >= 0 && ix <= width - 1 && iy <= height - 1 && inside(ix, iy);
      const outside = ox < 0 || oy < 0 || ox > width - 1 || oy > height - 1 || !inside(ox, oy);
      if (within && outside) good++;
    }
    if (good < MIN_FILL * samples) return false;
  }
  return true;
}

/** Whether both pairs of opposite sides have lengths within MIN_KEYSTONE of each other. */
function isRectangle([tl, tr, br, bl]: Quad): boolean {
  const len = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const differ = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);
  return differ(len(tl, tr), len(bl, br)) < MIN_KEYSTONE && differ(len(tl, bl), len(tr, br)) < MIN_KEYSTONE;
}

/** The area of a simple polygon (shoelace formula), in square pixels. */
function polygonArea(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** Otsu's threshold of grey pixels (0–255): the level that best separates two classes. */
function otsuThreshold(grey: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of grey) hist[v]!++;
  const total = grey.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * hist[v]!;
  let [weightBelow, sumBelow, best, bestVar] = [0, 0, 127, -1];
  for (let t = 0; t < 256; t++) {
    weightBelow += hist[t]!;
    if (weightBelow === 0 || weightBelow === total) continue;
    sumBelow += t * hist[t]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / (total - weightBelow);
    const between = weightBelow * (total - weightBelow) * (meanBelow - meanAbove) ** 2;
    if (between > bestVar) [best, bestVar] = [t, between];
  }
  return best;
}

/**
 * The projective map (homography, 8 coefficients, the 9th is 1) taking each point of `from` to the
 * same-index point of `to`, solved by Gauss–Jordan elimination.
 */
export function homography(from: Quad, to: Quad): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c++) rows[r]![c]! -= f * rows[col]![c]!;
    }
  }
  return rows.map((row, i) => row[8]! / row[i]!);
}

/**
 * The page inside `quad` (corners in pixels of the grey image `grey`, `width` × `height`, one byte
 * a pixel) warped to an upright rectangle as wide as its longer horizontal side and as high as its
 * longer vertical side, sampled bilinearly.
 * @returns the rectangle's grey pixels (one byte a pixel) and its size
 */
export function warpPage(grey: Uint8Array, width: number, height: number, quad: Quad): { data: Uint8Array; width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  const len = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const w = Math.round(Math.max(len(tl, tr), len(bl, br)));
  const h = Math.round(Math.max(len(tl, bl), len(tr, br)));
  // The map from the rectangle back to the photo: each output pixel looks up where it came from.
  const m = homography(
    [
      [0, 0],
      [w - 1, 0],
      [w - 1, h - 1],
      [0, h - 1],
    ],
    quad,
  );
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = Math.min(Math.max((m[0]! * x + m[1]! * y + m[2]!) / d, 0), width - 1.001);
      const sy = Math.min(Math.max((m[3]! * x + m[4]! * y + m[5]!) / d, 0), height - 1.001);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = grey[i]! + (grey[i + 1]! - grey[i]!) * fx;
      const bottom = grey[i + width]! + (grey[i + width + 1]! - grey[i + width]!) * fx;
      out[y * w + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { data: out, width: w, height: h };
}
