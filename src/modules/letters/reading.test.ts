/**
 * Reading letter files for real: a generated sample letter (scripts/letters/corpus.ts) as a digital
 * PDF, as a phone photo and as a scanned (image-only) PDF, through unpdf, sharp, pdftoppm and
 * Tesseract; OCR missing (PATH without the programs); time limits; temporary files. Needs the
 * Debian packages tesseract-ocr, tesseract-ocr-deu and poppler-utils (.ci/run installs them).
 */
import { access, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corpusSpecs, defaultSeed, letterSpecs, renderLetter, type LetterSpec } from '../../../scripts/letters/corpus.js';
import { ProgramTimeoutError } from '../../external/programs.js';
import { recognizeLetter } from '../../shared/letters/recognize.js';
import { SMALL_PHOTO_DPI } from './letters.jobs.js';
import { OcrUnavailableError, readLetterFile } from './reading.js';

let dir: string;
/** Where readLetterFile's temporary files go during these tests (TMPDIR), to check they are removed. */
let scratch: string;
let spec: LetterSpec;
let pdf: string;
let photo: string;
let scan: string;
const savedTmpdir = process.env.TMPDIR;

/** An image-only PDF of the photo: what a scanner app produces. */
function scannedPdf(imagePath: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => writeFile(out, Buffer.concat(chunks)).then(resolve, reject));
    doc.image(imagePath, 0, 0, { fit: [595.28, 841.89], align: 'center', valign: 'center' });
    doc.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reading-test-'));
  scratch = join(dir, 'tmp');
  await mkdir(scratch);
  // A Mahnung from Baden-Württemberg, its date in the information block (seed 1, letter 10).
  spec = letterSpecs(10)[9]!;
  pdf = join(dir, 'letter.pdf');
  photo = join(dir, 'letter.jpg');
  scan = join(dir, 'scan.pdf');
  await renderLetter(spec, { pdfPath: pdf, photoPath: photo });
  await scannedPdf(photo, scan);
  process.env.TMPDIR = scratch;
});

afterEach(async () => {
  // Every read, failed or not, leaves its temporary directory behind it removed.
  expect(await readdir(scratch)).toEqual([]);
});

afterAll(async () => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  await rm(dir, { recursive: true, force: true });
});

// OCR runs several times its quiet time while the rest of the suite shares the two cores: the
// reads that run Tesseract get a program time limit (OCR_TIMEOUT) near the tests' own, where the
// product's is 60 s; the time limit itself has its own test below.
const OCR_TIMEOUT = { timeoutMs: 110_000 };
describe('readLetterFile', { timeout: 120_000 }, () => {
  it('reads a digital PDF as text, without OCR', async () => {
    const pages = await readLetterFile(pdf, 'application/pdf');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.method).toBe('pdf-text');
    expect(pages[0]!.text).toContain(spec.recipient[1]!);
    expect(pages[0]!.text).toContain(spec.printedDate);
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterDate).toBe(spec.truth.letterDate);
    expect(fields.steuernummer).toBe(spec.truth.steuernummer);
  });

  it('reads a phone photo by OCR, well enough to recognise its date and Steuernummer', async () => {
    const pages = await readLetterFile(photo, 'image/jpeg', OCR_TIMEOUT);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.method).toBe('ocr');
    // A phone's photo is sharp enough: no note asks to check it (letters.jobs.ts).
    expect(pages[0]!.dpi).toBeGreaterThanOrEqual(SMALL_PHOTO_DPI);
    // Its IBAN reads the first time: no second reading.
    expect(recognizeLetter(pages[0]!.text).iban).toBe(spec.truth.iban);
    expect(pages[0]!.alternateText).toBeUndefined();
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterDate).toBe(spec.truth.letterDate);
    expect(fields.steuernummer).toBe(spec.truth.steuernummer);
    expect(fields.letterType).toBe('mahnung');
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored turned a quarter to the left, with the tag that tells viewers to turn it back.
    const sideways = join(dir, 'sideways.jpg');
    await sharp(photo).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toFile(sideways);
    const pages = await readLetterFile(sideways, 'image/jpeg', OCR_TIMEOUT);
    expect(recognizeLetter(pages[0]!.text).letterDate).toBe(spec.truth.letterDate);
  });

  // A messenger or a scanner app drops the tag: the pixels themselves lie a quarter turned, either way.
  // One test per turn: each read runs Tesseract twice (the page's orientation, then its text).
  it.each([90, 270])('turns a photo upright that lies %i° on its side without an EXIF orientation (Tesseract finds the turn)', async (turn) => {
    const sideways = join(dir, `sideways-${turn}.jpg`);
    await sharp(photo).rotate(turn).jpeg().toFile(sideways);
    const pages = await readLetterFile(sideways, 'image/jpeg', OCR_TIMEOUT);
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterType).toBe('mahnung');
    expect(fields.steuernummer).toBe(spec.truth.steuernummer);
  });

  // Upright by its shape but upside down: its first reading finds no letter, so its orientation is
  // checked and it is read again turned round (three Tesseract runs: a longer time limit).
  it('turns a portrait photo upright that lies upside down', async () => {
    const upsideDown = join(dir, 'upside-down.jpg');
    await sharp(photo).rotate(180).jpeg().toFile(upsideDown);
    const pages = await readLetterFile(upsideDown, 'image/jpeg', OCR_TIMEOUT);
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterType).toBe('mahnung');
    expect(fields.steuernummer).toBe(spec.truth.steuernummer);
  }, 240_000);

  // A phone's hard sharpening draws halos along the print, which Tesseract's threshold turns into
  // noise: the first reading finds no letter date, the second reads the page through a median filter
  // (two or three Tesseract runs: a longer time limit).
  it('reads a photo sharpened hard a second time through a median filter', async () => {
    const sharpened = join(dir, 'sharpened.jpg');
    await sharp(photo).sharpen({ sigma: 1.4, m1: 1, m2: 5 }).jpeg({ quality: 90 }).toFile(sharpened);
    const pages = await readLetterFile(sharpened, 'image/jpeg', OCR_TIMEOUT);
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterType).toBe('mahnung');
    expect(fields.letterDate).toBe(spec.truth.letterDate);
    expect(fields.steuernummer).toBe(spec.truth.steuernummer);
  }, 240_000);

  // Taken from the side (the ninth set's letter 23, a Verspätungszuschlag: its far edge 6 % shorter),
  // the lines slant differently across the page; read as it lies, the letter type, the due date and
  // the footer's account are lost. Its corners are found and the page is warped to a rectangle (040).
  it('straightens a page photographed at an angle before reading it', async () => {
    const angled = corpusSpecs(40, defaultSeed('ninth'), 'ninth')[22]!;
    expect(angled.photo.sideKeystone).toBeGreaterThan(0.05);
    const path = join(dir, 'angled.jpg');
    await renderLetter(angled, { photoPath: path });
    const pages = await readLetterFile(path, 'image/jpeg', OCR_TIMEOUT);
    const fields = recognizeLetter(pages[0]!.text);
    expect(fields.letterType).toBe(angled.truth.letterType);
    expect(fields.dueDate).toBe(angled.truth.dueDate);
    expect(fields.iban).toBe(angled.truth.iban);
    expect(fields.paymentReference).toBe(angled.truth.paymentReference);
  }, 240_000);

  it('reads a scanned PDF page (no text) by OCR', async () => {
    const pages = await readLetterFile(scan, 'application/pdf', OCR_TIMEOUT);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.method).toBe('ocr');
    expect(recognizeLetter(pages[0]!.text).steuernummer).toBe(spec.truth.steuernummer);
  });

  it('reads at most maxPages pages', async () => {
    const twoPages = letterSpecs(35)[34]!; // an Einkommensteuerbescheid with a second page
    const path = join(dir, 'two-pages.pdf');
    await renderLetter(twoPages, { pdfPath: path });
    expect(await readLetterFile(path, 'application/pdf')).toHaveLength(2);
    expect(await readLetterFile(path, 'application/pdf', { maxPages: 1 })).toHaveLength(1);
  });

  it('says OCR is unavailable when Tesseract and pdftoppm are not installed; digital PDFs still read', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-programs');
    try {
      await expect(readLetterFile(photo, 'image/jpeg')).rejects.toBeInstanceOf(OcrUnavailableError);
      await expect(readLetterFile(scan, 'application/pdf')).rejects.toBeInstanceOf(OcrUnavailableError);
      const pages = await readLetterFile(pdf, 'application/pdf');
      expect(pages[0]!.method).toBe('pdf-text');
    } finally {
      process.env.PATH = path;
    }
  });

  it('says OCR is unavailable when only Tesseract is missing (it runs through nice)', async () => {
    const nice = ['/usr/bin/nice', '/bin/nice'];
    const found = (
      await Promise.all(
        nice.map((p) =>
          access(p).then(
            () => p,
            () => null,
          ),
        ),
      )
    ).find(Boolean);
    if (!found) return;
    const bin = join(dir, 'only-nice');
    await mkdir(bin);
    await symlink(found, join(bin, 'nice'));
    const path = process.env.PATH;
    process.env.PATH = bin;
    try {
      await expect(readLetterFile(photo, 'image/jpeg')).rejects.toBeInstanceOf(OcrUnavailableError);
    } finally {
      process.env.PATH = path;
    }
  });

  it('passes on the time limit of an OCR run (for the job runner to retry)', async () => {
    await expect(readLetterFile(photo, 'image/jpeg', { timeoutMs: 1 })).rejects.toBeInstanceOf(ProgramTimeoutError);
  });

  it('refuses other file types', async () => {
    await expect(readLetterFile(pdf, 'text/plain')).rejects.toBeInstanceOf(TypeError);
  });
});
