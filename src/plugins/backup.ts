/**
 * `GET /ops/backup` on the embedded database (decision record 053): only the server may open its
 * PGlite while it runs, so `npm run backup` asks it for the archive. At each start the server
 * makes a random token and writes it, with its own address and pid, to DATA_DIR/backup-endpoint.json
 * (mode 0600): whoever can read DATA_DIR may take a backup, which is no more than they could read
 * already. A request without `Authorization: Bearer <token>` gets 401. The answer is the archive
 * (application/gzip), streamed while it is packed; the staging directory goes when it is sent.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { BACKUP_ENDPOINT_FILE, packStaged } from '../backup/archive.js';
import { stageFromOrm } from '../backup/from-orm.js';
import { AppError } from '../errors.js';

/** What the server writes to DATA_DIR/backup-endpoint.json for `npm run backup`. */
export interface BackupEndpoint {
  pid: number;
  /** The server's origin as seen from this machine, e.g. http://127.0.0.1:3000. */
  url: string;
  token: string;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export const backupPlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const token = randomBytes(32).toString('base64url');
    const expected = digest(`Bearer ${token}`);
    const file = join(dataDir, BACKUP_ENDPOINT_FILE);

    app.get('/ops/backup', async (request, reply) => {
      const given = request.headers.authorization;
      if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('UNAUTHENTICATED');
      // Hashing a large DATA_DIR sends nothing for a while: no idle-socket timeout for this answer.
      request.raw.socket.setTimeout(0);
      const started = Date.now();
      const staged = await stageFromOrm(app.orm, dataDir);
      const bytes = staged.manifest.entries.reduce((sum, e) => sum + e.size, 0);
      request.log.info({ entries: staged.manifest.entries.length, bytes, stagedMs: Date.now() - started }, 'backup staged; sending the archive');
      reply.raw.once('close', () => void staged.remove());
      reply.header('content-type', 'application/gzip').header('cache-control', 'no-store');
      return reply.send(packStaged(staged));
    });

    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      // A wildcard address is reached on loopback.
      const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
      const endpoint: BackupEndpoint = { pid: process.pid, url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`, token };
      await rm(file, { force: true });
      await writeFile(file, JSON.stringify(endpoint), { mode: 0o600 });
    });
    app.addHook('onClose', async () => {
      // Only our own: a later server on this DATA_DIR may have written its own.
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current.includes(token)) await rm(file, { force: true });
    });
  },
  { name: 'backup', dependencies: ['orm'] },
);
