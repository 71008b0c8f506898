/**
 * Preparing a phone photo of a letter page for Tesseract (sharp/libvips, off the event loop):
 * turned upright by its EXIF orientation, grey, scaled to about 300 dpi, and its light evened out.
 */
import sharp from 'sharp';

/** Width of an A4 page in inches. */
const A4_WIDTH_IN = 8.27;
/** A page is assumed to fill this share of a photo's width. */
const PAGE_SHARE = 0.9;
/** Photos wider than this (pixels, after orientation) are scaled down first: about 300 dpi for A4. */
const MAX_WIDTH = 2800;
/** Photos larger than this are refused (pixels; a 100-megapixel camera). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Writes a grey PNG of the photo at `src` to `out`, ready for OCR.
 * @returns the written path and the page's estimated resolution in dots per inch
 * @throws sharp's errors for a damaged or oversized image
 */
export async function preparePhoto(src: string, out: string): Promise<{ path: string; dpi: number }> {
  const input = { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS } as const;
  const { width } = (await sharp(src, input).metadata()).autoOrient;
  const w = Math.min(width, MAX_WIDTH);
  await sharp(src, input).autoOrient().grayscale().resize({ width: w, withoutEnlargement: true }).png({ compressionLevel: 1 }).toFile(out);
  return { path: out, dpi: Math.round((w * PAGE_SHARE) / A4_WIDTH_IN) };
}
