/**
 * Finding the dark strips of a page (bands.ts): drawn pixel by pixel on a small grey page, the
 * strips a title or labels are printed on are found, and a photo's dark surroundings, a logo, a rule,
 * a bold heading and a shadow over dark print are not turned.
 */
import { describe, expect, it } from 'vitest';
import { findDarkBands, isWhiteOnDark } from './bands.js';

const W = 400;
const H = 560;

/** A light page (grey 235) with the given rectangles filled with `grey`. */
function page(rects: { x: number; y: number; w: number; h: number; grey: number }[]): Uint8Array {
  const data = new Uint8Array(W * H).fill(235);
  for (const { x, y, w, h, grey } of rects) {
    for (let row = y; row < y + h; row++) data.fill(grey, row * W + x, row * W + x + w);
  }
  return data;
}

describe('findDarkBands', () => {
  it('finds a dark title strip and a row of label strips, as rectangles of the page', () => {
    const data = page([
      { x: 40, y: 100, w: 320, h: 16, grey: 40 },
      { x: 40, y: 200, w: 70, h: 8, grey: 60 },
      { x: 120, y: 200, w: 70, h: 8, grey: 60 },
    ]);
    expect(findDarkBands(data, W, H)).toEqual([
      { left: 40, top: 100, width: 320, height: 16 },
      { left: 40, top: 200, width: 70, height: 8 },
      { left: 120, top: 200, width: 70, height: 8 },
    ]);
  });

  it('leaves out what touches the edge (the table under the photo), squares (a logo, a QR code), thin rules and tall dark areas', () => {
    const data = page([
      { x: 0, y: 0, w: 30, h: H, grey: 30 },
      { x: 300, y: 40, w: 50, h: 50, grey: 20 },
      { x: 40, y: 150, w: 320, h: 1, grey: 20 },
      { x: 40, y: 300, w: 300, h: 120, grey: 50 },
    ]);
    expect(findDarkBands(data, W, H)).toEqual([]);
  });

  it('does not take a block of text for a strip: too little of its box is dark', () => {
    // A bold heading blurred on the small copy: dark word shapes with light gaps between them, joined
    // along the line by their blurred descenders (one region as wide as a strip).
    const words = Array.from({ length: 8 }, (_, i) => ({ x: 40 + i * 40, y: 100, w: 28, h: 12, grey: 60 }));
    const descenders = { x: 40, y: 111, w: 308, h: 1, grey: 60 };
    expect(findDarkBands(page([...words, descenders]), W, H)).toEqual([]);
    // Filled in, the same line is a strip.
    expect(findDarkBands(page([{ x: 40, y: 100, w: 310, h: 12, grey: 60 }]), W, H)).toHaveLength(1);
  });

  it('judges dark against the paper, so a grey page photographed in dim light still has no strips', () => {
    const dim = page([]).map(() => 120);
    expect(findDarkBands(dim, W, H)).toEqual([]);
  });
});

describe('isWhiteOnDark', () => {
  /** A strip of 2 000 pixels of `ground` grey, with `share` of them set to `print` grey. */
  const strip = (ground: number, print: number, share: number): Uint8Array => {
    const data = new Uint8Array(2000).fill(ground);
    data.fill(print, 0, Math.round(2000 * share));
    return data;
  };

  it('turns a dark strip that carries white print', () => {
    expect(isWhiteOnDark(strip(45, 230, 0.15))).toBe(true);
  });

  it('does not turn a shadow over dark print, nor a dark strip with nothing printed on it', () => {
    expect(isWhiteOnDark(strip(110, 20, 0.15))).toBe(false);
    expect(isWhiteOnDark(strip(45, 45, 0))).toBe(false);
  });
});
