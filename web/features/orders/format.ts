/** Formatting for the order, invoice and withdrawal pages. Pure: no React, no Lingui. */
import { intlLocale } from '#shared/format.js';

/** Where an invoice's PDF is downloaded (the server sends it as an attachment; a plain link). */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/invoices/${invoiceId}/pdf`;
}

/** A calendar date ('YYYY-MM-DD') in words ('8 December 2026' / '8. Dezember 2026'), never shifted by a time zone. */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The day of an instant in Berlin, in words (an order's pay-by day). */
export function formatBerlinDay(instant: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(instant));
}

/** An instant to the second with its zone, as the firm's clock in Berlin reads it ('25 November 2026 at 14:05:33 CET'). */
export function formatBerlinInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(instant));
}

/** An IBAN in groups of four, as printed ('DE89 3704 0044 0532 0130 00'). */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** An amount as a banking app's amount field takes it: '416.50' (English) or '416,50' (German), no currency sign. */
export function plainAmount(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}
