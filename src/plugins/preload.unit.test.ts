import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../trpc/router.js';
import { createHash } from 'node:crypto';
import { dataPreloadFor, dataPreloadLink, inlineStylesheets, type Manifest, preloadFor, preloadLinks, routeKeysFor, routePattern } from './preload.js';
import { policyWithInlineStyles } from './security.js';

/** A build manifest shaped like Vite's for web/ (TanStack Router's split route files). */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  'routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', imports: ['_framework-1.js'] },
  'routes/_portal.tsx?tsr-split=component': { file: 'assets/_portal-1.js', imports: ['_layout-1.js'] },
  '_layout-1.js': { file: 'assets/PortalLayout-1.js', css: ['assets/PortalLayout-1.css'] },
  'routes/_portal/dashboard.tsx?tsr-split=component---loader': { file: 'assets/dashboard-1.js', imports: ['_shared-1.js', 'index.html'] },
  'routes/_portal/letters/$letterId.tsx?tsr-split=component---loader': {
    file: 'assets/_letterId-1.js',
    imports: ['_shared-1.js'],
    dynamicImports: ['features/letters/LetterView.tsx', 'routes/_portal/dashboard.tsx?tsr-split=component---loader'],
  },
  'features/letters/LetterView.tsx': { file: 'assets/LetterView-1.js', imports: ['_dialog-1.js', '_shared-1.js'], css: ['assets/letters-1.css'] },
  '_dialog-1.js': { file: 'assets/Dialog-1.js' },
  'routes/withdraw_.confirm.tsx?tsr-split=component---loader': { file: 'assets/confirm-1.js' },
  'lib/api-client.tsx': { file: 'assets/api-client-1.js', imports: ['_framework-1.js'] },
  'locales/en/portal.po': { file: 'assets/portal-en.js' },
  'locales/de/portal.po': { file: 'assets/portal-de.js' },
  'locales/en/errors.po': { file: 'assets/errors-en.js' },
  'locales/de/errors.po': { file: 'assets/errors-de.js' },
  'locales/en/messages.po': { file: 'assets/messages-en.js' },
  'locales/de/messages.po': { file: 'assets/messages-de.js' },
};

describe('routePattern', () => {
  it('reads TanStack Router file-route names', () => {
    expect(routePattern('routes/_portal/dashboard.tsx?tsr-split=component')?.source).toBe('^\\/dashboard$');
    expect(routePattern('routes/_portal/letters/$letterId.tsx')!.test('/letters/0d9b')).toBe(true);
    expect(routePattern('routes/_portal/letters/$letterId.tsx')!.test('/letters/0d9b/pages')).toBe(false);
    expect(routePattern('routes/_portal/letters/index.tsx')!.test('/letters')).toBe(true);
    expect(routePattern('routes/withdraw_.confirm.tsx')!.test('/withdraw/confirm')).toBe(true);
    expect(routePattern('routes/index.tsx')!.test('/')).toBe(true);
    // Pathless layouts and the root render no page of their own; other files are no routes.
    expect(routePattern('routes/_portal.tsx?tsr-split=component')).toBeNull();
    expect(routePattern('routes/__root.tsx')).toBeNull();
    expect(routePattern('features/letters/LetterView.tsx')).toBeNull();
  });
});

describe('preloadFor', () => {
  it('finds a page route with its layout', () => {
    expect(routeKeysFor(manifest, '/dashboard')).toEqual([
      'routes/_portal.tsx?tsr-split=component',
      'routes/_portal/dashboard.tsx?tsr-split=component---loader',
    ]);
    expect(routeKeysFor(manifest, '/nothing-here')).toEqual([]);
  });

  it("lists the route's chunks, its layout's data layer and catalogs in the language, without what the entry loads", () => {
    expect(preloadFor(manifest, '/dashboard', 'de')).toEqual({
      scripts: [
        '/assets/PortalLayout-1.js',
        '/assets/_portal-1.js',
        '/assets/api-client-1.js',
        '/assets/dashboard-1.js',
        '/assets/errors-de.js',
        '/assets/messages-de.js',
        '/assets/portal-de.js',
        '/assets/shared-1.js',
      ],
      styles: ['/assets/PortalLayout-1.css'],
      lazyScripts: [],
      lazyStyles: [],
    });
  });

  it('lists the views a route loads lazily apart, without other routes it links to', () => {
    const preload = preloadFor(manifest, '/letters/0d9b', 'en');
    expect(preload.scripts).toContain('/assets/_letterId-1.js');
    expect(preload.scripts).toContain('/assets/shared-1.js');
    expect(preload.lazyScripts).toEqual(['/assets/Dialog-1.js', '/assets/LetterView-1.js']);
    expect(preload.lazyStyles).toEqual(['/assets/letters-1.css']);
    expect([...preload.scripts, ...preload.lazyScripts]).not.toContain('/assets/dashboard-1.js');
  });

  it('is empty for a path no route renders', () => {
    expect(preloadFor(manifest, '/nothing-here', 'en')).toEqual({ scripts: [], styles: [], lazyScripts: [], lazyStyles: [] });
  });

  it("writes the links as Vite does, the lazy views' stylesheets preloaded only", () => {
    expect(
      preloadLinks({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'], lazyScripts: ['/assets/b.js'], lazyStyles: ['/assets/b.css'] }).split('\n    '),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/b.css">',
    ]);
  });
});

describe('dataPreloadFor', () => {
  /** The URLs the real tRPC client (as web/lib/api-client.tsx sets it up) requests for `ask`'s calls, made in one tick. */
  async function clientUrls(ask: (client: ReturnType<typeof createTRPCClient<AppRouter>>) => Promise<unknown>[]): Promise<string[]> {
    const urls: string[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: '/trpc',
          fetch: (url) => {
            urls.push(String(url));
            return Promise.reject(new Error('no server in this test'));
          },
        }),
      ],
    });
    await Promise.allSettled(ask(client));
    return urls;
  }

  it("is the letter page's request exactly as the tRPC client writes it, in the page's language", async () => {
    const id = '0b6f1c52-3f7e-4d1a-9c51-2a8e7d1f4b60';
    for (const lang of ['en', 'de'] as const) {
      const urls = await clientUrls((client) => [client.letters.get.query({ id, lang })]);
      expect(urls).toEqual([dataPreloadFor(`/letters/${id}`, lang)]);
    }
  });

  it("is the dashboard's batch as its loader asks for it (ledger, summary, packages)", async () => {
    const urls = await clientUrls((client) => [client.purchases.ledger.query(), client.purchases.summary.query(), client.purchases.list.query()]);
    expect(urls).toEqual([dataPreloadFor('/dashboard', 'en')]);
  });

  it('is nothing for other pages and for a letter address that is no id', () => {
    expect(dataPreloadFor('/letters', 'en')).toBeNull();
    expect(dataPreloadFor('/letters/not-an-id', 'en')).toBeNull();
    expect(dataPreloadFor('/questions', 'de')).toBeNull();
  });

  it('writes a fetch preload with credentials, as the client fetches', () => {
    expect(dataPreloadLink('/trpc/a?batch=1&input=%7B%7D')).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/trpc/a?batch=1&amp;input=%7B%7D">',
    );
  });
});

describe('inlineStylesheets', () => {
  const styles = new Map([
    ['/assets/index-1.css', 'body{margin:0}'],
    ['/assets/PortalLayout-1.css', '.nav{content:"$&"}'],
    ['/assets/letters-1.css', '.letter{color:red}'],
  ]);
  const head = [
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    preloadLinks({
      scripts: ['/assets/a-1.js'],
      styles: ['/assets/PortalLayout-1.css'],
      lazyScripts: [],
      lazyStyles: ['/assets/letters-1.css', '/assets/missing-1.css'],
    }),
  ].join('\n');

  it("puts each stylesheet's text in its place, with a disabled link for Vite's loader; leaves scripts and unknown files", () => {
    const { html, inlined } = inlineStylesheets(head, styles);
    expect(inlined).toEqual(['body{margin:0}', '.nav{content:"$&"}', '.letter{color:red}']);
    expect(html).toBe(
      [
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
        '<link rel="modulepreload" crossorigin href="/assets/a-1.js">',
        '    <style>.nav{content:"$&"}</style><link rel="stylesheet" href="/assets/PortalLayout-1.css" disabled>',
        '    <style>.letter{color:red}</style><link rel="stylesheet" href="/assets/letters-1.css" disabled>',
        '    <link rel="preload" as="style" crossorigin href="/assets/missing-1.css">',
      ].join('\n'),
    );
  });

  it('keeps a stylesheet that would end the style element as a link', () => {
    const { html, inlined } = inlineStylesheets(head, new Map([['/assets/index-1.css', 'a{}</style><script>x()</script>']]));
    expect(inlined).toEqual([]);
    expect(html).toBe(head);
  });
});

describe('policyWithInlineStyles', () => {
  const policy = "default-src 'self';script-src 'self';style-src 'self';style-src-attr 'unsafe-hashes' 'sha256-x'";
  const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

  it('allows exactly the inlined texts by their hashes in style-src, once each, and nothing in style-src-attr', () => {
    expect(policyWithInlineStyles(policy, ['a{}', 'b{}', 'a{}'])).toBe(
      `default-src 'self';script-src 'self';style-src 'self' ${hash('a{}')} ${hash('b{}')};style-src-attr 'unsafe-hashes' 'sha256-x'`,
    );
    expect(policyWithInlineStyles(policy, [])).toBe(policy);
    expect(policyWithInlineStyles("default-src 'self'", ['a{}'])).toBe("default-src 'self'");
  });
});
