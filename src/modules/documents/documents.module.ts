/** The documents module: uploaded files and their metadata (decision record 015). */
import { defineModule } from '../module.js';
import { documentsPersonalData } from './documents.personal-data.js';
import { DocumentEntity } from './document.entity.js';
import { documentsRoutes } from './documents.rest.js';
import { documentsRouter } from './documents.trpc.js';

export const documentsModule = defineModule({
  name: 'documents',
  entities: [DocumentEntity],
  rest: [documentsRoutes],
  trpc: { documents: documentsRouter },
  personalData: documentsPersonalData,
});
