/**
 * The order and invoice queries shared by the routes' loaders and the pages, so both address the
 * same cache entries. Tiny and free of components: the route files import it.
 */
import { LIST_PAGE_SIZE } from '#shared/constants.js';

/** The input of `orders.list` and `invoices.list` (the cursor is added per page). */
export const PAGE_INPUT = { limit: LIST_PAGE_SIZE };

/** The infinite queries' options: "Show more" asks for the page after `nextCursor`. */
export const PAGE_OPTIONS = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

/** How often an order just paid by card is asked for again, until the payment is confirmed. */
export const CARD_CONFIRM_POLL_MS = 2000;
