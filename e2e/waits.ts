/**
 * Waiting for the state the next step needs, instead of for network idle (which always costs
 * at least 500 ms of quiet per page load) or a fixed sleep.
 */
import type { Page, Request } from 'playwright-core';

/**
 * Waits until React has taken over the page: every top-level element under #root belongs to
 * React (hydration claims the prerendered elements, innermost first, and commits right after
 * claiming the last one; a page rendered from scratch gets new elements on commit), and nothing
 * under #root is disabled any more: prerendered forms keep their fields and buttons disabled
 * until hydration (web/lib/use-hydrated.ts). Before that, buttons such as the language toggle,
 * the menu or the FAQ do nothing, and hydration errors have not been logged yet.
 * Only for pages that load with no form disabled on purpose (the public pages, login, register).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root || root.children.length === 0) return false;
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
    return Array.from(root.children).every(owned) && root.querySelector('[disabled]') === null;
  });
}

/** Goes to a public page and waits until it has hydrated; returns the document's response. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** A page's requests: how many are in flight now (call it), and how many have started so far. */
export interface RequestTracker {
  (): number;
  started(): number;
}

/**
 * Counts a page's requests that have not finished, and those started. Call it before the page
 * loads anything; the returned function tells how many are in flight.
 */
export function trackRequests(page: Page): RequestTracker {
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started++;
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return Object.assign(() => pending.size, { started: () => started });
}

/**
 * Waits until nothing on the page moves any more, so that what is measured (axe's colours and
 * target sizes) is what stays on screen: the web fonts have loaded (text measured in a fallback
 * font has other sizes), and no transition or animation that ends is running or about to start
 * (a colour or background fading in is measured half-way; the infinite busy bar is the loading
 * state, which waitForData waits out). On a busy machine this can take many frames.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await document.fonts.ready;
    for (let still = 0; still < 2;) {
      const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length > 0 || document.fonts.status !== 'loaded') {
        still = 0;
        await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
        await document.fonts.ready;
      } else still++;
      // Two quiet frames in a row: a transition triggered by the last render has started by then.
      await frame();
    }
  });
}

/**
 * Waits until a page of the portal or the console shows its data: its h1 is there, no list
 * shows its loading state (components/States.tsx) or is busy refetching, and no request is in
 * flight (so badges and counts have arrived too).
 */
export async function waitForData(page: Page, inFlight: () => number): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (;;) {
    await page.waitForFunction(() => document.querySelector('.state--loading, [aria-busy="true"]') === null);
    if (inFlight() === 0) {
      // A response that just arrived may still be rendering: look once more after a frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      if (inFlight() === 0 && (await page.locator('.state--loading, [aria-busy="true"]').count()) === 0) return;
    }
    await page.waitForTimeout(25);
  }
}
