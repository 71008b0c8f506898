/**
 * Keeps the document head in step with the current page and language in the browser (title,
 * meta, canonical/hreflang links, JSON-LD; see head.ts, loaded on demand). Renders nothing. The first run after
 * hydrating a prerendered page rewrites the same tags; the origin is taken from the prerendered
 * canonical link (the server's PUBLIC_URL) when there is one.
 */
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { parseLanguage } from '../i18n/language.js';

let siteOrigin: string | null = null;

function currentOrigin(): string {
  if (siteOrigin) return siteOrigin;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  siteOrigin = canonical ? new URL(canonical.href).origin : window.location.origin;
  return siteOrigin;
}

/** The page and language the server's HTML already carries a head for (prerendered pages). */
let prerenderedHead: { pathname: string; locale: string } | null | undefined = undefined;

function alreadyCurrent(pathname: string, locale: string): boolean {
  if (prerenderedHead === undefined) {
    prerenderedHead = document.head.querySelector('[data-head]') ? { pathname: window.location.pathname, locale: document.documentElement.lang } : null;
  }
  return prerenderedHead !== null && prerenderedHead.pathname === pathname && prerenderedHead.locale === locale;
}

export function HeadManager() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    // The first view of a prerendered page already has its head; head.ts loads on demand later.
    if (alreadyCurrent(pathname, locale)) return;
    prerenderedHead = null;
    let current = true;
    // After the page's paint: the shell's title stands until then, and the head's code and texts
    // neither hold back the page's first paint nor count towards it (decision record 030).
    // (The entry's own two lines rather than web/lib/after-paint.ts: importing it here re-cuts the
    // landing page's chunks, about 2 kB more.)
    const run = () =>
      void import('./head.js').then(({ updateHead }) =>
        updateHead({ pathname, language: parseLanguage(locale), origin: currentOrigin(), i18n, isCurrent: () => current }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(run, 0);
    };
    // A hidden tab paints no frames: at once there.
    const frame = document.visibilityState === 'hidden' ? (later(), undefined) : requestAnimationFrame(later);
    return () => {
      current = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname, locale, i18n]);
  return null;
}
