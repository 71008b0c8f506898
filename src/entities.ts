/** Every entity the ORM knows: each module's `entities`, in registry order (used by mikro-orm.config.ts). */
import { modules } from './modules/registry.js';

export const entities = modules.flatMap((m) => ('entities' in m ? [...m.entities] : []));
