/**
 * The typed data layer (decision record 033): the Kysely database type comes from the entities, so
 * a wrong table or column name, or a column read as another type, is a compile error
 * (`npm run typecheck` checks the `@ts-expect-error` lines below: each must still be an error).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compiler, type DB } from './kysely.js';
import { questionColumns, type QuestionRow } from './modules/questions/questions.queries.js';

/** A Kysely instance that only compiles (no connection), typed like `db(em)`. */
const k = compiler;

describe('the typed database', () => {
  it('names the tables and columns of the entities, with their types', () => {
    expectTypeOf<keyof DB>().toEqualTypeOf<keyof DB & string>();
    expectTypeOf<'questions' | 'letters' | 'orders' | 'withdrawals' | 'stripe_events'>().toExtend<keyof DB>();
    const q = k.selectFrom('questions').select(['id', 'user_id', 'asked_at', 'answer', 'message_count']);
    expect(q.compile().sql).toBe('select "id", "user_id", "asked_at", "answer", "message_count" from "questions"');
    type Row = Awaited<ReturnType<typeof q.executeTakeFirstOrThrow>>;
    expectTypeOf<Row>().toEqualTypeOf<{ id: string; user_id: string; asked_at: Date; answer: string | null; message_count: number }>();
  });

  it('refuses a column or table the entities do not have', () => {
    // @ts-expect-error a column renamed in the entity (userId -> user_id) must be renamed in the query
    k.selectFrom('questions').select('userId');
    // @ts-expect-error no such table
    k.selectFrom('question');
    // @ts-expect-error the value of a uuid column is a string
    k.selectFrom('questions').where('user_id', '=', 42);
    // @ts-expect-error a misspelt column in a join
    k.selectFrom('questions').innerJoin('users', 'users.id', 'questions.owner_id');
    expect(k.selectFrom('questions').select('id').compile().sql).toBe('select "id" from "questions"');
  });

  it("selects a question's DTO columns under the DTO's names", () => {
    const compiled = k.selectFrom('questions').select(questionColumns).where('questions.user_id', '=', 'u').compile();
    expect(compiled.sql).toContain('"questions"."user_id" as "userId"');
    expect(compiled.sql).toContain('as "letterExplained"');
    expect(compiled.parameters).toEqual(['u']);
    expectTypeOf<QuestionRow['askedAt']>().toEqualTypeOf<Date>();
    expectTypeOf<QuestionRow['status']>().toEqualTypeOf<'pending' | 'answered'>();
  });
});
