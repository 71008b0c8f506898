import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/AdminLayout.js';
import { guard } from '../features/session/guard.js';
import { requireCatalog } from '../i18n/i18n.js';

/** The admin console (/admin/...): admins only; visitors go to /login, clients to /dashboard. */
export const Route = createFileRoute('/admin')({
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: guard({ role: 'admin' }),
  loader: ({ context: { api } }) => {
    // The navigation's counts (the open inbox, open contact messages) come in the same batch as
    // the page's data; the pages do not wait for them.
    void api.queryClient.prefetchQuery(api.utils.admin.letters.inbox.queryOptions({ assignee: 'all' }));
    void api.queryClient.prefetchQuery(api.utils.admin.contact.list.queryOptions());
    return requireCatalog('admin', 'errors');
  },
  component: AdminRoot,
});

function AdminRoot() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
