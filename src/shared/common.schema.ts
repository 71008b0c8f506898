/** Shapes shared by several domains' responses. */
import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE } from './constants.js';
import { MESSAGE_KEY } from './messages.js';
import { omittableText } from './text.js';

/** An entity's id (a UUID); anything else answers 'not found', as an unknown id does. */
export const IdSchema = z.uuid({ error: MESSAGE_KEY.notFound });

/** The answer of an operation that returns nothing else: `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * One page of a client's list, newest first: `limit` items (default LIST_PAGE_SIZE, at most
 * LIST_PAGE_MAX) older than `cursor`, which is `keysetCursor()` of the last item of the previous
 * page (keyset pagination: stable while new items arrive).
 */
export const KeysetPageFieldsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_SIZE),
  /** `keysetCursor()` of the last item of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/i, { error: MESSAGE_KEY.malformedRequest })
    .nullish(),
});
export const KeysetPageInputSchema = KeysetPageFieldsSchema.default({ limit: LIST_PAGE_SIZE });
export type KeysetPageInput = z.infer<typeof KeysetPageInputSchema>;

/** The cursor after an item: its timestamp (ISO, to the microsecond) and id. */
export function keysetCursor(at: string, id: string): string {
  return `${at}_${id}`;
}

/** The timestamp and id of a cursor (empty when there is none), as SQL parameters. */
export function keysetAfter(cursor: string | null | undefined): string[] {
  if (!cursor) return [];
  const split = cursor.lastIndexOf('_');
  return [cursor.slice(0, split), cursor.slice(split + 1)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a UUID (an id from a URL is checked before it reaches SQL). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Search text: trimmed, empty means "everything". */
export const SearchSchema = omittableText(200);

export const ByIdInputSchema = z.object({ id: IdSchema });

export type ByIdInput = z.infer<typeof ByIdInputSchema>;

/** Euro cents, from the form's euro amount or an integrator's integer. */
export const CentsSchema = z
  .number({ error: MESSAGE_KEY.priceInvalid })
  .int({ error: MESSAGE_KEY.priceInvalid })
  .min(0, { error: MESSAGE_KEY.priceInvalid })
  .max(100_000_000, { error: MESSAGE_KEY.priceInvalid });
