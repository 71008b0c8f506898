import { describe, expect, it } from 'vitest';
import { TYPED_ENTITIES } from './db-tables.js';
import { entities } from './entities.js';

describe('the tables Kysely knows', () => {
  it('are exactly the entities the modules register', () => {
    const names = (list: readonly { name: unknown }[]) => list.map((e) => String(e.name)).sort();
    expect(names(TYPED_ENTITIES)).toEqual(names(entities));
  });
});
