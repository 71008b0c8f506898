/**
 * What a letter still needs before its deadlines can be computed: every missing field is named,
 * so confirming the date, the delivery way and the Land alone never looks done when the letter
 * type (or the due date of an amount) is what is still missing.
 */
import { describe, expect, it } from 'vitest';
import { germanHolidays } from '../../modules/deadlines/holidays.js';
import { LETTER_FIELDS, type FieldSource, type LetterField, type LetterFields } from './letters.schema.js';
import { letterDeadlines } from './letter-deadlines.js';

function letter(values: Partial<LetterFields>, confirmed: LetterField[]) {
  const fields = Object.fromEntries(LETTER_FIELDS.map((f) => [f, null])) as unknown as LetterFields;
  Object.assign(fields, values);
  const sources: Partial<Record<LetterField, FieldSource>> = Object.fromEntries(
    Object.keys(values).map((f) => [f, confirmed.includes(f as LetterField) ? 'confirmed' : 'recognized']),
  );
  return letterDeadlines(fields, sources, germanHolidays);
}

const BASE = { letterDate: '2026-11-10', delivery: 'post', state: 'BY' } as const;

describe('missing fields for the deadlines', () => {
  it('names the letter type too when only the date, the delivery way and the Land are confirmed', () => {
    const r = letter({ ...BASE, letterType: 'einkommensteuerbescheid' }, ['letterDate', 'delivery', 'state']);
    expect(r.deadlines).toEqual([]);
    expect(r.missing).toEqual(['letterType']);
  });

  it('names everything on an empty letter', () => {
    expect(letter({}, []).missing).toEqual(['letterDate', 'delivery', 'state', 'letterType']);
  });

  it('needs no letter type when a confirmed Rechtsbehelfsbelehrung gives the objection deadline', () => {
    const r = letter({ ...BASE, hasInstructions: true }, ['letterDate', 'delivery', 'state', 'hasInstructions']);
    expect(r.missing).toEqual([]);
    expect(r.deadlines.map((d) => d.kind)).toEqual(['objection']);
  });

  it('names the due date of an amount to pay when the letter type gives no deadline of its own', () => {
    const r = letter({ ...BASE, letterType: 'mahnung', amountDueCents: 5_000 }, ['letterDate', 'delivery', 'state', 'letterType', 'amountDueCents']);
    expect(r.deadlines).toEqual([]);
    expect(r.missing).toEqual(['dueDate']);
  });

  it('is empty once every deadline is computed, and for a confirmed letter that sets none', () => {
    const full = letter({ ...BASE, letterType: 'einkommensteuerbescheid', hasInstructions: true }, [
      'letterDate',
      'delivery',
      'state',
      'letterType',
      'hasInstructions',
    ]);
    expect(full.missing).toEqual([]);
    expect(full.deadlines.length).toBeGreaterThan(0);
    const none = letter({ ...BASE, letterType: 'other' }, ['letterDate', 'delivery', 'state', 'letterType']);
    expect(none).toEqual({ deadlines: [], missing: [] });
  });
});
