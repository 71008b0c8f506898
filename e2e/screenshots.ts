/**
 * Screenshots for people to look at, taken only when asked for:
 *
 *     SCREENSHOTS=1 npx vitest run --project e2e
 *
 * saves a full-page PNG per call under test-results/screenshots/NAME.png. Without SCREENSHOTS=1,
 * snap() does nothing: a full-page screenshot costs a few hundred milliseconds, and no assertion
 * looks at it.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Saves a full-page screenshot as test-results/screenshots/NAME.png when SCREENSHOTS=1; returns its path, or undefined. */
export async function snap(page: Page, name: string): Promise<string | undefined> {
  if (!SCREENSHOTS) return undefined;
  const dir = resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
