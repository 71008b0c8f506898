/**
 * Accessibility of every public page (issue 3): axe-core with the WCAG 2.0/2.1/2.2 A and AA
 * rules reports no violations, in English and German: every public page on a desktop, and a
 * representative subset on a phone (see PHONE_PAGES).
 * With SCREENSHOTS=1 also saves a full-page screenshot of each (test-results/screenshots).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '#shared/routes.js';
import { snap } from './screenshots.js';
import { DESKTOP, PHONE, type RunningServer, useServerAndBrowser, openContextPage } from './support.js';
import { axePublic } from './axe.js';
import { gotoHydrated, trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const NOT_FOUND = '/page-that-does-not-exist';
/**
 * Every public page, except that of the glossary's term pages (one layout, one component, data
 * only) two stand for all: a short entry and a long one with many related terms.
 */
const GLOSSARY_SAMPLES = ['/glossary/steuerbescheid', '/glossary/zinsen-233a-ao'];
/** The withdrawal function (§ 356a BGB): public, rendered in the browser rather than prerendered. */
const WITHDRAW = '/withdraw';
const PAGES = [...PRERENDERED_PAGES.filter((p) => !p.startsWith('/glossary/') || GLOSSARY_SAMPLES.includes(p)), WITHDRAW, NOT_FOUND];
/**
 * On a phone, one page of each kind (the pages of a kind share their layout and components, which
 * the desktop sweep checks on every page): the landing page, a service page, a legal page, the
 * deadline calculator, the glossary and a term, the login and register forms, the withdrawal
 * instructions with the model form to print, the withdrawal form and the 404 page.
 */
const PHONE_PAGES = [
  '/',
  '/services/finanzamt-support',
  '/tools/deadline-calculator',
  '/glossary',
  '/glossary/steuerbescheid',
  '/legal-notice',
  '/withdrawal-instructions',
  '/login',
  '/register',
  WITHDRAW,
  NOT_FOUND,
];

describe.each([
  ['desktop', DESKTOP, PAGES, 'every public page'],
  ['phone', PHONE, PHONE_PAGES, 'a page of each kind'],
] as const)('axe on a %s', (device, viewport, pages, which) => {
  it.each(['en', 'de'] as const)(
    `finds no WCAG 2.2 AA violations on ${which} in %s`,
    async (language) => {
      const { context, page, watch } = await openContextPage(browser, { viewport });
      const requests = trackRequests(page);
      const failures: string[] = [];
      for (const path of pages) {
        // Checked once hydrated: the forms are enabled then, as a visitor uses them.
        await gotoHydrated(page, `${server.url}${path}?lang=${language}`);
        // The withdrawal form renders in the browser, its body a chunk of its own: checked once it is there.
        if (path === WITHDRAW) await page.locator('main form').waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await axePublic(page, requests, path, failures);
        const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-');
        await snap(page, `public-${name}-${language}-${device}`);
      }
      expect(failures).toEqual([]);
      // The 404 page's document itself is the only failed request.
      expect(watch.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await context.close();
      // Up to eleven pages with an axe run each: about 10 s on an idle machine, more when it is busy.
    },
    180_000,
  );
});
