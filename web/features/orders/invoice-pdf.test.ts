import { describe, expect, it } from 'vitest';
import { invoicePdfUrl } from './invoice-pdf.js';

describe('order page formatting', () => {
  it('links an invoice to its PDF', () => {
    expect(invoicePdfUrl('0b9d3a52-1111-4222-8333-444455556666')).toBe('/api/invoices/0b9d3a52-1111-4222-8333-444455556666/pdf');
  });
});
