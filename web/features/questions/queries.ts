/**
 * The client's question list query, shared by the /questions route's loader and the list, so
 * both address the same cache entry: newest first, one page at a time (LIST_PAGE_SIZE).
 */
import { LIST_PAGE_SIZE } from '#shared/constants.js';
import type { QuestionPage } from '#shared/questions/questions.schema.js';

/** The input of `questions.list` (the cursor is added per page). */
export const QUESTION_LIST_INPUT = { limit: LIST_PAGE_SIZE };

/** The infinite query's options: "Show more" asks for the page after `nextCursor`. */
export const QUESTION_LIST_OPTIONS = { getNextPageParam: (page: QuestionPage) => page.nextCursor };
