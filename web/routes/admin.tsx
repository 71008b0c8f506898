import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/AdminLayout.js';
import { requireAdmin } from '../features/admin/require-admin.js';
import { requireCatalog } from '../i18n/i18n.js';

/** The admin console (/admin/...): admins only; visitors go to /login, clients to /dashboard. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdmin,
  loader: () => requireCatalog('admin', 'errors'),
  component: AdminRoot,
});

function AdminRoot() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
