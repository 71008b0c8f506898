/** The rate-limit counters' rows are removed an hour after their window (decision record 049). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { purgeExpiredRateLimits } from './rate-limits.js';

const t = useTestApp();

describe('purgeExpiredRateLimits', () => {
  it('rows an hour past their window are purged, current ones stay', async () => {
    const now = Date.now();
    await t
      .em()
      .execute(`insert into rate_limits (key, points, expire) values ('login:old', 3, ?), ('login:recent', 3, ?)`, [
        now - 2 * 60 * 60 * 1000,
        now - 10 * 60 * 1000,
      ]);
    expect(await purgeExpiredRateLimits(t.em(), new Date(now))).toBe(1);
    const keys = (await t.em().execute<{ key: string }[]>(`select key from rate_limits where key like 'login:%' order by key`)).map((r) => r.key);
    expect(keys).toContain('login:recent');
    expect(keys).not.toContain('login:old');
  });
});
