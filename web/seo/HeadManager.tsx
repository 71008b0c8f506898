/**
 * Keeps the document head in step with the current page and language in the browser (title,
 * meta, canonical/hreflang links, JSON-LD; see head.ts). Renders nothing. The first run after
 * hydrating a prerendered page rewrites the same tags; the origin is taken from the prerendered
 * canonical link (the server's PUBLIC_URL) when there is one.
 */
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { parseLanguage } from '../i18n/language.js';
import { applyHead, buildHead } from './head.js';

let siteOrigin: string | null = null;

function currentOrigin(): string {
  if (siteOrigin) return siteOrigin;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  siteOrigin = canonical ? new URL(canonical.href).origin : window.location.origin;
  return siteOrigin;
}

export function HeadManager() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    applyHead(document, buildHead({ pathname, language: parseLanguage(locale), origin: currentOrigin(), i18n }));
  }, [pathname, locale, i18n]);
  return null;
}
