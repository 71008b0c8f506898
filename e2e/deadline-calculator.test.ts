/**
 * The public deadline calculator (/tools/deadline-calculator) in real Chromium: an Einspruch
 * deadline in English on a desktop with its steps and the .ics download (a reminder a week
 * before), a payment in German on a phone, the field messages for a form sent empty, and the
 * links to it from the landing page, the footer and the appeals service page.
 */
import type { Browser, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './screenshots.js';
import { PHONE, newContext, type RunningServer, useServerAndBrowser, openContextPage } from './support.js';
import { axe } from './axe.js';
import { gotoHydrated, trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

/** Picks `option` in the react-aria select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('deadline calculator', () => {
  it('computes an Einspruch deadline step by step and offers it as a calendar event (English, desktop)', async () => {
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, `${server.url}/tools/deadline-calculator`);
    await page.getByRole('heading', { level: 1, name: 'Einspruch and payment deadline calculator' }).waitFor();

    await page.getByLabel('Date on the letter').fill('2025-03-03');
    await choose(page, /Land \(federal state\) of the Finanzamt/, 'Berlin');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const result = page.locator('.tool-result');
    await result.getByText('Monday, 7 April 2025').first().waitFor();
    await expect(result.getByText('Friday, 7 March 2025').first().isVisible()).resolves.toBe(true);
    await expect(result.getByText('§ 122 (2) no. 1 AO').isVisible()).resolves.toBe(true);
    await expect(result.getByText(/fourth day after posting/).isVisible()).resolves.toBe(true);
    await expect(result.getByText(/not legal advice/).isVisible()).resolves.toBe(true);
    await snap(page, 'deadline-calculator-en-desktop');

    const download = new Promise<Download>((resolve) => page.once('download', resolve));
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('deadline-2025-04-07.ics');
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20250407/);
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toMatch(/TRIGGER:-P(7D|1W)/);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('computes a payment from ELSTER in Bavaria in German on a phone', async () => {
    const { context, page, watch } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    await gotoHydrated(page, `${server.url}/tools/deadline-calculator?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Fristenrechner für Einspruch und Zahlung' }).waitFor();

    await choose(page, /Worum geht es in dem Brief/, 'Einen fälligen Betrag zahlen');
    await page.getByLabel('Datum auf dem Brief').fill('2025-01-02');
    await choose(page, /Wie kam der Brief/, 'In ELSTER (Benachrichtigung per E-Mail)');
    await choose(page, /Bundesland des Finanzamts/, 'Bayern');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // Fourth day: Mon 6 Jan 2025 is Epiphany in Bavaria, so Tue 7 Jan; due Fri 7 Feb; grace until Mon 10 Feb.
    const result = page.locator('.tool-result');
    await result.getByText('Freitag, 7. Februar 2025').first().waitFor();
    await expect(result.getByText('Dienstag, 7. Januar 2025').first().isVisible()).resolves.toBe(true);
    await expect(result.getByText('Montag, 10. Februar 2025').first().isVisible()).resolves.toBe(true);
    await expect(result.getByText('§ 122a Abs. 4 AO').isVisible()).resolves.toBe(true);
    await expect(result.getByText(/Heilige Drei Könige/).isVisible()).resolves.toBe(true);
    await snap(page, 'deadline-calculator-de-phone');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('names what is missing when the form is sent empty (English and German)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    await gotoHydrated(page, `${server.url}/tools/deadline-calculator`);
    await page.getByRole('button', { name: 'Calculate' }).click();
    // Texts that fit a date picker and a pick-list (no format or codes to type).
    await page.getByText('Enter a valid date', { exact: true }).waitFor();
    await expect(page.getByText('Choose a Land from the list', { exact: true }).isVisible()).resolves.toBe(true);
    await gotoHydrated(page, `${server.url}/tools/deadline-calculator?lang=de`);
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await page.getByText('Geben Sie ein gültiges Datum ein', { exact: true }).waitFor();
    await expect(page.getByText('Wählen Sie ein Bundesland aus der Liste', { exact: true }).isVisible()).resolves.toBe(true);
    await axe(page, inFlight, '/tools/deadline-calculator with its errors (de, desktop)', failures);
    await snap(page, 'deadline-calculator-errors-de-desktop');
    expect(failures).toEqual([]);
    await context.close();
  });

  it('is linked from the landing page’s FAQ, the footer and the appeals service page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/`);
    await expect(
      page
        .locator('#faq')
        .getByRole('link', { name: /deadline calculator/ })
        .getAttribute('href'),
    ).resolves.toBe('/tools/deadline-calculator');
    await expect(page.locator('footer').getByRole('link', { name: 'Deadline calculator' }).getAttribute('href')).resolves.toBe('/tools/deadline-calculator');
    await gotoHydrated(page, `${server.url}/services/appeals-objections`);
    await page.getByRole('link', { name: /free deadline calculator/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Einspruch and payment deadline calculator' }).waitFor();
    await context.close();
  });
});
