/** The console's packages: name, status, hours, price, description, created, and the row's actions. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { formatDate, formatEuros } from '#shared/format.js';
import type { Package } from '#shared/purchases.schema.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { AdminTable } from './AdminTable.js';
import { PackageDialog } from './PackageDialog.js';

export function PackagesTable({ packages }: { packages: readonly Package[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <AdminTable
      rows={packages}
      rowKey={(pkg) => pkg.id}
      rowClassName={(pkg) => (pkg.active ? undefined : 'admin-table__row--inactive')}
      columns={[
        { label: t`Name`, rowHeader: true, className: 'admin-table__primary', cell: (pkg) => pkg.name },
        {
          label: t`Status`,
          cell: (pkg) =>
            pkg.active ? (
              <span className="badge badge--success">
                <Trans>Active</Trans>
              </span>
            ) : (
              <span className="badge badge--muted">
                <Trans>Inactive</Trans>
              </span>
            ),
        },
        { label: t`Hours`, numeric: true, cell: (pkg) => <>{pkg.hours} h</> },
        { label: t`Price (net)`, numeric: true, cell: (pkg) => formatEuros(pkg.price, language) },
        { label: t`Description`, className: 'admin-table__wrap admin-table__description', cell: (pkg) => pkg.description ?? '—' },
        { label: t`Created`, cell: (pkg) => <time dateTime={pkg.createdAt}>{formatDate(pkg.createdAt, language)}</time> },
        { label: t`Actions`, hideLabel: true, unlabelled: true, className: 'admin-table__action', cell: (pkg) => <PackageActions pkg={pkg} /> },
      ]}
    />
  );
}

/** Edit, and deactivate (no longer sold; purchases stay) or reactivate. */
function PackageActions({ pkg }: { pkg: Package }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const name = pkg.name;
  const toggle = trpc.admin.packages.update.useMutation({
    onSuccess: async (updated) => {
      toast.success(updated.active ? msg`Package reactivated` : msg`Package deactivated`);
      await utils.admin.packages.list.invalidate();
    },
    onError: (error) => {
      toast.error(msg`Update failed`, serverErrorDescriptor(error));
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
        <Button className="button button--ghost button--small" aria-label={t`Reactivate ${name}`} onPress={() => setActive(true)} isDisabled={toggle.isPending}>
          <Trans>Reactivate</Trans>
        </Button>
      )}
    </div>
  );
}
