/** The folders module: the client's document folders. */
import { defineModule } from '../module.js';
import { foldersPersonalData } from './folders.personal-data.js';
import { FolderEntity } from './folder.entity.js';
import { foldersRoutes } from './folders.rest.js';
import { foldersRouter } from './folders.trpc.js';

export const foldersModule = defineModule({
  name: 'folders',
  entities: [FolderEntity],
  rest: [foldersRoutes],
  trpc: { folders: foldersRouter },
  personalData: foldersPersonalData,
});
