/** Shapes shared by several domains' responses. */
import { z } from 'zod';

/** The answer of an operation that returns nothing else: `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });
