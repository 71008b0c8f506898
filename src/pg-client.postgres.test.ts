/**
 * On PostgreSQL, the statements `prepare()` compiled are named prepared statements of each
 * connection, parsed and planned once (decision record 043). A PostgreSQL-only file: it runs in
 * the server-postgres project (TEST_DATABASE_URL), where every other database test also goes
 * through this client.
 */
import { describe, expect, it } from 'vitest';
import { sessionUser } from './modules/auth/auth.queries.js';
import { registerClient, useTestApp } from './test/harness.js';

const t = useTestApp();

describe('the PostgreSQL client', () => {
  it('runs a prepared read as one named statement per connection, however often; other statements unnamed', async () => {
    const prepared = await t.em().transactional(async (tx) => {
      for (let i = 0; i < 3; i++) expect(await sessionUser(tx, { id: 'no-such-session', now: new Date() })).toEqual([]);
      return tx.execute<{ name: string; statement: string }[]>(`select name, statement from pg_prepared_statements where not from_sql`);
    });
    const sessionReads = prepared.filter((row) => row.statement.includes('from "sessions"'));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]!.name).toMatch(/^k_[0-9a-f]{16}$/);
    // The transaction's own statements and this query went unnamed.
    expect(prepared.filter((row) => /pg_prepared_statements|^begin/i.test(row.statement))).toEqual([]);
  });

  it('answers a signed-in request through the named session read', async () => {
    const client = await registerClient(t, 'Nadia Named');
    for (let i = 0; i < 3; i++) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session: client.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { name: 'Nadia Named' } });
    }
  });
});
