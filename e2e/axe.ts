/**
 * axe (WCAG 2.2 AA) for the browser tests, run on a settled page: its data there, its toasts
 * closed, its fonts loaded and nothing moving (e2e/waits.ts), and nothing changed while axe ran.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { toast } from './support.js';
import { type RequestTracker, waitForData, waitForStillness } from './waits.js';

/** The WCAG 2.0–2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** How often axe is run again when the page changed while it ran, before its findings count anyway. */
const MAX_RUNS = 5;

/**
 * Runs axe on `page` after its requests have settled; findings go into `failures`, prefixed with `where`.
 * A toast floats over the page wherever it is scrolled to: its close button may overlap another
 * control (target-size) and, fading in, be measured at part opacity (color-contrast). The toasts
 * have their own checks elsewhere; here they are closed and the page allowed to come to rest.
 */
export async function axe(page: Page, requests: RequestTracker, where: string, failures: string[]): Promise<void> {
  await axeSettled(page, requests, where, failures, async () => {
    await waitForData(page, requests);
    const region = toast(page);
    const close = region.getByRole('button', { name: /^(Close|Schließen)$/ });
    for (let i = 0; i < 3 && (await close.count()) > 0; i++) {
      // A toast may close itself between the count and the click (on a busy machine): then there
      // is nothing left to click.
      await close
        .first()
        .click({ timeout: 5_000 })
        .catch(async (error: unknown) => {
          if ((await close.count()) > 0) throw error;
        });
    }
    await region.getByRole('alertdialog').waitFor({ state: 'detached' });
  });
}

/**
 * Runs axe on a public page once it is settled (hydrated by the caller, no request in flight,
 * nothing moving); findings go into `failures`, prefixed with `where`.
 */
export async function axePublic(page: Page, requests: RequestTracker, where: string, failures: string[]): Promise<void> {
  await axeSettled(page, requests, where, failures, async () => {
    while (requests() > 0) await page.waitForTimeout(25);
  });
}

/**
 * Brings the page to rest (`ready`, then waitForStillness) and runs axe. A page that changed while
 * axe ran (a request started, e.g. a list refetching, which shows its busy bar; something began
 * to move) was not measured in one state, so axe runs again on the page at rest: on a busy machine
 * a refetch or a transition can begin after the wait and before or during the run.
 */
async function axeSettled(page: Page, requests: RequestTracker, where: string, failures: string[], ready: () => Promise<void>): Promise<void> {
  let found: string[] = [];
  for (let run = 1; run <= MAX_RUNS; run++) {
    await ready();
    await unhover(page);
    await toTop(page);
    await waitForStillness(page);
    const before = requests.started();
    found = await findings(page, where);
    const changed = requests.started() !== before || requests() > 0 || (await moving(page));
    if (!changed) break;
  }
  failures.push(...(await confirmed(page, where, found)));
}

/** How long the page rests before a finding is checked again, in milliseconds. */
const RECHECK_AFTER_MS = 500;

/**
 * The findings that hold on the page at rest: when axe found something, the page rests a moment and
 * axe runs again; a finding counts when the second run has it too (compared by rule and element). A
 * real violation is there both times; a control measured in the middle of a colour transition that
 * began while axe ran (seen on a busy machine as a passing colour-contrast finding on react-aria
 * buttons) is not.
 */
async function confirmed(page: Page, where: string, found: string[]): Promise<string[]> {
  if (found.length === 0) return found;
  await page.waitForTimeout(RECHECK_AFTER_MS);
  await toTop(page);
  await waitForStillness(page);
  const again = new Set((await findings(page, where)).map(findingKey));
  const kept = found.filter((f) => again.has(findingKey(f)));
  const passing = found.filter((f) => !again.has(findingKey(f)));
  if (passing.length > 0) console.warn(`axe: passing findings not confirmed on the page at rest:\n${passing.join('\n')}`);
  return kept;
}

/** A finding without axe's measured details (colours, ratios), which may differ between runs. */
function findingKey(finding: string): string {
  return finding.replace(/ \{[^}]*\}/g, '');
}

/**
 * Moves the pointer off the page's controls. The pointer stays where the test last clicked (a
 * toast's close button, a form's submit button); when the page then changes under it, Chromium
 * hovers whatever now lies there, and that control's hover colours fade in while axe measures it.
 * axe checks the page as it rests, not a hover state half-way through its transition.
 */
async function unhover(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
}

/**
 * Scrolls the page to its top. A reload restores the last scroll position, which may leave a link
 * under the sticky header; axe then reports it as a touch target "partially obscured" by the
 * header, depending on where the scroll happened to land. axe checks the page as a visitor first
 * sees it (the header itself, and anything fixed over the content, are still checked).
 */
async function toTop(page: Page): Promise<void> {
  // The router scrolls to a link's #section once the page has rendered, smoothly where motion is
  // allowed; that scroll may still run, or begin, after the first scrollTo. The page is at its top
  // when it stays there for two frames.
  for (let i = 0; i < 20; i++) {
    const still = await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY === 0;
    });
    if (still) return;
  }
}

/** Whether a loading state, a busy list or an animation that ends is on the page now. */
function moving(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.querySelector('.state--loading, [aria-busy="true"]') !== null ||
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
  );
}

/** axe-core's browser bundle, read once per test worker. */
let axeSource: string | undefined;

/**
 * Runs axe-core with the WCAG rules in `page`'s document, injecting it once per document.
 * Not through @axe-core/playwright's AxeBuilder: its default mode opens a second page for every
 * run to merge the frames' results (`finishRun`), which more than doubled each run's time, and our
 * pages have no frames (decision record 056). Violations only: passes are not read.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  return page.evaluate(
    (opts) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, opts),
    options,
  );
}

/** axe's findings on `page` as it is now, each prefixed with `where`. */
async function findings(page: Page, where: string): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${where}: the page has frames, which runAxe does not check`);
  const results = await runAxe(page);
  // Each element with what axe measured (for colour contrast: the colours and the ratio) in braces.
  return results.violations.map(
    (v) =>
      `${where} [${v.id}] ${v.help}: ${v.nodes
        .map((n) => `${n.target.join(' ')} {${n.html.slice(0, 100)} ${n.any.map((c) => c.message).join('; ')}}`)
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Runs axe on `page` as it is now, without waiting for its data: for a state that lasts only while
 * a request is held (a list refreshing). Fonts are loaded and finite transitions ended first.
 * Findings go into `failures`, prefixed with `where`.
 */
export async function axeNow(page: Page, where: string, failures: string[]): Promise<void> {
  await unhover(page);
  await toTop(page);
  await waitForStillness(page);
  failures.push(...(await findings(page, where)));
}
