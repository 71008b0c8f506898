/**
 * REST adapters for internal notes (admin; docs/decisions/062-internal-notes.md).
 *
 *   GET    /api/admin/notes?questionId=…|letterId=…|clientId=…   one subject's notes, oldest first
 *   POST   /api/admin/notes                                       add a note (201)
 *   DELETE /api/admin/notes/:id                                   delete one's own note (204)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { staffOnly, zodRoutes } from '../../rest.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { AddNoteInputSchema, InternalNoteSchema, NoteSubjectSchema } from '../../shared/notes/notes.schema.js';
import { addNote, deleteNote, listNotes } from './notes.service.js';

export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/notes',
    { preValidation: staffOnly, schema: { querystring: NoteSubjectSchema, response: { 200: z.array(InternalNoteSchema) } } },
    async (request) => listNotes(await serviceContext(request), request.query),
  );
  api.post(
    '/api/admin/notes',
    { preValidation: staffOnly, schema: { body: AddNoteInputSchema, response: { 201: InternalNoteSchema } } },
    async (request, reply) => reply.code(201).send(await addNote(await serviceContext(request), request.body)),
  );
  api.delete('/api/admin/notes/:id', { preValidation: staffOnly, schema: { params: ByIdInputSchema } }, async (request, reply) => {
    await deleteNote(await serviceContext(request), request.params);
    return reply.code(204).send();
  });
}
