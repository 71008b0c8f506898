/** REST adapters for /api/questions (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { createQuestion, listQuestions } from './questions.service.js';

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  // The spec's list (an array): one page, newest first; `?limit=` (1–100, default 50) and
  // `?cursor=`; the next page's address is in the Link header (RFC 8288) and X-Next-Cursor.
  app.get('/api/questions', async (request, reply) => {
    const page = await listQuestions(await serviceContext(request), request.query);
    if (page.nextCursor) {
      const { limit } = request.query as { limit?: string };
      const next = `/api/questions?${new URLSearchParams({ ...(limit ? { limit } : {}), cursor: page.nextCursor })}`;
      reply.header('link', `<${next}>; rel="next"`).header('x-next-cursor', page.nextCursor);
    }
    return page.items;
  });
  app.post('/api/questions', { preHandler: app.limiters.createQuestion }, async (request, reply) =>
    reply.code(201).send(await createQuestion(await serviceContext(request), request.body)),
  );
}
