import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness.js';

const t = useTestApp();

describe('migrations', () => {
  it('create every table and column the entities use (no drift between entities and SQL)', async () => {
    const diff = await t.orm.schema.getUpdateSchemaSQL({ wrap: false });
    // The migrations add constraints, indexes and defaults the entities do not declare; those
    // differences are expected. Tables, columns, types and nullability must agree exactly.
    const drift = diff
      .split('\n')
      .filter((l) => /create table|drop table|add column|drop column|alter column .* type|set not null|drop not null|rename/i.test(l));
    expect(drift).toEqual([]);
  });

  it('are all applied and recorded', async () => {
    const executed = await t.orm.migrator.getExecuted();
    const pending = await t.orm.migrator.getPending();
    expect(executed.map((m) => m.name)).toContain('Migration20261121000000_initial');
    expect(pending).toEqual([]);
  });

  it('enforce case-insensitive unique e-mails in the database itself', async () => {
    const em = t.em();
    await em.execute(`insert into users (email, password, name) values ('same@example.com', 'x', 'A')`);
    await expect(em.execute(`insert into users (email, password, name) values ('SAME@example.com', 'x', 'B')`)).rejects.toThrow(/unique/i);
  });

  it('refuse a document whose folder belongs to another user, in the database itself', async () => {
    const em = t.em();
    const [a] = await em.execute<{ id: string }[]>(`insert into users (email, password, name) values ('fa@example.com', 'x', 'A') returning id`);
    const [b] = await em.execute<{ id: string }[]>(`insert into users (email, password, name) values ('fb@example.com', 'x', 'B') returning id`);
    const [folder] = await em.execute<{ id: string }[]>(`insert into folders (user_id, name) values (?, 'B folder') returning id`, [b!.id]);
    await expect(
      em.execute(
        `insert into documents (user_id, folder_id, title, filename, file_url, file_size, mime_type, storage_key)
         values (?, ?, 't', 'f.pdf', '/x', 1, 'application/pdf', 'k1')`,
        [a!.id, folder!.id],
      ),
    ).rejects.toThrow(/foreign key/i);
  });
});
