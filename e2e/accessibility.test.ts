/**
 * Accessibility of every public page (issue 3): axe-core with the WCAG 2.0/2.1/2.2 A and AA
 * rules reports no violations, in English and German, on a desktop and a phone viewport.
 * Also saves a full-page screenshot of each for people to look at (test-results/screenshots).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '#shared/routes.js';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, startServer, watchPage, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PAGES = [...PRERENDERED_PAGES, '/page-that-does-not-exist'];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('axe on a %s', (device, viewport) => {
  it.each(['en', 'de'] as const)(
    'finds no WCAG 2.2 AA violations on any public page in %s',
    async (language) => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const watch = watchPage(page);
      const failures: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}?lang=${language}`, { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        for (const v of results.violations) {
          failures.push(
            `${path} [${v.id}] ${v.help}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
        const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-');
        await screenshot(page, `public-${name}-${language}-${device}`);
      }
      expect(failures).toEqual([]);
      // The 404 page's document itself is the only failed request.
      expect(watch.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await context.close();
      // Eleven pages with an axe run each: about 35 s on an idle machine, more when it is busy.
    },
    180_000,
  );
});
