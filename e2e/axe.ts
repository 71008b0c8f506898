/**
 * axe (WCAG 2.2 AA) for the browser tests, run on a page once its data is there and its toasts are closed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { toast } from './support.js';
import { waitForData } from './waits.js';

/** The WCAG 2.0–2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on `page` after its requests have settled; findings go into `failures`, prefixed with `where`.
 * A toast floats over the page wherever it is scrolled to: its close button may overlap another
 * control (target-size) and, fading in, be measured at part opacity (color-contrast). The toasts
 * have their own checks elsewhere; here they are closed and the page's animations allowed to end.
 */
export async function axe(page: Page, inFlight: () => number, where: string, failures: string[]): Promise<void> {
  await waitForData(page, inFlight);
  const region = toast(page);
  for (let i = 0; i < 3 && (await region.getByRole('button', { name: /^(Close|Schließen)$/ }).count()) > 0; i++) {
    await region
      .getByRole('button', { name: /^(Close|Schließen)$/ })
      .first()
      .click();
  }
  await region.getByRole('alertdialog').waitFor({ state: 'detached' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await axeNow(page, where, failures);
}

/**
 * Runs axe on `page` as it is now, without waiting for its data: for a state that lasts only while
 * a request is held (a list refreshing). Findings go into `failures`, prefixed with `where`.
 */
export async function axeNow(page: Page, where: string, failures: string[]): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const v of results.violations) {
    failures.push(
      `${where} [${v.id}] ${v.help}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
    );
  }
}
