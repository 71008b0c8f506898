import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { formatDate, formatEuros } from '#shared/format.js';
import type { Package } from '#shared/purchases.schema.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { PackageDialog } from '../../features/admin/PackageDialog.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { serverMessageDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

/** Packages: create, edit, deactivate (no longer sold; purchases stay) and reactivate. */
export const Route = createFileRoute('/admin/packages')({
  component: PackagesPage,
});

function PackagesPage() {
  const { t } = useLingui();
  const packages = trpc.admin.packages.list.useQuery();

  return (
    <>
      <AdminPageTitle
        title={<Trans>Packages</Trans>}
        lead={<Trans>Inactive packages can no longer be sold; their purchases stay valid.</Trans>}
        actions={
          <PackageDialog
            triggerClassName="button button--primary button--small"
            trigger={
              <>
                <span aria-hidden="true">+ </span>
                <Trans>New package</Trans>
              </>
            }
          />
        }
      />
      {packages.isPending ? (
        <LoadingState label={t`Loading packages...`} />
      ) : packages.isError ? (
        <ErrorState message={<Trans>Failed to load packages. Please try again.</Trans>} onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyState title={<Trans>No packages yet.</Trans>} />
      ) : (
        <div className="card admin-table-card">
          <table className="admin-table admin-table--stack">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="admin-table__num">
                  <Trans>Hours</Trans>
                </th>
                <th scope="col" className="admin-table__num">
                  <Trans>Price (net)</Trans>
                </th>
                <th scope="col">
                  <Trans>Description</Trans>
                </th>
                <th scope="col">
                  <Trans>Created</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {packages.data.map((pkg) => (
                <PackageRow key={pkg.id} pkg={pkg} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function PackageRow({ pkg }: { pkg: Package }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const name = pkg.name;
  const toggle = trpc.admin.packages.update.useMutation({
    onSuccess: async (updated) => {
      toast.success(updated.active ? msg`Package reactivated` : msg`Package deactivated`);
      await utils.admin.packages.list.invalidate();
    },
    onError: (error) => {
      toast.error(msg`Update failed`, serverMessageDescriptor(error.message) ?? msg`An error occurred. Please try again.`);
    },
  });

  function setActive(active: boolean) {
    toggle.mutate({
      id: pkg.id,
      name: pkg.name,
      hours: pkg.hours,
      price: pkg.price,
      description: pkg.description,
      active,
    });
  }

  return (
    <tr className={pkg.active ? undefined : 'admin-table__row--inactive'}>
      <th scope="row" className="admin-table__primary">
        {pkg.name}
      </th>
      <td data-label={t`Status`}>
        {pkg.active ? (
          <span className="badge badge--success">
            <Trans>Active</Trans>
          </span>
        ) : (
          <span className="badge badge--muted">
            <Trans>Inactive</Trans>
          </span>
        )}
      </td>
      <td data-label={t`Hours`} className="admin-table__num">
        {pkg.hours} h
      </td>
      <td data-label={t`Price (net)`} className="admin-table__num">
        {formatEuros(pkg.price, language)}
      </td>
      <td data-label={t`Description`} className="admin-table__wrap admin-table__description">
        {pkg.description ?? '—'}
      </td>
      <td data-label={t`Created`}>
        <time dateTime={pkg.createdAt}>{formatDate(pkg.createdAt, language)}</time>
      </td>
      <td className="admin-table__action">
        <div className="admin-row-actions">
          <PackageDialog pkg={pkg} triggerClassName="button button--secondary button--small" trigger={<Trans>Edit</Trans>} triggerLabel={t`Edit ${name}`} />
          {pkg.active ? (
            <Button
              className="button button--ghost button--small"
              aria-label={t`Deactivate ${name}`}
              onPress={() => setActive(false)}
              isDisabled={toggle.isPending}
            >
              <Trans>Deactivate</Trans>
            </Button>
          ) : (
            <Button
              className="button button--ghost button--small"
              aria-label={t`Reactivate ${name}`}
              onPress={() => setActive(true)}
              isDisabled={toggle.isPending}
            >
              <Trans>Reactivate</Trans>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
