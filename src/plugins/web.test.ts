import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PackageEntity } from '../modules/packages/package.entity.js';
import type { Catalog } from '../shared/packages/catalog.schema.js';
import { createTestApp, registerAdmin, type Client, type TestApp } from '../test/harness.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web client', () => {
  it.each(['/', '/login', '/register', '/dashboard', '/questions', '/documents', '/services/finanzamt-support'])('%s answers 200 with the app', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('an unknown page answers 404 with the app (which shows Page Not Found)', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with long caching', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('unknown /api and /trpc paths get JSON 404s', async () => {
    for (const url of ['/api/unknown', '/trpc/nothing.here']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

/**
 * The public pages follow the package catalogue (decision record 011): a stand-in prerenderer
 * (the real one is tested in e2e/packages.test.ts) renders the catalogue pages from the database
 * at start, after an admin's change and on the timer; requests get the old pages meanwhile.
 */
describe('the public pages follow the package catalogue', () => {
  let app: TestApp;
  let site: string;
  let admin: Client;
  const hooks = globalThis as { __prerenderGate?: Promise<void>; __prerenderFail?: boolean; __prerenderCount?: number };

  /** The stand-in prerenderer: a page's markup names its language, path and Starter's price. */
  const PRERENDERER = `
export async function renderPage(path, language, catalog) {
  globalThis.__prerenderCount = (globalThis.__prerenderCount ?? 0) + 1;
  await globalThis.__prerenderGate;
  if (globalThis.__prerenderFail) throw new Error('render failed');
  const starter = catalog.packages.find((p) => p.name === 'Starter');
  return { html: '<p class="price">' + language + ' ' + path + ' ' + (starter ? starter.price : 'none') + '</p>', head: '<title>t</title>', status: 200 };
}
export function pageDocument(template, page, language, catalog) {
  return template
    .replace('<html lang="en">', '<html lang="' + language + '">')
    .replace('<div id="root"></div>', '<div id="root">' + page.html + '</div>')
    .replace('</body>', '<script type="application/json" id="catalog">' + JSON.stringify(catalog).replace(/</g, '\\\\u003c') + '</script></body>');
}
`;
  const TEMPLATE = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
  const buildCatalog = { packages: [{ name: 'Starter', price: 1 }], vatRatePercent: 19 };
  const built = (markup: string) =>
    TEMPLATE.replace('<div id="root"></div>', `<div id="root">${markup}</div>`).replace(
      '</body>',
      `<script type="application/json" id="catalog">${JSON.stringify(buildCatalog)}</script></body>`,
    );

  /** The catalogue JSON a page carries. */
  const catalogOf = (html: string) => JSON.parse(/<script type="application\/json" id="catalog">([^<]*)<\/script>/.exec(html)![1]!) as Catalog;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return headers['accept-encoding'] ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
  };
  async function setStarterPrice(price: number) {
    const starter = await app.em().findOneOrFail(PackageEntity, { name: 'Starter' });
    const res = await admin.rest('PUT', `/api/admin/packages/${starter.id}`, { name: 'Starter', hours: 5, price, active: true });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'web-site-'));
    mkdirSync(join(site, 'prerendered', 'en', 'services'), { recursive: true });
    mkdirSync(join(site, 'prerendered', 'de'), { recursive: true });
    writeFileSync(join(site, 'index.html'), TEMPLATE);
    writeFileSync(join(site, 'prerender.mjs'), PRERENDERER);
    const pages = [
      { path: '/', language: 'en', file: 'en/index.html' },
      { path: '/', language: 'de', file: 'de/index.html' },
      { path: '/terms-of-service', language: 'en', file: 'en/terms-of-service.html' },
      { path: '/services/finanzamt-support', language: 'en', file: 'en/services/finanzamt-support.html' },
    ];
    for (const p of pages) writeFileSync(join(site, 'prerendered', p.file), built(`<p class="price">build ${p.path}</p>`));
    writeFileSync(join(site, 'prerendered', 'pages.json'), JSON.stringify({ catalog: buildCatalog, pages: pages.map((p) => ({ ...p, status: 200 })) }));
    hooks.__prerenderCount = 0;
    app = await createTestApp({ webDistDir: site, config: { prerenderEntry: join(site, 'prerender.mjs'), catalogRefreshMs: 100 } });
    admin = await registerAdmin(app, 'Web Admin');
  });
  afterAll(async () => {
    await app?.close();
    rmSync(site, { recursive: true, force: true });
    delete hooks.__prerenderGate;
    delete hooks.__prerenderFail;
  });

  it('at start, renders the pages that show packages from the database, in both languages; every page carries the database catalogue', async () => {
    const landing = await page('/');
    expect(hooks.__prerenderCount).toBe(3);
    expect(landing).toContain('<p class="price">en / 14000</p>');
    const ids = catalogOf(landing).packages.map((p) => p.id);
    expect(ids).toEqual((await app.em().find(PackageEntity, {}, { orderBy: { hours: 'asc' } })).map((p) => p.id));
    expect(await page('/?lang=de')).toContain('<p class="price">de / 14000</p>');
    expect(await page('/terms-of-service')).toContain('<p class="price">en /terms-of-service 14000</p>');
    // A page without packages keeps its markup, with the current catalogue for client-side navigation.
    const service = await page('/services/finanzamt-support');
    expect(service).toContain('build /services/finanzamt-support');
    expect(catalogOf(service).packages.map((p) => p.id)).toEqual(ids);
    // The app shell too.
    expect(catalogOf(await page('/dashboard')).packages.map((p) => p.id)).toEqual(ids);
    expect(app.serverErrors).toEqual([]);
  });

  it('a first visit follows Accept-Language; a stored choice and a ?lang= address win over it (docs/decisions/025-the-account-language-rules.md)', async () => {
    const get = (url: string, headers: Record<string, string>) => app.app.inject({ url, headers });
    const languageCookie = (res: Awaited<ReturnType<typeof get>>) => res.cookies.find((c) => c.name === 'language');

    // German ranked first: the German page, and the cookie the client reads on start so it stays German.
    const german = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.body).toMatch(/<p class="price">de \/ \d+<\/p>/);
    expect(german.headers['content-language']).toBe('de');
    expect(german.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(languageCookie(german)).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
    expect(languageCookie(german)?.httpOnly).toBeFalsy();
    // By q-value, not by position.
    expect((await get('/', { 'accept-language': 'en;q=0.4,de;q=0.7' })).body).toMatch(/de \/ \d+/);

    // English first, or neither language: English, and nothing stored.
    for (const header of ['en-US,de;q=0.5', 'fr-FR,fr;q=0.9', '']) {
      const english = await get('/', { 'accept-language': header });
      expect(english.body).toMatch(/<p class="price">en \/ \d+<\/p>/);
      expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(languageCookie(english)).toBeUndefined();
    }

    // The stored choice (the cookie) wins over the browser's header.
    const stored = await get('/', { 'accept-language': 'de-DE', cookie: 'language=en' });
    expect(stored.body).toMatch(/en \/ \d+/);
    expect(languageCookie(stored)).toBeUndefined();
    // A crawlable address stays what it says, whatever the header.
    const address = await get('/?lang=en', { 'accept-language': 'de-DE' });
    expect(address.body).toMatch(/en \/ \d+/);
    expect(languageCookie(address)).toBeUndefined();
    expect((await get('/?lang=de', { 'accept-language': 'en-US' })).body).toMatch(/de \/ \d+/);

    // The portal's app shell renders in the browser: the cookie tells it the language.
    const shell = await get('/dashboard', { 'accept-language': 'de-DE' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(languageCookie(shell)?.value).toBe('de');
    expect(app.serverErrors).toEqual([]);
  });

  it("an admin's change is rendered at once (compressed bodies too); requests get the previous page until the new one is ready", async () => {
    expect(await page('/', { 'accept-encoding': 'gzip' })).toContain('en / 14000');
    let release = () => {};
    hooks.__prerenderGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await setStarterPrice(15_000);
    // Rendering waits at the gate: the old page is served meanwhile.
    expect(await page('/')).toContain('en / 14000');
    release();
    await app.app.refreshPublicPages();
    expect(await page('/')).toContain('en / 15000');
    expect(await page('/', { 'accept-encoding': 'gzip' })).toContain('en / 15000');
    expect(await page('/terms-of-service')).toContain('en /terms-of-service 15000');
    expect(catalogOf(await page('/services/finanzamt-support')).packages[0]!.price).toBe(15_000);
    expect(catalogOf(await page('/dashboard')).packages[0]!.price).toBe(15_000);
  });

  it('a failed render is logged and the previous pages stay', async () => {
    hooks.__prerenderFail = true;
    await setStarterPrice(16_000);
    await app.app.refreshPublicPages();
    expect(await page('/')).toContain('en / 15000');
    expect(catalogOf(await page('/')).packages[0]!.price).toBe(15_000);
    expect(app.serverErrors.join('\n')).toContain('rendering the public pages failed');
    app.serverErrors.length = 0;
    hooks.__prerenderFail = false;
    await app.app.refreshPublicPages();
    expect(await page('/')).toContain('en / 16000');
  });

  it('the start does not wait for the rendering: the API and the probes answer at once, pages wait for the first pass', async () => {
    let release = () => {};
    hooks.__prerenderGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const second = await createTestApp({ webDistDir: site, config: { prerenderEntry: join(site, 'prerender.mjs') } });
    try {
      expect((await second.app.inject({ url: '/livez' })).statusCode).toBe(200);
      expect((await second.app.inject({ url: '/api/catalog' })).statusCode).toBe(200);
      const landing = second.app.inject({ url: '/' });
      const early = await Promise.race([landing.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
      expect(early).toBe('waiting');
      release();
      const starter = await second.em().findOneOrFail(PackageEntity, { name: 'Starter' });
      expect((await landing).body).toContain(`<p class="price">en / ${starter.price}</p>`);
    } finally {
      release();
      await second.close();
    }
  });

  it('follows a change made elsewhere (another instance, the database) on the timer', async () => {
    await app.em().execute(`update packages set price = 17000, updated_at = now() where name = 'Starter'`);
    await vi.waitFor(async () => expect(await page('/?lang=de')).toContain('de / 17000'), { timeout: 5000, interval: 50 });
    expect(await page('/')).toContain('en / 17000');
    expect(app.serverErrors).toEqual([]);
  });
});
