/**
 * The letter queries shared by the routes' loaders and the pages, so both address the same cache
 * entries: the list (newest first, one page at a time) and one letter with its deadlines worded in
 * the page's language, polled while its files are being read.
 */
import { LIST_PAGE_SIZE, type Language } from '#shared/constants.js';
import type { Letter, LetterPage } from '#shared/letters/letters.schema.js';

/** The input of `letters.list` (the cursor is added per page). */
export const LETTER_LIST_INPUT = { limit: LIST_PAGE_SIZE };

/** The infinite query's options: "Show more" asks for the page after `nextCursor`. */
export const LETTER_LIST_OPTIONS = { getNextPageParam: (page: LetterPage) => page.nextCursor };

/** How often a letter being read is asked for again. */
export const READING_POLL_MS = 1500;

/** Whether the letter's files are still being read (the page polls until they are). */
export function isReading(letter: Pick<Letter, 'readingStatus'> | undefined): boolean {
  return letter?.readingStatus === 'queued' || letter?.readingStatus === 'reading';
}

/**
 * The page's language for a route loader (outside React): `<html lang>`, set when the catalog was
 * activated. Read from the document rather than from the i18n module: a letter route importing
 * that module splits it out of the landing page's chunks (measured: +0.5 kB of landing JavaScript).
 */
export function documentLanguage(): Language {
  return document.documentElement.lang === 'de' ? 'de' : 'en';
}
