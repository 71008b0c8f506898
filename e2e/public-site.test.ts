/**
 * The public site in real Chromium against the real server and the built, prerendered client
 * (spec section 2; decision record 008): raw HTML and head tags per page and language, robots.txt and sitemap.xml, section
 * anchors with the 80 px offset, the mobile menu, the language toggle and its persistence, the
 * FAQ accordion, the contact form (validation, success, failure), service, legal and 404 pages.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FIRM } from '#shared/firm/firm.js';
import { INDEXED_PAGES } from '#shared/routes.js';
import { rootEm } from '../src/db.js';
import { ContactFormEntity } from '../src/modules/contact/contact-form.entity.js';
import { PackageEntity } from '../src/modules/packages/package.entity.js';
import { snap } from './screenshots.js';
import { PHONE, newContext, watchPage, type RunningServer, useServerAndBrowser, openContextPage } from './support.js';
import { gotoHydrated, waitForHydration } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

/** The page's HTML as a crawler gets it (no JavaScript), with its status and headers. */
async function rawPage(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const type = (JSON.parse(m[1]!) as { '@type': string | string[] })['@type'];
    return Array.isArray(type) ? type : [type];
  });
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications \(F8\)|Benachrichtigungen \(F8\)/ });

/** Distance of a section's top from the viewport top once smooth scrolling has settled. */
async function settledTop(page: Page, id: string): Promise<{ top: number; expected: number }> {
  // The section must be on the page (after a navigation the new page may still be loading), and
  // the scroll position unchanged for 250 ms (a smooth scroll may not have started yet).
  await page.locator(`#${id}`).waitFor();
  // Watched in the page, every frame (at most 6 s, as before).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let since = performance.now();
        const start = since;
        const frame = (now: number) => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            since = now;
          }
          if (now - since >= 250 || now - start >= 6000) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId)!;
    const top = el.getBoundingClientRect().top;
    // A section near the end of the page cannot scroll up to 80 px when the page ends first.
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const docTop = top + window.scrollY;
    return { top: Math.round(top), expected: Math.round(Math.max(80, docTop - maxScroll)) };
  }, id);
}

describe('what search engines get without JavaScript', () => {
  it('/ already contains the hero text and page sections in English, /?lang=de in German', async () => {
    const en = await rawPage('/');
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toMatch(/<h1[^>]*>Understand every letter from the Finanzamt<\/h1>/);
    for (const id of ['services', 'how-it-works', 'packages', 'about', 'contact']) expect(en.html).toContain(`id="${id}"`);
    // Gross price first (19 % VAT), the net price beside it.
    expect(en.html).toContain('€166.60');
    expect(en.html).toMatch(/€140\.00(<!-- -->)? net/);
    expect(en.headers.get('content-language')).toBe('en');

    const de = await rawPage('/?lang=de');
    expect(de.html).toContain('<html lang="de">');
    expect(de.html).toMatch(/<h1[^>]*>Jeden Brief vom Finanzamt verstehen<\/h1>/);
    expect(de.html).toMatch(/166,60\s€/);
    expect(de.html).toMatch(/140,00\s€(<!-- -->)? netto/);

    // Prerendered forms cannot be used before hydration: no native submit (fields in the address).
    for (const path of ['/', '/login', '/register']) {
      const { html } = await rawPage(path);
      expect(html, path).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      // ... and nothing can be typed that hydration would then wipe.
      for (const input of html.match(/<(?:input|textarea)\b[^>]*>/g) ?? []) expect(input, path).toContain('disabled=""');
    }

    // Without ?lang= the language cookie picks the prerendered language.
    const cookie = await rawPage('/', { cookie: 'language=de' });
    expect(cookie.html).toContain('<html lang="de">');
  });

  it('each public page has its own title, description, keywords, Open Graph, canonical, hreflang and JSON-LD in both languages', async () => {
    const titles = new Set<string>();
    for (const path of INDEXED_PAGES) {
      for (const language of ['en', 'de'] as const) {
        const url = language === 'de' ? `${path}?lang=de` : path;
        const { status, html } = await rawPage(url);
        expect(status, url).toBe(200);
        const title = attr(html, /<title>([^<]+)<\/title>/);
        expect(title, url).toBeTruthy();
        titles.add(title!);
        const description = attr(html, /<meta data-head name="description" content="([^"]+)"/);
        expect(description?.length ?? 0, url).toBeGreaterThan(50);
        expect(description!.length, url).toBeLessThanOrEqual(170);
        expect(attr(html, /<meta data-head name="keywords" content="([^"]+)"/), url).toBeTruthy();
        const self = `${server.url}${url}`;
        expect(attr(html, /<link data-head rel="canonical" href="([^"]+)"/), url).toBe(self);
        expect(attr(html, /<meta data-head property="og:url" content="([^"]+)"/), url).toBe(self);
        expect(attr(html, /<meta data-head property="og:title" content="([^"]+)"/), url).toBe(title);
        expect(attr(html, /<meta data-head property="og:type" content="([^"]+)"/), url).toBe('website');
        expect(attr(html, /<meta data-head property="og:locale" content="([^"]+)"/), url).toBe(language === 'de' ? 'de_DE' : 'en_US');
        expect(attr(html, /<meta data-head property="og:image" content="([^"]+)"/), url).toBe(`${server.url}/og-image.jpg`);
        expect(attr(html, /hreflang="en" href="([^"]+)"/), url).toBe(`${server.url}${path}`);
        expect(attr(html, /hreflang="de" href="([^"]+)"/), url).toBe(`${server.url}${path}?lang=de`);
        expect(attr(html, /hreflang="x-default" href="([^"]+)"/), url).toBe(`${server.url}${path}`);
        const types = jsonLdTypes(html);
        expect(types, url).toContain('BreadcrumbList');
        if (path === '/') expect(types, url).toEqual(expect.arrayContaining(['ProfessionalService', 'FAQPage']));
        if (path.startsWith('/services/')) expect(types, url).toContain('Service');
      }
    }
    // Every page and language has a title of its own.
    expect(titles.size).toBe(INDEXED_PAGES.length * 2);

    // The FAQPage data carries the eight questions shown on the page.
    const { html } = await rawPage('/');
    const faq = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: { name: string }[] })
      .find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(8);
    for (const q of faq!.mainEntity!) expect(html).toContain(q.name.replace(/'/g, '&#x27;'));
  });

  it('serves robots.txt and a sitemap with hreflang alternates for every public page', async () => {
    const robots = await rawPage('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /dashboard');

    const image = await fetch(`${server.url}/og-image.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const sitemap = await rawPage('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    for (const path of INDEXED_PAGES) {
      expect(sitemap.html).toContain(`<loc>${server.url}${path}</loc>`);
      expect(sitemap.html).toContain(`<loc>${server.url}${path}?lang=de</loc>`);
      expect(sitemap.html).toContain(`hreflang="de" href="${server.url}${path}?lang=de"`);
    }
    expect(sitemap.html.match(/<url>/g)).toHaveLength(INDEXED_PAGES.length * 2);
  });

  it('sends pages and assets compressed, and never echoes a strange Host header into the page', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Understand every letter from the Finanzamt');
    const plain = await server.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Cookie');

    const script = (await rawPage('/')).html.match(/data-entry="(\/assets\/index-[^"]+\.js)"/)?.[1];
    const asset = await server.app.inject({ method: 'GET', url: script!, headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');

    const evil = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'x"><script>alert(1)</script>' } });
    expect(evil.body).not.toContain('<script>alert(1)');
    expect(evil.body).toContain('href="http://localhost/"');
  });

  it('answers an unknown path with status 404 and the Page Not Found page', async () => {
    const { status, html } = await rawPage('/no/such/page');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toContain('<meta data-head name="robots" content="noindex">');
    const de = await rawPage('/gibt-es-nicht?lang=de');
    expect(de.status).toBe(404);
    expect(de.html).toMatch(/<h1[^>]*>Seite nicht gefunden<\/h1>/);
  });

  it('/withdrawal-instructions has the withdrawal instructions and the model withdrawal form naming the firm with its phone, before any order, in English and German', async () => {
    // As Anlage 1 and 2 EGBGB name the firm: name, address, telephone, e-mail.
    const firm = `${SAMPLE_FIRM.legalName}, ${SAMPLE_FIRM.address.street}, ${SAMPLE_FIRM.address.postalCode} ${SAMPLE_FIRM.address.city}, ${SAMPLE_FIRM.phone}, ${SAMPLE_FIRM.email}`;
    const cases = [
      {
        url: '/withdrawal-instructions',
        h1: 'Withdrawal Instructions',
        headings: ['Right of withdrawal', 'Effects of withdrawal', 'Model withdrawal form'],
        texts: [
          `you must inform us (${firm})`,
          'For an hour package or extra hours, this is the share of the hours already used.',
          `To ${firm}:`,
          'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*)',
          'Signature of consumer(s) (only if this form is notified on paper)',
        ],
      },
      {
        url: '/withdrawal-instructions?lang=de',
        h1: 'Widerrufsbelehrung',
        headings: ['Widerrufsrecht', 'Folgen des Widerrufs', 'Muster-Widerrufsformular'],
        texts: [
          `müssen Sie uns (${firm})`,
          'Bei einem Stundenpaket oder Zusatzstunden ist das der Anteil der bereits genutzten Stunden.',
          `An ${firm}:`,
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*)',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        ],
      },
    ];
    for (const { url, h1, headings, texts } of cases) {
      const { status, html } = await rawPage(url);
      expect(status, url).toBe(200);
      expect(html, url).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      for (const heading of headings) expect(html, url).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
      // The texts hold no character that React escapes in HTML (&, <, >, quotes).
      for (const text of texts) expect(html, url).toContain(text);
      // The site's withdrawal function is linked from the instructions.
      expect(html, url).toMatch(/<a [^>]*href="\/withdraw"/);
    }
  });
});

describe('the landing page in the browser', () => {
  it('hydrates without errors or layout shift, and the header buttons scroll each section to 80 px below the top', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const watch = watchPage(page);
    // The landing page loads no fonts or images: once hydrated, its layout is final.
    await gotoHydrated(page, server.url);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    expect(await page.title()).toBe('Steuerhilfe – German tax documents explained in English');

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Services', 'services'],
      ['How It Works', 'how-it-works'],
      ['Packages', 'packages'],
      ['About', 'about'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      const { top, expected } = await settledTop(page, id);
      expect(Math.abs(top - expected), `${id}: ${top} vs ${expected}`).toBeLessThanOrEqual(1);
      expect(page.url()).toBe(`${server.url}/#${id}`);
    }

    // Hero buttons: View Packages → packages; Get Started → the package's order page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'View Packages' }).click();
    expect((await settledTop(page, 'packages')).top).toBe(80);
    const professional = await rootEm(server.orm).fork().findOneOrFail(PackageEntity, { name: 'Professional' });
    expect(await page.getByRole('link', { name: /Get Started – Professional/ }).getAttribute('href')).toBe(`/order/${professional.id}`);

    expect(watch.errors).toEqual([]);
    await snap(page, 'public-landing-en-desktop');
    await context.close();
  });

  it('the mobile menu opens, offers the same links, and closes when a section is chosen', async () => {
    const { context, page, watch } = await openContextPage(browser, { viewport: PHONE });
    await gotoHydrated(page, server.url);
    // The desktop navigation is hidden on a phone.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Services', 'How It Works', 'Packages', 'About', 'Contact', 'Login', 'Register']) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    await snap(page, 'public-landing-en-phone-menu');
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
    const { top, expected } = await settledTop(page, 'about');
    expect(Math.abs(top - expected)).toBeLessThanOrEqual(1);
    // Escape closes it too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('switches language with the header toggle and the footer, and keeps it across reloads', async () => {
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, server.url);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'DE' });
    await toggle.click();
    await page.getByRole('heading', { level: 1, name: 'Jeden Brief vom Finanzamt verstehen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    expect(await page.getByRole('banner').getByRole('button', { name: 'EN' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Anmelden' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Registrieren' }).first().isVisible()).toBe(true);
    await page.waitForFunction(() => document.title.includes('Steuerbescheide'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/?lang=de`);

    // After a reload the server already sends German (cookie), and it stays German.
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { level: 1, name: 'Jeden Brief vom Finanzamt verstehen' }).waitFor();
    await snap(page, 'public-landing-de-desktop');

    // The footer's English button switches back.
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Understand every letter from the Finanzamt' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // A ?lang=de address shows German; switching to English drops the parameter.
    await gotoHydrated(page, `${server.url}/services/finanzamt-support?lang=de`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
    await page.waitForURL(`${server.url}/services/finanzamt-support`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('the FAQ has eight items and opens at most one at a time', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, server.url);
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    expect(await triggers.count()).toBe(8);
    const expanded = async () => (await triggers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')))).filter((v) => v === 'true').length;
    expect(await expanded()).toBe(0);
    await triggers.nth(0).click();
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(3).click();
    expect(await triggers.nth(3).getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await expanded()).toBe(1);
    // The open answer becomes visible (after its 200 ms height transition).
    const panelId = await triggers.nth(3).getAttribute('aria-controls');
    await page.locator(`[id="${panelId}"]`).waitFor({ state: 'visible', timeout: 2000 });
    expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
    await triggers.nth(3).click();
    expect(await expanded()).toBe(0);
    await context.close();
  });
});

describe('the contact form', () => {
  it('shows the validation messages, starts in the page language, sends, thanks and resets', async () => {
    const { context, page, watch } = await openContextPage(browser);
    await gotoHydrated(page, `${server.url}/?lang=de`);
    const form = page.locator('#contact form');
    // The preferred language follows the page language.
    expect(await form.getByRole('radio', { name: 'Deutsch' }).isChecked()).toBe(true);
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Get in touch' }).waitFor();
    expect(await form.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);

    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name must be at least 2 characters').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();
    expect(await rootEm(server.orm).fork().count(ContactFormEntity, {})).toBe(0);

    await form.getByLabel('Name').fill('Maria Rossi');
    await form.getByLabel('Email').fill('maria@example.com');
    await form.locator('label', { hasText: 'Deutsch' }).click();
    expect(await form.getByRole('radio', { name: 'Deutsch' }).isChecked()).toBe(true);
    await form.getByLabel('Message').fill('I received a Steuerbescheid and do not understand it.');
    // Hold the request until the submitting state has been seen (a timed hold ran out on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await form.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    release();
    await toastRegion(page).getByText('Message sent successfully!').waitFor();
    await toastRegion(page).getByText("We'll get back to you within 24 hours.").waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await form.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);

    const rows = await rootEm(server.orm).fork().find(ContactFormEntity, {});
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Maria Rossi', email: 'maria@example.com', language: 'de' });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('shows the failure toast and keeps what was typed when the server cannot be reached', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, server.url);
    const before = await rootEm(server.orm).fork().count(ContactFormEntity, {});
    // The server is gone (connection refused), then answers 500.
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Tom Berger');
    await form.getByLabel('Email').fill('tom@example.com');
    await form.getByLabel('Message').fill('Please call me about my VAT return.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toastRegion(page).getByText('Error sending message').waitFor();
    await toastRegion(page).getByText('Please try again or contact us directly via email.').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Tom Berger');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toastRegion(page).getByText('Error sending message').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('Please call me about my VAT return.');
    expect(await rootEm(server.orm).fork().count(ContactFormEntity, {})).toBe(before);
    await snap(page, 'public-contact-failure-en-phone');
    await context.close();
  });
});

describe('service, legal and 404 pages', () => {
  it('each service page has a title, intro, four feature cards, a list and buttons to packages and contact', async () => {
    const { context, page, watch } = await openContextPage(browser);
    for (const slug of ['tax-return-translation', 'finanzamt-support', 'business-formation', 'appeals-objections']) {
      await gotoHydrated(page, `${server.url}/services/${slug}`);
      const main = page.getByRole('main');
      expect(await main.getByRole('heading', { level: 1 }).count(), slug).toBe(1);
      expect(await main.getByRole('heading', { level: 3 }).count(), slug).toBeGreaterThanOrEqual(4);
      expect(await main.locator('ul li').count(), slug).toBeGreaterThanOrEqual(5);
      expect(await main.locator('a[href="/#packages"]').count(), slug).toBeGreaterThanOrEqual(1);
      expect(await main.locator('a[href="/#contact"]').count(), slug).toBeGreaterThanOrEqual(1);
    }
    // The objection page states the rules correctly (§ 122 AO as amended, § 108 (3) AO).
    await gotoHydrated(page, `${server.url}/services/appeals-objections`);
    const text = await page.getByRole('main').innerText();
    expect(text).toMatch(/one month/i);
    expect(text).toMatch(/fourth day/i);
    expect(text).toContain('7 April 2025');
    expect(text).not.toMatch(/third day|three days/i);

    // Going to /#packages from a service page lands on the packages section below the header.
    await page.getByRole('main').locator('a[href="/#packages"]').first().click();
    await page.waitForURL(`${server.url}/#packages`);
    const { top, expected } = await settledTop(page, 'packages');
    expect(Math.abs(top - expected)).toBeLessThanOrEqual(2);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('the legal pages show the firm details (the sample values until an owner saves them in the console)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/legal-notice`);
    const notice = await page.getByRole('main').innerText();
    for (const value of [
      SAMPLE_FIRM.legalName,
      SAMPLE_FIRM.address.street,
      SAMPLE_FIRM.address.city,
      SAMPLE_FIRM.vatId!,
      SAMPLE_FIRM.email,
      SAMPLE_FIRM.phone,
    ]) {
      expect(notice).toContain(value);
    }
    expect(notice).toContain('§ 5 DDG');
    expect(notice).toContain('§ 27a');

    await gotoHydrated(page, `${server.url}/privacy-policy`);
    const privacy = await page.getByRole('main').innerText();
    expect(privacy).toContain(SAMPLE_FIRM.legalName);
    expect(privacy).toContain(SAMPLE_FIRM.supervisoryAuthority.name);
    expect(privacy).toMatch(/Art\. 6/);

    await gotoHydrated(page, `${server.url}/terms-of-service?lang=de`);
    const terms = await page.getByRole('main').innerText();
    expect(terms).toContain('12 Monate');
    expect(terms).toContain('15');
    expect(terms).toMatch(/Umsatzsteuer/);
    await context.close();
  });

  it('an unknown path shows the 404 page with status 404 in the browser', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await gotoHydrated(page, `${server.url}/does-not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · Steuerhilfe');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });
});
