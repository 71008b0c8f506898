/**
 * Letter-reading bench (`npm run bench:letters`), a measurement: always exits 0.
 *
 * Part 1, recognition: generates the sample corpus (corpus.ts `corpusSpecs`; 40 letters and 4
 * documents that are no Finanzamt letter, whose truth is "no type"; seed 1) into a temporary
 * directory, or uses `--dir` (generating into it when it holds no letters). Reads every digital PDF
 * and every photo with readLetterFile, one at a time, runs recognizeReadings on the pages' text (with
 * a photo's second reading where it has one), and
 * prints per field the share read correctly on PDFs and on photos (a missing field counts wrong where
 * the truth has one; "extra" counts values found where the truth has none; the sample Steuer-IDs
 * are ELSTER test numbers, which recognizeLetter refuses by design, so "steuerIdInText" checks
 * that their digits were read), the reading time per
 * photo page (preparation + Tesseract, single-threaded as ocr.ts runs it; mean and p95) and which
 * targets are met (type ≥ 95 % on PDFs and photos; every other field ≥ 95 % on PDFs and ≥ 90 % on
 * photos; a photo's payment fields count only where page 1 prints them). Misses are listed below the table.
 *
 * Part 2, responsiveness: starts the app in-process on in-memory
 * PGlite (as e2e/support.ts does), registers a user, and fires `GET /api/auth/me` with its session
 * cookie 20 times a second while 5 photo reads run concurrently in the same process; prints p50/p99
 * latency (idle and under load) and the event loop's delay.
 *
 * Both parts run by default; `--recognition` or `--server` runs only that part.
 *
 * Part 3, `--prep` only: every photo read once per variant of the photo preparation (each step of
 * preprocess.ts off in turn, a candidate step on, none at all), each field's share per variant;
 * `--variants 0,1` reads only those variants (their indexes in PREP_VARIANTS), `--only L006,L009`
 * only the letters whose names start so.
 *
 * `--set heldout` uses the held-out corpus (seed 2027 and layout variants never tuned on; corpus.ts);
 * `--set fresh` the fresh corpus (seed 3119 and variants neither of the others has; corpus.ts);
 * `--set unseen` the unseen corpus (seed 5501 and variants none of the other three has; corpus.ts);
 * `--set blind` the blind corpus (seed 7717 and variants none of the other four has; corpus.ts), to
 * be run once, after the recognizer's work on the unseen set, as the measurement on letters never tuned on;
 * `--set sixth` the sixth corpus (seed 9203 and variants none of the other five has; corpus.ts), to be
 * run once, after the recognizer's work on the blind set, as the next measurement on letters never tuned on;
 * `--no-photos` reads the PDFs only (quick, for tuning); `--ocr-cache` (with `--dir`) keeps each photo's
 * reading beside it and reuses it (readPhoto), for tuning the recognizer on photos.
 *
 *   npm run bench:letters -- [--dir <dir>] [--count 40] [--seed 1] [--set tuning|heldout|fresh|unseen|blind|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyfirst|twentysecond|twentythird|twentyfourth] [--no-photos] [--ocr-cache] [--recognition | --server | --prep [--variants 0,1] [--only L006,L009]]
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ocrImage } from '../../src/external/ocr.js';
import { preparePhoto, type PrepareOptions } from '../../src/modules/letters/preprocess.js';
import { OCR_OPTIONS, readLetterFile, readLetterFileIsolated } from '../../src/modules/letters/reading.js';
import { findGermanDates } from '../../src/shared/letters/german-dates.js';
import { recognizeReadings, type RecognizedFields } from '../../src/shared/letters/recognize.js';
import { type LetterTruth, corpusSetOf, defaultSeed } from './corpus.js';
import { generateCorpus } from './generate.js';

/** Targets: the letter type on 95 % of PDFs and photos; every field on 95 % of PDFs and 90 % of photos. */
const TARGETS = {
  type: 0.95,
  field: { pdf: 0.95, photo: 0.9 },
  ocrSecondsPerPage: 3,
  p99Ms: 100,
};

const FIELDS = [
  'type',
  'letterDate',
  'steuernummer',
  'steuerId',
  'steuerIdInText',
  'amount',
  'dueDate',
  'taxYear',
  'finanzamt',
  'state',
  'hasInstructions',
  'iban',
  'payee',
  'paymentReference',
] as const;
type Field = (typeof FIELDS)[number];

interface Letter {
  id: string;
  truth: LetterTruth;
  pdf: string;
  photo: string;
}

/** The truth's and the recognizer's value of a field (undefined: none). */
function values(field: Field, truth: LetterTruth, got: RecognizedFields, text: string): [unknown, unknown] {
  const digits = (s: string | undefined) => s?.replace(/\D/g, '') || undefined;
  const name = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim().toLowerCase() || undefined;
  switch (field) {
    case 'type':
      // A document that is no Finanzamt letter must get no type.
      return [truth.letterType ?? 'none', got.letterType ?? 'none'];
    case 'letterDate':
      return [truth.letterDate ?? undefined, got.letterDate];
    case 'steuernummer':
      return [digits(truth.steuernummer ?? undefined), digits(got.steuernummer)];
    case 'steuerId':
      return [truth.steuerId ?? undefined, got.steuerId];
    case 'steuerIdInText':
      // The sample IDs are ELSTER test numbers (first digit 0), which recognizeLetter rightly
      // refuses; this row measures whether the reading got their digits right.
      return [truth.steuerId ?? undefined, truth.steuerId && text.replace(/[\s.]+/g, '').includes(truth.steuerId) ? truth.steuerId : undefined];
    case 'amount':
      if (truth.amountDueCents !== null) return [`due ${truth.amountDueCents}`, got.amountDueCents !== undefined ? `due ${got.amountDueCents}` : undefined];
      // A refund read as an amount to pay as well is a miss: the client would be told to pay it.
      if (truth.refundCents !== null)
        return [
          `refund ${truth.refundCents}`,
          got.amountDueCents !== undefined ? `due ${got.amountDueCents}` : got.refundCents !== undefined ? `refund ${got.refundCents}` : undefined,
        ];
      return [
        undefined,
        got.amountDueCents !== undefined ? `due ${got.amountDueCents}` : got.refundCents !== undefined ? `refund ${got.refundCents}` : undefined,
      ];
    case 'dueDate':
      return [truth.dueDate ?? undefined, got.dueDate];
    case 'taxYear':
      return [truth.taxYear ?? undefined, got.taxYear];
    case 'finanzamt':
      return [name(truth.finanzamt ?? undefined), name(got.finanzamt)];
    case 'state':
      return [truth.state ?? undefined, got.state];
    case 'hasInstructions':
      return [truth.hasInstructions, got.hasInstructions ?? false];
    case 'iban':
      return [truth.iban ?? undefined, got.iban];
    case 'payee':
      return [name(truth.payee ?? undefined), name(got.payee)];
    case 'paymentReference':
      return [name(truth.paymentReference ?? undefined), name(got.paymentReference)];
  }
}

interface Score {
  right: number;
  of: number;
  extra: number;
}

interface Run {
  scores: Record<Field, Score>;
  misses: string[];
  seconds: number[];
}

function emptyRun(): Run {
  return { scores: Object.fromEntries(FIELDS.map((f) => [f, { right: 0, of: 0, extra: 0 }])) as Record<Field, Score>, misses: [], seconds: [] };
}

/**
 * Scores the fields of `text` against the truth. `page1` (the PDF's first page as text), when
 * given, limits a photo's payment fields (IBAN, payee, reference, due date) to what page 1 prints:
 * a photo shows page 1 only, and some layouts put the payment section on a later page (a reference
 * that is the Steuernummer counts only where page 1 prints it beside the head's).
 */
function score(run: Run, letter: Letter, text: string, fields: readonly Field[], page1?: string, alternate?: string): void {
  const got = recognizeReadings(text, alternate);
  const flat = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
  for (const field of fields) {
    let [want, have] = values(field, letter.truth, got, text);
    if (page1 !== undefined && (field === 'iban' || field === 'payee' || field === 'paymentReference') && typeof want === 'string') {
      // A reference that is the head's Steuernummer is printed as a reference only where page 1 holds it twice.
      const times = field === 'paymentReference' && want === flat(letter.truth.steuernummer ?? '') ? 2 : 1;
      const printed = field === 'iban' ? page1.replace(/\s+/g, '').includes(want) : flat(page1).split(want).length - 1 >= times;
      if (!printed) [want, have] = [undefined, undefined];
    }
    if (page1 !== undefined && field === 'dueDate' && typeof want === 'string' && !findGermanDates(page1).some((d) => d.date === want)) {
      [want, have] = [undefined, undefined];
    }
    const s = run.scores[field];
    if (want === undefined) {
      if (have !== undefined) {
        s.extra++;
        run.misses.push(`${letter.id} ${field}: none, got ${String(have)}`);
      }
      continue;
    }
    s.of++;
    if (want === have) s.right++;
    else if (field !== 'steuerId' || have !== undefined)
      run.misses.push(`${letter.id} ${field}: want ${String(want)}, got ${have === undefined ? '—' : String(have)}`);
  }
}

const share = (s: Score) => (s.of ? s.right / s.of : NaN);
const pct = (x: number) => (Number.isNaN(x) ? '  n/a' : `${(x * 100).toFixed(0).padStart(4)} %`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function loadLetters(dir: string): Letter[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const id = f.slice(0, -5);
      return { id, truth: JSON.parse(readFileSync(join(dir, f), 'utf8')) as LetterTruth, pdf: join(dir, `${id}.pdf`), photo: join(dir, `${id}.jpg`) };
    });
}

/** A photo's pages as readLetterFile reads them, with the reading's time in seconds (the first reading's, when cached). */
type PhotoReading = Awaited<ReturnType<typeof readLetterFile>> & { seconds: number };

/**
 * Reads a photo with readLetterFile; with `cache`, keeps the reading beside the photo
 * (`<id>.jpg.reading`, JSON: pages and seconds) and reuses it while it is newer than the photo, so that
 * a change to the recognizer alone is measured in seconds. A change to the photo preparation
 * (preprocess.ts, reading.ts, ocr.ts) needs a run without `--ocr-cache` (or the files removed).
 */
async function readPhoto(photo: string, cache: boolean): Promise<PhotoReading> {
  const cached = `${photo}.reading`;
  if (cache && existsSync(cached) && statSync(cached).mtimeMs > statSync(photo).mtimeMs) {
    const { pages, seconds } = JSON.parse(readFileSync(cached, 'utf8')) as { pages: PhotoReading; seconds: number };
    return Object.assign(pages, { seconds });
  }
  const t = performance.now();
  const pages = await readLetterFile(photo, 'image/jpeg');
  const seconds = (performance.now() - t) / 1000;
  if (cache) writeFileSync(cached, JSON.stringify({ pages, seconds }));
  return Object.assign(pages, { seconds });
}

async function recognition(letters: Letter[], withPhotos: boolean, ocrCache = false): Promise<void> {
  const pdf = emptyRun();
  const photo = emptyRun();
  const pdfMs: number[] = [];
  let pdfPages = 0;
  let pdfOcrPages = 0;
  for (const letter of letters) {
    const t = performance.now();
    const pages = await readLetterFile(letter.pdf, 'application/pdf');
    pdfMs.push(performance.now() - t);
    pdfPages += pages.length;
    pdfOcrPages += pages.filter((p) => p.method === 'ocr').length;
    score(pdf, letter, pages.map((p) => p.text).join('\n\f\n'), FIELDS);
    if (!withPhotos) {
      process.stdout.write('.');
      continue;
    }

    const photoPages = await readPhoto(letter.photo, ocrCache);
    photo.seconds.push(photoPages.seconds);
    // A photo shows page 1 only; whether the Rechtsbehelfsbelehrung is on it is not scored.
    score(
      photo,
      letter,
      photoPages.map((p) => p.text).join('\n'),
      FIELDS.filter((f) => f !== 'hasInstructions'),
      pages[0]?.text ?? '',
      photoPages.some((p) => p.alternateText !== undefined) ? photoPages.map((p) => p.alternateText ?? p.text).join('\n') : undefined,
    );
    process.stdout.write('.');
  }
  process.stdout.write('\n\n');

  console.log(`Recognition: ${letters.length} letters; digital PDFs (${pdfPages} pages, ${pdfOcrPages} by OCR) and phone photos of page 1`);
  console.log('field            PDF            photo          extra (PDF/photo)');
  for (const f of FIELDS) {
    const a = pdf.scores[f];
    const b = photo.scores[f];
    const photoCell = f === 'hasInstructions' ? '          —' : `${pct(share(b))} ${`${b.right}/${b.of}`.padStart(6)}`;
    console.log(`${f.padEnd(16)} ${pct(share(a))} ${`${a.right}/${a.of}`.padStart(6)}   ${photoCell}    ${a.extra}/${f === 'hasInstructions' ? '—' : b.extra}`);
  }
  const ocrMean = mean(photo.seconds);
  const ocrP95 = quantile(photo.seconds, 0.95);
  console.log('(steuerId: the samples carry ELSTER test IDs, first digit 0, never issued; recognizeLetter refuses them by design.)');
  console.log(`PDF text extraction: ${mean(pdfMs).toFixed(0)} ms per file (mean)`);
  console.log(`Photo reading (preparation + Tesseract, one at a time): ${ocrMean.toFixed(2)} s per page mean, ${ocrP95.toFixed(2)} s p95`);

  const checks: [string, boolean][] = [
    [`type PDF ≥ 95 % (${pct(share(pdf.scores.type)).trim()})`, share(pdf.scores.type) >= TARGETS.type],
    [`type photo ≥ 95 % (${pct(share(photo.scores.type)).trim()})`, !withPhotos || share(photo.scores.type) >= TARGETS.type],
  ];
  // steuerId has no truth the recognizer may give (test IDs); steuerIdInText stands for it.
  for (const f of FIELDS.filter((x) => x !== 'type' && x !== 'steuerId')) {
    checks.push([`${f} PDF ≥ 95 % (${pct(share(pdf.scores[f])).trim()})`, share(pdf.scores[f]) >= TARGETS.field.pdf]);
    if (withPhotos && f !== 'hasInstructions')
      checks.push([`${f} photo ≥ 90 % (${pct(share(photo.scores[f])).trim()})`, share(photo.scores[f]) >= TARGETS.field.photo]);
  }
  if (withPhotos) checks.push([`OCR ≤ 3 s per page (mean ${ocrMean.toFixed(2)} s, p95 ${ocrP95.toFixed(2)} s)`, ocrP95 <= TARGETS.ocrSecondsPerPage]);
  console.log('\nTargets:');
  for (const [label, met] of checks) console.log(`  ${met ? 'MET   ' : 'MISSED'} ${label}`);

  console.log(`\nMisses on PDFs (${pdf.misses.length}):`);
  for (const m of pdf.misses) console.log(`  ${m}`);
  console.log(`Misses on photos (${photo.misses.length}):`);
  for (const m of photo.misses) console.log(`  ${m}`);
}

// ---------------------------------------------------------------- part 2: responsiveness

async function responsiveness(photos: string[]): Promise<void> {
  const { buildApp } = await import('../../src/app.js');
  const { DEFAULT_RATE_LIMITS, loadConfig } = await import('../../src/config.js');
  const { migrate, openOrm, rootEm } = await import('../../src/db.js');
  const { seedPackages } = await import('../../src/modules/packages/packages.service.js');

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-letters-'));
  const orm = await openOrm({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(orm);
  await seedPackages(rootEm(orm).fork());
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const config = { ...base, webDistDir: resolve('web/dist'), rateLimits: { ...DEFAULT_RATE_LIMITS, login: 1000, register: 1000 } };
  const app = await buildApp({ config, orm, closeOrm: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  try {
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Client', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery staple' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    /** GET /api/auth/me every 50 ms until `until` settles (or `ms` pass); latencies in ms. */
    const probe = async (until: Promise<unknown> | null, ms: number): Promise<number[]> => {
      let done = false;
      void until?.finally(() => (done = true));
      const stopAt = performance.now() + ms;
      const latencies: number[] = [];
      while (!done && (until || performance.now() < stopAt)) {
        const t = performance.now();
        const res = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/api/auth/me answered ${res.status}`);
        const took = performance.now() - t;
        latencies.push(took);
        await new Promise((r) => setTimeout(r, Math.max(0, 50 - took)));
      }
      return latencies;
    };

    await probe(null, 1000); // warm-up
    const idle = await probe(null, 3000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    // As the server reads them: in reading processes with their limits (reading.ts).
    const reads = Promise.all(photos.slice(0, 5).map((p) => readLetterFileIsolated(p, 'image/jpeg')));
    const busy = await probe(reads, 0);
    await reads;
    const readSeconds = (performance.now() - started) / 1000;
    loop.disable();

    const line = (label: string, xs: number[]) =>
      console.log(
        `  ${label.padEnd(34)} n=${String(xs.length).padStart(4)}  p50 ${quantile(xs, 0.5).toFixed(1)} ms  p99 ${quantile(xs, 0.99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`,
      );
    console.log('\nResponsiveness: GET /api/auth/me (session cookie), 20 per second, in the server process');
    line('idle', idle);
    line(`during 5 concurrent photo reads`, busy);
    console.log(
      `  the 5 reads took ${readSeconds.toFixed(1)} s; event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    const p99 = quantile(busy, 0.99);
    console.log(`  ${p99 <= TARGETS.p99Ms ? 'MET   ' : 'MISSED'} p99 ≤ 100 ms under load (${p99.toFixed(1)} ms)`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- part 3: photo preparation steps

/** The variants of photo preparation measured by `--prep`: each step of preprocess.ts off in turn, one candidate step on, and none at all. */
const PREP_VARIANTS: { name: string; prepare: PrepareOptions | null; ocr?: Partial<typeof OCR_OPTIONS> }[] = [
  { name: 'as shipped (040: perspective)', prepare: {} },
  { name: 'no perspective (before 040)', prepare: { perspective: false } },
  { name: 'no deskew', prepare: { deskew: false } },
  { name: 'no band inversion (before 067)', prepare: { invertBands: false } },
  { name: 'Otsu threshold, not Sauvola', prepare: {}, ocr: { variables: { tessedit_do_invert: '0' } } },
  { name: '+ normalise', prepare: { normalise: true } },
  { name: 'no preparation (JPEG as is)', prepare: null },
];

/** Tesseract's time limit per reading in `--prep` (ms): generous, for a machine busy with other work. */
const PREP_OCR_TIMEOUT_MS = 240_000;

/**
 * Reads every photo once per preparation variant (PREP_VARIANTS) and prints, per variant, each
 * field's share read correctly and the reading time per photo (mean, p95).
 */
async function preparationSteps(letters: Letter[], only?: number[]): Promise<void> {
  const variants = PREP_VARIANTS.filter((_, i) => !only || only.includes(i));
  const runs = variants.map(() => ({ run: emptyRun(), seconds: [] as number[], failed: 0 }));
  const work = mkdtempSync(join(tmpdir(), 'letters-prep-'));
  try {
    for (const letter of letters) {
      const page1 = (await readLetterFile(letter.pdf, 'application/pdf'))[0]?.text ?? '';
      for (const [i, variant] of variants.entries()) {
        const started = performance.now();
        let text = '';
        try {
          if (variant.prepare) {
            const prepared = await preparePhoto(letter.photo, join(work, 'page.tif'), variant.prepare);
            text = await ocrImage(prepared.path, PREP_OCR_TIMEOUT_MS, { ...OCR_OPTIONS, ...variant.ocr, dpi: prepared.dpi });
          } else {
            const meta = await sharp(letter.photo).metadata();
            text = await ocrImage(letter.photo, PREP_OCR_TIMEOUT_MS, { ...OCR_OPTIONS, dpi: Math.round(((meta.width ?? 2480) * 0.9) / 8.27) });
          }
        } catch (err) {
          // A reading that times out on a busy machine counts as read nothing, and is counted.
          runs[i]!.failed++;
          console.error(`\n${letter.id} (${variant.name}): ${String(err)}`);
        }
        runs[i]!.seconds.push((performance.now() - started) / 1000);
        score(
          runs[i]!.run,
          letter,
          text,
          FIELDS.filter((f) => f !== 'hasInstructions'),
          page1,
        );
      }
      process.stdout.write('.');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write('\n\n');
  const fields = FIELDS.filter((f) => f !== 'hasInstructions' && f !== 'steuerId');
  console.log(`Photo preparation: ${letters.length} photos, share of each field read correctly per variant`);
  console.log(`${'variant'.padEnd(30)} ${fields.map((f) => f.slice(0, 9).padStart(9)).join(' ')}   s mean   s p95`);
  for (const [i, variant] of variants.entries()) {
    const { run, seconds, failed } = runs[i]!;
    console.log(
      `${variant.name.padEnd(30)} ${fields.map((f) => pct(share(run.scores[f])).padStart(9)).join(' ')}   ${mean(seconds).toFixed(2).padStart(6)}  ${quantile(seconds, 0.95).toFixed(2).padStart(6)}${failed ? `  (${failed} failed)` : ''}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      count: { type: 'string', default: '40' },
      seed: { type: 'string' },
      set: { type: 'string', default: 'tuning' },
      'no-photos': { type: 'boolean', default: false },
      'ocr-cache': { type: 'boolean', default: false },
      recognition: { type: 'boolean', default: false },
      server: { type: 'boolean', default: false },
      prep: { type: 'boolean', default: false },
      variants: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const set = corpusSetOf(values.set);
  // The held-out, the fresh, the unseen, the blind and the sixth set have their own seeds as well as their own layout variants.
  const seed = Number(values.seed ?? defaultSeed(set));
  const temp = values.dir ? null : mkdtempSync(join(tmpdir(), 'letters-bench-'));
  const dir = values.dir ? resolve(values.dir) : temp!;
  try {
    let letters = loadLetters(dir);
    if (!letters.length) {
      const t = performance.now();
      await generateCorpus(dir, { count: Number(values.count), seed, set, photos: !values['no-photos'] || values.prep });
      letters = loadLetters(dir);
      console.log(`Generated ${letters.length} letters in ${dir} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    } else {
      console.log(`Using ${letters.length} letters in ${dir}`);
    }
    if (values.prep) {
      const only = values.only?.split(',');
      await preparationSteps(only ? letters.filter((l) => only.some((id) => l.id.startsWith(id))) : letters, values.variants?.split(',').map(Number));
      return;
    }
    const both = values.recognition === values.server;
    if (both || values.recognition) await recognition(letters, !values['no-photos'], values['ocr-cache'] && !!values.dir);
    if ((both || values.server) && !values['no-photos']) await responsiveness(letters.map((l) => l.photo));
  } catch (err) {
    console.error('bench failed:', err);
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
