/** The notes module: the firm's staff's internal notes on questions, letters and clients (decision record 062). */
import { defineModule } from '../module.js';
import { InternalNoteEntity } from './internal-note.entity.js';
import { notesPersonalData } from './notes.personal-data.js';
import { notesRoutes } from './notes.rest.js';
import { notesAdminRouter } from './notes.trpc.js';

export const notesModule = defineModule({
  name: 'notes',
  entities: [InternalNoteEntity],
  rest: [notesRoutes],
  adminTrpc: { notes: notesAdminRouter },
  personalData: notesPersonalData,
});
