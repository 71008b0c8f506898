/**
 * The client portal's frame as the server sends it with a signed-in page, before any script has
 * run: the header bar with the product's and the portal's name (the same FrameTitle and classes as
 * PortalLayout) over an empty, busy main area. Prerendered once per language at build time
 * (web/entry-prerender.tsx `renderPortalFrame`); the browser paints it at once, and React's first
 * render replaces it (web/main.tsx renders, never hydrates, a page that holds it;
 * docs/decisions/037-the-portal-frame-paints-first.md).
 */
import { Trans } from '@lingui/react/macro';
import { PORTAL_FRAME_ATTRIBUTE } from '#shared/html.js';
import { FrameTitle } from '../../components/FrameTitle.js';

export function PortalFrame() {
  return (
    <div className="page page--muted" {...{ [PORTAL_FRAME_ATTRIBUTE]: '' }}>
      <header className="portal-header">
        <div className="portal-header__inner">
          <FrameTitle title={<Trans>Client Portal</Trans>} />
        </div>
      </header>
      <main className="page__main" aria-busy="true" />
    </div>
  );
}
