import { describe, expect, it } from 'vitest';
import { dayIn, formatTime, slotsByDay } from './time.js';

describe('calls in the client’s time zone', () => {
  it('groups free times by the client’s day, not Berlin’s or UTC’s', () => {
    // 23:30 UTC on 2 December is 18:30 in New York (2 December) and 00:30 in Berlin (3 December).
    const slots = ['2026-12-02T23:30:00.000Z', '2026-12-02T14:00:00.000Z', '2026-12-03T15:00:00.000Z'];
    expect(slotsByDay(slots, 'America/New_York')).toEqual([
      { day: '2026-12-02', slots: ['2026-12-02T14:00:00.000Z', '2026-12-02T23:30:00.000Z'] },
      { day: '2026-12-03', slots: ['2026-12-03T15:00:00.000Z'] },
    ]);
    expect(dayIn('2026-12-02T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-12-03');
    expect(formatTime('2026-12-02T23:30:00.000Z', 'de', 'Europe/Berlin')).toBe('00:30');
    expect(formatTime('2026-12-02T23:30:00.000Z', 'en', 'America/New_York')).toBe('18:30');
  });
});
