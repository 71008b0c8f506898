/**
 * Writes the sample-letter corpus (corpus.ts) into a directory: for each letter `<id>.pdf` (digital),
 * `<id>.jpg` (phone-like photo of page 1) and `<id>.json` (ground truth). Deterministic for a seed.
 *
 *   npx tsx scripts/letters/generate.ts --out <dir> [--count 40] [--set tuning|heldout|fresh|unseen|blind|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyfirst|twentysecond|twentythird|twentyfourth] [--seed 1, 2027 for heldout, 3119 for fresh, 5501 for unseen, 7717 for blind, 9203 for sixth, 10501 for seventh, 12011 for eighth, 13607 for ninth, 15101 for tenth, 17203 for eleventh, 19301 for twelfth, 23417 for thirteenth, 29207 for fourteenth, 33023 for fifteenth, 40111 for sixteenth, 47093 for seventeenth, 52361 for eighteenth, 61403 for nineteenth, 67219 for twentieth, 73331 for twentyfirst, 79451 for twentysecond, 80923 for twentythird, 80924 for twentyfourth] [--no-photos]
 *
 * Needs pdftoppm (poppler-utils) for the photos. Generated files are not committed; verify.ts checks
 * that each PDF prints what its truth says.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { type CorpusSet, type LetterSpec, corpusSetOf, corpusSpecs, defaultSeed, renderLetter } from './corpus.js';

interface GeneratedLetter {
  spec: LetterSpec;
  pdfPath: string;
  photoPath: string | null;
  truthPath: string;
}

/**
 * Generates `count` letters and one document in ten that is no letter (corpus.ts `corpusSpecs`)
 * of the corpus `set` into `dir` (created if missing), two at a time.
 * @returns the files written, in letter order
 */
export async function generateCorpus(dir: string, { count = 40, seed = 1, photos = true, set = 'tuning' as CorpusSet } = {}): Promise<GeneratedLetter[]> {
  await mkdir(dir, { recursive: true });
  const limit = pLimit(2);
  return Promise.all(
    corpusSpecs(count, seed, set).map((spec) =>
      limit(async () => {
        const pdfPath = join(dir, `${spec.id}.pdf`);
        const photoPath = photos ? join(dir, `${spec.id}.jpg`) : null;
        const truthPath = join(dir, `${spec.id}.json`);
        await renderLetter(spec, { pdfPath, ...(photoPath ? { photoPath } : {}) });
        await writeFile(truthPath, `${JSON.stringify(spec.truth, null, 2)}\n`);
        return { spec, pdfPath, photoPath, truthPath };
      }),
    ),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      count: { type: 'string', default: '40' },
      seed: { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
      set: { type: 'string', default: 'tuning' },
    },
  });
  if (!values.out) {
    console.error(
      'usage: tsx scripts/letters/generate.ts --out <dir> [--count 40] [--seed 1] [--set tuning|heldout|fresh|unseen|blind|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyfirst|twentysecond|twentythird|twentyfourth] [--no-photos]',
    );
    process.exit(2);
  }
  const started = Date.now();
  const dir = resolve(values.out);
  const set = corpusSetOf(values.set);
  const letters = await generateCorpus(dir, {
    count: Number(values.count),
    seed: Number(values.seed ?? defaultSeed(set)),
    photos: !values['no-photos'],
    set,
  });
  console.log(`${letters.length} letters in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
