/** tRPC procedures `admin.notes.*`: one subject's internal notes, adding one, deleting one's own. */
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { AddNoteInputSchema, NoteSubjectSchema } from '../../shared/notes/notes.schema.js';
import { staffProcedure, router } from '../../trpc/init.js';
import { addNote, deleteNote, listNotes } from './notes.service.js';

export const notesAdminRouter = router({
  list: staffProcedure.input(NoteSubjectSchema).query(({ ctx, input }) => listNotes(ctx.services, input)),
  add: staffProcedure.input(AddNoteInputSchema).mutation(({ ctx, input }) => addNote(ctx.services, input)),
  remove: staffProcedure.input(ByIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteNote(ctx.services, input);
    return { ok: true as const };
  }),
});
