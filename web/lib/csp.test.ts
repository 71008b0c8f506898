import { describe, expect, it } from 'vitest';

describe('csp setup', () => {
  it('makes zod run jitless (no `new Function` probe under the CSP) without importing zod', async () => {
    await import('./csp.js');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
