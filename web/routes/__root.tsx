import { I18nProvider as LinguiProvider, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { i18n } from '../i18n/i18n.js';
import { NotFound } from '../components/NotFound.js';
import { Toaster } from '../components/Toaster.js';
import { HeadManager } from '../seo/HeadManager.js';
import { intlLocale } from '#shared/format.js';
import type { RouterContext } from '../router-context.js';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <LinguiProvider i18n={i18n}>
      <AriaLocale>
        <a href="#main" className="skip-link">
          <Trans>Skip to content</Trans>
        </a>
        <Outlet />
        <Toaster />
        <HeadManager />
      </AriaLocale>
    </LinguiProvider>
  );
}

/** Gives react-aria components (toast close button, progress bar values) the app's locale. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <AriaI18nProvider locale={intlLocale(active.locale)}>{children}</AriaI18nProvider>;
}
