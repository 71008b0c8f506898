/**
 * Which deadlines a letter sets (src/shared/letters/letter-deadlines.ts) with Germany's real
 * holidays: the rules of docs/decisions/010-finanzamt-letters.md, case by case.
 */
import { describe, expect, it } from 'vitest';
import { explainSteps } from '../../shared/deadlines/explain.js';
import { deadlineStatus, letterDeadlines } from '../../shared/letters/letter-deadlines.js';
import type { FieldSource, LetterField, LetterFields } from '../../shared/letters/letters.schema.js';
import { germanHolidays } from '../deadlines/holidays.js';

const EMPTY: LetterFields = {
  letterType: null,
  finanzamt: null,
  steuernummer: null,
  steuerId: null,
  letterDate: null,
  delivery: null,
  state: null,
  taxYear: null,
  amountDueCents: null,
  refundCents: null,
  dueDate: null,
  payee: null,
  iban: null,
  bic: null,
  paymentReference: null,
  hasInstructions: null,
};

/** Fields all with the same source. */
function letter(fields: Partial<LetterFields>, source: FieldSource = 'confirmed') {
  const all = { ...EMPTY, ...fields };
  const sources = Object.fromEntries(Object.keys(fields).map((f) => [f, source])) as Partial<Record<LetterField, FieldSource>>;
  const { deadlines, missing } = letterDeadlines(all, sources, germanHolidays);
  return { missing, deadlines: deadlines.map((d) => [d.kind, d.date, d.graceEndsOn] as const) };
}

const BASE = { letterDate: '2026-11-10', delivery: 'post', state: 'BY' } as const;

describe('letter deadlines', () => {
  it('are not computed from recognised values, only from confirmed ones', () => {
    expect(letter({ letterType: 'einkommensteuerbescheid', ...BASE }, 'recognized')).toEqual({
      missing: ['letterDate', 'delivery', 'state', 'letterType'],
      deadlines: [],
    });
    expect(letter({ letterType: 'einkommensteuerbescheid', letterDate: '2026-11-10' })).toEqual({ missing: ['delivery', 'state'], deadlines: [] });
    // Corrected by the expert counts as certain.
    expect(letter({ letterType: 'einkommensteuerbescheid', ...BASE }, 'expert').deadlines).toEqual([['objection', '2026-12-16', null]]);
  });

  it('give a Bescheid its Einspruch deadline (§ 355 AO), one year without a Rechtsbehelfsbelehrung (§ 356 (2) AO)', () => {
    expect(letter({ letterType: 'umsatzsteuerbescheid', ...BASE }).deadlines).toEqual([['objection', '2026-12-16', null]]);
    // Delivered Mon 16 Nov 2026 + 1 year = Tue 16 Nov 2027.
    expect(letter({ letterType: 'umsatzsteuerbescheid', ...BASE, hasInstructions: false }).deadlines).toEqual([['objection', '2027-11-16', null]]);
  });

  it('give no Einspruch deadline to a Mahnung, but a payment deadline from its printed date with the grace of § 240 (3) AO', () => {
    // Printed Fri 25 Dec 2026 (Christmas), 26 Dec Saturday, 27 Sunday: Mon 28 Dec; grace until Thu 31 Dec.
    expect(letter({ letterType: 'mahnung', ...BASE, amountDueCents: 10_000, dueDate: '2026-12-25' }).deadlines).toEqual([
      ['payment', '2026-12-28', '2026-12-31'],
    ]);
  });

  it('date an income-tax payment without a printed due date one month after the Bekanntgabe (§ 36 (4) EStG)', () => {
    expect(letter({ letterType: 'einkommensteuerbescheid', ...BASE, amountDueCents: 50_000 }).deadlines).toEqual([
      ['objection', '2026-12-16', null],
      ['payment', '2026-12-16', '2026-12-21'],
    ]);
    // Other taxes: the due date must come from the letter; none is invented.
    expect(letter({ letterType: 'umsatzsteuerbescheid', ...BASE, amountDueCents: 50_000 }).deadlines).toEqual([['objection', '2026-12-16', null]]);
  });

  it('take a respond-by date printed on an Anhörung, moved past a weekend (§ 108 (3) AO)', () => {
    // Sat 5 Dec 2026 → Mon 7 Dec.
    expect(letter({ letterType: 'anhoerung', ...BASE, dueDate: '2026-12-05' }).deadlines).toEqual([['respond', '2026-12-07', null]]);
    // A refund asks nothing: no payment deadline.
    expect(letter({ letterType: 'steuernummer-mitteilung', ...BASE, refundCents: 10_000, dueDate: '2026-12-05' }).deadlines).toEqual([]);
  });

  it('give an Einspruchsentscheidung the deadline for a Klage at the Finanzgericht (§ 47 FGO), not for another Einspruch', () => {
    // Its Rechtsbehelfsbelehrung speaks of the Klage: still a Klage, one month from the Bekanntgabe.
    expect(letter({ letterType: 'einspruchsentscheidung', ...BASE, hasInstructions: true }).deadlines).toEqual([['lawsuit', '2026-12-16', null]]);
    expect(letter({ letterType: 'einspruchsentscheidung', ...BASE }).deadlines).toEqual([['lawsuit', '2026-12-16', null]]);
    // Without a correct Rechtsbehelfsbelehrung: one year (§ 55 (2) FGO).
    expect(letter({ letterType: 'einspruchsentscheidung', ...BASE, hasInstructions: false }).deadlines).toEqual([['lawsuit', '2027-11-16', null]]);
  });

  it('cite the FGO for a Klage and move its end past Christmas and the weekend (§ 54 (2) FGO, § 222 (2) ZPO)', () => {
    // Posted Sat 21 Nov 2026 → delivered Wed 25 Nov; one month → Fri 25 Dec (holiday), Sat, Sun → Mon 28 Dec.
    const fields = { ...EMPTY, letterType: 'einspruchsentscheidung', letterDate: '2026-11-21', delivery: 'post', state: 'BY' } as const;
    const sources = { letterType: 'confirmed', letterDate: 'confirmed', delivery: 'confirmed', state: 'confirmed' } as const;
    const [deadline] = letterDeadlines(fields, sources, germanHolidays).deadlines;
    expect(deadline).toMatchObject({ kind: 'lawsuit', date: '2026-12-28', deliveredOn: '2026-11-25' });
    const en = explainSteps(deadline!.steps, 'en');
    expect(en.map((s) => s.rule)).toEqual([
      '§ 122 (2) no. 1 AO',
      '§ 47 (1) FGO; § 54 (2) FGO with § 222 (1) ZPO; §§ 187 (1), 188 (2) BGB',
      '§ 54 (2) FGO with § 222 (2) ZPO',
    ]);
    expect(en[1]!.explanation).toContain('only a Klage (action) at the Finanzgericht');
    expect(explainSteps(deadline!.steps, 'de')[1]!.explanation).toContain('Klagefrist beträgt einen Monat ab Bekanntgabe');
  });

  it('give any letter confirmed to carry a Rechtsbehelfsbelehrung an Einspruch deadline', () => {
    expect(letter({ letterType: 'other', ...BASE, hasInstructions: true }).deadlines).toEqual([['objection', '2026-12-16', null]]);
    expect(letter({ ...BASE, hasInstructions: true }).deadlines).toEqual([['objection', '2026-12-16', null]]);
  });

  it('count days left and say when a deadline is soon, today, in grace or overdue', () => {
    const d = { date: '2026-12-14', graceEndsOn: '2026-12-17' };
    expect(deadlineStatus('2026-12-01', d)).toEqual({ daysLeft: 13, status: 'open' });
    expect(deadlineStatus('2026-12-07', d)).toEqual({ daysLeft: 7, status: 'soon' });
    expect(deadlineStatus('2026-12-14', d)).toEqual({ daysLeft: 0, status: 'today' });
    expect(deadlineStatus('2026-12-16', d)).toEqual({ daysLeft: -2, status: 'grace' });
    expect(deadlineStatus('2026-12-18', d)).toEqual({ daysLeft: -4, status: 'overdue' });
    expect(deadlineStatus('2026-12-15', { date: '2026-12-14', graceEndsOn: null })).toEqual({ daysLeft: -1, status: 'overdue' });
  });
});

describe('missing fields for the deadlines', () => {
  it('names the letter type too when only the date, the delivery way and the Land are confirmed', () => {
    const fields = { ...EMPTY, ...BASE, letterType: 'einkommensteuerbescheid' as const };
    const sources: Partial<Record<LetterField, FieldSource>> = { letterDate: 'confirmed', delivery: 'confirmed', state: 'confirmed', letterType: 'recognized' };
    expect(letterDeadlines(fields, sources, germanHolidays)).toEqual({ deadlines: [], missing: ['letterType'] });
  });

  it('names everything on an empty letter', () => {
    expect(letter({}).missing).toEqual(['letterDate', 'delivery', 'state', 'letterType']);
  });

  it('needs no letter type when a confirmed Rechtsbehelfsbelehrung gives the objection deadline', () => {
    expect(letter({ ...BASE, hasInstructions: true })).toEqual({ missing: [], deadlines: [['objection', '2026-12-16', null]] });
  });

  it('names the due date of an amount to pay when the letter type gives no deadline of its own', () => {
    expect(letter({ ...BASE, letterType: 'mahnung', amountDueCents: 5_000 })).toEqual({ missing: ['dueDate'], deadlines: [] });
  });

  it('is empty for a confirmed letter that sets no deadline', () => {
    expect(letter({ ...BASE, letterType: 'other' })).toEqual({ missing: [], deadlines: [] });
  });
});
