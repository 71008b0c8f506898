/**
 * EPC QR codes (EPC069-12): the payload's lines, its limits, and the rendered code read back by a
 * real QR decoder (jsQR) from the PNG's pixels.
 */
import jsQRImport from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { epcPayload, epcQrPng, epcQrSvg, type EpcTransfer } from './epc-qr.js';

// jsqr's CommonJS export is the function itself; its types describe an ES module's default export.
const jsQR = jsQRImport as unknown as typeof jsQRImport.default;

const ORDER: EpcTransfer = {
  name: 'Steuerhilfe Expat Services GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amountCents: 123_456,
  reference: 'SH-7K4Q9X',
};

/** Decodes the QR code in a PNG: its text (bytes read as UTF-8) and version. */
async function decodePng(png: Buffer): Promise<{ text: string; version: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!code) throw new Error('no QR code found');
  return { text: Buffer.from(code.binaryData).toString('utf8'), version: code.version };
}

describe('epcPayload', () => {
  it('writes the EPC069-12 lines: BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, reference as unstructured remittance', () => {
    const payload = epcPayload(ORDER);
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Steuerhilfe Expat Services GmbH',
      'DE89370400440532013000',
      'EUR1234.56',
      '', // purpose
      '', // structured creditor reference
      'SH-7K4Q9X', // unstructured remittance information
    ]);
    expect(payload.endsWith('\n')).toBe(false);
  });

  it('formats amounts as EUR with two decimals, from the smallest to the largest allowed', () => {
    expect(epcPayload({ ...ORDER, amountCents: 1 }).split('\n')[7]).toBe('EUR0.01');
    expect(epcPayload({ ...ORDER, amountCents: 11_900 }).split('\n')[7]).toBe('EUR119.00');
    expect(epcPayload({ ...ORDER, amountCents: 99_999_999_999 }).split('\n')[7]).toBe('EUR999999999.99');
  });

  it('refuses amounts, names and references outside the EPC limits with a RangeError', () => {
    expect(() => epcPayload({ ...ORDER, amountCents: 0 })).toThrow(RangeError);
    expect(() => epcPayload({ ...ORDER, amountCents: 100_000_000_000 })).toThrow(RangeError);
    expect(() => epcPayload({ ...ORDER, amountCents: 12.5 })).toThrow(RangeError);
    expect(() => epcPayload({ ...ORDER, name: 'N'.repeat(71) })).toThrow(RangeError);
    expect(() => epcPayload({ ...ORDER, name: ' ' })).toThrow(RangeError);
    expect(() => epcPayload({ ...ORDER, reference: 'R'.repeat(141) })).toThrow(RangeError);
    expect(epcPayload({ ...ORDER, name: 'N'.repeat(70), reference: 'R'.repeat(140) })).toContain('R'.repeat(140));
  });

  it('refuses a payload over 331 bytes in UTF-8 even when each field is within its character limit', () => {
    // 70 + 140 characters, but "ü" and "€" take 2 and 3 bytes in UTF-8.
    const transfer = { ...ORDER, name: 'ü'.repeat(70), reference: '€'.repeat(140) };
    expect(() => epcPayload(transfer)).toThrow(/331/);
    expect(() => epcPayload(transfer)).toThrow(RangeError);
  });

  it('refuses an invalid IBAN', () => {
    expect(() => epcPayload({ ...ORDER, iban: 'DE00370400440532013000' })).toThrow();
  });
});

describe('the rendered QR code', () => {
  it('decodes back to the payload, with umlauts intact, within QR version 13', async () => {
    const payload = epcPayload({ ...ORDER, name: 'Jürgen Größe Steuerbüro', reference: 'SH-ÄÖÜ42 Müller' });
    const { text, version } = await decodePng(await epcQrPng(payload));
    expect(text).toBe(payload);
    const lines = text.split('\n');
    expect(lines[5]).toBe('Jürgen Größe Steuerbüro');
    expect(lines[6]).toBe('DE89370400440532013000');
    expect(lines[7]).toBe('EUR1234.56');
    expect(lines[10]).toBe('SH-ÄÖÜ42 Müller');
    expect(text.endsWith('\n')).toBe(false);
    expect(version).toBeLessThanOrEqual(13);
  });

  it('decodes a payload at the 331-byte limit', async () => {
    // 133 bytes of fixed lines and a 70-character name, then 140 characters of 198 bytes.
    const reference = `${'ü'.repeat(58)}${'x'.repeat(82)}`;
    const payload = epcPayload({ ...ORDER, name: 'N'.repeat(70), reference });
    expect(Buffer.byteLength(payload, 'utf8')).toBe(331);
    expect(() => epcPayload({ ...ORDER, name: `${'N'.repeat(69)}ü`, reference })).toThrow(RangeError);
    const { text, version } = await decodePng(await epcQrPng(payload, 4));
    expect(text).toBe(payload);
    expect(version).toBeLessThanOrEqual(13);
  });

  it('keeps a quiet zone of at least 4 modules around the code', async () => {
    const scale = 4;
    const png = await epcQrPng(epcPayload(ORDER), scale);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
    let minX = info.width;
    let minY = info.height;
    let maxX = -1;
    let maxY = -1;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (!dark(x, y)) continue;
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
    }
    expect(minX).toBeGreaterThanOrEqual(4 * scale);
    expect(minY).toBeGreaterThanOrEqual(4 * scale);
    expect(info.width - 1 - maxX).toBeGreaterThanOrEqual(4 * scale);
    expect(info.height - 1 - maxY).toBeGreaterThanOrEqual(4 * scale);
  });

  it('renders a scalable SVG: viewBox, no fixed size, no title, dark modules inside the 4-module quiet zone', async () => {
    const svg = await epcQrSvg(epcPayload(ORDER));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(viewBox).not.toBeNull();
    expect(svg).not.toMatch(/<svg[^>]*\s(width|height)=/);
    expect(svg).not.toContain('<title');
    const size = Number(viewBox![1]);
    // The dark modules are drawn by one path of horizontal strokes: "M<x> <y+0.5>h<len>m<dx> <dy>…".
    const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!;
    const starts = [...path.matchAll(/M(\d+) (\d+(?:\.5)?)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(starts.length).toBeGreaterThan(0);
    for (const [x, y] of starts) {
      expect(x).toBeGreaterThanOrEqual(4);
      expect(y).toBeGreaterThanOrEqual(4);
      expect(y).toBeLessThanOrEqual(size - 4);
    }
  });
});
