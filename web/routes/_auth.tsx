import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthFrame } from '../features/auth/AuthLayout.js';
import { guard } from '../features/session/guard.js';
import { requireCatalog } from '../i18n/i18n.js';

/**
 * The visitor's account pages (login, register, forgot-password, reset-password): a pathless
 * layout route that loads the data layer (no session needed), the `auth` catalog and the frame.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: guard(),
  loader: () => requireCatalog('auth', 'errors'),
  component: AuthRoot,
});

function AuthRoot() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
