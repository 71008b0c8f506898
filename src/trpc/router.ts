/**
 * The web client's API: each module's client routers (its manifest's `trpc`, keyed by domain) and the
 * console's `admin.*`. `AppRouter` is the only type web imports from src.
 */
import { adminRouter } from '../modules/admin/admin.trpc.js';
import { mergeRouters } from '../modules/module.js';
import { modules } from '../modules/registry.js';
import { router } from './init.js';

export const appRouter = router({ ...mergeRouters(modules, 'trpc'), admin: adminRouter });

export type AppRouter = typeof appRouter;
