/**
 * Removing the files of deleted documents. A document's row is deleted first, in the transaction
 * that also writes the audit entry; only after it committed are its files removed. A crash (or a
 * failing removal) in between leaves a file that no row refers to, never a row without its file;
 * the storage sweep (src/plugins/storage.ts, Storage.sweep) finds such files by listing the
 * directory or the bucket and removes them, so nothing stays behind for good.
 */
import type { ServiceContext } from '../context.js';
import type { Storage } from './storage.js';

/**
 * Removes the stored files `keys` of documents whose rows were deleted (and committed). Never
 * throws: a file that cannot be removed now is logged and left to the storage sweep.
 */
export async function removeStoredFiles(ctx: Pick<ServiceContext, 'log'>, storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.remove(key);
      } catch (err) {
        ctx.log.warn({ err, key }, "a deleted document's file could not be removed now; the storage sweep removes it later");
      }
    }),
  );
}
