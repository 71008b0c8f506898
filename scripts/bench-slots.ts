/**
 * The free times of a call (docs/decisions/072-calls.md) for a busy firm, worst case: 20 experts
 * with hours all day every day, each with 300 booked calls, a 60-minute call on a 15-minute grid
 * over the 28-day horizon. Prints the time of one listing after warming up.
 * Usage: npx tsx scripts/bench-slots.ts
 */
import { freeSlots } from '../src/modules/bookings/slots.js';
import { germanHolidays } from '../src/modules/deadlines/holidays.js';

const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '23:59' }));
const now = Date.now();
const busy = Array.from({ length: 300 }, (_, i) => ({ start: now + i * 2 * 3_600_000, end: now + i * 2 * 3_600_000 + 3_600_000 }));
const rules = { weekly, overrides: new Map(), isHoliday: (d: string) => germanHolidays.holiday(d, 'BE') !== undefined, busy, timeZone: 'Europe/Berlin' };
const query = { lengthMinutes: 60, from: new Date(now), until: new Date(now + 28 * 86_400_000), stepMinutes: 15 };
for (let w = 0; w < 3; w++) freeSlots(rules, query);
const runs: number[] = [];
for (let r = 0; r < 10; r++) {
  const t0 = performance.now();
  for (let e = 0; e < 20; e++) freeSlots(rules, query);
  runs.push(performance.now() - t0);
}
runs.sort((a, b) => a - b);
console.log(`free times for 20 experts over 28 days: median ${runs[5]!.toFixed(0)} ms, max ${runs[9]!.toFixed(0)} ms`);
