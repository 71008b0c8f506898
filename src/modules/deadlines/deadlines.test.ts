/**
 * The deadline calculator through both transports: GET /api/deadlines (public) and tRPC
 * `deadlines.calculate`: the answer's shape and language, and a clear 400 per field for every
 * kind of bad input, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { visitor, useTestApp, trpcError } from '../../test/harness.js';

const t = useTestApp();

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/deadlines?${query}` });

describe('GET /api/deadlines', () => {
  it('answers the spec example without a login: delivered 7 March, deadline 7 April 2025', async () => {
    const res = await get('kind=objection&sentOn=2025-03-03&delivery=post&state=BE');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'objection', deliveredOn: '2025-03-07', deadline: '2025-04-07' });
    expect(body).not.toHaveProperty('graceEndsOn');
    expect(body.steps.map((s: { rule: string; date: string }) => [s.rule, s.date])).toEqual([
      ['§ 122 (2) no. 1 AO', '2025-03-07'],
      ['§ 355 (1) AO; §§ 187 (1), 188 (2) BGB', '2025-04-07'],
    ]);
    expect(body.steps[0].explanation).toContain('fourth day after posting');
  });

  it('explains the steps in German with ?lang=de', async () => {
    const res = await get('kind=objection&sentOn=2025-03-03&delivery=post&state=BE&lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.json().steps[0]).toMatchObject({ rule: '§ 122 Abs. 2 Nr. 1 AO', date: '2025-03-07' });
    expect(res.json().steps[0].explanation).toContain('am vierten Tag nach der Aufgabe als bekannt gegeben');
  });

  it('gives the grace end for a payment, and one year without instructions', async () => {
    const payment = await get('kind=payment&sentOn=2025-03-03&delivery=post&state=BE');
    expect(payment.json()).toMatchObject({ kind: 'payment', deliveredOn: '2025-03-07', deadline: '2025-04-07', graceEndsOn: '2025-04-10' });
    const year = await get('kind=objection&sentOn=2025-03-03&delivery=post&state=BE&instructionsMissing=true');
    expect(year.json()).toMatchObject({ deadline: '2026-03-09' });
    const recipient = await get('kind=objection&sentOn=2025-05-04&delivery=post&state=BE&recipientState=BB');
    expect(recipient.json()).toMatchObject({ deliveredOn: '2025-05-08', deadline: '2025-06-10' });
  });

  it.each([
    ['an impossible date', 'kind=objection&sentOn=2025-02-30&delivery=post&state=BE', 'sentOn', 'sentOnInvalid'],
    ['a date in another format', 'kind=objection&sentOn=03.03.2025&delivery=post&state=BE', 'sentOn', 'sentOnInvalid'],
    ['a date before 2020', 'kind=objection&sentOn=2019-12-31&delivery=post&state=BE', 'sentOn', 'sentOnOutOfRange'],
    ['a date after 2030', 'kind=objection&sentOn=2031-01-01&delivery=post&state=BE', 'sentOn', 'sentOnOutOfRange'],
    ['a missing date', 'kind=objection&delivery=post&state=BE', 'sentOn', 'sentOnInvalid'],
    ['an unknown kind', 'kind=appeal&sentOn=2025-03-03&delivery=post&state=BE', 'kind', 'deadlineKindInvalid'],
    ['a missing kind', 'sentOn=2025-03-03&delivery=post&state=BE', 'kind', 'deadlineKindInvalid'],
    ['an unknown delivery', 'kind=objection&sentOn=2025-03-03&delivery=fax&state=BE', 'delivery', 'deliveryInvalid'],
    ['an unknown state', 'kind=objection&sentOn=2025-03-03&delivery=post&state=XX', 'state', 'stateInvalid'],
    ['a lower-case state', 'kind=objection&sentOn=2025-03-03&delivery=post&state=be', 'state', 'stateInvalid'],
    ['a missing state', 'kind=objection&sentOn=2025-03-03&delivery=post', 'state', 'stateInvalid'],
    ['an unknown recipient state', 'kind=objection&sentOn=2025-03-03&delivery=post&state=BE&recipientState=AT', 'recipientState', 'stateInvalid'],
    ['a repeated field', 'kind=objection&kind=payment&sentOn=2025-03-03&delivery=post&state=BE', 'kind', 'deadlineKindInvalid'],
    ['a flag that is no boolean', 'kind=objection&sentOn=2025-03-03&delivery=post&state=BE&instructionsMissing=maybe', 'instructionsMissing', 'invalidInput'],
  ])('refuses %s with 400 and a message for the field', async (_what, query, field, key) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.issues).toContainEqual(expect.objectContaining({ path: field, messageKey: key }));
    expect(body.issues.find((i: { path: string }) => i.path === field).message.length).toBeGreaterThan(10);
  });

  it('names every bad field at once', async () => {
    const res = await get('kind=x&sentOn=2025-13-01&delivery=y&state=z');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['delivery', 'kind', 'sentOn', 'state']);
  });
});

describe('tRPC deadlines.calculate', () => {
  it('gives the same answer as REST', async () => {
    const input = { kind: 'payment', sentOn: '2025-03-14', delivery: 'post', state: 'BE', lang: 'de' };
    const trpc = await visitor(t).trpc('query', 'deadlines.calculate', input);
    expect(trpc.statusCode).toBe(200);
    const rest = await get(new URLSearchParams(input).toString());
    expect(JSON.parse(trpc.body).result.data).toEqual(rest.json());
    expect(rest.json()).toMatchObject({ deliveredOn: '2025-03-18', deadline: '2025-04-22', graceEndsOn: '2025-04-25' });
  });

  it('refuses an impossible date with the same field message', async () => {
    const res = await visitor(t).trpc('query', 'deadlines.calculate', { kind: 'objection', sentOn: '2025-02-30', delivery: 'post', state: 'BE' });
    expect(res.statusCode).toBe(400);
    expect(trpcError(res).data.issues).toEqual([
      { path: 'sentOn', messageKey: 'sentOnInvalid', message: 'Enter the date on the letter as YYYY-MM-DD (a real date)' },
    ]);
  });
});
