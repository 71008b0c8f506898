/**
 * Dark bands on a letter page: a title or a row of labels printed white on a dark grey or dark blue
 * strip. Tesseract's Sauvola threshold (reading.ts) takes such a strip for background, so the white
 * print inside it is lost ("Einkommensteuerbescheid" gone, the letter typed by its body alone).
 * preprocess.ts finds the strips on a small blurred copy of the prepared page with `findDarkBands`,
 * checks each at full size with `isWhiteOnDark` and turns those that carry white print into dark print
 * on a light strip (decision record 067). Pure functions of grey pixels (one byte a pixel, 0 black).
 */

/** A rectangle in pixels of the image it was found on. */
export interface Band {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pixel is dark when darker than this share of the paper's brightness. */
const DARK_SHARE = 0.5;
/** A band is at least this share of the page's width wide. */
const MIN_WIDTH_SHARE = 0.12;
/** …and at least this many times as wide as high (a strip, not a logo, a stamp or a QR code). */
const MIN_ASPECT = 3;
/** …at most this share of the page's height high (a strip, not the page's dark surroundings). */
const MAX_HEIGHT_SHARE = 0.12;
/** …at least this share of the page's width high (about 1.5 mm on A4: not a rule or a table line). */
const MIN_HEIGHT_SHARE = 0.007;
/** …and at least this share of its bounding box dark (solid, not a block of bold text). */
const MIN_FILL = 0.8;

/**
 * The solid dark strips of a grey image (a small, blurred copy of a page: the white print inside a
 * strip blurred into it), as rectangles in its pixels. A strip touching the image's edge is the
 * photo's surroundings (a table, a hand), not print, and is left out.
 * @param data grey pixels, row by row, `width` × `height`
 */
export function findDarkBands(data: Uint8Array, width: number, height: number): Band[] {
  const paper = percentile(data, 0.9);
  const limit = Math.min(128, paper * DARK_SHARE);
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const bands: Band[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= limit) continue;
    // One connected region of dark pixels (4-neighbours), its bounding box and size.
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let count = 0;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && !seen[j] && data[j]! < limit) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const touchesEdge = x0 === 0 || y0 === 0 || x1 === width - 1 || y1 === height - 1;
    if (touchesEdge || w < width * MIN_WIDTH_SHARE || w < h * MIN_ASPECT) continue;
    if (h > height * MAX_HEIGHT_SHARE || h < width * MIN_HEIGHT_SHARE || count < w * h * MIN_FILL) continue;
    bands.push({ left: x0, top: y0, width: w, height: h });
  }
  return bands;
}

/** Grey levels a pixel must lie above (white print) or below (dark print) the strip's median to count. */
const CONTRAST = 70;
/** Share of a strip's pixels that must be white print for it to be turned. */
const MIN_PRINT_SHARE = 0.02;

/**
 * Whether a dark strip (its pixels at full size) carries white print: clearly brighter pixels are at
 * least 2 % of it and three times as many as clearly darker ones. A shadow over dark print, a mug or a
 * dark photo in the letter is not turned.
 */
export function isWhiteOnDark(data: Uint8Array): boolean {
  const median = percentile(data, 0.5);
  let brighter = 0;
  let darker = 0;
  for (const v of data) {
    if (v > median + CONTRAST) brighter++;
    else if (v < median - CONTRAST) darker++;
  }
  return brighter >= data.length * MIN_PRINT_SHARE && brighter > 3 * darker;
}

/** The grey level below which `share` (0–1) of the pixels lie. */
function percentile(data: Uint8Array, share: number): number {
  const histogram = new Uint32Array(256);
  for (const v of data) histogram[v]!++;
  const target = data.length * share;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return 255;
}
