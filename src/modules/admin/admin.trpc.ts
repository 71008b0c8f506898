/**
 * tRPC `admin.*`: the firm's console. It only composes: each domain's admin procedures live in
 * that domain's module (its manifest's `adminTrpc`) and require the admin role (401 visitor, 403 client).
 */
import { router } from '../../trpc/init.js';
import { mergeRouters } from '../module.js';
import { modules } from '../registry.js';

export const adminRouter = router(mergeRouters(modules, 'adminTrpc'));
