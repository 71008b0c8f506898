/**
 * Reading a letter off the request path (docs/decisions/010-finanzamt-letters.md): the job
 * 'letter.read' extracts the text of each page (PDF text, or Tesseract OCR for photos and scans;
 * reading.ts), keeps it with the page's document, recognises the fields (src/shared/letters/
 * recognize.ts) and writes them as `recognized`, never over a value the client or the expert set.
 *
 * A run that throws is retried by the job runner with backoff; when OCR is not installed the job
 * fails at once and the letter says so ('ocrOff'); when every attempt failed, or nothing could be
 * read, the letter says "we could not read this letter; please enter the date" ('letterReadFailed');
 * a file that hits a reading limit (reading.ts READ_LIMITS: time, memory, a decompression bomb, too
 * many pages or pixels) fails the job at once, without retries, with 'letterFileUnreadable'. A
 * photo below SMALL_PHOTO_DPI is read, and the letter then asks the client to check what was read
 * against the letter ('letterPhotoSmall'): such photos lose details or digits; a photo read a second
 * way for its IBAN completes the first reading (recognizeReadings; decision record 038).
 * Re-running the job is harmless: it rewrites the same texts and recognised fields.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { db } from '../../kysely.js';
import { recognizeReadings, type RecognizedFields } from '../../shared/letters/recognize.js';
import { AMOUNT_MAX_CENTS, LetterFieldsSchema, type LetterFields } from '../../shared/letters/letters.schema.js';
import type { Storage } from '../../storage/storage.js';
import { z } from 'zod';
import { PermanentJobError } from '../jobs/runner.js';
import { defineJob, type JobDefinition } from '../module.js';
import { READ_LETTER_JOB, READING_NOTES, writeLetterFields } from './letters.service.js';
import { InputLimitError } from '../../external/sandbox.js';
import { OcrUnavailableError, readLetterFileIsolated } from './reading.js';
import { letterReadingDuration } from '../../metrics.js';

/** The reason a letter shows when one of its files hit a reading limit (src/shared/messages.ts). */
const FILE_UNREADABLE = 'letterFileUnreadable';
/**
 * Below this resolution (dots per inch, as reading.ts estimates a photo's) Tesseract misses or
 * misreads small print: a photo narrower than about 1 400 pixels, as messengers send them.
 */
export const SMALL_PHOTO_DPI = 150;

/** The payload of 'letter.read'. */
const ReadLetterPayloadSchema = z.object({ letterId: z.string() });

/** An amount a letter field takes: whole euro cents from 0 to AMOUNT_MAX_CENTS. */
function plausibleCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= AMOUNT_MAX_CENTS;
}

/** The recognised fields as letter fields (only those found). */
function asLetterFields(r: RecognizedFields): Partial<LetterFields> {
  const out: Partial<LetterFields> = {};
  if (r.letterType) out.letterType = r.letterType;
  if (r.finanzamt) out.finanzamt = r.finanzamt.slice(0, 200);
  if (r.steuernummer) out.steuernummer = r.steuernummer;
  if (r.state) out.state = r.state;
  if (r.steuerId) out.steuerId = r.steuerId;
  if (r.letterDate) out.letterDate = r.letterDate;
  // Values the form would refuse are left out rather than stored (an OCR slip must not fail the job).
  if (r.taxYear && r.taxYear >= 1990 && r.taxYear <= 2100) out.taxYear = r.taxYear;
  if (r.amountDueCents !== undefined && plausibleCents(r.amountDueCents)) out.amountDueCents = r.amountDueCents;
  if (r.refundCents !== undefined && plausibleCents(r.refundCents)) out.refundCents = r.refundCents;
  if (r.dueDate) out.dueDate = r.dueDate;
  // Only a found Rechtsbehelfsbelehrung is taken: "not found" may be a page not uploaded, and a
  // confirmed "no" would give the one-year period of § 356 (2) AO (010).
  if (r.hasInstructions === true) out.hasInstructions = true;
  // Payment details only as the form takes them (LetterFieldsSchema): a slip is left out, never stored.
  for (const f of ['payee', 'iban', 'bic', 'paymentReference'] as const) {
    const parsed = r[f] === undefined ? undefined : LetterFieldsSchema.shape[f].safeParse(r[f]);
    if (parsed?.success && parsed.data) out[f] = parsed.data;
  }
  return out;
}

/** Sets a letter's reading state (and its reason, a message key). */
async function setReading(em: EntityManager, letterId: string, status: string, reason: string | null = null): Promise<void> {
  await db(em).updateTable('letters').set({ reading_status: status, reading_error: reason, updated_at: new Date() }).where('id', '=', letterId).execute();
}

/** The letter jobs, for the app's runner (the letters module's manifest). @returns their definitions */
export function letterJobs(deps: { storage: Storage; config: AppConfig }): JobDefinition[] {
  const readLetter = defineJob({
    kind: READ_LETTER_JOB,
    payload: ReadLetterPayloadSchema,
    async run({ letterId }, { em }) {
      const jobEm = em();
      const pages = await db(jobEm)
        .selectFrom('documents')
        .select(['id', 'storage_key', 'mime_type'])
        .where('letter_id', '=', letterId)
        .where('letter_role', '=', 'page')
        .orderBy('uploaded_at')
        .orderBy('title')
        .orderBy('id')
        .execute();
      // The letter (or its pages) was deleted meanwhile: nothing to do.
      if (!pages.length) return;
      await setReading(jobEm, letterId, 'reading');
      const texts: string[] = [];
      // The pages as read a second way where a photo's first reading missed its IBAN (reading.ts).
      const alternates: string[] = [];
      let smallPhoto = false;
      for (const page of pages) {
        let text: string;
        try {
          const stop = letterReadingDuration.startTimer();
          // A local path for the child process: the stored file, or a copy from the bucket (Storage.withLocalFile).
          const read = await deps.storage
            .withLocalFile(page.storage_key, (path) => readLetterFileIsolated(path, page.mime_type))
            .catch((err: unknown) => {
              stop({ outcome: 'failed' });
              throw err;
            });
          stop({ outcome: 'ok' });
          text = read.map((p) => p.text).join('\f');
          alternates.push(read.map((p) => p.alternateText ?? p.text).join('\f'));
          if (read.some((p) => p.dpi !== undefined && p.dpi < SMALL_PHOTO_DPI)) smallPhoto = true;
        } catch (err) {
          if (err instanceof OcrUnavailableError) throw new PermanentJobError('ocrOff', err.message);
          // Beyond our caps (too long, too much memory, a decompression bomb): the same wall again.
          if (err instanceof InputLimitError) throw new PermanentJobError(FILE_UNREADABLE, err.message);
          throw err;
        }
        texts.push(text);
        await db(jobEm)
          .updateTable('documents')
          .set({ extracted_text: text.replace(/\0/g, '') })
          .where('id', '=', page.id)
          .execute();
      }
      const all = texts.join('\f');
      if (!all.trim()) throw new PermanentJobError('letterReadFailed', 'no text found');
      const alternate = alternates.join('\f');
      const fields = asLetterFields(recognizeReadings(all, alternate === all ? undefined : alternate));
      await jobEm.transactional(async (tx) => {
        // Dates and amounts in a text that is no Finanzamt letter are no deadline facts: none is kept.
        if (fields.letterType) await writeLetterFields(tx, letterId, fields, 'recognized', { onlyUnconfirmed: true });
        // Text that does not read as a Finanzamt letter (recognizeLetter gives it no type): the
        // client is asked to check the file rather than shown it as a letter (010, "Not a letter"),
        // unless the photo was too small to tell: then it asks to check the details against the letter.
        await setReading(tx, letterId, 'done', smallPhoto ? READING_NOTES.photoSmall : fields.letterType ? null : READING_NOTES.notALetter);
      });
    },
    async failed(tx, { letterId }, reason) {
      const ocrOff = reason === 'ocrOff';
      await setReading(tx, letterId, ocrOff ? 'off' : 'failed', ocrOff ? 'ocrOff' : reason === FILE_UNREADABLE ? FILE_UNREADABLE : 'letterReadFailed');
    },
  });
  return [readLetter];
}
