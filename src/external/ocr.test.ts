/**
 * External programs for real: a generated PDF read back through pdftoppm and Tesseract, and the
 * runner's time limit, output cap, failure and "not installed" states. Needs the Debian packages
 * tesseract-ocr, tesseract-ocr-deu and poppler-utils (.ci/run installs them).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../scripts/sample-files.js';
import { ocrPdf, ocrStatus } from './ocr.js';
import { isProgramAvailable, ProgramFailedError, ProgramMissingError, ProgramTimeoutError, runProgram } from './programs.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ocr-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('OCR', () => {
  it('is available here', async () => {
    await expect(ocrStatus()).resolves.toBe('available');
  });

  it('reads the text of a PDF page, and leaves no temporary image behind', async () => {
    const pdf = join(dir, 'bescheid.pdf');
    await writeFile(pdf, pdfBytes('Steuerbescheid 2025 Finanzamt Berlin'));
    const before = (await readdir(tmpdir())).filter((f) => f.startsWith('ocr-') && !f.startsWith('ocr-test-')).length;
    const text = await ocrPdf(pdf);
    expect(text).toMatch(/Steuerbescheid 2025/);
    expect(text).toMatch(/Finanzamt Berlin/);
    const after = (await readdir(tmpdir())).filter((f) => f.startsWith('ocr-') && !f.startsWith('ocr-test-')).length;
    expect(after).toBe(before);
  });
});

describe('runProgram', () => {
  it('kills a program that runs past its time limit', async () => {
    const started = Date.now();
    await expect(runProgram('sleep', ['5'], { timeoutMs: 200 })).rejects.toBeInstanceOf(ProgramTimeoutError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops reading a program that writes more than allowed', async () => {
    await expect(runProgram('head', ['-c', '100000', '/dev/zero'], { maxOutputBytes: 1000 })).rejects.toBeInstanceOf(ProgramFailedError);
  });

  it('reports a failing program with its exit code', async () => {
    const err = await runProgram('tesseract', [join(dir, 'missing.png'), 'stdout']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProgramFailedError);
    expect((err as ProgramFailedError).exitCode).not.toBe(0);
  });

  it('says plainly when a program is not installed', async () => {
    await expect(runProgram('no-such-program-ocr-test', [])).rejects.toBeInstanceOf(ProgramMissingError);
    await expect(isProgramAvailable('no-such-program-ocr-test')).resolves.toBe(false);
    await expect(isProgramAvailable('tesseract')).resolves.toBe(true);
  });
});
