/**
 * The deadline engine against a case table built by hand from the law (§§ 108 (3), 122, 122a,
 * 240 (3), 355, 356 AO; §§ 187, 188 BGB; § 36 (4) EStG) with the real holiday calendar. Every
 * expected date was worked out from the rules and a printed calendar, not from the engine; the
 * weekday of each date is noted where it matters.
 */
import { describe, expect, it } from 'vitest';
import { addMonthsClamped, isCalendarDate } from '../../shared/deadlines/calendar-date.js';
import { computeDeadline, type DeadlineInput } from '../../shared/deadlines/engine.js';
import { explainSteps } from '../../shared/deadlines/explain.js';
import { germanHolidays } from './holidays.js';

interface Case {
  name: string;
  /** The rule the case is about. */
  rule: string;
  input: DeadlineInput;
  deliveredOn: string;
  deadline: string;
  graceEndsOn?: string;
}

const post = (sentOn: string, state: DeadlineInput['state'] = 'BE', extra: Partial<DeadlineInput> = {}): DeadlineInput => ({
  kind: 'objection',
  sentOn,
  delivery: 'post',
  state,
  ...extra,
});

const CASES: Case[] = [
  // § 122 (2) Nr. 1 AO: the fourth day after posting from 2025, the third before.
  {
    name: 'posted Mon 3 Mar 2025: delivered Fri 7 Mar, deadline Mon 7 Apr',
    rule: '§ 122 (2) Nr. 1 AO',
    input: post('2025-03-03'),
    deliveredOn: '2025-03-07',
    deadline: '2025-04-07',
  },
  {
    name: 'posted Tue 31 Dec 2024: still the third day (Fri 3 Jan)',
    rule: '§ 122 (2) Nr. 1 AO (transition)',
    input: post('2024-12-31'),
    deliveredOn: '2025-01-03',
    deadline: '2025-02-03',
  },
  {
    name: 'posted Thu 2 Jan 2025: the fourth day (Mon 6 Jan)',
    rule: '§ 122 (2) Nr. 1 AO (transition)',
    input: post('2025-01-02'),
    deliveredOn: '2025-01-06',
    deadline: '2025-02-06',
  },
  {
    name: 'posted Mon 30 Dec 2024: third day Thu 2 Jan; deadline Sun 2 Feb moves to Mon 3 Feb',
    rule: '§ 122 (2) Nr. 1 AO; § 108 (3) AO',
    input: post('2024-12-30'),
    deliveredOn: '2025-01-02',
    deadline: '2025-02-03',
  },
  {
    name: 'posted Wed 1 Jan 2020 (first day in range): third day Sat 4 Jan moves to Mon 6 Jan',
    rule: '§ 122 (2) Nr. 1 AO; § 108 (3) AO',
    input: post('2020-01-01'),
    deliveredOn: '2020-01-06',
    deadline: '2020-02-06',
  },
  {
    name: 'posted Tue 31 Dec 2030 (last day in range): fourth day Sat 4 Jan 2031 moves to Mon 6 Jan',
    rule: '§ 122 (2) Nr. 1 AO; § 108 (3) AO',
    input: post('2030-12-31'),
    deliveredOn: '2031-01-06',
    deadline: '2031-02-06',
  },

  // § 108 (3) AO moves the delivery day (BFH IX R 68/98), with the recipient's holidays.
  {
    name: 'delivery day Sat 8 Mar 2025 (also Frauentag in Berlin) moves to Mon 10 Mar',
    rule: '§ 108 (3) AO (delivery day)',
    input: post('2025-03-04'),
    deliveredOn: '2025-03-10',
    deadline: '2025-04-10',
  },
  {
    name: 'delivery day Sun 9 Mar 2025 moves to Mon 10 Mar',
    rule: '§ 108 (3) AO (delivery day)',
    input: post('2025-03-05', 'NW'),
    deliveredOn: '2025-03-10',
    deadline: '2025-04-10',
  },
  {
    name: 'delivery day Good Friday 18 Apr 2025 moves past Easter Monday to Tue 22 Apr',
    rule: '§ 108 (3) AO (delivery day)',
    input: post('2025-04-14'),
    deliveredOn: '2025-04-22',
    deadline: '2025-05-22',
  },
  {
    name: 'delivery day 8 May 2025 is a one-off holiday in Berlin: Fri 9 May; deadline Whit Monday 9 Jun moves to Tue 10 Jun',
    rule: '§ 108 (3) AO; Berlin 8 May 2025',
    input: post('2025-05-04'),
    deliveredOn: '2025-05-09',
    deadline: '2025-06-10',
  },
  {
    name: 'the same letter to a recipient in Brandenburg: 8 May is no holiday there',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2025-05-04', 'BE', { recipientState: 'BB' }),
    deliveredOn: '2025-05-08',
    deadline: '2025-06-10',
  },
  {
    name: 'delivery day Mon 6 Jan 2025 is Epiphany in Bavaria: Tue 7 Jan',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2025-01-02', 'BY'),
    deliveredOn: '2025-01-07',
    deadline: '2025-02-07',
  },
  {
    name: 'delivery day Mon 6 Jan 2020 is Epiphany in Bavaria: Tue 7 Jan',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2020-01-01', 'BY'),
    deliveredOn: '2020-01-07',
    deadline: '2020-02-07',
  },
  {
    name: 'delivery day Buß- und Bettag Wed 19 Nov 2025 for a recipient in Saxony: Thu 20 Nov; deadline Sat 20 Dec moves to Mon 22 Dec',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2025-11-15', 'SN'),
    deliveredOn: '2025-11-20',
    deadline: '2025-12-22',
  },
  {
    name: 'the same letter in Berlin: 19 Nov is a working day',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2025-11-15'),
    deliveredOn: '2025-11-19',
    deadline: '2025-12-19',
  },
  {
    name: 'delivery Thu 31 Oct 2024 is Reformation Day in Brandenburg: Fri 1 Nov',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2024-10-28', 'BB'),
    deliveredOn: '2024-11-01',
    deadline: '2024-12-02',
  },

  // § 108 (3) AO moves the end of the period, with the Finanzamt's holidays.
  {
    name: 'deadline Corpus Christi Thu 19 Jun 2025 at a Finanzamt in North Rhine-Westphalia: Fri 20 Jun',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2025-05-15', 'NW', { recipientState: 'BE' }),
    deliveredOn: '2025-05-19',
    deadline: '2025-06-20',
  },
  {
    name: 'the same letter at a Finanzamt in Berlin: 19 Jun is a working day',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2025-05-15', 'BE', { recipientState: 'NW' }),
    deliveredOn: '2025-05-19',
    deadline: '2025-06-19',
  },
  {
    name: 'deadline All Saints Fri 1 Nov 2024 in North Rhine-Westphalia: Mon 4 Nov',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-09-28', 'NW'),
    deliveredOn: '2024-10-01',
    deadline: '2024-11-04',
  },
  {
    name: 'the same letter in Berlin: deadline Fri 1 Nov 2024',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-09-28'),
    deliveredOn: '2024-10-01',
    deadline: '2024-11-01',
  },
  {
    name: 'a month from Tue 30 Sep 2025 ends Thu 30 Oct, not on the month’s last day',
    rule: '§ 188 (2) BGB',
    input: post('2025-09-26', 'HH'),
    deliveredOn: '2025-09-30',
    deadline: '2025-10-30',
  },
  {
    name: 'no instructions, delivered Tue 31 Oct 2023 in Berlin: one year ends on Reformation Day Thu 31 Oct 2024, a holiday at a Finanzamt in Hamburg: Fri 1 Nov',
    rule: '§ 356 (2) AO; § 108 (3) AO (Finanzamt’s Land)',
    input: post('2023-10-28', 'HH', { recipientState: 'BE', instructionsMissing: true }),
    deliveredOn: '2023-10-31',
    deadline: '2024-11-01',
  },
  {
    name: 'the same letter at a Finanzamt in Berlin: Thu 31 Oct 2024',
    rule: '§ 356 (2) AO (Finanzamt’s Land)',
    input: post('2023-10-28', 'BE', { instructionsMissing: true }),
    deliveredOn: '2023-10-31',
    deadline: '2024-10-31',
  },
  {
    name: 'deadline World Children’s Day Fri 20 Sep 2024 in Thuringia: Mon 23 Sep',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-08-17', 'TH'),
    deliveredOn: '2024-08-20',
    deadline: '2024-09-23',
  },
  {
    name: 'the same letter in Berlin: deadline Fri 20 Sep 2024',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-08-17'),
    deliveredOn: '2024-08-20',
    deadline: '2024-09-20',
  },
  {
    name: 'deadline Frauentag Fri 8 Mar 2024 in Berlin: Mon 11 Mar',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-02-05'),
    deliveredOn: '2024-02-08',
    deadline: '2024-03-11',
  },
  {
    name: 'the same letter in North Rhine-Westphalia: Fri 8 Mar 2024',
    rule: '§ 108 (3) AO (Finanzamt’s Land)',
    input: post('2024-02-05', 'NW'),
    deliveredOn: '2024-02-08',
    deadline: '2024-03-08',
  },
  {
    name: 'deadline Christmas Day Thu 25 Dec 2025: past Boxing Day and the weekend to Mon 29 Dec',
    rule: '§ 108 (3) AO',
    input: post('2025-11-21'),
    deliveredOn: '2025-11-25',
    deadline: '2025-12-29',
  },
  {
    name: 'deadline Wed 24 Dec 2025: Christmas Eve is no holiday',
    rule: '§ 108 (3) AO (statutory holidays only)',
    input: post('2025-11-20'),
    deliveredOn: '2025-11-24',
    deadline: '2025-12-24',
  },
  {
    name: 'no instructions, delivered Wed 31 Dec 2025: the year ends Thu 31 Dec 2026, and New Year’s Eve is no holiday',
    rule: '§ 356 (2) AO; § 108 (3) AO (statutory holidays only)',
    input: post('2025-12-27', 'BE', { instructionsMissing: true }),
    deliveredOn: '2025-12-31',
    deadline: '2026-12-31',
  },
  { name: 'a month from Mon 30 Nov 2026 ends Wed 30 Dec', rule: '§ 188 (2) BGB', input: post('2026-11-26'), deliveredOn: '2026-11-30', deadline: '2026-12-30' },
  {
    name: 'deadline Mon 3 Mar 2025 in North Rhine-Westphalia: Rosenmontag is no holiday',
    rule: '§ 108 (3) AO (statutory holidays only)',
    input: post('2025-01-30', 'NW'),
    deliveredOn: '2025-02-03',
    deadline: '2025-03-03',
  },
  {
    name: 'deadline New Year’s Day Thu 1 Jan 2026: Fri 2 Jan',
    rule: '§ 108 (3) AO',
    input: post('2025-11-27'),
    deliveredOn: '2025-12-01',
    deadline: '2026-01-02',
  },

  // §§ 187 (1), 188 (2), (3) BGB: month ends and leap years.
  {
    name: 'delivered Fri 31 Jan 2025: deadline Fri 28 Feb',
    rule: '§ 188 (3) BGB',
    input: post('2025-01-27'),
    deliveredOn: '2025-01-31',
    deadline: '2025-02-28',
  },
  {
    name: 'delivered Wed 31 Jan 2024 (leap year): deadline Thu 29 Feb',
    rule: '§ 188 (3) BGB',
    input: post('2024-01-28'),
    deliveredOn: '2024-01-31',
    deadline: '2024-02-29',
  },
  {
    name: 'delivered Fri 28 Feb 2025: deadline Fri 28 Mar, not the month’s end',
    rule: '§ 188 (2) BGB',
    input: post('2025-02-24'),
    deliveredOn: '2025-02-28',
    deadline: '2025-03-28',
  },
  {
    name: 'delivered Fri 30 Jan 2026: 28 Feb is a Saturday, so Mon 2 Mar',
    rule: '§ 188 (3) BGB; § 108 (3) AO',
    input: post('2026-01-26'),
    deliveredOn: '2026-01-30',
    deadline: '2026-03-02',
  },

  // § 122 (2) Nr. 2 AO: posted abroad, one month.
  {
    name: 'posted abroad Mon 3 Mar 2025: delivered Thu 3 Apr; deadline Sat 3 May moves to Mon 5 May',
    rule: '§ 122 (2) Nr. 2 AO',
    input: post('2025-03-03', 'BE', { delivery: 'post-abroad' }),
    deliveredOn: '2025-04-03',
    deadline: '2025-05-05',
  },
  {
    name: 'posted abroad Fri 31 Jan 2025: delivered Fri 28 Feb',
    rule: '§ 122 (2) Nr. 2 AO; § 188 (3) BGB',
    input: post('2025-01-31', 'BE', { delivery: 'post-abroad' }),
    deliveredOn: '2025-02-28',
    deadline: '2025-03-28',
  },
  {
    name: 'posted abroad Sat 8 Feb 2025: one month is Sat 8 Mar, delivered Mon 10 Mar',
    rule: '§ 122 (2) Nr. 2 AO; § 108 (3) AO',
    input: post('2025-02-08', 'BE', { delivery: 'post-abroad' }),
    deliveredOn: '2025-03-10',
    deadline: '2025-04-10',
  },
  {
    name: 'posted abroad Mon 29 Jan 2024: delivered Thu 29 Feb; deadline Good Friday 29 Mar moves to Tue 2 Apr',
    rule: '§ 122 (2) Nr. 2 AO; § 108 (3) AO',
    input: post('2024-01-29', 'BE', { delivery: 'post-abroad' }),
    deliveredOn: '2024-02-29',
    deadline: '2024-04-02',
  },

  // § 122a (4) AO: provided in ELSTER.
  {
    name: 'ELSTER notification Mon 3 Mar 2025: the fourth day, Fri 7 Mar',
    rule: '§ 122a (4) AO',
    input: post('2025-03-03', 'BE', { delivery: 'electronic' }),
    deliveredOn: '2025-03-07',
    deadline: '2025-04-07',
  },
  {
    name: 'ELSTER notification Mon 3 Jun 2024: the third day, Thu 6 Jun; deadline Sat 6 Jul moves to Mon 8 Jul',
    rule: '§ 122a (4) AO',
    input: post('2024-06-03', 'BE', { delivery: 'electronic' }),
    deliveredOn: '2024-06-06',
    deadline: '2024-07-08',
  },
  {
    name: 'ELSTER notification Tue 31 Dec 2024: still the third day, Fri 3 Jan',
    rule: '§ 122a (4) AO (transition)',
    input: post('2024-12-31', 'BE', { delivery: 'electronic' }),
    deliveredOn: '2025-01-03',
    deadline: '2025-02-03',
  },

  // § 356 (2) AO: no or wrong Rechtsbehelfsbelehrung, one year.
  {
    name: 'no instructions: one year from Fri 7 Mar 2025 is Sat 7 Mar 2026, so Mon 9 Mar',
    rule: '§ 356 (2) AO; § 108 (3) AO',
    input: post('2025-03-03', 'BE', { instructionsMissing: true }),
    deliveredOn: '2025-03-07',
    deadline: '2026-03-09',
  },
  {
    name: 'no instructions, delivered on leap day Thu 29 Feb 2024: one year ends Fri 28 Feb 2025',
    rule: '§ 356 (2) AO; § 188 (3) BGB',
    input: post('2024-02-26', 'BE', { instructionsMissing: true }),
    deliveredOn: '2024-02-29',
    deadline: '2025-02-28',
  },

  // Payments: § 36 (4) EStG, § 108 (3) AO, § 240 (3) AO.
  {
    name: 'payment: due Mon 7 Apr 2025, no surcharge until Thu 10 Apr',
    rule: '§ 36 (4) EStG; § 240 (3) AO',
    input: post('2025-03-03', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-03-07',
    deadline: '2025-04-07',
    graceEndsOn: '2025-04-10',
  },
  {
    name: 'payment: the missing instructions change nothing',
    rule: '§ 36 (4) EStG',
    input: post('2025-03-03', 'BE', { kind: 'payment', instructionsMissing: true }),
    deliveredOn: '2025-03-07',
    deadline: '2025-04-07',
    graceEndsOn: '2025-04-10',
  },
  {
    name: 'payment: due Wed 5 Mar 2025; the grace end Sat 8 Mar moves to Mon 10 Mar',
    rule: '§ 240 (3) AO; § 108 (3) AO',
    input: post('2025-02-01', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-02-05',
    deadline: '2025-03-05',
    graceEndsOn: '2025-03-10',
  },
  {
    name: 'payment: due Good Friday 18 Apr 2025 moves to Tue 22 Apr; grace until Fri 25 Apr',
    rule: '§ 36 (4) EStG; § 108 (3) AO; § 240 (3) AO',
    input: post('2025-03-14', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-03-18',
    deadline: '2025-04-22',
    graceEndsOn: '2025-04-25',
  },
  {
    name: 'payment: grace end Thu 1 May 2025 moves to Fri 2 May',
    rule: '§ 240 (3) AO; § 108 (3) AO',
    input: post('2025-03-24', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-03-28',
    deadline: '2025-04-28',
    graceEndsOn: '2025-05-02',
  },
  {
    name: 'payment in North Rhine-Westphalia: grace end Corpus Christi 19 Jun 2025 moves to Fri 20 Jun',
    rule: '§ 240 (3) AO; § 108 (3) AO (Finanzamt’s Land)',
    input: post('2025-05-12', 'NW', { kind: 'payment' }),
    deliveredOn: '2025-05-16',
    deadline: '2025-06-16',
    graceEndsOn: '2025-06-20',
  },
  {
    name: 'the same payment in Berlin: grace until Thu 19 Jun',
    rule: '§ 240 (3) AO (Finanzamt’s Land)',
    input: post('2025-05-12', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-05-16',
    deadline: '2025-06-16',
    graceEndsOn: '2025-06-19',
  },
  {
    name: 'payment delivered Fri 31 Jan 2025: due Fri 28 Feb, grace until Mon 3 Mar',
    rule: '§ 36 (4) EStG; § 188 (3) BGB; § 240 (3) AO',
    input: post('2025-01-27', 'BE', { kind: 'payment' }),
    deliveredOn: '2025-01-31',
    deadline: '2025-02-28',
    graceEndsOn: '2025-03-03',
  },
  {
    name: 'payment 2024 in Berlin: delivered Thu 31 Oct; due Sat 30 Nov moves to Mon 2 Dec; grace until Thu 5 Dec',
    rule: '§ 122 (2) Nr. 1 AO; § 108 (3) AO; § 240 (3) AO',
    input: post('2024-10-28', 'BE', { kind: 'payment' }),
    deliveredOn: '2024-10-31',
    deadline: '2024-12-02',
    graceEndsOn: '2024-12-05',
  },
  {
    name: 'the same payment in Brandenburg: delivered Fri 1 Nov (Reformation Day); due Sun 1 Dec moves to Mon 2 Dec',
    rule: '§ 108 (3) AO (recipient’s Land)',
    input: post('2024-10-28', 'BB', { kind: 'payment' }),
    deliveredOn: '2024-11-01',
    deadline: '2024-12-02',
    graceEndsOn: '2024-12-05',
  },
  {
    name: 'payment from abroad: posted Mon 3 Mar 2025, delivered Thu 3 Apr, due Sat 3 May moves to Mon 5 May, grace until Thu 8 May (a holiday in Berlin) moves to Fri 9 May',
    rule: '§ 122 (2) Nr. 2 AO; § 240 (3) AO; § 108 (3) AO',
    input: post('2025-03-03', 'BE', { kind: 'payment', delivery: 'post-abroad' }),
    deliveredOn: '2025-04-03',
    deadline: '2025-05-05',
    graceEndsOn: '2025-05-09',
  },
  {
    name: 'the same payment in Hamburg: grace until Thu 8 May',
    rule: '§ 240 (3) AO (Finanzamt’s Land)',
    input: post('2025-03-03', 'HH', { kind: 'payment', delivery: 'post-abroad' }),
    deliveredOn: '2025-04-03',
    deadline: '2025-05-05',
    graceEndsOn: '2025-05-08',
  },
];

describe('deadline engine: case table', () => {
  it('has at least 40 cases, each naming its rule', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const c of CASES) expect(c.rule).toMatch(/§/);
  });

  it.each(CASES.map((c) => [`${c.name} [${c.rule}]`, c] as const))('%s', (_name, c) => {
    const result = computeDeadline(c.input, germanHolidays);
    expect({ deliveredOn: result.deliveredOn, deadline: result.deadline, graceEndsOn: result.graceEndsOn }).toEqual({
      deliveredOn: c.deliveredOn,
      deadline: c.deadline,
      graceEndsOn: c.graceEndsOn,
    });
    // Every step's date is a real date, and the explanation of each names it in both languages.
    for (const language of ['en', 'de'] as const) {
      const explained = explainSteps(result.steps, language);
      expect(explained.length).toBe(result.steps.length);
      for (const step of explained) {
        expect(isCalendarDate(step.date)).toBe(true);
        expect(step.rule).toMatch(/^§/);
        expect(step.explanation.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('deadline engine: steps', () => {
  it('explains the spec example step by step with its sources, in English and German', () => {
    const result = computeDeadline(post('2025-03-03'), germanHolidays);
    expect(explainSteps(result.steps, 'en')).toEqual([
      {
        rule: '§ 122 (2) no. 1 AO',
        date: '2025-03-07',
        explanation:
          'Posted in Germany on Monday, 3 March 2025. A letter posted after 31 December 2024 counts as delivered on the fourth day after posting: Friday, 7 March 2025.',
      },
      {
        rule: '§ 355 (1) AO; §§ 187 (1), 188 (2) BGB',
        date: '2025-04-07',
        explanation:
          'The period for an Einspruch (objection) is one month from delivery. It ends on the day of the next month with the same number as the day of delivery: Monday, 7 April 2025.',
      },
    ]);
    expect(explainSteps(result.steps, 'de')[0]).toEqual({
      rule: '§ 122 Abs. 2 Nr. 1 AO',
      date: '2025-03-07',
      explanation:
        'Am Montag, 3. März 2025 im Inland zur Post gegeben. Ein nach dem 31. Dezember 2024 aufgegebener Brief gilt am vierten Tag nach der Aufgabe als bekannt gegeben: am Freitag, 7. März 2025.',
    });
  });

  it('names every skipped day and the Land whose holidays counted', () => {
    const result = computeDeadline(post('2025-04-14'), germanHolidays);
    const shift = result.steps.find((s) => s.id === 'shift');
    expect(shift).toMatchObject({ of: 'delivery', from: '2025-04-18', date: '2025-04-22', state: 'BE' });
    expect(shift && 'skipped' in shift ? shift.skipped.map((d) => d.reason) : []).toEqual(['holiday', 'saturday', 'sunday', 'holiday']);
    const [, text] = explainSteps(result.steps, 'en');
    expect(text!.explanation).toContain('public holiday in Berlin (Karfreitag)');
    expect(text!.explanation).toContain('Tuesday, 22 April 2025');
    expect(text!.rule).toBe('§ 108 (3) AO');
  });

  it('cites § 188 (3) BGB when the month has no day with the same number', () => {
    const result = computeDeadline(post('2025-01-27'), germanHolidays);
    expect(explainSteps(result.steps, 'en').at(-1)!.rule).toBe('§ 355 (1) AO; §§ 187 (1), 188 (2), (3) BGB');
    expect(explainSteps(result.steps, 'de').at(-1)!.rule).toBe('§ 355 Abs. 1 AO; §§ 187 Abs. 1, 188 Abs. 2, 3 BGB');
  });
});

describe('calendar dates', () => {
  it('knows real dates from impossible ones', () => {
    expect(['2025-02-28', '2024-02-29', '2025-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-1-1', '03.03.2025', ''].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('adds months to the same-numbered day or the month’s last day (§ 188 (2), (3) BGB)', () => {
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonthsClamped('2025-03-31', 1)).toBe('2025-04-30');
  });
});
