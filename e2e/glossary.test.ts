/**
 * The tax glossary in real Chromium: the index in English on a desktop, a term page in German on
 * a phone with its related terms and structured data, an unknown term as the 404 page, and the
 * footer link.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '#shared/glossary/terms.js';
import { snap } from './screenshots.js';
import { PHONE, newContext, type RunningServer, useServerAndBrowser, openContextPage } from './support.js';
import { gotoHydrated } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

/**
 * Focuses a term link until its tooltip shows: the definitions load after the page has rendered,
 * so the first focus may come before the tooltip exists.
 */
async function focusUntilTooltip(page: Page, term: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await term.blur();
      await term.focus();
      return page.getByRole('tooltip').count();
    })
    .toBe(1);
}

describe('tax glossary', () => {
  it('lists every term with its short definition and leads to a term (English, desktop)', async () => {
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, `${server.url}/glossary`);
    await page.getByRole('heading', { level: 1, name: 'German tax terms explained' }).waitFor();
    expect(await page.locator('.glossary-list__item').count()).toBe(GLOSSARY.length);
    const bekanntgabe = GLOSSARY.find((t) => t.slug === 'bekanntgabe')!;
    await expect(page.getByText(bekanntgabe.short.en).isVisible()).resolves.toBe(true);
    await snap(page, 'glossary-en-desktop');
    await page.getByRole('link', { name: 'Bekanntgabe', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Bekanntgabe' }).waitFor();
    await expect(page.getByText(bekanntgabe.explanation.en).isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(`${server.url}/glossary/bekanntgabe`);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('shows a term in German on a phone, with related terms and a DefinedTerm in the head', async () => {
    const { context, page, watch } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    await gotoHydrated(page, `${server.url}/glossary/einspruch?lang=de`);
    const einspruch = GLOSSARY.find((t) => t.slug === 'einspruch')!;
    await page.getByRole('heading', { level: 1, name: 'Einspruch' }).waitFor();
    await expect(page.getByText(einspruch.explanation.de).isVisible()).resolves.toBe(true);
    await page.getByRole('heading', { name: 'Verwandte Begriffe' }).waitFor();
    const related = GLOSSARY.find((t) => t.slug === einspruch.related[0])!;
    await expect(page.locator('.glossary-term__related').getByRole('link', { name: related.term, exact: true }).isVisible()).resolves.toBe(true);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')['@type']));
    expect(types).toContain('DefinedTerm');
    await snap(page, 'glossary-term-de-phone');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown term with the 404 page and status 404', async () => {
    const res = await fetch(`${server.url}/glossary/no-such-term`);
    expect(res.status).toBe(404);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/glossary/no-such-term`);
    await page
      .getByRole('heading', { name: /Page Not Found|not found/i })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows a term’s short definition on keyboard focus and on hover in a service page, linked to its page', async () => {
    const einspruch = GLOSSARY.find((t) => t.slug === 'einspruch')!;
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, `${server.url}/services/appeals-objections`);
    const term = page.locator('main a.term-ref[href="/glossary/einspruch"]').first();
    // Keyboard: focus alone opens the tooltip, which becomes the link's accessible description.
    await focusUntilTooltip(page, term);
    await expect(page.getByRole('tooltip').textContent()).resolves.toContain(einspruch.short.en);
    const describedBy = await term.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain(einspruch.short.en);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    // Pointer: hovering opens it too; the link leads to the term's page.
    await term.hover();
    await page.getByRole('tooltip').waitFor();
    await snap(page, 'glossary-tooltip-en-desktop');
    await term.click();
    await page.getByRole('heading', { level: 1, name: 'Einspruch' }).waitFor();
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('shows a term’s German definition in the calculator in German', async () => {
    const context = await newContext(browser, { language: 'de' });
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/tools/deadline-calculator?lang=de`);
    const term = page.locator('main a.term-ref[href="/glossary/einspruch"]').first();
    await focusUntilTooltip(page, term);
    await expect(page.getByRole('tooltip').textContent()).resolves.toContain(GLOSSARY.find((t) => t.slug === 'einspruch')!.short.de);
    await context.close();
  });

  it('explains the terms of a FAQ answer once the question is opened (landing page)', async () => {
    const steuerbescheid = GLOSSARY.find((t) => t.slug === 'steuerbescheid')!;
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, `${server.url}/`);
    const faq = page.locator('#faq');
    // Closed: plain text, no glossary code loaded yet.
    expect(await faq.locator('a.term-ref').count()).toBe(0);
    await faq.getByRole('button', { name: 'What is a Steuerbescheid?' }).click();
    const term = faq.locator('a.term-ref[href="/glossary/steuerbescheid"]').first();
    await term.waitFor();
    await focusUntilTooltip(page, term);
    await expect(page.getByRole('tooltip').textContent()).resolves.toContain(steuerbescheid.short.en);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('is linked from the footer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/`);
    await expect(page.locator('footer').getByRole('link', { name: 'Tax glossary' }).getAttribute('href')).resolves.toBe('/glossary');
    await context.close();
  });
});
