import { describe, expect, it } from 'vitest';
import { withoutAddresses } from './sender.js';

describe('withoutAddresses', () => {
  it('replaces every e-mail address a mail server quotes, and keeps the rest of its answer', () => {
    expect(withoutAddresses('550 5.1.1 <anna.schmidt@example.de>: Recipient address rejected')).toBe('550 5.1.1 <[address]>: Recipient address rejected');
    expect(withoutAddresses('EENVELOPE: No recipients defined; to: max+tax@mail.example.com, cc: a@b.de')).toBe(
      'EENVELOPE: No recipients defined; to: [address], cc: [address]',
    );
    expect(withoutAddresses('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:587')).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:587');
  });
});
