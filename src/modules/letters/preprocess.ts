/**
 * Preparing a phone photo of a letter page for Tesseract: turned upright by its EXIF orientation,
 * grey, a page photographed at an angle warped to a rectangle (perspective.ts, decision record 040),
 * scaled to about 300 dpi for an A4 page, and straightened (deskewed). Tesseract's own
 * Sauvola threshold (reading.ts) then copes with uneven light and shadows.
 *
 * Why straighten: a page photographed 1–4° askew makes Tesseract's layout analysis cut text lines
 * into column fragments ("Bitte zahlen Sie den Betrag von" far from "1.234,56 € bis zum …"); the
 * skew is found on a small copy by the projection-profile method (the angle whose horizontal
 * projection of dark pixels is sharpest), and the page turned back.
 *
 * Measured step by step on the bench's photos (`npm run bench:letters -- --prep`, docs/measurements.md,
 * 2026-11-27): without straightening the letter type fell from 100 % to 77 % and due dates to 38 %;
 * Otsu's threshold instead of Sauvola's lost dates, Steuernummern and IBANs; stretching the grey
 * levels (normalise) lost Steuernummern and cost 40 % more time; the plain photo read worse on every
 * field, so reading both and merging cannot help. The steps stay: straighten, grey, Sauvola.
 * Since decision record 067, a dark band carrying white print (a title, a row of labels) is turned
 * into dark print on light after straightening (bands.ts), which Sauvola's threshold otherwise erases.
 *
 * Image work runs in sharp (libvips, off the event loop), one photo at a time in this process, with
 * one libvips thread and streamed file to file, so it neither starves the server of CPU nor holds
 * a full-size image in JavaScript memory; only the angle search on an 800-pixel-wide copy (about
 * 10 ms) runs in JavaScript.
 */
import { rename } from 'node:fs/promises';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { InputLimitError } from '../../external/sandbox.js';
import { findDarkBands, isWhiteOnDark } from './bands.js';
import { findPageQuad, type Quad, warpPage } from './perspective.js';

/** Width of an A4 page in inches. */
const A4_WIDTH_IN = 8.27;
/** A page is assumed to fill this share of a photo's width. */
const PAGE_SHARE = 0.9;
/** Photos wider than this (pixels, upright) are scaled down: about 300 dpi for an A4 page. */
const MAX_WIDTH = 2800;
/** Larger images are refused (pixels; a 100-megapixel camera). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Width of the copy the skew is measured on (pixels). */
const SKEW_SAMPLE_WIDTH = 800;
/** Skews searched, in degrees either way. */
const MAX_SKEW_DEG = 6;
/** Below this (degrees) the photo is not turned. */
const MIN_SKEW_DEG = 0.2;
/**
 * Width of the copy a landscape photo's orientation is detected on (pixels): at 1 600 the
 * detection's confidence fell below 2 on pages filling two thirds of the photo (docs/measurements.md).
 */
const ORIENTATION_SAMPLE_WIDTH = 2400;

const oneAtATime = pLimit(1);
// One libvips worker thread per image in this process: Tesseract already keeps both cores busy.
sharp.concurrency(1);

/**
 * The preparation steps, each on unless said (the bench measures them one by one: `npm run
 * bench:letters -- --prep`, docs/measurements.md).
 */
export interface PrepareOptions {
  /** The image's known resolution (a page rendered from a PDF); photos are estimated from their width. */
  dpi?: number;
  /** Straighten the page by its measured skew (default on). */
  deskew?: boolean;
  /** Scale a photo much wider than 2800 pixels down to about 300 dpi (default on). */
  resize?: boolean;
  /** Stretch the grey levels to the full range (sharp's normalise; default off: it did not help). */
  normalise?: boolean;
  /**
   * A 3 × 3 median filter before the threshold (default off): it removes the grain and halos of an
   * over-sharpened or noisy photo, on which Tesseract's threshold otherwise loses whole blocks of
   * text, but softens the small print of a clean one (decision record 039).
   */
  denoise?: boolean;
  /**
   * Undo the perspective of a page photographed at an angle (default on): when the page's four
   * corners are found with confidence on a small copy (perspective.ts `findPageQuad`), the page is
   * warped to a rectangle (decision record 040).
   */
  perspective?: boolean;
  /**
   * Turn dark strips that carry white print (a title or labels white on dark grey or blue) into dark
   * print on a light strip after straightening (default on; bands.ts, decision record 067).
   */
  invertBands?: boolean;
}

/** Width of the copy the page's corners are searched on (pixels). */
const CORNER_SAMPLE_WIDTH = 600;

/**
 * Writes a grey, straightened TIFF of the photo (or scanned page) at `src` to `out` (the path should
 * end in .tif). At most one image is prepared at a time per process (others wait). A warped page
 * passes through JavaScript as one grey byte a pixel, scaled to
 * at most 2 800 pixels wide first (about 11 MB).
 * @param opts.dpi the image's known resolution (a page rendered from a PDF); photos are estimated
 *   from their width, assuming the page fills 90 % of it
 * @returns the written path, the page's resolution in dots per inch, the skew corrected (degrees,
 *   clockwise positive), and whether the page was warped out of its perspective (only where its
 *   corners were found with confidence; never for an image with a known `dpi`), and how many dark
 *   strips with white print were turned dark on light
 * @throws InputLimitError ('input') for an image of more than 100 megapixels (its header is read
 *   first, nothing decoded); sharp's errors for a damaged or unsupported image
 */
export function preparePhoto(
  src: string,
  out: string,
  opts: PrepareOptions = {},
): Promise<{ path: string; dpi: number; skewDeg: number; warped: boolean; bands: number }> {
  return oneAtATime(async () => {
    const { width: fullWidth } = await uprightSize(src);
    const { deskew = true, normalise = false, resize = true, denoise = false, perspective = true, invertBands = true } = opts;
    // Scaling costs a pass over the image, so only photos clearly wider than needed are scaled.
    const scale = resize && fullWidth > MAX_WIDTH * 1.15 ? MAX_WIDTH / fullWidth : 1;
    const quad = perspective && !opts.dpi ? await pageQuad(src) : undefined;
    let warped: { data: Uint8Array; width: number; height: number } | undefined;
    if (quad) {
      // The page's pixels in JavaScript (grey, one byte a pixel, at most about 2 800 × 4 000).
      let grey = sharp(src, INPUT).autoOrient().grayscale();
      if (scale < 1) grey = grey.resize({ width: MAX_WIDTH });
      const { data, info } = await grey.raw().toBuffer({ resolveWithObject: true });
      warped = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
      const k = info.width / CORNER_SAMPLE_WIDTH;
      warped = warpPage(warped.data, info.width, info.height, quad.map(([x, y]) => [x * k, y * k]) as Quad);
    }
    const base = (): Sharp =>
      warped ? sharp(warped.data, { raw: { width: warped.width, height: warped.height, channels: 1 } }) : sharp(src, INPUT).autoOrient().grayscale();
    const skewDeg = deskew ? await measureSkew(base()) : 0;
    // File to file, streamed by libvips where nothing was warped: no full-size pixel buffer in JavaScript.
    let page = base();
    if (normalise) page = page.normalise();
    if (denoise) page = page.median(3);
    if (scale < 1 && !warped) page = page.resize({ width: MAX_WIDTH });
    if (Math.abs(skewDeg) >= MIN_SKEW_DEG) page = page.rotate(-skewDeg, { background: { r: 255, g: 255, b: 255 } });
    await page.toColourspace('b-w').tiff({ compression: 'none' }).toFile(out);
    const bands = invertBands ? await invertDarkBands(out) : 0;
    // A warped page fills the whole width; otherwise the page is taken to fill 90 % of the photo's.
    const dpi = opts.dpi ? opts.dpi * scale : quad && warped ? warped.width / A4_WIDTH_IN : (fullWidth * scale * PAGE_SHARE) / A4_WIDTH_IN;
    return { path: out, dpi: Math.round(dpi), skewDeg, warped: quad !== undefined, bands };
  });
}

/** Width of the copy dark bands are searched on (pixels). */
const BAND_SAMPLE_WIDTH = 800;

/**
 * Turns the dark strips with white print of the prepared page at `path` (a grey TIFF) into dark print
 * on light (bands.ts): found on a blurred copy BAND_SAMPLE_WIDTH pixels wide, checked at full size,
 * written over the file (through a temporary file beside it). Leaves the file untouched when there is none.
 * @returns how many strips were turned
 */
async function invertDarkBands(path: string): Promise<number> {
  const small = await sharp(path).resize({ width: BAND_SAMPLE_WIDTH }).blur(2).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const found = findDarkBands(new Uint8Array(small.data.buffer, small.data.byteOffset, small.data.length), small.info.width, small.info.height);
  if (found.length === 0) return 0;
  const { width = 0, height = 0 } = await sharp(path).metadata();
  const k = width / small.info.width;
  const turned: { input: Buffer; raw: { width: number; height: number; channels: 1 }; left: number; top: number }[] = [];
  for (const band of found) {
    // One small pixel more on each side: the strip's blurred edge.
    const left = Math.max(0, Math.floor((band.left - 1) * k));
    const top = Math.max(0, Math.floor((band.top - 1) * k));
    const w = Math.min(width - left, Math.ceil((band.width + 2) * k));
    const h = Math.min(height - top, Math.ceil((band.height + 2) * k));
    const pixels = await sharp(path).extract({ left, top, width: w, height: h }).extractChannel(0).raw().toBuffer();
    if (!isWhiteOnDark(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length))) continue;
    for (let i = 0; i < pixels.length; i++) pixels[i] = 255 - pixels[i]!;
    turned.push({ input: pixels, raw: { width: w, height: h, channels: 1 }, left, top });
  }
  if (turned.length === 0) return 0;
  const tmp = `${path}.bands.tif`;
  await sharp(path).composite(turned).toColourspace('b-w').tiff({ compression: 'none' }).toFile(tmp);
  await rename(tmp, path);
  return turned.length;
}

/** The page's corners on a copy CORNER_SAMPLE_WIDTH pixels wide (in its pixels), when found with confidence (perspective.ts). */
async function pageQuad(src: string): Promise<Quad | undefined> {
  const { data, info } = await sharp(src, INPUT)
    .autoOrient()
    .grayscale()
    .resize({ width: CORNER_SAMPLE_WIDTH })
    .blur(1)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return findPageQuad(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
}

/**
 * For a photo whose page may lie on its side (held sideways, no EXIF orientation: a messenger or
 * a scanner app strips it): when the photo is wider than high once turned by its EXIF orientation
 * (a letter's page is portrait), writes a grey copy ORIENTATION_SAMPLE_WIDTH pixels wide to
 * `sampleOut` (PNG) for Tesseract's orientation detection (ocr.ts `pageTurn`).
 * With `portrait`, the copy is written for a portrait photo too (one whose first reading found no
 * letter: it may lie upside down).
 * @returns whether the copy was written (false: a portrait photo, taken as upright)
 * @throws InputLimitError ('input') for an image of more than 100 megapixels; sharp's errors
 */
export function orientationSample(src: string, sampleOut: string, { portrait = false }: { portrait?: boolean } = {}): Promise<boolean> {
  return oneAtATime(async () => {
    const { width, height } = await uprightSize(src);
    if (width <= height && !portrait) return false;
    await sharp(src, INPUT)
      .autoOrient()
      .grayscale()
      .resize({ width: ORIENTATION_SAMPLE_WIDTH, withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toFile(sampleOut);
    return true;
  });
}

/**
 * Writes the photo at `src`, turned upright by its EXIF orientation and then by `turn` degrees
 * clockwise (90, 180 or 270), grey, to `out` (TIFF), for preparePhoto to read.
 * @throws InputLimitError ('input') for an image of more than 100 megapixels; sharp's errors
 */
export function turnPhoto(src: string, out: string, turn: 90 | 180 | 270): Promise<string> {
  return oneAtATime(async () => {
    await uprightSize(src);
    await sharp(src, INPUT).autoOrient().rotate(turn).grayscale().tiff({ compression: 'none' }).toFile(out);
    return out;
  });
}

/** How sharp reads an image: damaged files as far as they go, at most 100 megapixels. */
const INPUT = { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS } as const;

/**
 * The image's size once turned by its EXIF orientation, from its header alone (no pixel is decoded),
 * so that an oversized image is refused with our reason.
 * @throws InputLimitError ('input') for an image of more than 100 megapixels
 */
async function uprightSize(src: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(src, { failOn: 'none', limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new InputLimitError('input', `the image has more than ${MAX_INPUT_PIXELS} pixels`);
  return meta.autoOrient;
}

/** The skew of the text lines of a grey image (degrees, clockwise positive), measured on a small copy. */
async function measureSkew(image: Sharp): Promise<number> {
  const small = await image.resize({ width: SKEW_SAMPLE_WIDTH, withoutEnlargement: true }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = small.info;
  // Local background: dark pixels are those clearly darker than their surroundings (text, not a dark table).
  const background = await sharp(small.data, { raw: { width: w, height: h, channels: 1 } })
    .blur(6)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (small.data[i]! < background[i]! - 25) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return skewOfPoints(Float64Array.from(xs), Float64Array.from(ys), h);
}

/**
 * The angle (degrees, clockwise positive in image coordinates) that best aligns the dark points
 * (`xs`, `ys`) into horizontal lines: the projection-profile method, a coarse search in 0.25°
 * steps within ±6°, then a fine one in 0.05° steps. 0 when there are too few points. Pure.
 */
function skewOfPoints(xs: Float64Array, ys: Float64Array, height: number): number {
  if (xs.length < 200) return 0;
  const bins = new Float64Array(Math.ceil(height * 1.2) + 64);
  const offset = Math.ceil(height * 0.1) + 32;
  const sharpness = (deg: number): number => {
    const t = Math.tan((deg * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const b = Math.round(ys[i]! - xs[i]! * t) + offset;
      if (b >= 0 && b < bins.length) bins[b]!++;
    }
    let sum = 0;
    for (let b = 0; b < bins.length; b++) sum += bins[b]! * bins[b]!;
    return sum;
  };
  const search = (from: number, to: number, step: number): number => {
    let best = 0;
    let bestScore = -1;
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const s = sharpness(deg);
      if (s > bestScore) [best, bestScore] = [deg, s];
    }
    return best;
  };
  const coarse = search(-MAX_SKEW_DEG, MAX_SKEW_DEG, 0.25);
  return Math.round(search(coarse - 0.25, coarse + 0.25, 0.05) * 100) / 100;
}
