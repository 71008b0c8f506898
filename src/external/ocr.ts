/**
 * Reading scanned letters: Tesseract OCR with German language data, one page at a time, and
 * pdftoppm to turn a scanned PDF's pages into images first (Debian packages `tesseract-ocr`,
 * `tesseract-ocr-deu`, `poppler-utils`; installed by .ci/run, listed in README). Both run through
 * programs.ts, with a time limit each. Without them the product still works: `ocrStatus()` says
 * so, and letters are entered by hand.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProgramAvailable, ProgramFailedError, ProgramMissingError, runProgram } from './programs.js';

/** Whether OCR can run here: both programs are installed. */
export async function ocrStatus(): Promise<'available' | 'missing'> {
  const [tesseract, pdftoppm] = await Promise.all([isProgramAvailable('tesseract'), isProgramAvailable('pdftoppm')]);
  return tesseract && pdftoppm ? 'available' : 'missing';
}

/** Tesseract settings for one image (all optional; Tesseract's defaults otherwise). */
export interface OcrImageOptions {
  /** Page segmentation mode (`--psm`), e.g. 3 (automatic, the default), 4 (one column), 6 (one block). */
  psm?: number;
  /** The image's resolution in dots per inch (`--dpi`), for images that do not say (phone photos). */
  dpi?: number;
  /** Further Tesseract variables (`-c name=value`), e.g. `{ thresholding_method: '2' }`. */
  variables?: Record<string, string>;
  /**
   * Run Tesseract at this lower CPU priority (`nice -n`, 1–19), so that the server's own thread
   * wins the CPU while pages are read in the background.
   */
  niceness?: number;
}

/**
 * The text of one image (PNG, JPEG, PNM, TIFF), read as German. Tesseract runs single-threaded
 * (`OMP_THREAD_LIMIT=1`): measured faster on this two-core machine (stack notes: 1.8 s vs 6 s a page).
 * @param timeoutMs per page (default 60 000)
 * @param options Tesseract's page segmentation mode, resolution and variables (default: none)
 * @throws the errors of runProgram (ProgramMissingError when Tesseract is not installed)
 */
export async function ocrImage(imagePath: string, timeoutMs = 60_000, options: OcrImageOptions = {}): Promise<string> {
  const args = [imagePath, 'stdout', '-l', 'deu'];
  if (options.psm !== undefined) args.push('--psm', String(options.psm));
  if (options.dpi !== undefined) args.push('--dpi', String(options.dpi));
  for (const [name, value] of Object.entries(options.variables ?? {})) args.push('-c', `${name}=${value}`);
  return (await tesseract(args, timeoutMs, options.niceness)).toString('utf8');
}

/**
 * Runs Tesseract with `args`, single-threaded, at the lower CPU priority `niceness` when given.
 * @throws the errors of runProgram; ProgramMissingError also when nice cannot find Tesseract
 */
async function tesseract(args: string[], timeoutMs: number, niceness: number | undefined): Promise<Buffer> {
  const run = { timeoutMs, env: { OMP_THREAD_LIMIT: '1' } };
  if (!niceness) return await runProgram('tesseract', args, run);
  try {
    return await runProgram('nice', ['-n', String(niceness), 'tesseract', ...args], run);
  } catch (err) {
    // nice exits with 127 when it cannot find the program.
    if (err instanceof ProgramFailedError && err.exitCode === 127) throw new ProgramMissingError('tesseract');
    throw err;
  }
}

/** Below this orientation confidence (Tesseract's own scale) a page is read as it lies. */
const MIN_ORIENTATION_CONFIDENCE = 2;

/**
 * The turn (degrees clockwise: 0, 90, 180 or 270) that sets the page of an image upright, by
 * Tesseract's orientation and script detection (`--psm 0`, language data `osd`, Debian package
 * `tesseract-ocr-osd`, installed with `tesseract-ocr`). 0 when it is unsure (orientation confidence
 * below MIN_ORIENTATION_CONFIDENCE) or the image holds too little text to tell.
 * @param options.niceness run at this lower CPU priority (as ocrImage)
 * @throws the errors of runProgram (ProgramMissingError when Tesseract is not installed; a failed
 *   detection is 0, not an error)
 */
export async function pageTurn(imagePath: string, timeoutMs = 60_000, options: Pick<OcrImageOptions, 'niceness'> = {}): Promise<0 | 90 | 180 | 270> {
  let out: string;
  try {
    out = (await tesseract([imagePath, 'stdout', '--psm', '0', '-l', 'osd'], timeoutMs, options.niceness)).toString('utf8');
  } catch (err) {
    // "Too few characters. Skipping this page": nothing to turn by.
    if (err instanceof ProgramFailedError && err.exitCode !== 127) return 0;
    throw err;
  }
  const turn = Number(/^Rotate: (\d+)/m.exec(out)?.[1] ?? 0);
  const confidence = Number(/^Orientation confidence: ([\d.]+)/m.exec(out)?.[1] ?? 0);
  return confidence >= MIN_ORIENTATION_CONFIDENCE && (turn === 90 || turn === 180 || turn === 270) ? turn : 0;
}

/**
 * The text of a scanned PDF: each page rendered at 300 dpi by pdftoppm, then read by Tesseract,
 * one page at a time; the pages' texts joined with form feeds. Temporary images are removed.
 * @param maxPages at most this many pages are read (default 10)
 */
export async function ocrPdf(pdfPath: string, { maxPages = 10, timeoutMs = 60_000 } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ocr-'));
  try {
    await runProgram('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', String(maxPages), pdfPath, join(dir, 'page')], { timeoutMs });
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const texts: string[] = [];
    for (const page of pages) texts.push(await ocrImage(join(dir, page), timeoutMs));
    return texts.join('\f');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
