import { describe, expect, it } from 'vitest';
import { visitor, useTestApp } from '../../test/harness.js';

let ipCounter = 0;
/** Each call from its own documentation-range address, so only the rate-limit test meets the limit. */
const post = (payload: object, remoteAddress = `198.51.100.${++ipCounter}`) => t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
import { ContactFormEntity } from './contact-form.entity.js';

const t = useTestApp({ rateLimits: { contact: 5 } });

const valid = { name: 'Priya Sharma', email: 'priya@example.com', language: 'en', message: 'I received a Steuerbescheid and need help.' };

describe('contact form', () => {
  it('stores a valid message from a visitor (REST and tRPC)', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const trpc = await visitor(t).trpc('mutation', 'contact.submit', { ...valid, language: 'de', email: 'Priya@Example.com' });
    expect(trpc.statusCode).toBe(200);
    const rows = await t.em().find(ContactFormEntity, {}, { orderBy: { submittedAt: 'asc' } });
    expect(rows.map((r) => [r.name, r.email, r.language, r.message])).toEqual([
      [valid.name, valid.email, 'en', valid.message],
      [valid.name, 'priya@example.com', 'de', valid.message],
    ]);
  });

  it.each([
    [{ name: 'P' }, 'Name must be at least 2 characters'],
    [{ email: 'priya' }, 'Please enter a valid email address'],
    [{ language: 'fr' }, 'Please select your preferred language'],
    [{ language: undefined }, 'Please select your preferred language'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const before = await t.em().count(ContactFormEntity, {});
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.em().count(ContactFormEntity, {})).toBe(before);
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(valid, '203.0.113.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Another address is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });
});
