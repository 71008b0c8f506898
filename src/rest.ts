/**
 * Building blocks of the REST adapters (`src/modules/<domain>/<domain>.rest.ts`). Each route
 * validates its body, query or params with the shared zod schema of its service's input (the one
 * the tRPC procedure's `.input()` uses) and serialises its answer with the response schema,
 * through fastify-type-provider-zod; the adapter then calls the service with the parsed input.
 * Role checks run in `preValidation`, before the input is validated, so a visitor gets 401 and a
 * client 403 whatever they send, as the tRPC procedures answer (decision record 001).
 */
import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner, requireStaff, requireUser, serviceContext, type ServiceContext } from './context.js';

/** The instance's route methods typed by zod schemas. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** preValidation hook: 401 'Authentication required' for visitors. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(await serviceContext(request));
}

/** preValidation hook: 401 for visitors, 403 'Forbidden' for clients (the firm's staff: owner or expert). */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireStaff(await serviceContext(request));
}

/** preValidation hook: 401 for visitors, 403 'Forbidden' for clients and experts (the firm's owner; decision record 064). */
export async function ownerOnly(request: FastifyRequest): Promise<void> {
  requireOwner(await serviceContext(request));
}

/**
 * preValidation hook: copies route params into the JSON body under the input's field names
 * (`{ id: 'questionId' }`), so one input schema covers `POST /api/admin/questions/:id/answer` and
 * the tRPC procedure alike. A param wins over a body field of the same name.
 */
export function paramsIntoBody(fields: Record<string, string>) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    const params = request.params as Record<string, string>;
    request.body = { ...body, ...Object.fromEntries(Object.entries(fields).map(([param, field]) => [field, params[param]])) };
  };
}

/**
 * The next page of a keyset-paged list (RFC 8288): `Link: <path?limit=&cursor=>; rel="next"` and
 * `X-Next-Cursor`, keeping the `limit` the client asked for, as given. Nothing on the last page.
 */
export function nextPageHeaders(request: FastifyRequest, reply: FastifyReply, path: string, nextCursor: string | null): void {
  if (!nextCursor) return;
  const limit = new URLSearchParams(request.url.split('?')[1] ?? '').get('limit');
  const next = `${path}?${new URLSearchParams({ ...(limit ? { limit } : {}), cursor: nextCursor })}`;
  reply.header('link', `<${next}>; rel="next"`).header('x-next-cursor', nextCursor);
}

/**
 * Routes of keyset-paged lists, declared like the other routes: `pagedLists(app).get(path, opts, list)`
 * registers `GET path` with the role check (and any limiter) in `opts.preValidation`, the query
 * validated with `opts.querystring`, then calls `list` with the request's service context and the
 * parsed query. The answer is the page's items as an array (serialised with `opts.item`), the next
 * page's address in the headers (nextPageHeaders); AppErrors of `list` pass through.
 */
export function pagedLists(app: FastifyInstance) {
  return {
    get<Q extends z.ZodType, I extends z.ZodType>(
      path: string,
      opts: { preValidation: RouteShorthandOptions['preValidation']; querystring: Q; item: I },
      list: (ctx: ServiceContext, query: z.output<Q>) => Promise<{ items: z.output<I>[]; nextCursor: string | null }>,
    ): void {
      zodRoutes(app).get(
        path,
        { preValidation: opts.preValidation, schema: { querystring: opts.querystring, response: { 200: z.array(opts.item) } } },
        async (request, reply) => {
          const page = await list(await serviceContext(request), request.query as z.output<Q>);
          nextPageHeaders(request, reply, path, page.nextCursor);
          return page.items;
        },
      );
    },
  };
}

/** A file a REST route sends as a download (sendDownload). */
export interface Download {
  /** Its media type (`content-type`). */
  type: string;
  /** The name the browser offers to save it as. */
  filename: string;
  /** The name for clients without RFC 5987 (`filename=`); by default content-disposition's ISO-8859-1 form of `filename`. */
  fallback?: string;
  /** Its length in bytes (`content-length`); without it Fastify counts a buffer, and a stream is chunked. */
  size?: number;
  /** Its bytes. */
  body: Uint8Array | Readable;
}

/**
 * Sends `file` as an attachment (RFC 6266 `content-disposition`), not to be sniffed
 * (`x-content-type-options: nosniff`) nor stored by any cache (`private, no-store`): the account's
 * own files (documents, invoices, data exports) are downloads, never pages.
 * @returns the reply, sent
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  reply.header('content-type', file.type);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-disposition', contentDisposition(file.filename, { type: 'attachment', fallback: file.fallback }))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
