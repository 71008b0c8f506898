/**
 * Temporary files of dead processes (decision record 017): a partial upload or export ZIP whose
 * writer's heartbeat stopped goes at the next temporary-file sweep (every minute), while another
 * live instance's file in flight stays, however long it has been idle within the grace.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { TEMP_SWEEP_INTERVAL_MS } from '../plugins/storage.js';
import { OWNER_DEAD_AFTER_MS } from './instance-heartbeat.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const id = () => randomUUID().replace(/-/g, '');
const ago = (ms: number) => new Date(Date.now() - ms);

/** A heartbeat file of another process, last touched `msAgo` ago. */
function otherInstance(msAgo: number): string {
  const owner = id();
  const file = join(t.config.dataDir, 'instances', owner);
  writeFileSync(file, '');
  utimesSync(file, ago(msAgo), ago(msAgo));
  return owner;
}

/** A temporary file of `owner` in `dir`, last written `msAgo` ago. */
function tempOf(dir: string, owner: string, msAgo: number): string {
  const name = `${owner}.${randomUUID()}.part`;
  writeFileSync(join(dir, name), Buffer.alloc(1000));
  utimesSync(join(dir, name), ago(msAgo), ago(msAgo));
  return name;
}

describe('the temporary-file sweep', () => {
  it("removes a dead process's partial uploads and exports within minutes, and keeps a live instance's", async () => {
    expect(TEMP_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    const dead = otherInstance(OWNER_DEAD_AFTER_MS + 30_000);
    const live = otherInstance(5_000);
    const uploads = t.app.storage.tmpDir;
    const exports = t.app.exportStorage.tmpDir;
    // Written a moment before its process died (kill -9): well within any idle grace.
    const deadUpload = tempOf(uploads, dead, 60_000);
    const deadExport = tempOf(exports, dead, 60_000);
    // Another instance's slow upload and export in flight.
    const liveUpload = tempOf(uploads, live, 5 * 60_000);
    const liveExport = tempOf(exports, live, 5 * 60_000);
    // This process's own.
    const ownUpload = tempOf(uploads, t.app.heartbeat.id, 5 * 60_000);

    expect(await t.app.sweepTempFiles()).toBe(2);
    expect(readdirSync(uploads).sort()).toEqual([liveUpload, ownUpload].sort());
    expect(readdirSync(exports)).toEqual([liveExport]);
    expect(readdirSync(uploads)).not.toContain(deadUpload);
    expect(readdirSync(exports)).not.toContain(deadExport);
    // The dead process's heartbeat file goes too; the live one's stays.
    expect(readdirSync(join(t.config.dataDir, 'instances')).sort()).toEqual([live, t.app.heartbeat.id].sort());
    expect(t.serverErrors).toEqual([]);
  });

  it("names this process's temporary files with its instance id", async () => {
    const temp = t.app.storage.createTemp();
    temp.stream.end('x');
    await new Promise<void>((r) => temp.stream.on('close', () => r()));
    expect(temp.path.split('/').pop()!.startsWith(`${t.app.heartbeat.id}.`)).toBe(true);
    await t.app.storage.remove(temp.path);
    expect(t.serverErrors).toEqual([]);
  });
});
