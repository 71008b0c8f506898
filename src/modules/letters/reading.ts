/**
 * Reading a Finanzamt letter's file into text, page by page, for recognizeLetter
 * (src/shared/letters/recognize.ts). A digital PDF gives its text directly (unpdf, PDF.js); a page
 * with (almost) no text — a scan inside a PDF — is rendered by pdftoppm at 300 dpi, that page
 * only; such a page and a photo (JPEG, PNG) are straightened (preprocess.ts) and read by Tesseract.
 * One page at a time; temporary files are always removed.
 *
 * The file is untrusted: the server calls this only through `readLetterFileIsolated`, which runs it
 * in a child process with time and memory limits (src/external/sandbox.ts,
 * docs/decisions/016-untrusted-files-in-child-processes.md). Inside, cheap caps refuse a file
 * before the expensive work: inflated bytes of a PDF's streams, pages, text items per page, and
 * pixels of an image (`InputLimitError`).
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { ocrImage, pageTurn, type OcrImageOptions } from '../../external/ocr.js';
import { ProgramMissingError, runProgram } from '../../external/programs.js';
import { InputLimitError, SandboxPool, SandboxTaskError } from '../../external/sandbox.js';
import { recognizeLetter, type RecognizedFields } from '../../shared/letters/recognize.js';
import { orientationSample, preparePhoto, turnPhoto } from './preprocess.js';

/** One page's text and how it was read. */
interface ReadPage {
  text: string;
  method: 'pdf-text' | 'ocr';
  /**
   * A photo's resolution in dots per inch, estimated from its width as preparePhoto does (the page
   * filling 90 % of it); absent for PDF pages, whose resolution is known.
   */
  dpi?: number;
  /**
   * A photo read a second time with Tesseract's default (Otsu) threshold, when the first reading
   * shows an "IBAN" but no valid one: the footer's small print, where the bank account stands,
   * often reads better so (docs/decisions/038-small-photos-and-a-second-reading.md). For
   * recognizeReadings; absent otherwise.
   */
  alternateText?: string;
}

/** The file needs OCR, and Tesseract (or pdftoppm, for a scanned PDF) is not installed here. */
export class OcrUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('OCR is not available: Tesseract or pdftoppm is not installed', options);
    this.name = 'OcrUnavailableError';
  }
}

/** Caps on what a letter's file may make us read (a Finanzamt letter is far below each). */
const READ_LIMITS = {
  /** Decompressed bytes of one PDF stream other than an image (content, fonts, object streams). */
  streamBytes: 8 * 1024 * 1024,
  /** Decompressed bytes of all such streams of one PDF. */
  documentBytes: 32 * 1024 * 1024,
  /** Pages of a PDF. */
  pages: 1000,
  /** Text items on one PDF page. */
  itemsPerPage: 20_000,
  /** Wall-clock time to read one file (all its pages, OCR included), in milliseconds. */
  fileTimeoutMs: 4 * 60 * 1000,
  /** Heap (V8) and resident memory of the reading process, in MiB. */
  heapMb: 512,
  rssMb: 1024,
} as const;

/** A PDF page with fewer letters and digits than this is treated as a scan and read by OCR. */
const MIN_TEXT_CHARS = 40;
/** Rendering resolution of scanned PDF pages (dots per inch). */
const SCAN_DPI = 300;
/**
 * Tesseract's settings for a page, chosen on the sample corpus (scripts/letters/bench.ts):
 * - its resolution (`--dpi`);
 * - page segmentation 4, one column of lines of varying size: a letter's label/value rows
 *   ("Steuernummer 181/815/08155") stay on one line, as in PDF text, where the automatic mode
 *   split labels and values into separate blocks on some photos;
 * - Sauvola's local threshold, which copes with the uneven light and shadows of photos (with the
 *   default Otsu threshold, dates and numbers in the letterhead's small print were lost on a third
 *   of the sample photos);
 * - no search for white-on-black text, which letters do not have (about 10 % faster);
 * - a lower CPU priority (nice 10), so the server's own thread wins the CPU while pages are read.
 */
export const OCR_OPTIONS: OcrImageOptions = {
  dpi: SCAN_DPI,
  psm: 4,
  variables: { thresholding_method: '2', tessedit_do_invert: '0' },
  niceness: 10,
};

/**
 * Reads a letter's file into text, one entry per page in page order.
 * @param path the file on disk
 * @param mime 'application/pdf', 'image/jpeg' or 'image/png' (as detected from the file's bytes)
 * @param opts maxPages, timeoutMs, workDir (ReadOptions)
 * @throws OcrUnavailableError when a page needs OCR and Tesseract or pdftoppm is not installed;
 *   ProgramTimeoutError / ProgramFailedError from runProgram (for the job runner to retry); PDF.js's
 *   errors for a damaged PDF; InputLimitError when the file breaks one of READ_LIMITS' caps;
 *   a TypeError for another MIME type
 */
export async function readLetterFile(path: string, mime: string, opts: ReadOptions = {}): Promise<ReadPage[]> {
  const maxPages = opts.maxPages ?? 10;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  if (maxPages < 1) return [];
  if (mime !== 'application/pdf' && mime !== 'image/jpeg' && mime !== 'image/png') throw new TypeError(`cannot read ${mime}`);
  const dir = opts.workDir ?? (await mkdtemp(join(tmpdir(), 'letter-read-')));
  try {
    if (mime === 'application/pdf') return await readPdf(path, maxPages, timeoutMs, dir);
    return [{ ...(await ocrPhoto(path, timeoutMs, dir)), method: 'ocr' }];
  } finally {
    if (!opts.workDir) await rm(dir, { recursive: true, force: true });
  }
}

/** Options of readLetterFile. */
interface ReadOptions {
  /** At most this many pages are read (default 10); an image is one page. */
  maxPages?: number;
  /** Time limit of each external program run (rendering, OCR), in milliseconds (default 60 000). */
  timeoutMs?: number;
  /** An existing empty folder for temporary files, removed by the caller (default: a new one, removed here). */
  workDir?: string;
}

/** One reading process per file, two files at a time (the job runner's concurrency); see READ_LIMITS. */
const readers = new SandboxPool({
  module: '../modules/letters/reading',
  concurrency: 2,
  tasksPerChild: 1,
  timeoutMs: READ_LIMITS.fileTimeoutMs,
  maxHeapMb: READ_LIMITS.heapMb,
  maxRssMb: READ_LIMITS.rssMb,
  niceness: 10,
});

/**
 * readLetterFile in a child process with READ_LIMITS (time, heap, resident memory), so that no
 * uploaded file can stall or bloat the web server. Temporary files are made and removed here,
 * even when the child is killed.
 * @returns the pages as readLetterFile
 * @throws InputLimitError when the file hit a limit; OcrUnavailableError; SandboxTaskError for any
 *   other failure in the child (a program's time-out, a damaged file), which a retry may cure
 */
export async function readLetterFileIsolated(path: string, mime: string, opts: Omit<ReadOptions, 'workDir'> = {}): Promise<ReadPage[]> {
  await sweepStaleReadDirs();
  const workDir = await mkdtemp(join(tmpdir(), READ_DIR_PREFIX));
  try {
    return await readers.run<ReadPage[]>('readLetterFile', [path, mime, { ...opts, workDir }]);
  } catch (err) {
    if (err instanceof SandboxTaskError && err.remoteName === 'OcrUnavailableError') throw new OcrUnavailableError({ cause: err });
    throw err;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The prefix of the reading processes' temporary folders in TMPDIR. */
const READ_DIR_PREFIX = 'letter-read-';

/**
 * Removes reading folders older than a reader can live (READ_LIMITS.fileTimeoutMs, plus a
 * minute): they were left by a server killed between making and removing them.
 * @returns how many were removed
 */
async function sweepStaleReadDirs(now = Date.now()): Promise<number> {
  const root = tmpdir();
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(READ_DIR_PREFIX)) continue;
    const dir = join(root, name);
    const made = await stat(dir).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - made < READ_LIMITS.fileTimeoutMs + 60_000) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * Refuses a PDF whose streams, other than images, decompress to more than READ_LIMITS allow,
 * before PDF.js parses them: a few kilobytes of Flate data can inflate to hundreds of megabytes
 * of page operators. Images are not decoded for text (pdftoppm renders scans, with its own limits).
 * @throws InputLimitError ('input')
 */
function checkPdfStreams(bytes: Buffer): void {
  let total = 0;
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) return;
    at = start + 6;
    // "endstream" contains "stream"; a stream keyword is followed by CRLF or LF.
    if (bytes.toString('latin1', start - 3, start) === 'end') continue;
    const eol = bytes[at] === 0x0d && bytes[at + 1] === 0x0a ? 2 : bytes[at] === 0x0a ? 1 : -1;
    if (eol < 0) continue;
    const dict = bytes.toString('latin1', Math.max(0, start - 1024), start);
    const head = dict.slice(dict.lastIndexOf('<<'));
    if (/\/Subtype\s*\/Image/.test(head) || !/\/FlateDecode/.test(head)) continue;
    const end = bytes.indexOf('endstream', at + eol, 'latin1');
    const data = bytes.subarray(at + eol, end < 0 ? bytes.length : end);
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, {
        maxOutputLength: READ_LIMITS.streamBytes,
        finishFlush: 2 /* Z_SYNC_FLUSH: a truncated stream is read as far as it goes */,
      });
    } catch (err) {
      if (err instanceof RangeError) throw new InputLimitError('input', `a PDF stream inflates to more than ${READ_LIMITS.streamBytes} bytes`);
      continue; // Not Flate data after all (PDF.js decides).
    }
    total += inflated.length;
    if (total > READ_LIMITS.documentBytes) throw new InputLimitError('input', `the PDF's streams inflate to more than ${READ_LIMITS.documentBytes} bytes`);
    at = end < 0 ? bytes.length : end + 9;
  }
}

async function readPdf(path: string, maxPages: number, timeoutMs: number, dir: string): Promise<ReadPage[]> {
  const bytes = await readFile(path);
  checkPdfStreams(bytes);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    if (pdf.numPages > READ_LIMITS.pages) throw new InputLimitError('input', `the PDF has more than ${READ_LIMITS.pages} pages`);
    const pages: ReadPage[] = [];
    const count = Math.min(pdf.numPages, maxPages);
    for (let n = 1; n <= count; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      page.cleanup();
      if (content.items.length > READ_LIMITS.itemsPerPage)
        throw new InputLimitError('input', `a PDF page has more than ${READ_LIMITS.itemsPerPage} text items`);
      const text = layoutText(
        content.items.flatMap((i) => ('str' in i ? [{ str: i.str, transform: i.transform as number[], width: i.width, height: i.height }] : [])),
      );
      if (countTextChars(text) >= MIN_TEXT_CHARS) pages.push({ text, method: 'pdf-text' });
      else pages.push({ text: await ocrPdfPage(path, n, timeoutMs, dir), method: 'ocr' });
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Letters and digits in `text`, ignoring a "MUSTER"/"ENTWURF" stamp. */
function countTextChars(text: string): number {
  return text.replace(/MUSTER|ENTWURF|KOPIE/g, '').replace(/[^\p{L}\p{N}]/gu, '').length;
}

/** A piece of text on a PDF page, as PDF.js gives it (`transform`: its text matrix). */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The page's text items as lines, top to bottom and left to right: items on one baseline form a
 * line; a small gap becomes a space, a wide gap (a column, a table cell) two or more spaces, as
 * recognize.ts expects of PDF text. Rotated text (stamps, margin notes) follows at the end.
 */
function layoutText(items: TextItem[]): string {
  const upright: { x: number; y: number; end: number; size: number; str: string }[] = [];
  const rotated: string[] = [];
  for (const it of items) {
    if (!it.str.trim()) continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = it.transform;
    if (Math.abs(b) > 0.01 * Math.abs(a) || Math.abs(c) > 0.01 * Math.abs(d) || a <= 0) {
      rotated.push(it.str.trim());
      continue;
    }
    const size = Math.abs(d) || it.height || 10;
    upright.push({ x, y, end: x + it.width, size, str: it.str });
  }
  // Top to bottom (PDF y grows upwards), then left to right.
  upright.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: (typeof upright)[] = [];
  for (const it of upright) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - it.y) <= Math.min(line[0]!.size, it.size) * 0.35) line.push(it);
    else lines.push([it]);
  }
  const out = lines.map((line) => {
    line.sort((p, q) => p.x - q.x);
    let text = '';
    let end = -Infinity;
    for (const it of line) {
      const gap = it.x - end;
      if (text) {
        if (gap > it.size * 1.5) text += ' '.repeat(Math.min(8, Math.max(2, Math.round(gap / (it.size * 0.5)))));
        else if (gap > it.size * 0.15 && !text.endsWith(' ') && !it.str.startsWith(' ')) text += ' ';
      }
      text += it.str;
      end = Math.max(end, it.end);
    }
    return text.trimEnd();
  });
  return [...out, ...rotated].join('\n');
}

/** Renders page `n` of a PDF at 300 dpi (grey), straightens it (preprocess.ts) and reads it by OCR. */
async function ocrPdfPage(path: string, n: number, timeoutMs: number, dir: string): Promise<string> {
  const root = join(dir, `page-${n}`);
  try {
    await ocrRun(() =>
      runProgram('pdftoppm', ['-r', String(SCAN_DPI), '-gray', '-tiff', '-f', String(n), '-l', String(n), '-singlefile', path, root], { timeoutMs }),
    );
    const prepared = await preparePhoto(`${root}.tif`, `${root}-straight.tif`, { dpi: SCAN_DPI });
    return await ocrRun(() => ocrImage(prepared.path, timeoutMs, { ...OCR_OPTIONS, dpi: prepared.dpi }));
  } finally {
    await Promise.all([rm(`${root}.tif`, { force: true }), rm(`${root}-straight.tif`, { force: true })]);
  }
}

/**
 * Turns a photo whose page lies on its side upright (a landscape photo: Tesseract's orientation
 * detection on a small copy), prepares it (preprocess.ts) and reads it by OCR. A reading that shows
 * no known letter or no letter date is tried again (decision record 039): a portrait photo whose
 * reading shows no letter at all is checked for lying upside down and read turned round; then the
 * photo is read once more through a median filter (a grainy or over-sharpened photo). The reading
 * with the most recognised fields is kept.
 */
async function ocrPhoto(path: string, timeoutMs: number, dir: string): Promise<Omit<ReadPage, 'method'>> {
  const landscape = await turnedUpright(path, timeoutMs, dir, false);
  let upright = landscape ?? path;
  // Each reading prepares its own image (`name`), so that the kept one's is there for the IBAN's second reading.
  const read = async (src: string, name: string, denoise = false): Promise<PhotoReading> => {
    const prepared = await preparePhoto(src, join(dir, name), { denoise });
    const text = await ocrRun(() => ocrImage(prepared.path, timeoutMs, { ...OCR_OPTIONS, dpi: prepared.dpi }));
    return { text, dpi: prepared.dpi, image: prepared.path, fields: recognizeLetter(text) };
  };
  let best = await read(upright, 'page.tif');
  if (landscape === undefined && best.fields.letterType === undefined) {
    const turned = await turnedUpright(path, timeoutMs, dir, true);
    if (turned) {
      const reading = await read(turned, 'page-turned.tif');
      if (better(best, reading) === reading) [best, upright] = [reading, turned];
    }
  }
  if (poorReading(best.fields)) best = better(best, await read(upright, 'page-denoised.tif', true));
  const { text, dpi } = best;
  if (!/IBAN/iu.test(text) || best.fields.iban) return { text, dpi };
  const otsu = { ...OCR_OPTIONS, dpi, variables: { tessedit_do_invert: '0' } };
  return { text, dpi, alternateText: await ocrRun(() => ocrImage(best.image, timeoutMs, otsu)) };
}

/** One OCR reading of a photo: its text, the page's resolution, the prepared image read, and what it shows. */
interface PhotoReading {
  text: string;
  dpi: number;
  image: string;
  fields: RecognizedFields;
}

/** A reading that shows no known letter type (none, or "other") or no letter date: worth a second try. */
function poorReading(fields: RecognizedFields): boolean {
  return fields.letterType === undefined || fields.letterType === 'other' || fields.letterDate === undefined;
}

/** The reading that recognised more fields; the first on a tie. */
function better(first: PhotoReading, second: PhotoReading): PhotoReading {
  return Object.keys(second.fields).length > Object.keys(first.fields).length ? second : first;
}

/**
 * The photo at `path` turned upright, when Tesseract's orientation detection on a small copy finds
 * its page turned (written to `dir`); undefined when it lies upright or is not checked: a portrait
 * photo is checked only with `portrait` (orientationSample).
 */
async function turnedUpright(path: string, timeoutMs: number, dir: string, portrait: boolean): Promise<string | undefined> {
  const sample = join(dir, 'orientation.png');
  if (!(await orientationSample(path, sample, { portrait }))) return undefined;
  const turn = await ocrRun(() => pageTurn(sample, timeoutMs, { niceness: OCR_OPTIONS.niceness }));
  return turn ? await turnPhoto(path, join(dir, 'upright.tif'), turn) : undefined;
}

/** Runs an external program, turning "not installed" into OcrUnavailableError. */
async function ocrRun<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProgramMissingError) throw new OcrUnavailableError({ cause: err });
    throw err;
  }
}
