import { describe, expect, it } from 'vitest';
import { isPurchaseActive, summarizeHours } from './hours.js';

const now = new Date('2026-11-21T12:00:00Z');
const future = new Date('2027-01-01T00:00:00Z');
const past = new Date('2026-11-21T11:59:59Z');

describe('hour summaries', () => {
  it('a purchase is active only with hours left and a future expiry', () => {
    expect(isPurchaseActive({ hoursTotal: 10, hoursUsed: 3, expiresAt: future }, now)).toBe(true);
    expect(isPurchaseActive({ hoursTotal: 10, hoursUsed: 10, expiresAt: future }, now)).toBe(false);
    expect(isPurchaseActive({ hoursTotal: 10, hoursUsed: 0, expiresAt: past }, now)).toBe(false);
    expect(isPurchaseActive({ hoursTotal: 10, hoursUsed: 0, expiresAt: now }, now)).toBe(false);
  });

  it('sums total, used and remaining over active purchases only', () => {
    const s = summarizeHours(
      [
        { hoursTotal: 10, hoursUsed: 3, expiresAt: future },
        { hoursTotal: 15, hoursUsed: 0, expiresAt: future },
        { hoursTotal: 5, hoursUsed: 5, expiresAt: future },
        { hoursTotal: 5, hoursUsed: 1, expiresAt: past },
      ],
      now,
    );
    expect(s).toEqual({ totalHours: 25, hoursUsed: 3, hoursRemaining: 22, activePackages: 2 });
  });

  it('is all zero without purchases', () => {
    expect(summarizeHours([], now)).toEqual({ totalHours: 0, hoursUsed: 0, hoursRemaining: 0, activePackages: 0 });
  });
});
